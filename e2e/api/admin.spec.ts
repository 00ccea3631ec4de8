// Admin API over HTTP (docs/spec.md §6, §7): 401 without a session, 403 for non-admins, search and filter,
// role changes visible on the target's very next request.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ORIGIN } from "../helpers";
import { adminApi, markedUsers, marker, newApiContext } from "../admin-helpers";

const listUrl = "/api/admin/users";
const patchBody = (role: "user" | "admin", isActive = true) => ({ data: { role, isActive }, headers: ORIGIN });

test("an unauthenticated caller gets 401 on every admin endpoint", async ({ playwright }) => {
  const anon = await newApiContext(playwright);
  expect((await anon.get(listUrl)).status()).toBe(401);
  expect((await anon.get(`${listUrl}?query=a&status=verified`)).status()).toBe(401);
  expect((await anon.patch(`${listUrl}/${randomUUID()}`, patchBody("admin"))).status()).toBe(401);
});

test("a non-admin gets 403 on every admin endpoint and cannot open admin screens", async ({ playwright }) => {
  const { verified, unverified } = await markedUsers(playwright, marker("na"));
  for (const who of [verified, unverified]) {
    const res = await who.ctx.get(`${listUrl}?status=unverified`);
    expect(res.status()).toBe(403);
    expect(await res.text()).not.toContain("@example.test");
  }
  const me = await (await verified.ctx.get("/api/user")).json();
  expect((await verified.ctx.patch(`${listUrl}/${me.id}`, patchBody("admin"))).status()).toBe(403);
  const other = await (await unverified.ctx.get("/api/user")).json();
  expect((await verified.ctx.patch(`${listUrl}/${other.id}`, patchBody("admin"))).status()).toBe(403);
  expect((await (await verified.ctx.get("/api/user")).json()).role).toBe("user");
  // Another user's detail screen sends a non-admin home, with none of that user's data.
  const page = await verified.ctx.get(`/admin/users/${other.id}`, { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toMatch(/\/home$/);
});

test("search is case-insensitive on username and e-mail, newest first, filtered by status, with counts", async ({ playwright }) => {
  const admin = await adminApi(playwright);
  const m = marker("srch");
  const { verified, unverified } = await markedUsers(playwright, m);

  const res = await admin.get(`${listUrl}?query=${m.toUpperCase()}`);
  expect(res.status()).toBe(200);
  const users = await res.json();
  expect(users.map((u: { username: string }) => u.username)).toEqual([unverified.username, verified.username]);
  expect(Object.keys(users[0]).sort()).toEqual(["attention", "createdAt", "email", "emailVerified", "id", "lastActiveAt", "role", "username"]);
  expect(res.headers()["x-total-count"]).toBe("2");
  expect(res.headers()["x-verified-count"]).toBe("1");
  expect(res.headers()["x-unverified-count"]).toBe("1");

  const byEmail = await (await admin.get(`${listUrl}?query=${encodeURIComponent(verified.email.split("@")[0]!.toUpperCase())}`)).json();
  expect(byEmail.map((u: { email: string }) => u.email)).toEqual([verified.email]);

  const onlyUnverified = await (await admin.get(`${listUrl}?query=${m}&status=unverified`)).json();
  expect(onlyUnverified.map((u: { username: string; emailVerified: boolean }) => [u.username, u.emailVerified])).toEqual([
    [unverified.username, false],
  ]);
  const onlyVerified = await (await admin.get(`${listUrl}?query=${m}&status=verified`)).json();
  expect(onlyVerified.map((u: { username: string }) => u.username)).toEqual([verified.username]);

  const paged = await admin.get(`${listUrl}?query=${m}&limit=1&page=2`);
  expect((await paged.json()).map((u: { username: string }) => u.username)).toEqual([verified.username]);
  expect(paged.headers()["link"]).toContain('rel="prev"');

  // Like every list of §7, by cursor too (decision 058): X-Next-Cursor, then the page after it.
  const first = await admin.get(`${listUrl}?query=${m}&limit=1`);
  const cursor = first.headers()["x-next-cursor"];
  expect(cursor).toBeTruthy();
  expect((await first.json()).map((u: { username: string }) => u.username)).toEqual([unverified.username]);
  const second = await admin.get(`${listUrl}?query=${m}&limit=1&cursor=${cursor}`);
  expect((await second.json()).map((u: { username: string }) => u.username)).toEqual([verified.username]);
  expect(second.headers()["x-next-cursor"]).toBeUndefined();
  expect(second.headers()["link"]).toBeUndefined();
  expect((await admin.get(`${listUrl}?cursor=not-a-cursor`)).status()).toBe(400);

  expect((await admin.get(`${listUrl}?status=pending`)).status()).toBe(400);
  expect((await admin.get(`${listUrl}?query=${"x".repeat(101)}`)).status()).toBe(400);
});

test("a role change shows on the target's very next request, without signing them out", async ({ playwright }) => {
  const admin = await adminApi(playwright);
  const { verified: target } = await markedUsers(playwright, marker("role"));
  expect((await (await target.ctx.get("/api/user")).json()).role).toBe("user");
  expect((await target.ctx.get(listUrl)).status()).toBe(403);

  const promoted = await admin.patch(`${listUrl}/${target.id}`, patchBody("admin"));
  expect(promoted.status(), await promoted.text()).toBe(200);
  expect(await promoted.json()).toMatchObject({ id: target.id, role: "admin", username: target.username });
  expect((await (await target.ctx.get("/api/user")).json()).role).toBe("admin");
  expect((await target.ctx.get(listUrl)).status()).toBe(200);

  expect((await admin.patch(`${listUrl}/${target.id}`, patchBody("user"))).status()).toBe(200);
  expect((await (await target.ctx.get("/api/user")).json()).role).toBe("user");
  expect((await target.ctx.get(listUrl)).status()).toBe(403);
});

test("role updates are validated: isActive false, unknown role, unknown or malformed id", async ({ playwright }) => {
  const admin = await adminApi(playwright);
  const { verified: target } = await markedUsers(playwright, marker("val"));
  const deactivate = await admin.patch(`${listUrl}/${target.id}`, patchBody("user", false));
  expect(deactivate.status()).toBe(400);
  expect((await deactivate.json()).message).toBe("Deactivating accounts is not supported. Send isActive: true to change the role.");
  expect((await admin.patch(`${listUrl}/${target.id}`, { data: { role: "owner", isActive: true }, headers: ORIGIN })).status()).toBe(400);
  expect((await admin.patch(`${listUrl}/${randomUUID()}`, patchBody("admin"))).status()).toBe(404);
  expect((await admin.patch(`${listUrl}/not-a-uuid`, patchBody("admin"))).status()).toBe(404);
  // Cross-site writes are refused even for an admin session.
  expect((await admin.patch(`${listUrl}/${target.id}`, { data: { role: "admin", isActive: true }, headers: { origin: "https://evil.example" } })).status()).toBe(403);
});
