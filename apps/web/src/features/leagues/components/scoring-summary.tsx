import { type SeasonScoring, tieBreakLabels } from '@pokerhome/domain';
import { formatPoints } from '../utils/format.ts';
import { formulaLabel } from '../utils/formulas.ts';

/** The season's scoring in one short list, so a reader knows how the table was made. */
export function ScoringSummary({ scoring }: { scoring: SeasonScoring }) {
  const bonuses = [
    scoring.attendanceBonus > 0 && `${formatPoints(scoring.attendanceBonus)} for attending`,
    scoring.knockoutBonus > 0 && `${formatPoints(scoring.knockoutBonus)} per knockout`,
    scoring.bountyBonus > 0 && `${formatPoints(scoring.bountyBonus)} for knocking out the last winner`,
  ].filter(Boolean);
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-stone-600">Formula</dt>
      <dd className="font-medium text-stone-900">
        {formulaLabel(scoring.formula)}
        {scoring.formula === 'fixed-table' && ` (${scoring.fixedTable.join(', ')})`}
      </dd>
      <dt className="text-stone-600">Bonuses</dt>
      <dd className="text-stone-900">{bonuses.length ? bonuses.join(', ') : 'None'}</dd>
      <dt className="text-stone-600">Counting</dt>
      <dd className="text-stone-900">
        {scoring.bestN === null ? 'Every event' : `Best ${scoring.bestN} events`}
        {scoring.minimumEvents > 0 && `; ranked after ${scoring.minimumEvents} events`}
      </dd>
      <dt className="text-stone-600">Ties</dt>
      <dd className="text-stone-900">
        {[...scoring.tieBreaks.map((t) => tieBreakLabels[t]), 'name']
          .map((text, i) => (i === 0 ? text : text.toLowerCase()))
          .join(', then ')}
      </dd>
    </dl>
  );
}
