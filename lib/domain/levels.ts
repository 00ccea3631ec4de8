// How progress grows with completed ERP sessions (see docs/decisions/ for the reasoning).
// Every completed exposure earns points; harder exposures (higher anxiety) earn more. The outcome
// (mood) never changes points: facing the fear is the achievement, whatever it felt like after.
export const POINTS_PER_LEVEL = 100;

export function sessionPoints(anxietyLevel: number): number {
  return 10 + 2 * Math.min(10, Math.max(0, Math.round(anxietyLevel)));
}

export function levelForScore(erpScore: number): number {
  return 1 + Math.floor(Math.max(0, erpScore) / POINTS_PER_LEVEL);
}

/** The user's new numbers after one more completed session. */
export function progressAfterSession(
  user: { erpScore: number; braveryScore: number },
  session: { anxietyLevel: number },
): { erpScore: number; currentLevel: number; braveryScore: number } {
  const erpScore = user.erpScore + sessionPoints(session.anxietyLevel);
  return {
    erpScore,
    currentLevel: levelForScore(erpScore),
    braveryScore: user.braveryScore + Math.min(10, Math.max(1, Math.round(session.anxietyLevel))),
  };
}
