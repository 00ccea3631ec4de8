// /erp-session (placeholder until its feature lands).
import type { Metadata } from "next";

export const metadata: Metadata = { title: "ERP Session" };

export default function Page() {
  return <h1 className="text-2xl font-bold">ERP Session</h1>;
}
