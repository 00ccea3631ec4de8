// The words every crisis answer opens with. The lines to call are per country (./crisis-lines.ts).
export const CRISIS_INTRO =
  "If you are thinking about ending your life, might act on thoughts of harming yourself or someone else, are not safe from someone, or someone you know is in danger, please reach out for help right now. You deserve support, and you do not have to carry this alone.";
/** Said when the words tell of someone else hurting, threatening or controlling the person. */
export const CRISIS_BEING_HARMED =
  "What someone else does to you is not your fault. The first lines below are for people who are being hurt, threatened or controlled, and they can help you think about what to do and how to stay safe.";
/** Said with every crisis answer: an act already under way (on oneself, or a child shaken) is a medical emergency, whatever the person feels. */
export const CRISIS_HURT_NOW = "If you or someone else has already been hurt, or you have taken something, call the emergency number now, even if you feel okay.";

/**
 * What a crisis answer says before its own lines: the safety step for gas or smoke in the home, or the
 * emergency number for a body that needs care now (lib/server/ai/thoughts/analysis.ts puts it first).
 * Null when it says nothing before them.
 */
export function crisisFirstStep(copingStrategy: string): string | null {
  const at = copingStrategy.indexOf(CRISIS_HURT_NOW);
  return (at > 0 ? copingStrategy.slice(0, at) : "").trim() || null;
}
