// /onboarding (placeholder until its feature lands): only for users whose profile is incomplete.
import type { Metadata } from "next";
import { requirePageUser } from "@/lib/server/page-guard";

export const metadata: Metadata = { title: "Getting started" };

export default async function OnboardingPage() {
  await requirePageUser("/onboarding");
  return <h1 className="px-4 py-8 text-2xl font-bold">Onboarding</h1>;
}
