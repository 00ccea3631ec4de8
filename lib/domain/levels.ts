// How progress grows with completed ERP sessions (see docs/decisions/ for the reasoning).
// Every completed exposure earns points; harder exposures (higher anxiety) earn more. The outcome
// (mood) never changes points: facing the fear is the achievement, whatever it felt like after.
// Decision 036: a compulsion resisted during the exposure earns a little more; a compulsion done
// earns the exposure's full points and never takes anything away.
export const POINTS_PER_LEVEL = 100;
/** Points and bravery for the compulsion resisted (didCompulsion: false), on top of the exposure's own. */
export const RESISTED_POINTS = 5;

export function sessionPoints(anxietyLevel: number): number {
  return 10 + 2 * Math.min(10, Math.max(0, Math.round(anxietyLevel)));
}

export function levelForScore(erpScore: number): number {
  return 1 + Math.floor(Math.max(0, erpScore) / POINTS_PER_LEVEL);
}

/** The user's new numbers after one more completed session. */
export function progressAfterSession(
  user: { erpScore: number; braveryScore: number },
  session: { anxietyLevel: number; didCompulsion?: boolean | null },
): { erpScore: number; currentLevel: number; braveryScore: number } {
  // Only an answered "no" counts as resisted; "yes" and no answer earn the exposure's points alone.
  const resisted = session.didCompulsion === false ? RESISTED_POINTS : 0;
  const erpScore = user.erpScore + sessionPoints(session.anxietyLevel) + resisted;
  return {
    erpScore,
    currentLevel: levelForScore(erpScore),
    braveryScore: user.braveryScore + Math.min(10, Math.max(1, Math.round(session.anxietyLevel))) + resisted,
  };
}
