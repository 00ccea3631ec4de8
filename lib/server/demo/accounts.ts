// The demo accounts for clinical reviewers, in one place: `npm run db:seed` (prisma/seed.ts) creates
// them, and a preview's sign-in page lists them (docs/demo-accounts.md documents them). Their passwords
// are published, so production never seeds them and never shows them (decision 057).
import "server-only";
import type { DemoAccount } from "@/lib/domain/demo-account";

export type { DemoAccount } from "@/lib/domain/demo-account";

export const DEMO_ACCOUNTS = {
  patient: { username: "Maya Chen", email: "maya.chen@example.com", password: "calm-harbour-maya", role: "user", label: "Patient mid-treatment" },
  newPatient: { username: "Sam Rivera", email: "sam.rivera@example.com", password: "first-steps-sam", role: "user", label: "New patient (not yet verified or onboarded)" },
  admin: { username: "Dr Lena Ortiz", email: "lena.ortiz@example.com", password: "clinic-review-lena", role: "admin", label: "Clinician (admin)" },
} as const satisfies Record<string, DemoAccount>;

/** In the order the sign-in page lists them. */
export const demoAccountList = (): DemoAccount[] => Object.values(DEMO_ACCOUNTS);
