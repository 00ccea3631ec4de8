// ERP e2e helpers: screenshots at the two widths we check by eye (only when SCREENSHOTS=1).
import type { Page } from "@playwright/test";

export const WIDTHS = [1280, 390] as const;

/** Full-page screenshots at 1280px and 390px into screenshots/, then back to the original size. */
export async function snap(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // The header is fixed: scroll to the top so full-page captures show it where people see it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  if (original) await page.setViewportSize(original);
}
