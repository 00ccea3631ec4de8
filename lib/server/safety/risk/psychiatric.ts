// Psychiatric and medication emergencies, told in two parts anywhere in the text: mania and what it is doing
// (nights without sleep and a car at 100), a belief that one cannot be hurt and a height or a road, a medicine and
// its toxic signs (serotonin syndrome, neuroleptic malignant syndrome, clozapine's fever, lithium's tremor), a new
// mother and psychosis's signs. Either part alone is an ordinary day: a sleepless week, lithium in range, a fever
// with the flu. Read on the canonical text (./normalise.ts) with the other pairs of ./body-in-danger.ts.
import { UNLESS_OBSESSION, type Pair } from "./injuries";

/** Both signs somewhere in the text, in either order: a regex for `exec` that matches at the start. */
const both = (a: string, b: string) => new RegExp(String.raw`^(?=[^]*\b(?:${a})\b)(?=[^]*\b(?:${b})\b)`);

const NIGHTS_WITHOUT_SLEEP = /\b(?:has not|have not|hasn t|haven t|not|no|hardly|barely) (?:slept|sleep|sleeping)\b[^.?!]{0,30}\b(?:days|nights|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\b(?:\d+|two|three|four|five|six|seven) (?:days|nights) (?:no|without) sleep\b|\bdo not need (?:to )?sleep\b/;
const MANIC_DANGER = /\b(?:drove off|driving|doing (?:over )?(?:90|100|1\d0)|motorway|hard shoulder|balcony|roof|can fly|immortal|invincible|nothing can (?:touch|hurt|kill)|protected|spent (?:all|everything|our|the)|maxed out|gave (?:our|the|all) (?:rent|money|savings)|shut my eyes)\b/;

// A belief that one cannot be hurt, and where it is being tested ("on the balcony rail saying she can fly").
const CANNOT_BE_HURT = /\b(?:can fly|could fly|is immortal|am immortal|are immortal|is invincible|am invincible|can not die|cannot die|can not be hurt|nothing can (?:touch|hurt|kill) (?:me|him|her|them)|(?:god|angels?) will (?:catch|protect|save) (?:me|him|her))\b/;
const WHERE_IT_IS_TESTED = /\b(?:balcony|roof|ledge|edge|rail|railing|window|bridge|motorway|hard shoulder|into the road|in the road|traffic|tracks|cliff|sea|river)\b/;

// A medicine that raises serotonin, and the syndrome's movement with its heat (jerking and sweating, clonus and 39).
const SEROTONERGIC = /\b(?:sertraline|fluoxetine|fluvoxamine|citalopram|escitalopram|paroxetine|venlafaxine|duloxetine|clomipramine|mirtazapine|antidepressants?|ssris?|snris?|tramadol|linezolid|st john s wort|mdma|lithium)\b/;
const SEROTONIN_SIGNS = both("jerking|jerk|jerks|clonus|twitching|twitches|spasms", "sweat[a-z]*|soaked|temp|temperature|fever|burning up|shivering|heart rate|agitated|3[89]|4[01]");

// An antipsychotic, and the rigid, hot body of neuroleptic malignant syndrome.
const ANTIPSYCHOTIC = /\b(?:antipsychotics?|olanzapine|haloperidol|risperidone|quetiapine|aripiprazole|clozapine|depot|injection for (?:his|her|their|my) (?:schizophrenia|psychosis)|new injection)\b/;
const RIGID_AND_HOT = both("rigid|stiff as a board|like a statue|gone stiff|can not move (?:his|her|their|my) (?:arms|legs|body)", "hot|temp|temperature|fever|burning up|sweating|sweat|confused|does not know|4[01]|39");

// Clozapine and an infection's or the heart's signs: a neutrophil count or myocarditis to rule out now.
const CLOZAPINE = /\bclozapine\b/;
const CLOZAPINE_WARNING = /\b(?:fever|temperature|temp|sore throat|mouth ulcers|chest pain|breathless|racing heart|flu like|shivering|infection)\b/;

// Lithium, and toxicity's signs.
const LITHIUM = /\blithium\b/;
const LITHIUM_TOXIC = /\b(?:coarse tremor|can not walk straight|walking like (?:i am|he is|she is) drunk|unsteady|slurr[a-z]*|confused|losing track|muddled|vomiting and|diarrhoea and|twitching|fit|seizure)\b/;

// A new mother, and psychosis's signs.
const NEW_MOTHER = /\b(?:postpartum|post partum|postnatal|new mum|new mom|gave birth|since the birth|(?:\d+|two|three|four|five|six) (?:weeks|days) (?:after the birth|postpartum|since (?:she|i) had (?:the )?baby))\b/;
const PSYCHOSIS_SIGNS = /\b(?:messages from the (?:tv|television|radio)|hearing voices|the voices|has not slept|hasn t slept|not slept|talking (?:really |so )?fast|the baby is (?:evil|the devil|not (?:hers|mine|ours|real)|possessed)|scared to leave her alone with|(?:she|he) thinks the baby)\b/;

// Someone who has stopped talking, moving, eating and drinking: catatonia, or days without fluids.
const STOPPED = /\b(?:stopped|not|is not|isn t|has not been|hasn t been|will not|won t|refus[a-z]*) (?:talking|speaking|eating|moving|drinking (?:anything|water|fluids)|every drop)\b/;
const STOPPED_SIGNS = /\b(?:mute|odd positions|strange positions|like a statue|frozen|(?:day|days) (?:\d+|two|three|four)|(?:\d+|two|three|four) days|48 ?h|48 hours|muddled|can hardly stand|can not stand|confused)\b/;

// A fast kept on purpose (Ramadan, a fast day) is no refusal, nor is an obsession's doubt.
const FASTING_OR_OBSESSION = new RegExp(String.raw`${UNLESS_OBSESSION.source}|\b(?:ramadan|fasting|iftar|suhoor|sunset|lent|yom kippur|fast day)\b`);

// A baclofen pump failing, and withdrawal's stiffness, heat, itch or confusion.
const BACLOFEN_PUMP = /\bbaclofen (?:pump|withdrawal)\b|\bpump alarm\b/;
const BACLOFEN_WITHDRAWAL = /\b(?:so stiff|rigid|spasms|high temp|temperature|fever|itchy|itching|confused|heart racing|racing heart)\b/;

/** The pairs of a psychiatric or a medication emergency (read with the other pairs of ./body-in-danger.ts). */
export const PSYCHIATRIC_PAIRS: Pair[] = [
  { category: "other_at_risk", what: NIGHTS_WITHOUT_SLEEP, sign: MANIC_DANGER, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "other_at_risk", what: CANNOT_BE_HURT, sign: WHERE_IT_IS_TESTED, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: SEROTONERGIC, sign: SEROTONIN_SIGNS, unlessFeared: true },
  { category: "emergency", what: ANTIPSYCHOTIC, sign: RIGID_AND_HOT, unlessFeared: true },
  { category: "emergency", what: CLOZAPINE, sign: CLOZAPINE_WARNING, unlessFeared: true },
  { category: "emergency", what: LITHIUM, sign: LITHIUM_TOXIC, unlessFeared: true },
  { category: "emergency", what: BACLOFEN_PUMP, sign: BACLOFEN_WITHDRAWAL, unlessFeared: true },
  { category: "other_at_risk", what: NEW_MOTHER, sign: PSYCHOSIS_SIGNS, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: STOPPED, sign: STOPPED_SIGNS, unlessFeared: true, unless: FASTING_OR_OBSESSION },
];
