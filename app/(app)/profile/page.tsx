// /profile: who the user is and where they stand (docs/spec.md §2): name, email, OCD type, level, bravery.
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ocdTypeLabel } from "@/lib/domain/enums";
import { requirePageUser } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const user = await requirePageUser("/profile");
  const rows: [string, React.ReactNode][] = [
    ["Username", user.username],
    [
      "Email",
      <>
        {user.email}{" "}
        <span className={`whitespace-nowrap text-sm font-medium ${user.emailVerified ? "text-brand-800" : "text-amber-800"}`}>
          ({user.emailVerified ? "Verified" : "Unverified"})
        </span>
      </>,
    ],
    ["OCD Type", ocdTypeLabel(user.ocdType) ?? "Not specified"],
    ["Current Level", `Level ${user.currentLevel}`],
    ["Bravery Score", `${user.braveryScore} points`],
  ];
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>
      <Card>
        <dl className="divide-y divide-slate-200">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">{term}</dt>
              <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/settings" variant="secondary">
          Account Settings
        </ButtonLink>
        <ButtonLink href="/progress" variant="secondary">
          Session history
        </ButtonLink>
      </div>
    </div>
  );
}
