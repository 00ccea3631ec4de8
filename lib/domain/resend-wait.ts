// The wait before another verification e-mail may be sent, and its wording on the resend button (docs/spec.md §8: default 300 s, 'N minutes').
export const DEFAULT_RESEND_WAIT_SECONDS = 300;

/** retryAfter from a 503 answer when it is a sensible positive number, else the default. */
export function retryAfterSeconds(body: Record<string, unknown> | null | undefined): number {
  const value = Number(body?.retryAfter);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : DEFAULT_RESEND_WAIT_SECONDS;
}

export function waitMessage(secondsLeft: number): string {
  return `Please wait ${Math.max(1, Math.ceil(secondsLeft / 60))} minutes before trying again`;
}

/** m:ss, for the live countdown on the button. */
export function clock(secondsLeft: number): string {
  const s = Math.max(0, Math.ceil(secondsLeft));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
