// The exposure ladder's contract over HTTP (decision 033): the owner's 201 / 200 / 204, suggestions
// that save nothing, an admin's GET and POST (and 403 for the rest), another user's 403, and the crisis
// answer.
import { expect, test } from "@playwright/test";
import { adminApi } from "../admin-helpers";
import { ORIGIN, readyUser } from "../helpers";

const STEP = { situation: "Lock the door once and walk away", compulsionToResist: "Do not go back to check.", expectedAnxiety: 5 };

test("the owner adds, lists, changes, moves and removes steps; suggestions save nothing", async ({ request }) => {
  const me = await readyUser(request, "ladder-api");
  const base = `/api/users/${me.id}/ladder`;
  const suggested = await request.post(`${base}/suggestions`, { headers: ORIGIN });
  expect(suggested.status()).toBe(200);
  const { suggestions } = await suggested.json();
  expect(suggestions.length).toBeGreaterThanOrEqual(8);
  expect(suggestions.length).toBeLessThanOrEqual(12);
  expect(await (await request.get(base)).json()).toEqual([]);

  const first = await request.post(base, { data: STEP, headers: ORIGIN });
  expect(first.status()).toBe(201);
  const a = await first.json();
  expect(a).toMatchObject({ ...STEP, position: 0, mastered: false, sessionCount: 0, crisis: false, checkIn: null, risk: { level: "none" } });
  const b = await (await request.post(base, { data: suggestions[0], headers: ORIGIN })).json();
  expect(b.position).toBe(0);

  const moved = await request.patch(`${base}/${a.id}`, { data: { position: 0, mastered: true }, headers: ORIGIN });
  expect(moved.status()).toBe(200);
  expect(await moved.json()).toMatchObject({ position: 0, mastered: true });
  const list = await (await request.get(base)).json();
  expect(list.map((r: { id: string }) => r.id)).toEqual([a.id, b.id]);
  expect(Object.keys(list[0]).sort()).toEqual(
    ["assignedById", "checkIn", "compulsionToResist", "createdAt", "crisis", "expectedAnxiety", "id", "mastered", "masteredAt", "position", "sessionCount", "situation", "suggestedByClinician", "userId"].sort(),
  );

  expect((await request.patch(`${base}/${a.id}`, { data: {}, headers: ORIGIN })).status()).toBe(400);
  expect((await request.patch(`${base}/${a.id}`, { data: { expectedAnxiety: 11 }, headers: ORIGIN })).status()).toBe(400);
  expect((await request.post(base, { data: { ...STEP, situation: "x".repeat(301) }, headers: ORIGIN })).status()).toBe(400);
  expect((await request.delete(`${base}/${a.id}`, { headers: ORIGIN })).status()).toBe(204);
  expect((await request.delete(`${base}/${a.id}`, { headers: ORIGIN })).status()).toBe(404);
  expect((await (await request.get(base)).json()).map((r: { position: number }) => r.position)).toEqual([0]);
});

test("a step in crisis words is answered with the crisis flag; an admin reads and adds, and may do nothing else", async ({ request, playwright }) => {
  const me = await readyUser(request, "ladder-api-admin");
  const base = `/api/users/${me.id}/ladder`;
  const crisis = await request.post(base, { data: { ...STEP, situation: "I want to kill myself tonight" }, headers: ORIGIN });
  expect(crisis.status()).toBe(201);
  expect(await crisis.json()).toMatchObject({ crisis: true, risk: { level: "crisis" } });
  // No exposure from it.
  const session = await request.post("/api/erp-sessions", { data: { userId: me.id, trigger: "doors", anxietyLevel: 5, duration: 30, rungId: (await crisis.json()).id }, headers: ORIGIN });
  expect(session.status()).toBe(409);

  const admin = await adminApi(playwright);
  expect((await admin.get(base)).status()).toBe(200);
  const assigned = await admin.post(base, { data: STEP, headers: ORIGIN });
  expect(assigned.status()).toBe(201);
  const rung = await assigned.json();
  expect(rung).toMatchObject({ suggestedByClinician: true });
  expect((await admin.patch(`${base}/${rung.id}`, { data: { mastered: true }, headers: ORIGIN })).status()).toBe(403);
  expect((await admin.delete(`${base}/${rung.id}`, { headers: ORIGIN })).status()).toBe(403);
  expect((await admin.post(`${base}/suggestions`, { headers: ORIGIN })).status()).toBe(403);

  const other = await playwright.request.newContext();
  await readyUser(other, "ladder-api-other");
  expect((await other.get(base)).status()).toBe(403);
  expect((await other.post(base, { data: STEP, headers: ORIGIN })).status()).toBe(403);
  expect((await (await request.get(base)).json()).map((r: { suggestedByClinician: boolean }) => r.suggestedByClinician)).toEqual([false, true]);
});
