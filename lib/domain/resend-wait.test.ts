import { describe, expect, it } from "vitest";
import { clock, retryAfterSeconds, waitMessage } from "./resend-wait";

describe("resend countdown wording", () => {
  it("reads retryAfter from the 503 answer, defaulting to 300 seconds", () => {
    expect(retryAfterSeconds({ retryAfter: 120 })).toBe(120);
    expect(retryAfterSeconds({ retryAfter: "45" })).toBe(45);
    expect(retryAfterSeconds({})).toBe(300);
    expect(retryAfterSeconds(null)).toBe(300);
    expect(retryAfterSeconds({ retryAfter: -5 })).toBe(300);
  });

  it("says the wait in whole minutes, rounded up", () => {
    expect(waitMessage(300)).toBe("Please wait 5 minutes before trying again");
    expect(waitMessage(241)).toBe("Please wait 5 minutes before trying again");
    expect(waitMessage(240)).toBe("Please wait 4 minutes before trying again");
    expect(waitMessage(1)).toBe("Please wait 1 minutes before trying again");
  });

  it("formats the live countdown as m:ss", () => {
    expect(clock(300)).toBe("5:00");
    expect(clock(61)).toBe("1:01");
    expect(clock(0)).toBe("0:00");
  });
});
