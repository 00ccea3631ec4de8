// The words shown for the account switches: the three of docs/spec.md §2, and the two that say how the
// end of the ERP timer is signalled (decision 026). Zod-free for the client component.
export const SETTING_LABELS = {
  emailNotifications: { label: "Email Notifications", hint: "A short weekly email on Monday morning about your week: counts only, never what you wrote." },
  sessionReminders: { label: "Session Reminders", hint: "An email on the days of your practice plan, at the time you chose." },
  shareProgress: { label: "Share Progress", hint: "Let your clinician see your session history and bravery score." },
} as const;

export const TIMER_SETTING_LABELS = {
  timerSound: { label: "Sound when the timer ends", hint: "A soft chime at the end of an ERP exercise." },
  timerVibration: { label: "Vibration when the timer ends", hint: "A short vibration at the end of an ERP exercise, on devices that can vibrate." },
} as const;
