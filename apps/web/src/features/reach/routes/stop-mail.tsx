import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { useResumeAllMail, useStopAllMail } from '../api/reach-api.ts';

/**
 * The "stop all e-mail" link at the foot of every mail, signed in or not: the signed token is
 * enough. Opening the page changes nothing (mail scanners open links); the button does.
 */
export default function StopMailPage() {
  useDocumentTitle('Stop all e-mail');
  const token = useSearchParams()[0].get('token') ?? '';
  const stop = useStopAllMail(token);
  const resume = useResumeAllMail(token);
  const answer = resume.data ?? stop.data;
  const failed = stop.error ?? resume.error;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-stone-900">Stop all e-mail</h1>
      {!token ? (
        <p role="alert" className="text-stone-700">
          This link is not valid or has expired.
        </p>
      ) : (
        <>
          {answer ? (
            <p role="status" className="text-stone-700">
              {answer.message}
            </p>
          ) : (
            <p className="text-stone-700">
              Stop every e-mail from PokerHome to this address: invitations, reminders, and account mail such
              as password resets?
            </p>
          )}
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {failed.message}
            </p>
          )}
          {answer?.stopped ? (
            <MutationButton mutation={resume} variant="secondary">
              Resume e-mail
            </MutationButton>
          ) : (
            <Button
              onClick={() => {
                resume.reset();
                stop.mutate();
              }}
              disabled={stop.isPending}
            >
              Stop all e-mail
            </Button>
          )}
        </>
      )}
    </div>
  );
}
