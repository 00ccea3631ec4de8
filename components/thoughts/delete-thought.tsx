// Deleting one journal entry, after a confirmation: DELETE /api/thought-logs/{userId}/{id}, then the
// list is read again from the server and focus goes to the journal's heading.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";

/** `onDeleted` takes the entry off a list that holds it (the journal's loaded pages); the page is read again too. */
export function DeleteThought({ userId, id, when, onDeleted }: { userId: string; id: string; when: string; onDeleted?: (id: string) => void }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { pending, run } = useAction();
  const deleted = useRef(false);

  // The entry leaves the page when the list is read again: focus goes to the journal's heading then,
  // rather than to nowhere.
  useEffect(() => () => {
    if (deleted.current) document.getElementById("journal-title")?.focus();
  }, []);

  function remove() {
    void run(
      async () => {
        await apiRequest("DELETE", `/api/thought-logs/${userId}/${id}`);
        deleted.current = true;
        setAsking(false);
        onDeleted?.(id);
        toast({ title: "Thought deleted", description: "It is no longer in your journal." });
        router.refresh();
      },
      { onError: (e) => failureToast("The thought was not deleted", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={`Delete the thought logged ${when}`}
        className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-red-800 hover:bg-red-50 hover:underline"
      >
        Delete
      </button>
      <ConfirmDialog
        open={asking}
        title="Delete this thought?"
        confirmLabel="Delete thought"
        cancelLabel="Keep it"
        danger
        pending={pending}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      >
        The thought and its reflection are removed from your journal. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
