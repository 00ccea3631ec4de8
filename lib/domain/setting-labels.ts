// The words shown for the three account switches (docs/spec.md §2); zod-free for the client component.
export const SETTING_LABELS = {
  emailNotifications: { label: "Email Notifications", hint: "Occasional emails about your account and new features." },
  sessionReminders: { label: "Session Reminders", hint: "A gentle nudge when it has been a while since your last ERP session." },
  shareProgress: { label: "Share Progress", hint: "Let your clinician see your session history and bravery score." },
} as const;
