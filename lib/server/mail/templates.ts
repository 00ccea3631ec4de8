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
