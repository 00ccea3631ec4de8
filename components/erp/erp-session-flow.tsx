// The 4-step ERP session of docs/spec.md §4: create the session, review (or swap) the task, the timed
// exercise, then the mood reflection that completes it. Errors use the exact texts of docs/spec.md §8.
// A session left unfinished can be picked up again at step 2 (`resume`). During the exercise (decision
// 026) leaving asks first, the exercise can be paused (recorded on the server), and its end is signalled
// by a soft sound and a vibration as the person's settings say.
"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useUser } from "@/components/auth/user-provider";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { apiRequest, getJson, serverMessage } from "@/lib/client/api";
import { failureToast as failed, useAction } from "@/lib/client/use-action";
import { useLeaveGuard } from "@/lib/client/use-leave-guard";
import { toast } from "@/lib/client/use-toast";
import { prepareTimerSignal, signalTimerEnd, type TimerSignals } from "@/lib/client/timer-signal";
import { readErpChallenge, readErpSessionCreated } from "@/lib/client/erp-answers";
import type { AnxietyRating } from "@/lib/domain/erp";
import type { PractiseRung } from "@/lib/domain/ladder";
import type { ErpGuidance, ErpResumable, ErpSessionCreated } from "@/lib/domain/erp-schemas";
import { CheckInPrompt } from "@/components/safety/check-in-prompt";
import { CrisisPanel } from "@/components/thoughts/crisis-panel";
import type { SafetyCheck } from "@/lib/domain/thoughts";
import { CountdownStep, type ExerciseClock } from "./countdown-step";
import { ReflectStep, type Expectancy, type Reflection } from "./reflect-step";
import { StepProgress } from "./step-progress";
import { TaskCard } from "./task-card";
import { TriggerStep, type TriggerChoice } from "./trigger-step";

/** Reads the create answer: docs/spec.md §5 wants 'No guidance received from AI' when guidance is missing. */
async function readCreated(res: Response): Promise<ErpSessionCreated | null> {
  const data: unknown = await res.json().catch(() => undefined);
  if (data && typeof data === "object" && !(data as { guidance?: unknown }).guidance) {
    failed("No guidance received from AI");
    return null;
  }
  const created = readErpSessionCreated(data);
  if (!created) failed("Invalid response format from server");
  return created;
}

interface Session {
  id: string;
  guidance: ErpGuidance;
  /** The question to answer before the task is shown (decision 013), until answered. */
  checkIn: SafetyCheck | null;
  /** The server still holds a pause of an earlier visit open: ended when the exercise starts again. */
  paused: boolean;
}

