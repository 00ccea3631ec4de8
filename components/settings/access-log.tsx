// "Who has viewed your records" on /settings (decision 046): the staff reads of the person's records,
// one line per staff member, kind and hour, newest first, in plain words; older ones on further pages.
import type { AccessLogPage } from "@/lib/domain/access-log";
import { LocalDate } from "@/components/erp/local-date";
import { PageLink } from "@/components/ui/page-link";

export function AccessLog({ data, pageHref }: { data: AccessLogPage; pageHref: (page: number) => string }) {
  const { entries, page, pageCount } = data;
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">
        Clinicians on the care team can look at your records to support your treatment. Each time a staff member does, it is
        listed here with the date and time.
      </p>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-slate-700">
          No staff member has looked at your records yet.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Staff views, newest first">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
              <p className="text-slate-900">
                <span className="font-semibold">{e.staffName ?? "A former staff member"}</span> {e.what}
                {e.times > 1 && <span className="text-slate-700"> ({e.times} times within the hour)</span>}
              </p>
              <time dateTime={e.at} className="text-sm whitespace-nowrap text-slate-700">
                <LocalDate iso={e.at} format="datetime" />
              </time>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label="Staff view pages" className="flex items-center justify-between gap-3">
          <PageLink keepScroll href={pageHref(page - 1)} disabled={page <= 1}>
            Newer
          </PageLink>
          <span className="text-sm text-slate-700">
            Page {page} of {pageCount}
          </span>
          <PageLink keepScroll href={pageHref(page + 1)} disabled={page >= pageCount}>
            Older
          </PageLink>
        </nav>
      )}
    </div>
  );
}
