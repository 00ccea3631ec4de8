// Crisis lines by country: the national crisis or suicide-prevention line and the emergency number,
// each with a tel: link and the page that names it (checked 2026-11), and the lines for someone being
// harmed by another person (domestic abuse, children's helplines; added 2026-11-28 from the
// organisations' published numbers, without web access on the machine that wrote them: decision 013,
// amendment n, asks that each be checked against its organisation's page before a release). Shown on
// /support#crisis, in every crisis answer and behind the header's help link, for the person's country
// setting. No zod here: the settings form and the help pages import this module.

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
  /**
   * For someone being hurt, threatened, abused or controlled by another person: the domestic-abuse
   * line and the children's helpline, listed first in a crisis answer for that danger.
   */
  whenHarmed: CrisisLine[];
  /** Where the national line and emergency number come from. */
  source: string;
}

const line = (name: string, number: string, detail: string): CrisisLine => ({ name, number, href: `tel:${number.replace(/\D/g, "")}`, detail });

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
    whenHarmed: [
      line("National Domestic Violence Hotline", "1-800-799-7233", "If a partner or someone at home hurts, threatens or controls you. Call, or text START to 88788, 24 hours a day."),
      line("Childhelp National Child Abuse Hotline", "1-800-422-4453", "For children and teens being hurt, and adults worried about a child. 24 hours a day."),
    ],
    source: "https://988lifeline.org",
  },
  {
    code: "CA",
    name: "Canada",
    emergency: emergency("911"),
    lines: [{ name: "9-8-8 Suicide Crisis Helpline", number: "988", href: "tel:988", detail: "Call or text 988, in English or French, 24 hours a day." }],
    whenHarmed: [line("Kids Help Phone", "1-800-668-6868", "For young people, about anything, including being hurt at home. Call, or text CONNECT to 686868, any time.")],
    source: "https://988.ca",
  },
  {
    code: "GB",
    name: "United Kingdom",
    emergency: emergency("999"),
    lines: [{ name: "Samaritans", number: "116 123", href: "tel:116123", detail: "Free to call, any time, day or night." }],
    whenHarmed: [
      line("National Domestic Abuse Helpline", "0808 2000 247", "Free, 24 hours a day, if a partner or family member hurts, threatens or controls you."),
      line("Childline", "0800 1111", "Free for anyone under 19, any time, whatever is happening."),
    ],
    source: "https://www.samaritans.org",
  },
  {
    code: "IE",
    name: "Ireland",
    emergency: emergency("112"),
    lines: [{ name: "Samaritans Ireland", number: "116 123", href: "tel:116123", detail: "Free to call, any time, day or night." }],
    whenHarmed: [
      line("Women's Aid", "1800 341 900", "Free, 24 hours a day, if a partner or ex-partner hurts, threatens or controls you."),
      line("Childline", "1800 66 66 66", "Free for anyone under 18, 24 hours a day."),
    ],
    source: "https://www.samaritans.org/ireland/",
  },
  {
    code: "AU",
    name: "Australia",
    emergency: emergency("000"),
    lines: [{ name: "Lifeline", number: "13 11 14", href: "tel:131114", detail: "Crisis support, 24 hours a day." }],
    whenHarmed: [
      line("1800RESPECT", "1800 737 732", "Domestic, family and sexual violence counselling, 24 hours a day."),
      line("Kids Helpline", "1800 55 1800", "For young people aged 5 to 25, any time."),
    ],
    source: "https://www.lifeline.org.au",
  },
  {
    code: "NZ",
    name: "New Zealand",
    emergency: emergency("111"),
    lines: [{ name: "Need to talk? 1737", number: "1737", href: "tel:1737", detail: "Call or text 1737 to talk with a trained counsellor, any time." }],
    whenHarmed: [
      line("Women's Refuge", "0800 733 843", "Free crisis line for family violence, 24 hours a day."),
      line("Youthline", "0800 376 633", "Free for young people, 24 hours a day."),
    ],
    source: "https://1737.org.nz",
  },
  {
    code: "DE",
    name: "Germany",
    emergency: emergency("112"),
    lines: [{ name: "TelefonSeelsorge", number: "0800 111 0 111", href: "tel:08001110111", detail: "Free and anonymous, 24 hours a day (also 0800 111 0 222)." }],
    whenHarmed: [
      line("Hilfetelefon Gewalt gegen Frauen", "116 016", "Free and anonymous, 24 hours a day, in many languages."),
      line("Nummer gegen Kummer (Kinder- und Jugendtelefon)", "116 111", "Free and anonymous for children and young people."),
    ],
    source: "https://www.telefonseelsorge.de",
  },
  {
    code: "FR",
    name: "France",
    emergency: emergency("112"),
    lines: [{ name: "3114, numéro national de prévention du suicide", number: "3114", href: "tel:3114", detail: "Free, 24 hours a day, 7 days a week." }],
    whenHarmed: [
      line("3919 Violences Femmes Info", "3919", "Free and anonymous, 24 hours a day."),
      line("119 Allô Enfance en Danger", "119", "Free, 24 hours a day, for children in danger and anyone worried about a child."),
    ],
    source: "https://3114.fr",
  },
  {
    code: "ES",
    name: "Spain",
    emergency: emergency("112"),
    lines: [{ name: "Línea 024 de atención a la conducta suicida", number: "024", href: "tel:024", detail: "Free and confidential, 24 hours a day." }],
    whenHarmed: [
      line("016, atención a víctimas de violencia de género", "016", "Free and confidential, 24 hours a day."),
      line("Fundación ANAR", "900 20 20 10", "Free, 24 hours a day, for children and young people."),
    ],
    source: "https://www.sanidad.gob.es/linea024/",
  },
  {
    code: "NL",
    name: "Netherlands",
    emergency: emergency("112"),
    lines: [{ name: "113 Zelfmoordpreventie", number: "113", href: "tel:113", detail: "Call 113 or 0800-0113 (free), day and night." }],
    whenHarmed: [
      line("Veilig Thuis", "0800-2000", "Free, 24 hours a day, for domestic violence and child abuse."),
      line("De Kindertelefoon", "0800-0432", "Free for children and young people."),
    ],
    source: "https://www.113.nl",
  },
  {
    code: "IN",
    name: "India",
    emergency: emergency("112"),
    lines: [{ name: "Tele-MANAS", number: "14416", href: "tel:14416", detail: "Free national mental health helpline, 24 hours a day (also 1-800-891-4416)." }],
    whenHarmed: [
      line("Women Helpline", "181", "24 hours a day, for women facing violence."),
      line("Childline", "1098", "Free, 24 hours a day, for children in danger."),
    ],
    source: "https://telemanas.mohfw.gov.in",
  },
  {
    code: "ZA",
    name: "South Africa",
    emergency: emergency("112", "From a mobile phone, if you are in immediate danger (10111 for the police)."),
    lines: [{ name: "SADAG Suicide Crisis Helpline", number: "0800 567 567", href: "tel:0800567567", detail: "Free, 24 hours a day." }],
    whenHarmed: [
      line("GBV Command Centre", "0800 428 428", "Free, 24 hours a day, for gender-based violence."),
      line("Childline South Africa", "116", "Free for children, 24 hours a day."),
    ],
    source: "https://www.sadag.org",
  },
  {
    code: "BR",
    name: "Brazil",
    emergency: emergency("192", "SAMU, if you are in immediate danger."),
    lines: [{ name: "CVV – Centro de Valorização da Vida", number: "188", href: "tel:188", detail: "Free, 24 hours a day." }],
    whenHarmed: [
      line("Ligue 180", "180", "Free, 24 hours a day, for women facing violence."),
      line("Disque 100", "100", "Free, 24 hours a day, to report violence against children and others."),
    ],
    source: "https://cvv.org.br",
  },
  {
    code: "SG",
    name: "Singapore",
    emergency: emergency("995"),
    lines: [{ name: "Samaritans of Singapore (SOS)", number: "1767", href: "tel:1767", detail: "24-hour crisis line." }],
    whenHarmed: [line("National Anti-Violence and Sexual Harassment Helpline", "1800 777 0000", "24 hours a day, for family violence, abuse and sexual harassment.")],
    source: "https://www.sos.org.sg",
  },
  {
    code: "SE",
    name: "Sweden",
    emergency: emergency("112"),
    lines: [{ name: "Självmordslinjen (Mind)", number: "90101", href: "tel:90101", detail: "Call or chat, any time of day." }],
    whenHarmed: [
      line("Kvinnofridslinjen", "020-50 50 50", "Free and anonymous, 24 hours a day."),
      line("BRIS", "116 111", "For children and young people up to 18."),
    ],
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

const asContact = (l: CrisisLine): CrisisContact => ({ name: l.name, contact: l.number, href: l.href, detail: l.detail });

/** The lines for someone being harmed by another person, for a country setting (none for "Other"). */
export function harmedContacts(country: string | null | undefined): CrisisContact[] {
  return crisisLinesFor(country)?.whenHarmed.map(asContact) ?? [];
}

/**
 * The contacts for a country setting: its national line(s) and emergency number, or the worldwide
 * directory. Someone being harmed by another person gets the lines for that first.
 */
export function crisisContacts(country: string | null | undefined, { beingHarmed = false } = {}): CrisisContact[] {
  const table = crisisLinesFor(country);
  if (!table) {
    return [
      { name: WORLDWIDE_DIRECTORY.name, contact: "findahelpline.com", href: WORLDWIDE_DIRECTORY.href, detail: WORLDWIDE_DIRECTORY.detail },
      { name: "Emergency services", contact: "your local emergency number", href: "tel:112", detail: "If you are in immediate danger (112 works in many countries)." },
    ];
  }
  return [...(beingHarmed ? table.whenHarmed : []), ...table.lines, table.emergency].map(asContact);
}
