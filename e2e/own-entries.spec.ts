// A person's own entries in Chromium (decision 025): searching the journal on the server, deleting a
// thought after confirming, resuming or discarding an unfinished ERP session from /home and /progress,
// and what an unverified account sees on /erp-session.
import { expect, test } from "@playwright/test";
import { onboardApi, ORIGIN, readyUser, registerApi, shareSession, snap, uniqueUser } from "./helpers";

test("the journal is searched on the server, and works without JavaScript", async ({ browser, request }) => {
  const me = await readyUser(request, "journal-search");
  for (const thought of ["What if the front door is open?", "I keep checking the stove", "Did I lock the back DOOR?"]) {
    await request.post("/api/thought-logs", { data: { userId: me.id, thought }, headers: ORIGIN });
  }
  // No script at all: the form is a plain GET, the list is rendered by the server.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await shareSession(request, page);
  await page.goto("/journal");
  await expect(page.getByTestId("journal-entry")).toHaveCount(3);
  await page.getByLabel("Search your journal").fill("door");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/journal\?q=door$/);
  await expect(page.getByTestId("journal-search-summary")).toHaveText("2 thoughts match “door”");
  await expect(page.getByTestId("journal-entry")).toHaveCount(2);
  await expect(page.getByTestId("journal-entry").first()).toContainText("Did I lock the back DOOR?");
  await expect(page.getByLabel("Search your journal")).toHaveValue("door");
  await page.getByLabel("Search your journal").fill("kettle");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No thoughts match “kettle”. Try another word, or show all thoughts.")).toBeVisible();
  await page.getByRole("link", { name: "Show all thoughts" }).click();
  await expect(page.getByTestId("journal-entry")).toHaveCount(3);
  await context.close();
});

test("a thought is deleted after confirming; keeping it changes nothing", async ({ page, request }) => {
  const me = await readyUser(request, "journal-delete");
  for (const thought of ["What if I left the iron on?", "Did I say something wrong?"]) {
    await request.post("/api/thought-logs", { data: { userId: me.id, thought }, headers: ORIGIN });
  }
  await shareSession(request, page);
  await page.goto("/journal?q=iron");
  await expect(page.getByTestId("journal-entry")).toHaveCount(1);
  await snap(page, "journal-search");
  await page.goto("/journal");
  const entries = page.getByTestId("journal-entry");
  await expect(entries).toHaveCount(2);
  const first = entries.first();
  await expect(first).toContainText("Did I say something wrong?");

  await first.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this thought?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await snap(page, "journal-delete-confirm");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  await expect(entries).toHaveCount(2);

  await first.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete thought" }).click();
  await expect(page.getByTestId("toast")).toContainText("Thought deleted");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("What if I left the iron on?");
  await expect(page.getByRole("heading", { name: "Thought Journal" })).toBeFocused();
  const left = await (await request.get(`/api/thought-logs/${me.id}`)).json();
  expect(left).toHaveLength(1);
});

test("an unfinished session is resumed from /home at its task, and discarded from /progress", async ({ page, request }) => {
  const me = await readyUser(request, "resume");
  const resumed = await (await request.post("/api/erp-sessions", { data: { userId: me.id, trigger: "Touching public doorknobs", anxietyLevel: 6, duration: 2 }, headers: ORIGIN })).json();
  const dropped = await (await request.post("/api/erp-sessions", { data: { userId: me.id, trigger: "Leaving appliances plugged in", anxietyLevel: 3, duration: 30 }, headers: ORIGIN })).json();
  await shareSession(request, page);

  await page.goto("/home");
  const card = page.getByTestId("unfinished-sessions");
  await expect(card.getByRole("heading", { name: "Unfinished sessions" })).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveCount(2);
  await snap(page, "home-unfinished");
  await card.getByRole("link", { name: /Resume the session “Touching public doorknobs”/ }).click();
  await expect(page).toHaveURL(new RegExp(`/erp-session\\?session=${resumed.id}$`));
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByText("You are picking up a session you started earlier.")).toBeVisible();
  await expect(page.locator("#erp-task-title + p")).toHaveText(resumed.guidance.task.description);
  // A different task is for this session, not for the newer one.
  await page.getByRole("button", { name: "Try a different task" }).click();
  await expect(page.getByTestId("toast")).toContainText("New Task Generated");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("radio", { name: /About the same/ }).check({ force: true });
  await page.getByRole("button", { name: "Save and finish" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId("unfinished-sessions").getByRole("heading", { name: "An unfinished session" })).toBeVisible();

  await page.goto("/progress");
  const open = page.getByTestId("erp-session").filter({ hasText: "In Progress" });
  await expect(open).toHaveCount(1);
  await expect(open).toContainText("Leaving appliances plugged in");
  await snap(page, "progress-unfinished");
  await open.getByRole("button", { name: /Discard/ }).click();
  const dialog = page.getByRole("dialog", { name: "Discard this session?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Discard session" }).click();
  await expect(page.getByTestId("toast")).toContainText("Session discarded");
  await expect(page.getByTestId("erp-session")).toHaveCount(1);
  await expect(page.getByTestId("erp-session")).toContainText("Completed");
  await expect(page.getByRole("heading", { name: "Your Progress" })).toBeFocused();
  const sessions = await (await request.get(`/api/erp-sessions/${me.id}`)).json();
  expect(sessions.map((s: { id: string }) => s.id)).toEqual([resumed.id]);
  expect(sessions[0].trigger).not.toBe(dropped.trigger);
  await page.goto("/home");
  await expect(page.getByTestId("unfinished-sessions")).toHaveCount(0);
});

test("an unverified account is told why it cannot start an ERP session, and can ask for a new link", async ({ page, request }) => {
  const user = await registerApi(request, uniqueUser("unverified"));
  await onboardApi(request);
  await shareSession(request, page);
  await page.goto("/erp-session");
  await expect(page.getByRole("heading", { name: "Please verify your email address first" })).toBeVisible();
  await expect(page.getByText("ERP sessions need a verified email address.")).toBeVisible();
  await expect(page.getByText(user.email.toLowerCase())).toBeVisible();
  await expect(page.getByText("Step 1 of 4")).toHaveCount(0);
  await snap(page, "erp-unverified");
  // The registration mail was sent moments ago: the resend waits (docs/spec.md §8).
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText(/Please wait \d+ minutes before trying again/)).toBeVisible();
  // Everything else stays open.
  for (const path of ["/home", "/journal", "/progress", "/settings", "/support"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
  }
  await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
});
