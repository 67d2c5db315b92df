// Renders public/og-image.png (1200×630), the social preview named in index.html.
// Run after changing the artwork: node apps/web/scripts/render-social-image.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;
  justify-content:center;gap:28px;font-family:system-ui,'DejaVu Sans',sans-serif;color:#ecfdf5;
  background:#064e3b radial-gradient(ellipse at top,rgba(16,185,129,.28),transparent 65%)">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${favicon}</div>
    <div style="font-size:64px;font-weight:800;letter-spacing:-1px">PokerHome</div>
  </div>
  <div style="font-size:56px;font-weight:800;line-height:1.1;max-width:950px">Your poker home games, organised.</div>
  <div style="font-size:30px;color:#a7f3d0;max-width:980px">Schedule games, invite players, collect RSVPs and run the tournament clock.</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: path.join(publicDir, 'og-image.png') });
} finally {
  await browser.close();
}
