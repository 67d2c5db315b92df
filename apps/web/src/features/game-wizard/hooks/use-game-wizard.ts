import {
  capabilitiesForRole,
  gamesContract,
  leagueMessages,
  wizardMessages,
  wizardSteps,
} from '@pokerhome/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuthenticatedUser } from '@/features/auth';
import { attachGame } from '@/features/leagues';
import { api } from '@/lib/api-call.ts';
import { isApiError } from '@/lib/api-error.ts';
import {
  clearDraft,
  loadDraft,
  saveDraft,
  toPayload,
  toUpdatePayload,
  type WizardDraft,
} from '../utils/draft.ts';
import { validateStep, visibleErrors } from '../utils/validate.ts';

/**
 * The game wizard's state machine (docs/templates-and-wizards.md): steps advance only when the current one
 * validates, going back is always possible, and leaving the buy-in step of a cash game or the
 * structure step of a tournament saves the game (status draft) so players can be picked before it
 * is finished; passing that step again updates the same draft. Invitations picked meanwhile are
 * mailed by the server when Create Game schedules the game. The draft lives in session storage, so
 * a reload keeps it.
 */
export function useGameWizard() {
  const user = useAuthenticatedUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<WizardDraft>(loadDraft);
  const [busy, setBusy] = useState(false);
  /** The league season the new tournament counts in ('' for none); attached after it is saved. */
  const [seasonId, setSeasonId] = useState('');
  const ctx = useMemo(
    () => ({ now: Date.now(), maxParticipants: capabilitiesForRole(user.role).maxParticipants }),
    [user.role],
  );
  const steps = wizardSteps(draft.type);
  const stepIndex = Math.min(draft.currentStep, steps.length - 1);
  const step = steps[stepIndex] ?? 'info';
  const allErrors = validateStep(step, draft, { ...ctx, now: Date.now() });
  // Parts of the draft the host has changed, and the steps where Next was pressed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(() => new Set());
  const errors = visibleErrors(step, allErrors, touched, attempted.has(step));

  useEffect(() => saveDraft(draft), [draft]);

  const update = (change: Partial<WizardDraft> | ((d: WizardDraft) => Partial<WizardDraft>)) => {
    // A change given as a function (a nested field such as the buy-in) touches the keys it returns.
    const changed = typeof change === 'function' ? change(draft) : change;
    const keys = Object.keys(changed).filter((k) => k !== 'currentStep' && k !== 'createdGameId');
    if (keys.length > 0) setTouched((t) => new Set([...t, ...keys]));
    setDraft((d) => ({ ...d, ...(typeof change === 'function' ? change(d) : change) }));
  };

  const stepValid = (i: number) =>
    Object.keys(validateStep(steps[i] ?? 'info', draft, { ...ctx, now: Date.now() })).length === 0;

  /** Saves the game early (draft) or brings the saved game up to date; the game's id, or null. */
  // A save in flight is shared: a second tap on Next before the first answer never makes a second game.
  const inFlight = useRef<Promise<string | null> | null>(null);
  const saveGame = (status: 'draft' | 'scheduled'): Promise<string | null> => {
    inFlight.current ??= writeGame(status).finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  };
  const writeGame = async (status: 'draft' | 'scheduled'): Promise<string | null> => {
    try {
      if (draft.createdGameId) {
        const body = toUpdatePayload(draft, status);
        await api.call(gamesContract.update, { params: { id: draft.createdGameId }, body });
        return draft.createdGameId;
      }
      const { game } = await api.call(gamesContract.create, { body: toPayload(draft, status) });
      update({ createdGameId: game.id });
      return game.id;
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 400 ? wizardMessages.saveCheckData : wizardMessages.saveRetry,
      );
      return null;
    }
  };

  const goTo = (i: number) => update({ currentStep: Math.max(0, Math.min(i, steps.length - 1)) });

  const next = async () => {
    if (Object.keys(allErrors).length > 0) {
      setAttempted((a) => new Set([...a, step]));
      return;
    }
    const earlySave =
      (draft.type === 'cash_game' && step === 'buyin') ||
      (draft.type === 'tournament' && step === 'structure');
    // One draft per wizard session: the first pass creates it, a later pass brings it up to date.
    if (earlySave) {
      setBusy(true);
      const id = toast.loading(wizardMessages.saving);
      const saved = await saveGame('draft');
      toast.dismiss(id);
      setBusy(false);
      if (!saved) return;
      toast.success(wizardMessages.saved);
      await queryClient.invalidateQueries({ queryKey: ['games'] });
    }
    goTo(stepIndex + 1);
  };

  const reset = () => {
    setTouched(new Set());
    setAttempted(new Set());
    clearDraft();
    setDraft(loadDraft());
  };

  const finish = async () => {
    const reviewErrors = validateStep('review', draft, { ...ctx, now: Date.now() });
    if (Object.keys(reviewErrors).length > 0) {
      toast.error(wizardMessages.incomplete);
      return;
    }
    setBusy(true);
    const existed = Boolean(draft.createdGameId);
    const id = await saveGame('scheduled');
    setBusy(false);
    if (!id) return;
    toast.success(existed ? wizardMessages.completed : wizardMessages.created);
    if (seasonId && draft.type === 'tournament') {
      // The game stands either way; a refused attach says why, and the season page can add it later.
      try {
        await attachGame(seasonId, id);
        toast.success(leagueMessages.gameAttached);
        await queryClient.invalidateQueries({ queryKey: ['leagues'] });
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
    clearDraft();
    await queryClient.invalidateQueries({ queryKey: ['games'] });
    await navigate(`/games/${id}/manage`);
  };

  const cancel = async () => {
    // The early-saved draft goes with the wizard, so an abandoned pass leaves no game behind.
    if (draft.createdGameId) {
      try {
        await api.call(gamesContract.cancel, { params: { id: draft.createdGameId } });
        await queryClient.invalidateQueries({ queryKey: ['games'] });
      } catch {
        // Left as a draft: its host still finds it under their games and can cancel it there.
      }
    }
    reset();
    await navigate('/dashboard');
  };

  return {
    draft,
    update,
    steps,
    stepIndex,
    step,
    errors,
    busy,
    ctx,
    next,
    back: () => goTo(stepIndex - 1),
    goTo,
    stepValid,
    seasonId,
    setSeasonId,
    finish,
    cancel,
  };
}

export type GameWizard = ReturnType<typeof useGameWizard>;
