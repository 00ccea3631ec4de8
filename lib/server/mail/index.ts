// Sends e-mail through Resend when RESEND_API_KEY is set, otherwise appends it to a local outbox file.
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
}

export async function sendMail(mail: Mail): Promise<void> {
  const e = env();
  if (e.RESEND_API_KEY) {
    const { Resend } = await import("resend");
    if (e.RESEND_BASE_URL) process.env.RESEND_BASE_URL = e.RESEND_BASE_URL;
    const resend = new Resend(e.RESEND_API_KEY);
    const { error } = await resend.emails.send({ from: e.MAIL_FROM, ...mail });
    if (error) throw new Error(`Resend refused the e-mail: ${error.name}`);
    log.info("mail.sent", { provider: "resend" });
    return;
  }
  const file = path.resolve(/*turbopackIgnore: true*/ process.cwd(), e.MAIL_OUTBOX_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }) + "\n");
  log.info("mail.outbox", { file: e.MAIL_OUTBOX_FILE });
}
