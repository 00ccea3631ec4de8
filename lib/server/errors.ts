// One error type for expected failures: a code that maps to one HTTP status, and a user-facing message.
import "server-only";

const STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unsupported_media_type: 415,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type AppErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Extra fields merged into the JSON answer, e.g. { retryAfter }. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = STATUS[code];
  }
}

export const notFound = (what = "Not found") => new AppError("not_found", what);
export const forbidden = () => new AppError("forbidden", "You do not have access to this resource");
export const unauthorized = () => new AppError("unauthorized", "Not authenticated");
