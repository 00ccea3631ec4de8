// Draws the app's icons from the header's logo, locally, with the Chromium the e2e tests use (no
// downloads): app/favicon.ico (16, 32, 48), app/icon.png, app/apple-icon.png, and the web app
// manifest's icons in public/icons. Run after changing the logo: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const BRAND = "#0f766e";
const LIGHT = "#ccfbf1";
const CURVES = `<path d="M9 17c2.5-5 11.5-5 14 0M11 21c1.7 2 8.3 2 10 0" stroke="${LIGHT}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;

/** The round logo on a transparent background (the header's drawing). */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${BRAND}"/>${CURVES}</svg>`;
/** Full-bleed square: iOS home screens and maskable icons (the drawing inside the central 80 % safe zone). */
const square = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16.5)">${CURVES}</g></svg>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();

async function png(svg, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An .ico holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

mkdirSync("public/icons", { recursive: true });
writeFileSync("app/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(round, size) })))));
writeFileSync("app/icon.png", await png(round, 192));
writeFileSync("app/apple-icon.png", await png(square(1.1), 180));
writeFileSync("public/icons/icon-192.png", await png(round, 192));
writeFileSync("public/icons/icon-512.png", await png(round, 512));
writeFileSync("public/icons/maskable-512.png", await png(square(0.95), 512));
await browser.close();
console.log("icons written: app/favicon.ico, app/icon.png, app/apple-icon.png, public/icons/*.png");
