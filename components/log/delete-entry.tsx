// Deleting one log entry, after a confirmation: DELETE /api/users/{id}/compulsions/{entryId}, then the
// week is read again from the server and focus goes to the log's heading.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";

/** `onDeleted` takes the entry off a list that holds it (the week's loaded pages); the page is read again too. */
export function DeleteEntry({ userId, id, what, onDeleted }: { userId: string; id: string; what: string; onDeleted?: (id: string) => void }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { pending, run } = useAction();
  const deleted = useRef(false);

  useEffect(() => () => {
    if (deleted.current) document.getElementById("log-title")?.focus();
  }, []);

  function remove() {
    void run(
      async () => {
        await apiRequest("DELETE", `/api/users/${userId}/compulsions/${id}`);
        deleted.current = true;
        setAsking(false);
        onDeleted?.(id);
        toast({ title: "Entry deleted", description: "It is no longer in your log." });
        router.refresh();
      },
      { onError: (e) => failureToast("The entry was not deleted", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={`Delete the entry: ${what}`}
        className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-red-800 hover:bg-red-50 hover:underline"
      >
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete this entry?"
        confirmLabel="Delete entry"
        cancelLabel="Keep it"
        danger
        pending={pending}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        The entry and its note are removed from your log. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
