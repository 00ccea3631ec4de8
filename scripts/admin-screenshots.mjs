// Screenshots of the admin list and each detail tab at 1280px and 390px, for looking at (not a test).
// Run against a seeded server: `node scripts/admin-screenshots.mjs http://127.0.0.1:4164`.
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:4164";
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--headless", "--no-sandbox", "--disable-gpu"] });
for (const [label, width] of [["desktop", 1280], ["mobile", 390]]) {
  const page = await (await browser.newContext({ baseURL: base, viewport: { width, height: 900 } })).newPage();
  await page.goto("/auth");
  await page.getByLabel("Username or Email").fill("lena.ortiz@example.com");
  await page.getByLabel("Password").fill("clinic-review-lena");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/home$/);
  await page.goto("/admin");
  await page.screenshot({ path: `screenshots/admin-list-${label}.png`, fullPage: label === "desktop" });
  await page.getByPlaceholder("Search users...").fill("maya");
  await page.getByRole("status").filter({ hasText: "of 1 user" }).waitFor();
  await page.screenshot({ path: `screenshots/admin-search-${label}.png` });
  await page.getByRole("link", { name: /View Details/ }).first().click();
  await page.waitForURL(/\/admin\/users\//);
  for (const tab of ["ERP Sessions", "Thought Logs", "Profile Data"]) {
    await page.getByRole("tab", { name: tab }).click();
    await page.screenshot({ path: `screenshots/admin-detail-${tab.split(" ")[0].toLowerCase()}-${label}.png`, fullPage: true });
  }
}
await browser.close();
