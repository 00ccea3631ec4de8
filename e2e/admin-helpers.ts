// e2e helpers of the admin area: API sessions of their own (admin, or fresh users) beside the test's context.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { E2E_ADMIN, E2E_BASE_URL } from "../playwright.config";
import { ORIGIN, readyUser, registerApi, uniqueUser } from "./helpers";

type Playwright = PlaywrightWorkerArgs["playwright"];

export async function newApiContext(playwright: Playwright): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: E2E_BASE_URL });
}

/** An API context signed in as the admin bootstrapped from the environment. */
export async function adminApi(playwright: Playwright): Promise<APIRequestContext> {
  const ctx = await newApiContext(playwright);
  const res = await ctx.post("/api/login", { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/** A verified, onboarded user and an unverified one whose names share `marker`, each signed in to its own context. */
export async function markedUsers(playwright: Playwright, marker: string) {
  const verifiedCtx = await newApiContext(playwright);
  const verified = await readyUser(verifiedCtx, marker);
  const unverifiedCtx = await newApiContext(playwright);
  const unverified = await registerApi(unverifiedCtx, uniqueUser(marker));
  return { verified: { ...verified, ctx: verifiedCtx }, unverified: { ...unverified, ctx: unverifiedCtx } };
}

export const marker = (word = "mk") => `${word}${Math.random().toString(36).slice(2, 8)}`;
