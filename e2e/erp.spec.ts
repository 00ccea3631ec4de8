// A full ERP session in Chromium, as a person would do it: chips, slider, a new task, the
// countdown, the mood, the toast, then the session on /progress and on the dashboard card.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ORIGIN, readyUser, shareSession, snap } from "./helpers";

test("a person completes a 2-second ERP session and sees it in their progress", async ({ page, request }) => {
  await readyUser(request, "erp");
  await shareSession(request, page);

  await page.goto("/progress");
  await expect(page.getByRole("heading", { name: "Your Progress" })).toBeVisible();
  await expect(page.getByText("No ERP sessions completed yet. Start your first session to track your progress.")).toBeVisible();
  await snap(page, "progress-empty");

  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Recent Progress" })).toBeVisible();
  await expect(page.getByText("No sessions yet.")).toBeVisible();
  await page.getByRole("link", { name: "Start ERP Session" }).click();

  // Step 1: nothing chosen yet
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Describe Your Trigger" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/home");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please select or enter at least one trigger")).toBeVisible();

  // checking OCD chips, the slider by keyboard, a typed then stepped duration
  await page.getByRole("checkbox", { name: "Leaving home without re-checking the door lock" }).check({ force: true });
  await page.getByLabel("In your own words (optional)").fill("Leaving the window open");
  const slider = page.getByRole("slider", { name: "How anxious does this make you?" });
  await expect(slider).toHaveValue("5");
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("7");
  await expect(slider).toHaveAttribute("aria-valuetext", "7 out of 10, Intense");
  const duration = page.getByLabel("Exercise length (seconds)");
  await expect(duration).toHaveValue("30");
  await duration.fill("2.5");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter a whole number of seconds")).toBeVisible();
  await duration.fill("6");
  await page.getByRole("button", { name: "5 seconds less" }).click();
  await expect(duration).toHaveValue("1");
  await page.getByRole("button", { name: "5 seconds more" }).click();
  await expect(duration).toHaveValue("6");
  await duration.fill("2");
  await snap(page, "erp-step1");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 2: the task, then a different one
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Review Your Task" })).toBeVisible();
  const task = page.locator("#erp-task-title + p");
  await expect(task).toContainText("Do not go back to check");
  const firstTask = await task.textContent();
  await expect(page.getByText("You rated this 7/10 (Intense)")).toBeVisible();
  await page.getByRole("button", { name: "Try a different task" }).click();
  await expect(page.getByTestId("toast")).toContainText("New Task Generated");
  await expect(task).not.toHaveText(firstTask!);
  await snap(page, "erp-step2");
  await page.getByRole("button", { name: "Continue" }).click();

  // Step 3: the countdown; Continue stays disabled, then step 4 opens by itself
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await snap(page, "erp-step3");

  // Step 4: mood
  await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Reflect" })).toBeFocused();
  // No fear written and no likelihood: nothing to check against, so the question is not asked (decision 034).
  await expect(page.getByRole("group", { name: "Did what you feared happen?" })).toHaveCount(0);
  await page.getByRole("radio", { name: /Better/ }).check({ force: true });
  await snap(page, "erp-step4");
  await page.getByRole("button", { name: "Save and finish" }).click();
  await expect(page.getByTestId("toast")).toContainText("Session Complete");
  await expect(page.getByTestId("toast")).toContainText("Your progress has been saved.");
  await expect(page).toHaveURL(/\/home$/);

  // the dashboard card and /progress show the session
  const trigger = "Leaving home without re-checking the door lock; Leaving the window open";
  await expect(page.getByText(trigger)).toBeVisible();
  await expect(page.getByText("Completed · felt better")).toBeVisible();
  await snap(page, "home-recent");
  await page.getByRole("link", { name: "View all progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const item = page.getByTestId("erp-session");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(trigger);
  await expect(item).toContainText("Anxiety Level: 7/10");
  await expect(item).toContainText("Duration: 2 seconds");
  await expect(page.getByRole("img", { name: "Anxiety level per completed session" })).toBeVisible();
  await snap(page, "progress");
});

test("the progress chart shows completed sessions oldest first, with a text alternative, and passes axe", async ({ page, request }) => {
  const user = await readyUser(request, "erp-chart");
  for (const anxietyLevel of [8, 6, 7, 4, 3]) {
    const created = await request.post("/api/erp-sessions", {
      data: { userId: user.id, trigger: "Touching public doorknobs", anxietyLevel, duration: 30 },
      headers: ORIGIN,
    });
    const { id } = await created.json();
    await request.patch(`/api/erp-sessions/${id}`, { data: { mood: "same" }, headers: ORIGIN });
  }
  await request.post("/api/erp-sessions", { data: { userId: user.id, trigger: "Left unfinished", anxietyLevel: 9, duration: 30 }, headers: ORIGIN });
  await shareSession(request, page);

  await page.goto("/progress");
  const chart = page.getByRole("img", { name: "Anxiety level per completed session" });
  await expect(chart).toBeVisible();
  await expect(page.locator("#anxiety-chart-desc")).toHaveText(
    "5 completed sessions. Anxiety level went from 8 out of 10 in the first to 3 out of 10 in the latest.",
  );
  await page.getByText("Show the chart as a table").click();
  await expect(page.locator("figure tbody tr td:nth-child(2)")).toHaveText(["8/10", "6/10", "7/10", "4/10", "3/10"]);
  await expect(page.getByTestId("erp-session")).toHaveCount(6);
  await expect(page.getByTestId("erp-session").first()).toContainText("In Progress");
  await snap(page, "progress-chart");
  await expectNoAxeViolations(page);

  await page.goto("/erp-session");
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a trigger that signals real risk shows crisis resources in step 2, never an exposure task", async ({ page, request }) => {
  await readyUser(request, "erp-crisis");
  await shareSession(request, page);
  await page.goto("/home");
  await page.getByRole("link", { name: "Start ERP Session" }).click();
  await page.getByLabel("In your own words (optional)").fill("I want to die, it's hopeless");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  const panel = page.getByTestId("crisis-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("link", { name: "988", exact: true })).toHaveAttribute("href", "tel:988");
  await expect(page.getByText(/No exposure today/)).toBeVisible();
  await expect(page.locator("#erp-task-title")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try a different task" })).toHaveCount(0);
});

test("a crisis trigger that tells of a body needing care now: the emergency step stands above the lines", async ({ page, request }) => {
  await readyUser(request, "erp-crisis-body");
  await shareSession(request, page);
  await page.goto("/erp-session");
  await page.getByLabel("In your own words (optional)").fill("I took the whole box of my tablets an hour ago and now my chest is tight");
  await page.getByRole("button", { name: "Continue" }).click();
  const panel = page.getByTestId("crisis-panel");
  await expect(panel.getByTestId("crisis-first-step")).toContainText("emergency number");
  await expect(panel.getByRole("link", { name: "911", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, "erp-crisis-body");
});

test("a trigger that is no OCD fear gets room for the feeling, not an exposure or a rule against asking for support", async ({ page, request }) => {
  await readyUser(request, "erp-feeling");
  await shareSession(request, page);
  await page.goto("/erp-session");
  await page.getByLabel("In your own words (optional)").fill("my grandad died last month and I keep crying");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  const task = page.locator("#erp-task-title + p");
  await expect(task).toContainText("let the feeling you described be there, kindly");
  await expect(task).not.toContainText("Do not");
  await expect(page.getByText(/ordinary hard feeling more than an OCD fear/)).toBeVisible();
  await snap(page, "erp-everyday-feeling");
});
