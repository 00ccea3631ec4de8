// The practice plan and its e-mails in Chromium (decisions 037, 038): a plan made on /plan shows as
// today's practice on /home; the job route sends the reminder only with CRON_SECRET; the e-mail's
// one-click unsubscribe (RFC 8058) works from another site without signing in, and its page does too; a
// clinician's suggested plan is shown as such and can be kept or declined. Axe at 1280 and 390 px.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { E2E_ADMIN, E2E_CRON_SECRET } from "../playwright.config";
import { adminApi } from "./admin-helpers";
import { OUTBOX, ORIGIN, readyUser, shareSession, signInUi, snap } from "./helpers";

type StoredMail = { to: string; subject: string; text: string; headers?: Record<string, string> };
const mailsTo = (email: string): StoredMail[] =>
  readFileSync(OUTBOX, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as StoredMail)
    .filter((m) => m.to === email.toLowerCase());

/** Today's ISO weekday in UTC (the browser of these tests lives in UTC too). */
const todayUtc = () => ((new Date().getUTCDay() + 6) % 7) + 1;
const WEEKDAY = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

test.use({ timezoneId: "UTC" });

test("a plan for today, its reminder sent by the job route, and the one-click unsubscribe from the e-mail", async ({ page, request, playwright }) => {
  const me = await readyUser(request, "plan-flow");
  for (const [situation, compulsionToResist, expectedAnxiety] of [["Leave the house after checking the door once", "Going back to check", 5], ["Switch off the hob and walk away", "Checking it again", 4]] as const) {
    const made = await request.post(`/api/users/${me.id}/ladder`, { data: { situation, compulsionToResist, expectedAnxiety }, headers: ORIGIN });
    expect(made.status(), await made.text()).toBe(201);
  }
  await shareSession(request, page);
  await page.goto("/home");
  await page.getByTestId("today-practice").getByRole("link", { name: "Plan your practice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Practice plan" })).toBeVisible();

  // Nothing chosen: the form says so.
  await page.getByRole("button", { name: "Save my plan" }).click();
  await expect(page.getByText("Please choose at least one day.")).toBeVisible();
  await page.getByRole("checkbox", { name: WEEKDAY[todayUtc()] }).check();
  // 00:00: the reminder is due from midnight, so the job sends it whenever this test runs.
  await page.getByLabel("Reminder time").fill("00:00");
  await expect(page.getByLabel("Time zone")).toHaveValue("UTC");
  await page.getByRole("checkbox", { name: /Switch off the hob and walk away/ }).check();
  await snap(page, "plan-editor");
  await expectNoAxeViolations(page, "/plan");
  await page.getByRole("button", { name: "Save my plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Practice plan saved");
  const saved = await (await request.get(`/api/users/${me.id}/plan`)).json();
  expect(saved).toMatchObject({ days: [todayUtc()], reminderTime: "00:00", timeZone: "UTC", status: "active", setBy: null });
  expect(saved.rungs.map((r: { situation: string }) => r.situation)).toEqual(["Switch off the hob and walk away"]);

  await page.goto("/home");
  await expect(page.getByTestId("today-practice")).toContainText("Today is one of your practice days. Your reminder is at 00:00 (UTC).");
  await expect(page.getByRole("list", { name: "To practise today" })).toContainText("Switch off the hob and walk away");
  await snap(page, "home-today-practice");

  // The job route: 401 without the secret, or with a wrong one; sends with it.
  const anonymous = await playwright.request.newContext();
  expect((await anonymous.get("/api/cron/reminders")).status()).toBe(401);
  expect((await anonymous.get("/api/cron/reminders", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
  // (Another test's run may have sent it already: the job sends whatever is due, to everyone.)
  const run = await anonymous.get("/api/cron/reminders", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ failed: 0 });
  // A second run the same day sends nothing more.
  await anonymous.get("/api/cron/reminders", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  const reminders = mailsTo(me.email).filter((m) => m.subject === "Your planned practice for today");
  expect(reminders).toHaveLength(1);
  const mail = reminders[0]!;
  expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const oneClick = /^<(.+)>$/.exec(mail.headers!["List-Unsubscribe"]!)![1]!;
  expect(mail.text).not.toMatch(/checking|door|hob|anxiety|compulsion/i);

  // Opening the link (a GET, as link scanners do) changes nothing.
  const url = new URL(oneClick);
  expect((await anonymous.get(url.pathname + url.search)).status()).toBe(405);
  expect((await (await request.get(`/api/users/${me.id}/settings`)).json()).sessionReminders).toBe(true);
  // The mail provider's one-click POST: from its own servers, no cookies, a form body.
  const click = await anonymous.post(url.pathname + url.search, {
    headers: { origin: "https://mail.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(click.status()).toBe(200);
  expect(await click.json()).toMatchObject({ setting: "sessionReminders", label: "Session Reminders" });
  expect((await (await request.get(`/api/users/${me.id}/settings`)).json()).sessionReminders).toBe(false);
  // A token we did not sign changes nothing.
  expect((await anonymous.post("/api/unsubscribe?token=someone-else", { headers: { origin: "https://mail.example" } })).status()).toBe(400);

  await page.goto("/plan");
  await expect(page.getByTestId("plan-reminder-note")).toContainText("Session Reminders are off");
});

test("the e-mail's own link opens a page that asks once, without signing in", async ({ browser, request }) => {
  const me = await readyUser(request, "unsubscribe-page");
  await request.put(`/api/users/${me.id}/plan`, { data: { days: [todayUtc()], reminderTime: "00:00", timeZone: "UTC" }, headers: ORIGIN });
  await request.get("/api/cron/reminders", { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
  const mail = mailsTo(me.email).find((m) => m.subject === "Your planned practice for today")!;
  const pageLink = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text)![1]!;

  const context = await browser.newContext(); // not signed in
  const page = await context.newPage();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(new URL(pageLink).pathname + new URL(pageLink).search);
    await expect(page.getByRole("heading", { name: "Stop practice reminders?" })).toBeVisible();
    await expectNoAxeViolations(page, `/unsubscribe at ${width}`);
  }
  await snap(page, "unsubscribe-page");
  await page.getByRole("button", { name: "Turn off Session Reminders" }).click();
  await expect(page.getByTestId("unsubscribe-done")).toContainText("Session Reminders is now off");
  expect((await (await request.get(`/api/users/${me.id}/settings`)).json()).sessionReminders).toBe(false);
  await page.goto("/unsubscribe?token=not-ours");
  await expect(page.getByTestId("unsubscribe-invalid")).toBeVisible();
  await context.close();
});

test("a clinician's suggested plan: shown as such on home and /plan, declined, then the person's own", async ({ page, request, playwright }) => {
  const me = await readyUser(request, "plan-suggested");
  const admin = await adminApi(playwright);
  const put = await admin.put(`/api/users/${me.id}/plan`, { data: { days: [1, 3, 5], reminderTime: "08:15", timeZone: "Europe/Dublin", rungIds: [] }, headers: ORIGIN });
  expect(put.status(), await put.text()).toBe(200);
  expect(await put.json()).toMatchObject({ status: "suggested", setBy: { username: "Ada Admin" } });
  // The patient's answer names the clinician, never their account id (decision 046).
  expect((await (await request.get(`/api/users/${me.id}/plan`)).json()).setBy).toEqual({ username: "Ada Admin" });

  await shareSession(request, page);
  await page.goto("/home");
  await page.getByRole("link", { name: "Review the suggested plan" }).click();
  const suggestion = page.getByTestId("plan-suggested");
  await expect(suggestion).toContainText("Suggested by your clinician, Ada Admin");
  await expect(page.getByRole("checkbox", { name: "Wednesday" })).toBeChecked();
  await expect(page.getByLabel("Reminder time")).toHaveValue("08:15");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Dublin");
  await snap(page, "plan-suggested");
  await expectNoAxeViolations(page, "/plan with a suggestion");

  await suggestion.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("dialog", { name: "Decline your clinician's plan?" });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("You declined the plan your clinician suggested.")).toBeVisible();
  expect(await (await admin.get(`/api/users/${me.id}/plan`)).json()).toMatchObject({ status: "declined" });

  // The person's own plan from here on.
  await page.getByRole("checkbox", { name: "Monday" }).uncheck();
  await page.getByRole("button", { name: "Save my plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Practice plan saved");
  expect(await (await request.get(`/api/users/${me.id}/plan`)).json()).toMatchObject({ status: "active", setBy: null, days: [3, 5] });
  await admin.dispose();
});

test("the admin detail shows the time between sessions: the plan and who set it, the log in counts, the check-ins", async ({ browser, request, playwright }) => {
  const me = await readyUser(request, "between-admin");
  for (const [kind, urge, outcome] of [["washing", 8, "resisted"], ["washing", 6, "resisted"], ["checking", 4, "done"]] as const) {
    await request.post(`/api/users/${me.id}/compulsions`, { data: { kind, urge, outcome, note: "PRIVATE-NOTE" }, headers: ORIGIN });
  }
  await request.post(`/api/users/${me.id}/check-ins`, { data: { answers: [2, 2, 1, 1, 2] }, headers: ORIGIN });
  const admin = await adminApi(playwright);
  await admin.put(`/api/users/${me.id}/plan`, { data: { days: [2, 4], reminderTime: "19:45", timeZone: "America/Toronto" }, headers: ORIGIN });
  await admin.dispose();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signInUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL(/\/(home|admin)/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/users/${me.id}`);
    const card = page.getByRole("region", { name: "Between sessions" }).or(page.locator("[aria-labelledby=between-title]"));
    await expect(card).toContainText("Tue, Thu at 19:45 (America/Toronto)");
    await expect(card).toContainText("Suggested, waiting for the patient");
    await expect(card).toContainText("Set by Ada Admin");
    await expect(card).toContainText("3 entries: 2 of 3 resisted (67%)");
    await expect(card).toContainText("Average urge 6/10");
    await expect(card).toContainText("8/20");
    await expect(card).not.toContainText("PRIVATE-NOTE");
    await expectNoAxeViolations(page, `/admin/users/{id} at ${width}`);
  }
  await page.locator("#between-title").scrollIntoViewIfNeeded();
  await snap(page, "admin-between-sessions");
  await context.close();
});
