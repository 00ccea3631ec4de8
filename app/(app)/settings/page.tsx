// /settings (placeholder until its feature lands).
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Account Settings" };

export default function Page() {
  return <h1 className="text-2xl font-bold">Account Settings</h1>;
}
