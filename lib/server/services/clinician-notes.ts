// Clinician notes on a patient (decision 045): staff only, the author shown, changeable by
// the author for 24 hours and append-only after that; every read and write recorded in the audit log.
import "server-only";
import {
  NOTE_EDIT_WINDOW_MS,
  NOTES_PAGE_SIZE,
  type ClinicianNote,
  type ClinicianNotePage,
  type NoteInput,
  type NotesQuery,
} from "@/lib/domain/clinician-notes";
import { db } from "../db";
import { AppError, notFound } from "../errors";
import { log } from "../log";
import { assertAdmin, recordStaffAction, type Actor } from "../auth/access";

export const NOTE_LOCKED_MESSAGE =
  "A note can be changed for 24 hours after it was written. To correct or update it, add a new note.";
export const NOT_AUTHOR_MESSAGE = "Only the person who wrote a note can change it. Add a new note instead.";

const SELECT = { id: true, patientId: true, text: true, authorId: true, authorName: true, createdAt: true, editedAt: true } as const;

interface Row {
  id: string;
  patientId: string;
  text: string;
  authorId: string | null;
  authorName: string;
  createdAt: Date;
  editedAt: Date | null;
}

function toNote(row: Row, actor: Actor, now: Date): ClinicianNote {
  const editableUntil = new Date(row.createdAt.getTime() + NOTE_EDIT_WINDOW_MS);
  return {
    id: row.id,
    patientId: row.patientId,
    text: row.text,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editableUntil: editableUntil.toISOString(),
    canEdit: row.authorId === actor.id && now < editableUntil,
  };
}

/** One page of the notes on a patient, newest first; the read is recorded. */
export async function listNotes(actor: Actor, patientId: string, query: NotesQuery, now = new Date()): Promise<ClinicianNotePage> {
  assertAdmin(actor);
  await recordStaffAction(actor, patientId, "view_clinician_notes");
  const prisma = await db();
  const [rows, total] = await Promise.all([
    prisma.clinicianNote.findMany({
      where: { patientId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * NOTES_PAGE_SIZE,
      take: NOTES_PAGE_SIZE,
      select: SELECT,
    }),
    prisma.clinicianNote.count({ where: { patientId } }),
  ]);
  return {
    notes: rows.map((r) => toNote(r, actor, now)),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / NOTES_PAGE_SIZE)),
    total,
  };
}

/** A new note by the signed-in staff member; the note and its audit row are written together. */
export async function addNote(actor: Actor, patientId: string, input: NoteInput, now = new Date()): Promise<ClinicianNote> {
  assertAdmin(actor);
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    await recordStaffAction(actor, patientId, "add_clinician_note", tx);
    const author = await tx.user.findUnique({ where: { id: actor.id }, select: { username: true } });
    if (!author) throw notFound("User not found");
    return tx.clinicianNote.create({
      data: { patientId, authorId: actor.id, authorName: author.username, text: input.text, createdAt: now },
      select: SELECT,
    });
  });
  log.info("clinician_note.added", { noteId: row.id, patientId, adminId: actor.id });
  return toNote(row, actor, now);
}

/**
 * The author changes their note within 24 hours of writing it. The rule is checked in the UPDATE itself,
 * so a change racing the end of the window cannot slip through; a refusal then says why: 404 for a note
 * that is not on this patient's record, 403 for someone else's note, 409 once the 24 hours are over.
 */
export async function editNote(actor: Actor, patientId: string, noteId: string, input: NoteInput, now = new Date()): Promise<ClinicianNote> {
  assertAdmin(actor);
  const prisma = await db();
  const row = await prisma.$transaction(async (tx) => {
    const changed = await tx.clinicianNote.updateMany({
      where: { id: noteId, patientId, authorId: actor.id, createdAt: { gt: new Date(now.getTime() - NOTE_EDIT_WINDOW_MS) } },
      data: { text: input.text, editedAt: now },
    });
    if (changed.count === 0) {
      const note = await tx.clinicianNote.findUnique({ where: { id: noteId }, select: { patientId: true, authorId: true } });
      if (!note || note.patientId !== patientId) throw notFound("Note not found");
      if (note.authorId !== actor.id) throw new AppError("forbidden", NOT_AUTHOR_MESSAGE);
      throw new AppError("conflict", NOTE_LOCKED_MESSAGE);
    }
    await recordStaffAction(actor, patientId, "edit_clinician_note", tx);
    return tx.clinicianNote.findUniqueOrThrow({ where: { id: noteId }, select: SELECT });
  });
  log.info("clinician_note.edited", { noteId, patientId, adminId: actor.id });
  return toNote(row, actor, now);
}
