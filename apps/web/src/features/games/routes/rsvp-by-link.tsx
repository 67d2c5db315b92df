import { gameMessages } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDocumentTitle } from '@/components/document-title.tsx';
import { Loading } from '@/components/query-states.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { useSession } from '@/features/auth';
import { linkInvitationQueryOptions, useLinkRsvp } from '../api/link-rsvp.ts';
import { GameDetails } from '../components/game-details.tsx';
import { RsvpPanel } from '../components/rsvp-panel.tsx';

/** An e-mailed game invitation answered from its link, with or without an account (issue: RSVP by link). */
export default function RsvpByLinkPage() {
  const { token = '' } = useParams();
  const session = useSession();
  const query = useQuery(linkInvitationQueryOptions(token));
  const answer = useLinkRsvp(token);
  useDocumentTitle('Your Invitation');

  if (query.isPending) {
    return <Loading label="Loading invitation" showLabel={false} />;
  }
  if (query.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="danger">{gameMessages.noInvitation}</Alert>
        <p className="text-sm text-stone-600">
          The link may have expired or been replaced by a newer invitation.
        </p>
      </div>
    );
  }
  const { invitation, game } = query.data;
  const full = game.confirmedCount >= game.maxParticipants;
  const open = game.status === 'scheduled';
  const register = `/register?${new URLSearchParams(invitation.email ? { email: invitation.email } : {})}`;

  return (
    // The centred layout already draws the card.
    <div className="space-y-6">
      <GameDetails game={game} />
      <section aria-labelledby="rsvp-heading" className="space-y-3 border-t border-stone-200 pt-4">
        <h2 id="rsvp-heading" className="text-lg font-semibold">
          Your RSVP
        </h2>
        {open ? (
          <RsvpPanel
            status={invitation.status}
            full={full}
            pending={answer.isPending}
            onAnswer={(status, message) =>
              answer.mutate(
                { status, ...(message ? { message } : {}) },
                {
                  onSuccess: ({ status: result }) =>
                    toast.success(
                      result === 'waitlisted' ? 'You are on the waiting list' : gameMessages.rsvpSaved,
                    ),
                  onError: (error) => toast.error(gameMessages.failedToRsvp(error.message)),
                },
              )
            }
          />
        ) : (
          <Alert tone="info">
            {game.status === 'cancelled' ? gameMessages.gameCancelled : gameMessages.gameNotEditable}
          </Alert>
        )}
      </section>
      {session.status === 'unauthenticated' && (
        <p className="rounded-lg bg-felt-50 p-4 text-sm text-felt-900">
          Want to see all your games, get reminders and follow the tournament clock?{' '}
          <Link to={register} className="font-medium underline">
            Create a free account
          </Link>{' '}
          with this address, or{' '}
          <Link to="/login" className="font-medium underline">
            sign in
          </Link>
          .
        </p>
      )}
    </div>
  );
}
