import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the keyboard focus, as a keyboard user
 * would move through the page; fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === el.ownerDocument.activeElement);
}

/*
 * In the page (a string: this project compiles without the DOM's types): the focused element's
 * ring, its outline width and the best contrast of the outline's or the focus shadow's colour
 * against the colour behind the element. Colours are read back through a canvas, so any CSS
 * colour syntax (hex, rgb, oklch) compares alike.
 */
const focusRingScript = `(async () => {
  const el = document.activeElement;
  // Read the ring as it ends up: colour transitions (transition-colors) fade it in.
  await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => {})));
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (color) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]) => {
    const c = [r, g, b].map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const contrast = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  let behind = [255, 255, 255, 255];
  for (let node = el.parentElement; node; node = node.parentElement) {
    const color = rgba(getComputedStyle(node).backgroundColor);
    if (color[3] === 255) { behind = color; break; }
  }
  const style = getComputedStyle(el);
  const colours = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) colours.push(style.outlineColor);
  for (const m of style.boxShadow.matchAll(/((?:rgba?|oklch|oklab|lab|lch|color)\\([^)]*\\)|#[0-9a-f]+)/gi)) colours.push(m[1]);
  // A translucent colour (a drop shadow) is seen blended over what is behind it.
  const over = (c) => c.slice(0, 3).map((v, i) => (v * c[3] + behind[i] * (255 - c[3])) / 255);
  const best = Math.max(0, ...colours.map((c) => contrast(over(rgba(c)), behind)));
  return {
    name: (el.getAttribute('aria-label') || el.textContent || el.id || el.tagName).trim(),
    outlineWidth: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
    contrast: Math.round(best * 100) / 100,
  };
})()`;

type FocusRing = { name: string; outlineWidth: number; contrast: number };

const focusRing = async (page: Page) => (await page.evaluate(focusRingScript)) as FocusRing;

/** A ring a keyboard user can see: at least 2 px, at least 3:1 against what surrounds it. */
const visible = (ring: FocusRing) => ring.outlineWidth >= 2 && ring.contrast >= 3;

/**
 * The focused element shows a ring a keyboard user can see: at least 2 px, in a colour of at least
 * 3:1 against what surrounds it (the contrast WCAG asks of a focus indicator).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await focusRing(page);
  expect(ring.outlineWidth, `focus ring width on "${ring.name}"`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `focus ring contrast on "${ring.name}"`).toBeGreaterThanOrEqual(3);
}

/**
 * Tabs through the page from its start, up to `max` stops or until the focus comes round again,
 * and answers the stops whose ring cannot be seen (empty when every one can).
 */
export async function stopsWithoutVisibleFocus(page: Page, max = 60): Promise<string[]> {
  const unseen: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const where = String(
      await page.evaluate(
        '(() => { const el = document.activeElement; return el === document.body ? "" : el.outerHTML.slice(0, 160); })()',
      ),
    );
    if (!where) continue;
    if (seen.has(where)) break;
    seen.add(where);
    const ring = await focusRing(page);
    if (!visible(ring)) unseen.push(`"${ring.name}" (${ring.outlineWidth}px, ${ring.contrast}:1): ${where}`);
  }
  return unseen;
}
