import {
  type BlindLevel,
  type BountySetting,
  type Currency,
  type GameType,
  gameLimits,
  payoutPresetForPlayers,
  structureFromPreset,
  type TournamentPresetKey,
} from '@pokerhome/domain';
import { deviceDataKeys } from '@/lib/device-data.ts';

/** Rebuy, add-on and re-entry terms in the buy-in's units; price/chips empty means the buy-in's. */
export type EntryOption = {
  allowed: boolean;
  price: number | null;
  chips: number | null;
  untilLevel: number | null;
  /** How many per player (docs/tournament.md, "Rebuys and add-ons"); empty: no limit for a rebuy, one add-on. */
  maxPerPlayer?: number | null;
  /** Only a player at or below the starting stack may take one. */
  atOrBelowStartingStack?: boolean;
};
export type EntryOptions = { rebuy: EntryOption; addOn: EntryOption; reEntry: EntryOption };
export const freezeout = (): EntryOptions => ({
  rebuy: { allowed: false, price: null, chips: null, untilLevel: null },
  addOn: { allowed: false, price: null, chips: null, untilLevel: null },
  reEntry: { allowed: false, price: null, chips: null, untilLevel: null },
});

/** Only the allowed options go to the server, without their empty fields. */
export function entryTerms(entries: EntryOptions | undefined, bounty?: BountySetting) {
  type Sent = {
    allowed: true;
    price?: number;
    chips?: number;
    untilLevel?: number;
    maxPerPlayer?: number;
    atOrBelowStartingStack?: true;
  };
  const out: Partial<Record<keyof EntryOptions, Sent>> = {};
  for (const key of ['rebuy', 'addOn', 'reEntry'] as const) {
    const o = entries?.[key];
    if (!o?.allowed) continue;
    out[key] = {
      allowed: true,
      ...(o.price ? { price: o.price } : {}),
      ...(o.chips ? { chips: o.chips } : {}),
      ...(o.untilLevel ? { untilLevel: o.untilLevel } : {}),
      ...(key !== 'reEntry' && o.maxPerPlayer ? { maxPerPlayer: o.maxPerPlayer } : {}),
      ...(key !== 'reEntry' && o.atOrBelowStartingStack ? { atOrBelowStartingStack: true as const } : {}),
    };
  }
  return { ...out, ...(bounty && bounty.format !== 'none' ? { bounty } : {}) };
}

export type InviteMode = 'now' | 'later' | 'coming';

/** The wizard draft (see docs/templates-and-wizards.md), kept in session storage until created or cancelled. */
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
    /** Tournament terms the ledger enforces; absent (an older saved draft) reads as a freezeout. */
    entries?: EntryOptions;
    /** Absent (an older saved draft): no bounty. */
    bounty?: BountySetting;
  };
  structure: {
    preset: TournamentPresetKey | 'custom';
    startingChips: number;
    levels: BlindLevel[];
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

/** Choosing tournament fills the Standard preset, payouts by player count (docs/templates-and-wizards.md). */
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

const samePayouts = (a: readonly { percentage: number }[], b: readonly number[]) =>
  a.length === b.length && a.every((p, i) => p.percentage === b[i]);

/**
 * A new maximum of players, with the payouts following it while the host has not written his own:
 * a table still equal to the preset for the old maximum becomes the preset for the new one, so 50
 * players pay 5 places, not the 50/30/20 chosen for 8 (docs/templates-and-wizards.md).
 */
export function withMaxParticipants(d: WizardDraft, maxParticipants: number): Partial<WizardDraft> {
  const s = d.structure;
  if (
    !s ||
    !Number.isInteger(maxParticipants) ||
    !samePayouts(s.payouts, payoutPresetForPlayers(d.maxParticipants))
  )
    return { maxParticipants };
  const payouts = payoutPresetForPlayers(maxParticipants).map((percentage, i) => ({
    position: i + 1,
    percentage,
  }));
  return { maxParticipants, structure: { ...s, payouts } };
}

// Forgotten with the rest of the user's data on the device (lib/device-data.ts).
const storageKey = deviceDataKeys.wizardDraft;

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

/** The buy-in of a game or template payload: price, the tournament's entry terms or the cash game's blinds, and fees. */
export function buyInPayload(d: WizardDraft) {
  return {
    amount: d.buyIn.amount,
    currency: d.buyIn.currency,
    structure: 'freezeout' as const,
    ...(d.type === 'tournament'
      ? entryTerms(d.buyIn.entries, d.buyIn.bounty)
      : { cashGameBlinds: d.buyIn.cashGameBlinds }),
    additionalFees: d.buyIn.additionalFees,
  };
}

/** A tournament's blind structure for a payload, to spread into it (nothing for a cash game or without one). */
export function blindStructurePayload(d: WizardDraft) {
  return d.type === 'tournament' && d.structure
    ? {
        blindStructure: {
          startingChips: d.structure.startingChips,
          levels: d.structure.levels.map((l, i) => ({ ...l, level: i + 1 })),
          prizePoolBreakdown: { payouts: d.structure.payouts },
        },
      }
    : {};
}

/** The create/update payload from the draft (amounts in major units, the date as an ISO instant). */
export function toPayload(d: WizardDraft, status: 'draft' | 'scheduled') {
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    type: d.type as GameType,
    scheduledDate: new Date(d.scheduledDate).toISOString(),
    location: d.location,
    buyIn: buyInPayload(d),
    maxParticipants: d.maxParticipants,
    rules: d.rules,
    ...blindStructurePayload(d),
    status,
  };
}

/**
 * The PATCH body that brings an already saved game up to date, structure and rules included (one
 * draft per wizard session, kept as the wizard shows it). The server takes `status` here only as
 * `scheduled`, which finishes a draft: a game saved again while still a draft sends no status and
 * stays a draft.
 */
export function toUpdatePayload(d: WizardDraft, status: 'draft' | 'scheduled') {
  const { status: _s, ...fields } = toPayload(d, status);
  return status === 'scheduled' ? { ...fields, status } : fields;
}

/** What a step component needs from its wizard (the game wizard and the template wizard both give it). */
export type StepWizard = {
  draft: WizardDraft;
  update: (change: Partial<WizardDraft> | ((d: WizardDraft) => Partial<WizardDraft>)) => void;
  errors: Record<string, string>;
  ctx: { now: number; maxParticipants: number };
};
