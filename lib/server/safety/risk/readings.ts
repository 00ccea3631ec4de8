// A body in danger told by its numbers: oxygen, blood pressure, pulse, temperature, blood sugar and blood
// alcohol, as a pulse oximeter, a cuff or a meter shows them. A number alone is danger only where no healthy
// body reads it (oxygen at 91% or less); elsewhere it needs a sign beside it (a pulse of 35 and fainting, not an
// athlete's 45). Read on the canonical text (./normalise.ts), which writes "40.2" as "40h2" and drops "%" and "/".
import type { Pair } from "./injuries";

const DECIMAL = "(?:h\\d+)?";

const OXYGEN_LOW = new RegExp(String.raw`\b(?:sats|o2|oxygen|spo2|oxygen levels?|saturations?|oxygen sats) (?:is |are |s |at |of |reading |down to |dropped to |only |just )*(?:[5-8][0-9]|9[01])${DECIMAL}\b(?! (?:years|days|weeks|minutes|mins|kg|times|hours))`);

const PRESSURE_HIGH = /\b(?:blood pressure|bp) (?:is |s |at |of |reading |was |up to )*(?:1[89]\d|2\d\d) (?:over )?\d{2,3}\b/;
const PRESSURE_SIGN = /\b(?:headache|chest pain|chest is tight|blurred|blurry|vision|confused|numb|can not see|nosebleed|short of breath|pregnant)\b/;

const PULSE_EXTREME = /\b(?:heart rate|pulse|hr|heartbeat|heart) (?:is |s |at |of |reading |has been |been |going at |keeps |keep |going |dropping |dropped |racing |going up |shooting up |up |down |to )*(?:1[5-9]\d|2\d\d|[1-3]\d|4[0-4])\b(?! (?:years|days|minutes|mins|seconds|kg|times))/;
const PULSE_SIGN = /\b(?:faint|fainting|fainted|passing out|passed out|blacked out|blacking out|dizzy|chest pain|chest is tight|can not breathe|short of breath|breathless|collapsed|confused)\b/;

const FEVER_HIGH = new RegExp(String.raw`\b(?:temp|temperature|fever)s? (?:is |s |at |of |reading |up to |has |hit |gone up to )*(?:39|4[0-2])${DECIMAL}\b|\b(?:10[3-6])${DECIMAL} ?(?:degrees|f)\b`);
const FEVER_SIGN = /\b(?:floppy|will not wake|can not wake|not waking|rash|fitting|seizure|had a fit|a fit|stiff neck|confused|not making sense|(?:\d+|two|three|four|five|six|seven|eight) (?:weeks|week) old|newborn|chemo|chemotherapy|blotchy|mottled)\b/;

const SUGAR_HIGH = /\b(?:bms?|blood sugars?|sugars?|glucose|meter)s? (?:are |is |s |reading |says |at )*(?:hi|high|off the scale|3\d|[4-9]\d)\b/;
const SUGAR_HIGH_SIGN = /\b(?:vomiting|being sick|throwing up|ketones?|drowsy|confused|breathing (?:fast|deep|heavy)|pear drops|can not stop drinking)\b/;

const ALCOHOL_HIGH = new RegExp(String.raw`\b(?:bac|blood alcohol|breathalyser|breathalyzer) (?:was |is |of |reading |says )*(?:like |about |around )?0h(?:[3-9]|2[5-9])\d*\b`);
const ALCOHOL_SIGN = /\b(?:passed out|unconscious|will not wake|can not wake|not waking|vomiting|being sick|breathing (?:slow|funny|weird)|blue|fitting)\b/;

// A baby under three months with a temperature of 38 or more, however well they seem.
const YOUNG_BABY = /\b(?:[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:week|weeks|wk|wks) old\b|\bnewborn\b/;
const BABY_FEVER = /\b(?:3[89]|4[01])(?:h\d+)? ?(?:c|degrees)\b|\b(?:temp|temperature|fever|thermometer|reading|reads)\b[^.?!]{0,20}\b(?:3[89]|4[01])(?:h\d+)?\b|\b(?:3[89]|4[01])(?:h\d+)?\b[^.?!]{0,15}\b(?:under the arm|under (?:his|her) arm|in the ear|on the thermometer)\b|\b10[0-6](?:h\d+)? ?(?:degrees|f)\b/;

/** A reading no healthy body gives, or an extreme one with its sign beside it. */
export const READING_PAIRS: Pair[] = [
  { category: "emergency", what: OXYGEN_LOW, unlessFeared: true },
  { category: "emergency", what: PRESSURE_HIGH, sign: PRESSURE_SIGN, unlessFeared: true },
  { category: "emergency", what: PULSE_EXTREME, sign: PULSE_SIGN, unlessFeared: true },
  { category: "emergency", what: FEVER_HIGH, sign: FEVER_SIGN, unlessFeared: true },
  { category: "emergency", what: YOUNG_BABY, sign: BABY_FEVER, unlessFeared: true },
  { category: "emergency", what: SUGAR_HIGH, sign: SUGAR_HIGH_SIGN, unlessFeared: true },
  { category: "emergency", what: ALCOHOL_HIGH, sign: ALCOHOL_SIGN, unlessFeared: true },
];
