// The roles matrix: every staff-only route of ./routes.ts answers 401 signed out, 403 to a signed-in
// patient (even on their own record, and with nothing of the record in the answer), and succeeds for an
// admin. Then the clinician's view over HTTP: notes (author, 24-hour rule's refusals, audit as seen by the
// patient) and the access log, the patient's own.
import { expect, test } from "@playwright/test";
import { ORIGIN, readyUser } from "../helpers";
import { adminApi, newApiContext } from "../admin-helpers";
import { API_ROUTES, bodyFor, urlFor } from "./routes";

const STAFF_ONLY = API_ROUTES.filter((r) => r.staffOnly);

test("every staff-only route: 401 signed out, 403 for a patient even on their own record, a success for an admin", async ({ playwright }) => {
  expect(STAFF_ONLY.length).toBeGreaterThanOrEqual(5);
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "roles-patient");
  const admin = await adminApi(playwright);
  const anon = await newApiContext(playwright);
  const note = await admin.post(`/api/admin/users/${patient.id}/notes`, { data: { text: "Role matrix note" }, headers: ORIGIN });
  expect(note.status()).toBe(201);
  const subject = { user: patient.id, note: (await note.json()).id as string, username: patient.username };

  for (const r of STAFF_ONLY) {
    const url = urlFor(r, subject);
    const data = bodyFor(r, subject);
    const signedOut = await anon.fetch(url, { method: r.method, data, headers: ORIGIN });
    expect(signedOut.status(), `${r.method} ${url} signed out`).toBe(401);
    const asPatient = await patientCtx.fetch(url, { method: r.method, data, headers: ORIGIN });
    const text = await asPatient.text();
    expect(asPatient.status(), `${r.method} ${url} as the patient: ${text.slice(0, 120)}`).toBe(403);
    expect(text).not.toContain("Role matrix note");
    expect(text).not.toContain(patient.email);
  }
  // The role change goes last: it makes the patient an admin.
  const ordered = [...STAFF_ONLY].sort((a, b) => Number(a.file === "/api/admin/users/[userId]") - Number(b.file === "/api/admin/users/[userId]"));
  for (const r of ordered) {
    const res = await admin.fetch(urlFor(r, subject), { method: r.method, data: bodyFor(r, subject), headers: ORIGIN });
    expect(res.status(), `${r.method} ${r.path} as an admin: ${(await res.text()).slice(0, 120)}`).toBeLessThan(300);
  }
});

test("clinician notes over HTTP: staff write and read them with the author shown; only the author changes one", async ({ playwright }) => {
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "notes-patient");
  const admin = await adminApi(playwright);
  const me = await (await admin.get("/api/user")).json();
  const url = `/api/admin/users/${patient.id}/notes`;

  const created = await admin.post(url, { data: { text: "  Agreed: one exposure a day this week.  " }, headers: ORIGIN });
  expect(created.status()).toBe(201);
  const note = await created.json();
  expect(note).toMatchObject({ patientId: patient.id, text: "Agreed: one exposure a day this week.", authorId: me.id, authorName: me.username, editedAt: null, canEdit: true });
  expect(Date.parse(note.editableUntil) - Date.parse(note.createdAt)).toBe(24 * 60 * 60 * 1000);

  const changed = await admin.patch(`${url}/${note.id}`, { data: { text: "Agreed: one exposure a day, five days this week." }, headers: ORIGIN });
  expect(changed.status()).toBe(200);
  expect((await changed.json()).editedAt).not.toBeNull();

  const list = await admin.get(url);
  expect(list.headers()["x-total-count"]).toBe("1");
  expect((await list.json()).map((n: { text: string }) => n.text)).toEqual(["Agreed: one exposure a day, five days this week."]);

  // Another staff member may read it but not change it.
  const colleagueCtx = await newApiContext(playwright);
  const colleague = await readyUser(colleagueCtx, "notes-colleague");
  expect((await admin.patch(`/api/admin/users/${colleague.id}`, { data: { role: "admin", isActive: true }, headers: ORIGIN })).status()).toBe(200);
  const refused = await colleagueCtx.patch(`${url}/${note.id}`, { data: { text: "Overwritten" }, headers: ORIGIN });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Only the person who wrote a note can change it. Add a new note instead.");
  expect((await (await colleagueCtx.get(url)).json())[0]).toMatchObject({ canEdit: false });

  // Validation: empty, too long, unknown note or patient.
  expect((await admin.post(url, { data: { text: "   " }, headers: ORIGIN })).status()).toBe(400);
  expect((await admin.post(url, { data: { text: "x".repeat(2001) }, headers: ORIGIN })).status()).toBe(400);
  expect((await admin.patch(`${url}/${crypto.randomUUID()}`, { data: { text: "x" }, headers: ORIGIN })).status()).toBe(404);
  expect((await admin.get(`/api/admin/users/${crypto.randomUUID()}/notes`)).status()).toBe(404);

  // The patient never sees notes, and the notes do not show in their access log.
  expect((await patientCtx.get(url)).status()).toBe(403);
  const log = await (await patientCtx.get(`/api/users/${patient.id}/access-log`)).json();
  expect(JSON.stringify(log)).not.toMatch(/note/i);
});

test("the access log: the patient sees which staff member opened their records; nobody else sees the list", async ({ playwright }) => {
  const patientCtx = await newApiContext(playwright);
  const patient = await readyUser(patientCtx, "access-patient");
  const admin = await adminApi(playwright);
  const me = await (await admin.get("/api/user")).json();
  expect((await (await patientCtx.get(`/api/users/${patient.id}/access-log`)).json())).toEqual([]);

  expect((await admin.get(`/admin/users/${patient.id}`)).status()).toBe(200);
  expect((await admin.get(`/api/thought-logs/${patient.id}`)).status()).toBe(200);
  const res = await patientCtx.get(`/api/users/${patient.id}/access-log`);
  expect(res.status()).toBe(200);
  expect(res.headers()["x-total-count"]).toBe("2");
  const entries = await res.json();
  expect(entries.map((e: { staffName: string; what: string }) => [e.staffName, e.what])).toEqual([
    [me.username, "looked at your thought journal"],
    [me.username, "opened your records"],
  ]);

  const otherCtx = await newApiContext(playwright);
  await readyUser(otherCtx, "access-other");
  expect((await otherCtx.get(`/api/users/${patient.id}/access-log`)).status()).toBe(403);
  expect((await admin.get(`/api/users/${patient.id}/access-log`)).status()).toBe(403);
  expect((await patientCtx.get(`/api/users/${patient.id}/access-log?page=0`)).status()).toBe(400);
});
