// Keyboard-only walkthrough of the main flows, with axe (WCAG 2.2 AA) at every state on the way,
// and double submits that must create one row.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ORIGIN, PASSWORD, readyUser, shareSession, uniqueUser } from "./helpers";
import { tabTo } from "./onboarding-helpers";

test("sign in, log a thought and run an ERP session with the keyboard alone", async ({ page, playwright }) => {
  const setup = await playwright.request.newContext();
  const user = await readyUser(setup, "keys");

  await page.goto("/auth");
  await tabTo(page, page.getByLabel("Username or Email"));
  await page.keyboard.type(user.username);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/home$/);
  await expectNoAxeViolations(page, "/home");

  // the thought box: focus expands it, Enter submits
  const box = page.getByRole("textbox", { name: /thought/i }).first();
  await tabTo(page, box, 60);
  await page.keyboard.type("What if I left the iron on and the flat catches fire?");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Thought analyzed");
  await expect(page.getByText("Another way to hold this thought")).toBeVisible();
  await expectNoAxeViolations(page, "/home with an AI response");

  // ERP: every step by keyboard, checked by axe
  await page.goto("/erp-session");
  await expectNoAxeViolations(page, "ERP step 1");
  await tabTo(page, page.getByRole("checkbox").first());
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("slider"));
  await page.keyboard.press("ArrowRight");
  await tabTo(page, page.getByLabel("Exercise length (seconds)"));
  await page.keyboard.press("Control+A");
  await page.keyboard.type("2");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expectNoAxeViolations(page, "ERP step 2");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await expectNoAxeViolations(page, "ERP step 3");
  await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, "ERP step 4");
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Save and finish" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast")).toContainText("Session Complete");
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/journal");
  await expectNoAxeViolations(page, "/journal");
  await page.goto("/progress");
  await expectNoAxeViolations(page, "/progress");
});

test("a crisis answer is accessible", async ({ page, request }) => {
  const user = await readyUser(request, "crisis-a11y");
  await shareSession(request, page);
  await page.goto("/home");
  const box = page.getByRole("textbox", { name: /thought/i }).first();
  await box.click();
  await box.fill("I don't want to live anymore, there is no point");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: /988|Samaritans/ })).toBeVisible();
  await expectNoAxeViolations(page, "/home with crisis resources");
  expect(user.id).toBeTruthy();
});

test("double submits create one row: thought, registration, mood", async ({ page, request, playwright }) => {
  const user = await readyUser(request, "double");
  await shareSession(request, page);
  await page.goto("/home");
  const box = page.getByRole("textbox", { name: /thought/i }).first();
  await box.click();
  await box.fill("What if the door is not locked?");
  await page.getByRole("button", { name: "Submit" }).dblclick();
  await expect(page.getByTestId("toast")).toContainText(/Thought (analyzed|logged successfully)/);
  const logs = await (await request.get(`/api/thought-logs/${user.id}`)).json();
  expect(logs).toHaveLength(1);

  // two clicks on "Create account"
  const fresh = await playwright.chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
  const other = await (await fresh.newContext({ baseURL: page.url().replace(/\/home$/, "") })).newPage();
  const newbie = uniqueUser("twice");
  await other.goto("/register");
  await other.getByPlaceholder("Choose a username").fill(newbie.username);
  await other.getByPlaceholder("Your email address").fill(newbie.email);
  await other.getByPlaceholder("Choose a password").fill(PASSWORD);
  await other.getByPlaceholder("Confirm your password").fill(PASSWORD);
  await other.getByRole("button", { name: "Create account" }).dblclick();
  await expect(other).toHaveURL(/\/onboarding$/);
  await fresh.close();
  const again = await playwright.request.newContext();
  const dup = await again.post("/api/register", { data: newbie, headers: ORIGIN });
  expect(dup.status()).toBe(409); // exactly one account exists

  // the mood saved twice counts once
  const created = await (await request.post("/api/erp-sessions", { data: { userId: user.id, trigger: "doors", anxietyLevel: 4, duration: 30 }, headers: ORIGIN })).json();
  const [first, second] = await Promise.all(
    ["better", "better"].map((mood) => request.patch(`/api/erp-sessions/${created.id}`, { data: { mood }, headers: ORIGIN })),
  );
  expect(first.ok() && second.ok()).toBe(true);
  const me = await (await request.get("/api/user")).json();
  const sessions = await (await request.get(`/api/erp-sessions/${user.id}`)).json();
  expect(sessions).toHaveLength(1);
  expect(me.erpScore).toBe(10 + 2 * 4);
});
