// The built-in CBT engine: recognises the theme, the main cognitive distortion and the OCD belief behind
// a thought, then writes a reframe, a coping step and a reframed thought that fit it. Deterministic.
import "server-only";
import { FUMES_MADE } from "../../safety/risk/body-in-danger";
import { ORIENTATION_AND_GENDER } from "@/lib/domain/identity-words";
import { asksAboutMedicine, checksMedicinesGivenAtHome, handlesMedicinesAtWork } from "@/lib/domain/medicines";
import type { AiResponse } from "@/lib/domain/thoughts";
import type { OcdType } from "@/lib/domain/enums";
import { asksAnExistentialQuestion, asksAboutMentalCompulsions, asksHowToStopReassurance, asksAboutPractice, asksAboutTheApp, asksHowToSupportSomeone, describedAvoidance, describedCompulsion, doubtsTheRelationship, replaysARealEvent, feelsAnOrdinaryFeeling, namesNoWorry, tellsOfSomeoneElsesRituals, toldASlip, toldAvoidedPractice, touchesRealHazard, weighsADecision } from "./situations";
import {
  BELIEF_CUES,
  DISTORTION_CUES,
  DISTORTION_PRIORITY,
  GENERAL_CUES,
  THEME_CUES,
  score,
  type Belief,
  type Distortion,
  type Theme,
} from "./cues";
import {
  ACKNOWLEDGE,
  APP_QUESTION,
  BELIEF_INSIGHT,
  CHECKED_OBJECTS,
  CHECKING_REFRAMED_DRIVING,
  CHECKING_REFRAMED_WITHOUT_OBJECT,
  COPING,
  DISTORTION_TIP,
  DIAGNOSIS_QUESTION_ANSWER,
  EVERYDAY_DECISION,
  EVERYDAY_FEELING,
  EXPOSURE_DONE,
  EXPOSURE_SLIP,
  PRACTICE_AVOIDED,
  PROGRESS_DOUBTED,
  PRACTICE_QUESTION,
  GOOD_NEWS,
  HAZARD_NOW,
  HYGIENE_COPING,
  WORK_CHECK_COPING,
  WORK_CHECK_REFRAMED,
  HOME_CHECK_COPING,
  HOME_CHECK_REFRAMED,
  IDENTITY_DOUBT,
  IDENTITY_EXPLORING,
  SKIN_CARE,
  LOSS_BLAMED_ON_A_RITUAL,
  MEDICINE_QUESTION,
  MEMORY_DOUBT,
  MENTAL_COMPULSIONS,
  NAMED_COMPULSION,
  NO_DISTORTION,
  NOTHING_NAMED,
  REASSURANCE_ASKED,
  REASSURANCE_COPING,
  REFRAMED,
  SELF_HARM_POINTER,
  SOMEONE_ELSES_RITUALS,
  STAY_WITH_UNCERTAINTY,
  LET_THE_QUESTION_STAY,
  QUESTION_LEFT_OPEN,
  URGENT_SYMPTOMS,
  explainDistortion,
  EXISTENTIAL_DOUBT,
  PERINATAL_SUPPORT,
  REAL_EVENT_REPLAYED,
  REASSURANCE_CUT_DOWN,
  RELATIONSHIP_DOUBT,
  SAFETY_BEHAVIOUR,
  SYMPTOM_SEEN_ONCE,
} from "./texts";

/** Lower case, straight apostrophes, common contractions restored, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\b(i)m\b/g, "i'm")
    .replace(/\bi am\b/g, "i'm")
    .replace(/\bive\b/g, "i've")
    .replace(/\b(don|can|won|isn|didn|doesn|wouldn|couldn|shouldn)t\b/g, "$1't")
    .replace(/\bgonna\b/g, "going to")
    .replace(/\bwanna\b/g, "want to")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Intrusive thoughts about harming oneself get a gentle pointer to help, never an alarm. */
function mentionsSelfHarm(text: string): boolean {
  // Harm done to oneself, not "myself" alone: "disgusted with myself" or "terrified of myself" is said of a fear of harming someone else.
  return /\b((?:harm|hurt|kill|cut|stab|throw|hang|burn|drown|poison|shoot|strangl|chok|slit|overdos|end)\w* myself|myself (?:slitting|cutting|hanging|jumping|stabbing|drowning|dying|dead|harming|hurting)|my own life|suicid\w*|jump (off|in front)|kill me|(i|you) (want|wanna|wanted) to die|(i|you) should (just )?die|better off dead)\b/.test(text);
}

