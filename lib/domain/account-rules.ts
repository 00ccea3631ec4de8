// The account field rules of docs/spec.md §5 as plain functions, with no zod: the /register form runs them
// in the browser (zod would add ~30 kB gzip to that page) and the zod schemas in ./auth run the very
// same functions on the server, so client and server can never disagree.

import { SHOWS_NOTHING } from "./text";
import { keepTo } from "./field-limits";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** The most UTF-16 units a password of PASSWORD_MAX characters can take: the size guard of sign-in and deletion. */
export const PASSWORD_MAX_UNITS = PASSWORD_MAX * 2;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 254;

/** zod 4's own e-mail pattern (zod/v4/core regexes.email), kept so the rule did not change when it moved here. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
// Control characters, the invisible format characters (zero-width spaces and joiners, bidi overrides,
// the byte-order mark) and the characters that show nothing (Hangul fillers, the blank braille cell):
// each would let one name pass for another in the clinician's list. A zero-width joiner inside an emoji
// ("👩‍💻") and the selector that makes "❤️" a picture are part of the emoji.
const CONTROL_CHARACTERS = new RegExp(`[\\p{Cf}${SHOWS_NOTHING}]`, "u");
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Extended_Pictographic})\uFE0F/gu;

/**
 * What makes a username unique and finds it at sign-in: neither case nor Unicode form matters, so
 * "Maya", "maya" and the full-width "Ｍａｙａ" are one name, and so are "é" typed as one character or
 * as "e" plus an accent (NFKC, as for identifiers in RFC 8265).
 */
export const usernameKey = (username: string) => username.normalize("NFKC").trim().toLowerCase();

/**
 * A username as it is kept: trimmed, and each run of spaces (of any width) made one space, so that
 * "Alice  Review" cannot sit beside "Alice Review" looking the same in every list. Tabs and line breaks
 * are left for usernameProblem to refuse.
 */
export const tidyUsername = (username: string) => username.trim().replace(/[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/gu, " ");

/** Characters as a person counts them (an emoji is one, not two UTF-16 units). */
const characters = (text: string) => [...text].length;

/** The first problem with an already-tidied username (tidyUsername), or null. */
export function usernameProblem(username: string): string | null {
  if (username.length < 1) return "Username is required";
  if (characters(username) > USERNAME_MAX) return keepTo("your username", USERNAME_MAX);
  // In the form that identifies the account: a full-width or small "@" is an "@" there, and a name
  // holding one would read as someone's e-mail address at sign-in.
  if (usernameKey(username).includes("@")) return "Username cannot contain @";
  if (CONTROL_CHARACTERS.test(username.replace(EMOJI_JOINER, ""))) return "Username contains invalid characters";
  return null;
}

/** The problem with an already-trimmed e-mail address, or null. */
export function emailProblem(email: string): string | null {
  return email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email) ? "Invalid email address" : null;
}

export function passwordProblem(password: string): string | null {
  if (characters(password) < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (characters(password) > PASSWORD_MAX) return keepTo("your password", PASSWORD_MAX);
  return null;
}

export const PASSWORDS_DIFFER = "Passwords do not match";

export type RegisterFormValues = { username: string; email: string; password: string; confirmPassword: string };
export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, string>>;

/** Every field's first problem, as the form shows them (username and e-mail are trimmed, as on the server). */
export function registerFormErrors(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  const found: [keyof RegisterFormValues, string | null][] = [
    ["username", usernameProblem(tidyUsername(values.username))],
    ["email", emailProblem(values.email.trim())],
    ["password", passwordProblem(values.password)],
    ["confirmPassword", values.password === values.confirmPassword ? null : PASSWORDS_DIFFER],
  ];
  for (const [field, problem] of found) if (problem) errors[field] = problem;
  return errors;
}
