// Renders the installable app's icons (public/icons/), named in the web app manifest (vite.config.ts):
// the favicon on a transparent square at 192 and 512 px ("any"), and a maskable 512 px one whose
// artwork sits inside the central 80 % safe zone on the felt green, so a launcher's round or squircle
// mask never cuts the chip. Run after changing the artwork: node apps/web/scripts/render-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const outDir = path.join(publicDir, 'icons');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const icons = [
  { file: 'icon-192.png', size: 192, background: 'transparent', artwork: 1 },
  { file: 'icon-512.png', size: 512, background: 'transparent', artwork: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: '#064e3b', artwork: 0.7 },
  { file: 'apple-touch-icon-180.png', size: 180, background: '#064e3b', artwork: 0.8 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const inner = Math.round(icon.size * icon.artwork);
    const html = `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${icon.size}px;height:${icon.size}px;display:flex;align-items:center;justify-content:center;background:${icon.background}">
  <div style="width:${inner}px;height:${inner}px">${favicon.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
</div></body></html>`;
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(html);
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