// "Do I have OCD?", "is this ROCD?": what a condition is called is for a clinician who assesses the person.
const CONDITION = String.raw`(?:ocd|rocd|pocd|hocd|pure o|harm ocd|real event ocd|real-event ocd|health anxiety|trichotillomania|trich|body dysmorphia|bdd|hoarding disorder|schizophreni[ac]|psychosis|psychotic|bipolar|depress(?:ion|ed)|autis(?:m|tic)|adhd|add|ocpd|bpd|a personality disorder|personality disorder|an eating disorder|anorexi[ac]|gad|ptsd|an anxiety disorder|generali[sz]ed anxiety(?: disorder)?|tourette'?s)`;
const DIAGNOSIS_QUESTION = new RegExp(
  String.raw`\b(?:do i (?:have|actually have|really have|just have)|could i (?:have|be)|might i (?:have|be)|am i (?:actually |really )?|is (?:this|it|that|what i have|what i'm describing|what i am describing|what i've described|what i have described) (?:actually |really |just )?|(?:do you think|would you say) i(?:'m| am| have| might be| might have)? (?:also |as well )?|could (?:this|it) be|does (?:this|it|that) sound like|would (?:this|it) count as|is (?:this|it) (?:part of|a kind of|a type of))\s*(?:a |an )?${CONDITION}\b|\bdiagnose me\b|\bwhat(?:'s| is) my diagnosis\b|\b(?:give me|need|want) a (?:label|diagnosis)\b|\bwhat (?:type|kind|sort) of ${CONDITION} (?:do i have|is (?:this|it))|\bi (?:might|may) have ${CONDITION}\b|\bis ${CONDITION} (?:part of|a kind of|a type of|a form of|related to) ${CONDITION}\b|\bdoes (?:he|she|my (?:son|daughter|child|kid|boy|girl|partner|husband|wife|[a-z]+)) (?:have|has) (?:a |an )?${CONDITION}\b|\b(?:think|wonder(?:ing)?|know) (?:if |whether )?i (?:have|might have|could have) (?:a |an )?${CONDITION}\b|\bcould (?:my|this|it|the) (?:[a-z]+ ){0,3}be (?:a (?:form|kind|type|sign) of |part of )?(?:a |an )?${CONDITION}\b|\bis ${CONDITION} (?:even )?(?:a real|an actual|a proper) (?:diagnosis|thing|condition|disorder)\b|\bdifference between ${CONDITION} and ${CONDITION}\b|\b(?:if|whether) (?:this|it|what i have) is (?:actually |really |just )?(?:a |an )?${CONDITION}\b|\b(?:if|whether) i (?:actually |really |even )?(?:have|might have|could have) (?:a |an )?${CONDITION}\b|\b${CONDITION} or (?:if |whether )?(?:i'm|i am|i have|it's|it is|he's|she's|he is|she is|he has|she has) (?:a |an )?${CONDITION}\b|\b${CONDITION}\b[^?]{0,80}\b(?:who is right|who's right|which is (?:it|right)|which one is (?:it|right))\b`,
);

// "Am I a paedophile?", "what if I'm secretly gay?", "do I actually fancy my sister?": a doubt about who one is.
// Two kinds: being someone who harms (never met with "if you are exploring who you are"), and whom one loves.
const RELATIVES = "(?:son|daughter|sister|brother|mum|mom|dad|father|mother)";
const HARMFUL_IDENTITY = String.raw`(?:faking (?:it|my ocd|my illness|my anxiety|this|all of this)|a fake|a fraud|paedophile|pedophile|paedo|pedo|child abuser|abuser|rapist|murderer|killer|psychopath|sociopath|narcissist|predator|sex offender|attracted to (?:children|kids|my ${RELATIVES}))`;
const LOVING_IDENTITY = String.raw`(?:straight|${ORIENTATION_AND_GENDER}|attracted to (?:men|women|girls|boys)|in love with (?:him|her|my [a-z]+|someone else))`;
const IDENTITY = `(?:a )?(?:${HARMFUL_IDENTITY}|${LOVING_IDENTITY})`;
const IDENTITY_QUESTION = new RegExp(
  String.raw`\b(?:am i|what if i'm|what if i am|could i be|might i be|maybe i'm|does (?:this|that|it) (?:mean|make) (?:i'm|me)|how do i know (?:if |whether )?i'm(?: not)?|i'm scared i'm|i'm afraid i'm|(?:can't stop |keep )?wondering (?:if|whether) i'm|i'm terrified i'm|am i really|am i actually|am i secretly|(?:thoughts?|worr(?:y|ied)|doubts?|fears?|scared|afraid|terrified|think|feel like|wonder if) (?:that )?i (?:might|may|could) (?:be|actually be|really be|secretly be)|(?:thoughts?|worr(?:y|ied)|doubts?|fears?) (?:that )?i'm)\s+(?:secretly |really |actually |deep down |a closet )?${IDENTITY}\b|\bdo i (?:secretly |really |actually )?(?:fancy|want|find) (?:children|kids|my (?:son|daughter|sister|brother|mum|mom|dad)|men|women|him|her)\b`,
);

