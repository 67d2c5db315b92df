import { pointsFormulaLabels, type Standings, tieBreakLabels } from '@pokerhome/domain';
import { pdfDocument } from '../../lib/pdf-document.ts';
import { pdfFont } from '../../lib/pdf-fonts.ts';
import { csvText, fileSlug, money } from '../ledger/index.ts';

const header = [
  'Rank',
  'Player',
  'Events',
  'Points',
  'Wins',
  'Final tables',
  'ITM',
  'Knockouts',
  'Net',
  'Movement',
];

/** Points on an A4 page less its margins (515): the names take what the figures leave. */
const columnWidths = [32, 118, 42, 45, 34, 44, 30, 60, 55, 55];

const rowOf = (r: Standings['rows'][number]) => [
  r.rank,
  r.name,
  r.events,
  r.points.toFixed(2),
  r.wins,
  r.finalTables,
  r.itm,
  r.knockouts,
  r.netCents === null ? null : (r.netCents / 100).toFixed(2),
  r.movement,
];

export const standingsFileName = (s: Standings, ext: 'csv' | 'pdf') =>
  `${fileSlug(`${s.leagueName} ${s.seasonName}`)}-standings.${ext}`;

/** The table as CSV: one line per player, unranked players last with an empty rank. */
export function standingsCsv(s: Standings) {
  return csvText([header, ...s.rows.map((r) => rowOf(r))], new Set([1]));
}

function scoringText(s: Standings) {
  const parts = [pointsFormulaLabels[s.scoring.formula]];
  if (s.scoring.bestN !== null) parts.push(`best ${s.scoring.bestN} events count`);
  if (s.scoring.minimumEvents > 0) parts.push(`${s.scoring.minimumEvents} events to qualify`);
  const bonuses = [
    s.scoring.attendanceBonus ? `attendance ${s.scoring.attendanceBonus}` : '',
    s.scoring.knockoutBonus ? `knockout ${s.scoring.knockoutBonus}` : '',
    s.scoring.bountyBonus ? `previous winner's bounty ${s.scoring.bountyBonus}` : '',
  ].filter(Boolean);
  if (bonuses.length) parts.push(`bonuses: ${bonuses.join(', ')}`);
  const ties = [...s.tieBreaks.map((t) => tieBreakLabels[t]), 'name'].join(', then ');
  return `${parts.join('; ')}. Ties: ${ties}.`;
}

/** The table as a one-document PDF (pdfkit, like the game reports). */
export async function standingsPdf(s: Standings): Promise<Buffer> {
  const { doc, finish } = await pdfDocument({
    title: `${s.leagueName} ${s.seasonName}: standings`,
    margin: 40,
  });
  doc.font(pdfFont.bold).fontSize(18).text(`${s.leagueName}: ${s.seasonName}`);
  doc.font(pdfFont.regular).fontSize(9).fillColor('#555555');
  doc.text(`${s.eventCount} event${s.eventCount === 1 ? '' : 's'} · ${scoringText(s)}`);
  if (s.lastRecomputedAt)
    doc.text(`Last recomputed ${s.lastRecomputedAt.replace('T', ' ').slice(0, 16)} UTC`);
  const awards = [
    s.awards.champion &&
      `${s.seasonOver ? 'Champion' : 'Leader'}: ${s.awards.champion.name} (${s.awards.champion.label})`,
    s.awards.mostKnockouts &&
      `Most knockouts: ${s.awards.mostKnockouts.name} (${s.awards.mostKnockouts.label})`,
    s.awards.mostImproved && `Most improved: ${s.awards.mostImproved.name} (${s.awards.mostImproved.label})`,
  ].filter(Boolean);
  if (awards.length) doc.text(awards.join(' · '));
  doc.fillColor('black').moveDown(0.8);
  doc.table({
    position: { x: doc.page.margins.left },
    // Each header fits its column in one piece ("Knockouts"), the rest of the width to the names.
    columnStyles: columnWidths,
    defaultStyle: { border: 0.5, borderColor: '#bbbbbb', padding: 3 },
    data: [
      header.map((text) => ({ text, font: { src: pdfFont.bold }, backgroundColor: '#eeeeee' })),
      ...s.rows.map((r) =>
        rowOf(r).map((v, i) =>
          v === null ? '' : i === 8 && r.netCents !== null ? money(r.netCents, s.currency) : String(v),
        ),
      ),
    ],
  });
  return finish();
}
