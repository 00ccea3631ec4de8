// A person's control over their own entries, over HTTP (decision 025): deleting a thought log (204,
// owner only, the safety event kept), searching the journal on the server, discarding and pausing an
// unfinished ERP session, and ERP sessions only for a verified address.
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { CHECK_IN_THOUGHT, onboardApi, ORIGIN, readyUser, registerApi, uniqueUser } from "../helpers";

const session = (userId: string) => ({ userId, trigger: "Touching public doorknobs", anxietyLevel: 4, duration: 30 });

test("only the owner deletes a thought log (204); an admin and another user get 403; the safety event stays", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const A = await readyUser(a, "delete-a");
  const B = await readyUser(b, "delete-b");
  expect((await admin.post("/api/login", { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: ORIGIN })).status()).toBe(200);

  const plain = await (await a.post("/api/thought-logs", { data: { userId: A.id, thought: "What if the stove is still on?" }, headers: ORIGIN })).json();
  const asked = await (await a.post("/api/thought-logs", { data: { userId: A.id, thought: CHECK_IN_THOUGHT }, headers: ORIGIN })).json();
  expect(asked.checkIn?.id).toBeTruthy();

  expect((await b.delete(`/api/thought-logs/${A.id}/${plain.id}`, { headers: ORIGIN })).status()).toBe(403);
  expect((await b.delete(`/api/thought-logs/${B.id}/${plain.id}`, { headers: ORIGIN })).status()).toBe(404);
  expect((await admin.delete(`/api/thought-logs/${A.id}/${plain.id}`, { headers: ORIGIN })).status()).toBe(403);
  expect((await a.delete(`/api/thought-logs/${A.id}/not-a-uuid`, { headers: ORIGIN })).status()).toBe(404);

  const deleted = await a.delete(`/api/thought-logs/${A.id}/${asked.id}`, { headers: ORIGIN });
  expect(deleted.status()).toBe(204);
  expect(await deleted.text()).toBe("");
  expect((await a.delete(`/api/thought-logs/${A.id}/${asked.id}`, { headers: ORIGIN })).status()).toBe(404);
  const left = await (await a.get(`/api/thought-logs/${A.id}`)).json();
  expect(left.map((l: { id: string }) => l.id)).toEqual([plain.id]);

  // The safety history keeps the check-in, without the deleted log's id.
  const exported = await (await a.get(`/api/users/${A.id}/export`)).json();
  expect(exported.safetyEvents).toEqual([expect.objectContaining({ id: asked.checkIn.id, source: "thought", level: "check_in", thoughtLogId: null })]);
  await Promise.all([a.dispose(), b.dispose(), admin.dispose()]);
});

test("the journal search runs on the server: ?query= keeps the matching thoughts", async ({ request }) => {
  const me = await readyUser(request, "search-api");
  for (const thought of ["What if the front DOOR is open?", "I keep checking the stove", "Did I lock the back door?"]) {
    expect((await request.post("/api/thought-logs", { data: { userId: me.id, thought }, headers: ORIGIN })).status()).toBe(201);
  }
  const found = await (await request.get(`/api/thought-logs/${me.id}?query=door`)).json();
  expect(found.map((l: { thought: string }) => l.thought)).toEqual(["Did I lock the back door?", "What if the front DOOR is open?"]);
  expect(await (await request.get(`/api/thought-logs/${me.id}?query=${encodeURIComponent("100%")}`)).json()).toEqual([]);
  expect(await (await request.get(`/api/thought-logs/${me.id}?query=`)).json()).toHaveLength(3);
  expect((await request.get(`/api/thought-logs/${me.id}?query=${"x".repeat(201)}`)).status()).toBe(400);
});

