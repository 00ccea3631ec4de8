// Step changes in onboarding and the ERP session scroll the step into view below the fixed header and
// move focus to its heading, on phones too (where 'Step n of 5' used to end up under the header).
import { expect, test, type Page } from "@playwright/test";
import { readyUser, registerApi, shareSession, uniqueUser } from "./helpers";

const HEADER = 64;

async function expectBelowHeader(page: Page, label: string) {
  const step = page.getByText(label);
  await expect(step).toBeVisible();
  const box = (await step.boundingBox())!;
  expect(box.y, `${label} top`).toBeGreaterThanOrEqual(HEADER);
  expect(box.y + box.height, `${label} bottom`).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0));
}

test("onboarding on a phone: each new step starts below the header with its heading focused", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await registerApi(request, uniqueUser("steps-onboarding"));
  await shareSession(request, page);
  await page.goto("/onboarding");
  await page.getByRole("radio", { name: /Checking/ }).check({ force: true });
  // Continue sits at the bottom of a long step: the page is scrolled down when it is pressed.
  await page.getByRole("button", { name: "Continue" }).click();
  await expectBelowHeader(page, "Step 2 of 5");
  await expect(page.getByRole("heading", { name: "Behaviors", level: 2 })).toBeFocused();
  await page.getByRole("checkbox").first().check({ force: true });
  await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Continue" }).click();
  await expectBelowHeader(page, "Step 3 of 5");
  await page.getByRole("button", { name: "Back" }).click();
  await expectBelowHeader(page, "Step 2 of 5");
});

test("ERP session on a phone: step 2 starts below the header with its heading focused", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await readyUser(request, "steps-erp");
  await shareSession(request, page);
  await page.goto("/erp-session");
  await page.getByLabel("In your own words (optional)").fill("Leaving the house without checking the stove");
  await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("button", { name: "Continue" }).click();
  await expectBelowHeader(page, "Step 2 of 4");
  await expect(page.getByRole("heading", { name: "Review Your Task" })).toBeFocused();
  await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
  await page.getByRole("button", { name: "Continue" }).click();
  await expectBelowHeader(page, "Step 3 of 4");
  await expect(page.getByRole("heading", { name: "Complete Exercise" })).toBeFocused();
});
