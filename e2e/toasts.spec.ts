// Toasts (decision 024): one at a time, each for its full time (the second waits), at the bottom on
// phones, clear of the header's help link and of the bottom bar, and on desktop clear of the control
// just used.
import { expect, test, type Locator } from "@playwright/test";
import { readyUser, shareSession, snap } from "./helpers";

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

test("'Thought logged successfully' shows for its full time before 'Thought analyzed'", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await readyUser(request, "toast-queue");
  await shareSession(request, page);
  await page.goto("/home");
  await page.getByPlaceholder("Log a thought...").fill("What if I left the door unlocked this morning?");
  await page.keyboard.press("Enter");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Thought logged successfully");
  const shownAt = Date.now();
  await expect(toast).toHaveCount(1);
  await expect(page.getByText("Thought analyzed")).toHaveCount(0);
  await expect(toast).toContainText("Thought analyzed");
  // The first one had its whole 5 seconds (give or take the polling), and was not replaced at once.
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
  await expect(toast).toHaveCount(1);
});

test("on desktop a toast keeps clear of the control just used", async ({ page, request }) => {
  // A short window, scrolled so that the thought box sits at the bottom, where toasts usually go.
  await page.setViewportSize({ width: 1280, height: 640 });
  await readyUser(request, "toast-place");
  await shareSession(request, page);
  await page.goto("/home");
  const box_ = page.getByPlaceholder("Log a thought...");
  await box_.focus();
  await box_.fill("Did I reply to that email in the wrong tone?");
  await box_.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 80));
  const used = await box(box_);
  expect(used.y + used.height).toBeGreaterThan(640 - 120); // the usual bottom-right corner would cover it
  await page.keyboard.press("Enter");
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Thought logged successfully");
  const control = await box(box_);
  const placed = await box(toast);
  expect(overlap(placed, control), JSON.stringify({ placed, control })).toBe(false);
  // Not over the header either.
  expect(placed.y).toBeGreaterThanOrEqual(64);
  await snap(page, "toast-desktop-clear");
});

test("on phones a toast sits at the bottom, above the navigation bar, never over the header", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await readyUser(request, "toast-phone");
  await shareSession(request, page);
  await page.goto("/home");
  await page.getByPlaceholder("Log a thought...").fill("What if the window is still open?");
  await page.getByRole("button", { name: "Submit" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Thought logged successfully");
  const placed = await box(toast);
  const help = await box(page.getByRole("link", { name: "Need help now?" }));
  const bar = await box(page.getByRole("navigation", { name: "Main" }));
  expect(overlap(placed, help)).toBe(false);
  expect(placed.y).toBeGreaterThan(844 / 2);
  expect(placed.y + placed.height).toBeLessThanOrEqual(bar.y + 1);
  await snap(page, "toast-phone");
});
