// The main navigation (decision 024): Home, ERP session, Ladder, Journal, Log and Progress in the header on wide
// screens, a bottom bar on phones, User Management for admins, the current page marked, and the
// spec's header (logo, avatar menu, "Need help now?") as it was, at every width.
import { expect, test, type Page } from "@playwright/test";
import { adminApi } from "./admin-helpers";
import { readyUser, registerApi, shareSession, snap, uniqueUser } from "./helpers";

const USER_ITEMS = ["Home", "ERP session", "Ladder", "Journal", "Log", "Progress"];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("desktop: the header holds the navigation and marks the current page", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await readyUser(request, "nav-desktop");
  await shareSession(request, page);
  await page.goto("/home");
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(USER_ITEMS);
  // Inside the fixed header, beside the logo.
  expect(await nav.evaluate((el) => el.closest("header") !== null)).toBe(true);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "User Management" })).toHaveCount(0);
  await snap(page, "nav-home");

  await nav.getByRole("link", { name: "Journal" }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(nav.getByRole("link", { name: "Journal" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  await nav.getByRole("link", { name: "Progress" }).click();
  await expect(page.getByRole("heading", { name: "Your Progress" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Progress" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "ERP session", exact: true }).click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
  await expect(nav.getByRole("link", { name: "ERP session", exact: true })).toHaveAttribute("aria-current", "page");

  // The spec's header elements are unchanged.
  await expect(page.getByRole("link", { name: "ERP Companion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Need help now?" })).toBeVisible();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await expect(page.getByRole("menu").getByRole("menuitem")).toHaveText(["Profile", "Account Settings", "Help & Support", "Sign out"]);
});

test("phones: a bottom bar with the same items; the header keeps logo, help link and avatar", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await readyUser(request, "nav-phone");
  await shareSession(request, page);
  await page.goto("/journal");
  const nav = mainNav(page);
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole("link")).toHaveText(USER_ITEMS);
  expect(await nav.evaluate((el) => el.closest("header") === null)).toBe(true);
  const bar = (await nav.boundingBox())!;
  expect(bar.y + bar.height).toBeCloseTo(844, 0);
  await expect(nav.getByRole("link", { name: "Journal" })).toHaveAttribute("aria-current", "page");
  await snap(page, "nav-phone-journal");

  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  // The last card of the page can be scrolled above the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastCard = (await page.getByRole("heading", { name: "Recent Progress" }).boundingBox())!;
  expect(lastCard.y + lastCard.height).toBeLessThan(bar.y);
});

test("admins also get User Management, marked on the admin screens", async ({ page, playwright }) => {
  const admin = await adminApi(playwright);
  await shareSession(admin, page);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin");
    const nav = mainNav(page);
    // On the phone's bar the seventh item reads 'Admin' and is named 'Admin: User Management'.
    await expect(nav.getByRole("link")).toHaveText([...USER_ITEMS, width < 1024 ? "Admin: User Management" : "User Management"]);
    await expect(nav.getByRole("link", { name: "User Management" })).toHaveAttribute("aria-current", "page");
    // Every label fits its place: none is cut off or runs into its neighbour.
    const overflowing = await nav.getByRole("link").evaluateAll((links) => links.filter((a) => a.scrollWidth > a.clientWidth + 1).map((a) => a.textContent));
    expect(overflowing, `${width}px`).toEqual([]);
  }
  await snap(page, "nav-admin");
  await admin.dispose();
});

test("no navigation during onboarding, where every destination would lead back to it", async ({ page, request }) => {
  await registerApi(request, uniqueUser("nav-onboarding"));
  await shareSession(request, page);
  await page.goto("/onboarding");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Need help now?" })).toBeVisible();
});

test("'Need help now?' stays visible and inside the screen at every width", async ({ page, request }) => {
  await readyUser(request, "nav-widths");
  await shareSession(request, page);
  for (const width of [320, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/progress");
    const help = page.getByRole("link", { name: "Need help now?" });
    await expect(help, `${width}px`).toBeVisible();
    const box = (await help.boundingBox())!;
    expect(box.x, `${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${width}px`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `${width}px`).toBeLessThanOrEqual(64);
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);
    // Not covered: the topmost element at its centre is the link itself.
    expect(await help.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }), `${width}px`).toBe(true);
  }
});
