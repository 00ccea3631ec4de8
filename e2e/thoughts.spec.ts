// The thought box on /home and the journal: log a thought, read the analysis, find it in /journal;
// intrusive thoughts answered calmly (crisis answers: safety.spec.ts); keyboard behaviour of docs/spec.md §4;
// calm failure.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { readyUser, shareSession, snap } from "./helpers";

async function openHome(page: Page, request: Parameters<typeof readyUser>[0]) {
  const user = await readyUser(request, "journal");
  await shareSession(request, page);
  await page.goto("/home");
  return user;
}

test("log a thought on /home, see the analysis, find it in /journal", async ({ page, request }) => {
  await openHome(page, request);
  await expect(page.getByText("When you log a thought, a gentle reflection on it will appear here.")).toBeVisible();

  const box = page.getByLabel("Log a thought");
  await expect(box).toHaveAttribute("placeholder", "Log a thought...");
  await expect(box).toHaveCSS("height", "60px");
  await box.focus();
  await expect(box).toHaveAttribute("data-expanded", "true");
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();

  await box.fill("What if I left the stove on and the house burns down?");
  await box.press("Enter");
  await expect(page.getByTestId("toast").filter({ hasText: "Thought analyzed" })).toBeVisible();
  const response = page.getByTestId("ai-response");
  await expect(response).toContainText("Catastrophizing");
  await expect(response).toContainText("Reframe");
  await expect(box).toHaveValue("");
  await expect(box).toHaveAttribute("data-expanded", "false");
  await expectNoAxeViolations(page);

  await page.goto("/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Thought Journal" })).toBeVisible();
  const entry = page.getByTestId("journal-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("What if I left the stove on and the house burns down?");
  await expect(entry.locator("time")).toHaveText("just now");
  await expect(entry).toContainText("jump to the worst possible outcome");
  await expectNoAxeViolations(page);
});

test("the journal says so when nothing is logged yet", async ({ page, request }) => {
  await openHome(page, request);
  await page.goto("/journal");
  await expect(page.getByText("No thoughts logged yet. Start by logging your thoughts on the home page.")).toBeVisible();
});

test("Shift+Enter adds a line, Escape cancels and clears, Cancel collapses", async ({ page, request }) => {
  await openHome(page, request);
  const box = page.getByLabel("Log a thought");
  await box.click();
  await box.pressSequentially("line one");
  await box.press("Shift+Enter");
  await box.pressSequentially("line two");
  await expect(box).toHaveValue("line one\nline two");
  await box.press("Escape");
  await expect(box).toHaveValue("");
  await expect(box).toHaveAttribute("data-expanded", "false");
  await expect(box).toHaveCSS("height", "60px");

  await box.fill("Is the tap off?");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(box).toHaveValue("");
  await expect(box).toHaveCSS("height", "60px");

  await box.fill("   ");
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  await box.press("Enter");
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("an intrusive harm thought gets the calm answer, never crisis resources", async ({ page, request }) => {
  await openHome(page, request);
  const box = page.getByLabel("Log a thought");
  await box.fill("What if I stab my partner with the kitchen knife?");
  await box.press("Enter");
  await expect(page.getByTestId("ai-response")).toContainText("there's that intrusive thought");
  await expect(page.getByTestId("crisis-panel")).toHaveCount(0);
});

test("a failed request shows 'Failed to log thought' and keeps the words", async ({ page, request }) => {
  await openHome(page, request);
  await page.route("**/api/thought-logs", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something went wrong. Please try again."}' }));
  const box = page.getByLabel("Log a thought");
  await box.fill("Did I lock the door?");
  await page.getByRole("button", { name: "Submit" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "Failed to log thought" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(box).toHaveValue("Did I lock the door?");
});

test("a crisis written in Arabic gets the crisis answer, and the words read right to left in the journal", async ({ page, request }) => {
  await openHome(page, request);
  const box = page.getByLabel("Log a thought");
  await expect(box).toHaveAttribute("dir", "auto");
  const thought = "بلعت كل الحبوب اللي عندي من ساعة";
  await box.fill(thought);
  await box.press("Enter");
  await expect(page.getByTestId("crisis-panel")).toBeVisible();
  await page.goto("/journal");
  const words = page.getByTestId("journal-entry").getByText(thought);
  await expect(words).toHaveAttribute("dir", "auto");
  expect(await words.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  await expect(page.getByTestId("journal-entry").getByTestId("crisis-panel")).toBeVisible();
  await snap(page, "journal-arabic-crisis");
});
