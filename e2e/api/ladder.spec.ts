// The exposure ladder's contract over HTTP (decision 033): the owner's 201 / 200 / 204, suggestions
// that save nothing, a step's words and expected anxiety changed, 30 steps at most (409), an admin's GET
// and POST (and 403 for the rest), another user's 403, and the crisis answer.
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
    ["checkIn", "compulsionToResist", "createdAt", "crisis", "expectedAnxiety", "id", "mastered", "masteredAt", "position", "sessionCount", "situation", "suggestedByClinician", "userId"].sort(),
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

test("a step's words and expected anxiety change in place; a ladder of 30 refuses a 31st with 409", async ({ request }) => {
  const me = await readyUser(request, "ladder-api-full");
  const base = `/api/users/${me.id}/ladder`;
  const first = await (await request.post(base, { data: STEP, headers: ORIGIN })).json();
  const changed = await request.patch(`${base}/${first.id}`, { data: { situation: "Lock the door once and drive to work", expectedAnxiety: 7 }, headers: ORIGIN });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({ id: first.id, situation: "Lock the door once and drive to work", compulsionToResist: STEP.compulsionToResist, expectedAnxiety: 7, position: 0 });
  expect((await (await request.get(base)).json())[0]).toMatchObject({ situation: "Lock the door once and drive to work", expectedAnxiety: 7 });

  for (let i = 2; i <= 30; i++) {
    const res = await request.post(base, { data: { ...STEP, situation: `Step number ${i}: lock the door once` }, headers: ORIGIN });
    expect(res.status(), `step ${i}`).toBe(201);
  }
  const full = await request.post(base, { data: { ...STEP, situation: "One step too many" }, headers: ORIGIN });
  expect(full.status()).toBe(409);
  expect(await full.text()).toContain("Your ladder has 30 steps, the most it can hold.");
  expect(await (await request.get(base)).json()).toHaveLength(30);
});
