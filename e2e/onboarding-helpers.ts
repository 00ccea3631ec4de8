// e2e helpers of the onboarding, dashboard and settings specs: keyboard travel, users, rings.
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

export async function expectRing(page: Page, name: string, value: number) {
  await expect(page.getByRole("progressbar", { name })).toHaveAttribute("aria-valuenow", String(value));
}
