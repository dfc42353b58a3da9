import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { PICTURES } from './drawings';

// Renders the drawings to PNG with Chromium (no image library in the project): the files the
// store seed uploads. Run: node --import tsx tools/product-pictures/render.ts
const out = new URL('../../functions/src/store/pictures/', import.meta.url);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 600, height: 450 } });
for (const [name, draw] of Object.entries(PICTURES)) {
  await page.setContent(`<body style="margin:0">${draw()}</body>`);
  const png = await page.locator('svg').screenshot({ type: 'png' });
  writeFileSync(new URL(`${name}.png`, out), png);
}
await browser.close();
