// /admin/users/:id: one user's profile, ERP sessions and thought logs for an admin (each view audited).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatAdminDate, sessionCountLabel } from "@/lib/domain/admin";
import { isUuid } from "@/lib/domain/ids";
import { AppError } from "@/lib/server/errors";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { getUserDetail } from "@/lib/server/services/admin";
import { StatCards } from "@/components/admin/stat-cards";
import { DetailTabs } from "@/components/admin/detail-tabs";
import { ProfilePanel } from "@/components/admin/user-detail-panels";
import { SessionsPanel, ThoughtsPanel } from "@/components/admin/user-history";
import { ButtonLink } from "@/components/ui/button";
import { BetweenSessionsPanel } from "@/components/admin/between-sessions-panel";
import { LadderPanel } from "@/components/admin/ladder-panel";

export const metadata: Metadata = { title: "User details" };

async function load(id: string) {
  const admin = await requirePageUser(`/admin/users/${id}`);
  if (!isUuid(id)) notFound();
  try {
    // The thought page's JSON stays under 60 kB so the whole page stays under 200 kB (decision 058).
    return await getUserDetail(admin, id, { maxBytes: 60 * 1024 });
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
}

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, sessions, sessionCount, sessionsNextCursor, thoughtLogs, thoughtLogCount, thoughtLogsNextCursor, between, ladder } = await load((await params).id);
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
        <p className="break-all text-slate-700">
          {user.email}{" "}
          <span className={user.emailVerified ? "font-medium text-green-800" : "font-medium text-red-800"}>
            {user.emailVerified ? "(Verified)" : "(Unverified)"}
          </span>
        </p>
      </header>
      <StatCards items={cards} />
      <DetailTabs
        panels={{
          sessions: <SessionsPanel userId={user.id} sessions={sessions} total={sessionCount} nextCursor={sessionsNextCursor} />,
          thoughts: <ThoughtsPanel userId={user.id} logs={thoughtLogs} total={thoughtLogCount} nextCursor={thoughtLogsNextCursor} />,
          profile: <ProfilePanel user={user} />,
        }}
      />
      <BetweenSessionsPanel between={between} />
      <LadderPanel ladder={ladder} />
    </div>
  );
}
