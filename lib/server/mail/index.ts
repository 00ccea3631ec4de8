// Sends e-mail through Resend when RESEND_API_KEY is set, otherwise appends it to a local outbox file.
// On a preview deployment no mail reaches a real address: only PREVIEW_MAIL_ALLOWLIST's recipients get
// theirs, and every other mail is held back and written to the log instead (decision 055).
import "server-only";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { env } from "../env";
import { log } from "../log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Resend sends a mail with the same key only once (for 24 hours): a retry after a crash between
   * sending and recording it cannot send it twice (decision 038).
   */
  idempotencyKey?: string;
}

/** Whole addresses, or "@domain" for everyone at a domain; case does not matter. */
export function onAllowlist(to: string, allowlist: readonly string[]): boolean {
  const address = to.trim().toLowerCase();
  return allowlist.some((entry) => (entry.startsWith("@") ? address.endsWith(entry) : address === entry));
}

/** "maya.chen@example.com" -> "m…@example.com": enough to tell mails apart in a log, not to mail anyone. */
export const maskAddress = (to: string) => to.replace(/^(.)[^@]*/, "$1…");

export async function sendMail(mail: Mail): Promise<void> {
  const e = env();
  if (e.preview && !onAllowlist(mail.to, e.PREVIEW_MAIL_ALLOWLIST)) {
    // The links are what a reviewer needs (e.g. to verify an account made on the preview); mails never
    // carry health details, and previews hold demo data.
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    log.info("mail.held", { reason: "preview", to: maskAddress(mail.to), subject: mail.subject, links: links.join(" ") });
    return;
  }
  if (e.RESEND_API_KEY) {
    const { Resend } = await import("resend");
    if (e.RESEND_BASE_URL) process.env.RESEND_BASE_URL = e.RESEND_BASE_URL;
    const resend = new Resend(e.RESEND_API_KEY);
    const { idempotencyKey, headers, ...content } = mail;
    const { error } = await resend.emails.send({ from: e.MAIL_FROM, ...content, ...(headers ? { headers } : {}) }, idempotencyKey ? { idempotencyKey } : undefined);
    if (error) throw new Error(`Resend refused the e-mail: ${error.name}`);
    log.info("mail.sent", { provider: "resend" });
    return;
  }
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.MAIL_OUTBOX_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  const { idempotencyKey: _key, ...stored } = mail;
  await appendFile(file, JSON.stringify({ ...stored, sentAt: new Date().toISOString() }) + "\n");
  log.info("mail.outbox", { file: e.MAIL_OUTBOX_FILE });
}
