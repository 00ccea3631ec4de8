// The one accessibility check of every e2e suite: axe with WCAG 2.2 A and AA, zero violations allowed.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** No axe violation on the page once it has settled; `label` names the state in a failure. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // A page just refreshed (Next streams its head again after router.refresh()) can read for an instant with no
  // title, or with a link's colours half-faded from white to brand green: the check is repeated until the page has
  // settled, and fails only if a violation stays.
  await expect(async () => {
    await expect(page).toHaveTitle(/\S/, { timeout: 1_000 });
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), label).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/** The same check at a desktop's width and a phone's, then back to the desktop's. */
export async function expectNoAxeViolationsAtBothWidths(page: Page, label: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
