// Words of sexual orientation and gender identity: one list for the risk check (never evidence of danger
// by themselves, decision 013) and for the built-in engine (a doubt about who one is, or who one is said
// plainly, decision 010). A regular-expression group, without bounds; "non-binary" written either way.
export const ORIENTATION_AND_GENDER = String.raw`(?:gay|lesbian|bi|bisexual|pan|pansexual|queer|asexual|ace|aromantic|trans|transgender|non[- ]?binary|genderqueer|genderfluid)`;
