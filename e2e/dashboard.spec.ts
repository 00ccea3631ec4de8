// Dashboard (docs/spec.md §2, §8): rings, OCD type, the cards, and the verification banner's resend button
// with its 503 countdown; plus the profile page and the crisis link of the header.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { snap } from "./helpers";
import { expectRing, signedInUser } from "./onboarding-helpers";

const BANNER = "Please verify your email address to access all features, including ERP therapy sessions.";

test("a verified user's dashboard: rings, OCD type, cards and no banner", async ({ page, request }) => {
  await signedInUser(request, page, { onboarded: true });
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your Progress" })).toBeVisible();
  await expectRing(page, "ERP Progress", 75);
  // ONBOARDING answers of e2e/helpers.ts: 6*2 + moderate 3*5 - medium 2*3 = 21
  await expectRing(page, "Bravery Level", 21);
  await expect(page.getByText("Readiness: Moderate")).toBeVisible();
  await expect(page.getByText("Checking OCD")).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start ERP Session" })).toHaveAttribute("href", "/erp-session");
  await expect(page.getByRole("link", { name: "View Journal" })).toHaveAttribute("href", "/journal");
  await snap(page, "home-verified");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page.getByText("Checking", { exact: true })).toBeVisible();
  await expect(page.getByText("Level 1", { exact: true })).toBeVisible();
  await expect(page.getByText("21 points")).toBeVisible();
  await snap(page, "profile");

  await page.getByRole("link", { name: "Need help now?" }).click();
  await expect(page).toHaveURL(/\/support#crisis$/);
  await expect(page.getByRole("heading", { name: "If you need help right now" })).toBeInViewport();
  for (const card of ["Email Support", "Live Chat", "Documentation", "FAQ"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await snap(page, "support");
});

test("the resend button counts down after a 503 and comes back when the wait is over", async ({ page, request }) => {
  // Registration has just sent a mail, so the server asks to wait (503 with retryAfter of about 300 s).
  await signedInUser(request, page, { verified: false, onboarded: true });
  await page.clock.install();
  await page.goto("/home");
  await expect(page.getByText(BANNER)).toBeVisible();
  await snap(page, "home-unverified");

  const button = page.getByRole("button", { name: "Resend verification email" });
  await button.click();
  const waiting = page.getByRole("button", { name: /Resend available in [45]:\d\d/ });
  await expect(waiting).toBeDisabled();
  await expect(page.getByText("Please wait 5 minutes before trying again")).toBeVisible();

  await page.clock.runFor(61_000);
  await expect(page.getByText("Please wait 4 minutes before trying again")).toBeVisible();
  await expect(page.getByRole("button", { name: /Resend available in [34]:\d\d/ })).toBeDisabled();

  await page.clock.runFor(240_000);
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeEnabled();
  await expect(page.getByText(/Please wait \d+ minutes/)).toHaveCount(0);
});

test("resend: success toast, and the fallback message for other errors", async ({ page, request }) => {
  await signedInUser(request, page, { verified: false, onboarded: true });
  // The real server would ask to wait 300 s after registration; these answers stand in for later ones.
  const answers = [
    { status: 200, body: { message: "Verification email sent" } },
    { status: 500, body: {} },
  ];
  await page.route("**/api/resend-verification", (route) => {
    const next = answers.shift()!;
    return route.fulfill({ status: next.status, contentType: "application/json", body: JSON.stringify(next.body) });
  });
  await page.goto("/home");
  const button = page.getByRole("button", { name: "Resend verification email" });
  const toast = page.getByTestId("toast");
  await button.click();
  await expect(toast).toContainText("Verification email sent");
  await expect(toast).toHaveAttribute("data-variant", "default");
  await button.click();
  await expect(toast).toContainText("Failed to resend verification email");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
});

for (const width of [1280, 390]) {
  test(`the dashboard, profile, settings, support and onboarding screens have no axe violations at ${width}px`, async ({ page, request, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedInUser(request, page, { verified: false, onboarded: true });
    for (const path of ["/home", "/profile", "/settings", "/support"]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
    const fresh = await browser.newContext({ viewport: { width, height: 900 } });
    const onboarding = await fresh.newPage();
    await signedInUser(fresh.request, onboarding);
    await onboarding.goto("/onboarding");
    await onboarding.getByRole("radio", { name: /Checking/ }).check();
    await onboarding.getByRole("button", { name: "Continue" }).click();
    await expectNoAxeViolations(onboarding, "/onboarding");
    await fresh.close();
  });
}
