// The words every crisis answer opens with. The lines to call are per country (./crisis-lines.ts).
export const CRISIS_INTRO =
  "If you are thinking about ending your life, might act on thoughts of harming yourself or someone else, are not safe from someone, or someone you know is in danger, please reach out for help right now. You deserve support, and you do not have to carry this alone.";
/** Said with every crisis answer: an act already under way is a medical emergency, whatever the person feels. */
export const CRISIS_HURT_NOW = "If you have already hurt yourself or taken something, call the emergency number now, even if you feel okay.";
