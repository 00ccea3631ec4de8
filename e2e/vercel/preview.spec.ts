// A pull request's preview on Vercel, as reviewers meet it: the app built and started with VERCEL=1
// VERCEL_ENV=preview (scripts/build-preview.mjs builds it into .next-preview), on a throwaway PostgreSQL
// database that `vercel-build`'s steps migrated and seeded — twice at once, as two builds sharing one
// database would. Decision 055, 057.
import { existsSync, readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { E2E_BASE_URL } from "../../playwright.config";
import { startTcpProxy, type TcpProxy } from "../../tests/tcp-proxy";
import { snap } from "../helpers";
import { createDatabase, logEvents, query, runVercelBuildSteps, startServer, type Server } from "./deployment";

test.describe.configure({ mode: "serial" });

const PORT = Number(new URL(E2E_BASE_URL).port) + 2;
const COMMIT = "4f9c2d7e1b3a5c6d8e0f21436587a9bcdef01234";
const FEEDBACK = "https://feedback.example.test/new?title=Preview%20feedback&body=Screen%3A%20{path}%0ACommit%3A%20{commit}";
const ALLOWED = "reviewer@clinic.example.test";
const OUTBOX = ".data/e2e/outbox-preview.jsonl";

let database: Awaited<ReturnType<typeof createDatabase>>;
let proxy: TcpProxy;
let server: Server;
let buildOutput: string[];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!existsSync(".next-preview/BUILD_ID")) throw new Error("no preview build: run `npm run test:e2e` (it builds one) or `npm test`");
  database = await createDatabase("erp_e2e_preview");
  const build = { VERCEL: "1", VERCEL_ENV: "preview", DATABASE_URL: database.url, NODE_ENV: "production", AUTH_SECRET: "e2e-preview-secret-0123456789abcdefghij", LOG_SILENT: "1" };
  // Two preview builds at once on one database.
  buildOutput = await Promise.all([runVercelBuildSteps(build), runVercelBuildSteps(build)]);
  // The server reaches the database through a proxy the last test cuts, to show the error page.
  const url = new URL(database.url);
  proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
  url.port = String(proxy.port);
  server = await startServer(PORT, {
    NEXT_DIST_DIR: ".next-preview",
    VERCEL: "1",
    VERCEL_ENV: "preview",
    VERCEL_GIT_COMMIT_SHA: COMMIT,
    REVIEW_FEEDBACK_URL: FEEDBACK,
    PREVIEW_MAIL_ALLOWLIST: `${ALLOWED}, @team.example.test`,
    DATABASE_URL: url.toString(),
    AUTH_SECRET: "e2e-preview-secret-0123456789abcdefghij",
    MAIL_OUTBOX_FILE: OUTBOX,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await database?.drop();
});

const outbox = () =>
  existsSync(OUTBOX) ? readFileSync(OUTBOX, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { to: string; text: string }) : [];

/** The banner sits below the fixed header, and the help link is the element actually under its centre. */
async function expectHelpLinkUncovered(page: Page) {
  const help = page.getByRole("link", { name: "Need help now?" });
  await expect(help).toBeVisible();
  const banner = page.getByRole("complementary", { name: "Preview deployment" });
  const [h, b, header] = [await help.boundingBox(), await banner.boundingBox(), await page.locator("header").first().boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(h!.y + h!.height <= b!.y || b!.y + b!.height <= h!.y).toBe(true);
  const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.textContent, [h!.x + h!.width / 2, h!.y + h!.height / 2]);
  expect(onTop).toBe("Need help now?");
}

test("vercel-build migrated and seeded the preview's database once, though two builds ran it at once", async () => {
  for (const out of buildOutput) expect(out).toContain("Demo accounts (sign in with the username or e-mail)");
  const rows = await query<{ username: string; role: string; sessions: number; thoughts: number }>(
    database.url,
    `SELECT u.username, u.role::text, (SELECT count(*)::int FROM "ErpSession" e WHERE e."userId" = u.id) AS sessions,
            (SELECT count(*)::int FROM "ThoughtLog" t WHERE t."userId" = u.id) AS thoughts
       FROM "User" u ORDER BY u.username`,
  );
  expect(rows).toEqual([
    { username: "Dr Lena Ortiz", role: "admin", sessions: 0, thoughts: 0 },
    { username: "Maya Chen", role: "user", sessions: 10, thoughts: 8 },
    { username: "Sam Rivera", role: "user", sessions: 0, thoughts: 0 },
  ]);
});

test("every answer says noindex: pages, API answers, static files and the not-found page", async ({ request }) => {
  const page = await request.get(`${server.base}/auth`);
  const chunk = /<script[^>]*\ssrc="([^"]+)"/.exec(await page.text())![1]!;
  for (const path of ["/auth", "/api/health", "/api/user", "/api/deployment", chunk, "/no/such/page", "/api/no-such-route"]) {
    const res = await request.get(server.base + path);
    expect(res.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  expect(await (await request.get(`${server.base}/api/deployment`)).json()).toEqual({ preview: true, feedbackUrl: FEEDBACK, commit: COMMIT });
});

