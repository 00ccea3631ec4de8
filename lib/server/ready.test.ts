// The start-up work is seen by every copy of ./ready.ts: the production build bundles
// instrumentation.ts apart from the route handlers, and sign-in had not waited for the configured
// admin to exist (its first sign-in right after a start answered "Invalid username/email or password").
import { describe, expect, it, vi } from "vitest";

describe("startupDone", () => {
  it("waits for work set through another copy of the module", async () => {
    const starter = await import("./ready");
    vi.resetModules();
    const router = await import("./ready");
    expect(router).not.toBe(starter);
    let finish!: () => void;
    starter.setStartupWork(new Promise<void>((resolve) => (finish = resolve)));
    let done = false;
    const waiting = router.startupDone().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(done).toBe(true);
  });
});
