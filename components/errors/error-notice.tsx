// What a person sees when a page could not be rendered (app/error.tsx, app/global-error.tsx): a calm
// word that it is our fault, a retry, and the way to crisis help. The contacts are listed here too,
// because the support page itself may be what failed to load (e.g. while the database is down).
"use client";
import { useEffect, useState } from "react";
import { useCrisisCountry } from "@/components/safety/crisis-country";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { countryFromLanguages, crisisContacts, OTHER_COUNTRY } from "@/lib/domain/crisis-lines";

export function ErrorNotice({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  // Outside the root layout (global-error) there is no country from the server: ask the browser.
  const fromLayout = useCrisisCountry();
  const [country, setCountry] = useState(fromLayout);
  useEffect(() => {
    if (fromLayout === OTHER_COUNTRY) setCountry(countryFromLanguages(navigator.languages));
  }, [fromLayout]);
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4 py-10">
      <Card className="grid w-full max-w-lg gap-5">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold text-slate-900">This page could not be loaded</h1>
          <p className="text-slate-700">
            Something went wrong on our side, not yours. It is usually over quickly, so please try again in a moment.
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => retry()}>Try again</Button>
          {/* A plain link: a full page load, in case the app's own navigation is what failed. */}
          <a href="/" className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Go to the start page
          </a>
        </div>
        <section aria-labelledby="error-crisis-title" className="grid gap-2 rounded-xl border border-rose-200 bg-rose-50 p-4">
          <h2 id="error-crisis-title" className="font-semibold text-rose-950">
            Need help now?
          </h2>
          <p className="text-sm text-rose-950">
            You do not have to wait for the app. See the{" "}
            <a href="/support#crisis" className="font-semibold underline underline-offset-2">
              crisis resources
            </a>
            , or call:
          </p>
          <ul className="grid gap-2 text-sm">
            {crisisContacts(country).map((r) => (
              <li key={r.name} className="grid content-start rounded-lg border border-rose-200 bg-white px-3 py-2">
                <span className="text-slate-800">{r.name}</span>
                <a href={r.href} className="inline-flex min-h-11 items-center font-semibold text-rose-900 underline underline-offset-2">
                  {r.contact}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {digest && <p className="text-xs text-slate-500">If this keeps happening, tell support this reference: {digest}</p>}
      </Card>
    </div>
  );
}
