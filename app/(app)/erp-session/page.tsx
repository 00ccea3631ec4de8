// /erp-session: the guided 4-step ERP session; the chips follow the person's OCD type, the end of the
// timer is signalled as their settings say, and ?session={id} picks up one of their unfinished
// sessions, ?rung={id} starts one from a step of their ladder (decision 034). An unverified account is
// told why it cannot start one, with the resend button (decision 025).
import type { Metadata } from "next";
import { ResendVerificationButton } from "@/components/dashboard/resend-verification-button";
import { ErpSessionFlow } from "@/components/erp/erp-session-flow";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ERP_NEEDS_VERIFIED_EMAIL, triggerChipsFor } from "@/lib/domain/erp";
import { isUuid } from "@/lib/domain/ids";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { resumableErpSession } from "@/lib/server/services/erp";
import { rungToPractise } from "@/lib/server/services/ladder";
import { getSettings } from "@/lib/server/services/settings";

export const metadata: Metadata = { title: "ERP Session" };

export default async function Page({ searchParams }: { searchParams: Promise<{ session?: string | string[]; rung?: string | string[] }> }) {
  const user = await requirePageUser("/erp-session");
  if (!user.emailVerified) {
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">ERP Session</h1>
        <Card className="grid gap-4" aria-labelledby="erp-verify-title">
          <h2 id="erp-verify-title" className="text-xl font-semibold text-slate-900">
            Please verify your email address first
          </h2>
          <p className="text-slate-800">{ERP_NEEDS_VERIFIED_EMAIL}</p>
          <p className="text-sm text-slate-700">
            We sent the link to <span className="font-medium text-slate-900">{user.email}</span>. Your journal, progress and
            everything else stay open in the meantime.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <ResendVerificationButton email={user.email} />
            <ButtonLink href="/home" variant="ghost">
              Back to Home
            </ButtonLink>
          </div>
        </Card>
      </div>
    );
  }
  const { session, rung: rungId } = await searchParams;
  const [settings, resume, rung] = await Promise.all([
    getSettings(user, user.id),
    typeof session === "string" && isUuid(session) ? resumableErpSession(user, session) : null,
    typeof rungId === "string" && isUuid(rungId) ? rungToPractise(user, rungId) : null,
  ]);
  return (
    <ErpSessionFlow
      // A different session (or none) starts the flow afresh.
      key={resume?.id ?? rung?.id ?? "new"}
      userId={user.id}
      chips={triggerChipsFor(user.ocdType)}
      signals={{ sound: settings.timerSound, vibration: settings.timerVibration }}
      resume={resume}
      rung={resume ? null : rung}
    />
  );
}
