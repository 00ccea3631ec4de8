// Crisis resources shown in place of a reframe or a task when the risk assessment answers crisis:
// people to reach, right now, for the person's country.
"use client";
import { Link } from "@/components/ui/link";
import { CrisisContactList } from "@/components/safety/crisis-contact-list";
import { useCrisisCountry } from "@/components/safety/crisis-country";
import { CRISIS_BEING_HARMED, CRISIS_HURT_NOW, CRISIS_INTRO } from "@/lib/domain/crisis";

/**
 * `urgent` announces it at once (role="alert"), for an answer that just arrived; lists use a plain region.
 * `beingHarmed`: the words told of someone else hurting the person, whose own lines come first.
 * `firstStep`: a practical step the words called for (gas or smoke now, a body that needs care), said first.
 */
export function CrisisPanel({ urgent = false, beingHarmed = false, firstStep = null }: { urgent?: boolean; beingHarmed?: boolean; firstStep?: string | null }) {
  const country = useCrisisCountry();
  return (
    <section
      role={urgent ? "alert" : "region"}
      aria-label={urgent ? undefined : "Support is available"}
      className="rounded-xl border-2 border-rose-300 bg-rose-50 p-4 text-rose-950 sm:p-5"
      data-testid="crisis-panel"
    >
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-rose-700">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        Support is available right now
      </h3>
      {firstStep && (
        <p className="mt-2 text-sm font-semibold leading-6" data-testid="crisis-first-step">
          {firstStep}
        </p>
      )}
      <p className="mt-2 text-sm leading-6">{CRISIS_INTRO}</p>
      {beingHarmed && <p className="mt-2 text-sm leading-6">{CRISIS_BEING_HARMED}</p>}
      <p className="mt-2 text-sm font-semibold leading-6">{CRISIS_HURT_NOW}</p>
      <div className="mt-3">
        <CrisisContactList country={country} beingHarmed={beingHarmed} />
      </div>
      <p className="mt-3 text-sm">
        More ways to get help, and lines for another country:{" "}
        <Link href="/support#crisis" className="font-semibold text-rose-800 underline underline-offset-2">
          Help &amp; Support
        </Link>
      </p>
    </section>
  );
}
