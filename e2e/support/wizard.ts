import type { Page } from 'playwright-core';

/** A datetime-local field's value `days` from now at `time` ("19:30"), on this machine's calendar. */
export function datetimeLocalIn(days: number, time: string): string {
  const d = new Date(Date.now() + days * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}

/** Moves the game wizard on to its next step. */
export async function nextStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
}