for (const width of [1280, 390]) {
  test(`at ${width}px: the banner and the demo accounts with their roles; signing in as Maya shows her history; the help link stays clear`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.base, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto("/auth");
    await expect(page.getByRole("complementary", { name: "Preview deployment" })).toContainText("Preview — demo data");
    const demo = page.getByRole("region", { name: "Demo accounts" });
    for (const [name, role, password] of [
      ["Maya Chen", "Patient mid-treatment · Role: User", "calm-harbour-maya"],
      ["Sam Rivera", "New patient (not yet verified or onboarded) · Role: User", "first-steps-sam"],
      ["Dr Lena Ortiz", "Clinician (admin) · Role: Admin", "clinic-review-lena"],
    ]) {
      const item = demo.getByRole("listitem").filter({ hasText: name! });
      await expect(item).toContainText(role!);
      await expect(item).toContainText(`Password: ${password}`);
    }
    await expectNoAxeViolations(page, `/auth on a preview at ${width}px`);
    if (width === 1280) await snap(page, "preview-auth");

    await demo.getByRole("button", { name: "Sign in as Maya Chen" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText("Contamination OCD")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Preview deployment" })).toBeVisible();
    await expectHelpLinkUncovered(page);
    await expectNoAxeViolations(page, `/home on a preview at ${width}px`);
    if (width === 1280) await snap(page, "preview-home");

    await page.goto("/journal");
    await expect(page.getByText("I borrowed a pen at work and only thought about washing once.")).toBeVisible();
    await page.goto("/progress");
    await expect(page.getByText("Touch the kitchen bin lid, then make tea").first()).toBeVisible();
    await expectHelpLinkUncovered(page);
    await context.close();
  });
}

test("'Report a problem with this screen' opens the feedback address with the screen's path and the commit, and follows navigation", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await page.goto("/auth?next=%2Fhome");
  const link = page.getByRole("link", { name: /Report a problem with this screen/ });
  await expect(link).toHaveAttribute("target", "_blank");
  // the path only: a query string can hold a token
  await expect(link).toHaveAttribute("href", `https://feedback.example.test/new?title=Preview%20feedback&body=Screen%3A%20%2Fauth%0ACommit%3A%20${COMMIT}`);
  await page.getByRole("link", { name: "First time here? Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(link).toHaveAttribute("href", new RegExp(`Screen%3A%20%2Fregister%0ACommit%3A%20${COMMIT}$`));
  // The feedback service, offline: the new tab's request is what it would receive.
  const opened: string[] = [];
  await context.route("https://feedback.example.test/**", (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>Feedback</title>" });
  });
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  await expect(popup).toHaveTitle("Feedback");
  expect(opened).toEqual([`https://feedback.example.test/new?title=Preview%20feedback&body=Screen%3A%20%2Fregister%0ACommit%3A%20${COMMIT}`]);
  await context.close();
});

test("no e-mail reaches an address outside PREVIEW_MAIL_ALLOWLIST: it is held and its link logged", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.base, extraHTTPHeaders: { origin: server.base } });
  const id = randomUUID().slice(0, 8);
  const outsider = { username: `outsider ${id}`, email: `outsider.${id}@example.test`, password: "calm-waters-42" };
  expect((await api.post("/api/register", { data: outsider })).status()).toBe(201);
  // the log line is printed before the answer, and reaches this process a moment later
  await expect.poll(() => logEvents(server, "mail.held").filter((e) => e.to === `o…@example.test`).length).toBe(1);
  const held = logEvents(server, "mail.held").filter((e) => e.to === `o…@example.test`);
  expect(held[0]).toMatchObject({ reason: "preview", subject: expect.any(String) });
  expect(String(held[0]!.links)).toMatch(new RegExp(`^${server.base}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
  expect(JSON.stringify(logEvents(server, "mail.held"))).not.toContain(outsider.email);
  expect(outbox().filter((m) => m.to === outsider.email)).toEqual([]);

  for (const [i, email] of [ALLOWED, `lead.${id}@team.example.test`].entries()) {
    const res = await api.post("/api/register", { data: { username: `allowed ${id} ${i}`, email, password: "calm-waters-42" } });
    expect(res.status()).toBe(201);
    expect(outbox().filter((m) => m.to === email)).toHaveLength(1);
  }
  await api.dispose();
});

test("the error page (the database gone) shows the banner too, and recovers", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in as Maya Chen" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await proxy.stop();
  try {
    await page.reload();
    await expect(page.getByRole("heading", { name: "This page could not be loaded" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Preview deployment" })).toContainText("Preview — demo data");
    await expect(page.getByRole("link", { name: /Report a problem with this screen/ })).toHaveAttribute("href", /Screen%3A%20%2Fhome%0A/);
    await snap(page, "preview-error");
  } finally {
    await proxy.start();
  }
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Contamination OCD")).toBeVisible();
  await context.close();
});
