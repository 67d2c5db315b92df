import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { subscribeToNewsletter } from '../api/newsletter.ts';

/** The footer's newsletter box: the server validates the address and answers what happened. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setState({ tone: 'ok', text: await subscribeToNewsletter(email) });
      setEmail('');
    } catch (error) {
      setState({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="block text-sm font-semibold text-stone-900">
        Get product news by e-mail
      </label>
      <div className="flex gap-2">
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="max-w-xs"
        />
        <Button type="submit" disabled={busy}>
          Subscribe
        </Button>
      </div>
      {state && (
        <p
          role={state.tone === 'error' ? 'alert' : 'status'}
          className={state.tone === 'error' ? 'text-sm text-red-700' : 'text-sm text-felt-800'}
        >
          {state.text}
        </p>
      )}
    </form>
  );
}
