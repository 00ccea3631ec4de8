// The exposure ladder's screen (decision 033): the person's steps in order, each with its
// compulsion to resist and expected anxiety; suggestions to accept, edit or discard (nothing is saved
// without a choice); steps added, edited, removed or declined, marked mastered, and moved by buttons or
// by Alt+Arrow keys (no dragging, WCAG 2.5.7). Texts go through the risk assessment on the server: a step
// that raised a crisis shows support instead of an exposure, one that raised the check-in asks it first.
"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { CheckInPrompt } from "@/components/safety/check-in-prompt";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, serverMessage } from "@/lib/client/api";
import { failureToast, useAction } from "@/lib/client/use-action";
import { toast } from "@/lib/client/use-toast";
import { LADDER_FULL, LADDER_MAX_RUNGS, moveItem } from "@/lib/domain/ladder";
import type { LadderRung, LadderRungSaved, LadderSuggestion } from "@/lib/domain/ladder-schemas";
import { ExpectedAnxietyPill } from "./expected-anxiety-slider";
import { RungForm, type RungDraft } from "./rung-form";

/** What /ladder knows of each step's practice (from the server's progress). */
export interface RungHint {
  completed: number;
  expectancy: string | null;
  masterySuggested: boolean;
}

const NEW_STEP: RungDraft = { situation: "", compulsionToResist: "", expectedAnxiety: 5 };
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
/** A rung as the board holds it: a step saved here keeps the first step its crisis answer gave, until the page reloads. */
type BoardRung = LadderRung & { firstStep?: string };
const renumber = (rungs: BoardRung[]) => rungs.map((r, i) => (r.position === i ? r : { ...r, position: i }));

