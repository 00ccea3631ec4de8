// The cross-user matrix (OWASP ASVS V4): for every endpoint that takes a user or record id, user B
// with a valid session is refused user A's data (403/404), and nothing of A's is in the answer.
import { expect, test } from "@playwright/test";
import { ORIGIN, readyUser } from "../helpers";

test("user B is refused on every id-taking endpoint, and A's data is untouched", async ({ playwright }) => {
  const a = await playwright.request.newContext();
  const A = await readyUser(a, "matrix-a");
  const secret = `private-${Date.now()}`;
  expect((await a.post("/api/thought-logs", { data: { userId: A.id, thought: `${secret}: what if the tap is still running` }, headers: ORIGIN })).status()).toBe(201);
  const session = await (await a.post("/api/erp-sessions", { data: { userId: A.id, trigger: `${secret} taps`, anxietyLevel: 5, duration: 30 }, headers: ORIGIN })).json();
  const before = await (await a.get("/api/user")).json();

  const b = await playwright.request.newContext();
  await readyUser(b, "matrix-b");

  const calls: [string, string, object?][] = [
    ["GET", `/api/users/${A.id}`],
    ["PATCH", `/api/users/${A.id}/onboarding`, { ocdType: "symmetry", primaryTriggers: ["uneven_objects"], commonCompulsions: [], anxietySeverity: 2, readinessLevel: "easy", interferenceLevel: "occasionally", avoidanceLevel: "low" }],
    ["GET", `/api/users/${A.id}/settings`],
    ["PATCH", `/api/users/${A.id}/settings`, { shareProgress: true }],
    ["GET", `/api/users/${A.id}/export`],
    ["DELETE", `/api/users/${A.id}`, { password: A.password }],
    ["POST", "/api/thought-logs", { userId: A.id, thought: "written as someone else" }],
    ["GET", `/api/thought-logs/${A.id}`],
    ["GET", `/api/thought-logs/${A.id}/latest`],
    ["POST", "/api/erp-sessions", { userId: A.id, trigger: "someone else's", anxietyLevel: 3, duration: 10 }],
    ["GET", `/api/erp-sessions/${A.id}`],
    ["PATCH", `/api/erp-sessions/${session.id}`, { mood: "worse" }],
    ["GET", `/api/erp-challenge/${A.id}`],
    ["GET", `/api/admin/users?query=${encodeURIComponent(A.username)}`],
    ["PATCH", `/api/admin/users/${A.id}`, { role: "admin", isActive: true }],
  ];
  for (const [method, path, data] of calls) {
    const res = await b.fetch(path, { method, data, headers: ORIGIN });
    const text = await res.text();
    expect([403, 404], `${method} ${path}: ${res.status()} ${text.slice(0, 120)}`).toContain(res.status());
    expect(text).not.toContain(secret);
    expect(text).not.toContain(A.email);
    expect(text).not.toContain(A.id);
  }

  // A's data is exactly as it was
  const after = await (await a.get("/api/user")).json();
  expect(after).toEqual(before);
  const logs = await (await a.get(`/api/thought-logs/${A.id}`)).json();
  expect(logs).toHaveLength(1);
  const sessions = await (await a.get(`/api/erp-sessions/${A.id}`)).json();
  expect(sessions).toHaveLength(1);
  expect(sessions[0].completed).toBe(false);
});
