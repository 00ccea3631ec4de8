// Production on Vercel (VERCEL=1 VERCEL_ENV=production) shows none of a preview's additions, even with
// the preview-only variables set: `vercel-build`'s steps seed no demo data, no banner, no demo
// accounts (nor their passwords in any script), no noindex, no report link, and mail goes out.
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "../../playwright.config";
import { createDatabase, logEvents, query, runVercelBuildSteps, scriptsOf, startServer, type Server } from "./deployment";

test.describe.configure({ mode: "serial" });

const PORT = Number(new URL(E2E_BASE_URL).port) + 3;
const OUTBOX = ".data/e2e/outbox-production.jsonl";
// The demo accounts of docs/demo-accounts.md (lib/server/demo/accounts.ts, which a test cannot import).
const DEMO_USERNAMES = ["Maya Chen", "Sam Rivera", "Dr Lena Ortiz"];
const DEMO_PASSWORDS = ["calm-harbour-maya", "first-steps-sam", "clinic-review-lena"];

let database: Awaited<ReturnType<typeof createDatabase>>;
let server: Server;
let buildOutput: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createDatabase("erp_e2e_production");
  buildOutput = await runVercelBuildSteps({ VERCEL: "1", VERCEL_ENV: "production", DATABASE_URL: database.url, NODE_ENV: "production", AUTH_SECRET: "e2e-production-secret-0123456789abcdefg", LOG_SILENT: "1" });
  server = await startServer(PORT, {
    VERCEL: "1",
    VERCEL_ENV: "production",
    VERCEL_GIT_COMMIT_SHA: "4f9c2d7e1b3a5c6d8e0f21436587a9bcdef01234",
    // Set by mistake for production too: they must change nothing there.
    REVIEW_FEEDBACK_URL: "https://feedback.example.test/new?path={path}",
    PREVIEW_MAIL_ALLOWLIST: "reviewer@clinic.example.test",
    DATABASE_URL: database.url,
    AUTH_SECRET: "e2e-production-secret-0123456789abcdefg",
    MAIL_OUTBOX_FILE: OUTBOX,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test("vercel-build migrates production's database and seeds no demo account", async () => {
  expect(buildOutput).toContain("Migrations are up to date.");
  expect(buildOutput).toContain("Not a preview deployment (VERCEL_ENV=production): no demo data seeded.");
  const tables = await query(database.url, `SELECT 1 FROM information_schema.tables WHERE table_name = 'User'`);
  expect(tables).toHaveLength(1);
  expect(await query(database.url, `SELECT username FROM "User"`)).toEqual([]);
});

test("no banner, no demo accounts (in the page or any script it loads), no report link, no noindex", async ({ request }) => {
  const res = await request.get(`${server.base}/auth`);
  const html = await res.text();
  expect(html).toContain("Sign into your account");
  for (const text of ["Preview — demo data", "Demo accounts", "Report a problem with this screen", "feedback.example.test", ...DEMO_USERNAMES, ...DEMO_PASSWORDS]) {
    expect(html, text).not.toContain(text);
  }
  const scripts = await scriptsOf(server.base, html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) for (const secret of DEMO_PASSWORDS) expect(script).not.toContain(secret);

  const chunk = /<script[^>]*\ssrc="([^"]+)"/.exec(html)![1]!;
  for (const path of ["/auth", "/api/health", "/api/user", "/api/deployment", chunk, "/no/such/page"]) {
    const r = await request.get(server.base + path);
    expect(r.headers()["x-robots-tag"], path).toBeUndefined();
  }
  expect(await (await request.get(`${server.base}/api/deployment`)).json()).toEqual({ preview: false });
});

test("a signed-in page has no banner either, and mail reaches any address", async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { origin: server.base } });
  const id = randomUUID().slice(0, 8);
  const person = { username: `patient ${id}`, email: `patient.${id}@example.test`, password: "calm-waters-42" };
  expect((await api.post("/api/register", { data: person })).status()).toBe(201);
  const mails = existsSync(OUTBOX) ? readFileSync(OUTBOX, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { to: string }) : [];
  expect(mails.filter((m) => m.to === person.email)).toHaveLength(1);
  expect(logEvents(server, "mail.held")).toEqual([]);

  const context = await browser.newContext({ baseURL: server.base });
  await context.addCookies((await api.storageState()).cookies);
  const page = await context.newPage();
  await page.goto("/onboarding");
  await expect(page.getByRole("link", { name: "Need help now?" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Preview deployment" })).toHaveCount(0);
  await expect(page.getByText("Preview — demo data")).toHaveCount(0);
  await context.close();
  await api.dispose();
});
