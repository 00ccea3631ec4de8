// One person at the size real use reaches (decision 058), on PostgreSQL: 2,000 thoughts,
// 1,000 ERP sessions and 2,000 compulsion entries. No page and no list answer is over 200 kB, and
// 'Load more' on the journal, progress, the log and the admin detail brings the next page,
// moves focus to its first entry and leaves the screen where it was.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { E2E_BASE_URL } from "../playwright.config";
import { GROWTH, growthTargets, measureSizes, realAnswers, seedHistory, SIZE_LIMIT_BYTES } from "../scripts/growth.mjs";
import { createDatabase, query, startServer, type Server } from "./vercel/deployment";
import { ONBOARDING, snap, uniqueUser } from "./helpers";

test.describe.configure({ mode: "serial" });

const PORT = Number(new URL(E2E_BASE_URL).port) + 5;
const ADMIN = { username: "Growth Admin", email: "growth.admin@example.test", password: "growth-admin-password-1" };

let database: Awaited<ReturnType<typeof createDatabase>>;
let server: Server;
let person: { id: string; cookie: string };
let adminCookie: string;
let seeded: { thoughts: number; sessions: number; compulsions: number };

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

async function post(path: string, body: unknown, cookie = "") {
  return fetch(server.base + path, { method: "POST", headers: { "content-type": "application/json", origin: server.base, cookie }, body: JSON.stringify(body) });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createDatabase("erp_e2e_growth");
  server = await startServer(PORT, {
    DATABASE_URL: database.url,
    AUTH_SECRET: "e2e-growth-secret-0123456789abcdefghij",
    MAIL_OUTBOX_FILE: ".data/e2e/outbox-growth.jsonl",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_SILENT: "1",
  });
  const user = uniqueUser("growth");
  const reg = await post("/api/register", user);
  expect(reg.status).toBe(201);
  const cookie = cookieOf(reg);
  const me = await (await fetch(`${server.base}/api/user`, { headers: { cookie } })).json();
  const onboarded = await fetch(`${server.base}/api/users/${me.id}/onboarding`, {
    method: "PATCH",
    headers: { "content-type": "application/json", origin: server.base, cookie },
    body: JSON.stringify(ONBOARDING),
  });
  expect(onboarded.status).toBe(200);
  person = { id: me.id, cookie };
  const answers = await realAnswers(server.base, person);
  seeded = await seedHistory((sql: string, params: unknown[]) => query(database.url, sql, params), person.id, answers);
  const login = await post("/api/login", { login: ADMIN.username, password: ADMIN.password });
  expect(login.status).toBe(200);
  adminCookie = cookieOf(login);
});

test.afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

test("no page and no list answer is over 200 kB with 2,000 thoughts, 1,000 sessions and 2,000 log entries", async () => {
  expect(seeded).toEqual(GROWTH);
  const sizes = await measureSizes(server.base, growthTargets(person.id), { cookie: person.cookie, adminCookie });
  console.table(sizes);
  for (const s of sizes) {
    expect(s.status, s.what).toBe(200);
    expect(s.kB * 1024, `${s.what}: ${s.kB} kB`).toBeLessThanOrEqual(SIZE_LIMIT_BYTES);
  }
});

test("the journal API pages through all 2,008 thoughts by cursor, the body a plain array", async () => {
  let url: string | null = `/api/thought-logs/${person.id}?limit=50`;
  const ids = new Set<string>();
  let pages = 0;
  while (url) {
    const res: Response = await fetch(server.base + url, { headers: { cookie: person.cookie } });
    const body = (await res.json()) as { id: string }[];
    expect(Array.isArray(body)).toBe(true);
    for (const t of body) ids.add(t.id);
    const link = res.headers.get("link");
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    if (url) expect(url).toContain(`cursor=${res.headers.get("x-next-cursor")}`);
    pages++;
  }
  expect(ids.size).toBe(GROWTH.thoughts + 8); // and the 8 logged through the API
  expect(pages).toBe(Math.ceil(ids.size / 50));
});

