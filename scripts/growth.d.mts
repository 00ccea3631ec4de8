// Types of scripts/growth.mjs for the TypeScript that imports it (e2e/growth.spec.ts).
export declare const GROWTH: { thoughts: number; sessions: number; compulsions: number };
export declare const SIZE_LIMIT_BYTES: number;
type Sql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;
export declare function seedHistory(sql: Sql, userId: string, answers: unknown[], counts?: typeof GROWTH, now?: Date): Promise<typeof GROWTH>;
export declare function realAnswers(base: string, person: { cookie: string; id: string }, origin?: string): Promise<unknown[]>;
export interface GrowthTarget {
  what: string;
  path: string;
  admin?: boolean;
}
export declare function growthTargets(userId: string, extra?: GrowthTarget[]): GrowthTarget[];
export declare function measureSizes(
  base: string,
  targets: GrowthTarget[],
  cookies: { cookie: string; adminCookie: string },
): Promise<{ what: string; status: number; kB: number; nextCursor: string }[]>;
