// The thought box (docs/spec.md §4, §5, §8): collapsed at 60px, expands on focus, Enter submits, Shift+Enter
// adds a line, Escape cancels and clears; Submit is disabled when empty or sending.
"use client";
import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { THOUGHT_MAX_LENGTH } from "@/lib/domain/field-limits";
import type { ThoughtLog } from "@/lib/domain/thoughts";

const COLLAPSED_HEIGHT = 60;
const EXPANDED_HEIGHT = 144;

export function ThoughtBox({ userId, onLogged }: { userId: string; onLogged?: (log: ThoughtLog) => void }) {
  const [text, setText] = useState("");
  const [expanded, setExpanded] = useState(false);
  const { pending: sending, run } = useAction();
  const id = useId();
  const empty = text.trim() === "";

  function cancel() {
    setText("");
    setExpanded(false);
  }

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (empty || sending) return;
    void run(
      async () => {
        const res = await apiRequest("POST", "/api/thought-logs", { userId, thought: text.trim() });
        const log = (await res.json()) as ThoughtLog;
        cancel();
        toast({
          title: "Thought logged successfully",
          // A crisis answer is support, not an analysis: point at it without the analysis wording.
          description: log.aiResponse.crisis ? "Support options are shown below." : log.aiResponse.check_in ? "There is a question for you below." : "Check the response below for AI analysis.",
        });
        onLogged?.(log);
      },
      // The words stay in the box, so nothing the person wrote is lost.
      { onError: () => failureToast("Failed to log thought", "Your words are still in the box. Please try again in a moment.") },
    );
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    } else if (e.key === "Escape") {
      e.preventDefault();
      cancel();
    }
  }

  function onBlur(e: FocusEvent<HTMLFormElement>) {
    // Collapse only when focus leaves the whole box and nothing is written.
    if (!e.currentTarget.contains(e.relatedTarget as Node | null) && empty && !sending) setExpanded(false);
  }

  return (
    <form onSubmit={submit} onBlur={onBlur} className="grid gap-2" aria-busy={sending}>
      <label htmlFor={`${id}-thought`} className="text-lg font-semibold text-slate-900">
        Log a thought
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Write it as it comes. Press Enter to submit, Shift+Enter for a new line, Escape to cancel.
      </p>
      <textarea
        dir="auto"
        id={`${id}-thought`}
        name="thought"
        value={text}
        placeholder="Log a thought..."
        maxLength={THOUGHT_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        readOnly={sending}
        onFocus={() => setExpanded(true)}
        onChange={(e) => {
          setText(e.target.value);
          setExpanded(true);
        }}
        onKeyDown={onKeyDown}
        style={{ height: expanded ? EXPANDED_HEIGHT : COLLAPSED_HEIGHT }}
        data-expanded={expanded}
        className="w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 transition-[height] focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
      {expanded && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {text.length > THOUGHT_MAX_LENGTH - 200 && (
            <span className="mr-auto text-sm text-slate-600">
              {text.length}/{THOUGHT_MAX_LENGTH}
            </span>
          )}
          <Button variant="ghost" onClick={cancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={empty || sending}>
            {sending && <Spinner />}
            Submit
          </Button>
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {sending ? "Reading your thought and preparing a reflection..." : ""}
      </p>
    </form>
  );
}
