import {
  canRunLeagues,
  estimatedDurationMinutes,
  prizePoolLabel,
  totalBuyInCost,
  tournamentFigures,
  type WizardStep,
  wizardMessages,
} from '@pokerhome/domain';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useAuthenticatedUser } from '@/features/auth';
import { SeasonPicker } from '@/features/leagues';
import { formatAmount, formatMoney } from '@/lib/format.ts';
import type { GameWizard } from '../hooks/use-game-wizard.ts';
import type { WizardDraft } from '../utils/draft.ts';
import { blockingIssues } from '../utils/validate.ts';
import { LevelsPreview } from './levels-preview.tsx';

const previewLevels = 5;

const toCents = (major: number) => Math.round((major || 0) * 100);

/** The pool every screen shows, projected here for a full game (docs/tournament.md, "Figures"). */
export function ReviewPrizePool({ draft }: { draft: WizardDraft }) {
  const b = draft.buyIn;
  const figures = tournamentFigures({
    startingChips: draft.structure?.startingChips ?? 0,
    buyInCents: toCents(b.amount),
    houseFeeCents: toCents(b.additionalFees.houseFee),
    players: [],
    expectedPlayers: Number.isInteger(draft.maxParticipants) ? draft.maxParticipants : 0,
    entries: [],
    payoutTable: draft.structure?.payouts.map((p) => p.percentage) ?? null,
    payoutUnitCents: 1,
    chipCountsKept: false,
    bountyCents: b.bounty && b.bounty.format !== 'none' ? toCents(b.bounty.amount) : 0,
  });
  return (
    <p>
      {prizePoolLabel(figures)} (all {draft.maxParticipants} seats, before rebuys and add-ons):{' '}
      {formatMoney(figures.prizePoolCents, b.currency)}
    </p>
  );
}

/** Rebuys, the add-on and re-entries the game allows, each with its price, chips and last level. */
export function EntryTermsSummary({ draft }: { draft: WizardDraft }) {
  const b = draft.buyIn;
  const rows = (
    [
      ['rebuy', 'Rebuys'],
      ['addOn', 'Add-on'],
      ['reEntry', 'Re-entry'],
    ] as const
  ).flatMap(([key, label]) => {
    const o = b.entries?.[key];
    if (!o?.allowed) return [];
    const parts = [formatAmount(o.price ?? b.amount ?? 0, b.currency)];
    if (key !== 'reEntry')
      parts.push(`${(o.chips ?? draft.structure?.startingChips ?? 0).toLocaleString()} chips`);
    parts.push(o.untilLevel ? `until level ${o.untilLevel}` : 'while the tournament runs');
    if (key !== 'reEntry' && o.maxPerPlayer) parts.push(`at most ${o.maxPerPlayer} per player`);
    if (key !== 'reEntry' && o.atOrBelowStartingStack) parts.push('only at or below the starting stack');
    return [`${label}: ${parts.join(', ')}`];
  });
  if (b.bounty && b.bounty.format !== 'none')
    rows.push(
      `${b.bounty.format === 'progressive' ? 'Progressive knockout' : 'Knockout'}: ${formatAmount(b.bounty.amount || 0, b.currency)} of each entry on the player's head`,
    );
  if (rows.length === 0) return <p>Freezeout: no rebuys or add-ons</p>;
  return (
    <ul data-testid="review-entry-terms">
      {rows.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

function Section({
  title,
  step,
  wizard,
  children,
}: {
  title: string;
  step?: WizardStep;
  wizard: GameWizard;
  children: ReactNode;
}) {
  const index = step ? wizard.steps.indexOf(step) : -1;
  return (
    <Card className="p-4">
      <div className="flex items-center justify-between">
        <h3 className="font-semibold">{title}</h3>
        {index >= 0 && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => wizard.goTo(index)}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        )}
      </div>
      <div className="mt-2 space-y-1 text-sm text-stone-800">{children}</div>
    </Card>
  );
}

/** Review: ready banner or the blocking list, then a card per step with Edit. */
export function ReviewStep({ wizard }: { wizard: GameWizard }) {
  const { draft } = wizard;
  const user = useAuthenticatedUser();
  const issues = blockingIssues(draft, { ...wizard.ctx, now: Date.now() });
  const date = draft.scheduledDate
    ? new Date(draft.scheduledDate).toLocaleString('en-US', {
        dateStyle: 'full',
        timeStyle: 'short',
        hour12: true,
      })
    : 'Not set';
  const b = draft.buyIn;
  const s = draft.structure;
  return (
    <div className="grid gap-4">
      {issues.length === 0 ? (
        <Alert tone="success">
          <strong>{wizardMessages.readyTitle}</strong> {wizardMessages.readyText}
        </Alert>
      ) : (
        <Alert tone="danger">
          <strong>{wizardMessages.fixTitle}</strong>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Section title="Basic Information" step="info" wizard={wizard}>
        <p>
          <strong>{draft.name || 'Unnamed game'}</strong> ·{' '}
          {draft.type === 'tournament' ? 'Tournament' : draft.type === 'cash_game' ? 'Cash Game' : 'No type'}
        </p>
        <p>{date}</p>
        <p>Max players: {draft.maxParticipants}</p>
        {draft.description && <p className="text-stone-600">{draft.description}</p>}
      </Section>
      <Section title="Location" step="location" wizard={wizard}>
        <p>{draft.location.name || '—'}</p>
        {draft.location.address && <p>{draft.location.address}</p>}
        {draft.location.notes && <p className="text-stone-600">{draft.location.notes}</p>}
      </Section>
      <Section title="Buy-in & Financial Structure" step="buyin" wizard={wizard}>
        <p>Buy-in Amount: {formatAmount(b.amount || 0, b.currency)}</p>
        {b.additionalFees.houseFee > 0 && (
          <p>House Fee: {formatAmount(b.additionalFees.houseFee, b.currency)}</p>
        )}
        <p>
          Total Cost:{' '}
          {formatAmount(totalBuyInCost({ amount: b.amount || 0, ...b.additionalFees }), b.currency)}
        </p>
        {draft.type === 'tournament' && <ReviewPrizePool draft={draft} />}
        {draft.type === 'tournament' && <EntryTermsSummary draft={draft} />}
        {draft.type === 'cash_game' && (
          <p>
            Blind Levels: {b.cashGameBlinds.smallBlind} / {b.cashGameBlinds.bigBlind}
          </p>
        )}
      </Section>
      {draft.type === 'tournament' && s && (
        <Section title="Tournament Structure" step="structure" wizard={wizard}>
          <p>Starting chips: {s.startingChips.toLocaleString()}</p>
          <p>Levels: {s.levels.length}</p>
          <p>Estimated duration: {estimatedDurationMinutes(s.levels)} minutes</p>
          <LevelsPreview levels={s.levels} shown={previewLevels} />
        </Section>
      )}
      <Section title="Custom Rules (Optional)" step="info" wizard={wizard}>
        {draft.rules.length === 0 ? (
          <p className="text-stone-600">No custom rules</p>
        ) : (
          <ul className="list-disc pl-5">
            {draft.rules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Game Summary" wizard={wizard}>
        <p>
          {draft.invited.length} participant(s) added;{' '}
          {draft.inviteMode === 'now' ? wizardMessages.invitationsOnCreate : 'more can be invited later.'}
        </p>
      </Section>
      {draft.type === 'tournament' && canRunLeagues(user.role) && (
        <SeasonPicker value={wizard.seasonId} onChange={wizard.setSeasonId} currency={draft.buyIn.currency} />
      )}
    </div>
  );
}
