// The compulsion and urge log in Chromium (decision 027): the quick entry from home, the 'Log' navigation
// item, entries with every outcome, the week's chart and its table, a note that asks the check-in,
// deleting an entry; axe-clean at 1280 and 390 px.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { CHECK_IN_THOUGHT, ORIGIN, readyUser, shareSession, snap } from "./helpers";

test.use({ timezoneId: "America/New_York" });

test("an urge logged from home, more from /log, the week's chart and table, and a deletion", async ({ page, request }) => {
  const me = await readyUser(request, "log-flow");
  await shareSession(request, page);
  await page.goto("/home");

  // Quick entry from home: the form opens in place.
  await page.getByRole("button", { name: "Log an urge" }).click();
  await expect(page.getByRole("slider", { name: "How strong was the urge?" })).toBeVisible();
  // Nothing chosen yet: the form says what is missing and focuses it.
  await page.getByRole("button", { name: "Save to my log" }).click();
  await expect(page.getByText("Please choose what the urge was about.")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Washing or cleaning" })).toBeFocused();
  await page.getByRole("radio", { name: "Checking" }).check();
  await page.getByRole("slider", { name: "How strong was the urge?" }).fill("8");
  await expect(page.getByRole("slider", { name: "How strong was the urge?" })).toHaveAttribute("aria-valuetext", "8 out of 10, Intense");
  await page.getByRole("radio", { name: "I didn't do it" }).check();
  await snap(page, "log-home-quick-entry");
  await page.getByRole("button", { name: "Save to my log" }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved to your log");
  await expect(page.getByTestId("log-saved")).toBeVisible();

  // The navigation item leads to the week.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log" }).first().click();
  await expect(page).toHaveURL(/\/log$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compulsion and urge log" })).toBeVisible();
  await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(1);

  // A compulsion put off for 20 minutes, then one done: each is saved, nothing is refused.
  await page.getByRole("radio", { name: "Washing or cleaning" }).check();
  await page.getByRole("radio", { name: "I put it off" }).check();
  await page.getByRole("button", { name: "Save to my log" }).click();
  await expect(page.getByText("Please give the minutes as a whole number from 1 to 1440.")).toBeVisible();
  await page.getByLabel("For how many minutes did you put it off?").fill("20");
  await page.getByRole("button", { name: "Save to my log" }).click();
  await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(2);
  await page.getByRole("radio", { name: "Asking for reassurance (this app included)" }).check();
  await page.getByRole("radio", { name: "I did it" }).check();
  await page.getByLabel("Note (optional)").fill("Asked my sister twice about the door");
  await page.getByRole("button", { name: "Save to my log" }).click();
  await expect(page.getByTestId("log-saved")).toContainText("a compulsion done included");
  await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("log-entries")).toContainText("Asked my sister twice about the door");
  await expect(page.getByTestId("log-entries")).toContainText("Washing · Delayed for 20 min");

  // The chart says the same in words, and as a table.
  await expect(page.getByRole("img", { name: /Urges logged each day/ })).toBeVisible();
  await expect(page.locator("figcaption")).toContainText("This week: 3 urges logged; 1 resisted, 1 put off, 1 done.");
  await page.getByText("Show the week as a table").click();
  const today = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "8/10", exact: true }) });
  await expect(today.getByRole("cell")).toHaveText(["3", "1", "1", "1", "6/10", "8/10"]);
  await snap(page, "log-week");
  await expectNoAxeViolations(page, "/log with entries and the table open");

  // The person's zone was reported by the browser and is used for the days.
  const settings = await (await request.get(`/api/users/${me.id}/settings`)).json();
  expect(settings.timeZone).toBe("America/New_York");

  // The previous week is empty; the way back is a link.
  await page.getByRole("link", { name: "← Previous week" }).click();
  await expect(page.getByText("Nothing was logged this week.")).toBeVisible();
  await page.getByRole("link", { name: "This week" }).click();
  await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(3);

  // Deleting asks first.
  const washing = page.getByTestId("log-entries").getByRole("listitem").filter({ hasText: "Washing" });
  await washing.getByRole("button", { name: /^Delete the entry/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this entry?" });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete entry" }).click();
  await expect(page.getByTestId("toast")).toContainText("Entry deleted");
  await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(2);
  await expect(page.locator("#log-title")).toBeFocused();

  const api = await (await request.get(`/api/users/${me.id}/compulsions`)).json();
  expect(api.map((e: { kind: string; outcome: string }) => `${e.kind}:${e.outcome}`).sort()).toEqual(["checking:resisted", "reassurance:done"]);
});

