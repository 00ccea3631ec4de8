// ERP step 3 in Chromium (decision 026): leaving during the countdown asks first (links, the browser's
// Back, closing the tab), the exercise can be paused and the pause is recorded, and the end of the
// timer is signalled by a soft sound and a vibration, each with its switch in Account Settings.
import { expect, test, type Page } from "@playwright/test";
import { readyUser, shareSession, snap } from "./helpers";

/** Records what the page asks of the vibration motor and of Web Audio. */
async function listenForSignals(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __signals: { vibrate: unknown[]; tones: number } };
    w.__signals = { vibrate: [], tones: 0 };
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: (pattern: unknown) => (w.__signals.vibrate.push(pattern), true) });
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      createOscillator() {
        const osc = super.createOscillator();
        const start = osc.start.bind(osc);
        osc.start = (when?: number) => {
          w.__signals.tones++;
          start(when);
        };
        return osc;
      }
    };
  });
}

const signals = (page: Page) => page.evaluate(() => (window as unknown as { __signals: { vibrate: unknown[]; tones: number } }).__signals);

async function startExercise(page: Page, seconds: number) {
  await page.goto("/erp-session");
  await page.getByLabel("In your own words (optional)").fill("Leaving the kitchen without checking the taps");
  await page.getByLabel("Exercise length (seconds)").fill(String(seconds));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();
}

test("pause, the questions before leaving, then the end with sound and vibration", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const me = await readyUser(request, "exercise");
  await listenForSignals(page);
  await shareSession(request, page);
  await startExercise(page, 6);

  // Pause: the clock stops, and the server records it.
  await page.getByRole("button", { name: "Pause exercise" }).click();
  const clock = page.getByRole("timer");
  await expect(clock).toContainText("paused");
  const stoppedAt = await clock.textContent();
  await expect.poll(async () => (await (await request.get(`/api/erp-sessions/${me.id}`)).json())[0].pauseCount).toBe(1);
  await expect(clock).toHaveText(stoppedAt!);
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await snap(page, "erp-step3-paused");

  // A link asks first; staying keeps everything as it was.
  await page.getByRole("link", { name: "Back to Home" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave the exercise?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stay and continue" })).toBeFocused();
  await snap(page, "erp-step3-leave");
  await dialog.getByRole("button", { name: "Stay and continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/erp-session$/);
  await expect(clock).toHaveText(stoppedAt!);

  // So does the browser's Back button.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Step 3 of 4")).toBeVisible();

  // Go on: the countdown ends, with the chime and the vibration.
  await page.getByRole("button", { name: "Resume exercise" }).click();
  await expect(clock).toContainText("left");
  await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Reflect" })).toBeFocused();
  const heard = await signals(page);
  expect(heard.vibrate).toEqual([[180, 120, 180]]);
  expect(heard.tones).toBe(2);
  const [session] = await (await request.get(`/api/erp-sessions/${me.id}`)).json();
  expect(session).toMatchObject({ pauseCount: 1, completed: false });

  // Leaving is free again once the countdown is over.
  await page.getByRole("radio", { name: /Better/ }).check({ force: true });
  await page.getByRole("button", { name: "Save and finish" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/progress");
  await expect(page.getByTestId("erp-session").first()).toContainText(/Paused once \(\d+ seconds?\)/);
});

test("leaving by the header's navigation, after confirming, keeps the session to resume", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const me = await readyUser(request, "exercise-leave");
  await shareSession(request, page);
  await page.goto("/progress");
  await startExercise(page, 60);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Journal" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave the exercise?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave the exercise" }).click();
  await expect(page).toHaveURL(/\/journal$/);
  const sessions = await (await request.get(`/api/erp-sessions/${me.id}`)).json();
  expect(sessions).toMatchObject([{ completed: false }]);
  // Back returns to the session page once, then to the page before it: no hidden copies in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/erp-session$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/progress$/);
  await page.goto("/home");
  await expect(page.getByTestId("unfinished-sessions")).toBeVisible();
});

test("closing the tab during the countdown gets the browser's question", async ({ page, request }) => {
  await readyUser(request, "exercise-close");
  await shareSession(request, page);
  await startExercise(page, 60);
  const asked = page.waitForEvent("dialog");
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  // Answering "Leave" lets the tab close (the session stays unfinished, to resume later).
  await dialog.accept();
  await closed;
});

test("with both switches off in settings, the end of the timer is silent and still", async ({ page, request }) => {
  await readyUser(request, "exercise-quiet");
  await listenForSignals(page);
  await shareSession(request, page);
  await page.goto("/settings");
  const sound = page.getByRole("switch", { name: "Sound when the timer ends" });
  const vibration = page.getByRole("switch", { name: "Vibration when the timer ends" });
  await expect(sound).toHaveAttribute("aria-checked", "true");
  await sound.click();
  await expect(page.getByText("Sound when the timer ends turned off. Saved.")).toBeVisible();
  await vibration.click();
  await expect(page.getByText("Vibration when the timer ends turned off. Saved.")).toBeVisible();
  await snap(page, "settings-timer");
  await startExercise(page, 1);
  await expect(page.getByText("Step 4 of 4")).toBeVisible({ timeout: 15_000 });
  expect(await signals(page)).toEqual({ vibrate: [], tones: 0 });
});
