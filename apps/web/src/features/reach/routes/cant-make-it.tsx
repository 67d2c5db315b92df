import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { MutationButton } from '@/components/ui/mutation-button.tsx';
import { cantMakeItQueryOptions, useConfirmCantMakeIt } from '../api/reach-api.ts';

/**
 * Reached from a reminder's "can't make it" link, signed in or not. Opening the link changes
 * nothing (mail scanners open links); the player confirms with the button.
 */
export default function CantMakeItPage() {
  useDocumentTitle("Can't make it");
  const token = useSearchParams()[0].get('token') ?? '';
  const info = useQuery({ ...cantMakeItQueryOptions(token), enabled: token.length > 0 });
  const confirm = useConfirmCantMakeIt(token);
  const game = info.data;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-stone-900">Can't make it?</h1>
      {!token || info.isError ? (
        <p role="alert" className="text-stone-700">
          This link is not valid or has expired.
        </p>
      ) : !game ? (
        <p className="text-stone-600">Checking the link…</p>
      ) : (
        <>
          <div className="rounded-md border border-stone-200 bg-white p-4">
            <p className="font-medium text-stone-900">{game.gameName}</p>
            <p className="text-sm text-stone-700">{game.when}</p>
            <p className="text-sm text-stone-700">{game.locationName}</p>
          </div>
          {confirm.isSuccess || game.status === 'declined' ? (
            <p role="status" className="text-stone-700">
              Your seat is free. The host has been told through the game page, and the next player on the
              waiting list, if any, has been given your seat.
            </p>
          ) : game.status === 'cancelled' ? (
            <p className="text-stone-700">This game was cancelled: there is nothing to do.</p>
          ) : (
            <>
              <p className="text-stone-700">Give up your seat so someone else can play?</p>
              {confirm.isError && (
                <p role="alert" className="text-sm text-red-700">
                  {confirm.error.message}
                </p>
              )}
              <MutationButton mutation={confirm} variant="destructive">
                I can't make it
              </MutationButton>
            </>
          )}
        </>
      )}
    </div>
  );
}
