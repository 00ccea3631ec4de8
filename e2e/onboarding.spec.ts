// Onboarding (docs/spec.md §2, §4, §5): keyboard-only completion, per-step Continue rules, changing the OCD
// type, submit errors, and the completeness guards of every signed-in route.
import { expect, test } from "@playwright/test";
import { snap } from "./helpers";
import { expectRing, signedInUser, tabTo } from "./onboarding-helpers";

test("a new verified user completes onboarding with the keyboard only and lands on /home", async ({ page, request }) => {
  await signedInUser(request, page);
  await page.goto("/onboarding");
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  const cont = page.getByRole("button", { name: "Continue" });
  await expect(cont).toBeDisabled();
  await snap(page, "onboarding-1");

  // 1 OCD Type: Tab into the radio group, arrow to Checking
  await tabTo(page, page.getByRole("radio", { name: /Contamination/ }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Checking/ })).toBeChecked();
  await tabTo(page, cont);
  await page.keyboard.press("Enter");

  // 2 Behaviors: two triggers, one listed compulsion and one in the person's own words
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Behaviors" })).toBeFocused();
  await expect(page.getByRole("checkbox")).toHaveCount(4 + 5);
  await tabTo(page, page.getByRole("checkbox", { name: "Doors and locks" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("checkbox", { name: "Appliances" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("checkbox", { name: "Seeking reassurance" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("textbox", { name: "Something else you do (optional)" }));
  await page.keyboard.type("re-reading emails");
  await snap(page, "onboarding-2");
  await page.keyboard.press("Enter");

  // 3 Anxiety Level: the slider starts at 5; up to 8; interference and avoidance
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  const slider = page.getByRole("slider", { name: "How anxious do your triggers usually make you feel?" });
  await expect(slider).toHaveValue("5");
  await expect(cont).toBeDisabled();
  await tabTo(page, slider);
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveValue("8");
  await expect(page.getByText("8/10 · Intense")).toBeVisible();
  await page.keyboard.press("Tab"); // first interference option
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Constantly" })).toBeChecked();
  await page.keyboard.press("Tab"); // first avoidance option
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: /^High/ })).toBeChecked();
  await snap(page, "onboarding-3");
  await tabTo(page, cont);
  await page.keyboard.press("Enter");

  // 4 Comfort Level
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await expect(cont).toBeDisabled();
  await tabTo(page, page.getByRole("radio", { name: /Easy/ }));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Challenging/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /tried exposure and response prevention/ })).toBeChecked();
  await snap(page, "onboarding-4");
  await tabTo(page, cont);
  await page.keyboard.press("Enter");

  // 5 Tools: optional, then finish
  await expect(page.getByText("Step 5 of 5")).toBeVisible();
  await tabTo(page, page.getByRole("checkbox", { name: "Breathing exercises" }));
  await page.keyboard.press("Space");
  await snap(page, "onboarding-5");
  await tabTo(page, page.getByRole("button", { name: "Finish setup" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/home$/);
  // 8*2 + challenging 5*5 - high 3*3 + 10 for previous ERP = 42
  await expectRing(page, "Bravery Level", 42);
  await expectRing(page, "ERP Progress", 75);
  await expect(page.getByText("Checking OCD")).toBeVisible();
  await expect(page.getByText("Readiness: Challenging")).toBeVisible();

  const me = await (await request.get("/api/user")).json();
  expect(me).toMatchObject({
    ocdType: "checking",
    primaryTriggers: ["doors_locks", "appliances"],
    commonCompulsions: ["reassurance", "custom:re-reading emails"],
    anxietySeverity: 8,
    interferenceLevel: "constantly",
    avoidanceLevel: "high",
    readinessLevel: "challenging",
    previousErpExperience: true,
    copingSkills: ["breathing"],
    braveryScore: 42,
  });

  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/home$/);
});

test("Continue rules, Back, a new OCD type clears triggers, and the trigger check on submit", async ({ page, request }) => {
  await signedInUser(request, page);
  await page.goto("/onboarding");
  const cont = page.getByRole("button", { name: "Continue" });

  await page.getByRole("radio", { name: /Checking/ }).check();
  await cont.click();
  await expect(cont).toBeDisabled();
  await page.getByRole("checkbox", { name: "Doors and locks" }).check();
  await expect(cont).toBeEnabled();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Checking/ })).toBeChecked();

  // same type: the answers stay
  await cont.click();
  await expect(page.getByRole("checkbox", { name: "Doors and locks" })).toBeChecked();

  // new type: its own lists, nothing chosen
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("radio", { name: /Symmetry/ }).check();
  await cont.click();
  await expect(page.getByRole("checkbox", { name: "Uneven objects" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Doors and locks" })).toHaveCount(0);
  await expect(cont).toBeDisabled();

  // a compulsion alone lets the person go on, but submitting needs a trigger
  await page.getByRole("checkbox", { name: "Arranging" }).check();
  await cont.click();
  await page.getByRole("radio", { name: "Occasionally" }).check();
  await expect(cont).toBeDisabled();
  await page.getByRole("radio", { name: /^Low/ }).check();
  await cont.click();
  await page.getByRole("radio", { name: /Moderate/ }).check();
  await cont.click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Please select at least one trigger");
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("a failed save shows 'Failed to update user profile' and keeps the answers", async ({ page, request }) => {
  const user = await signedInUser(request, page);
  await page.route(`**/api/users/${user.id}/onboarding`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong. Please try again." }) }),
  );
  await page.goto("/onboarding");
  const cont = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: /Contamination/ }).check();
  await cont.click();
  await page.getByRole("checkbox", { name: "Public surfaces" }).check();
  await cont.click();
  await page.getByRole("radio", { name: "Moderately" }).check();
  await page.getByRole("radio", { name: /^Medium/ }).check();
  await cont.click();
  await page.getByRole("radio", { name: /Easy/ }).check();
  await cont.click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Failed to update user profile");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(page.getByRole("button", { name: "Finish setup" })).toBeEnabled();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("an incomplete user is sent back to /onboarding from every signed-in route", async ({ page, request }) => {
  await signedInUser(request, page);
  for (const path of ["/", "/home", "/erp-session", "/journal", "/progress", "/profile", "/settings", "/support"]) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/onboarding$/);
  }
});

test("a compulsion told in words that raise a risk: the answers are saved, and crisis support comes before home", async ({ page, request }) => {
  await signedInUser(request, page, { prefix: "obrisk" });
  await page.goto("/onboarding");
  const cont = page.getByRole("button", { name: "Continue" });
  await page.getByRole("radio", { name: /Checking/ }).check();
  await cont.click();
  await page.getByRole("checkbox", { name: "Doors and locks" }).check();
  await page.getByRole("textbox", { name: "Something else you do (optional)" }).fill("counting the pills I've saved up for when I finally do it");
  await cont.click();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await page.getByRole("radio", { name: "Constantly" }).check();
  await page.getByRole("radio", { name: /^High/ }).check();
  await cont.click();
  await page.getByRole("radio", { name: /Challenging/ }).check();
  await cont.click();
  await page.getByRole("button", { name: "Finish setup" }).click();

  const panel = page.getByTestId("crisis-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute("role", "alert");
  await expect(page.getByText("Your answers are saved.")).toBeVisible();
  await snap(page, "onboarding-support");
  // Nothing moved on without the person: home is theirs to choose.
  await expect(page).toHaveURL(/\/onboarding$/);
  const me = await (await request.get("/api/user")).json();
  expect(me.commonCompulsions).toEqual(["custom:counting the pills I've saved up for when I finally do it"]);
  await page.getByRole("link", { name: "Continue to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
});
