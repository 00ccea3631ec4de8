// Contents of the admin detail tabs: ERP session history, thought logs with their AI analysis, profile data.
import type { ReactNode } from "react";
import {
  formatAdminDate,
  formatMinutes,
  type AdminErpSession,
  type AdminThoughtLog,
  type AdminUserDetail,
} from "@/lib/domain/admin";
import { choiceLabel, ocdTypeLabel } from "@/lib/domain/enums";
import { Card } from "@/components/ui/card";

function Empty({ children }: { children: string }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{children}</p>;
}

function MoreNote({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm text-slate-700">
      Showing the {shown} most recent of {total.toLocaleString("en-US")} {what}.
    </p>
  );
}

function Field({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`grid content-start gap-0.5 ${className}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export function SessionsPanel({ sessions, total }: { sessions: AdminErpSession[]; total: number }) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">ERP Sessions History</h2>
      {sessions.length === 0 ? (
        <Empty>No ERP sessions recorded</Empty>
      ) : (
        <>
          <ul className="grid gap-3">
            {sessions.map((s) => (
              <li key={s.id} className="rounded-xl border border-slate-200 p-4">
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
                  <Field label="Trigger" className="col-span-2 sm:col-span-1">
                    <span className="break-words">{s.trigger}</span>
                  </Field>
                  <Field label="Anxiety Level">{s.anxietyLevel}/10</Field>
                  <Field label="Date">{formatAdminDate(s.createdAt)}</Field>
                  <Field label="Status">
                    <span className={s.completed ? "font-medium text-green-800" : "font-medium text-amber-800"}>
                      {s.completed ? "Completed" : "In Progress"}
                    </span>
                  </Field>
                  <Field label="Duration">{formatMinutes(s.duration)}</Field>
                </dl>
              </li>
            ))}
          </ul>
          <MoreNote shown={sessions.length} total={total} what="sessions" />
        </>
      )}
    </Card>
  );
}

function Analysis({ ai }: { ai: AdminThoughtLog["aiResponse"] }) {
  const rows = [
    ["Thinking pattern", ai.cognitive_distortion === false ? "No distortion noted" : ai.distortion_type],
    ["OCD pattern", ai.ocd_pattern],
    ["Reframe", ai.reframe],
    ["Reframed thought", ai.reframed_thought],
    ["Coping strategy", ai.coping_strategy],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  const crisis = ai.crisis ? (
    <p className="rounded-md border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-900">
      Possible risk: this person was shown crisis resources for this thought.
    </p>
  ) : null;
  if (rows.length === 0) return crisis ?? <p className="text-slate-700">No analysis was saved for this thought.</p>;
  return (
    <dl className="grid gap-2">
      {crisis}
      {rows.map(([label, text]) => (
        <Field key={label} label={label}>
          {text}
        </Field>
      ))}
    </dl>
  );
}

export function ThoughtsPanel({ logs, total }: { logs: AdminThoughtLog[]; total: number }) {
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">Thought Logs</h2>
      {logs.length === 0 ? (
        <Empty>No thought logs recorded</Empty>
      ) : (
        <>
          <ul className="grid gap-3">
            {logs.map((t) => (
              <li key={t.id} className="grid gap-3 rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium break-words text-slate-900">{t.thought}</p>
                  <p className="text-sm whitespace-nowrap text-slate-600">{formatAdminDate(t.createdAt)}</p>
                </div>
                <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
                  <h3 className="text-sm font-semibold text-brand-900">AI Analysis</h3>
                  <Analysis ai={t.aiResponse} />
                </div>
              </li>
            ))}
          </ul>
          <MoreNote shown={logs.length} total={total} what="thought logs" />
        </>
      )}
    </Card>
  );
}

function ChoiceList({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <span className="text-slate-700">None recorded</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {ids.map((id) => (
        <li key={id}>{choiceLabel(id)}</li>
      ))}
    </ul>
  );
}

const capitalise = (s: string | null) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : "Not specified");

export function ProfilePanel({ user }: { user: AdminUserDetail["user"] }) {
  if (!user.ocdType) {
    return (
      <Card>
        <Empty>User has not completed onboarding</Empty>
      </Card>
    );
  }
  return (
    <Card className="grid gap-6">
      <dl className="grid gap-5 sm:grid-cols-3">
        <Field label="OCD Type">{ocdTypeLabel(user.ocdType)}</Field>
        <Field label="Primary Triggers">
          <ChoiceList ids={user.primaryTriggers} />
        </Field>
        <Field label="Common Compulsions">
          <ChoiceList ids={user.commonCompulsions} />
        </Field>
      </dl>
      <section aria-labelledby="treatment-progress" className="grid gap-3 border-t border-slate-200 pt-5">
        <h2 id="treatment-progress" className="text-lg font-semibold">
          Treatment Progress
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          <Field label="Current Level">{user.currentLevel}</Field>
          <Field label="ERP Score">{user.erpScore}</Field>
          <Field label="Anxiety Severity">{user.anxietySeverity == null ? "Not specified" : `${user.anxietySeverity}/10`}</Field>
          <Field label="Bravery Score">{user.braveryScore}</Field>
          <Field label="Avoidance Level">{capitalise(user.avoidanceLevel)}</Field>
        </dl>
      </section>
    </Card>
  );
}
