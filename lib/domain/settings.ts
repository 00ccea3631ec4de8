// Account settings (the three switches of docs/spec.md §2, how the ERP timer's end is signalled, and the
// country whose crisis lines are shown)
// and the account-deletion request, as zod schemas.
import { z } from "zod";
import { PASSWORD_MAX_UNITS } from "./account-rules";
import { COUNTRY_CODES } from "./crisis-lines";
import { isTimeZone, timeZoneSpelling } from "./time-zones";

export const UserSettings = z.object({
  emailNotifications: z.boolean(),
  sessionReminders: z.boolean(),
  shareProgress: z.boolean(),
  /** The end of the ERP timer: a soft sound, and a vibration where the device has one (decision 026). */
  timerSound: z.boolean(),
  timerVibration: z.boolean(),
  /** A code of lib/domain/crisis-lines, "OTHER", or null: taken from the browser's language until chosen. */
  country: z.enum(COUNTRY_CODES as [string, ...string[]], { message: "Please choose a country from the list" }).nullable(),
  /**
   * The person's IANA time zone, reported by their browser (null until then): the days of the
   * compulsion log's week and of the weekly e-mail are counted in it (decision 027).
   */
  timeZone: z.string().refine(isTimeZone, "Please give an IANA time zone such as Europe/London").transform(timeZoneSpelling).nullable(),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** What a user has before ever saving: the same defaults as the database columns. */
export const DEFAULT_SETTINGS: UserSettings = {
  emailNotifications: true,
  sessionReminders: true,
  shareProgress: false,
  timerSound: true,
  timerVibration: true,
  country: null,
  timeZone: null,
};

/** PATCH body: any subset of the switches; other fields are ignored, as on every route, and a body with none of them changes nothing. */
export const UserSettingsPatch = UserSettings.partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type UserSettingsPatch = z.infer<typeof UserSettingsPatch>;

export const DeleteAccountInput = z.object({
  password: z.string().min(1, "Please enter your password").max(PASSWORD_MAX_UNITS),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
