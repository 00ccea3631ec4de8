// Whether crisis support was shown with a text: its own module, without the risk assessment, so that
// the practice plan (and the e-mail jobs that start with the server) do not load the classifier and
// compile every rule before the server's first answer.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Crisis support was shown with a text (a crisis answer, or a check-in answered Yes): what it belongs to
 * is never practised (decision 035). `SUPPORT_SHOWN` is the same rule as a query on the owner's event.
 */
export function showedCrisisSupport(event: { level: string; answer: string | null } | null | undefined): boolean {
  return event?.level === "crisis" || event?.answer === "yes";
}
export const SUPPORT_SHOWN = { safetyEvent: { is: { OR: [{ level: "crisis" }, { answer: "yes" }] } } } satisfies Prisma.LadderRungWhereInput;
