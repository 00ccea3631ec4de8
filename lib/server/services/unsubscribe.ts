// One-click unsubscribe (RFC 8058, decision 038): the signed link of a between-session e-mail turns its
// switch off ('Session Reminders' or 'Email Notifications') without signing in. Idempotent: a second
// click, or a link of a deleted account, answers the same.
import "server-only";
import { DEFAULT_SETTINGS } from "@/lib/domain/settings";
import { SETTING_LABELS } from "@/lib/domain/setting-labels";
import { db } from "../db";
import { AppError } from "../errors";
import { log } from "../log";
import { readUnsubscribeToken, type UnsubscribeKind } from "../mail/unsubscribe-token";

const SWITCH = { reminders: "sessionReminders", summary: "emailNotifications" } as const satisfies Record<UnsubscribeKind, keyof typeof SETTING_LABELS>;

export interface UnsubscribeTarget {
  kind: UnsubscribeKind;
  setting: (typeof SWITCH)[UnsubscribeKind];
  /** The switch's name in Account Settings. */
  label: string;
}

export const INVALID_LINK = "This unsubscribe link is not valid. You can turn e-mails off in Account Settings after signing in.";

/** What a link would turn off, or null for a link we did not sign (nothing is changed). */
export function unsubscribeTarget(token: string | null | undefined): UnsubscribeTarget | null {
  const read = token ? readUnsubscribeToken(token) : null;
  if (!read) return null;
  const setting = SWITCH[read.kind];
  return { kind: read.kind, setting, label: SETTING_LABELS[setting].label };
}

/** POST /api/unsubscribe?token=: turns the link's switch off. */
export async function unsubscribe(token: string | null | undefined): Promise<UnsubscribeTarget & { message: string }> {
  const target = unsubscribeTarget(token);
  if (!target) throw new AppError("bad_request", INVALID_LINK);
  const { userId } = readUnsubscribeToken(token!)!;
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (user) {
    await prisma.userSettings.upsert({
      where: { userId },
      create: { ...DEFAULT_SETTINGS, userId, [target.setting]: false },
      update: { [target.setting]: false },
    });
    log.info("email.unsubscribed", { userId, kind: target.kind });
  }
  return { ...target, message: `${target.label} is now off. You can turn it on again in Account Settings.` };
}
