import { describe, expect, it } from "vitest";
import { levelForScore, POINTS_PER_LEVEL, progressAfterSession, RESISTED_POINTS, sessionPoints } from "./levels";

describe("sessionPoints", () => {
  it("gives 10 for showing up plus 2 per anxiety point", () => {
    expect(sessionPoints(1)).toBe(12);
    expect(sessionPoints(5)).toBe(20);
    expect(sessionPoints(10)).toBe(30);
  });

  it("keeps odd inputs inside the 0-10 scale", () => {
    expect(sessionPoints(-3)).toBe(10);
    expect(sessionPoints(42)).toBe(30);
    expect(sessionPoints(6.6)).toBe(24);
  });

  it("never rewards an easier exposure more than a harder one", () => {
    for (let a = 1; a < 10; a++) expect(sessionPoints(a + 1)).toBeGreaterThan(sessionPoints(a));
  });
});

describe("levelForScore", () => {
  it("starts at level 1 and rises every 100 points", () => {
    expect(POINTS_PER_LEVEL).toBe(100);
    expect(levelForScore(0)).toBe(1);
    expect(levelForScore(99)).toBe(1);
    expect(levelForScore(100)).toBe(2);
    expect(levelForScore(250)).toBe(3);
  });

  it("never goes below level 1", () => expect(levelForScore(-50)).toBe(1));
});

describe("progressAfterSession", () => {
  it("adds the session's points, recomputes the level and grows bravery by the anxiety faced", () => {
    expect(progressAfterSession({ erpScore: 90, braveryScore: 21 }, { anxietyLevel: 6 })).toEqual({
      erpScore: 112,
      currentLevel: 2,
      braveryScore: 27,
    });
  });

  it("grows bravery by at least 1 and at most 10 a session", () => {
    expect(progressAfterSession({ erpScore: 0, braveryScore: 0 }, { anxietyLevel: 0 }).braveryScore).toBe(1);
    expect(progressAfterSession({ erpScore: 0, braveryScore: 0 }, { anxietyLevel: 50 }).braveryScore).toBe(10);
  });

  it("reaches level 2 after five sessions at anxiety 5 from a fresh account", () => {
    let user = { erpScore: 0, braveryScore: 0, currentLevel: 1 };
    for (let i = 0; i < 4; i++) user = progressAfterSession(user, { anxietyLevel: 5 });
    expect(user.currentLevel).toBe(1);
    user = progressAfterSession(user, { anxietyLevel: 5 });
    expect(user).toEqual({ erpScore: 100, currentLevel: 2, braveryScore: 25 });
  });
});

describe("compulsions resisted (decision 036)", () => {
  const user = { erpScore: 90, braveryScore: 21 };
  it("adds a little for a compulsion resisted, to the score and to bravery", () => {
    expect(RESISTED_POINTS).toBe(5);
    expect(progressAfterSession(user, { anxietyLevel: 6, didCompulsion: false })).toEqual({ erpScore: 117, currentLevel: 2, braveryScore: 32 });
  });

  it("never subtracts for a compulsion done: the exposure still counts in full, as when it is not answered", () => {
    const done = progressAfterSession(user, { anxietyLevel: 6, didCompulsion: true });
    expect(done).toEqual(progressAfterSession(user, { anxietyLevel: 6 }));
    expect(done).toEqual(progressAfterSession(user, { anxietyLevel: 6, didCompulsion: null }));
    expect(done.erpScore).toBeGreaterThan(user.erpScore);
    expect(done.braveryScore).toBeGreaterThan(user.braveryScore);
  });
});
