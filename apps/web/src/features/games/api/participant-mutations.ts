import {
  type AddParticipantsRequest,
  contract,
  gameMessages,
  type ParticipantStatus,
  type UpdateGameRequest,
} from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-call.ts';
import { gamesQueryKey } from './game-queries.ts';

const endpoints = contract.games;

function useRefreshGames() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: gamesQueryKey });
}

/** `POST /games/{id}/participants`: answers who was added and the errors list (docs/games.md). */
export function useAddParticipants(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (body: AddParticipantsRequest) =>
      api.call(endpoints.addParticipants, { params: { id: gameId }, body }),
    onSettled: refresh,
  });
}

/**
 * `POST /games/{id}/participants/confirm`: confirms several at once; a partial answer reads
 * 'N confirmations processed successfully, M failed' (docs/games.md).
 */
export function useConfirmParticipants(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (participants: string[]) =>
      api.call(endpoints.confirmParticipants, { params: { id: gameId }, body: { participants } }),
    onSuccess: ({ participantsConfirmed, errors }) => {
      if (errors.length === 0) toast.success(`${participantsConfirmed} participant(s) confirmed`);
      else toast.error(gameMessages.partialConfirmations(participantsConfirmed, errors.length));
    },
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
}

/** `DELETE /games/{id}/participants/{participantId}`: also frees a seat for the waiting list. */
export function useRemoveParticipant(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (participantId: string) =>
      api.call(endpoints.removeParticipant, { params: { id: gameId, participantId } }),
    onSuccess: () => toast.success(gameMessages.participantRemoved),
    onError: (error) => toast.error(gameMessages.failedToRemove(error.message)),
    onSettled: refresh,
  });
}

/** `PUT /games/{id}/participants/{participantId}`: the host sets a status or checks the player in (Arrived). */
export function useUpdateParticipant(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; status?: ParticipantStatus; arrived?: boolean }) =>
      api.call(endpoints.updateParticipant, { params: { id: gameId, participantId: id }, body }),
    onSuccess: () => toast.success('Participant updated'),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
}

/**
 * `POST /games/{id}/end`: a cash game is over; its results page shows the settle-up (docs/games.md).
 * `onEnded` is the hook's own: the button that ended the game is gone once the game is completed.
 */
export function useEndCashGame(gameId: string, onEnded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.endCashGame, { params: { id: gameId } }),
    onSuccess: ({ game }) => {
      queryClient.setQueryData([...gamesQueryKey, 'detail', gameId], game);
      toast.success(gameMessages.cashGameEnded);
      onEnded();
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQueryKey }),
  });
}

/** `POST /games/{id}/rsvp`: accepted or declined; the server answers waitlisted when the game is full. */
export function useRsvp(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: 'accepted' | 'declined'; message?: string; inviteToken?: string }) =>
      api.call(endpoints.rsvp, { params: { id: gameId }, body }),
    onSuccess: ({ game }) => {
      queryClient.setQueryData([...gamesQueryKey, 'detail', gameId], game);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesQueryKey }),
  });
}

/** `POST /games/{id}/join-as-host`: the host takes a seat at their own game. */
export function useJoinAsHost(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => api.call(endpoints.joinAsHost, { params: { id: gameId } }),
    onSuccess: () => toast.success(gameMessages.joinedOwnGame),
    onError: (error) => {
      if (/already/i.test(error.message)) toast.info(gameMessages.alreadyParticipatingInfo);
      else toast.error(gameMessages.failedToJoin(error.message));
    },
    onSettled: refresh,
  });
}

/** `POST /games/{id}/cancel`: the game stays in history as cancelled; participants are told by e-mail. */
export function useCancelGame(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => api.call(endpoints.cancel, { params: { id: gameId } }),
    onSuccess: () => toast.success('Game cancelled'),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
}

/** `PATCH /games/{id}`: Edit Game sends only the changed fields. */
export function useUpdateGame(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: (body: UpdateGameRequest) => api.call(endpoints.update, { params: { id: gameId }, body }),
    onSuccess: () => toast.success('Game updated'),
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
}

/** `POST /tournaments/{gameId}/start`: seat draw and clock; needs 2 or more non-declined players. */
export function useStartTournament(gameId: string) {
  const refresh = useRefreshGames();
  return useMutation({
    mutationFn: () => api.call(contract.tournaments.start, { params: { gameId } }),
    onSuccess: () => toast.success(gameMessages.tournamentStarted),
    onError: (error) => toast.error(`${gameMessages.failedToStartTournament}: ${error.message}`),
    onSettled: refresh,
  });
}
