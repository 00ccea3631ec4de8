// Help & Support: the contacts from configuration (SUPPORT_EMAIL, SUPPORT_URL), plain words when none is
// set up, FAQ answers that expand, and the favicon, icons and manifest that let the app be added to a
// home screen. A second server (its own port and in-memory database) shows the configured contacts.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { readyUser, shareSession, snap, uniqueUser } from "./helpers";

test("without configured contacts the cards say so plainly, and the FAQ answers expand", async ({ page, request }) => {
  await readyUser(request, "support");
  await shareSession(request, page);
  await page.goto("/support");
  await expect(page.getByText("No support email address has been set up for this service yet.")).toBeVisible();
  await expect(page.getByTestId("no-live-chat")).toHaveText("There is no live chat for this service. If someone gave you access to the app, please ask them for help.");
  await expect(page.locator("a[href^='mailto:']")).toHaveCount(0);

  const question = page.getByText("What if a session feels too hard?");
  const answer = page.getByText("Choose a smaller trigger or a shorter duration next time.");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await snap(page, "support-unconfigured");
  await question.click();
  await expect(answer).toBeHidden();
  // By keyboard too.
  await page.getByText("Does this replace therapy?").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("It is a companion for practising between appointments.")).toBeVisible();
});

test("a favicon, app icons and a web app manifest", async ({ page, request }) => {
  await page.goto("/auth");
  const manifestHref = await page.locator("link[rel='manifest']").getAttribute("href");
  expect(manifestHref).toBe("/manifest.webmanifest");
  await expect(page.locator("link[rel='icon'][href^='/favicon.ico']")).toHaveCount(1);
  await expect(page.locator("link[rel='icon'][type='image/png']")).toHaveCount(1);
  await expect(page.locator("link[rel='apple-touch-icon']")).toHaveCount(1);

  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ name: "ERP Companion", start_url: "/home", display: "standalone", theme_color: "#0f766e" });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  const hrefs = [
    ...manifest.icons.map((i: { src: string }) => i.src),
    await page.locator("link[rel='icon'][type='image/png']").getAttribute("href"),
    await page.locator("link[rel='apple-touch-icon']").getAttribute("href"),
  ];
  for (const href of hrefs) {
    const res = await request.get(href!);
    expect(res.status(), href!).toBe(200);
    expect(res.headers()["content-type"], href!).toBe("image/png");
    expect((await res.body()).subarray(1, 4).toString(), href!).toBe("PNG");
  }
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test.describe("with SUPPORT_EMAIL and SUPPORT_URL configured", () => {
  // +1 is the client-address spec's, +2 and +3 the Vercel specs'.
  const PORT = Number(new URL(E2E_BASE_URL).port) + 4;
  const BASE = `http://127.0.0.1:${PORT}`;
  let server: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(PORT)], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        AUTH_SECRET: "e2e-support-secret-0123456789abcdef",
        APP_URL: BASE,
        PGLITE_DIR: "memory://",
        MAIL_OUTBOX_FILE: ".data/e2e/outbox-support.jsonl",
        SUPPORT_EMAIL: "help@clinic.example",
        SUPPORT_URL: "https://clinic.example/chat",
        DATABASE_URL: "",
        ANTHROPIC_API_KEY: "",
        RESEND_API_KEY: "",
        ADMIN_USERNAME: "",
        LOG_SILENT: "1",
      },
      stdio: "ignore",
    });
    for (let i = 0; ; i++) {
      const up = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
      if (up) break;
      if (i > 200) throw new Error("the second server did not start");
      await new Promise((r) => setTimeout(r, 300));
    }
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("the cards show the configured address and chat", async ({ playwright, browser }) => {
    const api = await playwright.request.newContext({ baseURL: BASE });
    const res = await api.post("/api/register", { data: uniqueUser("support-configured"), headers: { origin: BASE } });
    expect(res.status()).toBe(201);
    const context = await browser.newContext({ baseURL: BASE });
    await context.addCookies((await api.storageState()).cookies);
    const page = await context.newPage();
    // /support is a signed-in screen that needs a complete profile: onboard first.
    await api.patch(`/api/users/${(await (await api.get("/api/user")).json()).id}/onboarding`, {
      data: { ocdType: "checking", primaryTriggers: ["doors_locks"], commonCompulsions: [], anxietySeverity: 4, readinessLevel: "easy", interferenceLevel: "occasionally", avoidanceLevel: "low" },
      headers: { origin: BASE },
    });
    await page.goto("/support");
    await expect(page.getByRole("link", { name: "help@clinic.example" })).toHaveAttribute("href", "mailto:help@clinic.example");
    await expect(page.getByRole("link", { name: /Open live chat/ })).toHaveAttribute("href", "https://clinic.example/chat");
    await expect(page.getByTestId("no-live-chat")).toHaveCount(0);
    await snap(page, "support-configured");
    await Promise.all([api.dispose(), context.close()]);
  });
});
