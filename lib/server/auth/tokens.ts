// The single-use tokens of e-mailed links (verification, password reset): 256 random bits, sent only
// in the e-mail, stored only as their sha256, so a copy of the database opens no account.
import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A fresh token for a link: 43 URL-safe characters. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** What the database stores for a token, and looks it up by. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
