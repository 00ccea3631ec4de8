// /home (placeholder until its feature lands; the real dashboard renders the same card).
import type { Metadata } from "next";
import { RecentProgressCard } from "@/components/erp/recent-progress-card";
import { ButtonLink } from "@/components/ui/button";
import { requirePageUser } from "@/lib/server/page-guard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function Page() {
  const user = await requirePageUser("/home");
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <ButtonLink href="/erp-session" className="justify-self-start">Start ERP Session</ButtonLink>
      <div className="max-w-md">
        <RecentProgressCard userId={user.id} />
      </div>
    </div>
  );
}
