// /admin/users/:id: one user's profile, ERP sessions, thought logs and course of treatment for an admin
// (the view audited), and the clinician notes on them (staff only, decision 045).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatAdminDate, sessionCountLabel } from "@/lib/domain/admin";
import { isUuid } from "@/lib/domain/ids";
import { AppError } from "@/lib/server/errors";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { getUserDetail } from "@/lib/server/services/admin";
import { listNotes } from "@/lib/server/services/clinician-notes";
import { getTreatment } from "@/lib/server/services/treatment";
import { TreatmentPanel } from "@/components/admin/treatment";
import { NotesQuery } from "@/lib/domain/clinician-notes";
import { ClinicianNotes } from "@/components/admin/clinician-notes";
import { StatCards } from "@/components/admin/stat-cards";
import { DetailTabs } from "@/components/admin/detail-tabs";
import { ProfilePanel } from "@/components/admin/user-detail-panels";
import { SessionsPanel, ThoughtsPanel } from "@/components/admin/user-history";
import { ButtonLink } from "@/components/ui/button";
import { BetweenSessionsPanel } from "@/components/admin/between-sessions-panel";
import { LadderPanel } from "@/components/admin/ladder-panel";
import { AssignPractice } from "@/components/admin/assign-practice";

export const metadata: Metadata = { title: "User details" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function load(id: string, notesPage: number) {
  const admin = await requirePageUser(`/admin/users/${id}`);
  if (!isUuid(id)) notFound();
  try {
    // The thought page's JSON stays under 40 kB so the whole page, with the Treatment tab and the notes,
    // stays under 200 kB (decision 058).
    const detail = await getUserDetail(admin, id, { maxBytes: 40 * 1024 });
    // The detail's one view_user_detail row covers the Treatment tab too (decision 048); the notes,
    // staff records, are their own audited read (decision 045).
    const [treatment, notes] = await Promise.all([getTreatment(admin, id, { read: "part_of_detail" }), listNotes(admin, id, { page: notesPage })]);
    return { ...detail, treatment, notes };
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
}

export default async function AdminUserPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const id = (await params).id;
  const rawNotes = (await searchParams).notes;
  // A hand-edited ?notes= that is not a page number shows the first page.
  const notesPage = NotesQuery.safeParse({ page: Array.isArray(rawNotes) ? rawNotes[0] : rawNotes }).data?.page ?? 1;
  const { user, sessions, sessionCount, sessionsNextCursor, thoughtLogs, thoughtLogCount, thoughtLogsNextCursor, between, ladder, timeZone, treatment, notes } = await load(id, notesPage);
  const cards = [
    { label: "Role", value: user.role === "admin" ? "Admin" : "User" },
    { label: "Joined", value: formatAdminDate(user.createdAt) },
    { label: "Activity", value: sessionCountLabel(sessionCount) },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <ButtonLink href="/admin" variant="ghost" className="-ml-3">
          <span aria-hidden="true">←</span> Back to User List
        </ButtonLink>
      </div>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold break-words text-slate-900">{user.username}</h1>
        <p className="text-slate-700">
          <span className="break-all">{user.email}</span>{" "}
          <span className={`whitespace-nowrap font-medium ${user.emailVerified ? "text-green-800" : "text-red-800"}`}>
            {user.emailVerified ? "(Verified)" : "(Unverified)"}
          </span>
        </p>
        <p className="text-sm lg:hidden">
          <a href="#clinician-notes" className="font-medium text-brand-800 underline underline-offset-2">
            Go to clinician notes ({notes.total})
          </a>
        </p>
      </header>
      <StatCards items={cards} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <DetailTabs
            panels={{
              sessions: <SessionsPanel userId={user.id} sessions={sessions} total={sessionCount} nextCursor={sessionsNextCursor} />,
              thoughts: <ThoughtsPanel userId={user.id} logs={thoughtLogs} total={thoughtLogCount} nextCursor={thoughtLogsNextCursor} />,
              profile: <ProfilePanel user={user} />,
              treatment: <TreatmentPanel t={treatment} reportHref={`/admin/users/${user.id}/report`} />,
            }}
          />
          <BetweenSessionsPanel between={between} />
          <LadderPanel ladder={ladder} />
          <AssignPractice patientId={user.id} patientTimeZone={timeZone} />
        </div>
        <ClinicianNotes
          patientId={user.id}
          data={notes}
          pageHref={(page) => (page > 1 ? `/admin/users/${user.id}?notes=${page}#clinician-notes` : `/admin/users/${user.id}#clinician-notes`)}
        />
      </div>
    </div>
  );
}
