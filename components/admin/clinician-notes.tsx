// The clinician notes on a patient, on the admin detail screen (decision 045): newest first, each with
// its author and time, the author's change offered for 24 hours, older notes on further pages.
import { format } from "date-fns";
import type { ClinicianNotePage } from "@/lib/domain/clinician-notes";
import { Card } from "@/components/ui/card";
import { LocalDate } from "@/components/erp/local-date";
import { NoteComposer, NoteEditor } from "./note-forms";
import { PageLink } from "@/components/ui/page-link";

const utc = (iso: string) => format(new Date(iso), "MMM d, yyyy, HH:mm") + " UTC";

export function ClinicianNotes({ patientId, data, pageHref }: { patientId: string; data: ClinicianNotePage; pageHref: (page: number) => string }) {
  const { notes, page, pageCount, total } = data;
  return (
    <Card role="region" aria-labelledby="notes-title" className="grid content-start gap-5" id="clinician-notes">
      <div className="grid gap-1">
        <h2 id="notes-title" className="text-lg font-semibold text-slate-900">
          Clinician notes
        </h2>
        <p className="text-sm text-slate-700">Staff only: the patient does not see these notes.</p>
      </div>
      <NoteComposer patientId={patientId} />
      {notes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-700">No notes yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Notes, newest first">
          {notes.map((n) => (
            <li key={n.id} className="grid gap-2 rounded-xl border border-slate-200 p-4">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{n.authorName}</span>
                {n.authorId === null && " (account closed)"} ·{" "}
                <time dateTime={n.createdAt}>
                  <LocalDate iso={n.createdAt} format="datetime" />
                </time>
                {n.editedAt && (
                  <>
                    {" "}
                    · changed{" "}
                    <time dateTime={n.editedAt}>
                      <LocalDate iso={n.editedAt} format="datetime" />
                    </time>
                  </>
                )}
              </p>
              <p className="break-words whitespace-pre-wrap text-slate-900">{n.text}</p>
              {n.canEdit && <NoteEditor patientId={patientId} noteId={n.id} text={n.text} writtenAt={utc(n.createdAt)} />}
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label="Note pages" className="flex items-center justify-between gap-3">
          <PageLink keepScroll href={pageHref(page - 1)} disabled={page <= 1}>
            Newer
          </PageLink>
          <span className="text-sm text-slate-700">
            Page {page} of {pageCount} ({total} notes)
          </span>
          <PageLink keepScroll href={pageHref(page + 1)} disabled={page >= pageCount}>
            Older
          </PageLink>
        </nav>
      )}
    </Card>
  );
}
