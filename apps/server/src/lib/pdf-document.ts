import { productName } from '@pokerhome/domain';
import { useEmbeddedFonts } from './pdf-fonts.ts';

/**
 * A new A4 document with our fonts, collected in memory: write on `doc`, then `finish()` gives the
 * file's bytes. One way for every PDF the server makes (game reports, season standings).
 */
export async function pdfDocument({ title, margin }: { title: string; margin: number }) {
  // Loaded on first use: pdfkit and its fonts weigh about 20 MB a server would otherwise hold from
  // start (docs/performance.md, "Memory").
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: title, Author: productName, Creator: productName },
  });
  useEmbeddedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, finish };
}
