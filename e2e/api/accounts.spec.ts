// The account endpoints of docs/spec.md §7 over real HTTP: shapes, errors, sessions, verification.
import { expect, test } from "@playwright/test";
import { ORIGIN, PASSWORD, lastVerificationLink, registerApi, uniqueUser } from "../helpers";

test("register answers {redirect}, signs the user in and mails a verification link", async ({ request }) => {
  const user = uniqueUser();
  const res = await request.post("/api/register", { data: user, headers: ORIGIN });
  expect(res.status()).toBe(201);
  expect(await res.json()).toEqual({ redirect: "/onboarding" });
  const me = await (await request.get("/api/user")).json();
  expect(me).toMatchObject({ username: user.username, email: user.email, emailVerified: false, role: "user" });
  expect(me).not.toHaveProperty("passwordHash");
  expect(lastVerificationLink(user.email)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=/);
});

test("a duplicate registration answers 409 with a message", async ({ request }) => {
  const user = await registerApi(request);
  const res = await request.post("/api/register", { data: { ...user, email: `x${user.email}` }, headers: ORIGIN });
  expect(res.status()).toBe(409);
  expect(await res.json()).toEqual({ message: "That username is already taken" });
});

test("login by username and by e-mail in any case; wrong password is 401 {message}", async ({ playwright }) => {
  const setup = await playwright.request.newContext();
  const user = await registerApi(setup);
  for (const login of [user.username, user.email.toUpperCase()]) {
    const ctx = await playwright.request.newContext();
    const res = await ctx.post("/api/login", { data: { login, password: PASSWORD }, headers: ORIGIN });
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(body.redirect).toBe("/onboarding");
    expect(body.user.username).toBe(user.username);
    expect((await ctx.get("/api/user")).status()).toBe(200);
  }
  const wrong = await setup.post("/api/login", { data: { login: user.username, password: "nope-nope" }, headers: ORIGIN });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ message: "Invalid username/email or password" });
});

test("an account is throttled after 5 failures with 429 and Retry-After", async ({ request }) => {
  const user = await registerApi(request);
  for (let i = 0; i < 5; i++) {
    const r = await request.post("/api/login", { data: { login: user.email, password: `bad-${i}` }, headers: ORIGIN });
    expect(r.status()).toBe(401);
  }
  const blocked = await request.post("/api/login", { data: { login: user.email, password: PASSWORD }, headers: ORIGIN });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
});

test("logout revokes the session: the very next request is 401", async ({ playwright }) => {
  const a = await playwright.request.newContext();
  const user = await registerApi(a);
  const copy = await playwright.request.newContext({ storageState: await a.storageState() });
  expect((await copy.get("/api/user")).status()).toBe(200);
  const out = await a.post("/api/logout", { headers: ORIGIN });
  expect(out.status()).toBe(200);
  expect(out.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value)).toEqual([expect.stringMatching(/^authjs\.session-token=; .*Max-Age=0/)]);
  expect((await a.get("/api/user")).status()).toBe(401);
  // a stolen copy of the old cookie is dead too
  expect((await copy.get("/api/user")).status()).toBe(401);
  expect(user.username).toBeTruthy();
});

test("logout without a session answers 200 and sets no cookie", async ({ request }) => {
  const res = await request.post("/api/logout", { headers: ORIGIN });
  expect(res.status()).toBe(200);
  expect(res.headers()["set-cookie"]).toBeUndefined();
});

test("verification link works once; reuse and a bad token give clear 400s", async ({ request }) => {
  const user = await registerApi(request);
  const link = new URL(lastVerificationLink(user.email));
  const api = `/api/verify-email${link.search}`;
  // A mail scanner's HEAD first: it must not use the link up.
  expect((await request.head(api)).status()).toBe(200);
  expect((await (await request.get("/api/user")).json()).emailVerified).toBe(false);
  expect((await request.get(api)).status()).toBe(200);
  const again = await request.get(api);
  expect(again.status()).toBe(400);
  expect((await again.json()).message).toBe("This verification link has already been used.");
  // HEAD answers what GET would: a used, unknown or missing token is not reported as a working link.
  expect((await request.head(api)).status()).toBe(400);
  expect((await request.head("/api/verify-email?token=garbage")).status()).toBe(400);
  expect((await request.head("/api/verify-email")).status()).toBe(400);
  expect((await (await request.get("/api/user")).json()).emailVerified).toBe(true);
  const bad = await request.get("/api/verify-email?token=garbage");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toMatch(/invalid/i);
  expect((await request.get("/api/verify-email")).status()).toBe(400);
});

