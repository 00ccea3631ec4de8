// Step 3 'Complete Exercise': a countdown computed from a wall-clock deadline, so a throttled
// background tab still ends on time; screen readers hear the time left at calm intervals only. The
// exercise can be paused (decision 026): the clock stops at the time left and goes on from there.
// During it (decision 034) one tap rates the anxiety now, as often as the person likes and
// never required, and an urge can be noted; the words follow inhibitory learning.
"use client";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { anxietyLabel } from "@/lib/domain/anxiety-scale";
import { formatClock, formatDuration, secondsLeft, shouldAnnounce, type AnxietyRating } from "@/lib/domain/erp";
import type { ErpGuidance } from "@/lib/domain/erp-schemas";
import { TaskCard } from "./task-card";

const TICK_MS = 250;

/** Where the exercise's clock stands: running toward `deadline`, or stopped with `pausedLeftMs` to go. */
export interface ExerciseClock {
  deadline: number;
  pausedLeftMs: number | null;
}

function useCountdown(clock: ExerciseClock, onDone: () => void): number {
  const paused = clock.pausedLeftMs !== null;
  const [left, setLeft] = useState(() => (paused ? Math.ceil(clock.pausedLeftMs! / 1000) : secondsLeft(clock.deadline, Date.now())));
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (clock.pausedLeftMs !== null) {
      setLeft(Math.ceil(clock.pausedLeftMs / 1000));
      return;
    }
    let finished = false;
    const tick = () => {
      const remaining = secondsLeft(clock.deadline, Date.now());
      setLeft(remaining);
      if (remaining === 0 && !finished) {
        finished = true;
        done.current();
      }
    };
    const timer = setInterval(tick, TICK_MS);
    // Browsers slow timers in hidden tabs; re-read the clock the moment the tab is visible again.
    document.addEventListener("visibilitychange", tick);
    tick();
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [clock.deadline, clock.pausedLeftMs]);
  return left;
}

const word = (n: number) => (n === 0 ? "None" : anxietyLabel(n));

/** The one-tap rating and the urge button: each tap is kept with the second of the exercise it came at. */
function DuringExposure({ second, ratings, urges, onRate, onUrge }: { second: number; ratings: AnxietyRating[]; urges: number; onRate: (r: AnxietyRating) => void; onUrge: (second: number) => void }) {
  const [said, setSaid] = useState("");
  return (
    <section aria-labelledby="erp-now-title" className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <h3 id="erp-now-title" className="text-base font-semibold text-slate-900">
        How anxious are you now?
      </h3>
      <p className="-mt-2 text-sm text-slate-600">Tap whenever you like, or not at all. There is no right number.</p>
      <div role="group" aria-labelledby="erp-now-title" className="grid grid-cols-6 gap-2 sm:grid-cols-11">
        {Array.from({ length: 11 }, (_, n) => (
          <button
            key={n}
            type="button"
            onClick={() => {
              onRate({ second, anxiety: n });
              setSaid(`Noted: ${n} out of 10, ${word(n)}, at ${formatClock(second)}.`);
            }}
            aria-label={`${n}, ${word(n)}`}
            className="min-h-11 rounded-lg border border-slate-300 bg-white text-base font-semibold tabular-nums text-slate-900 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {n}
          </button>
        ))}
      </div>
      <div aria-hidden="true" className="-mt-1 flex justify-between text-xs text-slate-600">
        <span>0 · None</span>
        <span>10 · Overwhelming</span>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            onUrge(second);
            setSaid("Urge noted. You can let it be there without acting on it.");
          }}
        >
          I noticed an urge
        </Button>
        <p className="text-sm text-slate-700" data-testid="erp-taps">
          {ratings.length > 0 && `Your ratings: ${ratings.map((r) => r.anxiety).join(", ")}.`} {urges > 0 && `Urges noted: ${urges}.`}
        </p>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-brand-900">
        {said}
      </p>
    </section>
  );
}

export function CountdownStep({
  guidance,
  clock,
  onDone,
  onPause,
  onResume,
  ratings,
  urges,
  onRate,
  onUrge,
}: {
  guidance: ErpGuidance;
  clock: ExerciseClock;
  onDone: () => void;
  onPause: () => void;
  onResume: () => void;
  ratings: AnxietyRating[];
  urges: number;
  onRate: (r: AnxietyRating) => void;
  onUrge: (second: number) => void;
}) {
  const total = guidance.task.duration;
  const left = useCountdown(clock, onDone);
  const paused = clock.pausedLeftMs !== null;
  const [announcement, setAnnouncement] = useState(`The exercise has started: ${formatDuration(total)}.`);
  useEffect(() => {
    if (paused) setAnnouncement(`Paused with ${formatDuration(left)} left.`);
    else if (shouldAnnounce(left, total)) setAnnouncement(`${formatDuration(left)} left.`);
    else if (left === 0) setAnnouncement("Time is up.");
  }, [left, total, paused]);

  const r = 54;
  const circumference = 2 * Math.PI * r;
  const elapsed = total > 0 ? (total - left) / total : 1;
  return (
    <div className="grid gap-6">
      <div className="flex flex-col items-center gap-3">
        <div className="relative h-40 w-40 sm:h-48 sm:w-48">
          <svg aria-hidden="true" viewBox="0 0 120 120" className="h-full w-full -rotate-90">
            <circle cx="60" cy="60" r={r} fill="none" stroke="#e2e8f0" strokeWidth="8" />
            <circle
              cx="60"
              cy="60"
              r={r}
              fill="none"
              stroke={paused ? "#94a3b8" : "#0f766e"}
              strokeWidth="8"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - elapsed)}
              className="transition-[stroke-dashoffset] duration-300"
            />
          </svg>
          <div role="timer" aria-label="Time left" className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-4xl font-bold tabular-nums text-slate-900 sm:text-5xl">{formatClock(left)}</span>
            <span className="text-sm text-slate-600">{paused ? "paused" : "left"}</span>
          </div>
        </div>
        <p className="text-center text-slate-700">
          {paused
            ? "The exercise is paused. Take the time you need, then go on when you are ready."
            : "Stay with the feeling and the doubt, without the ritual. You are not trying to make the anxiety go: you are finding out what happens when you let it be there."}
        </p>
        {left > 0 && (
          <Button variant="secondary" onClick={paused ? onResume : onPause}>
            {paused ? "Resume exercise" : "Pause exercise"}
          </Button>
        )}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </p>
      </div>
      <DuringExposure second={total - left} ratings={ratings} urges={urges} onRate={onRate} onUrge={onUrge} />
      <TaskCard guidance={guidance} compact />
      <div className="flex flex-col items-end gap-2">
        <Button disabled={left > 0} onClick={onDone} aria-describedby="erp-continue-hint" className="w-full sm:w-auto">
          Continue
        </Button>
        <p id="erp-continue-hint" className="text-sm text-slate-600">
          {left > 0 ? "Continue unlocks when the timer reaches 0:00." : "Well done for staying with it."}
        </p>
      </div>
    </div>
  );
}
