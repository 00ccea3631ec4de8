// The admin detail's 'Between sessions' card (decisions 027, 028, 037): the practice plan (who set
// it, whether the patient kept or declined it), four weeks of the compulsion log in counts, and the
// latest weekly check-in totals. Numbers only describe the patient's own weeks; nothing is compared
// with others.
import { LocalDate } from "@/components/erp/local-date";
import { Card } from "@/components/ui/card";
import { resistedShare, type BetweenSessionsSummary } from "@/lib/domain/between-sessions";
import { WEEKDAY_SHORT } from "@/lib/domain/plan-limits";
import { TOTAL_MAX } from "@/lib/domain/weekly-check-in";

const STATUS = { active: "Active", suggested: "Suggested, waiting for the patient", declined: "Declined by the patient" } as const;

export function BetweenSessionsPanel({ between }: { between: BetweenSessionsSummary }) {
  const { plan, log, checkIns, checkInCount } = between;
  const share = resistedShare(log);
  return (
    <Card role="region" aria-labelledby="between-title" className="grid gap-5">
      <h2 id="between-title" className="text-lg font-semibold text-slate-900">
        Between sessions
      </h2>
      <div className="grid gap-5 md:grid-cols-3">
        <section aria-labelledby="between-plan" className="grid content-start gap-1.5 text-sm text-slate-700">
          <h3 id="between-plan" className="font-semibold text-slate-900">
            Practice plan
          </h3>
          {plan ? (
            <>
              <p>
                {plan.days.map((d) => WEEKDAY_SHORT[d]).join(", ")} at {plan.reminderTime} ({plan.timeZone})
              </p>
              <p>{STATUS[plan.status]}</p>
              <p>{plan.setBy ? `Set by ${plan.setBy.username}` : "Set by the patient"}</p>
              {plan.rungs.length > 0 && <p>{plan.rungs.length === 1 ? "1 rung" : `${plan.rungs.length} rungs`} to practise</p>}
            </>
          ) : (
            <p>No practice plan</p>
          )}
        </section>
        <section aria-labelledby="between-log" className="grid content-start gap-1.5 text-sm text-slate-700">
          <h3 id="between-log" className="font-semibold text-slate-900">
            Compulsion log, last {log.days} days
          </h3>
          {log.entries === 0 ? (
            <p>No entries</p>
          ) : (
            <>
              <p>
                {log.entries} {log.entries === 1 ? "entry" : "entries"}: {share}
              </p>
              <p>
                {log.delayed} put off, {log.done} done
              </p>
              <p>Average urge {log.averageUrge}/10</p>
            </>
          )}
        </section>
        <section aria-labelledby="between-check-ins" className="grid content-start gap-1.5 text-sm text-slate-700">
          <h3 id="between-check-ins" className="font-semibold text-slate-900">
            Weekly check-ins
          </h3>
          {checkIns.length === 0 ? (
            <p>None yet</p>
          ) : (
            <>
              <ul className="grid gap-0.5">
                {checkIns.map((c) => (
                  <li key={c.id}>
                    <LocalDate iso={c.createdAt} />: {c.total}/{TOTAL_MAX}
                  </li>
                ))}
              </ul>
              {checkInCount > checkIns.length && <p className="text-slate-600">The latest {checkIns.length} of {checkInCount}</p>}
            </>
          )}
        </section>
      </div>
    </Card>
  );
}
