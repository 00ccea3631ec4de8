// Writing and changing clinician notes (decision 045): a new note, and the author's change within 24
// hours. Both call the API and refresh the server-rendered list.
"use client";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { NOTE_MAX_LENGTH } from "@/lib/domain/field-limits";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

const TEXTAREA =
  "min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30";

function NoteText({ id, value, onChange, label, hintId }: { id: string; value: string; onChange: (v: string) => void; label: string; hintId: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea dir="auto" id={id} value={value} maxLength={NOTE_MAX_LENGTH} rows={4} aria-describedby={hintId} onChange={(e) => onChange(e.target.value)} className={TEXTAREA} />
    </div>
  );
}

export function NoteComposer({ patientId }: { patientId: string }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const { pending, run } = useAction();
  const empty = text.trim() === "";

  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (empty) return;
        void run(
          async () => {
            await apiRequest("POST", `/api/admin/users/${patientId}/notes`, { text });
            setText("");
            toast({ title: "Note saved" });
            router.refresh();
          },
          { onError: (err) => failureToast("The note was not saved", serverMessage(err, "Please try again.")) },
        );
      }}
    >
      <NoteText id={id} value={text} onChange={setText} label="Add a note" hintId={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Only staff can read notes. You can change your note for 24 hours; after that it is kept as written.
      </p>
      <div>
        <Button type="submit" disabled={empty || pending} aria-busy={pending || undefined}>
          {pending && <Spinner label="Saving" />}
          Save note
        </Button>
      </div>
    </form>
  );
}

/** The author's change of their note, offered while the 24 hours last. */
export function NoteEditor({ patientId, noteId, text: saved, writtenAt }: { patientId: string; noteId: string; text: string; writtenAt: string }) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(saved);
  const opener = useRef<HTMLButtonElement>(null);
  const { pending, run } = useAction();

  const close = () => {
    setOpen(false);
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!open) {
    return (
      <div>
        <Button
          ref={opener}
          variant="secondary"
          aria-label={`Change your note from ${writtenAt}`}
          onClick={() => {
            setText(saved);
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        >
          Change note
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() === "") return;
        void run(
          async () => {
            await apiRequest("PATCH", `/api/admin/users/${patientId}/notes/${noteId}`, { text });
            toast({ title: "Note changed" });
            close();
            router.refresh();
          },
          { onError: (err) => failureToast("The note was not changed", serverMessage(err, "Please try again.")) },
        );
      }}
    >
      <NoteText id={id} value={text} onChange={setText} label="Change your note" hintId={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        The note will show that it was changed.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={text.trim() === "" || pending} aria-busy={pending || undefined}>
          {pending && <Spinner label="Saving" />}
          Save changes
        </Button>
        <Button variant="ghost" onClick={close} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
