import { emailCategoryLabels } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { unsubscribeQueryOptions, useConfirmUnsubscribe } from '../api/reach-api.ts';

/** Reached from the unsubscribe link of an e-mail, signed in or not: the signed token is enough. */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useQuery({ ...unsubscribeQueryOptions(token), enabled: token.length > 0 });
  const confirm = useConfirmUnsubscribe(token);
  const label = info.data ? emailCategoryLabels[info.data.category].label.toLowerCase() : '';
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-stone-900">Unsubscribe</h1>
      {!token || info.isError ? (
        <p role="alert" className="text-stone-700">
          This link is not valid or has expired.
        </p>
      ) : !info.data ? (
        <p className="text-stone-600">Checking the link…</p>
      ) : confirm.isSuccess ? (
        <p role="status" className="text-stone-700">
          Done: {info.data.email} gets no more {label}. You can turn them back on in{' '}
          <Link to="/settings" className="font-medium text-felt-700 underline">
            Settings
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="text-stone-700">
            Stop sending {label} to {info.data.email}?
          </p>
          {confirm.isError && (
            <p role="alert" className="text-sm text-red-700">
              {confirm.error.message}
            </p>
          )}
          <MutationButton mutation={confirm}>Unsubscribe</MutationButton>
        </>
      )}
    </div>
  );
}
