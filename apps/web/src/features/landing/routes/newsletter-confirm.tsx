import { siteMessages } from '@pokerhome/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { answerNewsletterLink } from '../api/newsletter.ts';

/** The newsletter e-mail's link: confirms the subscription, or unsubscribes with `action=unsubscribe`. */
export default function NewsletterConfirmPage() {
  useDocumentTitle('Newsletter');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = params.get('action') === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    // Once: the token is single-use, and StrictMode runs effects twice in development.
    if (asked.current) return;
    asked.current = true;
    if (!token) {
      setResult({ tone: 'danger', text: siteMessages.linkInvalid });
      return;
    }
    answerNewsletterLink(token, action).then(
      (text) => setResult({ tone: 'success', text }),
      (error: Error) => setResult({ tone: 'danger', text: error.message }),
    );
  }, [token, action]);

  return (
    <div className="w-full max-w-md space-y-4 rounded-xl bg-white p-6 shadow">
      <h1 className="text-xl font-bold">Newsletter</h1>
      {result ? (
        <Alert tone={result.tone}>{result.text}</Alert>
      ) : (
        <Spinner label="Checking your link" showLabel />
      )}
      <Link to="/landing" className="text-sm text-felt-700 underline">
        Back to PokerHome
      </Link>
    </div>
  );
}
