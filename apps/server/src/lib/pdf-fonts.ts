import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

/**
 * The fonts our PDFs embed (decision 0039): DejaVu Sans from the pinned `dejavu-fonts-ttf` package,
 * which has the glyphs a report needs (√, ×, accents, Greek, Cyrillic), subset into each file. The
 * standard Helvetica is not embedded and covers Latin-1 only: "√" printed as a quote and non-Latin
 * names were at risk (issue 28).
 */
const ttf = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
let loaded: { regular: Buffer; bold: Buffer } | undefined;
const files = () =>
  (loaded ??= {
    regular: readFileSync(path.join(ttf, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(ttf, 'DejaVuSans-Bold.ttf')),
  });

/** The names to pass to `doc.font(...)` (and a table cell's `font.src`) once registered. */
export const pdfFont = { regular: 'Body', bold: 'Body-Bold' } as const;

/** Registers the embedded fonts on a document and makes the regular one current. */
export function useEmbeddedFonts(doc: InstanceType<typeof PDFDocument>) {
  doc.registerFont(pdfFont.regular, files().regular);
  doc.registerFont(pdfFont.bold, files().bold);
  doc.font(pdfFont.regular);
}