test("/home reports the device's zone, so /log counts its days without reading the page again; no page is fetched before it is chosen", async ({ page, request }) => {
  const me = await readyUser(request, "log-zone");
  await shareSession(request, page);
  // Next's prefetches and refreshes are requests for a page's RSC payload (decision 059: prefetching is off).
  const rsc: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).searchParams.has("_rsc") || r.headers()["rsc"]) rsc.push(r.url());
  });
  const reported = page.waitForResponse((r) => r.url().endsWith(`/api/users/${me.id}/settings`) && r.request().method() === "PATCH");
  await page.goto("/home");
  expect((await reported).status()).toBe(200);
  expect((await (await request.get(`/api/users/${me.id}/settings`)).json()).timeZone).toBe("America/New_York");

  // A page is asked for when it is chosen: by then the links of /home have long been in view, and
  // none of them was prefetched.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Log" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Compulsion and urge log" })).toBeVisible();
  expect(rsc.map((u) => new URL(u).pathname)).toEqual(["/log"]);
  // The week was drawn in the saved zone at once: no note about UTC, and the page is not read again.
  await expect(page.getByText("Days are counted in UTC")).toHaveCount(0);
  await page.getByRole("link", { name: "← Previous week" }).click();
  await expect(page.getByText("Nothing was logged this week.")).toBeVisible();
  expect(rsc.map((u) => new URL(u).pathname)).toEqual(["/log", "/log"]);
});

test("a note that raises the check-in asks it, and Yes shows crisis support", async ({ page, request }) => {
  await readyUser(request, "log-check-in");
  await shareSession(request, page);
  await page.goto("/log");
  await page.getByRole("radio", { name: "Mental ritual" }).check();
  await page.getByRole("radio", { name: "I did it" }).check();
  await page.getByLabel("Note (optional)").fill(CHECK_IN_THOUGHT);
  await page.getByRole("button", { name: "Save to my log" }).click();
  const checkIn = page.getByTestId("check-in");
  await expect(checkIn).toContainText("Are you having thoughts of ending your life?");
  await snap(page, "log-check-in");
  await expectNoAxeViolations(page, "/log check-in");
  await checkIn.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByTestId("crisis-panel").first()).toBeVisible();
  // The entry itself keeps its support with it after a reload.
  await page.reload();
  await expect(page.getByTestId("log-entries").getByTestId("crisis-panel")).toHaveCount(1);
});

for (const width of [1280, 390]) {
  test(`the log is axe-clean and keeps the crisis link at ${width}px`, async ({ page, request }) => {
    const me = await readyUser(request, `log-a11y-${width}`);
    await request.post(`/api/users/${me.id}/compulsions`, { data: { kind: "ordering", urge: 4, outcome: "resisted" }, headers: ORIGIN });
    await shareSession(request, page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/log");
    await expect(page.getByTestId("log-entries").getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Save to my log" }).click();
    await expect(page.getByText("Please choose what happened.")).toBeVisible();
    await expectNoAxeViolations(page, `/log at ${width} with errors`);
    await expect(page.getByRole("link", { name: "Need help now?" })).toBeVisible();
  });
}

test("a note that tells of a body needing care now: the emergency step stands above the lines, at both widths", async ({ page, request }) => {
  await readyUser(request, "log-crisis-body");
  await shareSession(request, page);
  await page.goto("/log");
  await page.getByRole("radio", { name: "Checking" }).check();
  await page.getByRole("radio", { name: "I did it" }).check();
  await page.getByLabel("Note (optional)").fill("I took the whole box of my tablets an hour ago and now my chest is tight");
  await page.getByRole("button", { name: "Save to my log" }).click();
  const panel = page.getByTestId("crisis-panel").first();
  await expect(panel.getByTestId("crisis-first-step")).toContainText("call your local emergency number now");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `/log crisis with its first step at ${width}`);
  }
  await snap(page, "log-crisis-first-step");
});
