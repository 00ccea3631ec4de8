// /unsubscribe?token=: open to anyone with the link from a reminder or weekly e-mail (decision 038). It
// names what the link turns off and asks once; an unknown link says so. The token never leaves in a
// Referer header (no-referrer here and in next.config.ts).
import type { Metadata } from "next";
import { UnsubscribeConfirm } from "@/components/settings/unsubscribe-confirm";
import { Card } from "@/components/ui/card";
import { guardPage } from "@/lib/server/auth/page-guard";
import { INVALID_LINK, unsubscribeTarget } from "@/lib/server/services/unsubscribe";

export const metadata: Metadata = { title: "Stop e-mails", referrer: "no-referrer" };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  await guardPage("/unsubscribe");
  const { token } = await searchParams;
  const raw = typeof token === "string" ? token : null;
  const target = unsubscribeTarget(raw);
  if (!target) {
    return (
      <Card className="grid gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Stop e-mails</h1>
        <p role="alert" className="text-slate-700" data-testid="unsubscribe-invalid">
          {INVALID_LINK}
        </p>
      </Card>
    );
  }
  return <UnsubscribeConfirm token={raw!} label={target.label} what={target.kind === "reminders" ? "practice reminders" : "the weekly e-mail"} />;
}
