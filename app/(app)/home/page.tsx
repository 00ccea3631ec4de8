// /home (placeholder until its feature lands; it renders the thought section so the journal feature can be used).
import type { Metadata } from "next";
import { HomeThoughtSection } from "@/components/thoughts/home-thought-section";
import { requirePageUser } from "@/lib/server/page-guard";

export const metadata: Metadata = { title: "Dashboard" };

export default async function Page() {
  const user = await requirePageUser("/home");
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <HomeThoughtSection userId={user.id} />
    </div>
  );
}
