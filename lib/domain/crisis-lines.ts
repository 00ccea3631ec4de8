// Crisis lines by country: the national crisis or suicide-prevention line and the emergency number,
// each with a tel: link and the page that names it (checked 2026-11). Shown on /support#crisis, in every
// crisis answer and behind the header's help link, for the person's country setting. No zod here: the
// settings form and the help pages import this module.

export interface CrisisLine {
  name: string;
  /** The number as people dial it, for reading. */
  number: string;
  /** tel: link (digits only, plus sign for international form). */
  href: string;
  detail: string;
}

export interface CountryCrisisLines {
  code: string;
  name: string;
  emergency: CrisisLine;
  lines: CrisisLine[];
  /** Where the numbers come from. */
  source: string;
}

const emergency = (number: string, detail = "If you are in immediate danger or have already hurt yourself."): CrisisLine => ({
  name: "Emergency services",
  number,
  href: `tel:${number.replace(/\D/g, "")}`,
  detail,
});

export const CRISIS_COUNTRIES: readonly CountryCrisisLines[] = [
  {
    code: "US",
    name: "United States",
    emergency: emergency("911"),
    lines: [{ name: "988 Suicide & Crisis Lifeline", number: "988", href: "tel:988", detail: "Call or text 988. Free and confidential, 24 hours a day." }],
    source: "https://988lifeline.org",
  },
  {
    code: "CA",
    name: "Canada",
    emergency: emergency("911"),
    lines: [{ name: "9-8-8 Suicide Crisis Helpline", number: "988", href: "tel:988", detail: "Call or text 988, in English or French, 24 hours a day." }],
    source: "https://988.ca",
  },
  {
    code: "GB",
    name: "United Kingdom",
    emergency: emergency("999"),
    lines: [{ name: "Samaritans", number: "116 123", href: "tel:116123", detail: "Free to call, any time, day or night." }],
    source: "https://www.samaritans.org",
  },
  {
    code: "IE",
    name: "Ireland",
    emergency: emergency("112"),
    lines: [{ name: "Samaritans Ireland", number: "116 123", href: "tel:116123", detail: "Free to call, any time, day or night." }],
    source: "https://www.samaritans.org/ireland/",
  },
  {
    code: "AU",
    name: "Australia",
    emergency: emergency("000"),
    lines: [{ name: "Lifeline", number: "13 11 14", href: "tel:131114", detail: "Crisis support, 24 hours a day." }],
    source: "https://www.lifeline.org.au",
  },
  {
    code: "NZ",
    name: "New Zealand",
    emergency: emergency("111"),
    lines: [{ name: "Need to talk? 1737", number: "1737", href: "tel:1737", detail: "Call or text 1737 to talk with a trained counsellor, any time." }],
    source: "https://1737.org.nz",
  },
  {
    code: "DE",
    name: "Germany",
    emergency: emergency("112"),
    lines: [{ name: "TelefonSeelsorge", number: "0800 111 0 111", href: "tel:08001110111", detail: "Free and anonymous, 24 hours a day (also 0800 111 0 222)." }],
    source: "https://www.telefonseelsorge.de",
  },
  {
    code: "FR",
    name: "France",
    emergency: emergency("112"),
    lines: [{ name: "3114, numéro national de prévention du suicide", number: "3114", href: "tel:3114", detail: "Free, 24 hours a day, 7 days a week." }],
    source: "https://3114.fr",
  },
  {
    code: "ES",
    name: "Spain",
    emergency: emergency("112"),
    lines: [{ name: "Línea 024 de atención a la conducta suicida", number: "024", href: "tel:024", detail: "Free and confidential, 24 hours a day." }],
    source: "https://www.sanidad.gob.es/linea024/",
  },
  {
    code: "NL",
    name: "Netherlands",
    emergency: emergency("112"),
    lines: [{ name: "113 Zelfmoordpreventie", number: "113", href: "tel:113", detail: "Call 113 or 0800-0113 (free), day and night." }],
    source: "https://www.113.nl",
  },
  {
    code: "IN",
    name: "India",
    emergency: emergency("112"),
    lines: [{ name: "Tele-MANAS", number: "14416", href: "tel:14416", detail: "Free national mental health helpline, 24 hours a day (also 1-800-891-4416)." }],
    source: "https://telemanas.mohfw.gov.in",
  },
  {
    code: "ZA",
    name: "South Africa",
    emergency: emergency("112", "From a mobile phone, if you are in immediate danger (10111 for the police)."),
    lines: [{ name: "SADAG Suicide Crisis Helpline", number: "0800 567 567", href: "tel:0800567567", detail: "Free, 24 hours a day." }],
    source: "https://www.sadag.org",
  },
  {
    code: "BR",
    name: "Brazil",
    emergency: emergency("192", "SAMU, if you are in immediate danger."),
    lines: [{ name: "CVV – Centro de Valorização da Vida", number: "188", href: "tel:188", detail: "Free, 24 hours a day." }],
    source: "https://cvv.org.br",
  },
  {
    code: "SG",
    name: "Singapore",
    emergency: emergency("995"),
    lines: [{ name: "Samaritans of Singapore (SOS)", number: "1767", href: "tel:1767", detail: "24-hour crisis line." }],
    source: "https://www.sos.org.sg",
  },
  {
    code: "SE",
    name: "Sweden",
    emergency: emergency("112"),
    lines: [{ name: "Självmordslinjen (Mind)", number: "90101", href: "tel:90101", detail: "Call or chat, any time of day." }],
    source: "https://mind.se",
  },
];

