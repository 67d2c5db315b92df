import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read from the pinned npm package (nothing is fetched at run time). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA (axe's rule tags). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The impacts that fail a check (docs/accessibility.md). */
export const failingImpacts = ['serious', 'critical'];

/**
 * Rules outside the WCAG tags that fail a check whatever their impact: headings in order (a card's
 * heading one level under the page's title), which Lighthouse's accessibility score counts.
 */
export const alsoFailing = ['heading-order'];

/** Whether a violation fails the check. */
export const fails = (v: AxeViolation) =>
  failingImpacts.includes(v.impact ?? '') || alsoFailing.includes(v.id);

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
};

/**
 * Runs axe on the page as it is now. The source goes in through the DevTools protocol
 * (`evaluate`), not a <script> tag: the app's Content-Security-Policy refuses inline scripts, and
 * checking the page with its real CSP in force matters more than the way the checker arrives.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in globalThis);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, extra }) => {
      // The page's own global (this file compiles without the DOM's types).
      const { axe } = globalThis as unknown as { axe: typeof import('axe-core') };
      const result = await axe.run({
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' '),
          html: n.html.slice(0, 240),
          summary: n.failureSummary ?? '',
        })),
      }));
    },
    { tags: wcagTags, extra: alsoFailing },
  );
}

/** The failing violations, one readable block each, for a test's failure message. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.map((v) =>
    [
      `${where}: [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes
        .slice(0, 8)
        .map((n) => `    at ${n.target}\n      ${n.html}\n      ${n.summary.replace(/\n/g, '\n      ')}`),
      ...(v.nodes.length > 8 ? [`    ... and ${v.nodes.length - 8} more`] : []),
    ].join('\n'),
  );
}
