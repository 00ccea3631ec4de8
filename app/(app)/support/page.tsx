// /support, Help & Support: crisis resources for the person's country first (the header's "Need help
// now?" lands on #crisis), then the four cards of docs/spec.md §2. The contacts come from
// configuration (SUPPORT_EMAIL, SUPPORT_URL); without them the cards say plainly that none is set up.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { headers } from "next/headers";
import { Link } from "@/components/ui/link";
import { ContactCards, CrisisContactList } from "@/components/safety/crisis-contact-list";
import { CRISIS_INTRO } from "@/lib/domain/crisis";
import { crisisLinesFor, harmedContacts, WORLDWIDE_DIRECTORY } from "@/lib/domain/crisis-lines";
import { currentUser } from "@/lib/server/auth/session";
import { env } from "@/lib/server/env";
import { crisisCountry } from "@/lib/server/services/settings";

export const metadata: Metadata = { title: "Help & Support" };

const FAQ = [
  {
    q: "Who can see my thoughts and sessions?",
    a: "Only you, and the care team administrators who support this service. Every time staff open a user's records it is logged. You can download or delete everything from Account Settings.",
  },
  {
    q: "Why does my anxiety go up during a session?",
    a: "That is expected and it is how ERP works: you face a trigger without the compulsion and let the anxiety and the doubt be there. It may rise and fall, or stay a while; either way, each time your brain learns a little more that you can carry it.",
  },
  {
    q: "What if a session feels too hard?",
    a: "Choose a smaller trigger or a shorter duration next time. Going slowly is still progress, and every completed session counts.",
  },
  {
    q: "Does this replace therapy?",
    a: "No. It is a companion for practising between appointments. If you have a clinician, share your progress with them.",
  },
];

function SupportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid content-start gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

export default async function SupportPage() {
  const user = await currentUser();
  const country = await crisisCountry(user?.id ?? null, (await headers()).get("accept-language"));
  const table = crisisLinesFor(country);
  const harmed = harmedContacts(country);
  const { SUPPORT_EMAIL: supportEmail, SUPPORT_URL: supportUrl } = env();
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Help &amp; Support</h1>

      <section id="crisis" aria-labelledby="crisis-title" className="scroll-mt-24 rounded-2xl border border-rose-200 bg-rose-50 p-5 sm:p-6">
        <h2 id="crisis-title" className="text-lg font-semibold text-rose-950">
          If you need help right now
        </h2>
        <p className="mt-2 text-rose-950">{CRISIS_INTRO}</p>
        <p className="mt-3 text-sm font-medium text-rose-950">
          {table ? `Lines for ${table.name}` : "Lines where you are"} ·{" "}
          <Link href="/settings#crisis-country-title" className="underline underline-offset-2">
            change country
          </Link>
        </p>
        <div className="mt-3">
          <CrisisContactList country={country} />
        </div>
        {harmed.length > 0 && (
          <>
            <h3 className="mt-5 font-semibold text-rose-950">If someone is hurting, threatening or controlling you</h3>
            <div className="mt-3">
              <ContactCards contacts={harmed} />
            </div>
          </>
        )}
        <p className="mt-4 text-sm text-rose-950">
          Somewhere else?{" "}
          <a href={WORLDWIDE_DIRECTORY.href} className="font-semibold underline underline-offset-2">
            {WORLDWIDE_DIRECTORY.name}
          </a>{" "}
          lists crisis lines in over 130 countries.
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <SupportCard title="Email Support">
          {supportEmail ? (
            <>
              <p className="text-slate-700">Questions about your account or the app? Write to the team that runs this service.</p>
              <a href={`mailto:${supportEmail}`} className="inline-flex min-h-11 items-center font-semibold break-all text-brand-800 underline underline-offset-2">
                {supportEmail}
              </a>
            </>
          ) : (
            <p className="text-slate-700">
              No support email address has been set up for this service yet. If someone gave you access to the app, such as
              your clinic, please ask them for help.
            </p>
          )}
          <p className="text-sm text-slate-600">Email is for help with the app; it is not a crisis service.</p>
        </SupportCard>
        <SupportCard title="Live Chat">
          {supportUrl ? (
            <>
              <p className="text-slate-700">Chat with the support team on their help page. Chat is for help with the app; it is not a crisis service.</p>
              <a href={supportUrl} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2">
                Open live chat<span className="sr-only"> (opens the support team’s help page)</span>
              </a>
            </>
          ) : (
            <p className="text-slate-700" data-testid="no-live-chat">
              There is no live chat for this service.{" "}
              {supportEmail ? "Please use Email Support instead." : "If someone gave you access to the app, please ask them for help."}
            </p>
          )}
        </SupportCard>
        <SupportCard title="Documentation">
          <ul className="grid list-disc gap-1 pl-5 text-slate-700">
            <li>
              <strong className="text-slate-900">ERP sessions</strong>: pick a trigger, get one small task, stay with the
              feeling for the timer, then note how you feel.
            </li>
            <li>
              <strong className="text-slate-900">Thought journal</strong>: log a thought and get a gentler way of looking at it.
            </li>
            <li>
              <strong className="text-slate-900">Bravery score</strong>: grows with every completed session; harder ones
              count a little more.
            </li>
          </ul>
        </SupportCard>
        <SupportCard title="FAQ">
          <p className="text-sm text-slate-600">Select a question to read its answer.</p>
          <div className="grid gap-2">
            {FAQ.map((f) => (
              <details key={f.q} className="group rounded-lg border border-slate-200 open:bg-slate-50">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-3 py-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
                  {f.q}
                  <span aria-hidden="true" className="shrink-0 text-brand-800 transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <p className="px-3 pb-3 text-slate-700">{f.a}</p>
              </details>
            ))}
          </div>
        </SupportCard>
      </div>
    </div>
  );
}
