// IANA time zones (Europe/Berlin, America/New_York, UTC): what the practice plan's reminders and the
// weekly views count days in. Zod-free, for the browser too.

/** An IANA zone name this runtime knows; offsets ("+01:00") and abbreviations ("CET") are not accepted. */
export function isTimeZone(value: string): boolean {
  if (!hasZoneShape(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Written as the zone names the server accepts are (no offsets, no abbreviations). Enough for the names
 * the runtime itself lists (Intl.supportedValuesOf), which it knows by definition: constructing a
 * formatter for each of 400 names costs a phone hundreds of milliseconds.
 */
export function hasZoneShape(value: string): boolean {
  return value.length <= 64 && /^(?:[Uu][Tt][Cc]|[Gg][Mm][Tt]|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2})$/.test(value);
}

/** The zone names the runtime lists (none on a browser too old to list them). */
export function listedTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

let zonesByLowerCase: Map<string, string> | undefined;

/**
 * A valid zone as the runtime spells it ("america/new_york" → "America/New_York"): stored as typed, it
 * would never equal the name a browser reports, so every visit would save it again. Only the case
 * changes where the runtime lists the zone; another name it accepts (an alias such as "asia/kolkata")
 * is spelled as the runtime resolves it.
 */
export function timeZoneSpelling(value: string): string {
  zonesByLowerCase ??= new Map([...listedTimeZones(), "UTC"].map((zone) => [zone.toLowerCase(), zone]));
  const listed = zonesByLowerCase.get(value.toLowerCase());
  if (listed) return listed;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return value;
  }
}

/** The browser's own zone, or UTC when it reports none the server would accept. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}
