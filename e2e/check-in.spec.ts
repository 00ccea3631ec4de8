// The weekly check-in in Chromium (decision 028): offered from home, five questions with nothing
// preselected, the total and the trend, then closed until next week (the API answers 409 with when it
// opens); it says it is not a test; axe-clean at 1280 and 390 px.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ORIGIN, readyUser, shareSession, snap } from "./helpers";

test("answered once from home, then closed until next week, with the trend", async ({ page, request }) => {
  const me = await readyUser(request, "check-in");
  await shareSession(request, page);
  await page.goto("/home");
  await page.getByRole("link", { name: "Weekly check-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Weekly check-in" })).toBeVisible();
  await expect(page.getByTestId("check-in-not-a-test")).toContainText("does not name or rule out any condition");
  await expect(page.getByRole("radio", { checked: true })).toHaveCount(0);

  // Sending with a question unanswered says so and moves focus to it.
  await page.getByRole("group", { name: /^1\./ }).getByRole("radio", { name: "A fair part of it" }).check();
  await page.getByRole("button", { name: "Save my check-in" }).click();
  await expect(page.getByText("Please choose the answer closest to your week.")).toHaveCount(4);
  await expect(page.getByRole("group", { name: /^2\./ }).getByRole("radio").first()).toBeFocused();
  await snap(page, "check-in-form");
  await expectNoAxeViolations(page, "/check-in with unanswered questions");

  await page.getByRole("group", { name: /^2\./ }).getByRole("radio", { name: "Clearly, though I managed" }).check();
  await page.getByRole("group", { name: /^3\./ }).getByRole("radio", { name: "Very upsetting" }).check();
  await page.getByRole("group", { name: /^4\./ }).getByRole("radio", { name: "Sometimes" }).check();
  await page.getByRole("group", { name: /^5\./ }).getByRole("radio", { name: "Some", exact: true }).check();
  await page.getByRole("button", { name: "Save my check-in" }).click();
  await expect(page.getByTestId("check-in-result")).toContainText("This week's total: 11 of 20");
  await expect(page.getByTestId("check-in-result")).toBeFocused();
  await expect(page.getByRole("img", { name: "Weekly check-in total over time" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("check-in-closed")).toContainText("The next one opens on");
  await page.getByText("Show every check-in as a table").click();
  await expect(page.getByRole("row").last().getByRole("cell")).toHaveText(["2/4", "2/4", "3/4", "2/4", "2/4", "11/20"]);
  await snap(page, "check-in-done");
  await expectNoAxeViolations(page, "/check-in closed with the trend");

  // Not repeatable on demand, through the API either.
  const again = await request.post(`/api/users/${me.id}/check-ins`, { data: { answers: [0, 0, 0, 0, 0] }, headers: ORIGIN });
  expect(again.status()).toBe(409);
  const body = await again.json();
  expect(body.message).toMatch(/not open yet/);
  expect(new Date(body.nextDueAt).getTime()).toBeGreaterThan(Date.now() + 5 * 86_400_000);
  const list = await (await request.get(`/api/users/${me.id}/check-ins`)).json();
  expect(list.map((c: { total: number }) => c.total)).toEqual([11]);

  await page.goto("/home");
  await expect(page.getByRole("link", { name: "Weekly check-in" })).toContainText("Answered for this week");
});

test("the open check-in is axe-clean on a phone", async ({ page, request }) => {
  await readyUser(request, "check-in-phone");
  await shareSession(request, page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/check-in");
  await expect(page.getByRole("group")).toHaveCount(5);
  await expectNoAxeViolations(page, "/check-in open at 390");
});
