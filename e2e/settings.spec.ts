// Account Settings: switches persisted per user, download my data, delete my account; and nobody
// else may read or change them.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { ORIGIN, PASSWORD, snap } from "./helpers";
import { signedInUser } from "./onboarding-helpers";

test("the switches are saved and restored after a reload", async ({ page, request }) => {
  await signedInUser(request, page, { onboarded: true });
  await page.goto("/settings");
  const email = page.getByRole("switch", { name: "Email Notifications" });
  const reminders = page.getByRole("switch", { name: "Session Reminders" });
  const share = page.getByRole("switch", { name: "Share Progress" });
  await expect(email).toHaveAttribute("aria-checked", "true");
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  await expect(share).toHaveAttribute("aria-checked", "false");
  await snap(page, "settings");

  await share.click();
  await expect(page.getByRole("status").filter({ hasText: "Share Progress turned on. Saved." })).toBeVisible();
  await email.press("Space");
  await expect(page.getByRole("status").filter({ hasText: "Email Notifications turned off. Saved." })).toBeVisible();

  await page.reload();
  await expect(email).toHaveAttribute("aria-checked", "false");
  await expect(reminders).toHaveAttribute("aria-checked", "true");
  await expect(share).toHaveAttribute("aria-checked", "true");
});

test("download my data gives a JSON file of the user's own data", async ({ page, request }) => {
  const user = await signedInUser(request, page, { onboarded: true });
  await page.goto("/settings");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^erp-companion-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), "utf8");
  const data = JSON.parse(text);
  expect(data.profile).toMatchObject({ id: user.id, username: user.username, email: user.email, ocdType: "checking" });
  expect(data.settings).toEqual({ emailNotifications: true, sessionReminders: true, shareProgress: false, timerSound: true, timerVibration: true, country: null, timeZone: null });
  expect(data.thoughtLogs).toEqual([]);
  expect(data.erpSessions).toEqual([]);
  expect(data.safetyEvents).toEqual([]);
  expect(data.compulsionLog).toEqual([]);
  expect(data.weeklyCheckIns).toEqual([]);
  expect(data.practicePlan).toBeNull();
  expect(data.emailsSent).toEqual([]);
  expect(data.clinicianNotes).toEqual([]);
  expect(text).not.toMatch(/passwordHash|argon2|sessionVersion/);
});

test("deleting the account needs the password, signs out, and the login then fails", async ({ page, request }) => {
  const user = await signedInUser(request, page, { onboarded: true });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const password = page.getByLabel("Enter your password to confirm");
  await expect(password).toBeFocused();
  await password.fill("not my password");
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(page.getByText("That password is not correct. Your account has not been deleted.")).toBeVisible();
  await snap(page, "settings-delete");

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  const login = await request.post("/api/login", { data: { login: user.username, password: PASSWORD }, headers: ORIGIN });
  expect(login.status()).toBe(401);
  expect((await request.get("/api/user")).status()).toBe(401);
});

test("another user can neither read nor change these settings, export or delete the account", async ({ page, request, playwright }) => {
  const owner = await signedInUser(request, page, { onboarded: true });
  const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await signedInUser(other, null, { onboarded: true, prefix: "other" });
  expect((await other.get(`/api/users/${owner.id}/settings`)).status()).toBe(403);
  expect((await other.patch(`/api/users/${owner.id}/settings`, { data: { shareProgress: true }, headers: ORIGIN })).status()).toBe(403);
  expect((await other.get(`/api/users/${owner.id}/export`)).status()).toBe(403);
  expect((await other.delete(`/api/users/${owner.id}`, { data: { password: PASSWORD }, headers: ORIGIN })).status()).toBe(403);
  expect((await request.get(`/api/users/${owner.id}/settings`)).status()).toBe(200);
  await other.dispose();
});
