/** The game-creation wizard's texts (docs/games.md), quoted exactly. */
export const wizardMessages = {
  title: 'Create New Game',
  saving: 'Saving game...',
  saved: 'Game saved! Now you can invite participants.',
  saveCheckData: 'Failed to save game. Please check your data.',
  saveRetry: 'Failed to save game. Please try again.',
  completed: 'Game setup completed!',
  created: 'Game created successfully!',
  incomplete: 'Please complete all required fields',
  creating: 'Creating Game...',
  create: 'Create Game',
  cancel: 'Cancel and Return to Dashboard',
  errorsToFix: (n: number) => `${n} error(s) to fix`,
  inviteHeader: 'Invite Participants',
  inviteText: 'Add players to your tournament or cash game.',
  inviteWarning: 'Please either select participants to invite or choose to invite later.',
  /** Invitations picked in the wizard are mailed by Create Game, never from an unfinished game. */
  addToInvitations: 'Add to Invitations',
  invitationsOnCreate: 'Invitations are e-mailed when you press Create Game.',
  readyTitle: 'Ready to Create Game',
  readyText: 'All required information has been provided correctly.',
  fixTitle: 'Please Fix Issues Before Creating Game',
  structureRequired: 'Tournament structure is required for tournaments',
  levelRequired: 'At least one blind level is required',
  levelDurationMin: 'Level duration must be at least 1 minute',
  levelDurationMax: 'Level duration cannot exceed 120 minutes',
  startingChipsMin: 'Starting chips must be at least 100',
  payoutsTotal: 'Payout percentages must total 100%',
  participantsMax: 'Cannot exceed 50 participants',
  // Review-blocking messages (docs/games.md)
  blockType: 'Game type is required',
  blockName: 'Game name is required',
  blockDate: 'Scheduled date is required',
  blockLocation: 'Location name is required',
  blockBuyIn: 'Buy-in amount is required (must be greater than 0)',
  blockStructure: 'Tournament structure is required (tournaments only)',
  // Invitation panel (docs/games.md)
  alreadySelected: 'This person is already invited',
  slotsExceeded: (n: number) => `Cannot invite more than ${n} participants`,
  guestFirstRequired: 'First name is required for guest players',
  guestLastRequired: 'Last name is required for guest players',
  guestDuplicate: 'A guest with this name is already invited',
  nothingSelected: 'Please select at least one participant to invite',
} as const;

export const wizardStepTitles = {
  info: 'Game Type & Info',
  location: 'Location',
  buyin: 'Buy-in Structure',
  structure: 'Tournament Structure',
  participants: 'Participants',
  review: 'Review & Create',
} as const;
export type WizardStep = keyof typeof wizardStepTitles;

/** 6 steps for a tournament, 5 for a cash game (no structure step). */
export function wizardSteps(type: 'tournament' | 'cash_game' | ''): WizardStep[] {
  return type === 'cash_game'
    ? ['info', 'location', 'buyin', 'participants', 'review']
    : ['info', 'location', 'buyin', 'structure', 'participants', 'review'];
}