export function ErpSessionFlow({
  userId,
  chips,
  signals,
  resume = null,
  rung = null,
}: {
  userId: string;
  chips: readonly string[];
  signals: TimerSignals;
  resume?: ErpResumable | null;
  /** /erp-session?rung={id}: a step of the person's ladder to practise (decision 034). */
  rung?: PractiseRung | null;
}) {
  const router = useRouter();
  const { user, setUser } = useUser();
  const [step, setStep] = useState(resume ? 2 : 1);
  const { pending, run } = useAction();
  const [session, setSession] = useState<Session | null>(resume);
  const [clock, setClock] = useState<ExerciseClock>({ deadline: 0, pausedLeftMs: null });
  const audio = useRef<AudioContext | null>(null);
  // The question "leave the exercise?", with what leaving does once confirmed.
  const [leaving, setLeaving] = useState<{ leave: () => void } | null>(null);
  // Decision 034: the expectancy the session started with (step 4 asks whether what was feared happened),
  // the taps during the exercise, and what the reflection's words called for (support, or the check-in)
  // before leaving.
  const [expectancy, setExpectancy] = useState<Expectancy>({ feared: resume?.expectedOutcome ?? null, likelihood: resume?.expectedLikelihood ?? null });
  const [ratings, setRatings] = useState<AnxietyRating[]>([]);
  const [urges, setUrges] = useState<number[]>([]);
  const [after, setAfter] = useState<{ crisis: boolean; checkIn: SafetyCheck | null } | null>(null);

  useLeaveGuard(
    step === 3,
    (leave) => setLeaving({ leave }),
    // Replacing the guard's extra entry: Back from there returns to this page once, not twice.
    (href) => router.replace(href),
  );

  /** Records a pause or its end; the exercise itself never waits for the server. */
  function recordPause(id: string, paused: boolean) {
    apiRequest("PATCH", `/api/erp-sessions/${id}/pause`, { paused }).catch((e) =>
      failed(paused ? "Your pause was not recorded" : "The end of your pause was not recorded", serverMessage(e, "The exercise goes on as usual.")),
    );
  }

  function create(choice: TriggerChoice) {
    void run(
      async () => {
        const res = await apiRequest("POST", "/api/erp-sessions", { userId, ...choice });
        const created = await readCreated(res);
        if (created) {
          setExpectancy({ feared: choice.expectedOutcome ?? null, likelihood: choice.expectedLikelihood ?? null });
          setSession({ id: created.id, guidance: created.guidance, checkIn: created.checkIn?.answer === null ? created.checkIn : null, paused: false });
          setStep(2);
        }
      },
      { onError: (e) => failed("Failed to create ERP session", serverMessage(e, "Please try again in a moment.")) },
    );
  }

  function newTask() {
    if (!session) return;
    void run(
      async () => {
        const challenge = readErpChallenge(await getJson(`/api/erp-challenge/${userId}?session=${session.id}`));
        if (!challenge) throw new Error("invalid challenge");
        setSession({ ...session, guidance: challenge.guidance, checkIn: challenge.checkIn?.answer === null ? challenge.checkIn : null });
        if (challenge.guidance.crisis) return;
        toast({ title: "New Task Generated", description: "Here is a different exercise for the same trigger." });
      },
      { onError: () => failed("Failed to generate a new task. Please try again.") },
    );
  }

  function start() {
    if (!session) return;
    // Sound may only be prepared inside the press that starts the exercise.
    audio.current ??= prepareTimerSignal(signals);
    if (session.paused) {
      recordPause(session.id, false);
      setSession({ ...session, paused: false });
    }
    setClock({ deadline: Date.now() + session.guidance.task.duration * 1000, pausedLeftMs: null });
    setStep(3);
  }

  function pause() {
    if (!session || clock.pausedLeftMs !== null) return;
    setClock({ ...clock, pausedLeftMs: Math.max(0, clock.deadline - Date.now()) });
    recordPause(session.id, true);
  }

  function resumeExercise() {
    if (!session || clock.pausedLeftMs === null) return;
    setClock({ deadline: Date.now() + clock.pausedLeftMs, pausedLeftMs: null });
    recordPause(session.id, false);
  }

  function timeUp() {
    signalTimerEnd(signals, audio.current);
    setStep(4);
  }

  function save(reflection: Reflection) {
    if (!session) return;
    void run(
      async () => {
        const body = { ...reflection, ...(ratings.length ? { ratings } : {}), ...(urges.length ? { urges: urges.map((second) => ({ second })) } : {}) };
        const res = await apiRequest("PATCH", `/api/erp-sessions/${session.id}`, body);
        const saved = (await res.json().catch(() => null)) as {
          progress?: { erpScore: number; currentLevel: number; braveryScore: number };
          risk?: { level: string };
          checkIn?: SafetyCheck | null;
        } | null;
        if (user && saved?.progress) setUser({ ...user, ...saved.progress });
        toast({ title: "Session Complete", description: "Your progress has been saved." });
        // What the person learned called for support, or the one question: it is shown here first.
        if (saved?.risk?.level === "crisis" || saved?.checkIn) {
          setAfter({ crisis: saved.risk?.level === "crisis", checkIn: saved.checkIn ?? null });
          return;
        }
        router.push("/home");
      },
      { leavesPage: true, onError: () => failed("Failed to save your mood reflection") },
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ButtonLink href="/home" variant="ghost" className="-ml-3">
          <span aria-hidden="true">←</span> Back to Home
        </ButtonLink>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">ERP Session</h1>
      {resume && step === 2 && (
        <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You are picking up a session you started earlier. Its task is below.
        </p>
      )}
      <Card className="grid gap-6">
        <StepProgress step={step} />
        {step === 1 && <TriggerStep chips={chips} pending={pending} onSubmit={create} rung={rung} />}
        {step === 2 && session?.checkIn && (
          <CheckInPrompt<{ guidance: ErpGuidance }>
            check={session.checkIn}
            onAnswered={(_answer, result) => setSession({ ...session, guidance: result.guidance, checkIn: null })}
          />
        )}
        {step === 2 && session && !session.checkIn && session.guidance.crisis && (
          // Decision 013: a trigger that signals real risk gets people to reach, never an exposure.
          <div className="grid gap-6">
            <CrisisPanel urgent beingHarmed={session.guidance.crisis.beingHarmed} firstStep={session.guidance.crisis.firstStep ?? null} />
            <p className="leading-relaxed text-slate-800">{session.guidance.task.description}</p>
            <div className="flex justify-end">
              <ButtonLink href="/home" variant="secondary">
                Back to Home
              </ButtonLink>
            </div>
          </div>
        )}
        {step === 2 && session && !session.checkIn && !session.guidance.crisis && (
          <div className="grid gap-6">
            <div aria-live="polite">
              <TaskCard guidance={session.guidance} />
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="secondary" onClick={newTask} disabled={pending}>
                {pending && <Spinner />} Try a different task
              </Button>
              <Button onClick={start} disabled={pending}>
                Continue
              </Button>
            </div>
          </div>
        )}
        {step === 3 && session && (
          <CountdownStep
            guidance={session.guidance}
            clock={clock}
            onDone={timeUp}
            onPause={pause}
            onResume={resumeExercise}
            ratings={ratings}
            urges={urges.length}
            onRate={(r) => setRatings((rs) => [...rs, r])}
            onUrge={(second) => setUrges((u) => [...u, second])}
          />
        )}
        {step === 4 && !after && <ReflectStep pending={pending} onSave={save} expectancy={expectancy} />}
        {step === 4 && after && (
          <div className="grid gap-6">
            {after.checkIn?.answer === null ? (
              <CheckInPrompt<{ level: string }>
                check={after.checkIn}
                onAnswered={(answer) => (answer === "yes" ? setAfter({ crisis: true, checkIn: null }) : router.push("/home"))}
              />
            ) : (
              after.crisis && <CrisisPanel urgent />
            )}
            <div className="flex justify-end">
              <ButtonLink href="/home" variant="secondary">
                Back to Home
              </ButtonLink>
            </div>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={leaving !== null}
        title="Leave the exercise?"
        confirmLabel="Leave the exercise"
        cancelLabel="Stay and continue"
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const go = leaving?.leave;
          setLeaving(null);
          go?.();
        }}
      >
        The timer is still running. If you leave now, this session stays unfinished: you can pick it up again or discard it from
        your dashboard.
      </ConfirmDialog>
    </div>
  );
}
