// /onboarding: the five-step questionnaire, only for signed-in users whose profile is incomplete.
import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { OnboardingWizard } from "@/components/onboarding/onboarding-wizard";
import { requirePageUser } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Getting started" };

export default async function OnboardingPage() {
  const user = await requirePageUser("/onboarding");
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <div className="mb-6 grid gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome, {user.username}</h1>
        <p className="text-slate-700">
          A few questions help us suggest exposures at a pace that suits you. It takes about two minutes, and your answers
          stay private.
        </p>
      </div>
      <Card>
        <OnboardingWizard />
      </Card>
    </div>
  );
}
