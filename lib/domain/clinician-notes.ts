// The clinician-notes contract (decision 045): what staff send, and the note as the API answers it.
import { z } from "zod";
import { queryWholeNumber } from "./query-number";
import { uuid } from "./ids";
import { keepTo, NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH } from "./field-limits";
import { hasVisibleText } from "./text";

export { NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH };

/** Notes per page of GET /api/admin/users/{id}/notes and of the detail screen: ten notes of the longest kind keep the page well under its 200 kB (decision 058). */
export const NOTES_PAGE_SIZE = 5;

/** POST /api/admin/users/{id}/notes and PATCH …/notes/{noteId}: {text}. */
export const NoteInput = z.object({
  text: z
    .string({ message: "Please write the note first" })
    .trim()
    .min(1, "Please write the note first")
    .refine(hasVisibleText, "Please write the note first")
    .max(NOTE_MAX_LENGTH, keepTo("a note", NOTE_MAX_LENGTH)),
});
export type NoteInput = z.infer<typeof NoteInput>;

export const NotesQuery = z.object({
  page: queryWholeNumber(1, 100_000, "page must be a whole number from 1 to 100000").default(1),
});
export type NotesQuery = z.infer<typeof NotesQuery>;

/** `/api/admin/users/{userId}/notes/{noteId}`. */
export const NoteParams = z.object({ userId: uuid(), noteId: uuid() });

export interface ClinicianNote {
  id: string;
  patientId: string;
  text: string;
  /** The author's account, or null once it was deleted (the name stays). */
  authorId: string | null;
  authorName: string;
  createdAt: string;
  editedAt: string | null;
  /** The end of the author's 24 hours to change it. */
  editableUntil: string;
  /** Whether the asking staff member may change it now: its author, within the 24 hours. */
  canEdit: boolean;
}

export interface ClinicianNotePage {
  notes: ClinicianNote[];
  page: number;
  pageCount: number;
  total: number;
}
