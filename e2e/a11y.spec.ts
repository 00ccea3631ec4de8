// WCAG 2.2 AA with axe over every screen and state a person meets: zero violations allowed.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { onboardApi, ORIGIN, readyUser, registerApi, shareSession, uniqueUser } from "./helpers";

for (const width of [1280, 390]) {
  test.describe(`signed-out screens at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("sign-in, registration with errors, verification error, 404", async ({ page }) => {
      await page.goto("/auth");
      await expectNoAxeViolations(page, "/auth");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expectNoAxeViolations(page, "/auth with errors");

      await page.goto("/register");
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Username is required")).toBeVisible();
      await expectNoAxeViolations(page, "/register with errors");

      await page.goto("/verify-email");
      await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
      await expectNoAxeViolations(page, "/verify-email error");

      await page.goto("/not/a/page");
      await expectNoAxeViolations(page, "404");
    });

    test("a login error toast", async ({ page }) => {
      await page.goto("/auth");
      await page.getByLabel("Username or Email").fill("nobody");
      await page.getByLabel("Password").fill("wrong-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByTestId("toast")).toBeVisible();
      await expectNoAxeViolations(page, "login failed toast");
    });
  });
}

test("the open header menu", async ({ page }) => {
  await registerApi(page.request);
  await shareSession(page.request, page);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page, "header menu open");
});

for (const width of [1280, 390]) {
  test.describe(`the patient essentials at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("forgot and reset password, their answers and errors", async ({ page }) => {
      await page.goto("/forgot-password");
      await expectNoAxeViolations(page, "/forgot-password");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expectNoAxeViolations(page, "/forgot-password with an error");
      await page.getByLabel("Username or Email").fill("nobody-in-particular");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
      await expectNoAxeViolations(page, "/forgot-password sent");
      await page.goto("/reset-password?token=not-a-real-token");
      await page.getByRole("button", { name: "Show password" }).first().click();
      await page.getByRole("button", { name: "Save new password" }).click();
      await expectNoAxeViolations(page, "/reset-password with errors");
      await page.getByLabel("New password", { exact: true }).fill("a long enough phrase");
      await page.getByLabel("Confirm new password").fill("a long enough phrase");
      await page.getByRole("button", { name: "Save new password" }).click();
      await expect(page.getByTestId("reset-link-problem")).toBeVisible();
      await expectNoAxeViolations(page, "/reset-password with a bad link");
    });

    test("navigation, journal search and delete dialog, unfinished sessions, step 3 paused and its leave dialog, support", async ({ page, request }) => {
      const me = await readyUser(request, "a11y-essentials");
      await request.post("/api/thought-logs", { data: { userId: me.id, thought: "What if the door is unlocked?" }, headers: ORIGIN });
      await request.post("/api/erp-sessions", { data: { userId: me.id, trigger: "Touching public doorknobs", anxietyLevel: 5, duration: 30 }, headers: ORIGIN });
      await shareSession(request, page);
      await page.goto("/home");
      await expect(page.getByTestId("unfinished-sessions")).toBeVisible();
      await expectNoAxeViolations(page, "/home with navigation and an unfinished session");
      await page.goto("/journal?q=door");
      await expectNoAxeViolations(page, "/journal searched");
      await page.getByTestId("journal-entry").first().getByRole("button", { name: /^Delete/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, "delete dialog");
      await page.goto("/progress");
      await expectNoAxeViolations(page, "/progress with resume and discard");
      await page.goto("/erp-session");
      await page.getByLabel("In your own words (optional)").fill("Leaving the house");
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Pause exercise" }).click();
      await expect(page.getByRole("button", { name: "Resume exercise" })).toBeVisible();
      await expectNoAxeViolations(page, "step 3 paused");
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, "leave dialog");
      await page.keyboard.press("Escape");
      await page.goto("/support");
      await page.getByText("What if a session feels too hard?").click();
      await expectNoAxeViolations(page, "/support with an answer open");
      await page.goto("/settings");
      await expectNoAxeViolations(page, "/settings with the timer switches");
    });

    test("/erp-session for an unverified account", async ({ page, request }) => {
      await registerApi(request, uniqueUser("a11y-unverified"));
      await onboardApi(request);
      await shareSession(request, page);
      await page.goto("/erp-session");
      await expect(page.getByRole("heading", { name: "Please verify your email address first" })).toBeVisible();
      await expectNoAxeViolations(page, "/erp-session unverified");
    });
  });
}
