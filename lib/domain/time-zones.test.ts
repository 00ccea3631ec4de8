// Zone names as the runtime spells them, so that a saved zone equals the one a browser reports.
import { describe, expect, it } from "vitest";
import { PracticePlanInput } from "./practice-plan";
import { UserSettingsPatch } from "./settings";
import { isTimeZone, timeZoneSpelling } from "./time-zones";

describe("time zone names", () => {
  it.each([
    ["america/new_york", "America/New_York"],
    ["EUROPE/BERLIN", "Europe/Berlin"],
    ["Europe/London", "Europe/London"],
    ["utc", "UTC"],
    ["GMT", "UTC"],
    ["gmt", "UTC"],
    ["asia/kolkata", new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata" }).resolvedOptions().timeZone],
  ])("%s is kept as %s", (typed, kept) => {
    expect(isTimeZone(typed)).toBe(true);
    expect(timeZoneSpelling(typed)).toBe(kept);
  });

  it.each(["CET", "EST", "+01:00", "GMT+1", "Mars/Olympus_Mons", ""])("%s is not a zone the server accepts (offsets and abbreviations are not)", (typed) => {
    expect(isTimeZone(typed)).toBe(false);
  });

  it("is spelled the runtime's way wherever a zone is saved: settings and the practice plan", () => {
    expect(UserSettingsPatch.parse({ timeZone: "america/new_york" }).timeZone).toBe("America/New_York");
    expect(PracticePlanInput.parse({ rungIds: [], days: [1], reminderTime: "18:30", timeZone: "europe/berlin" }).timeZone).toBe("Europe/Berlin");
  });
});
