// Renders the installed app's icons (the web app manifest's, and Apple's home-screen icon) from
// the brand mark in assets/brand/logo-mark.svg, with the same headless Chromium as the tests, into
// public/icons/ (committed; re-run after changing the mark): node scripts/make-icons.mjs
//
// - icon-192.png, icon-512.png: the mark as it is, rounded tile on a transparent ground.
// - maskable-512.png: a launcher crops this one to its own shape (circle, squircle), keeping at
//   least the centre circle of 80% of the width; so the ground is the tile's navy to the edges
//   (without the hazard stripe, which a round mask would cut to a sliver) and the padlock is
//   scaled down to sit inside that circle.
// - apple-touch-icon.png (180 px): iOS rounds the corners itself and shows transparency as black,
//   so it is the full-bleed picture too.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const OUT = 'public/icons';
const mark = readFileSync('assets/brand/logo-mark.svg', 'utf8');

// The padlock of the mark, as it is drawn there (shackle, body, base, keyhole).
const lock = /<g id="logo-mark-lock">[\s\S]*?<\/g>/.exec(mark)?.[0];
if (!lock) throw new Error('assets/brand/logo-mark.svg has no <g id="logo-mark-lock">');

// The padlock spans x 13..51 and y 11..56 of the mark's 64 units, centred at (32, 33.5); its
// corners are 29.5 units from that centre. The safe circle's radius is 0.4 × 64 = 25.6: scaled by
// 0.78 they are 23 units out, with a margin for anti-aliasing and the stroke.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#14213D"/>
  <g transform="translate(32 32) scale(0.78) translate(-32 -33.5)">${lock}</g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace(/<svg\b([^>]*?)\s(?:width|height)="[^"]*"\s(?:width|height)="[^"]*"/, '<svg$1').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.locator('svg').first().screenshot({ omitBackground: true });
    writeFileSync(`${OUT}/${file}`, png);
    console.log(`${OUT}/${file} (${size}×${size}, ${png.length} bytes)`);
  }
} finally {
  await browser.close();
}
