// Resume or discard one of the person's unfinished ERP sessions (decision 025): Resume picks it up at
// its task; Discard asks first, then DELETE /api/erp-sessions/{id} and the list is read again.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** `onDiscarded` takes the session off a list that holds it (/progress's loaded pages); the page is read again too. */
export function UnfinishedSessionActions({ sessionId, trigger, onDiscarded }: { sessionId: string; trigger: string; onDiscarded?: (id: string) => void }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const { pending, run } = useAction();
  const discarded = useRef(false);
  // The session leaves the page when it is read again: focus goes to the page's heading, not nowhere.
  useEffect(() => () => {
    if (!discarded.current) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, []);
  // The visible word starts each name (WCAG 2.5.3); the rest says which session, for lists of several.
  const which = ` the session “${short(trigger)}”`;

  function discard() {
    void run(
      async () => {
        await apiRequest("DELETE", `/api/erp-sessions/${sessionId}`);
        discarded.current = true;
        setAsking(false);
        onDiscarded?.(sessionId);
        toast({ title: "Session discarded", description: "It no longer appears in your progress." });
        router.refresh();
      },
      { onError: (e) => failureToast("The session was not discarded", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={`/erp-session?session=${sessionId}`} className="px-3" aria-label={`Resume${which}`}>
        Resume
      </ButtonLink>
      <Button variant="secondary" className="px-3" onClick={() => setAsking(true)} aria-label={`Discard${which}`}>
        Discard
      </Button>
      <ConfirmDialog
        open={asking}
        title="Discard this session?"
        confirmLabel="Discard session"
        cancelLabel="Keep it"
        danger
        pending={pending}
        onConfirm={discard}
        onCancel={() => setAsking(false)}
      >
        The unfinished session “{short(trigger)}” is removed. Your completed sessions and your progress stay as they are.
      </ConfirmDialog>
    </div>
  );
}
