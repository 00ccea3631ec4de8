// /support (placeholder until its feature lands).
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Help & Support" };

export default function Page() {
  return <h1 className="text-2xl font-bold">Help & Support</h1>;
}
