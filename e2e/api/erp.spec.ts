// The ERP endpoints over HTTP: ownership (user B is refused user A's sessions), validation, and
// completing a session once.
import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import { ORIGIN, readyUser } from "../helpers";

const body = (userId: string) => ({ userId, trigger: "Touching public doorknobs", anxietyLevel: 4, duration: 30 });

test("ERP sessions belong to their owner", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const userA = await readyUser(a, "erp-a");
  const userB = await readyUser(b, "erp-b");

  const created = await a.post("/api/erp-sessions", { data: body(userA.id), headers: ORIGIN });
  expect(created.status()).toBe(201);
  const { id, guidance } = await created.json();
  expect(guidance.task.duration).toBe(30);
  expect(typeof guidance.guidance).toBe("string");
  expect(typeof guidance.encouragement).toBe("string");

  // B can neither create for A, list A's sessions, ask for A's challenge, nor complete A's session
  expect((await b.post("/api/erp-sessions", { data: body(userA.id), headers: ORIGIN })).status()).toBe(403);
  expect((await b.get(`/api/erp-sessions/${userA.id}`)).status()).toBe(403);
  expect((await b.get(`/api/erp-challenge/${userA.id}`)).status()).toBe(403);
  expect((await b.patch(`/api/erp-sessions/${id}`, { data: { mood: "better" }, headers: ORIGIN })).status()).toBe(403);
  expect((await b.get(`/api/erp-sessions/${userB.id}`)).status()).toBe(200);

  const list = await (await a.get(`/api/erp-sessions/${userA.id}`)).json();
  expect(list).toMatchObject([{ id, completed: false, mood: null, trigger: "Touching public doorknobs", anxietyLevel: 4, duration: 30 }]);

  const done = await a.patch(`/api/erp-sessions/${id}`, { data: { mood: "same" }, headers: ORIGIN });
  expect(done.status()).toBe(200);
  const again = await a.patch(`/api/erp-sessions/${id}`, { data: { mood: "same" }, headers: ORIGIN });
  expect((await again.json()).progress).toEqual((await done.json()).progress);
  expect((await (await a.get("/api/user")).json()).erpScore).toBe(18);

  const alternative = await a.get(`/api/erp-challenge/${userA.id}`);
  expect(alternative.status()).toBe(200);
  expect((await alternative.json()).guidance.task.description).toEqual(expect.any(String));

  await expect((await (await a.get(`/api/erp-sessions/${userA.id}`)).json())[0]).toMatchObject({ completed: true, mood: "same" });
  // an admin may read A's sessions
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post("/api/login", { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers: ORIGIN })).status()).toBe(200);
  expect(await (await admin.get(`/api/erp-sessions/${userA.id}`)).json()).toHaveLength(1);
  await Promise.all([a.dispose(), b.dispose(), admin.dispose()]);
});

test("ERP endpoints validate their input and require a session", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const user = await readyUser(a, "erp-v");
  const bad = [
    { ...body(user.id), trigger: "   " },
    { ...body(user.id), trigger: "x".repeat(1001) },
    { ...body(user.id), anxietyLevel: 0 },
    { ...body(user.id), anxietyLevel: 11 },
    { ...body(user.id), duration: 0 },
    { ...body(user.id), duration: 1.5 },
  ];
  for (const data of bad) expect((await a.post("/api/erp-sessions", { data, headers: ORIGIN })).status()).toBe(400);
  expect((await a.patch(`/api/erp-sessions/${user.id}`, { data: { mood: "great" }, headers: ORIGIN })).status()).toBe(400);
  expect((await a.get("/api/erp-sessions/not-a-uuid")).status()).toBe(404);

  const anonymous = await playwright.request.newContext({ baseURL });
  expect((await anonymous.get(`/api/erp-sessions/${user.id}`)).status()).toBe(401);
  expect((await anonymous.post("/api/erp-sessions", { data: body(user.id), headers: ORIGIN })).status()).toBe(401);
  await anonymous.dispose();
  await a.dispose();
});

test("a session's expectancy and reflection over HTTP (decision 034): another user's step, the limits, and every field back", async ({ playwright, baseURL }) => {
  const a = await playwright.request.newContext({ baseURL });
  const b = await playwright.request.newContext({ baseURL });
  const userA = await readyUser(a, "erp-exp-a");
  const userB = await readyUser(b, "erp-exp-b");
  const theirs = await b.post(`/api/users/${userB.id}/ladder`, { data: { situation: "Touch the bin lid", compulsionToResist: "Do not wash.", expectedAnxiety: 5 }, headers: ORIGIN });
  expect(theirs.status()).toBe(201);

  // Someone else's step answers like an unknown one: 400, naming the field.
  const foreign = await a.post("/api/erp-sessions", { data: { ...body(userA.id), rungId: (await theirs.json()).id }, headers: ORIGIN });
  expect(foreign.status()).toBe(400);
  expect((await foreign.json()).errors).toMatchObject({ rungId: "That step is not on your ladder" });
  expect((await a.post("/api/erp-sessions", { data: { ...body(userA.id), expectedOutcome: "x".repeat(501) }, headers: ORIGIN })).status()).toBe(400);
  expect((await a.post("/api/erp-sessions", { data: { ...body(userA.id), expectedLikelihood: 101 }, headers: ORIGIN })).status()).toBe(400);
  expect(await (await a.get(`/api/erp-sessions/${userA.id}`)).json()).toEqual([]);

  const created = await a.post("/api/erp-sessions", {
    data: { ...body(userA.id), expectedOutcome: "x".repeat(500), expectedLikelihood: 100 },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const answers = {
    mood: "better",
    anxietyPeak: 8,
    anxietyAfter: 3,
    ratings: [
      { second: 5, anxiety: 6 },
      { second: 20, anxiety: 8 },
    ],
    urges: [{ second: 12 }],
    outcomeHappened: "partly",
    learned: "I could stay with the doubt",
    didCompulsion: false,
  };
  const done = await a.patch(`/api/erp-sessions/${id}`, { data: answers, headers: ORIGIN });
  expect(done.status(), await done.text()).toBe(200);
  const { mood: _mood, ...fields } = answers;
  const [listed] = await (await a.get(`/api/erp-sessions/${userA.id}`)).json();
  expect(listed).toMatchObject({ id, completed: true, mood: "better", expectedOutcome: "x".repeat(500), expectedLikelihood: 100, ...fields });
  await Promise.all([a.dispose(), b.dispose()]);
});
