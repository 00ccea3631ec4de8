// The toast queue (decision 024): one open at a time, the next shown only when the open one closes,
// so every toast gets its full display time and none replaces another.
import { beforeEach, describe, expect, it } from "vitest";
import { dismiss, toast, toastSnapshot, TOAST_QUEUE_MAX } from "./use-toast";

const open = () => toastSnapshot().shown.filter((t) => t.open).map((t) => t.title);
const waiting = () => toastSnapshot().waiting.map((t) => t.title);

beforeEach(() => dismiss());

describe("the toast queue", () => {
  it("shows the first toast and keeps the next waiting until the first closes", () => {
    const first = toast({ title: "Thought logged successfully", description: "Check the response below for AI analysis." });
    toast({ title: "Thought analyzed", description: "Check the response below for AI analysis." });
    expect(open()).toEqual(["Thought logged successfully"]);
    expect(waiting()).toEqual(["Thought analyzed"]);
    first.dismiss();
    expect(open()).toEqual(["Thought analyzed"]);
    expect(waiting()).toEqual([]);
  });

  it("keeps a closed toast in the store (removed only after the long delay) but never open", () => {
    const a = toast({ title: "A" });
    a.dismiss();
    const closed = toastSnapshot().shown.find((t) => t.id === a.id);
    expect(closed?.open).toBe(false);
  });

  it("does not say the same words twice while they show or wait", () => {
    toast({ title: "Failed to log thought", variant: "destructive" });
    const again = toast({ title: "Failed to log thought", variant: "destructive" });
    toast({ title: "Other" });
    toast({ title: "Other" });
    expect(open()).toEqual(["Failed to log thought"]);
    expect(waiting()).toEqual(["Other"]);
    again.dismiss();
    expect(open()).toEqual(["Other"]);
  });

  it("drops the oldest waiting toast past the queue's limit, and dismissing everything clears the queue", () => {
    toast({ title: "shown" });
    for (let i = 1; i <= TOAST_QUEUE_MAX + 2; i++) toast({ title: `w${i}` });
    expect(waiting()).toHaveLength(TOAST_QUEUE_MAX);
    expect(waiting()[0]).toBe("w3");
    dismiss();
    expect(open()).toEqual([]);
    expect(waiting()).toEqual([]);
  });

  it("removes a waiting toast that is dismissed before its turn", () => {
    toast({ title: "now" });
    const later = toast({ title: "later" });
    later.dismiss();
    expect(waiting()).toEqual([]);
    expect(open()).toEqual(["now"]);
  });
});
