// /journal: the person's thoughts, newest first, each with its relative time and AI reframe (server-rendered).
import type { Metadata } from "next";
import { JournalList } from "@/components/thoughts/journal-list";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { listThoughtLogs } from "@/lib/server/services/thoughts";

export const metadata: Metadata = { title: "Thought Journal" };

export default async function Page() {
  const user = await requirePageUser("/journal");
  const logs = await listThoughtLogs(user, user.id);
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Thought Journal</h1>
        <p className="mt-1 text-slate-600">Every thought you have logged, with the reflection it received.</p>
      </header>
      <JournalList logs={logs} />
    </div>
  );
}
