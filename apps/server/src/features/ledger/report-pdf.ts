import { ledgerMessages as m, productName } from '@pokerhome/domain';
import type PDFDocument from 'pdfkit';
import { pdfDocument } from '../../lib/pdf-document.ts';
import { pdfFont } from '../../lib/pdf-fonts.ts';
import { longDate, money, shortTime } from './report-format.ts';
import type { GameReport } from './reports.service.ts';

type Doc = InstanceType<typeof PDFDocument>;
type Cell = string | number | null;

const grey = '#555555';
const headerFill = '#eeeeee';

function heading(doc: Doc, text: string) {
  doc.moveDown(1).font(pdfFont.bold).fontSize(13).fillColor('black').text(text, doc.page.margins.left);
  doc.moveDown(0.3).font(pdfFont.regular).fontSize(9);
}

function note(doc: Doc, text: string) {
  doc.font(pdfFont.regular).fontSize(9).fillColor(grey).text(text, doc.page.margins.left).fillColor('black');
}

/** A table with a bold, shaded header row; pdfkit carries it over page breaks. */
function table(doc: Doc, header: string[], rows: Cell[][], widths?: (number | '*')[]) {
  doc.font(pdfFont.regular).fontSize(9).fillColor('black');
  doc.table({
    position: { x: doc.page.margins.left },
    ...(widths ? { columnStyles: widths } : {}),
    defaultStyle: { border: 0.5, borderColor: '#bbbbbb', padding: 3 },
    data: [
      header.map((text) => ({ text, font: { src: pdfFont.bold }, backgroundColor: headerFill })),
      ...rows.map((r) => r.map((v) => (v === null ? '' : String(v)))),
    ],
  });
  doc.x = doc.page.margins.left;
}

/**
 * The game report as a PDF: header, structure, entries, prize pool and payouts, results (tournaments)
 * or settle-up (cash games). Built in memory: a home game's report is a few pages.
 */
export async function gamePdf(r: GameReport): Promise<Buffer> {
  const { game, ledger, timeZone } = r;
  const cur = (cents: number) => money(cents, ledger.currency);
  const { doc, finish } = await pdfDocument({ title: `${game.name}: game report`, margin: 48 });

  // Header
  doc.font(pdfFont.bold).fontSize(20).text(game.name);
  doc.font(pdfFont.regular).fontSize(10).fillColor(grey);
  doc.text(
    `${game.type === 'tournament' ? 'Tournament' : 'Cash game'} · ${game.status} · hosted by ${r.hostName}`,
  );
  doc.text(longDate(game.scheduledDate, timeZone));
  doc.text([game.locationName, game.locationAddress].filter(Boolean).join(', '));
  doc.fillColor('black');

  // Structure
  heading(doc, 'Structure');
  const t = ledger.terms;
  const terms = [`Buy-in ${cur(t.buyInCents)}`];
  if (t.houseFeeCents) terms.push(`house fee ${cur(t.houseFeeCents)} (from the pool)`);
  if (t.serviceFeeCents) terms.push(`service fee ${cur(t.serviceFeeCents)}`);
  if (t.processingFeeCents) terms.push(`processing fee ${cur(t.processingFeeCents)}`);
  note(doc, terms.join(', '));
  if (game.type === 'tournament') {
    const option = (label: string, none: string, o: typeof t.rebuy, until: string) =>
      o.allowed
        ? `${label} ${cur(o.priceCents)}${o.chips ? ` for ${o.chips} chips` : ''}${o.untilLevel ? `, ${until} ${o.untilLevel}` : ''}`
        : none;
    note(
      doc,
      [
        `Starting chips ${t.startingChips ?? '-'}`,
        option('Rebuy', 'No rebuys', t.rebuy, 'until level'),
        option('Add-on', 'No add-on', t.addOn, 'until level'),
        option('Re-entry', 'No re-entries', t.reEntry, 'late registration until level'),
      ].join('; '),
    );
    if (r.levels.length) {
      doc.moveDown(0.5);
      table(
        doc,
        ['Level', 'Small blind', 'Big blind', 'Ante', 'Minutes'],
        r.levels.map((l) =>
          l.isBreak
            ? ['Break', '', '', '', l.duration]
            : [l.level, l.smallBlind, l.bigBlind, l.ante, l.duration],
        ),
      );
    }
  } else if (game.cashSmallBlindCents !== null && game.cashBigBlindCents !== null) {
    note(doc, `Blinds ${cur(game.cashSmallBlindCents)} / ${cur(game.cashBigBlindCents)}`);
  }

  // Entries
  heading(doc, 'Ledger');
  if (ledger.entries.length === 0) note(doc, 'No entries recorded.');
  else
    table(
      doc,
      ['When', 'Player', 'Entry', 'Amount', 'Chips', 'Recorded by', 'Note'],
      ledger.entries.map((e) => [
        shortTime(new Date(e.recordedAt), timeZone),
        e.participantName,
        `${m.kindLabels[e.kind]}${e.reversesEntryId ? ' (correction)' : ''}`,
        cur(e.amountCents),
        e.chips,
        e.recordedByName,
        e.note,
      ]),
      [82, '*', 58, 58, 42, '*', '*'],
    );

  heading(doc, 'Players');
  table(
    doc,
    ['Player', 'Status', 'In', 'Fees', 'Out', 'Net'],
    ledger.players.map((p) => [
      p.name,
      p.buyInStatus === 'paid' ? m.paid : m.pending,
      cur(p.inCents),
      cur(p.feesCents),
      cur(p.outCents),
      cur(p.netCents),
    ]),
  );

  if (ledger.prizePool) {
    const pool = ledger.prizePool;
    heading(doc, 'Prize pool and payouts');
    note(
      doc,
      `Entries ${pool.entries} · gross ${cur(pool.grossCents)} · house fees ${cur(pool.houseFeeCents)} · prize pool ${cur(pool.netPoolCents)}${pool.isFinal ? '' : ' (not final: rebuys, add-ons or re-entries are still open)'}`,
    );
    if (ledger.bountiesCents) note(doc, `Bounties paid outside the pool: ${cur(ledger.bountiesCents)}`);
    doc.moveDown(0.5);
    table(
      doc,
      ['Place', 'Share', 'Payout', 'Player'],
      ledger.payouts.map((p) => [p.position, `${p.percentage}%`, cur(p.amountCents), p.playerName ?? '']),
    );
    heading(doc, 'Results');
    if (r.results.length === 0) note(doc, 'The tournament has no results yet.');
    else
      table(
        doc,
        ['Place', 'Player', 'Payout', 'Net'],
        r.results.map((x) => [
          x.position,
          x.name,
          cur(x.payoutCents),
          x.netCents === null ? '' : cur(x.netCents),
        ]),
      );
  }

  if (ledger.settleUp) {
    const s = ledger.settleUp;
    heading(doc, 'Settle-up');
    if (!s.balanced) note(doc, `${m.unbalanced}: difference ${cur(s.imbalanceCents)}.`);
    if (s.missingCashOuts.length) note(doc, `${m.missingCashOuts}: ${s.missingCashOuts.join(', ')}.`);
    if (s.transfers.length === 0) note(doc, 'Nobody owes anybody.');
    else
      table(
        doc,
        ['From', 'To', 'Amount'],
        s.transfers.map((x) => [x.fromName, x.toName, cur(x.amountCents)]),
      );
  }

  doc.moveDown(1.5);
  note(
    doc,
    `Generated by ${productName} on ${longDate(r.generatedAt, timeZone)}. ${productName} records money; it never moves it.`,
  );
  return finish();
}
