// Crisis resources shown whenever a person may be at risk, and on /support#crisis (reachable from the header).
export interface CrisisResource {
  name: string;
  contact: string;
  href?: string;
  detail: string;
}

export const CRISIS_INTRO =
  "If you are thinking about ending your life or might act on thoughts of harming yourself or someone else, please reach out for help right now. You deserve support, and you do not have to carry this alone.";

export const CRISIS_RESOURCES: CrisisResource[] = [
  { name: "Emergency services", contact: "911 (US/Canada) · 112 (EU) · 999 (UK)", href: "tel:911", detail: "If you are in immediate danger, call your local emergency number." },
  { name: "988 Suicide & Crisis Lifeline (US)", contact: "Call or text 988", href: "tel:988", detail: "Free, confidential support, 24 hours a day." },
  { name: "Samaritans (UK & Ireland)", contact: "116 123", href: "tel:116123", detail: "Free to call, any time, day or night." },
  { name: "Find a helpline in your country", contact: "findahelpline.com", href: "https://findahelpline.com", detail: "Free, confidential crisis lines worldwide." },
];