test("resend verification within 300 s answers 503 {message, retryAfter}", async ({ request }) => {
  const user = await registerApi(request);
  const res = await request.post("/api/resend-verification", { data: { email: user.email }, headers: ORIGIN });
  expect(res.status()).toBe(503);
  const body = await res.json();
  expect(body.retryAfter).toBeGreaterThan(250);
  expect(body.message).toMatch(/^Please wait \d+ minutes before trying again$/);
});

test.describe("bad input is a clear 4xx, never a 500", () => {
  const cases: [string, unknown, number][] = [
    ["/api/register", {}, 400],
    ["/api/register", { username: "a", email: "not-an-email", password: "secret1" }, 400],
    ["/api/register", { username: "a", email: "a@b.co", password: "123" }, 400],
    ["/api/register", { username: "x".repeat(500), email: "a@b.co", password: "secret1" }, 400],
    ["/api/register", [1, 2, 3], 400],
    ["/api/login", { login: "", password: "" }, 400],
    ["/api/login", { login: 42, password: null }, 400],
    ["/api/login", { login: "\u0000\u0001", password: "secret1" }, 400],
    ["/api/register", { username: "nul\u0000byte", email: "a@b.co", password: "secret1" }, 400],
  ];
  for (const [path, data, status] of cases) {
    test(`${path} ${JSON.stringify(data).slice(0, 40)}`, async ({ request }) => {
      const res = await request.post(path, { data: data as object, headers: ORIGIN });
      expect(res.status()).toBe(status);
      const body = await res.json();
      expect(typeof body.message).toBe("string");
      expect(JSON.stringify(body)).not.toMatch(/at .*\.js|stack/i);
    });
  }

  test("malformed JSON, wrong content type and huge bodies", async ({ request }) => {
    const malformed = await request.post("/api/login", { data: "{not json", headers: { ...ORIGIN, "content-type": "application/json" } });
    expect(malformed.status()).toBe(400);
    const text = await request.post("/api/login", { data: "login=a", headers: { ...ORIGIN, "content-type": "application/x-www-form-urlencoded" } });
    expect(text.status()).toBe(415);
    const huge = await request.post("/api/register", { data: { username: "a".repeat(100_000) }, headers: ORIGIN });
    expect(huge.status()).toBe(413);
  });

  test("cross-site writes are refused", async ({ request }) => {
    const res = await request.post("/api/login", {
      data: { login: "a", password: "b" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status()).toBe(403);
  });

  test("unauthenticated reads are 401", async ({ request }) => {
    expect((await request.get("/api/user")).status()).toBe(401);
    expect((await request.post("/api/resend-verification", { data: {}, headers: ORIGIN })).status()).toBe(401);
  });
});

test("two simultaneous registrations of the same account create one", async ({ playwright }) => {
  const user = uniqueUser("double");
  const [one, two] = await Promise.all(
    [0, 1].map(async () => {
      const ctx = await playwright.request.newContext();
      return (await ctx.post("/api/register", { data: user, headers: ORIGIN })).status();
    }),
  );
  expect([one, two].sort()).toEqual([201, 409]);
});

test("passwords up to 128 characters work in full; longer ones are refused clearly", async ({ playwright }) => {
  const long = "p".repeat(127) + "!";
  const ctx = await playwright.request.newContext();
  const user = { ...uniqueUser("longpw"), password: long };
  expect((await ctx.post("/api/register", { data: user, headers: ORIGIN })).status()).toBe(201);
  const fresh = await playwright.request.newContext();
  const truncated = await fresh.post("/api/login", { data: { login: user.username, password: long.slice(0, 72) }, headers: ORIGIN });
  expect(truncated.status()).toBe(401);
  expect((await fresh.post("/api/login", { data: { login: user.username, password: long }, headers: ORIGIN })).status()).toBe(200);
  const tooLong = await fresh.post("/api/register", { data: { ...uniqueUser(), password: "x".repeat(129) }, headers: ORIGIN });
  expect(tooLong.status()).toBe(400);
  expect((await tooLong.json()).message).toBe("Please keep your password to 128 characters or fewer");
});
