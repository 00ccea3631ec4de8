// Field sizes (and the stored prefix of a person's own compulsion) that client components need
// without the zod schemas built on them: importing a schema module ships zod (~30 kB gzip) to the browser.
// Also the one wording of a length limit, which the schemas, the account rules and the route wrapper share.

/**
 * What a refused text too long is told (decision 054, amendment (d)): "to N characters or fewer", so N
 * itself is plainly allowed. `what` names the field as a person reads it ("the note", "your username"),
 * and `max` is the limit in the characters the person typed (never a stored prefix).
 */
export const keepTo = (what: string, max: number) => `Please keep ${what} to ${max} characters or fewer`;

export const THOUGHT_MAX_LENGTH = 2000;
export const ADMIN_SEARCH_MAX = 100;
export const CUSTOM_PREFIX = "custom:";
export const CUSTOM_TEXT_MAX = 200;
/** The journal search box: longer text would match nothing a person wrote anyway. */
export const JOURNAL_SEARCH_MAX = 200;
/** A clinician's note on a patient (decision 045). */
export const NOTE_MAX_LENGTH = 2000;
/** How long the author may change a note after writing it; then it is append-only (decision 045). */
export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;
