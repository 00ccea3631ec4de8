// Clinician notes against a real database: staff only, author and times, 24 hours to change, then
// append-only, and an audit row (without the text) for every read and write.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NoteInput, NOTES_PAGE_SIZE } from "@/lib/domain/clinician-notes";
import { db } from "@/lib/server/db";
import { actorOf, createUser } from "@/tests/factories";
import { addNote, editNote, listNotes, NOT_AUTHOR_MESSAGE, NOTE_LOCKED_MESSAGE } from "./clinician-notes";

const HOUR = 60 * 60 * 1000;
const T0 = new Date("2026-11-25T09:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const text = (t: string) => NoteInput.parse({ text: t });

async function auditOf(patientId: string) {
  const prisma = await db();
  const rows = await prisma.adminAuditLog.findMany({ where: { targetUserId: patientId }, orderBy: { id: "asc" } });
  return rows.map((r) => ({ adminId: r.adminId, action: r.action }));
}

async function setup() {
  const admin = await createUser({ role: "admin", username: `Dr Ortiz ${randomUUID().slice(0, 6)}` });
  const patient = await createUser({ complete: true });
  return { admin, staff: actorOf(admin), patient };
}

describe("clinician notes", () => {
  it("are for staff only: a patient cannot list, add or change notes, even on their own record", async () => {
    const { staff, patient } = await setup();
    const note = await addNote(staff, patient.id, text("Agreed to practise the kettle exposure daily."), T0);
    const self = actorOf(patient);
    await expect(listNotes(self, patient.id, { page: 1 }, T0)).rejects.toMatchObject({ status: 403 });
    await expect(addNote(self, patient.id, text("mine"), T0)).rejects.toMatchObject({ status: 403 });
    await expect(editNote(self, patient.id, note.id, text("changed"), T0)).rejects.toMatchObject({ status: 403 });
    expect((await listNotes(staff, patient.id, { page: 1 }, T0)).notes.map((n) => n.text)).toEqual(["Agreed to practise the kettle exposure daily."]);
  });

  it("record their author and time, and list newest first with an audited read", async () => {
    const { admin, staff, patient } = await setup();
    const first = await addNote(staff, patient.id, text("  First session: contamination hierarchy drafted.  "), T0);
    expect(first).toMatchObject({
      patientId: patient.id,
      text: "First session: contamination hierarchy drafted.",
      authorId: admin.id,
      authorName: admin.username,
      createdAt: T0.toISOString(),
      editedAt: null,
      editableUntil: at(24).toISOString(),
      canEdit: true,
    });
    await addNote(staff, patient.id, text("Second: bus handrail exposure went well."), at(48));
    const page = await listNotes(staff, patient.id, { page: 1 }, at(49));
    expect(page.notes.map((n) => n.text)).toEqual(["Second: bus handrail exposure went well.", "First session: contamination hierarchy drafted."]);
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(page.notes.map((n) => n.canEdit)).toEqual([true, false]);
    expect(await auditOf(patient.id)).toEqual([
      { adminId: admin.id, action: "add_clinician_note" },
      { adminId: admin.id, action: "add_clinician_note" },
      { adminId: admin.id, action: "view_clinician_notes" },
    ]);
    // The audit names who and what, never the words.
    const prisma = await db();
    const raw = JSON.stringify(await prisma.adminAuditLog.findMany({ where: { targetUserId: patient.id } }), (_k, v) => (typeof v === "bigint" ? String(v) : v));
    expect(raw).not.toMatch(/handrail|hierarchy/);
  });

  it("are paged", async () => {
    const { staff, patient } = await setup();
    for (let i = 0; i < NOTES_PAGE_SIZE + 2; i++) await addNote(staff, patient.id, text(`note ${i}`), at(i));
    const second = await listNotes(staff, patient.id, { page: 2 }, at(100));
    expect(second.notes.map((n) => n.text)).toEqual(["note 1", "note 0"]);
    expect(second).toMatchObject({ total: NOTES_PAGE_SIZE + 2, pageCount: 2 });
  });

  it("can be changed by their author for 24 hours, and are append-only after that", async () => {
    const { admin, staff, patient } = await setup();
    const note = await addNote(staff, patient.id, text("Urges about 6/10 this week."), T0);
    const edited = await editNote(staff, patient.id, note.id, text("Urges about 5/10 this week."), at(23.9));
    expect(edited).toMatchObject({ text: "Urges about 5/10 this week.", editedAt: at(23.9).toISOString(), createdAt: T0.toISOString(), canEdit: true });

    await expect(editNote(staff, patient.id, note.id, text("Too late to change"), at(24))).rejects.toMatchObject({ status: 409, message: NOTE_LOCKED_MESSAGE });
    await expect(editNote(staff, patient.id, note.id, text("Much too late"), at(24 * 30))).rejects.toMatchObject({ status: 409 });
    const [kept] = (await listNotes(staff, patient.id, { page: 1 }, at(25))).notes;
    expect(kept).toMatchObject({ text: "Urges about 5/10 this week.", canEdit: false });
    expect((await auditOf(patient.id)).map((r) => r.action)).toEqual(["add_clinician_note", "edit_clinician_note", "view_clinician_notes"]);
    expect((await auditOf(patient.id)).every((r) => r.adminId === admin.id)).toBe(true);
  });

  it("cannot be changed by another staff member, nor through another patient's record", async () => {
    const { staff, patient } = await setup();
    const colleague = actorOf(await createUser({ role: "admin" }));
    const other = await createUser();
    const note = await addNote(staff, patient.id, text("Discussed the family's accommodation."), T0);
    await expect(editNote(colleague, patient.id, note.id, text("Overwritten"), at(1))).rejects.toMatchObject({ status: 403, message: NOT_AUTHOR_MESSAGE });
    await expect(editNote(staff, other.id, note.id, text("Moved"), at(1))).rejects.toMatchObject({ status: 404 });
    await expect(editNote(staff, patient.id, randomUUID(), text("Nothing"), at(1))).rejects.toMatchObject({ status: 404 });
    // The colleague sees the note, but may not change it.
    const seen = await listNotes(colleague, patient.id, { page: 1 }, at(1));
    expect(seen.notes.map((n) => [n.text, n.canEdit])).toEqual([["Discussed the family's accommodation.", false]]);
    expect((await auditOf(other.id)).length).toBe(0);
  });

  it("answer 404 for an unknown patient and record nothing", async () => {
    const { staff } = await setup();
    const nobody = randomUUID();
    await expect(listNotes(staff, nobody, { page: 1 }, T0)).rejects.toMatchObject({ status: 404 });
    await expect(addNote(staff, nobody, text("x"), T0)).rejects.toMatchObject({ status: 404 });
    const prisma = await db();
    expect(await prisma.adminAuditLog.count({ where: { targetUserId: nobody } })).toBe(0);
    expect(await prisma.clinicianNote.count({ where: { patientId: nobody } })).toBe(0);
  });

  it("keep their author's name when the author's account is deleted, and go with the patient's", async () => {
    const { admin, staff, patient } = await setup();
    await addNote(staff, patient.id, text("Plan reviewed."), T0);
    const prisma = await db();
    await prisma.user.delete({ where: { id: admin.id } });
    const reader = actorOf(await createUser({ role: "admin" }));
    const [kept] = (await listNotes(reader, patient.id, { page: 1 }, at(1))).notes;
    expect(kept).toMatchObject({ authorId: null, authorName: admin.username, canEdit: false });
    await prisma.user.delete({ where: { id: patient.id } });
    expect(await prisma.clinicianNote.count({ where: { patientId: patient.id } })).toBe(0);
  });
});
