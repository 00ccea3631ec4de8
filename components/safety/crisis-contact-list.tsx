// The crisis contacts for a country as a list of cards with full-size tap targets (tel: links).
import { crisisContacts, type CrisisContact } from "@/lib/domain/crisis-lines";

/** `beingHarmed`: the lines for someone hurt, threatened or controlled by another person come first. */
export function CrisisContactList({ country, tone = "rose", beingHarmed = false }: { country: string; tone?: "rose" | "plain"; beingHarmed?: boolean }) {
  return <ContactCards contacts={crisisContacts(country, { beingHarmed })} tone={tone} />;
}

export function ContactCards({ contacts, tone = "rose" }: { contacts: CrisisContact[]; tone?: "rose" | "plain" }) {
  const ring = tone === "rose" ? "ring-rose-200" : "ring-slate-200";
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {contacts.map((c) => (
        <li key={c.name} className={`rounded-lg bg-white p-3 text-sm shadow-sm ring-1 ${ring}`}>
          <p className="font-semibold text-slate-900">{c.name}</p>
          <a href={c.href} className="mt-1 inline-flex min-h-11 items-center font-semibold text-rose-800 underline underline-offset-2">
            {c.contact}
          </a>
          <p className="text-slate-700">{c.detail}</p>
        </li>
      ))}
    </ul>
  );
}
