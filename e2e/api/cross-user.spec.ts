// The cross-user matrix (OWASP ASVS V4): for every endpoint that takes a user or record id (the
// crossUser routes of ./routes.ts), user B with a valid session is refused user A's data (403/404),
// and nothing of A's is in the answer; HEAD on each GET is refused with the same status.
import { expect, test } from "@playwright/test";
import { CHECK_IN_THOUGHT, ORIGIN, readyUser } from "../helpers";
import { API_ROUTES, bodyFor, urlFor } from "./routes";

test("user B is refused on every id-taking endpoint, and A's data is untouched", async ({ playwright }) => {
  const a = await playwright.request.newContext();
  const A = await readyUser(a, "matrix-a");
  const secret = `private-${Date.now()}`;
  const thought = await a.post("/api/thought-logs", { data: { userId: A.id, thought: `${secret}: what if the tap is still running` }, headers: ORIGIN });
  expect(thought.status()).toBe(201);
  const thoughtId = (await thought.json()).id as string;
  const session = await (await a.post("/api/erp-sessions", { data: { userId: A.id, trigger: `${secret} taps`, anxietyLevel: 5, duration: 30 }, headers: ORIGIN })).json();
  const asked = await (await a.post("/api/thought-logs", { data: { userId: A.id, thought: CHECK_IN_THOUGHT }, headers: ORIGIN })).json();
  expect(asked.checkIn?.id).toBeTruthy();
  const logged = await a.post(`/api/users/${A.id}/compulsions`, { data: { kind: "washing", urge: 8, outcome: "resisted", note: `${secret} after the bus` }, headers: ORIGIN });
  expect(logged.status()).toBe(201);
  const compulsion = (await logged.json()).id as string;
  expect((await a.post(`/api/users/${A.id}/check-ins`, { data: { answers: [3, 3, 2, 2, 1] }, headers: ORIGIN })).status()).toBe(201);
  const added = await a.post(`/api/users/${A.id}/ladder`, { data: { situation: `${secret} lock the door once`, compulsionToResist: "Do not go back to check.", expectedAnxiety: 4 }, headers: ORIGIN });
  expect(added.status()).toBe(201);
  const rung = (await added.json()).id as string;
  const before = await (await a.get("/api/user")).json();

  const b = await playwright.request.newContext();
  await readyUser(b, "matrix-b");

  const subject = { user: A.id, session: session.id as string, thought: thoughtId, checkIn: asked.checkIn.id as string, compulsion, rung, username: A.username };
  const calls = API_ROUTES.filter((r) => r.crossUser).map((r) => [r.method, urlFor(r, subject), bodyFor(r, subject)] as const);
  expect(calls.length).toBeGreaterThanOrEqual(15);
  for (const [method, path, data] of calls) {
    const res = await b.fetch(path, { method, data, headers: ORIGIN });
    const text = await res.text();
    expect([403, 404], `${method} ${path}: ${res.status()} ${text.slice(0, 120)}`).toContain(res.status());
    expect(text).not.toContain(secret);
    expect(text).not.toContain(A.email);
    expect(text).not.toContain(A.id);
    // HEAD answers what GET does (decisions 009, 054): a GET that changes something checks access before it answers 200.
    if (method === "GET") expect((await b.fetch(path, { method: "HEAD", headers: ORIGIN })).status(), `HEAD ${path}`).toBe(res.status());
  }

  // A's data is exactly as it was
  const after = await (await a.get("/api/user")).json();
  expect(after).toEqual(before);
  const logs = await (await a.get(`/api/thought-logs/${A.id}`)).json();
  expect(logs).toHaveLength(2);
  // B could not answer A's check-in: it still waits for A.
  expect(logs.find((l: { checkIn: unknown }) => l.checkIn)?.checkIn.answer).toBeNull();
  const sessions = await (await a.get(`/api/erp-sessions/${A.id}`)).json();
  expect(sessions).toHaveLength(1);
  expect(sessions[0].completed).toBe(false);
  expect(sessions[0].pauseCount).toBe(0);
  const entries = await (await a.get(`/api/users/${A.id}/compulsions`)).json();
  expect(entries.map((e: { id: string; note: string }) => [e.id, e.note])).toEqual([[compulsion, `${secret} after the bus`]]);
  const checkIns = await (await a.get(`/api/users/${A.id}/check-ins`)).json();
  expect(checkIns.map((c: { total: number }) => c.total)).toEqual([11]);
  const ladder = await (await a.get(`/api/users/${A.id}/ladder`)).json();
  expect(ladder.map((r: { id: string; situation: string; mastered: boolean; position: number }) => [r.id, r.situation, r.mastered, r.position])).toEqual([
    [rung, `${secret} lock the door once`, false, 0],
  ]);
});

test("another person's id is a 403 whatever is sent with it: an invalid body or query does not turn it into a 400 (decision 009)", async ({ playwright }) => {
  const a = await playwright.request.newContext();
  const A = await readyUser(a, "invalid-a");
  const b = await playwright.request.newContext();
  await readyUser(b, "invalid-b");
  const cases = [
    ["PATCH", `/api/users/${A.id}/settings`, { shareProgress: "x" }],
    ["POST", `/api/users/${A.id}/compulsions`, {}],
    ["GET", `/api/thought-logs/${A.id}?limit=0`, undefined],
    ["GET", `/api/erp-sessions/${A.id}?cursor=zz`, undefined],
    ["GET", `/api/users/${A.id}/check-ins?limit=-1`, undefined],
  ] as const;
  for (const [method, path, data] of cases) {
    const res = await b.fetch(path, { method, data, headers: ORIGIN });
    expect(res.status(), `${method} ${path}`).toBe(403);
  }
});
