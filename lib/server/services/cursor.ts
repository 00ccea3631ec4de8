// An opaque keyset cursor (a time and an id, base64url) for lists ordered newest first. A cursor that
// does not decode is the caller's mistake: 400, never a 500.
import "server-only";
import { AppError } from "../errors";

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    const at = new Date(String(iso));
    if (typeof iso === "string" && typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id) && !Number.isNaN(at.getTime())) return { at, id };
  } catch {
    /* falls through */
  }
  throw new AppError("bad_request", "The cursor is not valid: start again from the first page", { errors: { cursor: "Not a cursor this list gave" } });
}