async function signedIn(page: Page, cookie: string) {
  const [name, value] = cookie.split("; ").find((c) => c.includes("session-token="))!.split(/=(.*)/s) as [string, string];
  await page.context().addCookies([{ name, value, url: server.base }]);
}

/** Presses 'Load more' by keyboard; the first new entry has focus, and the screen did not move. */
async function loadMoreKeepsPlace(page: Page, button: string, entries: ReturnType<Page["locator"]>, before: number) {
  const more = page.getByRole("button", { name: button });
  await more.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("Enter");
  await expect(entries).toHaveCount(before + 20);
  // Focus is on the first new entry (or its article), ready to read on.
  await expect.poll(() => entries.nth(before).evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByText("20 more", { exact: false })).toBeAttached();
}

test("journal: 20 thoughts, then 'Load more' adds the next 20 and keeps the reader's place", async ({ page }) => {
  await signedIn(page, person.cookie);
  await page.goto(`${server.base}/journal`);
  const entries = page.getByTestId("journal-entry");
  await expect(entries).toHaveCount(20);
  await loadMoreKeepsPlace(page, "Load more thoughts", entries, 20);
  // The newest-first order continues across the pages (entry 21 is older than entry 20).
  const times = await entries.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  expect([...times].sort().reverse()).toEqual(times);
  await loadMoreKeepsPlace(page, "Load more thoughts", entries, 40);
  await expectNoAxeViolations(page);
  await snap(page, "journal-load-more");
});

test("progress: every completed session counted, 20 listed, 'Load more' brings the next", async ({ page }) => {
  await signedIn(page, person.cookie);
  await page.goto(`${server.base}/progress`);
  const completed = GROWTH.sessions - Math.floor(GROWTH.sessions / 7);
  await expect(page.getByText("Sessions completed").locator("..")).toContainText(String(completed));
  const entries = page.getByTestId("erp-session");
  await expect(entries).toHaveCount(20);
  await loadMoreKeepsPlace(page, "Load more sessions", entries, 20);
  await expectNoAxeViolations(page);
  await snap(page, "progress-load-more");
});

test("log: the week's chart counts every entry, the list shows 20 and 'Load more' brings the next", async ({ page }) => {
  await signedIn(page, person.cookie);
  // Last week is a full one (an entry every 3 hours: 56), whatever the weekday today.
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`${server.base}/log?week=${lastWeek}`);
  await expect(page.getByRole("heading", { name: /The week of/ })).toBeVisible();
  const entries = page.getByTestId("log-entries").getByRole("listitem");
  await expect(entries).toHaveCount(20);
  await loadMoreKeepsPlace(page, "Load more entries", entries, 20);
  await expectNoAxeViolations(page);
  await snap(page, "log-load-more");
});

test("admin detail: counts of all, first pages, 'Load more' on the thought logs tab", async ({ page }) => {
  await signedIn(page, adminCookie);
  await page.goto(`${server.base}/admin/users/${person.id}`);
  await expect(page.getByText(`Showing 20 of ${GROWTH.sessions.toLocaleString("en-US")} sessions, newest first.`)).toBeVisible();
  await page.getByRole("tab", { name: "Thought Logs" }).click();
  const panel = page.getByRole("tabpanel", { name: "Thought Logs" });
  const entries = panel.locator("li[data-page-item]");
  await expect(entries).toHaveCount(20);
  await loadMoreKeepsPlace(page, "Load more thought logs", entries, 20);
  await expect(panel.getByText(`Showing 40 of ${(GROWTH.thoughts + 8).toLocaleString("en-US")} thought logs, newest first.`)).toBeVisible();
  // Back on the sessions tab and again here: the loaded pages are still there.
  await page.getByRole("tab", { name: "ERP Sessions" }).click();
  await page.getByRole("tab", { name: "Thought Logs" }).click();
  await expect(entries).toHaveCount(40);
  await expectNoAxeViolations(page);
  await snap(page, "admin-detail-load-more");
});
