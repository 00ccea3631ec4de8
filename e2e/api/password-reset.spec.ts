// Forgotten passwords over HTTP (decision 023): one 202 answer whether or not the account exists, the
// e-mailed single-use link, the registration rule for the new password, and every session revoked.
import { expect, test } from "@playwright/test";
import { awaitResetLink, ORIGIN, PASSWORD, registerApi, resetLinks, uniqueUser } from "../helpers";

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

test("a reset request answers 202 with the same words for an account and for nobody", async ({ request }) => {
  const user = await registerApi(request, uniqueUser("reset-same"));
  const known = await request.post("/api/password-reset/request", { data: { login: user.username }, headers: ORIGIN });
  const unknown = await request.post("/api/password-reset/request", { data: { login: "no-such-person-anywhere" }, headers: ORIGIN });
  const unknownMail = await request.post("/api/password-reset/request", { data: { login: "nobody@example.test" }, headers: ORIGIN });
  expect([known.status(), unknown.status(), unknownMail.status()]).toEqual([202, 202, 202]);
  const bodies = await Promise.all([known.json(), unknown.json(), unknownMail.json()]);
  expect(bodies[0]).toEqual({ message: expect.stringContaining("If an account matches") });
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[2]).toEqual(bodies[0]);
  const link = await awaitResetLink(user.email);
  expect(link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  expect(resetLinks("nobody@example.test")).toEqual([]);
  // An empty login is a bad request, not an account question.
  expect((await request.post("/api/password-reset/request", { data: { login: "  " }, headers: ORIGIN })).status()).toBe(400);
});

test("the link sets a new password once, after which every session is signed out", async ({ playwright, baseURL }) => {
  const phone = await playwright.request.newContext({ baseURL });
  const laptop = await playwright.request.newContext({ baseURL });
  const user = await registerApi(phone, uniqueUser("reset-api"));
  expect((await laptop.post("/api/login", { data: { login: user.email, password: PASSWORD }, headers: ORIGIN })).status()).toBe(200);
  expect((await laptop.get("/api/user")).status()).toBe(200);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.post("/api/password-reset/request", { data: { login: user.email.toUpperCase() }, headers: ORIGIN })).status()).toBe(202);
  const token = tokenOf(await awaitResetLink(user.email));

  const short = await anonymous.post("/api/password-reset", { data: { token, password: "12345" }, headers: ORIGIN });
  expect(short.status()).toBe(400);
  expect((await short.json()).message).toContain("Password must be at least 6 characters");
  const bogus = await anonymous.post("/api/password-reset", { data: { token: "x".repeat(43), password: "a fine new password" }, headers: ORIGIN });
  expect(bogus.status()).toBe(400);
  expect((await bogus.json()).message).toBe("This reset link is not valid. Please ask for a new one.");

  const done = await anonymous.post("/api/password-reset", { data: { token, password: "a fine new password" }, headers: ORIGIN });
  expect(done.status()).toBe(200);
  expect(await done.json()).toEqual({ redirect: "/auth" });

  // Both earlier sessions are over; the old password is refused, the new one works.
  expect((await phone.get("/api/user")).status()).toBe(401);
  expect((await laptop.get("/api/user")).status()).toBe(401);
  expect((await laptop.post("/api/login", { data: { login: user.email, password: PASSWORD }, headers: ORIGIN })).status()).toBe(401);
  expect((await laptop.post("/api/login", { data: { login: user.username, password: "a fine new password" }, headers: ORIGIN })).status()).toBe(200);

  const reused = await anonymous.post("/api/password-reset", { data: { token, password: "another new password" }, headers: ORIGIN });
  expect(reused.status()).toBe(400);
  expect((await reused.json()).message).toBe("This reset link has already been used. Please ask for a new one if you need to.");
  await Promise.all([phone.dispose(), laptop.dispose(), anonymous.dispose()]);
});

test("an account gets at most three reset e-mails an hour, while every request still answers 202", async ({ request }) => {
  const user = await registerApi(request, uniqueUser("reset-limit"));
  for (let i = 0; i < 5; i++) {
    expect((await request.post("/api/password-reset/request", { data: { login: user.username }, headers: ORIGIN })).status()).toBe(202);
  }
  await awaitResetLink(user.email, 3);
  // One more request afterwards is answered, and its work done, once the earlier ones are: still three.
  const marker = await registerApi(request, uniqueUser("reset-marker"));
  await request.post("/api/password-reset/request", { data: { login: marker.username }, headers: ORIGIN });
  await awaitResetLink(marker.email);
  expect(resetLinks(user.email)).toHaveLength(3);
});
