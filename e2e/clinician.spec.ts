// The clinician's view in the browser (decisions 045, 046): notes on the admin detail, the patient's list of staff
// views on /settings, with axe at 1280 and 390 px and screenshots (SCREENSHOTS=1) to look at.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolationsAtBothWidths } from "./axe";
import { E2E_ADMIN } from "../playwright.config";
import { CHECK_IN_THOUGHT, ORIGIN, readyUser, shareSession, signInUi, snap } from "./helpers";
import { adminApi, newApiContext } from "./admin-helpers";

test("a clinician writes a note, changes it, and the patient sees on /settings that staff opened their records", async ({ page, playwright }) => {
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "clin-notes");

  await signInUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/admin/users/${patient.id}`);
  const notes = page.getByRole("region", { name: "Clinician notes" });
  await expect(notes.getByText("Staff only: the patient does not see these notes.")).toBeVisible();
  await expect(notes.getByText("No notes yet.")).toBeVisible();
  await expect(notes.getByRole("button", { name: "Save note" })).toBeDisabled();

  await notes.getByLabel("Add a note").fill("First session: drafted a ladder for checking the stove.");
  await notes.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("toast")).toContainText("Note saved");
  const item = notes.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("First session: drafted a ladder for checking the stove.");
  await expect(item).toContainText(E2E_ADMIN.username);
  await expect(notes.getByLabel("Add a note")).toHaveValue("");

  // Change it by keyboard: the form opens focused, Cancel returns to the button.
  const change = item.getByRole("button", { name: /Change your note from/ });
  await change.focus();
  await page.keyboard.press("Enter");
  const field = item.getByLabel("Change your note");
  await expect(field).toBeFocused();
  await item.getByRole("button", { name: "Cancel" }).click();
  await expect(change).toBeFocused();
  await change.click();
  await field.fill("First session: drafted a ladder for checking the stove and the front door.");
  await snap(page, "admin-notes-editing");
  await item.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Note changed" })).toBeVisible();
  await expect(item).toContainText("the front door.");
  await expect(item).toContainText("changed");
  await expectNoAxeViolationsAtBothWidths(page, "admin detail with notes");
  await snap(page, "admin-notes");

  // The patient: /settings lists the visit in plain words, never the note.
  await shareSession(patientCtx, page);
  await page.goto("/settings");
  const access = page.getByRole("region", { name: "Who has viewed your records" });
  await expect(access.getByRole("listitem").first()).toContainText(`${E2E_ADMIN.username} opened your records`);
  await expect(page.getByText("drafted a ladder")).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page, "/settings with staff views");
  await access.scrollIntoViewIfNeeded();
  await snap(page, "settings-access-log");
});

test("the notes paging and an empty access log read calmly", async ({ page, playwright }) => {
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "clin-empty");
  await shareSession(patientCtx, page);
  await page.goto("/settings");
  await expect(page.getByText("No staff member has looked at your records yet.")).toBeVisible();

  const admin = await adminApi(playwright);
  for (let i = 1; i <= 6; i++) {
    expect((await admin.post(`/api/admin/users/${patient.id}/notes`, { data: { text: `Note ${i}` }, headers: ORIGIN })).status()).toBe(201);
  }
  await shareSession(admin, page);
  await page.goto(`/admin/users/${patient.id}`);
  const notes = page.getByRole("region", { name: "Clinician notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(5);
  await expect(notes.getByRole("listitem").first()).toContainText("Note 6");
  await notes.getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(/notes=2/);
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("Note 1");
});

test("a clinician suggests a ladder step and a practice plan from the detail; the patient sees both as their clinician's suggestion", async ({ page, playwright }) => {
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "clin-assign");
  const admin = await adminApi(playwright);
  await shareSession(admin, page);
  await page.goto(`/admin/users/${patient.id}`);
  const assign = page.getByRole("region", { name: "Assign practice" });

  await assign.getByRole("button", { name: "Suggest a ladder step" }).click();
  await assign.getByLabel("The situation to face").fill("Touch the handle of a shop door, then eat a snack");
  await assign.getByLabel("The compulsion to hold back from").fill("No hand washing for an hour");
  await assign.getByRole("button", { name: "Suggest this step" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Step suggested" })).toBeVisible();
  const ladder = page.getByRole("region", { name: "Exposure ladder" });
  await expect(ladder.getByRole("listitem")).toHaveCount(1);
  await expect(ladder.getByRole("listitem")).toContainText("Suggested by a clinician");
  await expect(assign.getByRole("button", { name: "Suggest a ladder step" })).toBeFocused();

  await assign.getByRole("button", { name: "Suggest a practice plan" }).click();
  await assign.getByLabel("Monday").check();
  await assign.getByLabel("Thursday").check();
  await assign.getByRole("checkbox", { name: /Touch the handle of a shop door/ }).check();
  await expectNoAxeViolationsAtBothWidths(page, "admin detail suggesting a plan");
  await assign.scrollIntoViewIfNeeded();
  await snap(page, "admin-assign-practice");
  await assign.getByRole("button", { name: "Suggest this plan" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Plan suggested" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Between sessions" })).toContainText("Suggested, waiting for the patient");

  // The patient: the step and the plan are marked as their clinician's, theirs to keep or decline.
  await shareSession(patientCtx, page);
  await page.goto("/ladder");
  await expect(page.getByText("Suggested by your clinician")).toBeVisible();
  await expect(page.getByRole("button", { name: "Decline step 1" })).toBeVisible();
  await page.goto("/plan");
  const suggestion = page.getByTestId("plan-suggested");
  await expect(suggestion).toContainText(`Suggested by your clinician, ${E2E_ADMIN.username}`);
  await expect(suggestion.getByRole("button", { name: "Decline" })).toBeVisible();
  await expect(page.getByLabel("Monday")).toBeChecked();

  // The patient declines the step; the clinician finds the answer in the Treatment tab, not a step that went.
  await page.goto("/ladder");
  await page.getByRole("button", { name: "Decline step 1" }).click();
  await page.getByRole("button", { name: "Decline it" }).click();
  await expect(page.getByTestId("toast")).toContainText("Suggestion declined");
  await shareSession(admin, page);
  await page.goto(`/admin/users/${patient.id}`);
  await page.getByRole("tab", { name: "Treatment" }).click();
  const declined = page.getByRole("tabpanel", { name: "Treatment" }).getByRole("listitem").filter({ hasText: "Touch the handle of a shop door" });
  await expect(declined).toContainText(`Suggested by ${E2E_ADMIN.username}`);
  await expect(declined).toContainText("declined on");
  await expect(page.getByRole("heading", { name: "Suggestions declined" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, "Treatment tab with a declined suggestion");
  await declined.scrollIntoViewIfNeeded();
  await snap(page, "admin-declined-suggestion");
});

test("the admin list: 'Needs attention' shows a patient with a recent check-in and says why; 'Last active' sorts", async ({ page, playwright }) => {
  const m = `att${Math.random().toString(36).slice(2, 8)}`;
  const askedCtx = await newApiContext(playwright);
  const asked = await readyUser(askedCtx, m);
  const logged = await askedCtx.post("/api/thought-logs", { data: { userId: asked.id, thought: CHECK_IN_THOUGHT }, headers: ORIGIN });
  expect((await logged.json()).checkIn?.id).toBeTruthy();
  const calmCtx = await newApiContext(playwright);
  const calm = await readyUser(calmCtx, m);

  await signInUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/admin?query=${m}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Signup Date", "Last active", "Status", "Role", "Actions"]);
  await expect(table.getByRole("row")).toHaveCount(3);
  const askedRow = table.getByRole("row").filter({ hasText: asked.username });
  await expect(askedRow.getByRole("list", { name: "Needs attention" })).toHaveText(/Crisis or check-in, 7 days/);
  await expect(table.getByRole("row").filter({ hasText: calm.username }).getByRole("list", { name: "Needs attention" })).toHaveCount(0);

  // By keyboard: Space ticks it, the list follows, and focus stays on the checkbox.
  const attention = page.getByRole("checkbox", { name: "Needs attention" });
  await attention.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/attention=1/);
  await expect(attention).toBeChecked();
  await expect(attention).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 user");
  await expect(table).toContainText(asked.username);
  await expect(table).not.toContainText(calm.username);
  await expectNoAxeViolationsAtBothWidths(page, "/admin needs attention");
  await snap(page, "admin-needs-attention");

  // The calm patient signs in again: most recently active first puts them on top.
  await page.getByRole("checkbox", { name: "Needs attention" }).uncheck();
  await expect(table.getByRole("row")).toHaveCount(3);
  expect((await calmCtx.post("/api/login", { data: { login: calm.email, password: calm.password }, headers: ORIGIN })).status()).toBe(200);
  await page.getByLabel("Sort by").selectOption({ label: "Recently active" });
  await expect(page).toHaveURL(/sort=active/);
  await expect(table.getByRole("columnheader", { name: /Last active/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("row").nth(1)).toContainText(calm.username);
  await table.getByRole("link", { name: /Last active/ }).click();
  await expect(page).toHaveURL(/sort=inactive/);
  await expect(table.getByRole("columnheader", { name: /Last active/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(table.getByRole("row").nth(1)).toContainText(asked.username);
  await snap(page, "admin-last-active");
});

test("the Treatment tab and the printable report: safety events first, the ladder with its sessions, the weeks; the report prints to PDF", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "clin-treat");
  const admin = await adminApi(playwright);
  const post = (ctx: typeof admin, url: string, data: unknown) => ctx.post(url, { data, headers: ORIGIN });

  const own = await post(patientCtx, `/api/users/${patient.id}/ladder`, { situation: "Leave the house after one check of the door", compulsionToResist: "Do not go back to check", expectedAnxiety: 6 });
  expect(own.status(), await own.text()).toBe(201);
  const rungId = (await own.json()).id as string;
  const suggested = await post(admin, `/api/users/${patient.id}/ladder`, { situation: "Switch off the stove and walk away", compulsionToResist: "No photo of the knobs", expectedAnxiety: 4 });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const started = await post(patientCtx, "/api/erp-sessions", {
    userId: patient.id,
    trigger: "Leaving after one check",
    anxietyLevel: 7,
    duration: 30,
    rungId,
    expectedOutcome: "Someone breaks in because the door is open",
    expectedLikelihood: 70,
  });
  expect(started.status(), await started.text()).toBe(201);
  const done = await patientCtx.patch(`/api/erp-sessions/${(await started.json()).id}`, {
    data: { mood: "better", anxietyPeak: 8, anxietyAfter: 3, outcomeHappened: "no", didCompulsion: false },
    headers: ORIGIN,
  });
  expect(done.status(), await done.text()).toBe(200);
  expect((await post(patientCtx, `/api/users/${patient.id}/compulsions`, { kind: "checking", urge: 7, outcome: "resisted" })).status()).toBe(201);
  expect((await post(patientCtx, `/api/users/${patient.id}/compulsions`, { kind: "checking", urge: 5, outcome: "done" })).status()).toBe(201);
  expect((await post(patientCtx, `/api/users/${patient.id}/check-ins`, { answers: [2, 2, 1, 2, 2] })).status()).toBe(201);
  const asked = await post(patientCtx, "/api/thought-logs", { userId: patient.id, thought: CHECK_IN_THOUGHT });
  expect((await asked.json()).checkIn?.id).toBeTruthy();

  // The API: the same view, staff only, audited as view_treatment.
  const api = await admin.get(`/api/admin/users/${patient.id}/treatment?weeks=4`);
  expect(api.status()).toBe(200);
  const t = await api.json();
  expect(t.weeks).toHaveLength(4);
  expect(t.safetyEvents.map((e: { level: string; answer: string | null }) => [e.level, e.answer])).toEqual([["check_in", null]]);
  expect(t.ladder.map((r: { situation: string; sessionCount: number }) => [r.situation, r.sessionCount])).toEqual([
    // A ladder is graded: the easier step (expected anxiety 4) comes first.
    ["Switch off the stove and walk away", 0],
    ["Leave the house after one check of the door", 1],
  ]);
  expect((await admin.get(`/api/admin/users/${patient.id}/treatment?weeks=5`)).status()).toBe(400);

  await shareSession(admin, page);
  await page.goto(`/admin/users/${patient.id}`);
  await expect(page.getByRole("tab", { name: "ERP Sessions" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Treatment" }).click();
  const panel = page.getByRole("tabpanel", { name: "Treatment" });
  const safety = panel.getByRole("region", { name: "Safety events" });
  await expect(safety).toContainText("Check-in asked: not answered");
  await expect(safety).toContainText("Thought journal");
  const ladder = panel.getByRole("region", { name: "Exposure ladder" });
  await expect(ladder).toContainText("Step 2: Leave the house after one check of the door");
  await expect(ladder).toContainText(`Suggested by ${E2E_ADMIN.username}`);
  await expect(ladder.getByRole("table", { name: "Sessions of step 2" }).getByRole("row").nth(1)).toContainText("7/10");
  await expect(ladder).toContainText("Expected 70%; happened 0 of 1 time.");
  await expect(panel.getByRole("region", { name: "Compulsion log" })).toContainText("2 urges logged; 1 resisted (50%)");
  await expect(panel.getByRole("region", { name: "Weekly check-in trend" })).toContainText("One check-in, total 9 of 20.");
  await expectNoAxeViolationsAtBothWidths(page, "Treatment tab");
  await snap(page, "admin-treatment");

  await panel.getByRole("link", { name: "Open the printable report" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${patient.id}/report$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(patient.username);
  await expect(page.getByText(/Period:.*\(8 weeks, Monday to Sunday in UTC\)/)).toBeVisible();
  await page.getByRole("link", { name: "4 weeks" }).click();
  await expect(page).toHaveURL(/weeks=4/);
  await expect(page.getByRole("link", { name: "4 weeks" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Safety events" })).toContainText("Check-in asked: not answered");
  await expect(page.getByRole("region", { name: "Exposure ladder" })).toContainText("Step 1: Switch off the stove and walk away");
  await expectNoAxeViolationsAtBothWidths(page, "report");
  await snap(page, "admin-report");

  // Printed: the app's header, navigation and the report's controls are gone; the content stays.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Need help now?" }).first()).toBeHidden();
  await expect(page.getByRole("region", { name: "Safety events" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  if (process.env.SCREENSHOTS === "1") (await import("node:fs")).writeFileSync("screenshots/admin-report.pdf", pdf);
  await page.emulateMedia({ media: "screen" });

  // The patient sees both visits in plain words.
  const log = await (await patientCtx.get(`/api/users/${patient.id}/access-log`)).json();
  expect(log.map((e: { what: string }) => e.what)).toEqual(expect.arrayContaining(["opened your progress report", "opened your records", "looked at your treatment summary"]));
});