export function LadderBoard({ userId, initial, hints }: { userId: string; initial: LadderRung[]; hints: Record<string, RungHint> }) {
  const router = useRouter();
  const id = useId();
  const [rungs, setRungs] = useState<BoardRung[]>(initial);
  const [suggestions, setSuggestions] = useState<LadderSuggestion[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [editingSuggestion, setEditingSuggestion] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LadderRung | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<{ id: string; control: "up" | "down" | "item" } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // Moves are sent one after another: two quick moves sent at once could reach the server in either
  // order and leave a ladder saved in another order than the one on the screen.
  const moves = useRef<Promise<void>>(Promise.resolve());
  const { pending, run } = useAction();
  const full = rungs.length >= LADDER_MAX_RUNGS;
  const base = `/api/users/${userId}/ladder`;

  // Focus follows a moved step: the same button when it still applies, else the step itself.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !list.current) return;
    focusAfter.current = null;
    const item = list.current.querySelector<HTMLElement>(`[data-rung="${target.id}"]`);
    const button = item?.querySelector<HTMLButtonElement>(`[data-move="${target.control}"]`);
    (button && !button.disabled ? button : item)?.focus();
  });

  // Texts unchanged ("none"): the step their earlier crisis answer gave stays; texts rewritten: their own answer's.
  const replace = (saved: LadderRung & Partial<Pick<LadderRungSaved, "risk" | "firstStep">>) =>
    setRungs((rs) => rs.map((r) => (r.id === saved.id ? { ...r, ...saved, firstStep: saved.risk && saved.risk.level !== "none" ? saved.firstStep : r.firstStep } : r)));

  /** After a save: what the risk assessment said, in words for the toast. */
  function said(saved: LadderRungSaved, title: string) {
    toast({ title, description: saved.crisis ? "Support options are shown with the step." : saved.checkIn ? "There is a question for you with the step." : undefined });
  }

  function add(draft: RungDraft, after?: () => void) {
    void run(
      async () => {
        const saved = (await (await apiRequest("POST", base, draft)).json()) as LadderRungSaved;
        setRungs((rs) => {
          const next = [...rs];
          next.splice(saved.position, 0, saved);
          return renumber(next);
        });
        after?.();
        setAnnouncement(`Added as step ${saved.position + 1}.`);
        said(saved, "Added to your ladder");
      },
      { onError: (e) => failureToast("The step was not added", serverMessage(e, "Everything is still filled in. Please try again.")) },
    );
  }

  function suggest() {
    void run(
      async () => {
        const answer = (await (await apiRequest("POST", `${base}/suggestions`)).json()) as { suggestions: LadderSuggestion[] };
        setSuggestions(answer.suggestions);
        setEditingSuggestion(null);
        setAnnouncement(answer.suggestions.length ? `${answer.suggestions.length} suggested steps below. Nothing is added until you choose.` : "No new suggestions right now.");
      },
      { onError: (e) => failureToast("No suggestions this time", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  const dropSuggestion = (index: number) => setSuggestions((s) => s && s.filter((_, i) => i !== index));

  function save(rung: LadderRung, draft: RungDraft) {
    void run(
      async () => {
        const saved = (await (await apiRequest("PATCH", `${base}/${rung.id}`, draft)).json()) as LadderRungSaved;
        replace(saved);
        setEditing(null);
        focusAfter.current = { id: rung.id, control: "item" };
        said(saved, "Step saved");
      },
      { onError: (e) => failureToast("The step was not saved", serverMessage(e, "Everything is still filled in. Please try again.")) },
    );
  }

  function move(rung: LadderRung, to: number, control: "up" | "down") {
    const from = rungs.findIndex((r) => r.id === rung.id);
    if (to < 0 || to >= rungs.length || from === to) return;
    const before = rungs;
    setRungs(renumber(moveItem(rungs, from, to)));
    focusAfter.current = { id: rung.id, control };
    setAnnouncement(`"${short(rung.situation)}" is now step ${to + 1} of ${rungs.length}.`);
    moves.current = moves.current.then(() =>
      apiRequest("PATCH", `${base}/${rung.id}`, { position: to }).then(
        () => undefined,
        (e) => {
          setRungs(before);
          setAnnouncement("The step was not moved.");
          failureToast("The step was not moved", serverMessage(e, "Please try again."));
        },
      ),
    );
  }

  function onItemKey(e: KeyboardEvent<HTMLLIElement>, rung: LadderRung) {
    if (!e.altKey || (e.key !== "ArrowUp" && e.key !== "ArrowDown")) return;
    // Inside a text field the keys belong to the text.
    if ((e.target as HTMLElement).closest("input, textarea")) return;
    e.preventDefault();
    const at = rungs.findIndex((r) => r.id === rung.id);
    move(rung, e.key === "ArrowUp" ? at - 1 : at + 1, e.key === "ArrowUp" ? "up" : "down");
  }

  function toggleMastered(rung: LadderRung) {
    void run(
      async () => {
        const saved = (await (await apiRequest("PATCH", `${base}/${rung.id}`, { mastered: !rung.mastered })).json()) as LadderRungSaved;
        replace(saved);
        setAnnouncement(saved.mastered ? "Marked as mastered." : "No longer marked as mastered.");
      },
      { onError: (e) => failureToast("The step was not changed", serverMessage(e, "Please try again.")) },
    );
  }

  function remove(rung: LadderRung) {
    void run(
      async () => {
        await apiRequest("DELETE", `${base}/${rung.id}`);
        setRungs((rs) => renumber(rs.filter((r) => r.id !== rung.id)));
        setRemoving(null);
        setAnnouncement(rung.suggestedByClinician ? "Suggestion declined." : "Step removed.");
        toast({ title: rung.suggestedByClinician ? "Suggestion declined" : "Step removed", description: "Sessions you practised with it stay in your progress." });
        list.current?.closest("section")?.querySelector<HTMLElement>("h2")?.focus();
        router.refresh();
      },
      {
        onError: (e) => {
          setRemoving(null);
          failureToast("The step was not removed", serverMessage(e, "Please try again."));
        },
      },
    );
  }

  return (
    <div className="grid gap-6">
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby={`${id}-steps`} className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-steps`} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            Your steps {rungs.length > 0 && <span className="font-normal text-slate-600">({rungs.length} of {LADDER_MAX_RUNGS})</span>}
          </h2>
          {rungs.length > 1 && <p className="text-sm text-slate-600">To move a step, use its buttons, or Alt and the arrow keys.</p>}
        </div>
        {rungs.length === 0 ? (
          <Card>
            <p className="text-slate-700">
              Your ladder is empty. Start with steps suggested from your answers, or write one of your own. Nothing is added until you choose it.
            </p>
          </Card>
        ) : (
          <ol ref={list} className="grid gap-3" data-testid="ladder">
            {rungs.map((rung, i) => {
              const hint = hints[rung.id];
              const blocked = rung.crisis || rung.checkIn?.answer === null;
              return (
                <li
                  key={rung.id}
                  data-rung={rung.id}
                  tabIndex={-1}
                  onKeyDown={(e) => onItemKey(e, rung)}
                  aria-labelledby={`${id}-${rung.id}-title`}
                  className={`grid gap-3 rounded-2xl border bg-white p-4 shadow-sm focus:outline-2 focus:outline-offset-2 focus:outline-brand-700 sm:p-5 ${rung.mastered ? "border-emerald-300" : "border-slate-200"}`}
                >
                  {editing === rung.id ? (
                    <>
                      <h3 id={`${id}-${rung.id}-title`} className="font-semibold text-slate-900">
                        Edit step {i + 1}
                      </h3>
                      <RungForm initial={rung} submitLabel="Save step" pending={pending} onSubmit={(d) => save(rung, d)} onCancel={() => setEditing(null)} />
                    </>
                  ) : (
                    <>
                      <div className="grid min-w-0 gap-1">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">
                            Step {i + 1}
                            {rung.mastered && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">✓ Mastered</span>}
                            {rung.suggestedByClinician && <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">Suggested by your clinician</span>}
                          </p>
                          <ExpectedAnxietyPill value={rung.expectedAnxiety} />
                        </div>
                        <h3 id={`${id}-${rung.id}-title`} className="break-words text-base font-semibold text-slate-900 sm:text-lg">
                          {rung.situation}
                        </h3>
                      </div>
                      <p className="break-words text-slate-700">
                        <span className="font-medium text-slate-900">Compulsion to resist:</span> {rung.compulsionToResist}
                      </p>
                      <p className="text-sm text-slate-600">
                        {rung.sessionCount === 0 ? "Not practised yet." : `Practised ${rung.sessionCount === 1 ? "once" : `${rung.sessionCount} times`}.`}
                        {hint?.expectancy && ` ${hint.expectancy}`}
                      </p>
                      {hint?.masterySuggested && !rung.mastered && (
                        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                          You held back from the compulsion the last two times you practised this step. You could mark it as mastered and move up
                          whenever you are ready, even if some anxiety is still there.
                        </p>
                      )}
                      {rung.crisis && <CrisisPanel beingHarmed={rung.beingHarmed} firstStep={rung.firstStep ?? null} />}
                      {rung.checkIn?.answer === null && (
                        <CheckInPrompt<{ level: "crisis" | "none" }>
                          check={rung.checkIn}
                          onAnswered={(answer) => replace({ ...rung, checkIn: { ...rung.checkIn!, answer }, crisis: answer === "yes" })}
                        />
                      )}
                      <div className="flex flex-wrap gap-2">
                        {!blocked && (
                          <ButtonLink href={`/erp-session?rung=${rung.id}`} className="w-full sm:w-auto">
                            Practise this step
                          </ButtonLink>
                        )}
                        <Button variant="secondary" data-move="up" onClick={() => move(rung, i - 1, "up")} disabled={i === 0} aria-label={`Move step ${i + 1} up`}>
                          <span aria-hidden="true">↑</span> Up
                        </Button>
                        <Button
                          variant="secondary"
                          data-move="down"
                          onClick={() => move(rung, i + 1, "down")}
                          disabled={i === rungs.length - 1}
                          aria-label={`Move step ${i + 1} down`}
                        >
                          <span aria-hidden="true">↓</span> Down
                        </Button>
                        <Button variant="secondary" aria-pressed={rung.mastered} onClick={() => toggleMastered(rung)} disabled={pending}>
                          {rung.mastered ? "Mastered" : "Mark as mastered"}
                        </Button>
                        <Button variant="ghost" onClick={() => setEditing(rung.id)} aria-label={`Edit step ${i + 1}`}>
                          Edit
                        </Button>
                        <Button variant="ghost" onClick={() => setRemoving(rung)} aria-label={`${rung.suggestedByClinician ? "Decline" : "Remove"} step ${i + 1}`}>
                          {rung.suggestedByClinician ? "Decline" : "Remove"}
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${id}-suggest`} className="grid gap-4">
        <Card className="grid gap-4">
          <h2 id={`${id}-suggest`} className="text-lg font-semibold text-slate-900">
            Suggested steps
          </h2>
          <p className="text-slate-700">
            Concrete situations graded from easier to harder, built from your answers about your OCD. Add the ones that fit, change them first, or
            leave them out.
          </p>
          {full ? (
            <p className="text-sm text-slate-700">{LADDER_FULL}</p>
          ) : (
            <div>
              <Button variant={suggestions ? "secondary" : "primary"} onClick={suggest} disabled={pending}>
                {pending && <Spinner />}
                {suggestions ? "Suggest again" : "Suggest steps for me"}
              </Button>
            </div>
          )}
          {suggestions && suggestions.length === 0 && <p className="text-sm text-slate-700">No new suggestions right now: the ones that fit are already on your ladder.</p>}
          {suggestions && suggestions.length > 0 && (
            <ul className="grid gap-3" data-testid="suggestions">
              {suggestions.map((s, i) => (
                <li key={`${i}-${s.situation}`} className="grid gap-2 rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
                  {editingSuggestion === i ? (
                    <RungForm
                      initial={s}
                      submitLabel="Add to my ladder"
                      pending={pending}
                      onSubmit={(d) => add(d, () => {
                        dropSuggestion(i);
                        setEditingSuggestion(null);
                      })}
                      onCancel={() => setEditingSuggestion(null)}
                    />
                  ) : (
                    <>
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="text-sm text-slate-600">Expected anxiety</p>
                        <ExpectedAnxietyPill value={s.expectedAnxiety} />
                      </div>
                      <p dir="auto" className="min-w-0 break-words font-medium text-slate-900">{s.situation}</p>
                      <p className="text-sm text-slate-700">
                        <span className="font-medium text-slate-900">Compulsion to resist:</span> {s.compulsionToResist}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Button onClick={() => add(s, () => dropSuggestion(i))} disabled={pending || full} aria-label={`Add to my ladder: ${short(s.situation)}`}>
                          Add
                        </Button>
                        <Button variant="secondary" onClick={() => setEditingSuggestion(i)} disabled={full} aria-label={`Change first: ${short(s.situation)}`}>
                          Change first
                        </Button>
                        <Button variant="ghost" onClick={() => dropSuggestion(i)} aria-label={`Leave out: ${short(s.situation)}`}>
                          Leave out
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card className="grid gap-4">
          <h2 className="text-lg font-semibold text-slate-900">A step of your own</h2>
          {full ? (
            <p className="text-sm text-slate-700">{LADDER_FULL}</p>
          ) : adding ? (
            <RungForm initial={NEW_STEP} submitLabel="Add to my ladder" pending={pending} onSubmit={(d) => add(d, () => setAdding(false))} onCancel={() => setAdding(false)} />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setAdding(true)}>
                Write a step
              </Button>
            </div>
          )}
        </Card>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={removing?.suggestedByClinician ? "Decline this suggestion?" : "Remove this step?"}
        confirmLabel={removing?.suggestedByClinician ? "Decline it" : "Remove it"}
        cancelLabel="Keep it"
        pending={pending}
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove(removing)}
      >
        {removing && `"${short(removing.situation)}" leaves your ladder. Sessions you practised with it stay in your progress.`}
      </ConfirmDialog>
    </div>
  );
}
