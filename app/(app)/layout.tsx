// Signed-in screens that need a complete profile (docs/spec.md §2 guards), re-checked on the server.
import type { ReactNode } from "react";
import { requirePageUser } from "@/lib/server/auth/page-guard";

export default async function AppLayout({ children }: { children: ReactNode }) {
  await requirePageUser("/home");
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</div>;
}
