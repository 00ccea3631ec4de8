// Thought-log API over HTTP: the owner writes and reads, another user gets 403, an admin may read and write.
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { ORIGIN, readyUser } from "../helpers";

test("owner logs and reads thoughts; another user is refused with 403; an admin may read and write, on the record", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const userA = await readyUser(a, "thinker");
  await readyUser(b, "other");

  // Nothing logged yet: the latest is null, calmly, not an error.
  const none = await a.get(`/api/thought-logs/${userA.id}/latest`);
  expect(none.status()).toBe(200);
  expect(await none.json()).toBeNull();

  const created = await a.post("/api/thought-logs", { data: { userId: userA.id, thought: "  Did I lock the front door?  " }, headers: ORIGIN });
  expect(created.status()).toBe(201);
  const log = await created.json();
  expect(log).toMatchObject({ userId: userA.id, thought: "Did I lock the front door?" });
  expect(Object.keys(log.aiResponse)).toEqual(
    expect.arrayContaining(["cognitive_distortion", "distortion_type", "reframe", "coping_strategy", "reframed_thought"]),
  );

  const list = await a.get(`/api/thought-logs/${userA.id}`);
  expect((await list.json()).map((l: { id: string }) => l.id)).toEqual([log.id]);
  expect((await (await a.get(`/api/thought-logs/${userA.id}/latest`)).json()).id).toBe(log.id);

  for (const path of [`/api/thought-logs/${userA.id}`, `/api/thought-logs/${userA.id}/latest`]) {
    expect((await b.get(path)).status()).toBe(403);
  }
  const forged = await b.post("/api/thought-logs", { data: { userId: userA.id, thought: "not mine" }, headers: ORIGIN });
  expect(forged.status()).toBe(403);

  const login = await admin.post("/api/login", { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: ORIGIN });
  expect(login.status()).toBe(200);
  expect((await (await admin.get(`/api/thought-logs/${userA.id}`)).json()).map((l: { id: string }) => l.id)).toEqual([log.id]);

  // An admin may write one for the person too, and the person sees that on their access log.
  const byStaff = await admin.post("/api/thought-logs", { data: { userId: userA.id, thought: "Noted in session: the stove check" }, headers: ORIGIN });
  expect(byStaff.status()).toBe(201);
  expect(await byStaff.json()).toMatchObject({ userId: userA.id, thought: "Noted in session: the stove check" });
  const seen = (await (await a.get(`/api/users/${userA.id}/access-log`)).json()) as { what: string }[];
  expect(seen.map((e) => e.what)).toContain("added an entry to your thought journal");

  await Promise.all([a.dispose(), b.dispose(), admin.dispose()]);
});

test("refuses empty thoughts, signed-out callers and unknown ids", async ({ request, playwright, baseURL }) => {
  const user = await readyUser(request, "validator");
  const empty = await request.post("/api/thought-logs", { data: { userId: user.id, thought: "   " }, headers: ORIGIN });
  expect(empty.status()).toBe(400);
  const tooLong = await request.post("/api/thought-logs", { data: { userId: user.id, thought: "a".repeat(2001) }, headers: ORIGIN });
  expect(tooLong.status()).toBe(400);
  expect((await request.get("/api/thought-logs/not-a-uuid")).status()).toBe(404);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(`/api/thought-logs/${user.id}`)).status()).toBe(401);
  await anonymous.dispose();
});
