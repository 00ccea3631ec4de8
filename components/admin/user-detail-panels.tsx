// The admin detail's Profile Data tab (the history tabs are user-history.tsx).
import type { AdminUserDetail } from "@/lib/domain/admin";
import { choiceLabel, ocdTypeLabel } from "@/lib/domain/enums";
import { Card } from "@/components/ui/card";
import { Empty, Field } from "./detail-parts";

function ChoiceList({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <span className="text-slate-700">None recorded</span>;
  return (
    <ul className="list-disc space-y-0.5 pl-5">
      {ids.map((id) => (
        <li key={id}>{choiceLabel(id)}</li>
      ))}
    </ul>
  );
}

const capitalise = (s: string | null) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : "Not specified");

export function ProfilePanel({ user }: { user: AdminUserDetail["user"] }) {
  if (!user.ocdType) {
    return (
      <Card>
        <Empty>User has not completed onboarding</Empty>
      </Card>
    );
  }
  return (
    <Card className="grid gap-6">
      <dl className="grid gap-5 sm:grid-cols-3">
        <Field label="OCD Type">{ocdTypeLabel(user.ocdType)}</Field>
        <Field label="Primary Triggers">
          <ChoiceList ids={user.primaryTriggers} />
        </Field>
        <Field label="Common Compulsions">
          <ChoiceList ids={user.commonCompulsions} />
        </Field>
      </dl>
      <section aria-labelledby="treatment-progress" className="grid gap-3 border-t border-slate-200 pt-5">
        <h2 id="treatment-progress" className="text-lg font-semibold">
          Treatment Progress
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          <Field label="Current Level">{user.currentLevel}</Field>
          <Field label="ERP Score">{user.erpScore}</Field>
          <Field label="Anxiety Severity">{user.anxietySeverity == null ? "Not specified" : `${user.anxietySeverity}/10`}</Field>
          <Field label="Bravery Score">{user.braveryScore}</Field>
          <Field label="Avoidance Level">{capitalise(user.avoidanceLevel)}</Field>
        </dl>
      </section>
    </Card>
  );
}
