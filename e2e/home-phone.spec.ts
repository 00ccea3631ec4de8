// /home on phones shows the latest AI answer compact (its first sentences, then 'Read more'), so the
// cards below stay within reach; wide screens show it whole.
import { expect, test } from "@playwright/test";
import { ORIGIN, readyUser, shareSession, snap } from "./helpers";

test("the latest answer starts compact on a phone and opens with 'Read more'", async ({ page, request }) => {
  const me = await readyUser(request, "home-phone");
  const logged = await (await request.post("/api/thought-logs", { data: { userId: me.id, thought: "What if I left the stove on and the flat burns down?" }, headers: ORIGIN })).json();
  await shareSession(request, page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/home");
  const answer = page.getByTestId("ai-response");
  const more = page.getByRole("button", { name: "Read more" });
  await expect(more).toBeVisible();
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(answer.getByRole("heading", { name: "Something to try" })).toBeHidden();
  await expect(answer.getByText(logged.aiResponse.coping_strategy)).toBeHidden();
  const compactHeight = (await answer.boundingBox())!.height;
  await snap(page, "home-phone-compact");

  await more.click();
  await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  await expect(answer.getByRole("heading", { name: "Something to try" })).toBeVisible();
  await expect(answer.getByText(logged.aiResponse.coping_strategy)).toBeVisible();
  expect((await answer.boundingBox())!.height).toBeGreaterThan(compactHeight);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/home");
  await expect(page.getByRole("button", { name: "Read more" })).toBeHidden();
  await expect(answer.getByRole("heading", { name: "Something to try" })).toBeVisible();
  await expect(answer.getByText(logged.aiResponse.reframe)).toBeVisible();
});
