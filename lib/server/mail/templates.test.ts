// The between-session e-mails' words: the RFC 8058 headers, the switch they come from, a way to stop
// them in the text too, counts only in the summary, and nothing the clinical-language guard refuses.
import { describe, expect, it } from "vitest";
import { findForbidden } from "../safety/guard";
import { sessionReminderMail, unsubscribeHeaders, weeklySummaryMail } from "./templates";

const links = { home: "https://a.test/home", settings: "https://a.test/settings", oneClick: "https://a.test/api/unsubscribe?token=t", unsubscribePage: "https://a.test/unsubscribe?token=t" };

describe("the between-session e-mails", () => {
  it("carry List-Unsubscribe with the one-click URL and List-Unsubscribe-Post", () => {
    expect(unsubscribeHeaders(links.oneClick)).toEqual({ "List-Unsubscribe": "<https://a.test/api/unsubscribe?token=t>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(sessionReminderMail("p@x.test", "Pat", links).headers).toEqual(unsubscribeHeaders(links.oneClick));
  });

  it("name their switch and the page that stops them, in text and HTML, with the name escaped", () => {
    const reminder = sessionReminderMail("p@x.test", "Pat <b>", links);
    expect(reminder.text).toContain("because 'Session Reminders' is on");
    expect(reminder.text).toContain(links.unsubscribePage);
    expect(reminder.html).toContain("Pat &lt;b&gt;");
    const summary = weeklySummaryMail("p@x.test", "Pat", "Nov 16 – Nov 22", { sessions: 2, planned: 3, logEntries: 9, resistedOrDelayed: 6, thoughts: 0, checkInAnswered: true }, links);
    expect(summary.text).toContain("because 'Email Notifications' is on");
    expect(summary.text).toContain("- Practice sessions completed: 2 of 3 planned");
    expect(summary.text).toContain("- Entries in your log: 9, 6 of them resisted or put off");
    expect(summary.text).toContain("- Weekly check-in: answered");
  });

  it("hold no health words, and nothing the clinical-language guard refuses", () => {
    const mails = [sessionReminderMail("p@x.test", "Pat", links), weeklySummaryMail("p@x.test", "Pat", "Nov 16 – Nov 22", { sessions: 1, planned: 2, logEntries: 1, resistedOrDelayed: 1, thoughts: 1, checkInAnswered: false }, links)];
    for (const m of mails) {
      expect(`${m.subject}\n${m.text}`).not.toMatch(/ocd|compulsion|obsess|anxiety|ritual|exposure|urge|symptom/i);
      expect(findForbidden(m.subject, m.text)).toBeNull();
    }
  });

  it("say nothing of a plan or of outcomes there were none of", () => {
    const summary = weeklySummaryMail("p@x.test", "Pat", "Nov 16 – Nov 22", { sessions: 1, planned: null, logEntries: 0, resistedOrDelayed: 0, thoughts: 2, checkInAnswered: false }, links);
    expect(summary.text).toContain("- Practice sessions completed: 1\n");
    expect(summary.text).toContain("- Entries in your log: 0\n");
  });
});
