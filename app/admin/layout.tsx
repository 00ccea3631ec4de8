// Admin screens: admins only; anyone else is sent away on the server as well as by the proxy.
import type { ReactNode } from "react";
import { requirePageUser } from "@/lib/server/auth/page-guard";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requirePageUser("/admin");
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</div>;
}
