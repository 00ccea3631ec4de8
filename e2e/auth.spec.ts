// A person registers, verifies from the outbox, signs in by username and by e-mail, uses the header
// menu and signs out; guards and error toasts behave as docs/spec.md §2, §4 and §8 say.
import { expect, test } from "@playwright/test";
import { lastVerificationLink, PASSWORD, readyUser, registerApi, signInUi, uniqueUser } from "./helpers";

test("register, verify, sign in by username and e-mail, header menu, sign out", async ({ page }) => {
  const user = uniqueUser("Jamie Rivers");
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { name: "Sign into your account" })).toBeVisible();
  await page.getByRole("link", { name: "First time here? Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();

  await page.getByPlaceholder("Choose a username").fill(user.username);
  await page.getByPlaceholder("Your email address").fill(user.email);
  await page.getByPlaceholder("Choose a password").fill(PASSWORD);
  await page.getByPlaceholder("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto(lastVerificationLink(user.email).replace(/^http:\/\/[^/]+/, ""));
  await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute("href", "/home");

  // header: initials of "Jamie Rivers <id>" and the menu
  const avatar = page.getByRole("button", { name: /Account menu/ });
  await expect(avatar).toHaveText(/^JR/);
  await avatar.click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Profile", "Account Settings", "Help & Support", "Sign out"]);
  await expect(menu.getByRole("separator")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await avatar.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInUi(page, user.username, PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInUi(page, user.email.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("registration shows field errors, re-validated on change", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  await page.getByPlaceholder("Choose a password").fill("abcdef");
  await expect(page.getByText("Password must be at least 6 characters")).toBeHidden();
  await page.getByPlaceholder("Confirm your password").fill("abcdeg");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByPlaceholder("Confirm your password")).toHaveAttribute("aria-invalid", "true");
});

test("a duplicate registration shows the destructive 'Registration failed' toast", async ({ page, request }) => {
  const existing = await registerApi(request);
  await page.goto("/register");
  await page.getByPlaceholder("Choose a username").fill(existing.username);
  await page.getByPlaceholder("Your email address").fill(`other.${existing.email}`);
  await page.getByPlaceholder("Choose a password").fill(PASSWORD);
  await page.getByPlaceholder("Confirm your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Registration failed");
  await expect(toast).toContainText("That username is already taken");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
});

test("a wrong password shows 'Login failed' with the server message", async ({ page }) => {
  await signInUi(page, "nobody-at-all", "wrong-password");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Login failed");
  await expect(toast).toContainText("Invalid username/email or password");
  await expect(page).toHaveURL(/\/auth$/);
});

test("verify-email without a token, and with a used token, shows the error state", async ({ page, request }) => {
  await page.goto("/verify-email");
  await expect(page.getByRole("heading", { name: "Verification Failed" })).toBeVisible();
  await expect(page.getByText("Invalid verification link")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Dashboard" })).toHaveAttribute("href", "/home");

  const user = await registerApi(request);
  const path = lastVerificationLink(user.email).replace(/^http:\/\/[^/]+/, "");
  await request.get(path.replace("/verify-email", "/api/verify-email"));
  await page.goto(path);
  await expect(page.getByText("This verification link has already been used.")).toBeVisible();
});

test("guards: signed-out visitors go to /auth; unknown paths show the 404 screen", async ({ page }) => {
  for (const path of ["/home", "/journal", "/progress", "/erp-session", "/profile", "/settings", "/support", "/onboarding", "/admin", "/admin/users/x"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
  }
  await page.goto("/definitely/not/here");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("a page path whose percent-escapes do not decode is the 404 screen, not a server error", async ({ page }) => {
  await readyUser(page.request, "escape");
  for (const path of ["/journal/%E0%A4%A", "/definitely/%zz"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the start page" })).toBeVisible();
  }
});

test("guards: an incomplete user is sent to /onboarding, a non-admin away from /admin", async ({ page }) => {
  const user = await registerApi(page.request);
  for (const path of ["/", "/auth", "/register", "/home", "/journal", "/settings"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/onboarding$/);
  }
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/(home|onboarding)$/);
  expect(user.username).toBeTruthy();
});

test("a failed session check after login shows 'Login Error'", async ({ page, playwright }) => {
  const setup = await playwright.request.newContext();
  const user = await registerApi(setup);
  await page.route("**/api/user", (route) => route.fulfill({ status: 500, body: JSON.stringify({ message: "Something went wrong. Please try again." }) }));
  await signInUi(page, user.username, PASSWORD);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Login Error");
  await expect(toast).toContainText("Please try logging in again");
  await expect(page).toHaveURL(/\/auth$/);
});
