// Forgotten password in Chromium, as a person would (decision 023): the link on /auth, the same answer
// for an account and for nobody, the e-mailed link, show / hide, the strength hint, and signing in
// again everywhere afterwards.
import { expect, test } from "@playwright/test";
import { awaitResetLink, PASSWORD, readyUser, shareSession, signInUi, snap } from "./helpers";

test("a person resets a forgotten password from the sign-in screen and signs in again", async ({ page, request, browser }) => {
  const user = await readyUser(request, "forgot");
  // The same person is still signed in on another device.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await shareSession(request, otherPage);
  await otherPage.goto("/home");
  await expect(otherPage.getByRole("heading", { name: /Welcome back/ })).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Username or Email is required")).toBeVisible();
  await snap(page, "forgot-password");

  // Nobody by that name: the very same answer.
  await page.getByLabel("Username or Email").fill("someone-who-never-registered");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeFocused();
  const answerForNobody = await page.getByTestId("reset-requested").textContent();
  await page.getByRole("button", { name: "Try another username or email" }).click();
  await page.getByLabel("Username or Email").fill(user.username);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-requested")).toHaveText(answerForNobody!);
  await snap(page, "forgot-password-sent");

  const link = await awaitResetLink(user.email);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const fresh = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  await fresh.fill("short");
  await expect(page.getByText("Tip: a longer password, such as a short phrase, is harder to guess.")).toBeVisible();
  // Show / hide on each field
  await expect(fresh).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(fresh).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveCount(1);
  await expect(confirm).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(confirm).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await snap(page, "reset-password-errors");
  await fresh.fill("a quiet harbour at dawn");
  await confirm.fill("a quiet harbour at dawn");
  await page.getByRole("button", { name: "Hide password" }).first().click();
  await expect(fresh).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Save new password" }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId("toast")).toContainText("Password changed");
  // The other device was signed out, the old password no longer works, the new one does.
  await otherPage.goto("/home");
  await expect(otherPage).toHaveURL(/\/auth$/);
  await signInUi(page, user.username, PASSWORD);
  await expect(page.getByTestId("toast")).toContainText("Login failed");
  await signInUi(page, user.email, "a quiet harbour at dawn");
  await expect(page).toHaveURL(/\/home$/);

  // The link worked once.
  await page.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await page.getByLabel("New password", { exact: true }).fill("yet another phrase");
  await page.getByLabel("Confirm new password").fill("yet another phrase");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByTestId("reset-link-problem")).toContainText("This reset link has already been used.");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  await snap(page, "reset-password-used");
  await other.close();
});

test("a reset link without its token says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByTestId("reset-link-problem")).toContainText("This reset link is incomplete.");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

test("every password field has a show / hide toggle", async ({ page, request }) => {
  await page.goto("/auth");
  await page.getByLabel("Password").fill("secret-words");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "text");
  await snap(page, "auth-password-shown");

  await page.goto("/register");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveCount(2);
  await page.getByRole("button", { name: "Show password" }).nth(1).click();
  await expect(page.getByPlaceholder("Confirm your password")).toHaveAttribute("type", "text");
  await expect(page.getByPlaceholder("Choose a password")).toHaveAttribute("type", "password");

  await readyUser(request, "toggle");
  await shareSession(request, page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const field = page.getByLabel("Enter your password to confirm");
  await expect(field).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(field).toHaveAttribute("type", "text");
});
