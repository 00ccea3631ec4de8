// The practice plan's bounds and words that the browser needs without zod or the time-zone library:
// the weekdays (ISO: 1 Monday ... 7 Sunday), the reminder time's form, and how many rungs one plan names.

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday", 6: "Saturday", 7: "Sunday" };
export const WEEKDAY_SHORT: Record<number, string> = { 1: "Mon", 2: "Tue", 3: "Wed", 4: "Thu", 5: "Fri", 6: "Sat", 7: "Sun" };

/** "HH:mm", 00:00 to 23:59. */
export const REMINDER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Rungs one plan names at most: a few steps to practise, not the whole ladder. */
export const PLAN_RUNGS_MAX = 5;
