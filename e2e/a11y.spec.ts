// WCAG 2.2 AA with axe over every screen and state a person meets: zero violations allowed.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { registerApi, shareSession } from "./helpers";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`signed-out screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("sign-in, registration with errors, verification error, 404", async ({ page }) => {
      await page.goto("/auth");
      await expectNoViolations(page, "/auth");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expectNoViolations(page, "/auth with errors");

      await page.goto("/register");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Username is required")).toBeVisible();
      await expectNoViolations(page, "/register with errors");

      await page.goto("/verify-email");
      await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
      await expectNoViolations(page, "/verify-email error");

      await page.goto("/not/a/page");
      await expectNoViolations(page, "404");
    });

    test("a login error toast", async ({ page }) => {
      await page.goto("/auth");
      await page.getByLabel("Username or Email").fill("nobody");
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("toast")).toBeVisible();
      await expectNoViolations(page, "login failed toast");
    });
  });
}

test("the open header menu", async ({ page }) => {
  await registerApi(page.request);
  await shareSession(page.request, page);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoViolations(page, "header menu open");
});