test("an unfinished session can be discarded by its owner only (204); a finished one answers 409", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const A = await readyUser(a, "discard-a");
  await readyUser(b, "discard-b");
  expect((await admin.post("/api/login", { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: ORIGIN })).status()).toBe(200);
  const open = await (await a.post("/api/erp-sessions", { data: session(A.id), headers: ORIGIN })).json();
  const done = await (await a.post("/api/erp-sessions", { data: session(A.id), headers: ORIGIN })).json();
  await a.patch(`/api/erp-sessions/${done.id}`, { data: { mood: "better" }, headers: ORIGIN });

  expect((await b.delete(`/api/erp-sessions/${open.id}`, { headers: ORIGIN })).status()).toBe(403);
  expect((await admin.delete(`/api/erp-sessions/${open.id}`, { headers: ORIGIN })).status()).toBe(403);
  const finished = await a.delete(`/api/erp-sessions/${done.id}`, { headers: ORIGIN });
  expect(finished.status()).toBe(409);
  expect((await finished.json()).message).toBe("A finished session is part of your progress and cannot be discarded.");
  const discarded = await a.delete(`/api/erp-sessions/${open.id}`, { headers: ORIGIN });
  expect(discarded.status()).toBe(204);
  expect((await a.delete(`/api/erp-sessions/${open.id}`, { headers: ORIGIN })).status()).toBe(404);
  const sessions = await (await a.get(`/api/erp-sessions/${A.id}`)).json();
  expect(sessions.map((s: { id: string }) => s.id)).toEqual([done.id]);
  await Promise.all([a.dispose(), b.dispose(), admin.dispose()]);
});

test("a pause of the exercise is recorded on the server, for the owner's unfinished session only", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const A = await readyUser(a, "pause-a");
  await readyUser(b, "pause-b");
  const { id } = await (await a.post("/api/erp-sessions", { data: session(A.id), headers: ORIGIN })).json();
  expect((await b.patch(`/api/erp-sessions/${id}/pause`, { data: { paused: true }, headers: ORIGIN })).status()).toBe(403);
  expect((await a.patch(`/api/erp-sessions/${id}/pause`, { data: { paused: "yes" }, headers: ORIGIN })).status()).toBe(400);
  const paused = await a.patch(`/api/erp-sessions/${id}/pause`, { data: { paused: true }, headers: ORIGIN });
  expect(await paused.json()).toEqual({ paused: true, pauseCount: 1, pausedSeconds: 0 });
  const resumed = await (await a.patch(`/api/erp-sessions/${id}/pause`, { data: { paused: false }, headers: ORIGIN })).json();
  expect(resumed).toMatchObject({ paused: false, pauseCount: 1 });
  const [listed] = await (await a.get(`/api/erp-sessions/${A.id}`)).json();
  expect(listed).toMatchObject({ id, pauseCount: 1, pausedSeconds: resumed.pausedSeconds });
  await a.patch(`/api/erp-sessions/${id}`, { data: { mood: "same" }, headers: ORIGIN });
  expect((await a.patch(`/api/erp-sessions/${id}/pause`, { data: { paused: true }, headers: ORIGIN })).status()).toBe(409);
  await Promise.all([a.dispose(), b.dispose()]);
});

test("an unverified account gets 403 {message} for a new ERP session, and everything else stays open", async ({ request }) => {
  const user = await registerApi(request, uniqueUser("unverified-erp"));
  const me = await onboardApi(request);
  const refused = await request.post("/api/erp-sessions", { data: session(me.id), headers: ORIGIN });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "ERP sessions need a verified email address. Please open the link we emailed you, or ask for a new one." });
  expect(await (await request.get(`/api/erp-sessions/${me.id}`)).json()).toEqual([]);
  expect((await request.post("/api/thought-logs", { data: { userId: me.id, thought: "What if I forgot something?" }, headers: ORIGIN })).status()).toBe(201);
  expect((await request.get(`/api/users/${me.id}/settings`)).status()).toBe(200);
  expect((await request.get("/api/user")).status()).toBe(200);
  expect(user.email).toContain("unverified");
});

test("a person's own id in upper case names their own records (UUIDs are case-insensitive); another's stays 403", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const A = await readyUser(a, "upper-a");
  const B = await readyUser(b, "upper-b");
  const upper = A.id.toUpperCase();
  expect((await a.get(`/api/users/${upper}`)).status()).toBe(200);
  const logged = await a.post("/api/thought-logs", { data: { userId: upper, thought: "What if I left the tap running?" }, headers: ORIGIN });
  expect(logged.status()).toBe(201);
  expect((await logged.json()).userId).toBe(A.id);
  expect((await a.delete(`/api/thought-logs/${upper}/${(await logged.json()).id.toUpperCase()}`, { headers: ORIGIN })).status()).toBe(204);
  expect((await b.get(`/api/users/${upper}`)).status()).toBe(403);
  expect((await b.get(`/api/users/${B.id.toUpperCase()}/settings`)).status()).toBe(200);
  await Promise.all([a.dispose(), b.dispose()]);
});
