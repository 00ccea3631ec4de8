// The medicines people name when they write about taking them or ask about them: one list for the risk
// check (a medicine taken as prescribed is not an overdose) and for the built-in engine (a question about
// a medicine is one for the person's doctor or pharmacist). A regular-expression group, without bounds.
export const MEDICINE_WORDS = String.raw`(?:medication|medications|medicine|medicines|meds|pills?|tablets?|capsules?|dose|doses|dosage|prescription|antidepressants?|antipsychotics?|ssris?|snris?|sertraline|fluoxetine|fluvoxamine|clomipramine|paroxetine|citalopram|escitalopram|venlafaxine|prozac|zoloft|luvox|anafranil|lexapro|xanax|diazepam|lorazepam|propranolol|aripiprazole|abilify|quetiapine|seroquel|olanzapine|risperidone|lithium|lamotrigine|mirtazapine|duloxetine|bupropion|wellbutrin|pregabalin|gabapentin|clonazepam|hydroxyzine|buspirone|zopiclone|melatonin|sleeping (?:pills|tablets)|inhaler|paxil|seroxat|celexa|cipralex|effexor|cymbalta|trintellix|vortioxetine|nac|n-acetyl ?cysteine|inositol|st john'?s wort|ashwagandha|cbd|5-htp|valerian|kava|magnesium|supplements?|herbal remed(?:y|ies)|vitamins|antibiotics|ibuprofen|paracetamol|mg|[0-9]+ ?mg)`;

/**
 * The words that alone name a change to a dose ("should I halve it?", "I want to come off them"): a question
 * about a medicine here, and in the risk check a change wanted (with "stop", "up" and "drop", which need
 * "I want to" or "I will" before them to mean a dose).
 */
export const DOSE_CHANGE = String.raw`(?:halve|half|reduce|lower|come off|quit|skip|change|switch|double|increase|taper)`;

const ASKING = String.raw`(?:which (?:is|one is|would be|one would be|works?|one works?) (?:better|best|stronger|safer|worse)|(?:better|worse|stronger|safer) than|vs|versus|compared? (?:to|with)|which (?:medicine|medication|ssri|antidepressant|pill|tablet|one) (?:is|should|would|works?|do)|(?:recommend|suggest)|what (?:should|would|do) (?:i|you) (?:take|try|use)|how long (?:until|till|before|does it take|do they take|for)|kicks? in|start(?:s)? working|is it working|worth (?:trying|taking)|(?:does|do|would|will|could|can|might) (?:it|they|this|that) (?:really |actually )?help|help (?:with |for )?(?:my |me with )?(?:ocd|anxiety|intrusive thoughts?|thoughts|sleep|mood|depression|symptoms)|good for (?:ocd|anxiety|intrusive|my)|(?:a )?good (?:drug|medicine|medication|choice|option|idea) for|(?:making|made|make) (?:me|it|them|the thoughts|my [a-z]+) (?:worse|better|louder|feel [a-z]+|more [a-z]+|less [a-z]+)|thinking (?:of|about) (?:stopping|coming off|quitting)|stopping|should i|can i|could i|may i|is it (?:ok|okay|safe|bad|fine|alright|normal|dangerous)|(?:ok|okay|safe|alright|fine) (?:for|to take|with)(?= [^.!?]*\?)|is (?:that|this) (?:ok|okay|safe|bad|normal|too much|dangerous|fine|alright|all right)|cold turkey|is [0-9]+ ?mg|too (?:much|high|low|strong)|how (?:much|many)|do i need|stop taking|start taking|coming off|skipped|skipping|forgot|forgotten|extra|halving|halved|ran out|run out|running out|(?:could not|couldn't|can't|cannot) get (?:more|any more|a refill)|zaps|decrease|raise|wean|missed|what (?:dose|dosage|amount)|what is the (?:right|normal|usual|max|maximum|safe|best) (?:dose|dosage|amount)|up my|upping|upped|(?:go|going|come|coming|drop|dropping|move|moving) (?:back )?(?:down|up) to|drop(?:ping)? (?:it |them )?to|(?:want|wanna|plan|planning|going|thinking of|thinking about|i'll|i will) (?:to )?(?:drop|dropping|lowering|reducing|cut|cutting|halve|halving)|tapering|reducing|quitting|side effects?|withdrawal|brain zaps|interact|mix|mixing|with alcohol|a few drinks|drink on|pregnant|breastfeeding|hurt the baby|does it (?:even )?work|make a difference|gain weight|weight gain|put on weight|made me (?:gain|put on|feel sick|tired|numb)|st john s wort|melatonin|herbal|works? for (?:ocd|anxiety|depression|intrusive thoughts?|me|people like me)|is it true|forever|for life|for the rest of my life|mask(?:s|ing)?|addictive|dependent|dependence|hooked|(?:my )?(?:mum|mom|dad|friend|sister|brother|partner)'?s (?:diazepam|pills|tablets|meds|medication|prescription)|${DOSE_CHANGE})`;
/** A question that names the medicine in its own words ("which SSRI is best for OCD?"). */
const WHICH_MEDICINE = String.raw`which (?:ssri|snri|antidepressant|medicine|medication|med|pill|tablet|supplement|drug)s?`;
const MEDICINE_QUESTION_PATTERN = new RegExp(String.raw`\b${ASKING}\b.*\b${MEDICINE_WORDS}\b|\b${MEDICINE_WORDS}\b.*\b${ASKING}\b|\b${WHICH_MEDICINE}\b`);

