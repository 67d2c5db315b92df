import {
  type Currency,
  type GameType,
  gameLimits,
  type PresetLevel,
  structureFromPreset,
  type TournamentPresetKey,
} from '@pokerhome/domain';

export type InviteMode = 'now' | 'later' | 'coming';

/** The wizard draft of the second spec §3, kept in session storage until created or cancelled. */
export type WizardDraft = {
  type: GameType | '';
  name: string;
  description: string;
  /** The datetime-local input's value (local wall time). */
  scheduledDate: string;
  maxParticipants: number;
  location: { name: string; address: string; notes: string };
  buyIn: {
    amount: number;
    currency: Currency;
    cashGameBlinds: { smallBlind: number; bigBlind: number };
    additionalFees: { houseFee: number; serviceFee: number; processingFee: number };
  };
  structure: {
    preset: TournamentPresetKey | 'custom';
    startingChips: number;
    levels: PresetLevel[];
    payouts: { position: number; percentage: number }[];
  } | null;
  rules: string[];
  inviteMode: InviteMode | null;
  /** Invitees already sent to the saved game, shown with their badges. */
  invited: { label: string; badge: string }[];
  currentStep: number;
  createdGameId: string | null;
};

export const emptyDraft = (): WizardDraft => ({
  type: '',
  name: '',
  description: '',
  scheduledDate: '',
  maxParticipants: gameLimits.defaultMaxParticipants,
  location: { name: '', address: '', notes: '' },
  buyIn: {
    amount: 20,
    currency: 'USD',
    cashGameBlinds: { smallBlind: 1, bigBlind: 2 },
    additionalFees: { houseFee: 0, serviceFee: 0, processingFee: 0 },
  },
  structure: null,
  rules: [],
  inviteMode: null,
  invited: [],
  currentStep: 0,
  createdGameId: null,
});

/** Choosing tournament fills the Standard preset, payouts by player count (second spec §4). */
export function presetStructure(
  preset: TournamentPresetKey,
  players: number,
): NonNullable<WizardDraft['structure']> {
  const s = structureFromPreset(preset, players);
  return {
    preset,
    startingChips: s.startingChips,
    levels: s.levels,
    payouts: s.prizePoolBreakdown.payouts,
  };
}

const storageKey = 'pokerhome:game-wizard';

export function loadDraft(): WizardDraft {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<WizardDraft>) } : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(draft: WizardDraft) {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft() {
  sessionStorage.removeItem(storageKey);
}

/** The create/update payload from the draft (amounts in major units, the date as an ISO instant). */
export function toPayload(d: WizardDraft, status: 'draft' | 'scheduled') {
  const tournament = d.type === 'tournament';
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    type: d.type as GameType,
    scheduledDate: new Date(d.scheduledDate).toISOString(),
    location: d.location,
    buyIn: {
      amount: d.buyIn.amount,
      currency: d.buyIn.currency,
      structure: 'freezeout',
      ...(tournament ? {} : { cashGameBlinds: d.buyIn.cashGameBlinds }),
      additionalFees: d.buyIn.additionalFees,
    },
    maxParticipants: d.maxParticipants,
    rules: d.rules,
    ...(tournament && d.structure
      ? {
          blindStructure: {
            startingChips: d.structure.startingChips,
            levels: d.structure.levels.map((l, i) => ({ ...l, level: i + 1 })),
            prizePoolBreakdown: { payouts: d.structure.payouts },
          },
        }
      : {}),
    status,
  };
}

/** What a step component needs from its wizard (the game wizard and the template wizard both give it). */
export type StepWizard = {
  draft: WizardDraft;
  update: (change: Partial<WizardDraft> | ((d: WizardDraft) => Partial<WizardDraft>)) => void;
  errors: Record<string, string>;
  ctx: { now: number; maxParticipants: number };
};
