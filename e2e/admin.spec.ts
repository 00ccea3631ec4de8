// The bootstrapped admin manages users in the browser: search, filter, promote, error notice, detail tabs.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { format } from "date-fns";
import { E2E_ADMIN } from "../playwright.config";
import { ORIGIN, shareSession, signInUi } from "./helpers";
import { markedUsers, marker } from "./admin-helpers";

/** The value (dd) next to a label (dt) inside `scope`. */
const card = (scope: Page | Locator, label: string) => {
  const page = "goto" in scope ? scope : scope.page(); // a `has` locator must start from the page
  return scope.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
};

test("admin searches, filters, promotes a user and opens the detail tabs", async ({ page, playwright }) => {
  const m = marker("ui");
  const { verified, unverified } = await markedUsers(playwright, m);

  // One exposure started through the ERP API and not yet finished: the detail shows it In Progress.
  const started = await verified.ctx.post("/api/erp-sessions", {
    data: { userId: verified.id, trigger: "Touching a doorknob", anxietyLevel: 6, duration: 90 },
    headers: ORIGIN,
  });
  expect(started.status(), await started.text()).toBe(201);
  const thought = "What if I left the stove on this morning?";
  const logged = await verified.ctx.post("/api/thought-logs", { data: { userId: verified.id, thought }, headers: ORIGIN });
  expect(logged.ok(), await logged.text()).toBe(true);
  // The days the account and the session were made, not the day the assertion runs: a run across midnight stays green.
  const day = (iso: string) => format(new Date(iso), "MMM d, yyyy");
  const joined = day((await (await verified.ctx.get("/api/user")).json()).createdAt);
  const sessionDay = day((await (await verified.ctx.get(`/api/erp-sessions/${verified.id}`)).json())[0].createdAt);

  await signInUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  const search = page.getByPlaceholder("Search users...");
  await expect(page.getByLabel("Filter by status")).toHaveValue("");
  await expect(page.getByLabel("Filter by status").locator("option")).toHaveText(["All Users", "Verified Users", "Unverified Users"]);

  await search.fill(m.toUpperCase());
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1–2 of 2 users");
  await expect(page).toHaveURL(new RegExp(`query=${m.toUpperCase()}`));
  await expect(card(page, "Total Users")).toHaveText("2");
  await expect(card(page, "Verified Users")).toHaveText("1");
  await expect(card(page, "Unverified Users")).toHaveText("1");
  const table = page.getByRole("table");
  // The spec's columns, and 'Last active' (decision 047).
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Email", "Signup Date", "Last active", "Status", "Role", "Actions"]);
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toContainText(unverified.username); // newest first
  await expect(rows.nth(1)).toContainText("Unverified");
  await expect(rows.nth(2)).toContainText(verified.username);
  await expect(rows.nth(2)).toContainText("Verified");
  await expect(rows.nth(2)).toContainText(joined);
  await expectNoAxeViolations(page);

  await page.getByLabel("Filter by status").selectOption({ label: "Unverified Users" });
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1–1 of 1 user");
  await expect(table).toContainText(unverified.username);
  await expect(table).not.toContainText(verified.username);
  await page.getByLabel("Filter by status").selectOption({ label: "Verified Users" });
  await expect(table).toContainText(verified.username);
  await expect(table).not.toContainText(unverified.username);

  // Promote: the PATCH, a refetch and the Success notice; the target's next request sees the role.
  await table.getByLabel(`Role for ${verified.username}`).selectOption("admin");
  const notice = page.getByTestId("toast");
  await expect(notice).toContainText("Success");
  await expect(notice).toContainText("User updated successfully");
  await expect(notice).toHaveAttribute("data-variant", "default");
  await expect(table.getByLabel(`Role for ${verified.username}`)).toHaveValue("admin");
  expect((await (await verified.ctx.get("/api/user")).json()).role).toBe("admin");

  // A failing update shows the destructive 'Error' notice with the error's message and keeps the old role.
  await page.route("**/api/admin/users/*", (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ message: "At least one admin must remain." }) }),
  );
  await table.getByLabel(`Role for ${verified.username}`).selectOption("user");
  await expect(notice).toHaveAttribute("data-variant", "destructive");
  await expect(notice).toContainText("Error");
  await expect(notice).toContainText("409: At least one admin must remain.");
  await expect(table.getByLabel(`Role for ${verified.username}`)).toHaveValue("admin");
  await page.unroute("**/api/admin/users/*");

  await table.getByRole("row").filter({ hasText: verified.username }).getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${verified.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(verified.username);
  await expect(page.getByText("(Verified)")).toBeVisible();
  await expect(card(page, "Role")).toHaveText("Admin");
  await expect(card(page, "Joined")).toHaveText(joined);
  await expect(card(page, "Activity")).toHaveText("1 Session");

  const tab = (name: string) => page.getByRole("tab", { name });
  await expect(tab("ERP Sessions")).toHaveAttribute("aria-selected", "true");
  const session = page.getByRole("tabpanel").getByRole("listitem");
  await expect(session).toHaveCount(1);
  await expect(card(session, "Trigger")).toHaveText("Touching a doorknob");
  await expect(card(session, "Anxiety Level")).toHaveText("6/10");
  await expect(card(session, "Date")).toHaveText(sessionDay);
  await expect(card(session, "Status")).toHaveText("In Progress");
  await expect(card(session, "Duration")).toHaveText("1.5 minutes");
  await expectNoAxeViolations(page);
  await tab("ERP Sessions").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Thought Logs")).toHaveAttribute("aria-selected", "true");
  const log = page.getByRole("tabpanel").getByRole("listitem");
  await expect(log).toHaveCount(1);
  await expect(log).toContainText(thought);
  await expect(log.getByRole("heading", { name: "AI Analysis" })).toBeVisible();
  await expect(card(log, "Reframe")).not.toBeEmpty();
  await tab("Profile Data").click();
  const profile = page.getByRole("tabpanel");
  await expect(card(page, "OCD Type")).toHaveText("Checking");
  await expect(card(page, "Primary Triggers").getByRole("listitem")).toHaveText(["Doors and locks", "Appliances"]);
  await expect(card(page, "Common Compulsions").getByRole("listitem")).toHaveText(["Checking repeatedly", "Seeking reassurance"]);
  await expect(profile.getByRole("heading", { name: "Treatment Progress" })).toBeVisible();
  await expect(card(page, "Anxiety Severity")).toHaveText("6/10");
  await expect(card(page, "Current Level")).toHaveText("1");
  await expect(card(page, "Avoidance Level")).toHaveText("Medium");

  await page.getByRole("link", { name: "Back to User List" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The unverified user never finished onboarding.
  await page.goto(`/admin/users/${(await (await unverified.ctx.get("/api/user")).json()).id}`);
  await expect(page.getByText("(Unverified)")).toBeVisible();
  await expect(page.getByText("No ERP sessions recorded")).toBeVisible();
  await tab("Thought Logs").click();
  await expect(page.getByText("No thought logs recorded")).toBeVisible();
  await tab("Profile Data").click();
  await expect(page.getByText("User has not completed onboarding")).toBeVisible();
});

test("a non-admin is sent home from the admin screens", async ({ page, playwright }) => {
  const { verified, unverified } = await markedUsers(playwright, marker("guard"));
  await shareSession(verified.ctx, page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/admin/users/${(await (await unverified.ctx.get("/api/user")).json()).id}`);
  await expect(page).toHaveURL(/\/home$/);
});
