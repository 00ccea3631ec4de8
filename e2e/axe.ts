// The one accessibility check of every e2e suite: axe with WCAG 2.2 A and AA, zero violations allowed.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No axe violation on the page as it stands; `label` names the state in a failure. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // Next streams the page title in after a refresh: axe reads the page once it has one.
  await expect(page).toHaveTitle(/\S/);
  // Colours are read once they have settled: a link just made current fades from white to brand green
  // for 150 ms, and its colours half-way measure as too little contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), label).toEqual([]);
}

/** The same check at a desktop's width and a phone's, then back to the desktop's. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
