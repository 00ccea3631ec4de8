// Shared e2e helpers: unique users, the file outbox, and signing in through the real endpoints.
import { readFileSync, existsSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";

export const OUTBOX = ".data/e2e/outbox.jsonl";
export const PASSWORD = "calm-waters-42";

/** Same-origin header our write routes require from non-browser clients. */
export const ORIGIN = { origin: E2E_BASE_URL };
/** A real ambiguity: the risk assessment asks the check-in for it (lib/server/safety/risk tests pin this). */
export const CHECK_IN_THOUGHT = "Death is on my mind a lot.";

export function uniqueUser(prefix = "user") {
  const id = randomUUID().slice(0, 8);
  return { username: `${prefix} ${id}`, email: `${prefix.replace(/\W+/g, ".").toLowerCase()}.${id}@example.test`, password: PASSWORD };
}

export function lastVerificationLink(email: string): string {
  expect(existsSync(OUTBOX)).toBe(true);
  const mails = readFileSync(OUTBOX, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { to: string; text: string });
  const mail = mails.filter((m) => m.to === email.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return /(http\S+\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

/** The password-reset links mailed to `email` so far, oldest first. */
export function resetLinks(email: string): string[] {
  if (!existsSync(OUTBOX)) return [];
  const mails = readFileSync(OUTBOX, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { to: string; subject: string; text: string });
  return mails
    .filter((m) => m.to === email.toLowerCase() && m.subject === "Reset your password")
    .map((m) => /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(m.text)![1]!);
}

/** Waits for the `count`-th reset link (the request route mails it after answering) and returns it. */
export async function awaitResetLink(email: string, count = 1): Promise<string> {
  await expect.poll(() => resetLinks(email).length, { message: `reset mail #${count} to ${email}` }).toBeGreaterThanOrEqual(count);
  return resetLinks(email)[count - 1]!;
}

/** Registers through the API; the request context keeps the session cookie. */
export async function registerApi(request: APIRequestContext, user = uniqueUser()) {
  const res = await request.post("/api/register", { data: user, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

export async function verifyApi(request: APIRequestContext, email: string) {
  const link = lastVerificationLink(email);
  const res = await request.get(new URL(link).pathname.replace("/verify-email", "/api/verify-email") + new URL(link).search);
  expect(res.ok()).toBe(true);
}

export const ONBOARDING = {
  ocdType: "checking",
  primaryTriggers: ["doors_locks", "appliances"],
  commonCompulsions: ["checking", "reassurance"],
  anxietySeverity: 6,
  readinessLevel: "moderate",
  copingSkills: ["breathing"],
  previousErpExperience: false,
  interferenceLevel: "moderately",
  avoidanceLevel: "medium",
  braveryScore: 0,
};

export async function onboardApi(request: APIRequestContext, payload: Record<string, unknown> = ONBOARDING) {
  const me = await (await request.get("/api/user")).json();
  const res = await request.patch(`/api/users/${me.id}/onboarding`, { data: payload, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A verified user with a complete profile, signed in within `request`. Returns the user's id and credentials. */
export async function readyUser(request: APIRequestContext, prefix = "ready") {
  const user = await registerApi(request, uniqueUser(prefix));
  await verifyApi(request, user.email);
  const profile = await onboardApi(request);
  return { ...user, id: profile.id as string };
}

/** Signs in through the UI as a person would. */
export async function signInUi(page: Page, login: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Username or Email").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Copies the API session cookie into a browser page's context. */
export async function shareSession(request: APIRequestContext, page: Page) {
  const state = await request.storageState();
  await page.context().addCookies(state.cookies);
}

/** With SCREENSHOTS=1, full-page screenshots at 1280px and 390px into screenshots/ (git-ignored), to look at. */
export async function snap(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== "1") return;
  const original = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The header is fixed: scroll to the top so full-page captures show it where people see it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  if (original) await page.setViewportSize(original);
}