/** "Other": no national table; the worldwide directory and the local emergency number. */
export const OTHER_COUNTRY = "OTHER";
export const WORLDWIDE_DIRECTORY = {
  name: "Find a Helpline",
  href: "https://findahelpline.com",
  detail: "Free, confidential crisis lines in over 130 countries.",
  source: "https://findahelpline.com",
} as const;

export const COUNTRY_CODES: readonly string[] = [...CRISIS_COUNTRIES.map((c) => c.code), OTHER_COUNTRY];

/** The table for a country code, or null for "Other" and anything unknown. */
export function crisisLinesFor(code: string | null | undefined): CountryCrisisLines | null {
  return CRISIS_COUNTRIES.find((c) => c.code === code?.toUpperCase()) ?? null;
}

/**
 * The country a browser's languages point to ("en-GB" -> GB, "fr-FR,fr;q=0.9" -> FR), first listed region
 * that has a table; OTHER when none does. Accepts an Accept-Language header or navigator.languages.
 */
export function countryFromLanguages(languages: string | readonly string[] | null | undefined): string {
  const list = typeof languages === "string" ? languages.split(",") : (languages ?? []);
  for (const entry of list) {
    const tag = entry.split(";")[0]!.trim();
    const region = tag.split(/[-_]/)[1];
    if (region && /^[a-z]{2}$/i.test(region) && crisisLinesFor(region)) return region.toUpperCase();
  }
  return OTHER_COUNTRY;
}

/** One contact as the screens and crisis answers list it. */
export interface CrisisContact {
  name: string;
  contact: string;
  href: string;
  detail: string;
}

/** The contacts for a country setting: its national line(s) and emergency number, or the worldwide directory. */
export function crisisContacts(country: string | null | undefined): CrisisContact[] {
  const table = crisisLinesFor(country);
  if (!table) {
    return [
      { name: WORLDWIDE_DIRECTORY.name, contact: "findahelpline.com", href: WORLDWIDE_DIRECTORY.href, detail: WORLDWIDE_DIRECTORY.detail },
      { name: "Emergency services", contact: "your local emergency number", href: "tel:112", detail: "If you are in immediate danger (112 works in many countries)." },
    ];
  }
  const asContact = (l: CrisisLine): CrisisContact => ({ name: l.name, contact: l.number, href: l.href, detail: l.detail });
  return [...table.lines.map(asContact), asContact(table.emergency)];
}
