// /progress (placeholder until its feature lands).
import type { Metadata } from "next";

export const metadata: Metadata = { title: "Your Progress" };

export default function Page() {
  return <h1 className="text-2xl font-bold">Your Progress</h1>;
}
