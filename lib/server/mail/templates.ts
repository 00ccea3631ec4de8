// The texts of the e-mails the app sends.
import "server-only";
import type { Mail } from "./index";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function verificationMail(to: string, username: string, link: string): Mail {
  const text = [
    `Hi ${username},`,
    "",
    "Please confirm your email address to unlock every feature, including ERP therapy sessions:",
    link,
    "",
    "The link works once and expires in 24 hours. If you did not create an account, you can ignore this email.",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Please confirm your email address to unlock every feature, including ERP therapy sessions.</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link works once and expires in 24 hours. If you did not create an account, you can ignore this email.</p>`;
  return { to, subject: "Verify your email address", text, html };
}

export function passwordResetMail(to: string, username: string, link: string): Mail {
  const text = [
    `Hi ${username},`,
    "",
    "Someone asked to reset the password of your ERP Companion account. To choose a new password, open this link:",
    link,
    "",
    "The link works once and expires in 1 hour. Afterwards every device signed in to your account is signed out.",
    "If you did not ask for this, you can ignore this email: your password stays as it is.",
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Someone asked to reset the password of your ERP Companion account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in 1 hour. Afterwards every device signed in to your account is signed out.</p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`;
  return { to, subject: "Reset your password", text, html };
}

/** The RFC 8058 headers: mail clients show an unsubscribe button that POSTs to `oneClick`. */
export function unsubscribeHeaders(oneClick: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

export interface BetweenSessionLinks {
  /** The app's home screen. */
  home: string;
  settings: string;
  /** The one-click POST target (List-Unsubscribe). */
  oneClick: string;
  /** The page the e-mail's own text links to: it asks, then turns the switch off. */
  unsubscribePage: string;
}

function footer(what: string, setting: string, links: BetweenSessionLinks) {
  const text = [
    "",
    "--",
    `You get ${what} because '${setting}' is on in your ERP Companion settings.`,
    `To stop them (one click, no need to sign in): ${links.unsubscribePage}`,
    `Or change it in Account Settings: ${links.settings}`,
  ];
  const html = `<hr>
<p style="color:#475569;font-size:13px">You get ${escapeHtml(what)} because &lsquo;${escapeHtml(setting)}&rsquo; is on in your ERP Companion settings.
<a href="${escapeHtml(links.unsubscribePage)}">Stop them</a> (one click, no need to sign in), or change it in
<a href="${escapeHtml(links.settings)}">Account Settings</a>.</p>`;
  return { text, html };
}

/**
 * 'Session Reminders' on a planned day (decision 038). It names nothing of the plan: no situation, no
 * ritual, nothing about health, since e-mails are read on lock screens and shared devices.
 */
export function sessionReminderMail(to: string, username: string, links: BetweenSessionLinks): Mail {
  const end = footer("these reminders", "Session Reminders", links);
  const text = [`Hi ${username},`, "", "You planned some practice for today. Whenever you are ready, it is here:", links.home, ...end.text].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>You planned some practice for today. Whenever you are ready, it is here:</p>
<p><a href="${escapeHtml(links.home)}">Open ERP Companion</a></p>
${end.html}`;
  return { to, subject: "Your planned practice for today", text, html, headers: unsubscribeHeaders(links.oneClick) };
}

export interface WeekCounts {
  sessions: number;
  /** The sessions the plan asked for that week; null without an active plan. */
  planned: number | null;
  logEntries: number;
  /** Log entries resisted or put off. */
  resistedOrDelayed: number;
  thoughts: number;
  checkInAnswered: boolean;
}

/** 'Email Notifications': the week in counts only, never a thought's text or any other health detail. */
export function weeklySummaryMail(to: string, username: string, week: string, counts: WeekCounts, links: BetweenSessionLinks): Mail {
  const lines = [
    `Practice sessions completed: ${counts.sessions}${counts.planned === null ? "" : ` of ${counts.planned} planned`}`,
    `Entries in your log: ${counts.logEntries}${counts.logEntries > 0 ? `, ${counts.resistedOrDelayed} of them resisted or put off` : ""}`,
    `Thoughts written down: ${counts.thoughts}`,
    `Weekly check-in: ${counts.checkInAnswered ? "answered" : "not answered"}`,
  ];
  const end = footer("this weekly e-mail", "Email Notifications", links);
  const text = [
    `Hi ${username},`,
    "",
    `Your week, ${week}:`,
    ...lines.map((l) => `- ${l}`),
    "",
    "This e-mail holds counts only, never what you wrote. The rest is in the app:",
    links.home,
    ...end.text,
  ].join("\n");
  const html = `<p>Hi ${escapeHtml(username)},</p>
<p>Your week, ${escapeHtml(week)}:</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<p>This e-mail holds counts only, never what you wrote. The rest is <a href="${escapeHtml(links.home)}">in the app</a>.</p>
${end.html}`;
  return { to, subject: "Your week in ERP Companion", text, html, headers: unsubscribeHeaders(links.oneClick) };
}
