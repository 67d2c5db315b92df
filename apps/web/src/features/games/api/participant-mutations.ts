import {
  type AddParticipantsRequest,
  gameMessages,
  gamesContract,
  type ParticipantStatus,
  tournamentsContract,
  type UpdateGameRequest,
} from '@pokerhome/domain';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api-error.ts';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { gamesQueryKey } from './game-queries.ts';

const endpoints = gamesContract;

/** `POST /games/{id}/participants`: answers who was added and the errors list (docs/games.md). */
export function useAddParticipants(gameId: string) {
  return useEndpointMutation(endpoints.addParticipants, {
    toCall: (body: AddParticipantsRequest) => ({ params: { id: gameId }, body }),
    invalidates: gamesQueryKey,
  });
}

/**
 * `POST /games/{id}/participants/confirm`: confirms several at once; a partial answer reads
 * 'N confirmations processed successfully, M failed' (docs/games.md).
 */
export function useConfirmParticipants(gameId: string) {
  return useEndpointMutation(endpoints.confirmParticipants, {
    toCall: (participants: string[]) => ({ params: { id: gameId }, body: { participants } }),
    onSuccess: ({ participantsConfirmed, errors }) => {
      if (errors.length === 0) toast.success(`${participantsConfirmed} participant(s) confirmed`);
      else toast.error(gameMessages.partialConfirmations(participantsConfirmed, errors.length));
    },
    onError: (error) => toast.error(error.message),
    invalidates: gamesQueryKey,
  });
}

/** `DELETE /games/{id}/participants/{participantId}`: also frees a seat for the waiting list. */
export function useRemoveParticipant(gameId: string) {
  return useEndpointMutation(endpoints.removeParticipant, {
    toCall: (participantId: string) => ({ params: { id: gameId, participantId } }),
    onSuccess: () => toast.success(gameMessages.participantRemoved),
    onError: (error) => toast.error(gameMessages.failedToRemove(error.message)),
    invalidates: gamesQueryKey,
  });
}

/** `PUT /games/{id}/participants/{participantId}`: the host sets a status or checks the player in (Arrived). */
export function useUpdateParticipant(gameId: string) {
  return useEndpointMutation(endpoints.updateParticipant, {
    toCall: ({ id, ...body }: { id: string; status?: ParticipantStatus; arrived?: boolean }) => ({
      params: { id: gameId, participantId: id },
      body,
    }),
    onSuccess: () => toast.success('Participant updated'),
    onError: (error) => toast.error(error.message),
    invalidates: gamesQueryKey,
  });
}

/**
 * `POST /games/{id}/end`: a cash game is over; its results page shows the settle-up (docs/games.md).
 * `onEnded` is the hook's own: the button that ended the game is gone once the game is completed.
 */
export function useEndCashGame(gameId: string, onEnded: () => void) {
  return useEndpointMutation(endpoints.endCashGame, {
    // The gap the host saw and accepted, when the books do not balance (docs/games.md, "Cash games").
    toCall: (gapCents?: number) => ({
      params: { id: gameId },
      body: gapCents === undefined ? {} : { gapCents },
    }),
    onSuccess: ({ game }, _variables, queryClient) => {
      queryClient.setQueryData([...gamesQueryKey, 'detail', gameId], game);
      toast.success(gameMessages.cashGameEnded);
      onEnded();
    },
    // A gap the host has not seen (or that changed) is shown in the dialog, not as a toast.
    onError: (error) => {
      if (!(isApiError(error) && error.fields?.gapCents !== undefined)) toast.error(error.message);
    },
    invalidates: gamesQueryKey,
  });
}

/** `POST /games/{id}/rsvp`: accepted or declined; the server answers waitlisted when the game is full. */
export function useRsvp(gameId: string) {
  return useEndpointMutation(endpoints.rsvp, {
    toCall: (body: { status: 'accepted' | 'declined'; message?: string; inviteToken?: string }) => ({
      params: { id: gameId },
      body,
    }),
    // The answer is the status only: the game (seats, waiting list) is read again before the
    // mutation settles.
    invalidates: gamesQueryKey,
  });
}

/** `POST /games/{id}/join-as-host`: the host takes a seat at their own game. */
export function useJoinAsHost(gameId: string) {
  return useEndpointMutation(endpoints.joinAsHost, {
    toCall: () => ({ params: { id: gameId } }),
    onSuccess: () => toast.success(gameMessages.joinedOwnGame),
    onError: (error) => {
      if (/already/i.test(error.message)) toast.info(gameMessages.alreadyParticipatingInfo);
      else toast.error(gameMessages.failedToJoin(error.message));
    },
    invalidates: gamesQueryKey,
  });
}

/** `POST /games/{id}/cancel`: the game stays in history as cancelled; participants are told by e-mail. */
export function useCancelGame(gameId: string) {
  return useEndpointMutation(endpoints.cancel, {
    toCall: () => ({ params: { id: gameId } }),
    onSuccess: () => toast.success('Game cancelled'),
    onError: (error) => toast.error(error.message),
    invalidates: gamesQueryKey,
  });
}

/** `PATCH /games/{id}`: Edit Game sends only the changed fields. */
export function useUpdateGame(gameId: string) {
  return useEndpointMutation(endpoints.update, {
    toCall: (body: UpdateGameRequest) => ({ params: { id: gameId }, body }),
    onSuccess: () => toast.success('Game updated'),
    onError: (error) => toast.error(error.message),
    invalidates: gamesQueryKey,
  });
}

/** `POST /tournaments/{gameId}/start`: seat draw and clock; needs 2 or more non-declined players. */
export function useStartTournament(gameId: string) {
  return useEndpointMutation(tournamentsContract.start, {
    toCall: () => ({ params: { gameId } }),
    onSuccess: () => toast.success(gameMessages.tournamentStarted),
    onError: (error) => toast.error(`${gameMessages.failedToStartTournament}: ${error.message}`),
    invalidates: gamesQueryKey,
  });
}
