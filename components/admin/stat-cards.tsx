// A row of labelled figures (the list's counts, the detail's Role / Joined / Activity), stacked on phones.
import { Card } from "@/components/ui/card";

export function StatCards({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
      {items.map((c) => (
        <Card key={c.label} className="flex items-baseline justify-between gap-2 !p-4 sm:block sm:!p-5">
          <dt className="text-sm font-medium text-slate-700">{c.label}</dt>
          <dd className="text-xl font-bold text-slate-900 sm:mt-1 sm:text-2xl">{c.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
