// The admin detail's history tabs: ERP sessions and thought logs with their AI analysis, newest first.
// The first page arrives with the server render; 'Load more' fetches the next from the list routes
// (GET /api/erp-sessions/{userId}, GET /api/thought-logs/{userId}), each page an audited read (decision 058).
"use client";
import { Card } from "@/components/ui/card";
import { LoadMore } from "@/components/ui/load-more";
import type { AdminErpSession, AdminThoughtLog } from "@/lib/domain/admin";
import { formatAdminDate, formatMinutes } from "@/lib/domain/admin-format";
import { formatClock, OUTCOME_HAPPENED_LABELS } from "@/lib/domain/erp";
import { usePagedList } from "@/lib/client/use-paged-list";
import { Empty, Field } from "./detail-parts";

/** Rows per 'Load more'. */
const PAGE_SIZE = 20;

function Count({ shown, total, what }: { shown: number; total: number; what: string }) {
  return (
    <p className="text-sm text-slate-700">
      Showing {shown.toLocaleString("en-US")} of {total.toLocaleString("en-US")} {what}, newest first.
    </p>
  );
}

/** What a session from the ladder records (decision 034), when there is any: the step, the expectancy, the anxiety over time and the answers after. */
function ExposureDetails({ s }: { s: AdminErpSession }) {
  const anxiety = [s.anxietyPeak !== null && `peak ${s.anxietyPeak}/10`, s.anxietyAfter !== null && `after ${s.anxietyAfter}/10`].filter(Boolean).join(", ");
  const rows: [string, string][] = [
    ...(s.rungId ? ([["Practised from", "A step of the exposure ladder"]] as [string, string][]) : []),
    ...(s.expectedOutcome ? ([["Feared outcome", `${s.expectedOutcome}${s.expectedLikelihood !== null ? ` (expected ${s.expectedLikelihood}%)` : ""}`]] as [string, string][]) : []),
    // A likelihood without words (possible over the API): still the expectancy the answer below is read against.
    ...(!s.expectedOutcome && s.expectedLikelihood !== null ? ([["Feared outcome", `Not written (expected ${s.expectedLikelihood}%)`]] as [string, string][]) : []),
    ...(s.outcomeHappened ? ([["Did it happen?", OUTCOME_HAPPENED_LABELS[s.outcomeHappened]]] as [string, string][]) : []),
    ...(anxiety ? ([["Anxiety during and after", anxiety]] as [string, string][]) : []),
    ...(s.ratings.length ? ([["Ratings during the exposure", s.ratings.map((r) => `${r.anxiety} at ${formatClock(r.second)}`).join(", ")]] as [string, string][]) : []),
    ...(s.urges.length ? ([["Urges noted", String(s.urges.length)]] as [string, string][]) : []),
    ...(s.didCompulsion !== null ? ([["Did the compulsion", s.didCompulsion ? "Yes" : "No"]] as [string, string][]) : []),
    ...(s.learned ? ([["What they learned", s.learned]] as [string, string][]) : []),
  ];
  if (!rows.length) return null;
  return (
    <dl className="mt-3 grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <Field key={label} label={label}>
          <span className="break-words">{value}</span>
        </Field>
      ))}
    </dl>
  );
}

export function SessionsPanel({ userId, sessions, total, nextCursor }: { userId: string; sessions: AdminErpSession[]; total: number; nextCursor: string | null }) {
  const list = usePagedList({ url: `/api/erp-sessions/${userId}?limit=${PAGE_SIZE}`, initialItems: sessions, initialCursor: nextCursor, noun: { one: "session", many: "sessions" } });
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">ERP Sessions History</h2>
      {list.items.length === 0 ? (
        <Empty>No ERP sessions recorded</Empty>
      ) : (
        <>
          <Count shown={list.items.length} total={total} what="sessions" />
          <ul className="grid gap-3">
            {list.items.map((s) => (
              <li key={s.id} className="rounded-xl border border-slate-200 p-4 focus:outline-2" data-page-item={s.id} tabIndex={-1}>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
                  <Field label="Trigger" className="col-span-2 sm:col-span-1">
                    <span dir="auto" className="break-words">{s.trigger}</span>
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
                <ExposureDetails s={s} />
              </li>
            ))}
          </ul>
          <LoadMore label="Load more sessions" {...list} onLoad={() => void list.loadMore()} />
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

export function ThoughtsPanel({ userId, logs, total, nextCursor }: { userId: string; logs: AdminThoughtLog[]; total: number; nextCursor: string | null }) {
  const list = usePagedList({ url: `/api/thought-logs/${userId}?limit=${PAGE_SIZE}`, initialItems: logs, initialCursor: nextCursor, noun: { one: "thought log", many: "thought logs" } });
  return (
    <Card className="grid gap-4">
      <h2 className="text-lg font-semibold">Thought Logs</h2>
      {list.items.length === 0 ? (
        <Empty>No thought logs recorded</Empty>
      ) : (
        <>
          <Count shown={list.items.length} total={total} what="thought logs" />
          <ul className="grid gap-3">
            {list.items.map((t) => (
              <li key={t.id} className="grid gap-3 rounded-xl border border-slate-200 p-4 focus:outline-2" data-page-item={t.id} tabIndex={-1}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p dir="auto" className="font-medium break-words text-slate-900">{t.thought}</p>
                  <p className="text-sm whitespace-nowrap text-slate-600">{formatAdminDate(t.createdAt)}</p>
                </div>
                <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
                  <h3 className="text-sm font-semibold text-brand-900">AI Analysis</h3>
                  <Analysis ai={t.aiResponse} />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore label="Load more thought logs" {...list} onLoad={() => void list.loadMore()} />
        </>
      )}
    </Card>
  );
}
