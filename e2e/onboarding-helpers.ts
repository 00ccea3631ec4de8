// e2e helpers of the onboarding, dashboard and settings specs: keyboard travel, users, screenshots.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { onboardApi, registerApi, shareSession, uniqueUser, verifyApi } from "./helpers";

/** Presses Tab (at most `max` times) until `target` has focus: how a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

/** A registered, signed-in user (verified unless asked), with or without the onboarding answers. */
export async function signedInUser(request: APIRequestContext, page: Page | null, opts: { verified?: boolean; onboarded?: boolean; prefix?: string } = {}) {
  const user = await registerApi(request, uniqueUser(opts.prefix ?? "ob"));
  if (opts.verified ?? true) await verifyApi(request, user.email);
  if (opts.onboarded) await onboardApi(request);
  if (page) await shareSession(request, page);
  const me = await (await request.get("/api/user")).json();
  return { ...user, id: me.id as string };
}

/** With SCREENSHOTS=1, saves the page at 1280 px and 390 px wide into screenshots/ (git-ignored). */
export async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the fixed header is drawn where a person sees it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

export async function expectRing(page: Page, name: string, value: number) {
  await expect(page.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", String(value));
}