/**
 * "Should I stop my sertraline?", "forgot my venlafaxine and feel dizzy": a question or a change about a
 * medicine, which only the person's doctor or pharmacist may answer. (The risk check lowers with it only the
 * classifier's alarm, to a check-in, and never where an amount is asked: "how many of my mum's pills" asks
 * too, and is an overdose researched.)
 */
// A change already agreed with the prescriber, told and not asked: their plan, not a question for them.
const AGREED_WITH_PRESCRIBER = /\b(?:(?:my )?(?:doctor|dr|gp|psychiatrist|prescriber|nurse)(?: and i)? (?:agreed|decided|said|suggested|recommended|is (?:lowering|reducing|tapering)|(?:has )?(?:upped|increased|raised|put up|lowered|reduced))|as (?:agreed|planned) with|(?:with|under) my (?:doctor|gp|psychiatrist|prescriber)'s (?:plan|guidance))\b/;

// Medicines handled at work for others ("every time I draw up meds I get 'what if I give too much'"): a
// nurse's or carer's doubt, not a question about their own medicine, unless they name one of theirs too.
const GIVEN_AT_WORK = /\b(?:patients?|residents?|service users?|the ward|draw(?:ing)? up|drew up|dispens\w*|administer\w*|(?:drug|med|meds|medication) rounds?)\b/;
const OWN_MEDICINE = new RegExp(String.raw`\bmy (?:\w+ )?${MEDICINE_WORDS}\b`);

/** Medicines handled for others at work, and none of the writer's own named. */
export function handlesMedicinesAtWork(text: string): boolean {
  const plain = text.toLowerCase();
  return GIVEN_AT_WORK.test(plain) && !OWN_MEDICINE.test(plain);
}

// A relative's medicine given at home and checked again ("dial up Dad's insulin once, without the 'what if I
// give him too much' recheck"): a carer's checking doubt, like a nurse's, when nothing is asked.
const GIVEN_AT_HOME = /\b(?:mum|mom|dad|nan|gran|granny|grandad|grandma|grandpa|husband|wife|partner|son|daughter|baby|child)'?s (?:\w+ )?(?:insulin|tablets|pills|meds|medicine|medication|dose|doses|injection|syringe driver|dosette box|inhaler)\b/;
const CHECKED_AGAIN = /\b(?:re-?check\w*|check\w*|re-?count\w*|counted|what if i (?:give|gave|put|crushed|mixed)|too much|wrong (?:dose|ones|tablets|pills))\b/;

/** A relative's medicine given at home and checked again and again, with nothing asked about it. */
export function checksMedicinesGivenAtHome(text: string): boolean {
  const plain = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  return !plain.includes("?") && GIVEN_AT_HOME.test(plain) && CHECKED_AGAIN.test(plain) && !OWN_MEDICINE.test(plain);
}

export function asksAboutMedicine(text: string): boolean {
  const plain = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/\s+/g, " ");
  if (!plain.includes("?") && AGREED_WITH_PRESCRIBER.test(plain)) return false;
  if (handlesMedicinesAtWork(plain) || checksMedicinesGivenAtHome(plain)) return false;
  return MEDICINE_QUESTION_PATTERN.test(plain);
}