// Symptoms that may need care now, whatever else the thought says: the heart, breathing, blood, fainting, a dose doubled.
const URGENT_BODY = /\b(?:(?:wound|cut|bite|nail|burn|graze|blister|infection|infected|rash)\b[^?!]{0,80}\b(?:a fever|fever|high temperature|shivering|the chills|red streaks?)\b|(?:fever|high temperature)\b[^?!]{0,80}\brash\b|chest (?:pains?|hurts|is tight|feels tight|(?:has )?(?:felt|been|feeling) tight|tightness|pressure|(?:is |feels |has been )?(?:crushing|crushed))|(?:tight(?:ness)?|crushing(?: pain)?) in my chest|pain in my chest|(?:left )?arm (?:is |feels |has gone |went )?(?:tingling|numb|going numb)|struggling to breathe|(?:coughing|coughed|vomiting|throwing) up (?:a bit of |some )?blood|blood in my (?:sick|vomit|pee|urine|poo|stool)|i (?:just )?(?:fainted|passed out)|(?:took|taken|had) (?:my )?(?:[a-z]+ )?(?:twice|two doses|a double dose|double the dose)|(?:lips|tongue|throat|face) (?:is |are )?(?:swelling|swollen)|bleeding (?:a lot|heavily|so much)|heavy bleeding|soaking (?:through )?(?:pads|a pad)|(?:baby|bump) (?:has not|hasn't|has stopped|stopped|is not|isn't) (?:moved|moving|kicking)|(?:seeing )?flashing lights|swollen (?:right )?up|(?:feet|ankles|legs) (?:have |are )?swollen|seizure|fitting|unconscious|(?:not|barely) breathing|ketones|can't keep (?:any )?(?:fluids|water|anything|food) down|can't catch my breath|blacked out(?! (?:the|that|it|my|what|everything|most))|(?:sudden|sharp) pain (?:low|in my (?:belly|stomach|tummy|side))|(?:\d+|twelve|twenty|thirty) weeks pregnant[^.?!]*\b(?:pain|bleeding|headache|fainted|swollen)|(?:face|mouth|smile) (?:has )?(?:gone |is |went |looks |is going )?(?:droopy|drooping|lopsided)|half (?:of )?my face (?:has )?(?:gone |is |went )?(?:droopy|numb|drooping)|(?:words|speech) (?:are |is )?(?:coming out )?(?:funny|slurred|wrong|jumbled|all wrong)|slurring|(?:can't|cannot|can not) get (?:myself )?up (?:off|from) the floor|(?:been )?(?:on|lying on) the (?:\w+ ){0,2}floor (?:since|for (?:hours|days|two days|a day))|meter (?:just )?(?:says|said|reads|shows) (?:hi|lo)|collapsed(?! (?:into|onto|on|in) (?:bed|my bed|the bed|the sofa|the couch|a heap)| laughing| with laughter)|(?:won't|will not|can't|cannot) wake (?:up|him|her|them))\b/;

// A danger in the home now: gas smelled, smoke seen, an alarm sounding (not a doubt about the hob left on).
const HAZARD = new RegExp(String.raw`\b(?:(?:smell|smells|smelled|smelt|smelling) (?:(?:really|very|so|strongly|quite|a bit|faintly|a lot|badly) )*(?:of |like )?gas|gas (?:smell|leak)|(?:smoke|fire|carbon monoxide|co) (?:alarm|detector) (?:is |keeps |has been |was |just )?(?:going off|beeping|sounding|ringing|went off|goes off)|(?:smell|smells|smelled|smelt|smelling) (?:(?:really|very|so|strongly|quite|a bit|faintly|a lot|badly) )*(?:of |like )?(?:burning|smoke)|(?:see|seeing|saw) smoke|smoke (?:coming|pouring) (?:out|from)|sparks? (?:coming )?(?:out of|from)|(?:is|are|caught) on fire|${FUMES_MADE.source})\b`);

/** A danger in the home now (normalised text): the safety step first, never "it's probably nothing". */
function describesHazardNow(text: string): boolean {
  return HAZARD.test(text);
}

/** A body that may need care now (normalised text): sent to those who can tell, never reassured. */
function describesUrgentSymptoms(text: string): boolean {
  return URGENT_BODY.test(text);
}

/** The same for a thought as written: the check-in question must not hide it (./analysis.ts). */
export function bodyNeedsCareNow(thought: string): boolean {
  return describesUrgentSymptoms(normalise(thought));
}

/** A danger in the home now, for a thought as written: a crisis answer must not hide the safety step either. */
export function hazardNow(thought: string): boolean {
  return describesHazardNow(normalise(thought));
}

/** Fumes from cleaning products mixed, told in the thought (the risk assessment's words for them: one rule). */
export function fumesNow(thought: string): boolean {
  return FUMES_MADE.test(normalise(thought));
}

// A doubt about the past: a time long gone ("when I was 13", "at a party five years ago") and not knowing
// what one did then ("convinced something happened", "what if I did something", "I have this memory").
const LONG_AGO = /\b(?:(?:years?|months?) ago|when (?:i was|we were) (?:a kid|kids|little|young|younger|a teenager|teenagers|at school|in school|\d+)|as (?:a kid|kids|a child|children|a teenager)|(?:back )?in (?:school|primary|year \d+|high school|college|uni)|at (?:a|the|that) party|when i was (?:drunk|high))\b/;
const DOUBTED_PAST = /\b(?:what if i (?:did|said|touched|hurt|hit|kissed|did something)|(?:convinced|scared|afraid|terrified|worried|not sure|unsure) (?:that )?(?:i |something(?: [a-z]+)? |it )?(?:did|happened|touched|hurt|wanted it|was)|(?:this|a) memory (?:of|that)|can't remember (?:if|whether|everything|what i did)|did i (?:really|actually)|going over (?:it|what happened))\b/;

/** A doubt about what one did long ago (normalised text): not settled either way. */
function doubtsThePast(text: string): boolean {
  return LONG_AGO.test(text) && DOUBTED_PAST.test(text);
}

// Good news and nothing troubling: the journal is for what goes well too, and an anxious reading of it
// ("you don't know yet how this will turn out") would make a worry of it.
const GLAD = /\b(?:excited|exciting|so happy|really happy|happy about|proud|amazing|brilliant|wonderful|lovely|felt (?:so |really |very )?(?:nice|good|great|free|at home|like me)|freeing|so supportive|supportive|grateful|thankful|celebrat\w*|went well|best day|(?:good|great|really good|helpful) (?:therapy )?(?:session|appointment)|(?:really |so |very )?(?:good|great|nice) (?:day|week|weekend)|passed (?:everything|all (?:of )?(?:my|the|them)|my (?:exams?|tests?|driving test|finals|course|module|probation)|the (?:exam|test|driving test)))\b|!{2,}/;
const TROUBLED = /\b(?:scared|scary|afraid|terrified|anxious|anxiety|worried|worry|worrying|panic\w*|what if|urge|urges|compulsion\w*|check\w*|ocd|intrusive|can't|cannot|guilt\w*|ashamed|awful|horrible|sad|lonely|hate|tired of|upset|cry\w*|but|though|still|die|dies|died|dying|dead|death|the thought|a thought|don't want|do not want|hurt\w*|kill\w*|alone|pills?|knife|goodbye|sorry|decided|finally)\b/;

// Progress told ("my OCD is getting better since I started ERP"): good news, in which naming the OCD or
// its treatment is nothing troubling.
const PROGRESS = /\b(?:getting|got|feel(?:ing)?|doing) (?:a (?:lot|bit|little) |so much |much |way )?better\b|\bimproving\b|\bmaking progress\b|\bfeeling (?:really |so |pretty |very )?good (?:this|today|lately|recently)\b|\b(?:fewer|less) (?:rituals|compulsions|checks|checking|washing)(?: than)?\b/;
const NOT_PROGRESS = /\b(?:not|never|isn't|aren't|won't|no|hardly)\b(?: \w+){0,3} (?:getting |feeling |doing )?(?:better|improving|progress)\b/;
const TREATMENT_NAMED = /\b(?:ocd|erp|exposures?|compulsions?|therapy|therapist)\b/g;

// A death told, blamed on a ritual not done or done wrong ("my dad died … my fault because I didn't tap the door").
const A_DEATH = /\b(?:died|passed away|passed on|death|lost (?:my|our) (?:mum|mom|dad|mother|father|wife|husband|partner|son|daughter|sister|brother|nan|gran|grandad|grandma|grandpa|baby|friend))\b/;
const RITUAL_BLAMED = /\b(?:my fault|because (?:of me|i (?:didn't|did not|forgot to|never|stopped|skipped|missed))|i (?:should have|could have)|if (?:only )?i had)\b[^.?!]{0,60}\b(?:tap\w*|touch\w*|count\w*|pray\w*|say\w*|said|knock\w*|check\w*|wash\w*|ritual\w*|do it|did it|right number|goodnight|goodbye)\b/;

function blamesALossOnARitual(text: string): boolean {
  return A_DEATH.test(text) && RITUAL_BLAMED.test(text);
}

/** Good news with nothing troubling in it (normalised text). */
// The recovery doubted: "the progress isn't real", "I'm just getting lucky", "it was a fluke", "it doesn't count".
const PROGRESS_DOUBT =
  /\b(?:progress|improvement|recovery|getting better|it|this|that)(?: is| was)? (?:isn't|is not|wasn't|was not|not) (?:really )?(?:real|genuine|going to last|lasting)\b|\b(?:just|only) (?:getting |got |been )?(?:lucky|a fluke)\b|\b(?:a|just a) fluke\b|\b(?:doesn't|does not|didn't|did not) (?:really )?count\b|\b(?:what if|maybe) (?:i'm|i am|i've|i have) (?:not )?(?:really )?(?:getting better|better|improving|recovering|made (?:any )?progress)\b/;

/** Doubt turned on one's own progress (normalised text), not a worry about anything else. */
function doubtsProgress(text: string): boolean {
  return PROGRESS_DOUBT.test(text) && /\b(?:progress|better|improv\w*|recover\w*|lucky|fluke|exposures?|erp|so far)\b/.test(text);
}

// Telling someone about the OCD for the first time ("I finally told my doctor about my intrusive thoughts"):
// a brave step, told as news, in which the words of OCD are what was told, not a worry now.
const TOLD_SOMEONE =
  /\b(?:finally |at last )?(?:told|opened up to|talked to|spoke to|confided in) (?:my )?(?:doctor|gp|therapist|psychiatrist|partner|wife|husband|boyfriend|girlfriend|mum|mom|dad|parents|friend|best friend|family|boss|teacher) about (?:my |the )?(?:ocd|intrusive thoughts|thoughts|obsessions|compulsions|rituals)\b/;

function sharesGoodNews(text: string): boolean {
  if (TOLD_SOMEONE.test(text)) return !TROUBLED.test(text.replace(TOLD_SOMEONE, ""));
  if (PROGRESS.test(text) && !NOT_PROGRESS.test(text)) return !TROUBLED.test(text.replace(TREATMENT_NAMED, ""));
  return GLAD.test(text) && !TROUBLED.test(text);
}

/** A question about who one is (normalised text): named, never answered (a "no" would be reassurance). */
function asksAboutIdentity(text: string): boolean {
  return IDENTITY_QUESTION.test(text) || DESIRE_DOUBT.test(text);
}

// The doubt that one wants what the intrusive thoughts show ("I think I might actually want to do these
// things"): the same question about who one is, never read as a wish to weigh.
const DESIRE_DOUBT =
  /\b(?:i think|what if|maybe|i'm scared|i'm afraid|i'm terrified|i worry|worried|scared|afraid|terrified) (?:that )?i (?:might|may|could|do|secretly|actually|really) (?:actually |secretly |really |deep down )?(?:want|like|enjoy|crave) (?:to (?:do )?)?(?:these|those|what|them|it)(?: things| thoughts| images| urges)?\b/;

// A doubt about harming or abusing anyone, or about children or one's family ("do I fancy my sister?"):
// never answered with "if you are exploring who you are".
const HARM_IDENTITY = new RegExp(String.raw`\b(?:${HARMFUL_IDENTITY}|children|kids|child|my ${RELATIVES})\b`);
const WHOM_ONE_LOVES = new RegExp(String.raw`\b(?:${LOVING_IDENTITY}|men|women)\b`);

/** The identity doubt is about orientation, gender or love, and nothing about harming anyone (normalised text). */
function doubtsWhomOneLoves(text: string): boolean {
  return WHOM_ONE_LOVES.test(text) && !HARM_IDENTITY.test(text);
}

/** A question about what condition one has (normalised text): the app can't diagnose, and says so. */
function asksForDiagnosis(text: string): boolean {
  return DIAGNOSIS_QUESTION.test(text);
}

export interface ThoughtContext {
  /** The person's OCD type from onboarding: a tie-breaker when the words alone are ambiguous. */
  ocdType?: OcdType | string | null;
}

const OCD_TYPE_THEME: Record<string, Theme> = {
  contamination: "contamination",
  checking: "checking",
  symmetry: "symmetry",
  intrusive_thoughts: "intrusive",
};

// Which belief domain each theme most often rests on, when the words name none more clearly.
const THEME_BELIEF: Record<Theme, Belief | null> = {
  contamination: "Overestimation of threat",
  checking: "Intolerance of uncertainty",
  symmetry: "Perfectionism",
  intrusive: "Over-importance of thoughts",
  general: null,
};

// "I'm gay and my mum doesn't know": who a person is, said plainly and without doubt, is not an unwanted thought.
const OWN_IDENTITY = new RegExp(String.raw`(?:^|[.!?,;] |\band )i'm ${ORIENTATION_AND_GENDER}\b`);
const DOUBT = /\b(?:what if|am i|scared|afraid|terrified|worried|maybe|not sure|doubt|really|actually|secretly|ocd|intrusive)\b/;

export function detectTheme(text: string, ctx: ThoughtContext = {}): Theme {
  if (OWN_IDENTITY.test(text) && !DOUBT.test(text)) return "general";
  // The person's own OCD type wins ties and tips near-ties, for a worry: not for a to-do or a day told.
  const prior = ctx.ocdType && !namesNoWorry(text) ? OCD_TYPE_THEME[ctx.ocdType] : undefined;
  let best: Theme = "general";
  let bestScore = score(text, GENERAL_CUES).score;
  for (const theme of Object.keys(THEME_CUES) as (keyof typeof THEME_CUES)[]) {
    const s = score(text, THEME_CUES[theme]).score + (theme === prior ? 0.5 : 0);
    if (s > bestScore) {
      best = theme;
      bestScore = s;
    }
  }
  if (bestScore === 0 && prior) return prior;
  return best;
}

export function detectDistortion(text: string): { distortion: Distortion; cue: string } | null {
  let best: { distortion: Distortion; cue: string; score: number } | null = null;
  for (const distortion of DISTORTION_PRIORITY) {
    const { score: s, cue } = score(text, DISTORTION_CUES[distortion]);
    if (cue && (!best || s > best.score)) best = { distortion, cue, score: s };
  }
  return best && { distortion: best.distortion, cue: best.cue };
}

export function detectBelief(text: string, theme: Theme): Belief | null {
  let best: { belief: Belief; score: number } | null = null;
  for (const belief of Object.keys(BELIEF_CUES) as Belief[]) {
    // A harm one fears doing is the thought's weight, not a danger overestimated: "a possible harm feels
    // likely" of one's own act is the odds of doing it, which the answer must not weigh.
    if (theme === "intrusive" && belief === "Overestimation of threat") continue;
    const s = score(text, BELIEF_CUES[belief]).score + (belief === THEME_BELIEF[theme] ? 0.5 : 0);
    if (s >= 0.5 && (!best || s > best.score)) best = { belief, score: s };
  }
  return best?.belief ?? null;
}

const DRIVING = /\b(hit|ran over|run over|knocked (down|over))\b/;

/** Words of death or killing: an intrusive thought's content, never its thinking trap. */
const CONTENT_WORD = /^(?:die|dies|dying|dead|death|deadly|kill(?:ed|s)?)$/;

/** A stable choice between wordings, so the same thought always gets the same answer. */
function pick<T>(options: T[], text: string): T {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return options[h % options.length]!;
}

function reframedThought(theme: Theme, text: string): string {
  const template = pick(REFRAMED[theme], text);
  if (theme !== "checking") return template;
  if (DRIVING.test(text)) return CHECKING_REFRAMED_DRIVING;
  for (const [pattern, , state] of CHECKED_OBJECTS) {
    const m = pattern.exec(text);
    if (m) return template.replace("{object}", m[1]!).replace("{state}", state);
  }
  return CHECKING_REFRAMED_WITHOUT_OBJECT;
}

// An exposure done or a compulsion held back, told in the past, with no worry still open in the words.
const HELD_BACK =
  /\bonly (?:thought about|wanted to|felt like|reread|re-read|checked|washed|asked|counted|prayed|rewrote|re-wrote) (?:\w+ ){0,2}(?:once|one time|twice)\b|\b(?:did|done|finished|completed|managed) (?:my|the|an|today's|this week's|another) (?:exposure|erp|homework|script|step)|\b(?:didn't|did not|without|managed not to|resisted|held off|stopped myself from|no) (?:wash|washing|check|checking|re-?check|ask|asking (?:\w+ ){0,2}for reassurance|fix|fixing|straighten|straightening|count|counting|pray|praying|the ritual|ritual|compulsions?|go(?:ing)? back|turning back|google|googling|search|searching|look(?:ing)? it up)\b|\b(?:resisted|fought|ignored|rode out|sat with) the urge to\b|\b(?:let|left|leaving|kept) (?:it|them|the \w+|my \w+) (?:stay |be )?(?:crooked|uneven|messy|untidy|wonky|out of place|unlocked|unchecked|unwashed|unfinished|wrong)\b|\b(?:for|as) (?:my|an|a|the) (?:script |imaginal )?exposure\b|\b(?:didn't|did not|without) (?:neutrali[sz]e|neutrali[sz]ing|praying it away)\b|\bas my (?:script|exposure script)\b|\b(?:listened to|read|wrote|recorded) (?:my )?(?:imaginal |exposure )*(?:script|recording)\b|\bwrote (?:out )?(?:a|the|my) (?:story|worst version|worst[- ]case (?:story|scenario)|scenario)\b[^?]{0,120}\bread it (?:aloud|out loud|back|again)\b|\blasted (?:\d+|a few|two|five|ten) minutes\b|(?<!\b(?:hit|hurt|harm|kill|stab|swerve|swerving|push|pushing|crash|crashing|drive|driving|run|hurting|harming|cut|cutting|slit|slitting|drown|drowning|throw|throwing|jump|jumping|poison|poisoning|strangle|strangling|burn|burning|drop|dropping|give|giving|gave|dose|overdose)\b[^.?!]{0,40})\bon purpose\b|\b(?:and i did it|but i did it|i did it|first time in (?:years|months|ages))\b|\b(?:anxiety|suds|distress)\b[^.?!]{0,40}?\d+\s*(?:\/\s*10|%)?\s*(?:->|→|then|to|down to|after)\s*\d+/;
// A worry still open, or the compulsion done after all (at the end, in the head, or by a glance at a photo).
const STILL_WORRIED =
  /\?|\bwhat if\b|\b(?:i'm|i am|still) (?:scared|worried|terrified|panicking|freaking out)\b|\bbecause i did\b|\b(?:couldn't|can't|cannot|can not)\b|\bgave in\b|\b(?:but|then|and then|until|so) (?:i )?(?:straightened|fixed|washed|checked|re-?checked|asked|counted|prayed|googled|looked at the (?:photo|picture))\b|\b(?:after|for) (?:\d+|a few|ten|five|twenty) minutes,? i (?:straightened|fixed|washed|checked|asked)\b|\bstill counts?\b|\b(?:replay(?:ed|ing)?|reviewing|went over it|going over it)\b/;

/** "Touched the bin, didn't wash, anxiety 7 then 4" (normalised text): an exposure reported, not a new worry. */
function reportsExposure(text: string): boolean {
  return HELD_BACK.test(text) && !STILL_WORRIED.test(text);
}

const OCD_OR_ME = /\b(?:ocd|pure o|intrusive(?: thoughts?)?) or (?:am i|is it|do i|i am|i'm) /;
// "Do I have OCD or am I psychotic?": the other side is a condition, which only a clinician can tell apart.
const OCD_OR_A_CONDITION = new RegExp(String.raw`${OCD_OR_ME.source}(?:actually |really |just |becoming |going )?(?:a |an |have |having )?${CONDITION}\b|\b(?:ocd|pure o) or (?:if |whether )(?:i'm|i am|i have|it's|it is) (?:a |an )?${CONDITION}\b`);

// Asking to be told it is all right: the request itself is what the answer speaks to.
const REASSURANCE_REQUEST =
  /\b(?:tell me|promise me|reassure me|just say|please say|please confirm|confirm (?:that|it)|need (?:someone|somebody|you|anyone) to (?:say|tell|promise)|am i (?:ok|okay|safe|a good person|a bad person|normal|crazy|mad|insane|going (?:crazy|mad|insane)|losing my mind|losing it|cured|better now|over it)|(?:does|did) (?:that|this|it) mean (?:that )?(?:i'm|i am|it's|it is|everything is|all is|it's all) (?:all )?(?:fine|ok|okay|cured|better|over|safe|gone)|(?:intrusive|ocd)(?: thoughts?| feelings?)? or (?:a )?real|(?:ocd|pure o|intrusive(?: thoughts?)?) or (?:am i|is it|do i|i am|i'm) |(?:do|does|would|will|could|can) (?:people|anyone|someone|somebody|i|you|they) (?:\w+ ){0,5}?(?:ever )?(?:actually |really )?act on (?:them|it|these|those|their|the|my|thoughts)|real (?:feelings?|desires?|wants?|attraction|thoughts?) or (?:ocd|intrusive)|is it (?:still |really )?intrusive if|how do (?:i|you) (?:know|tell) (?:if|whether|the difference)|is it (?:ok|okay|possible|normal|true|safe)|is (?:it|that|this) (?:a|still a) (?:sin|mortal sin)|(?:was|is) (?:my|the) (?:confession|prayer|wudu|ablution) (?:valid|invalid|enough|accepted)|will god (?:forgive|punish|accept)|am i (?:going to|gonna) (?:go to )?hell|is (?:that|this) true|is there any chance|need to hear (?:it|that|you say)|this time is different|i (?:really |just )?need to know (?:if|whether)|rate how likely|how likely (?:is it|it is)|on a scale|how sure can i be|check my logic|asked (?:my )?[a-z]+ (?:three|four|five|\d+) times|yes or no|can you (?:just )?(?:tell|confirm|promise|say)|do you think (?:my|i|it|that|this|they|she|he)|(?:can|could) (?:i|you|someone|anyone) (?:get|catch|have given|have caught|give|spread)|what are the (?:chances|odds)|(?:i need|give me) a verdict|just this once|role ?play|pretend (?:you're|you are|to be)|you're telling me|write me (?:a|something|some)|(?:give me|what's|what is) (?:a|the) percentage|how (?:sure|certain|confident) are you|(?:one|a) (?:quick |last |more |little )?question and then i'll stop|(?:it's|it is|that's|is) probably (?:nothing|fine|ok|okay))\b|\b(?:right|will it|would it|won't it|would i|will i|isn't it|is it|is that|did i|didn't i|correct|was it|wasn't it|doesn't it|does it|don't i|aren't i|isn't that|doesn't that|won't they|will they|yes|yeah|no)\s*\?+(?=\s|$)|\bbe honest with me\b|,\s*(?:right|yes|yeah|correct|isn't it|wouldn't (?:she|he|they|i|it))\s*[.!]*\s*$|\b(?:isn't it|aren't i|won't it|isn't that|doesn't it)\s*[.!]*\s*$|\bi (?:just |really )?need to know (?:i'm|i am|that i|i'm not|i am not)\b/;

/** A thought about one's baby: the perinatal team and health visitor are there for it too. */
const ABOUT_A_BABY = /\b(?:baby|newborn|nappy|nappies|diapers?|breastfeed\w*|postpartum|postnatal|(?:\d+|two|three|four|six) (?:weeks?|months?) old)\b/;

/** A bodily symptom named ("this headache", "the lump under my jaw"): one visit to a doctor is care, not a compulsion. */
const A_SYMPTOM = /\b(?:heart|heartbeat|palpitations|skipped (?:a )?beats?|headaches?|lumps?|lymph nodes?|pains?|rash|moles?|bleeding|cough|coughing|dizzy|dizziness|numb|numbness|tingling|fever|temperature|swollen|swelling|bruises?|tumou?rs?|symptoms?)\b/;

/** "Tell me I locked the door", "promise me nothing bad will happen" (normalised text): a request for reassurance. */
function asksForReassurance(text: string): boolean {
  return REASSURANCE_REQUEST.test(text);
}

/**
 * Nothing of a theme, an OCD belief, worry, fear, doubt, harm or OCD in the words themselves ("made
 * soup and watched a film"; normalised text): the person's OCD type would otherwise lend them its theme.
 * A thinking trap, when one is found, still gets its answer.
 */
export function namesNothing(text: string): boolean {
  return namesNoWorry(text) && !namesATheme(text) && !detectBelief(text, "general");
}

/** A theme's clear cue in the words: an object alone ("a good book", weight 1) is not one. */
function namesATheme(text: string): boolean {
  return Object.values(THEME_CUES).some((cues) => cues.some(([pattern, weight]) => weight >= 2 && pattern.test(text)));
}

// Skin hurt by washing or cleaning ("I wash my hands until they crack and bleed"): the body's damage is
// named beside whatever else the answer says, and someone who can treat it.
const SKIN_HURT = /\b(?:crack(?:ed|ing|s)?|bleed\w*|bled|red raw|raw (?:hands|skin)|(?:hands|skin) (?:are|is|were|was|feel|feels|look|looks|got|get) (?:so |really |very )?(?:raw|sore|cracked|dry and cracked)|peeling|blister\w*|eczema|dermatitis|skin (?:burns|is burning)|chemical burns?)\b/;
const WASHING = /\b(?:wash\w*|scrub\w*|saniti[sz]\w*|bleach\w*|clean\w*|hand gel|alcohol gel)\b/;

export function analyseThought(thought: string, ctx: ThoughtContext = {}): AiResponse {
  const text = normalise(thought);
  const answer = answerFor(thought, text, ctx);
  // Skin care is for the writer's own skin, not said to someone whose relative washes ("my sister washes her
  // hands until they bleed. Does she have OCD?").
  if (answer.crisis || answer.check_in || !(SKIN_HURT.test(text) && WASHING.test(text)) || tellsOfSomeoneElsesRituals(text)) return answer;
  return { ...answer, coping_strategy: `${answer.coping_strategy} ${SKIN_CARE}` };
}

function answerFor(thought: string, text: string, ctx: ThoughtContext): AiResponse {
  if (describesUrgentSymptoms(text)) return fixedAnswer(URGENT_SYMPTOMS);
  if (describesHazardNow(text)) return fixedAnswer(HAZARD_NOW);
  if (asksAboutMedicine(thought)) return fixedAnswer(MEDICINE_QUESTION);
  // "Is it OCD or am I really a paedophile?" asks for a verdict on oneself, not for a diagnosis: no one is sent to settle it.
  if (asksForDiagnosis(text) && (!OCD_OR_ME.test(text) || OCD_OR_A_CONDITION.test(text))) return fixedAnswer(DIAGNOSIS_QUESTION_ANSWER);
  if (asksAboutIdentity(text)) {
    const answer = fixedAnswer(IDENTITY_DOUBT, "Intolerance of uncertainty");
    return doubtsWhomOneLoves(text) ? { ...answer, reframe: `${answer.reframe} ${IDENTITY_EXPLORING}` } : answer;
  }
  if (doubtsTheRelationship(text)) return fixedAnswer(RELATIONSHIP_DOUBT, "Intolerance of uncertainty");
  if (asksAnExistentialQuestion(text)) return fixedAnswer(EXISTENTIAL_DOUBT, "Intolerance of uncertainty");
  if (blamesALossOnARitual(text)) return fixedAnswer(LOSS_BLAMED_ON_A_RITUAL);
  if (replaysARealEvent(text)) return fixedAnswer(REAL_EVENT_REPLAYED, "Inflated responsibility");
  if (doubtsThePast(text)) return fixedAnswer(MEMORY_DOUBT, "Intolerance of uncertainty");
  if (toldASlip(text)) return fixedAnswer(EXPOSURE_SLIP);
  if (toldAvoidedPractice(text)) return fixedAnswer(PRACTICE_AVOIDED);
  if (doubtsProgress(text)) return fixedAnswer(PROGRESS_DOUBTED);
  if (tellsOfSomeoneElsesRituals(text)) return fixedAnswer(SOMEONE_ELSES_RITUALS);
  if (reportsExposure(text)) return fixedAnswer(EXPOSURE_DONE);
  if (asksHowToSupportSomeone(text)) return fixedAnswer(SOMEONE_ELSES_RITUALS);
  if (asksAboutMentalCompulsions(text)) return fixedAnswer(MENTAL_COMPULSIONS);
  if (asksHowToStopReassurance(text)) return fixedAnswer(REASSURANCE_CUT_DOWN);
  if (asksAboutPractice(text)) return fixedAnswer(PRACTICE_QUESTION);
  if (asksAboutTheApp(text)) return fixedAnswer(APP_QUESTION);
  if (weighsADecision(text)) return fixedAnswer(EVERYDAY_DECISION);
  if (sharesGoodNews(text)) return fixedAnswer(GOOD_NEWS);
  if (feelsAnOrdinaryFeeling(text)) return fixedAnswer(EVERYDAY_FEELING);
  const theme = detectTheme(text, ctx);
  // The words of an intrusive thought are its content, not a prediction: "kill" in "the thought 'I should
  // kill my cat'", "die" in "I don't want to die" or the "what if" of "what if I push a stranger" is no
  // catastrophizing to correct (correcting it would weigh the odds of doing it).
  const detected = detectDistortion(text);
  const found = theme === "intrusive" && detected?.distortion === "Catastrophizing" && (CONTENT_WORD.test(detected.cue) || detected.cue === "what if") ? null : detected;
  const belief = detectBelief(text, theme);

  // A request for reassurance is named instead of explained away: no insight that could answer it.
  if (asksForReassurance(text)) {
    // A bodily symptom asked about is health anxiety's, whatever theme its other words lend ("felt my lymph nodes
    // 50 times" is no symmetry); a ritual told beside the question gets its own step too ("I re-say every prayer").
    const symptom = A_SYMPTOM.test(text);
    const open = theme === "general" || symptom;
    const ritual = describedCompulsion(text);
    return {
      cognitive_distortion: true,
      distortion_type: "Intolerance of uncertainty",
      // Not the general theme's "you don't know yet how this will turn out": said after "how likely is it that
      // I'd do it", it is a forecast of the feared act.
      reframe: join([REASSURANCE_ASKED, open ? LET_THE_QUESTION_STAY : STAY_WITH_UNCERTAINTY[theme]]),
      // The reassurance step has just asked for an anxiety rating: the ritual's step does not ask again.
      coping_strategy: join([REASSURANCE_COPING, ritual?.stepWithoutRating ?? "", symptom ? SYMPTOM_SEEN_ONCE : ""]),
      reframed_thought: open ? QUESTION_LEFT_OPEN : reframedThought(theme, text),
      ocd_pattern: "Intolerance of uncertainty",
      crisis: false,
      check_in: false,
      reassurance_loop: false,
    };
  }
  // A compulsion told by what was done is named first, with one step against it. A thinking trap found
  // beside it is still explained, except a "should", which here is only the compulsion's own rule, and
  // an "always" or "every time", which here only tells how often the ritual comes.
  const compulsion = describedCompulsion(text);
  if (compulsion) {
    const trap = found && found.distortion !== "Should statements" && found.distortion !== "Overgeneralization" ? found : null;
    return {
      cognitive_distortion: true,
      // The compulsion's own "have to" keeps its name as the label; its frequency is no label at all.
      distortion_type: found && found.distortion !== "Overgeneralization" ? found.distortion : "Compulsion",
      reframe: join([NAMED_COMPULSION.reframe(compulsion.name), trap ? explainDistortion(trap.distortion, trap.cue) : ""]),
      coping_strategy: join([compulsion.step, trap ? DISTORTION_TIP[trap.distortion] : ""]),
      reframed_thought: NAMED_COMPULSION.reframed_thought,
      ocd_pattern: belief,
      crisis: false,
      check_in: false,
      reassurance_loop: false,
    };
  }
  if (!found && namesNothing(text)) return fixedAnswer(NOTHING_NAMED);
  // Hiding the knives or keeping away beside a harm thought is named, with a first step back planned with the
  // therapist; never beside thoughts of harming oneself, where putting means away protects a life.
  const avoided = theme === "intrusive" && !mentionsSelfHarm(text) ? describedAvoidance(text) : null;
  // A dose checked once is the job (or the care given at home); the checks after it are the compulsion.
  const doseCheck = handlesMedicinesAtWork(text) ? { coping: WORK_CHECK_COPING, reframed: WORK_CHECK_REFRAMED } : checksMedicinesGivenAtHome(text) ? { coping: HOME_CHECK_COPING, reframed: HOME_CHECK_REFRAMED } : null;
  const reframe = [
    pick(ACKNOWLEDGE[theme], text),
    found ? explainDistortion(found.distortion, found.cue) : belief ? "" : NO_DISTORTION,
    belief ? BELIEF_INSIGHT[belief] : "",
    avoided ? SAFETY_BEHAVIOUR(avoided.name) : STAY_WITH_UNCERTAINTY[theme],
  ];
  const coping = [
    // After a litter tray, raw meat or a toilet, washing once is hygiene, and a dose checked before it is given
    // is the job: the step is against the extra wash or check.
    avoided ? avoided.step : theme === "contamination" && touchesRealHazard(text) ? HYGIENE_COPING : doseCheck ? doseCheck.coping : COPING[theme],
    found ? DISTORTION_TIP[found.distortion] : "",
    theme === "intrusive" && mentionsSelfHarm(text) ? SELF_HARM_POINTER : "",
    theme === "intrusive" && ABOUT_A_BABY.test(text) ? PERINATAL_SUPPORT : "",
  ];

  return {
    cognitive_distortion: Boolean(found || belief),
    distortion_type: found?.distortion ?? belief ?? "None identified",
    reframe: join(reframe),
    coping_strategy: join(coping),
    reframed_thought: doseCheck?.reframed ?? reframedThought(theme, text),
    ocd_pattern: belief,
    crisis: false,
    check_in: false,
    reassurance_loop: false,
  };
}

/**
 * An answer in fixed words whatever the theme: symptoms, a question for a doctor or clinician, a doubt about who
 * one is or about the past, an exposure reported, good news. `pattern` where the answer itself names one (a doubt
 * about who one is asks for certainty).
 */
function fixedAnswer(texts: { reframe: string; coping: string; reframed_thought: string }, pattern?: Belief): AiResponse {
  return {
    cognitive_distortion: pattern !== undefined,
    distortion_type: pattern ?? "None identified",
    reframe: texts.reframe,
    coping_strategy: texts.coping,
    reframed_thought: texts.reframed_thought,
    ocd_pattern: pattern ?? null,
    crisis: false,
    check_in: false,
    reassurance_loop: false,
  };
}

const join = (parts: string[]) => parts.filter(Boolean).join(" ");
