// Small text helpers for screens.

/**
 * The first `count` sentences of a text and the rest (with its leading space), for a compact view that
 * reads "first sentences, then Read more". A text without more sentences has an empty rest.
 */
export function splitSentences(text: string, count: number): { first: string; rest: string } {
  const pattern = /[.!?…]+["'”’)]*(?=\s+\S)/g;
  let end = -1;
  for (let i = 0; i < count; i++) {
    const match = pattern.exec(text);
    if (!match) return { first: text, rest: "" };
    end = match.index + match[0].length;
  }
  return end < 0 ? { first: text, rest: "" } : { first: text.slice(0, end), rest: text.slice(end) };
}

/**
 * Characters that show nothing, as the body of a regex character class (flag u): controls, Unicode's
 * default-ignorable characters (zero-width spaces and joiners, the soft hyphen, variation selectors, the
 * Hangul fillers that render as blanks) and the blank braille cell. Shared with the username rule.
 */
export const SHOWS_NOTHING = String.raw`\p{Cc}\p{Default_Ignorable_Code_Point}\u2800`;
// A text "written" with spaces and those alone is empty to the eye.
const INVISIBLE = new RegExp(`[\\s${SHOWS_NOTHING}]`, "gu");

/** True when the text holds something a person can see (not only spaces and zero-width characters). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, "").length > 0;
}

/** An optional text as stored: trimmed, or null when it shows nothing (blank means none). */
export function visibleOrNull(text: string | null | undefined): string | null {
  return text && hasVisibleText(text) ? text.trim() : null;
}
