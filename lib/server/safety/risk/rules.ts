// What counts as risk, category by category: the Columbia Suicide Severity Rating Scale screen (wish to
// be dead, active thoughts, method, intent, plan, behaviour), hopelessness and harm to others. A rule
// finds meaning, not a keyword: a first-person desire, intent, plan or act joined to death, a method, a
// place or a time. Patterns use the syntax of ./vocabulary.ts ("~n" = up to n filler words).
import type { RiskCategory } from "@/lib/domain/risk";
import { CHECKED_AFTER } from "./injuries";
import { any, compile, type CompiledPattern, DEAD_STATE, NOT_A_TOOL, DESIRE, FEAR_WORD, LIGATURE, MEANS, MEANS_OTHER, MEANS_PILLS, NAMED_MEDICINES, NOT_A_HEIGHT, PLACE, SELF_KILL, THOUGHT_NOUN, TIME, topLevelAlternatives, WEAPON, quotedGap } from "./vocabulary";
import { OCD_LABEL } from "./frames";

/**
 * How a finding counts when nothing frames it as feared or unwanted:
 * - "assertive": a statement of desire, intent, plan, act or despair: crisis;
 * - "mention": death or a method named without desire or intent: crisis unless framed, and a check-in
 *   when only a thought frames it;
 * - "checkin": a real ambiguity by itself: a check-in.
 */
export type FindingKind = "assertive" | "mention" | "checkin";

export interface Rule {
  category: RiskCategory;
  kind: FindingKind;
  pattern: CompiledPattern;
  /** Counts only when the text also speaks of death, a method, despair or leaving ("I'm doing it tonight"). */
  needsContext?: true;
  /** The rule contains its own negation ("I don't want to be alive"): a negation before it is not checked. */
  negationInside?: true;
  /** The rule's words hold a doubt of their own ("not sure if I took enough"): frames within them do not lower it. */
  doubtInside?: true;
  /** The match must be the person's own: it starts the clause or follows "I" ("my family will die" is not intent). */
  firstPerson?: true;
  /**
   * The finding only asks, as a "checkin" rule does, when the words before it match `after`, the text
   * matches `within` and not `unless` (and nothing owns it).
   */
  asks?: { after: RegExp; within: RegExp; unless: RegExp };
  /**
   * Feared, the words show the wish itself (the end failing, surviving it, being found in time, the
   * person meant to be hurt getting away): a fear or "what if" around them does not lower them.
   */
  fearReveals?: true;
  /** Harm told as done: a fear or disgust around it is of what comes next ("I'm scared of what I'll do"), not a frame. */
  done?: true;
  /** An act no exposure ever asks for (swallowing the pills, cutting the skin, a hand on the hob, the tracks): an exposure's label does not lower it to a question. */
  neverAnExposure?: true;
  /** A "checkin" rule whose words are a question by nature ("what's the point of … if we all die?"): asked about as a question too. */
  askedAsQuestion?: true;
  /**
   * What, said next, makes the words ordinary, read on the rest of the sentence and the next one: a dash
   * or a full stop between them does not change what "Tonight's the night - first date" is about.
   */
  unlessNext?: RegExp;
  /** What, anywhere in the text, makes the words ordinary ("Putting the dog to sleep tomorrow. Kids are saying goodbye tonight"). */
  unlessText?: RegExp;
}

/** "My last entry" bounded by a time or a thing: for the week, in this notebook, until I'm back. */
const LAST_FOR_NOW = `(?:for (?:the|this|a) (?:week|weekend|month|year|term|trip|holiday|while|few days|fortnight)|in this (?:notebook|journal|diary|book|year|app)|before (?:my|the|we|i) (?:trip|holiday|camping|exam|exams|move|go away|leave for|fly|flight)(?! ,? (?:a|the|my) (?:holiday|trip|break|rest|vacation) from (?:breathing|life|living|existing|everything|it all|being alive|me))|until (?:i|we) (?:get back|am back|are back|return))`;

/**
 * Everyone's end, or nothing being real or mattering: the premise of an existential question about
 * everyone's life, not one's own ("… if we all die anyway", not "… if nobody cares about me").
 */
const EVERYONE_ENDS = `(?:(?:we|we are|we will|everyone|everybody|all of us|humans|people) (?:all )?(?:die|dies|are going to die|going to die|will die|end up dead|are all going to die|disappear|turn to dust|are just atoms|are (?:all )?going to be forgotten)|(?:everything|it all|life|the universe|the world|the sun|humanity) (?:ends|will end|is going to end|dies|will die|is going to die|burns out|explodes|is meaningless|is random)|(?:nothing|none of (?:it|this)) (?:is real|matters|lasts|exists|means anything))`;

/** Not waking bounded by a time: a lie-in ("sleep in and not wake up until noon"), not an end. */
const UNTIL_A_TIME = "(?!(?: up)? (?:until|till|til|before|in time|early|on time|at \\d|for (?:a|an|\\d+|ages|hours|days|a while|the (?:alarm|kids))))";

const rule = (category: RiskCategory, kind: FindingKind, source: string, extra: Partial<Rule> = {}): Rule => ({
  category,
  kind,
  pattern: compile(source),
  ...extra,
});

/**
 * One rule per alternative of the source: each is gated by its own first and anchor words, so a long
 * list of situations costs only the ones a sentence can hold (one alternative without a distinctive word
 * would otherwise make the whole list run on every sentence).
 */
const each = (category: RiskCategory, kind: FindingKind, source: string, extra: Partial<Rule> = {}): Rule[] =>
  topLevelAlternatives(source).map((alternative) => rule(category, kind, alternative, extra));

const FUTURE_WORDS = [
  "will",
  "shall",
  "going to",
  "am going to",
  "about to",
  "am about to",
  "plan to",
  "planning to",
  "am planning to",
  "planned to",
  "intend to",
  "intending to",
  "have decided to",
  "decided to",
  "have chosen to",
  "am choosing to",
  "choosing to",
  "made the decision to",
  "have made the decision to",
  "ready to",
  "am ready to",
  "finally going to",
  "am finally going to",
  "am definitely going to",
  "am really going to",
  "am actually going to",
  "actually going to",
  "am seriously going to",
  "have made up my mind to",
  "am doing",
  "have to",
  "need to",
  "must",
  "want to",
  "wanted to",
  "really want to",
  "am trying to",
  "tried to",
  "try to",
  "will just",
  "might just",
  "could just",
  "should just",
  "am just going to",
  "going to try to",
  "gonna",
  "am going",
  "am gonna",
  "bout to",
];
const FUTURE = any(...FUTURE_WORDS);
/** A future that only foresees ("I'm going to die" can be a fear of dying); the rest decide or want. */
const FORESEEING = new Set(["will", "shall", "going to", "am going to", "gonna", "am gonna", "am going", "will just"]);
const FUTURE_DECIDED = any(...FUTURE_WORDS.filter((w) => !FORESEEING.has(w)));
// "Do it" counted ("do it once tonight", "did it 5 times") is a ritual; "once and for all" is not a count.
const COUNTED = String.raw`(?! (?:once(?! and for all)|twice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several) times)\b)`;
const ANAPHORIC_ACT = any(
  `do it${COUNTED}`,
  `doing it${COUNTED}`,
  "go through with it",
  "going through with it",
  "go thru with it",
  "act on (?:it|them|this|these|those|the urges?|my urges?|the thoughts?|these thoughts|those thoughts|my thoughts|the feelings?|the plan)",
  "acting on (?:it|them|this|these|those|the urges?|my urges?|the thoughts?|these thoughts|those thoughts|my thoughts|the plan)",
  "follow through",
  "go ahead with it",
  "finish it",
  "finish the job",
  "make it happen",
  "end this",
  "try again",
  "get it over with",
  "do the thing",
  "take them",
  "take them all",
  "use (?:it|them)",
);
const PEOPLE = any(
  "him",
  "her",
  "them",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "people",
  "everyone",
  "everybody",
  "all of them",
  "that guy",
  "that girl",
  "that man",
  "that woman",
  "that (?:fellow|bloke|boy|lad|idiot|bastard|person|teacher|neighbour|neighbor)",
  "you",
  `(?:my|his|her|their|our|the|that|this|those|these|a) ~1 (?:${any(
    "mum",
    "mom",
    "mother",
    "dad",
    "father",
    "parents?",
    "wife",
    "husband",
    "partner",
    "boyfriend",
    "girlfriend",
    "ex",
    "brother",
    "sister",
    "son",
    "daughter",
    "kids?",
    "child(?:ren)?",
    "baby",
    "family",
    "friends?",
    "boss",
    "manager",
    "supervisor",
    "teacher",
    "classmates?",
    "colleagues?",
    "coworkers?",
    "neighbou?rs?",
    "landlord",
    "stepdad",
    "stepmum",
    "stepmom",
    "uncle",
    "aunt",
    "cousin",
    "nan",
    "grandma",
    "grandad",
    "flatmate",
    "roommate",
    "housemate",
    "guy",
    "man",
    "woman",
    "bloke",
    "lad",
    "fella",
    "mate",
    "new bloke",
    "new boyfriend",
    "new girlfriend",
    "girl",
    "boy",
    "people",
    "person",
    "students?",
    "pupils?",
    "bully",
    "bullies",
    "police",
    "doctor",
    "therapist",
    "pets?",
    "cat",
    "dog",
    "in-laws?",
    "brother in law",
    "sister in law",
    "stepfather",
    "stepmother",
  )})`,
  "[a-z]+s (?:house|flat|place|car|school|work|party)",
);
const HARM_VERB = any(
  "kill",
  "murder",
  "stab",
  "shoot",
  "strangle",
  "hurt",
  "harm",
  "poison",
  "attack",
  "beat up",
  "beat the shit out of",
  "batter",
  "punch",
  "choke",
  "smother",
  "suffocate",
  "drown",
  "rape",
  "molest",
  "abuse",
  "run over",
  "torture",
  "slaughter",
  "butcher",
  "shoot up",
  "blow up",
  "bomb",
  "set fire to",
  "get revenge on",
  "take revenge on",
  "make (?:him|her|them) pay",
  "teach (?:him|her|them) a lesson",
  "finish off",
  "merk",
  "smoke",
  "shank",
  "stab up",
  "knock out",
  "bash",
  "break (?:his|her|their) (?:neck|legs?|arms?|face|jaw)",
  "cave (?:his|her|their) head in",
);
/** Harm verbs that carry their own object ("make them all pay", "end him"). */
const HARM_WITH_OBJECT = any(
  "end (?:him|her|them)",
  "make (?:him|her|them|them all|all of them|everyone|everybody|that [a-z]+) (?:pay|suffer|regret it|bleed)",
  "teach (?:him|her|them|that [a-z]+) a lesson",
  "do (?:him|her|them) in",
  "sort (?:him|her|them) out",
  "deal with (?:him|her|them) (?:myself|for good|properly)",
);
/** A fear said, with what usually introduces its content ("my biggest fear is that", "what if"). */
const FEARED = `(?:${FEAR_WORD}|what if|my (?:biggest|worst|only|main|one|real) (?:fear|worry) is)(?: (?:that|of|about))?`;
const DIE = "die(?! (?:of|from|laughing|inside|for|down|off|out|away|if|unless|because|than)\\b)";
/** What comes before "I'm going to die" when it is a belief or a fear of dying, not a stated intent (tested on the sentence before it). */
const FORESEEN_BY_FEAR = new RegExp(
  `(?:\\b(?:think|thought|thinking|convinced|sure|certain|believe|believed|swear|swore|feel like|felt like|feeling like|worry|worried|worrying|scared|afraid|terrified|frightened|panic|panicking|panicked|paranoid|fear|feared)(?: that)?(?: i| i am| i was)? |\\b(?:think|thought|convinced|sure|certain|believe|worried|scared|afraid|terrified)(?: that)? i (?:have|had|caught|got|picked up|might have|must have) (?:[a-z]+ ){1,5}and(?: i| i am| now i am| so i am)? |\\bwhat if\\b.*)$`,
);
/**
 * An illness, a contamination or a bodily alarm: what a fear of dying in OCD and health anxiety is
 * about. Never a means of dying (poison, fumes, a needle) nor a sign of an overdose (breathing, pulse).
 */
const ILLNESS = /\b(?:germs?|dirty|hospital|ca(?:ugh|tch|tching) something|virus(?:es)?|hiv|aids|cancer|tumou?rs?|heart attack|stroke|chest|cough(?:s|ed|ing)?|infect(?:ed|ion)|diseases?|contaminat(?:ed|ion)|bacteria|salmonella|covid|symptoms?|lump|headache|allerg(?:y|ic)|panic|asthma|rabies|mou?ld|rash|fever)\b/;
/** Dying of it welcomed, helped on, or help turned away: then "I think I'm going to die" is not a fear. */
const DYING_WELCOMED = new RegExp(
  [
    "\\blet (?:it|me|them|nature|the [a-z]+) (?:happen|go|take me|have me|win)",
    "\\b(?:not|never|will not|wont) (?:ringing|ring|calling|call|telling|tell|going to) (?:anyone|anybody|an ambulance|999|911|112|the doctor|my doctor|for help)",
    "\\b(?:refus|stopp|stop|quit|skipp|binn|threw|throw)[a-z]* (?:taking |going to )?(?:the |my |all my )?(?:hospital|treatment|antibiotics|meds|medication|medicine|insulin|dialysis|chemo|tablets|pills|inhaler|doctor|ambulance)",
    "\\b(?:finally|at last|about time|relieved|glad|ready|hope so|fine with|okay with|ok with|at peace|good riddance)\\b",
    "\\b(?:drank|swallowed|injected|took|taken|mixed|breathing in|inhaled)\\b",
  ].join("|"),
);
const NUMBER_MANY = "(?:[1-9]\\d{1,2}|[6-9]|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|hundreds)";
const QUANTITY = any(
  "all",
  "all of",
  "every",
  "everything",
  "every single",
  "every last",
  "the whole",
  "a whole",
  "whole",
  "the entire",
  "entire",
  "enough",
  "the rest of",
  "loads of",
  "lots of",
  "a lot of",
  "a load of",
  "a bunch of",
  "bunch of",
  "handfuls of",
  "a handful of",
  "too many",
  "so many",
  "way too many",
  "a (?:whole )?(?:bottle|packet|box|pack|strip|tub|jar|container|blister)",
  "the (?:whole )?(?:bottle|packet|box|pack|strip|tub|jar)",
  "(?:bottles|packets|boxes|packs|strips) of",
  "double",
  "triple",
  `like ${NUMBER_MANY}`,
  NUMBER_MANY,
  "what was left",
  "whatever was",
  "all that was",
);

/**
 * An ordinary leaving that explains a goodbye: a new job or school, a leaving do, retiring, moving house
 * or abroad, a holiday, travel. Not "moving on" or "to a better place", and not a last day at work or
 * school, behind which reviews' crises hide the ending (decision 013, amendment t).
 */
const ORDINARY_DEPARTURE =
  "(?:new|next) (?:job|school|role|team|position|post|class|house|flat|home|city|country)\\b|leaving (?:do|party|drinks|lunch|card)\\b|farewell (?:party|drinks|lunch|dinner|do)\\b|retir(?:e|ed|es|ing|ement)\\b|(?:moving|move|moved) (?:house|flat|home|abroad|away|countries|cities|out|in with|to (?!a better|the other side|heaven|a happier)[a-z]+)\\b|emigrat[a-z]*|(?:holiday|vacation|travelling|traveling|gap year|exchange year|study abroad|semester abroad|deployment|deployed)\\b|(?:catch|catching|board|boarding) (?:a|my|the) (?:flight|plane|train|ferry)\\b|(?:flying|fly|flew)(?: (?:out|home|back|off))? to [a-z]+\\b";

/** Things given away for an everyday reason: a charity shop, a clear-out, outgrown, a move. */
// Not "I will not need them": that is an ending's own reason.
const ORDINARY_GIVING = `(?:charity|charity shop|donat[a-z]*|declutter[a-z]*|clear out|clearing out|spring clean[a-z]*|car boot|outgrown|grown out of|(?:do|does|can|did) not fit|(?:the|our|my) move\\b|(?:never|hardly ever|rarely|no longer) (?:use|used|play|played|wear|wore) (?:it|them)|(?:wanted|asked for|asked me for) (?:my|the|it|them)\\b|(?:got|getting|bought|upgraded to) a new (?:one|phone|console|laptop|bike|car|tv)|${ORDINARY_DEPARTURE})`;
/** Placed after a verb of giving: no everyday reason in the words before it. */
const NOT_AFTER_ORDINARY_GIVING = `(?<!${ORDINARY_GIVING}[a-z0-9 ,]{0,60})`;
/** Placed after what is given: no everyday reason in the words after it. */
/**
 * A decision for living or for the practice, not an ending ("I'm choosing to live with not knowing", "decided to
 * sit with the uncertainty"). Not "let", "stay", "tell" or "stop checking": reviews hid endings after each.
 */
const DECIDED_FOR_LIFE = "(?! (?:to )?(?:live(?! without)|keep living|stay alive|get help|sit with|accept)\\b)";
const NOT_BEFORE_ORDINARY_GIVING = `(?! ~12 ${ORDINARY_GIVING})`;

/** A box or bottle "of" something that is no medicine: chocolates, wine. */
const NOT_OF_A_MEDICINE = `(?! of (?!(?:pills|tablets|meds|medication|medicine|sleeping|paracetamol|painkillers|ibuprofen|aspirin|co codamol|codeine|insulin|antidepressants|sertraline|fluoxetine|citalopram|escitalopram|venlafaxine|mirtazapine|amitriptyline|diazepam|zopiclone|quetiapine|olanzapine|lithium|propranolol|tramadol|pregabalin|gabapentin|clomipramine|fluvoxamine|paroxetine)\\b))`;

/** A will made as paperwork: with a solicitor, for the children, as anyone should (not "before I go"). */
const WILL_AS_PAPERWORK = "(?:with (?:a|the|my|our) (?:solicitor|lawyer|notary|attorney|will writer)|at (?:the|a) (?:solicitor|solicitors|lawyer|lawyers)|everyone should|at (?:my|our) age|(?:since|now|because|after) (?:we|i) (?:just |have just |have )?(?:have|had) (?:the |our |a |my )?(?:first |second |third |new )?(?:baby|kids?|children|child|house|mortgage)|(?:the |our |my )?(?:solicitor|lawyer|notary|attorney|financial adviser|financial advisor) (?:said|says|told us|told me|suggested|advised|recommended)|for the (?:kids|children|family|mortgage)|(?:been|was|is) on at (?:me|us)|nagging|mirror wills?|joint wills?|power of attorney|(?:since|now|because|after) (?:we|i) (?:have )?(?:bought|moved|got married|married|are having|are expecting)|bought (?:a|the|our) (?:house|flat|home)|the wedding|very grown up|adulting|hr (?:asked|told|wanted)|(?:after|since|because of|following) (?:the|my|his|her) (?:diagnosis|scan results|results)|before (?:the|my) (?:operation|surgery|op|treatment|chemo))\\b";

/** Too much of a treat, not of a drug ("overdosed on chocolate at the party", "OD'd on netflix"). */
const NOT_A_TREAT = "(?! on (?:chocolate|sugar|sweets|candy|cake|cakes|biscuits|cookies|ice cream|pizza|cheese|crisps|chips|carbs|junk food|snacks|coffee|caffeine|tea|netflix|tv|telly|youtube|tiktok|social media|memes|christmas|sun|sunshine|cuteness|nostalgia|drama|love|music|anime|k ?dramas?|reality tv|puns)\\b)";

/** What follows a verb of getting or keeping pills: how many, whose, and which (not those for a headache, or from the pharmacy). */
const PILLS_GATHERED = `(?:up )?(?:${QUANTITY} )?(?:of )?(?:(?:my|the|her|his|mums|dads|all my) )?(?:[a-z]+ )?(?:${MEANS_PILLS})(?! (?:organi[sz]ers?|box|boxes|dispensers?|cases?|reminders?|for (?:my|the|a) (?:headache|back|period|cold|flu|migraine|pain|trip|holiday)|from the pharmacy for|(?:patch |patches )?(?:prescription|script|repeat|refill)|(?:from|at) (?:the|my|our) (?:pharmacy|chemist|gp|doctor|doctors|surgery|clinic|psychiatrist|nurse|hospital))\\b)`;
// Every tense: "I burn myself when it gets bad" is a habit of self-harm as much as "I burned myself".
const SELF_HARM_VERB = any(
  // Not cutting down, back or out, corners or costs.
  "cut(?! (?:down|back|out|corners|costs|ties|in line|my hair|the grass|the cake|it short|(?:it |them |the [a-z]+ )?open|in half)\\b)",
  "cutting",
  "burn",
  "burned",
  "burnt",
  "burning",
  "hurt",
  "hurting",
  "harm",
  "harmed",
  "harming",
  "scratch",
  "scratched",
  "scratching",
  "carve",
  "carved",
  "carving",
  "hit",
  "hitting",
  "punch",
  "punched",
  "punching",
  "bash",
  "bashed",
  "bashing",
  "bang",
  "banged",
  "banging",
  "stab",
  "stabbed",
  "stabbing",
  "choke",
  "choked",
  "choking",
  "strangle",
  "strangled",
  "strangling",
  "slash",
  "slashed",
  "slashing",
  "bite",
  "bit",
  "biting",
  "bruise",
  "bruised",
  "bruising",
  "injure",
  "injured",
  "injuring",
  "mutilate",
  "mutilated",
  "mutilating",
  "smash",
  "smashed",
  "smashing",
);
const BODY = any("arms?", "wrists?", "legs?", "thighs?", "stomach", "skin", "body", "hips?", "hands?", "forearms?", "veins?", "ankles?", "chest", "head", "face", "fists?");
const NOT_ACCIDENT = "(?! (?:shaving|cooking|while|by accident|accidentally|on (?:a|the|some) (?:paper|glass|tin|can|knife|nail|corner)|on (?:a|the|my) (?:stove|oven|oven door|hob|cooker|iron|kettle|pan|grill|toaster|radiator|straighteners|curling iron|barbecue|bbq)|playing|at the gym|exercising|running|in (?:the|a) (?:kitchen|garden|match|game|fall)|when i fell|falling|lifting|at work|chopping|slicing|in my sleep|without (?:knowing|realising|realizing|meaning to))\\b)";
/** Came close to it, and did not: the words of an interrupted or aborted attempt. */
const NEAR_MISS = any(
  "almost",
  "nearly",
  "very nearly",
  "so nearly",
  "came close to",
  "came so close to",
  "was so close to",
  "got so close to",
  "was this close to",
  "was about to",
  "(?:was )?(?:seconds|moments|minutes|a second|a moment|one step) (?:away )?from",
);
/** Leaping, stepping or driving off, under or in front of something. */
/** Someone the person lives with or depends on, named as people name them ("dad hit me again"). */
/** Not told as a doubt, a dream or a picture ("I think I touched her", "I dreamt I drowned my baby"). */
const NOT_DOUBTED = "(?<!(?:did|have|think|thought|maybe|perhaps|might have|may have|could have|possibly|probably|if|whether|convinced|worried|scared|afraid|terrified|feel like|felt like|dreamt|dreamed|dream|dreaming|imagined|imagine|pictured|picture|see myself|saw myself) (?:that )?(?:i )?(?:have )?)";
/** Someone the writer could harm: family, a partner, a child in their care, "him" or "her" ("them" is as often a thing). */
const VICTIM = `(?:my|our|the) (?:little |baby |newborn |elderly |old |disabled |own |pregnant |teenage |young |sick |\\d+ year old |[a-z]+ year old )?(?:\\d+ year old|[a-z]+ year old|wife|husband|partner|girlfriend|boyfriend|fiance|fiancee|son|daughter|baby|child|kid|kids|children|toddler|newborn|little one|stepson|stepdaughter|mum|mom|mother|dad|father|brother|sister|niece|nephew|grandma|gran|nan|nana|grandad|grandpa|grandmother|grandfather|grandson|granddaughter|cousin|flatmate|roommate|pupil|student|patient|boy|girl)|him|her`;
/** Violence that needs no more words once done to a person. */
const STRUCK = "hit|punched|slapped|smacked|kicked|choked|strangled|throttled|smothered|suffocated|stabbed|battered|beat up|headbutted|scalded|drowned|shook";
/** Force that is violence by where it threw or held the person. */
const FORCED = "pushed|shoved|threw|dragged|slammed|grabbed|pinned|held|pulled|forced";
const THROWN_OR_HELD = "so hard (?:that )?(?:it|she|he|they) (?:bruised|bled|cried|screamed|fell|hit)|down the stairs|down (?:some|the) steps|into (?:the |a )?(?:wall|door|table|floor|ground|radiator|road|traffic|fire|bath|chair|fridge|cupboard)|against (?:the |a )?(?:wall|door|floor|table|car|fridge|cupboard|window)|to the (?:ground|floor)|on(?:to)? the (?:floor|ground|bed)|by (?:the|her|his|their) (?:throat|neck|hair)|down (?:on|by) (?:the|her|his|their) (?:throat|neck)|over the (?:banister|banisters|railing|balcony|edge|bridge)";
/** "How do I hang a hammock", "how to cut the branch": a thing named after the verb is what is hung or cut. */
const NOT_A_THING = "(?! (?:a|an|the|some|up|out|down|back|off|on|onto|open|this|that|these|those|it|them|in|into|through|pictures?|curtains?|washing|lights|grass|hair|onions?|costs?|my (?:hair|nails|fringe|grass|hedge|washing|coat|picture|pictures))\\b)";
const ABUSER = `(?:he|she|they|(?:my )?(?:dad|father|stepdad|step dad|stepfather|mum|mom|mother|stepmum|stepmom|stepmother|husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|brother|sister|uncle|aunt|cousin|grandad|grandpa|carer|coach|teacher|boss|landlord|parents)|my (?:older |elder |big |new )?(?!(?:dog|cat|puppy|kitten|pet|horse|pony|baby|son|daughter|toddler|kid|kids|child|boy|girl|hairdresser|barber|stylist|physio|physiotherapist|dentist|doctor|gp|nurse|midwife|surgeon|masseuse|massage|back|head|knee|knees|tooth|teeth|stomach|tummy|belly|leg|legs|arm|arms|neck|chest|foot|feet|eye|eyes|ear|ears|heart|brain|mind|body|shoes|boots|joints|hip|hips|period|ocd|anxiety|depression|panic|guilt|conscience|past|memories|thoughts|job|work|phone|alarm|migraine|back pain|cramps)\\b)[a-z]+)(?: (?:at|from) (?:the|my) (?:care )?(?:home|agency|centre|center|ward|unit|school|club|gym|church))?`;
/** Someone seen or heard hurting another person: who does it. */
const WITNESS_PERPETRATOR = `(?:he|she|they|dad|daddy|mum|mummy|mom|mommy|stepdad|step dad|(?:(?:my|our|her|his|the) (?:[a-z]+ )?(?:[a-z]+s )?|[a-z]+s (?:new |old |ex )?)(?:dad|father|stepdad|step dad|mum|mom|mother|stepmum|stepmom|uncle|aunt|grandad|grandpa|brother|sister|husband|wife|partner|boyfriend|girlfriend|fella|fellow|bloke|man|ex|babysitter|coach|teacher|neighbour|neighbor|nanny|carer|care worker))`;
/** The state a violent person comes home in ("drunk and hitting my mum"). */
const IN_A_STATE = "(?:drunk|high|wasted|angry|raging|mad|off (?:his|her|their) face)";
/** Violence being done now ("is hitting", "is flogging her with a belt"). */
const VIOLENCE_NOW = "(?:hitting|beating|hurting|punching|kicking|choking|strangling|attacking|battering|slapping|stabbing|flogging|whipping|belting|thrashing|smacking|stamping on)";
/** Whom the hurt is done to, and the hurt: "hits his wife", "slaps her", "beats my little brother". */
const HURT_WHOM = `(?:her|him|them|his (?:wife|girlfriend|partner|kids|children|son|daughter|mum|mom|mother|dad|father)|her (?:husband|boyfriend|partner|kids|children|son|daughter|mum|mom|mother|dad|father)|the (?:kids|children|baby|residents?|patients?)|my (?:little |baby |younger |older |big |elderly |old )?(?:brother|sister|mum|mom|mother|dad|father|nan|gran|granny|grandma|grandad|grandpa|son|daughter|baby|kids|children|siblings|cousin)|our (?:mum|mom|mother|dad|father|baby|kids)|mum|mummy|mom|mommy|dad|daddy|nan|gran|grandma|grandad)`;
const HURT_SOMEONE = `(?:hits|hit|beats|beat|slaps|slapped|slap|punches|punched|punch|kicks|kicked|kick|chokes|choked|choke|strangles|strangled|hurts|burns|burned|burnt|pinches|pinched|pinch|shoves|shoved|shove|throws|threw|drags|dragged|drag|yanks|yanked|yank) ${HURT_WHOM}`;
/** What someone is beaten at, not beaten ("beat me at chess", "beating my brother at fifa"). */
const GAMES = "(?:chess|fifa|game|games|cards|football|tennis|scrabble|monopoly|pool|darts|golf|poker|uno|running|race|races|mario|mario kart|fortnite|everything|it|sport|sports|wrestling|arm wrestling|maths|math|quiz|quizzes|rugby|boxing|hockey|cricket|netball|basketball|baseball|karate|judo|match|training|practice)";
/**
 * After a hurt done to someone else: not a game won, a play fight, or a knock ("my sister hit her head on
 * the cupboard"). Unlike NOT_A_GAME, "with" stays read: "hits my mum with a belt" is violence.
 */
const NOT_A_GAME_OR_KNOCK = `(?! (?:a|an|the) (?:\\S+ ){0,2}(?:party|surprise|birthday party|ball|bone|frisbee|present|gift|lifeline|curveball|curve ball|look|glance|wink|kiss|treat|tea)\\b)(?! (?:head|knee|knees|arm|elbow|toe|toes|foot|leg|shin|hand|funny bone)\\b)(?! (?:at|in) (?:[a-z]+ )?${GAMES}\\b)(?! with (?:a |the )?(?:pillow|pillows|snowball|snowballs|water balloon|nerf|cushion))`;
/** What is done to a person who is hurt ("dad punches me", "she keeps burning me", "he hit me with a belt"). */
const HURTS = "hits|beats|chokes|strangles|punches|kicks|hurts|slaps|burns|whips|bites|pinches|smacks|batters|thumps|headbutts|stamps on|scalds|spits on|drags";
/** A hurt done to a part of the body ("pinches my arms", "grabs my wrists"). */
const HURTS_A_PART = `(?:always |keeps |still )?(?:${HURTS}|grabs|grabbed|twists|twisted|squeezes|squeezed|pulls|pulled|yanks|yanked|pinched|slapped|kicked|punched|bit|burned|burnt|scratched|scratches) my (?:arm|arms|wrist|wrists|hair|neck|face|leg|legs|ear|ears|hand|hands|fingers|skin|back|chest|throat)`;
const HURTING = "hitting|beating|choking|strangling|punching|kicking|hurting|slapping|burning|whipping|biting|pinching|smacking|battering|thumping|scalding";
const HURT_PAST = "hit|hits|beat|beats|punched|punches|kicked|kicks|slapped|slaps|burned|burnt|burns|whipped|whips|bit|smacked|battered|choked|strangled|scalded|hurt|hurts";
const HURT_WITH = "belt|belts|buckle|cigarette|cigarettes|lighter|kettle|iron|stick|cable|wire|hanger|coat hanger|shoe|slipper|wooden spoon|spoon|bat|bottle|pan|chair|cane|whip|knife|water|lead|charger|hairbrush|ruler|fist|fists|hammer";
/** Not harm: a game won ("she always beats me at chess"), news or work delivered ("he hits me with a question"), "beats me to it". */
const NOT_A_GAME = `(?! with| (?:[a-z]+ ){0,3}(?:at|in) (?:[a-z]+ )?${GAMES}\\b| to it)`;
/** Who grooms: anyone the person names, or a grown man or someone met online. */
const GROOMER = `(?:${ABUSER}|(?:an?|this|some) (?:older |grown |random |old )?(?:man|guy|bloke|woman|lady|adult|grown up|stranger|lad)(?: (?:i met|from) [a-z]+)?|someone (?:online|from online|i met online|from (?:snap|snapchat|discord|instagram|insta|tiktok|roblox))|(?:a|this) (?:guy|man|boy|girl|person) (?:on|from) (?:snap|snapchat|discord|instagram|insta|tiktok|roblox|online|the internet))`;
/** Who harms, beyond ABUSER: a parent in dialect, a grown son, staff, a gang, men who control the work. */
const HARMER = `(?:${ABUSER}|(?:the|a|this|that|some|his|her|my|our|their) (?:man|men|guy|guys|lads|boys|girls|woman|women|family|staff|nurse|nurses|carer|carers|support worker|neighbour|neighbor|tutor|landlord|boss|owner|manager|gang|lady|son|nephew|daughter in law|son in law|stepbrother|step brother|stepsister|step sister)|(?:mam|ma|nan|nana|granny|gran|grandma|grandmother|grandfather|stepbrother|step brother))`;
/** Violence done to the body: present, past and ongoing. */
const VIOLENCE = "hit|hits|hitting|beat|beats|beating|punch|punches|punched|punching|kick|kicks|kicked|kicking|slap|slaps|slapped|slapping|smack|smacks|smacked|smacking|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|burn|burns|burned|burnt|burning|whip|whips|whipped|belt|belts|belted|thump|thumps|thumped|batter|batters|battered|headbutt|headbutts|headbutted|scald|scalds|scalded|bite|bites|bit(?= (?:me|my|him|her|them|us|the baby)\\b)|stab|stabs|stabbed";
/** Play, sport, care or an accident: not harm ("punched me in the arm for a joke", "kicked me in her sleep"). */
const NOT_HARM = "(?!(?: [a-z]+){0,8} (?:for a joke|as a joke|joking|jokingly|for fun|for a laugh|playing|play fight|play fighting|messing about|messing around|by accident|accidentally|in (?:his|her|their|my) sleep|tickl[a-z]*|at training|in training|at practice|in practice|sparring|in (?:the )?(?:match|game|football|rugby|boxing|karate|judo)|at (?:chess|fifa|cards|tennis)|in a game|with a pillow|with (?:a )?snowball|lol|haha|lmao|into the (?:pool|lake|river|sea|snow|leaves|sofa|water)|detangl[a-z]*|brushing|braiding|plaiting|styling))";
/** The signs that the violence is a pattern, a punishment, or hidden. */
const PATTERN = "again|every (?:time|night|day|week|weekend)|all the time|whenever|when i|if i|because i|for (?:not|being|talking|answering|crying|looking|laughing)|until i|so hard|so nobody|so no one|and i|in the (?:face|head|stomach|ribs|back|neck)|when (?:he|she|they|the kids|nobody|no one) (?:is|s|are|gets|get|has been) (?:drunk|drinking|angry|mad|home|asleep|not looking|not home|out)";
/** Marks of harm on the body. */
const INJURY = "black eye|black eyes|split lip|lip is split|lips split|lip split|broken (?:arm|nose|rib|ribs|finger|fingers|wrist|jaw|tooth|teeth)|(?:arm|wrist|nose|rib|ribs|finger|fingers|jaw) (?:might be|is|was|could be|are|were) broken|bruise|bruises|bruising|bruised|burn marks|cigarette burns|belt marks|welts|bald patch|stitches|concussion|finger marks|hand marks|marks on my (?:neck|arms|legs|back|face)|black and blue";
/** What the person does or says about the marks: hides them, explains them away, is kept from help. */
const HIDDEN = "cover|covered|covering|covers|hide|hid|hiding|hides|a hat|long sleeves|a scarf|make ?up|concealer|nobody sees|no one sees|noticed|notice|attributed|put it down to|blamed it on|walked into|said i fell|told (?:them|everyone|people|the [a-z]+|my [a-z]+) i (?:fell|walked|tripped|slipped)|not (?:a|an) (?:[a-z]+ )?accident|can not go to|will not let me go|not allowed to go|from (?:him|her|them|dad|mum|mom|mam|my (?:dad|mum|mom|mam|husband|wife|partner|boyfriend|girlfriend|ex|stepdad|step dad|brother|son|carer))";
/** Sexual acts and exposure, told as children and adults tell them. */
const SEXUAL = "without (?:my |any |their |his |her )?clothes|with no clothes|no clothes on|my clothes off|naked|nude|nudes|knickers|underwear|down there|private parts|my privates|between my legs|my top off|take off my (?:top|clothes|pants|shorts|shirt)|on (?:his|her) lap|kiss (?:me |you )?like (?:on tv|grown ups|in (?:the )?films|a boyfriend|a girlfriend)|grown ups (?:with no clothes|doing|having)|have sex|had sex|having sex|sex with|sleep with (?:him|her|them|men|people|strangers|clients)|(?:in|into) (?:his|her|their) bed|hand in my|hands? (?:down|up|inside|under) my|where my swimsuit|under my (?:swimsuit|clothes|pants|skirt|top|nightie|pyjamas|pajamas)|(?:our|their) clothes off|do (?:stuff|things) (?:to|with) (?:him|her|them) (?:in|at|when|on)|films? (?:it|us|me)|filming (?:it|us|me)|in (?:my )?underwear|test shots|on video|on camera|touches me|touched me|touching me";
/** What shows it is forced or a child's: dislike, a secret, a reward, an age, a refusal, a frozen body. */
const UNWANTED = "i (?:do not|did not|never) (?:like|want) (?:it|to|that)|wants me to copy|(?:says|said|tells me|told me) (?:it is |that is |this is )?(?:special|our (?:little |special )?(?:game|secret)|normal|what (?:all|everyone|every)|because i am)|(?:no one|nobody) (?:will|would) believe|when (?:mum|mom|my mum|my mom|dad|everyone|nobody|no one) (?:is|was|goes|went) (?:out|asleep|at work|away)|if i tell|show everyone|i am (?:[4-9]|1[0-5]|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)\\b|(?:i|when i) (?:cry|cried|say no|said no|said stop|say stop|froze|was asleep|am asleep|passed out)|without asking|held me down|holds me down|gives me (?:sweets|money|presents|gifts)|i owe (?:him|her|them)|check my posture|rough|alone after|when we are alone|when (?:nobody|no one) is (?:around|home|there|looking)|if we tell|for the team|prove i love|gift cards|(?:he is|hes|she is|shes) (?:1[7-9]|[2-9][0-9])\\b";
/** Telling one's own thoughts or OCD (a fear of OCD), not what someone does. */
const NOT_OWN_THOUGHTS = "(?!(?: [a-z]+){0,8} (?:thoughts?|ocd|intrusive|images?|urges?|what i think|what goes on in my head|therapist|psychiatrist|doctor|gp|counsel+or|psychologist))";
/** Not said of someone else ("our teenager would rather die than be seen with us"). */
const NOT_SOMEONE_ELSE = `(?<!(?:he|she|they|you|we|it|teenager|teen|son|daughter|kid|kids|child|cat|dog|mum|mom|dad|husband|wife|partner|brother|sister|friend|everyone|nobody|people) (?:would |had )?)`;
/** What an abuser threatens to keep the person quiet or staying. */
const THREATENED = `(?:hurt|beat|stab) (?:me|my|us|her|him|them)|(?:kill|shoot|hurt|poison|drown) (?:her|him|them|us|the (?:kids|children|baby|dog|cat|puppy|kitten|pets?)|my (?:daughter|son|kids|children|baby|mum|mom|dad|sister|brother|dog|cat|puppy|pets?|family|nan|gran))|(?:post|send|share|leak|show) (?:the|my|those|these|our|them|all the) ?(?:pictures|pics|photos|nudes|videos|video|messages|screenshots)?(?: to| online| everywhere| on)?|send me (?:back|away)|make sure i never|take (?:the|my) (?:kids|children|baby)|never see (?:the kids|the children|my [a-z]+ ?(?:brother|sister)?)|tell the police|report me|drop me from|kick me (?:off|out)|throw me out`;
const LEAP = `(?:jump|jumped|jumping|step|stepped|stepping|walk|walked|walking|throw myself|threw myself|throwing myself|let myself fall|fall|fell|drive|drove|driving|swerve|swerved|swerving) ~1 (?:off|from|in front of|out in front of|under|into|onto|over)${NOT_A_HEIGHT}`;
/** What kills by moving or depth: traffic, trains, water. */
const DANGER_IN_MOTION = `(?:(?:a|an|the|my|this|that|oncoming|the oncoming|the next|a passing|the passing) ~1 (?:train|trains|tube|bus|lorry|truck|car|van|tram|traffic|motorway|highway|river|sea|canal|lake|oncoming traffic)|traffic|oncoming traffic)`;
/**
 * Told as an accident or for fun, up to six words after a near miss ("because I was looking at my phone",
 * "for a dare"). Not NOT_ACCIDENT, which looks only at the next words: here the account follows the
 * place. Only words that explain the moment away: a bare "while" would also dismiss "while everyone
 * watched".
 */
const NOT_AN_ACCIDENT_AFTER = "(?! ~6 (?:by accident|accidentally|(?:because |as )?i was (?:not looking|not paying attention|distracted|daydreaming|looking at my phone|on my phone|in a rush|in a hurry)|not looking where|without looking|slipped|tripped|while (?:fixing|cleaning|repairing|working|playing|texting|cycling|running|skating|climbing|hiking|walking the dog|crossing the road|looking at my phone|on my phone)|for fun|for a dare|to swim|to cool off|with my friends)\\b)";
const LIFE = any(
  "live",
  "living",
  "be alive",
  "being alive",
  "stay alive",
  "keep living",
  "exist",
  "existing",
  "wake up",
  "waking up",
  "keep waking up",
  "go on",
  "keep going",
  "carry on",
  "continue",
  "get up",
  "see tomorrow",
  "see another (?:day|one|morning|year)",
  "face tomorrow",
  "face another day",
  "survive",
  "be around",
  "be here",
  "live anymore",
);
// What may follow "I can't go on" and still mean a life: not an object, a place or a direction ("keep
// going back to check").
// Not "forever" either: not wanting to live forever accepts an end, it does not seek one.
const LIFE_END = "(?! (?:forever|for ever|to|with|doing|about|at|in|on|for|the|a|an|my|his|her|their|him|them|people|anyone|someone|kids|children|working|studying|school|work|college|uni|there|like this|that|this|those|these|around|back|out|over|through|up|down|round|into|outside|home|if|whether)\\b)";
// What may follow "I can't go on" (or "carry on", "stay", "exist") when it means a life: the end of the
// sentence, a length of time, a place in the world, or the next clause; never an object or a
// destination ("I can't go on holiday without checking", "I can't stay calm").
const LIFE_GOES_ON = "(?:$| [,;:.!?-]| (?:anymore|any more|any longer|much longer|for much longer|like this|living|alive|here$|on this earth|in this world|on this planet|another (?:day|week|night|year)|one more day|alone|by myself|on my own|and|but|because|cause|so|if|when|without|after|since|now|today|tonight|i|it is|everything|nothing|no more|at all|any further|please|help|with (?:life|living|this life|it all|everything))\\b)";
const THIRD = any("he", "she", "they", "him", "her", "them", "his", "hers");
/** Someone the person knows, told of in the third person (an animal or a figure in a book is none). */
const OTHER_PERSON = `(?:(?:my|our) (?:best |close |closest |little |big |older |younger |twin |oldest |youngest )?(?:friend|friends|mate|bestie|bff|sister|brother|sis|bro|cousin|son|daughter|kid|child|teen|teenager|mum|mom|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|bf|gf|flatmate|roommate|housemate|classmate|colleague|coworker|neighbour|neighbor|nan|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|aunt|auntie|uncle|niece|nephew|fiance|fiancee|ex|teammate|stepdad|stepmum|stepmom|stepson|stepdaughter|student|client|patient)|(?:a|one|this) (?:friend|girl|boy|guy|kid|lad|mate|student|colleague) (?:of mine|in my class|at school|at work|from school|from work|from church|i know|online)|someone i (?:know|love|care about)|he|she|they)`;
/** Their end told as their absence ("won't be here tomorrow"): kept apart so that a rule can be gated by "here" or "alive". */
const THEIR_ABSENCE = "not be (?:here|around|alive) (?:tomorrow|by|anymore|much longer|next)";
/** Another person ending their own life, in the words people use of someone else. */
const THEIR_END_ACT = `(?:hurt|hurting|cut|cutting|harm|harming|burn|burning) (?:himself|herself|themselves|themself)(?! (?:by accident|accidentally|playing|at (?:football|rugby|training|the gym)|on (?:the|a) ))|(?:kill|killing) (?:himself|herself|themselves|themself|hisself)(?! (?:laughing|with (?:work|laughter)|working|trying|over))|(?:end|ending|take|taking) (?:his|her|their) (?:own )?life|commit suicide|end it all|end it(?! (?:with|between|off|up)\\b)|unalive (?:himself|herself|themselves|themself)|(?:hang|hanging|drown|drowning|shoot|shooting|poison|poisoning) (?:himself|herself|themselves|themself)|overdose(?! (?:on (?:caffeine|sugar|coffee|chocolate)))|jump (?:off|from|in front of)`;
const THEIR_END = `${THEIR_END_ACT}|${THEIR_ABSENCE}`;

export const RULES: Rule[] = [
  // --- Wish to be dead or not to wake up -------------------------------------------------------
  rule("wish_dead", "assertive", `${DESIRE} (?:to|to just|to simply|to finally|to actually|to really|to quietly|to peacefully|to go and|that i could|i could|i could just|i would|i would just|i did|i had|i was|i were|i just) ${DEAD_STATE}`),
  rule("wish_dead", "assertive", `(?:wish|wished|wishing|if only|hope|hoping|pray|praying) (?:that )?i (?:was|were|had|could|would|did|had been|was never|could just|would just|just|will|do|might) ~1 (?:dead|not born|never born|born dead|gone|die|died|disappear|disappeared|vanish|not here|not alive|not exist|not existed|never existed|not wake up|never woke up|not woken up|not wake|never wake up|stop existing|cease to exist|fall asleep and|go to sleep and|be dead|sleep forever|not around|not be around|not be here|never came back|did not wake up|do not wake up|will not wake up|get hit|get sick and die|get cancer)`),
  rule("wish_dead", "assertive", `(?:hope|hoping|hoped|pray|praying|prayed|hopefully|wish|wishing) (?:that )?(?:something|someone|a car|a bus|a truck|a lorry|a train|god|the universe|it|the plane|the car|this|tonight|cancer|an accident) ~2 (?:will|would|just|is|was)? ~1 (?:kill|kills|killed|take|takes|end|ends|hit|hits|crash|crashes|crashed|stop|stops) ~1 (?:me|my life|my heart|the night my heart stops|it for me)`),
  rule("wish_dead", "assertive", `(?:hoping|hope|hoped|praying|pray|wish|wishing) (?:that )?(?:the|my|this) ~1 (?:car|plane|bus|train|flight) ~1 (?:crashes|crash|would crash|will crash|goes down)`),
  rule("wish_dead", "assertive", `(?:hoping|hoped|hope|praying|wanted|wishing) (?:it|the results?|the lump|the scan|the test|this) (?:was|were|is|would be) (?:something )?(?:serious|cancer|terminal|fatal|bad news)`),
  // An illness hoped back or on ("every day I hope the cancer comes back so I can finally stop").
  rule("wish_dead", "assertive", `(?:hope|hoping|hoped|pray|praying|wish|wishing) (?:that )?(?:the |my |this )?(?:cancer|tumou?r|illness|disease|leukaemia|leukemia) (?:will |would )?(?:comes? back|returns?|spreads?|wins?|gets? me|takes? me)`),
  // Not across a comma: "I don't, I want to live" answers a doubt and then says the opposite.
  rule("wish_dead", "assertive", `(?:do not|does not|did not|never|no longer|not|can not|could not|hardly|can not remember the last time i|not a single part of me|no part of me|nothing in me)(?! ,) ~2 (?:want|wants|wanted|wish|care|feel like|see the point|see any point|see a reason|see any reason|see why i (?:have|need|should)|have (?:a|any) reason|have the energy|have the will|have the strength|like|need) ~2 (?:to )?${LIFE}${LIFE_END}`, { negationInside: true }),
  rule("wish_dead", "assertive", `(?:would not|do not|would never|will not|would not really|honestly would not) ~1 (?:mind|care|be sad|be upset) if i ~2 (?:died|did not wake up|never woke up|was gone|were gone|was dead|were dead|got hit|did not exist|disappeared|stopped existing|never came back|did not come back|got sick|got cancer|crashed|was not here|was not around|never existed)`, { negationInside: true }),
  // The same wish with the death first ("if I got hit by a bus tomorrow I don't think I'd mind").
  rule("wish_dead", "assertive", `(?:if|when) (?:i ~2 (?:died|did not wake up|never woke up|got hit|was hit|got run over|crashed|got cancer|got sick|was gone|just died|dropped dead)|(?:a|the) (?:car|bus|lorry|truck|train|tram) (?:hit|hits|ran over|runs over) me) ~5 (?:i )?(?:would not|do not think i would|would not really|would not even|honestly would not|do not think i would really|would not actually) (?:mind|care|be sad|be upset)`, { negationInside: true }),
  // A passive wish told as a prayer ("some nights I pray God takes me in my sleep").
  rule("wish_dead", "assertive", `(?:pray|prayed|praying|hope|hoping|wish|wishing|ask|asking|beg|begging) (?:that )?(?:god|the lord|jesus|allah|he|the universe) (?:would |will |might |just )?(?:take|takes|took|to take) me(?! (?:to (?:church|mass|the|school|work)|out|home from|back to|with (?:him|her|them)|through|in his arms)\\b)`),
  rule("wish_dead", "assertive", `(?:fine|okay|ok|happy|at peace|alright|glad|relieved) (?:with it )?if i ~2 (?:died|did not wake up|never woke up|was gone|were gone|was dead|did not exist|disappeared|stopped existing|never came back|was not here|was not around|never existed|did not exist anymore)`),
  rule("wish_dead", "assertive", `(?:easier|better|simpler|a relief|peaceful|kinder|nicer|best|the answer|the only way out|the only way|the solution|quieter|calmer) ~3 (?:if i (?:was not|were not|was gone|were gone|did not exist|died|was dead|were dead|never existed|was never born|disappeared|was not here|was not around|just died|just disappeared|did not wake up|never woke up|just was not here|was not alive|just was not around|(?:just )?(?:fell asleep at the wheel|crashed the car|crashed|drove off the road|went under|did not come back))|to (?:just )?(?:die|be dead|not exist|not be here|disappear|not wake up|never wake up|end it|kill myself|be gone|not be alive|stop existing)|when i am gone|without me)`),
  rule("wish_dead", "assertive", `(?:want|wanted|wish|need|hope|praying|pray|hoping) ~1 (?:for )?(?:it all|everything|my life|all of it|all of this|this life|life|the world|it|things|all this|the pain|this pain|the suffering|the hurt|this|me) to (?:end|be over|stop|finish) ~1 (?:for good|forever|permanently|once and for all|completely)`),
  rule("wish_dead", "assertive", `(?:want|wanted|wish|need|hope|praying|pray|hoping) ~1 (?:for )?(?:it all|everything|my life|all of it|all of this|this life|life|the world|things|all this|me) to (?:end|be over|stop|finish)`),
  rule("wish_dead", "checkin", `(?:want|wanted|wish|need) ~1 (?:it|the pain|this pain|the suffering|the hurt|this|the noise|everything) to (?:end|be over|stop)`),
  rule("wish_dead", "assertive", `(?:want|wish|wanted|need|hope|ready) ~1 (?:someone|something|god|a car|a bus|a truck|a lorry|a train|cancer|a disease|an accident|the universe|it) to (?:kill|take|end) (?:me|my life)`),
  rule("wish_dead", "assertive", `ready to (?:die|go now|leave this world|be with|meet my maker|let go for good|let go of life|go for good)`),
  // "I'd rather die than do my taxes" is a figure of speech; "than live like this" is not. Rather dead than
  // something else of the day asks once.
  rule("wish_dead", "assertive", `${NOT_SOMEONE_ELSE}(?:would rather|had rather|prefer to|rather) (?:be )?(?:dead|die|not exist|not be alive|not be here|not wake up|disappear)(?! (?:at home|in (?:a |the )?(?:hospice|hospital)|here at home)\\b)(?! than (?!(?:live|living|go on|going on|keep|carry on|be|feel|spend|wake|suffer|continue|face|exist|stay)\\b))`),
  // The softer words of the same wish: feeling like disappearing, a sleep with no end named.
  rule("wish_dead", "checkin", `(?:feel|feeling|felt) like (?:just )?(?:disappearing|vanishing|not existing|not being here|not being around|fading away)|(?:want|wanna|need|wish i could|would like) to (?:go to )?sleep for (?:a )?(?:very |really |super |long )?(?:long|very long) (?:time|while)(?! (?:after|when|once|this|tonight|tomorrow|on|at|because|until|till)\\b)`, { firstPerson: true }),
  rule("wish_dead", "checkin", `${NOT_SOMEONE_ELSE}(?:would rather|had rather|rather) (?:be )?(?:dead|die|not exist|not be here|not be alive|not wake up|disappear) than`),
  // A way out that would not be one's own doing ("part of me wanted a way out that wasn't my fault"), or a clear
  // scan met with disappointment: asked about (health anxiety is also disappointed not to have an answer).
  rule("wish_dead", "checkin", `(?:want|wanted|wanting|wish|wished|hoped|hoping|praying) (?:for )?(?:a|some) way out (?:that|which) (?:was not|is not|would not be|was never|is never) (?:my (?:fault|choice|doing|decision)|on me)|(?:scan|scans|test|tests|results|biopsy|mri|ct|bloods) (?:was|were|came back|is|are) (?:all )?(?:clear|fine|normal|negative|benign) ~4 (?:i )?(?:felt|feel|was|am) (?:kind of |a bit |almost |weirdly |strangely )?(?:disappointed|gutted|let down)`),

  rule("wish_dead", "assertive", `(?:life|my life|living|existing|being alive|it|this|being me) ~1 (?:is|feels|seems|has become|is not|is no longer|really is not|honestly is not) ~1 (?:not worth (?:it|living|anything|the effort|the pain)|no longer worth (?:it|living)|worth nothing|pointless|meaningless|unbearable|too hard to bear|too painful to keep going|a punishment)`),
  rule("wish_dead", "assertive", `not worth (?:living|being alive|staying alive|it anymore|going on|the pain anymore|waking up for)`),
  rule("wish_dead", "assertive", `(?:stop|end) (?:existing|living|being alive|breathing)(?! (?:as|in|like)\\b)`),
  rule("wish_dead", "assertive", `(?:fall asleep|go to sleep|sleep|drift off) ~3 (?:be the end of it|(?:never|not) wake${UNTIL_A_TIME}|forever|and that is it|and not come back)`),
  rule("wish_dead", "assertive", `(?:hope|hoping|hoped|wish|wishing|wished|pray|praying) ~4 (?:i get|i had|i got|i catch|i would get|i develop) ~2 (?:cancer|a terminal|terminal|an illness|a disease|something serious|something fatal|hit by)`),
  rule("wish_dead", "assertive", `(?:hope|hoping|hoped|wish|wishing|wished|pray|praying) ~3 (?:a|the) (?:car|bus|lorry|truck|train|van|driver) ~3 (?:does not stop|doesnt stop|will not stop|would not stop|hits me|hit me|would hit me|runs me over|ran me over)`),
  rule("wish_dead", "assertive", `(?:envy|envious of|jealous of|jealous) ~4 (?:people who (?:die|died|are gone|go in their sleep|do not wake up)|those who (?:die|are gone)|the dead|people at funerals|the person in the coffin|the one in the coffin|people who are not here)`),
  rule("wish_dead", "assertive", `(?:still alive|woke up again|i woke up|alarm goes off) ~3 (?:gutted|disappointed|unfortunately|sadly|ugh|again)$|(?:take|let) me (?:go )?in my sleep|please (?:let me|god let me) (?:die|not wake up|go)|better (?:i am|that i am|if i was) not (?:born|here|existing)`),
  rule("wish_dead", "assertive", `(?:mind|care) if i (?:got|get|became) (?:really )?(?:sick|ill) and (?:did not|never|would not) (?:recover|get better)`, { negationInside: true }),
  rule("wish_dead", "checkin", `(?:wonder|wondering|imagine|imagining|think|thinking|thought|picture|picturing) ~3 (?:what it would be like|how it would feel|how peaceful it would be|if it would be easier|whether it would be easier|if anyone would (?:care|notice|miss me)|whether anyone would (?:care|notice|miss me)|who would come to my funeral|my (?:own )?funeral|what would happen if i died|not being around|to (?:fall|jump))`),
  rule("wish_dead", "checkin", `(?:death|dying|being dead|not existing) (?:sounds|seems|feels|looks) ~4 (?:peaceful|nice|good|easier|like a relief|better|appealing|tempting|like the answer|calming|like a rest|restful|like sleep|less scary|like an escape|like home)`),
  rule("wish_dead", "checkin", `(?:would not|would never|do not know if i would|not sure i would|doubt i would) (?:really )?(?:fight|try) ~2 if i (?:got|get|was|were|became|fell) (?:really |seriously )?(?:ill|sick|cancer)`, { negationInside: true }),
  rule("wish_dead", "checkin", `(?:do not|not sure|no idea|can not tell|do not know) ~3 (?:if|whether|how) ~1 (?:i )?(?:want to be here|want to be alive|feel about being alive|want to live|want to keep going|want to keep doing this)`, { negationInside: true }),

  // Death shared with oneself: "I hope these compulsions die with me", "even if I go with it".
  rule("wish_dead", "assertive", `(?:${THOUGHT_NOUN}|ocd|fears?|compulsions?|anxiety|feelings?|urges?) (?:would |will |to |could |can )?(?:die|dies|be buried) (?:with|along with|alongside) me|(?:even if|if) (?:it means )?i (?:go|die|have to die) (?:with|along with) (?:it|them)|(?:take|taking|drag|dragging|bring|bringing) (?:me|myself|my (?:whole )?(?:body|self|life)) down with (?:them|it)|(?:die|dies|go) and take me with (?:them|it)|(?:buried|bury me) (?:next to|beside|with) (?:it|them)|(?:when|once|after|before) my heart stops`),

  // Wanting to be with the dead: "join my mum in heaven" says where; "be with my late husband" may be
  // grief, so it asks.
  rule("wish_dead", "assertive", `${DESIRE} (?:to )?(?:just )?(?:join|be with|go to|go and be with|be back with|be reunited with) ~3 (?:in heaven|on the other side|in the afterlife|in the next (?:world|life)|up there|wherever (?:she|he|they) (?:is|are))`),
  rule("wish_dead", "checkin", `${DESIRE} (?:to )?(?:just )?(?:join|be with|go and be with|be back with|be reunited with) (?:my )?(?:late|dead|deceased|passed) [a-z]+(?:$| [,.;!?]| (?:again|now|so|and|soon|forever|wherever|in|up|one day|someday)\\b)`),
  // --- Active thoughts of ending one's life ------------------------------------------------------
  rule("active_thoughts", "assertive", `(?:thinking|think|thought about|considering|considered|consider|contemplating|contemplated|contemplate|fantasi[sz]ing|fantasi[sz]e|daydreaming|plotting|mulling|planning out|plan out|planned out|drifting|keeps going|keep going|goes|went) ~5 (?:about|of|on|over|to|at) ~2 (?:${SELF_KILL}|how (?:to|i would|i could|i will|i might|i would do it|i would end it) ~2 (?:die|do it|end it|kill myself|go)|ways to (?:die|do it|end it|kill myself)|methods|taking my (?:own )?life|ending (?:it|my life|everything|things|it all)|the idea of (?:ending|killing|dying|not being|suicide|death))`),
  rule("active_thoughts", "assertive", `(?:all i (?:think|thought|can think) about|i (?:can not|can no longer) (?:stop )?think(?:ing)? about anything (?:but|except|other than)|it is all i think about|i think about it) ~3 (?:${SELF_KILL}|how i would do it|how i would end it|how to do it|dying|death|not being (?:alive|here|around))`),
  rule("active_thoughts", "assertive", `(?:actively|seriously|constantly|always|keep|keeps|kept|have been|been|started|start|begun|began) ~2 (?:thinking|thought|planning|picturing|imagining|considering|researching) ~2 (?:about )?how(?! (?:much|many|long|far|bad|good)\\b)`, { needsContext: true }),
  rule("active_thoughts", "assertive", `(?:(?:i am|i feel|feeling|felt|feel|been|getting|get|i was|am|so|really|very|quite|pretty|kind of|kinda|a bit|extremely|actively|passively|severely|seriously|more|super|incredibly|becoming|become|became) suicidal|suicidal (?:thoughts?|ideation|feelings?|urges?|again|today|tonight|lately|recently|all (?:day|week|night)|every day|mood|episode|right now|at the moment|since|for (?:weeks|days|months)))`),
  rule("active_thoughts", "assertive", `(?:si|suicidal ideation|ideation|suicidal thoughts|the urges|urges) (?:is|are|has been|have been) ~2 (?:high|bad|strong|worse|loud|louder|really bad|awful|intense|back)`),
  rule("active_thoughts", "assertive", `i know i am (?:suicidal|going to do it)|i (?:do not|no longer) (?:fight|resist|argue with) (?:it|them|the thought|the thoughts)|(?:now|these days) i (?:think|ask myself) ~2 why (?:do not|dont|not) i`),
  // "Suicidal OCD" is the name of an obsession, not a state.
  rule("active_thoughts", "mention", `${SELF_KILL}|suicidal(?! (?:ocd|intrusive|obsessions?|themed|type)\\b)`),
  rule("active_thoughts", "assertive", `(?:suicide|killing myself|ending (?:it|my life)|kms|taking my life|${SELF_KILL}) ~2 (?:is|are|has been|have been|keeps|keep|was) ~2 (?:on my mind|in my head|all i think about|the first thing i think about|what i think about)`),
  rule("active_thoughts", "assertive", `(?:${SELF_KILL}|suicide) ~4 (?:is |it is )?all i (?:think|can think) about`),
  rule("active_thoughts", "assertive", `(?:picturing|imagining|visuali[sz]ing|rehearsing|planning) ~2 (?:${SELF_KILL}|how i would (?:do it|die|end it))`),
  rule("active_thoughts", "mention", `(?:${SELF_KILL}|suicide|suicidal|kms|end it|dark) ~1 (?:thoughts?|urges?|feelings?) (?:is|are|has been|have been|were|keep|keeps|getting|get|got) ~2 (?:high|bad|strong|stronger|worse|loud|louder|really bad|awful|intense|back|constant|comforting|nice)`),
  rule("active_thoughts", "assertive", `(?:urges?|impulses?|pull|temptation|need|desire|compulsion) (?:to|of) (?:${SELF_KILL}|${DIE}|cut(?! (?:down|back|out|corners|costs|ties|in line|my hair|my nails|my fringe|my losses|the grass|the cake|it short|(?:it |them |the [a-z]+ )?open|in half|(?:that|it|this|them|these|those|(?:the|my|all|some|all the) [a-z]+) (?:out|down|back))\\b)|cut myself|hurt myself|harm myself|self harm|burn myself|end (?:it|my life))`),
  rule("active_thoughts", "assertive", `(?:thoughts?|urges?|voices?|my brain|my head|something) (?:telling|tell|tells|told|say|saying|says) me to (?:${SELF_KILL}|die|jump|end it|do it|cut(?! (?:down|back|out|corners|costs|ties|in line|my hair|the grass|the cake|it short|(?:it |them |the [a-z]+ )?open|in half)\\b))`),
  rule("active_thoughts", "checkin", `(?:death|dying|suicide|ending it|not being here|my funeral|being dead|not existing) ~2 (?:is|keeps|has been|have been|was|keep) ~2 (?:on my mind|in my head|crossing my mind|crossed my mind|coming up|popping up|all i think about|in the background)`),
  rule("active_thoughts", "checkin", `(?:my mind|my brain|my thoughts|i) ~2 (?:keeps?|kept) (?:going|drifting|coming back|returning) (?:to|back to) (?:death|dying|not being here|my funeral)|(?:keep|kept) thinking about (?:death|dying)|(?:thoughts|thinking) about (?:dying|death|not being here|not being around)|dark thoughts|(?:not|never) in a good place`),
  rule("active_thoughts", "assertive", `(?:urges?|thoughts?|cravings?) to (?:self harm|cut(?! (?:down|back|out|corners|costs|ties|in line|my hair|the grass|the cake|it short|(?:it |them |the [a-z]+ )?open|in half)\\b)|hurt myself|harm myself|burn myself)`),
  rule("active_thoughts", "assertive", `(?:want|wanted|need|needing|craving|crave|tempted|going|about|ready) to (?:self harm|cut again|cut myself|hurt myself|harm myself|burn myself|hurt my (?:arms?|wrists?|legs?|body|skin))`),
  rule("active_thoughts", "assertive", `(?:${SELF_KILL}|dying|death|not being here|the end|ending it) ~4 (?:comforting|peaceful|a relief|calming|soothing|appealing|the sensible option|the only option|the answer|the only way|makes sense|feels right|feels nice|feels good|sounds nice|the best option|the logical)`),
  rule("active_thoughts", "assertive", `(?:comforting|peaceful|a relief|calming|soothing|nice|good|enjoy|enjoying|(?<!(?:sounds|sounded|looks|looked|reads|read|seems|seemed) )like) ~4 (?:${SELF_KILL}|thinking about (?:dying|death|it)|the thought of (?:dying|death|not being here|it all ending))`),

  rule("active_thoughts", "assertive", `(?:thoughts?|thinking|thought) (?:about|of) (?:not )?(?:continuing|going on|carrying on|staying) (?:with )?(?:my life|living|life|in this world)`, { negationInside: true }),
  // --- Method or means --------------------------------------------------------------------------
  rule("method", "assertive", `(?:top|roof|edge) of(?! (?:the |my |our )?(?:ladder|hierarchy|list|class|page|league|stairs)\\b) ~5 (?:and|then) ~2 (?:not|never) ~2 (?:come|coming|take it|go|going|walk|walking) (?:back )?down`, { negationInside: true }),
  rule("method", "assertive", `(?:how (?:many|much)|enough|lethal|fatal|deadly|overdose|toxic|the right amount of|the amount of|which|what) ~3 ${MEANS_PILLS} ~5 (?:die|kill|would do it|would work|would be enough|it would take|does it take|will it take|is enough|are enough|to overdose|to do it|to end it|to not wake up|would be fatal|to be fatal|to be lethal|is lethal|is fatal|would kill me|to stop my heart|best for (?:it|this|that|dying|death|ending it|an overdose|overdosing|suicide|the job|not waking up)|would do the job|together|at once)`),
  rule("method", "assertive", `${MEANS_PILLS} ~6 (?:enough|would work|would do it|would be fatal|fatal|lethal|would kill|at once|all together|together)`),
  rule("method", "assertive", `(?:lethal|fatal|deadly|overdose) (?:dose|amount|quantity|number|level|combination|together|in what amounts)`),
  rule("method", "assertive", `(?:floor|floors|storey|storeys|story|level|car park|multi storey|bridge|building|cliff|drop|balcony|roof) ~6 (?:is |be |are )?(?:high enough|tall enough|far enough down|deep enough)(?! (?:for (?:a |the )?(?:view|photos?|pictures?|flip|dive|jump off|bungee))\\b)`),
  rule("method", "assertive", `(?:what|which|how) ~6 (?:chemicals?|gas|gases|fumes|household (?:products|stuff)) ~6 (?:kill|kills|killing|fatal|lethal|deadly|would do it|in your sleep|in my sleep)`),
  rule("method", "assertive", `too late for (?:the )?(?:hospital|hospitals|doctors?|a and e|a e|paramedics|them|anyone) to (?:fix|save|help|treat|do anything)|(?:be sure|make sure|so) (?:they|the hospital|the doctors|no one|nobody) (?:can not|cannot|could not|will not be able to) (?:fix|save|help|treat)`),
  rule("plan", "assertive", `(?:make|making) it (?:look|seem) like (?:an accident|it was an accident|i (?:slipped|fell|tripped|crashed|drowned)|a fall)`),
  rule("plan", "assertive", `(?:do not|never) want (?:to be found|anyone to find me|them to find me|to be rescued|to be saved) (?:before|in time|until|till|yet|too soon)`),
  rule("plan", "assertive", `(?:have|got|saved|kept|stashed) (?:about |nearly |over |like )?(?:\\d+|two|three|four|five|six|several) (?:months?|weeks?) (?:s )?worth\\b`, { needsContext: true }),
  rule("method", "assertive", `(?:do you|would i|will i|would you|does it) (?:just )?(?:drift off|fall asleep|go to sleep|feel anything|feel it|slip away)`, { needsContext: true }),
  rule("method", "assertive", `(?:the )?(?:most )?(?:painless|quickest|quick|easiest|fastest|surest|best|quietest|least painful|simplest|most effective|most reliable) (?:way|ways|method|methods) (?:to|of) (?:die|dying|go|kill myself|killing myself|end it|ending it|do it|end my life|ending my life|suicide|bleed out|bleeding out|bleed to death|overdose|od|drown|hang)`),
  rule("method", "assertive", `how (?:to|do you|do people|do i|would i|could i|can i|long does it take to|long would it take to|long it takes to|long until you|much would it hurt to|high does|high would|deep do|deep would|far is) ~3 (?:die|kill myself|hang myself|hang${NOT_A_THING}|overdose|bleed out|drown|end it|end my life|do it painlessly|not wake up|die from|die by|be to die|to be fatal|cut${NOT_A_THING})`),
  rule("method", "assertive", `(?:researching|researched|research|googling|googled|looked up|looking up|look up|searching|searched|reading about|read up on|read about|watching videos (?:about|on)|scoping out|scoped out|checking out|checked out|been looking at|looking into|looked into) ~4 (?:how to die|methods|ways to (?:die|kill|do it|end it)|how to kill|lethal|overdoses?|(?<!(?:someones|someone s|his|her|their|friends|brothers|sisters|mums|dads|cousins|celebritys) )suicide|painless|how many (?:pills|tablets)|tallest|highest|how long it takes|hanging|how to hang|nooses?|how much ${MEANS_PILLS}|${MEANS_PILLS} (?:overdose|and alcohol)|which (?:ones?|pills|meds|bridge|building)|tall buildings?|(?<!(?:history|engineering|architecture|design|construction|building|photos|pictures|paintings|physics) of (?:the )?(?:[a-z]+ )?)bridges|ways to kill myself)(?! ~3 (?:warning signs|signs|symptoms|prevention|awareness|ocd|vs|versus|or ocd|without (?:googling|checking|asking|searching|testing)|whether i am|if i am)\\b)`),
  rule("method", "assertive", `(?:counting|counted|count|lined up|lining up|laid out|laying out|staring at|stare at|keep looking at|looking at|holding|held|sorting|sorted|eyeing|eyed|measured|measuring|weighing|tested|testing|checking|checked) ~4 (?:${MEANS}|${LIGATURE}|${PLACE}|the window|the knife block|the knives)(?! (?:for (?:a )?leaks?|is leaking|was leaking)\\b) ~8 (?:enough|again|in my hand|in front of me|how deep|how far|how high|far enough|high enough|strong enough|whether|if it|would work|would do|would hold|every night|every day|and thinking|thinking about|working out|to see|whole)(?! ~8 (?:to make sure|make sure|to check|in case|without noticing|by mistake|by accident))`),
  rule("method", "assertive", `(?:${MEANS}|${LIGATURE}|the knives|the knife|the window|the bridge|the tracks|the roof) ~5 (?:i keep thinking about|keep thinking about|i think about|thinking about (?:it|them|using|drinking|taking|swallowing|jumping)|i keep looking at|is calling me|close when i decide|for when i decide|when i am ready|when the time comes|it would work|would work|would do it|would do the job|it opens far enough)`),
  rule("method", "assertive", `(?:thinking about|think about|thought about|keep thinking about) (?:drinking|swallowing|taking|using) (?:it|them|the ${MEANS}|all|the lot|the bottle)`, { needsContext: true }),
  rule("method", "assertive", `(?:load|loaded|loading|cleaned|holding|held|hold|pointed|pointing|put|putting) ~2 (?:the |my |a |dads |his |her )?(?:gun|pistol|rifle|shotgun) ~3 (?:to my head|in my mouth|at myself|at my head|against my head|under my chin)`),
  rule("method", "assertive", `(?:blade|razor|knife|glass|knives|knife block) ~4 (?:to|against|on|across|about|over) my (?:wrists?|throat|arms?|skin|neck|veins?|thighs?)`),
  // "Tie in" to a rope is how a climber starts a route.
  rule("method", "assertive", `(?:(?:tie|tied|tying)(?! (?:in|on|off)\\b)|make|made|making|test|tested|testing|hang|hung|hanging|set up|put up|knot|knotted|measured|measuring) ~2 (?:a |the |my )?(?:noose|rope(?! (?:swing|ladder|bridge|course|lights?|climb))|ligature)`),
  rule("method", "assertive", `(?:reading|read|watching|watched|looking at|looked at|searching|searched|scrolling) ~3 (?:forums?|videos?|websites?|sites?|posts?|threads?|pages?) (?:about|on|of) (?:methods|hanging|overdoses?|suicide|ways to die|jumping|people jumping|how to)`),
  rule("method", "assertive", `how (?:high|tall|far|deep) (?:does|would|should|do) (?:a|the|it) ~3 (?:have to|need to|needs to|has to) be|is (?:the|that) (?:railway|track|tracks|bridge|roof|line) ~4 (?:fenced|fence|can you (?:just )?(?:walk|get|climb) on)|(?:would|will|could) (?:that|this|it) (?:do it|do the job|be enough|work)$`),
  rule("method", "assertive", `how many (?:i could|could i|can i|would i) (?:get|buy|collect|save)|(?:mix|mixed|mixing|take|took|taking) ~3 (?:${MEANS_PILLS}) (?:with|and) (?:the )?(?:whisky|vodka|alcohol|wine|drink|booze|beer)`),
  rule("method", "assertive", `(?:the|my|that) (?:rope|noose|ligature) ~3 (?:is|are|ready|waiting|tied|hanging|in the (?:garage|loft|attic|closet|wardrobe|shed|basement|cupboard)|strong enough|around my neck|round my neck|will hold|i bought|i have bought|bought)`),
  rule("method", "assertive", `(?:noose|ligature) ~3 (?:is|are|ready|waiting|tied|hanging|in the|strong enough|around my neck|round my neck|will hold)`),
  rule("method", "assertive", `(?:engine|car) running in the (?:garage|closed garage)|(?:hose|pipe) (?:from|to|into) the exhaust|(?:charcoal|helium) (?:in|and) (?:the|my|a) (?:room|car|tent|bag)|(?:bag over|plastic bag over) my head`),
  // A choking or fainting "challenge" done now: a danger to life whatever is said around it.
  rule("plan", "assertive", `(?:doing|do|try|trying|going to do|gonna do|about to do) (?:the |that )?(?:blackout|pass out|passout|choking|fainting|skull breaker) challenge`),
  // Means bought "for when I finally do it"; the one reason left for living gone ("the only reason I haven't yet is my dog and she died today").
  rule("plan", "assertive", `(?:bought|got|ordered|saved|kept|hid|hidden)[a-z0-9 ,]{0,60} for when i (?:finally |eventually |actually )?(?:do it|go through with it|end it|need it)`),
  rule("plan", "assertive", `only (?:reason|thing) (?:i have not|i am still here|keeping me (?:here|alive)|stopping me|i have not (?:done it )?yet)[a-z0-9 ,]{0,60}(?:died|is gone|has gone|left me|passed away|passed)`),
  // Waiting at a platform for the train that does not stop; walking a motorway's hard shoulder, numb with cold, not going back.
  rule("plan", "assertive", `(?:let|letting|watched|watching) (?:two |three |a few |\\d+ |the )?trains? (?:go )?(?:past|by) ~6 waiting for (?:the )?(?:fast|express|non stopping|right|next fast) (?:one|train)`),
  rule("plan", "assertive", `(?:walking|standing|sitting|wandering) (?:along|on|by|down) the (?:motorway|highway|hard shoulder|dual carriageway|railway line|train tracks) [a-z0-9 ,]{0,80}(?:not going back|can not feel my (?:feet|hands|legs))`),
  // Harm planned with its aftermath rehearsed ("planning what I'll say to the police afterwards").
  rule("harm_others", "assertive", `planning (?:what i (?:will|am going to) (?:say|tell)|my story|an alibi) ~4 (?:police|afterwards|after)`),
  // A gun taken out and loaded where the person sits ("Shotgun's out of the cabinet and loaded on the kitchen table").
  rule("plan", "assertive", `(?:shotguns?|guns?|rifles?|pistols?|revolvers?|shotty)(?: is| s)? (?:out of the (?:cabinet|safe|cupboard|case)|loaded) ~8 (?:on the (?:kitchen )?(?:table|bed|desk)|next to me|beside me|in my lap|on my lap)`),
  // A gun kept away from oneself ("locked in the safe at my brother's now because of the thoughts") is the
  // means taken out of reach, not reached for.
  rule("method", "assertive", `(?:my|the|dads|his|her|mums|a) ~1 (?:gun|pistol|rifle|shotgun|shotguns|guns) (?:in|is in|under|in the|locked in|kept in) ~2 (?:loft|attic|safe|drawer|cabinet|wardrobe|closet|garage|shed|cupboard|house|car|bedroom)(?! (?:at|in) (?:my )?(?:brothers|dads|mums|sisters|friends|mates|neighbours|uncles|the (?:range|club|gun shop|police station)))(?!(?: [a-z0-9]+| ,){0,8} (?:because of the thoughts|away from me|so i can not|for (?:my )?safety|to be safe|certificate|licence|license))`),
  rule("method", "assertive", `(?:nobody|no one|they) (?:would|will|could) (?:find|see|stop) me ~4 (?:there|in (?:the|time)|for days|for hours|until|before)|(?:find|found) my body`),
  rule("method", "assertive", `(?:it|that|they|these|those|this|which ones?) (?:would|will|should|could|definitely would) (?:work|do it|do the job|be enough|kill me|be fatal|be lethal)`, { needsContext: true }),
  rule("method", "assertive", `(?:window|balcony|it) ~6 (?:opens|open|goes|went) ~2 (?:far|wide) enough|how far (?:it|the window) (?:opens|goes|went)|(?:opens|open) far enough`),
  rule("method", "assertive", `(?:tallest|highest) (?:bridges?|buildings?|cliffs?|car parks?|towers?|multi storeys?) ~6 (?:near|in|around|that|where|you can|i can|walk onto|get onto|access|to jump)`),
  rule("method", "assertive", `(?:close|ready|there|handy|nearby|near me|within reach) (?:for )?when i (?:decide|am ready|need (?:them|it)|choose|do it)`, { needsContext: true }),
  rule("method", "assertive", `it (?:will|is going to|would) be (?:the )?(?:${MEANS}|${LIGATURE}|${PLACE})`),
  rule("method", "mention", `(?:the|a|my) ~2 (?:${PLACE}) ~6 (?:i (?:drive|walk|go|cross|pass|cycle) (?:under|over|past|across|by)|near (?:my|our) (?:house|road|home|flat|work)|at the end of (?:my|our) (?:road|street))`),
  rule("method", "assertive", `(?:jump|jumping|throw myself|fall|falling|step|stepping|walk|walking) ~2 (?:off|from|in front of|under|into|onto|out) ~2 (?:${PLACE}|(?:a|the|my|this|that) (?:train|bus|lorry|truck|car|building|balcony|window|tower|motorway|highway|traffic|bridge|cliff|roof)) ~4 ${TIME}`),
  rule("method", "assertive", `${TIME} ~6 (?:jump|jumping|throw myself|step in front|walk into) ~2 (?:off|from|in front of|under|into)`),
  rule("method", "assertive", `(?:single|one way) (?:ticket|trip|journey) ~3 (?:coast|cliffs?|bridge|${PLACE})|(?:will not|do not|will not be) (?:need|needing) (?:the|a) return`),

  // Hanging told by how it is set up or tested: a ligature tied to an anchor, round the neck, the weight on it.
  rule("method", "assertive", `(?:(?:${LIGATURE}|lead|flex) ~3 (?:tied|tie|tying|attached|attach|fixed|fix|hooked|looped|knotted)|(?:tied|tie|tying|attached|attach|fixed|fix|hooked|looped|knotted) ~2 (?:${LIGATURE}|lead|flex)) ~2 (?:to|round|around|over|on) (?:the |a |my )?(?:loft hatch|loft ladder|banister|bannister|door handle|door frame|shower rail|curtain rail|wardrobe rail|rail in the wardrobe|beam|hook|pipe|tree|stair rail|the stairs|landing)`),
  // A cord put round a banister or a beam, told without a verb of tying ("the flex from the iron round the banister"); not tinsel or fairy lights.
  rule("method", "mention", `(?<!(?:fairy|christmas|string|led) (?:lights? )?)(?:${LIGATURE}|lead|flex) ~4 (?:round|around|over) (?:the|a|my) (?:banister|bannister|banisters|loft hatch|beam|rafter|stair rail)(?![a-z0-9 ,]{0,40}(?:lights|decorations|tinsel|garland|christmas|bunting))`),
  rule("act", "assertive", `(?:was|am|were) hanging from (?:the |a |my )?(?:loft hatch|loft ladder|banister|bannister|door handle|door frame|shower rail|curtain rail|wardrobe rail|rail in the wardrobe|beam|hook|pipe|tree|stair rail|the stairs|landing)`),
  rule("method", "assertive", `(?:${LIGATURE}|lead|flex) ~5 (?:was |is |were |are )?(?:tight |pulled tight )?(?:round|around) my neck|put my head through`),
  // Each of these alternatives is a rule of its own, so its rarer words gate it ("weight", "knot").
  rule("method", "assertive", `(?:tested|testing|test|checked|checking|check|see) (?:whether|if) (?:the |a |my )?(?:loft hatch|loft ladder|banister|bannister|door handle|door frame|shower rail|curtain rail|wardrobe rail|rail in the wardrobe|beam|hook|pipe|tree|stair rail|the stairs|landing) ~2 (?:would|could|will|can) (?:hold|take) my weight`),
  rule("method", "assertive", `how strong (?:does|would|should) (?:a|the) ~2 (?:need to|have to) be to hold (?:an adult|a person|me|my weight)`),
  rule("method", "assertive", `(?:practising|practicing|practised|practiced|learning|learned|learnt) (?:the |a |how to tie (?:a|the) )?(?:knot|noose)`),
  rule("method", "assertive", `measured (?:the )?(?:drop|height|distance) (?:from|off|down)`),
  // Jumping: the body already past the barrier, an attempt stopped by someone, a height checked.
  // Enough taken to die, or doubted afterwards: an attempt either way ("not sure if I took enough to die").
  rule("act", "assertive", `(?:(?:not sure|do not know|no idea|wondering|unsure) (?:if|whether) )?(?:i )?(?:took|have taken|swallowed|have swallowed|had|drank|downed) ~3 enough (?:pills |tablets |of them |of it |of my [a-z]+ )?(?:to (?:${DIE}|kill me|kill myself|end it|not wake up|be fatal|do it|do the job|stop my heart)|for (?:it to work|an overdose))`, { negationInside: true, doubtInside: true }),
  // Nothing to drink for days (or neither food nor drink), whatever the reason: a danger to life now.
  rule("act", "assertive", `(?:not|have not|has not|did not|stopped|i have barely) ~2 (?:(?:eaten|eating|had any food|had food) or )?(?:(?:drunk|drank|drinking) (?:anything|any water|water|any fluids|a thing|a drop)|had anything to drink|had any water|had water|had any fluids|touched water) ~4 (?:for|in) (?:[2-9]|two|three|four|five|six|seven|several|a few) days|(?:stopped|stopping|not) (?:eating and drinking|eating or drinking|drinking (?:water|fluids|anything)) ~4 (?:day (?:[2-9]|two|three|four|five|six|seven)|for (?:[2-9]|two|three|four|five|six|seven|several|a few) days)`, { negationInside: true }),
  // A jump done from a height: an attempt told by what was done ("jumped from the second floor earlier").
  rule("act", "assertive", `(?:jumped|threw myself|have jumped) (?:off|from|out of) (?:the|a|my|our) (?:(?:[0-9]+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|top|upper) (?:floor|storey|story)|balcony|window|bedroom window|bridge|roof|rooftop|car park|multi storey|cliff|building|overpass|flyover)(?! (?:into|in to) (?:the )?(?:river|lake|sea|water|pool|quarry|harbour)| (?:for fun|for a dare|on holiday|in a game|in my dream))`, { firstPerson: true, unlessText: /\b(?:bungee|did a bungee|bungy|zip ?wire|zip ?line|skydiv\w*|parachut\w*|abseil\w*|harness|tandem)\b/ }),
  // The goodbye that lifts the blame from the ones left behind ("tell mum it wasn't her fault").
  rule("plan", "assertive", `tell (?:mum|mom|mam|dad|my [a-z]+|them|everyone|her|him|the kids) (?:that )?(?:it is not|it was not|it is never|it was never|none of this (?:is|was)) (?:her|his|their|your|anyones) fault(?! (?:that|the|about|for (?:the|being late)))`),
  rule("act", "assertive", `(?:legs?|feet|foot|body) (?:are |is |were |was )?(?:dangling |hanging )?over (?:the )?(?:edge|railing|rail|barrier|side|parapet|ledge)`),
  rule("act", "assertive", `(?:legs?|feet) (?:are |were )?(?:dangling|hanging) over(?= [,.]|$)`),
  rule("act", "assertive", `(?:halfway|half way|partly) over (?:the )?(?:railing|rail|barrier|parapet|edge|ledge)`),
  rule("act", "assertive", `climbed (?:over |onto |up )?(?:the )?(?:barrier|railing|parapet|safety fence)`),
  rule("act", "assertive", `(?:talked|talking) me down|pulled me (?:back|away) from (?:the )?(?:edge|ledge|platform|railing|rail|tracks|barrier)|pulled me out of the (?:water|river|canal|sea|lake|reservoir)`, { needsContext: true }),
  rule("method", "assertive", `(?:went|go|going|been) up ~3 (?:\\d+(?:st|nd|rd|th)? floor|top floor|roof|top) ~6 to (?:see|check|look at) how (?:high|far down|far)|(?:fall|jump|drop) ~3 (?:always |definitely |usually )?(?:fatal|survivable|kill you|lethal)`),
  rule("plan", "assertive", `(?:going|driving|walking|heading|going to drive|going to go) to (?:the )?(?:${PLACE}) ~4 (?:not|never) (?:coming|come|going to come) back`, { negationInside: true }),
  rule("plan", "assertive", `(?:drive|go|going|driving) to ~3 (?:${PLACE}) ~5 (?:that will be that|and that is it|and that is that)`, { negationInside: true }),
  // Trains, traffic and water, as acts done, stopped or planned.
  rule("act", "assertive", `(?:walked|stepped|ran) (?:out )?into (?:the )?(?:dual carriageway|motorway|traffic|road|oncoming)|(?:drove|driven|steered) (?:the car )?(?:at|into) (?:a |the )?(?:tree|wall|lorry|truck|bridge|oncoming traffic) ~6 (?:swerved|last second|on purpose|last night|deliberately)|(?:sat|sitting|lay|lying|laid) (?:down )?on the (?:tracks?|line|railway|rails)`),
  // A medicine the body cannot live without, stopped because nothing matters ("stopped my insulin because
  // what's the point"): self-harm by omission.
  rule("intent", "assertive", `(?:stopped|stopping|quit|quitting|not) (?:taking |using )?(?:my )?(?:insulin|heart (?:pills|tablets|meds|medication)|blood thinners|anti rejection (?:meds|pills|tablets)|transplant (?:meds|pills|tablets)|epilepsy (?:meds|pills|tablets|medication)|seizure (?:meds|pills|tablets|medication)) ~4 (?:because|cause|coz|since|as) ~2 (?:what is the point|there is no point|no point|i do not care|why bother|it does not matter|nothing matters|i want to die|i am done|who cares)`, { negationInside: true, fearReveals: true }),
  // Affairs put in order, then a place to end it ("sort out my will, cancel phone contract, then the lake").
  rule("plan", "assertive", `(?:will|affairs|phone contract|contract|bank|passwords|letters|letter|note|notes|goodbyes|goodbye|pets?|cat|dog) ~8 then (?:to )?the (?:lake|river|bridge|tracks|railway|sea|cliff|cliffs|roof|quarry|car park|woods|canal|reservoir|motorway)(?: (?:${TIME}))?$`),
  // Cuts hidden from others: self-harm now, kept secret ("I can hide the cuts under sleeves and nobody asks").
  rule("act", "assertive", `(?:hide|hiding|hid|cover up|covering up|covered up) (?:the|my|these|fresh|new|all the) (?:fresh |new )?(?:cuts|burns|wounds|self harm marks)(?! on (?:the|a|my) (?:pan|pot|table|counter|worktop|carpet|sofa|floor|wood|wall|car)\\b)`),
  // Carbon monoxide tried ("sat in the garage with the car running … chickened out, I might try again"), a
  // fist put through a window, and the nerve lost with another try to come.
  rule("act", "assertive", `(?:sat|sitting|sit|was sitting) in (?:the|my) (?:car )?(?:garage|car in the garage) with the (?:car|engine) (?:running|on)|(?:put|punched|smashed|shoved) my (?:fist|hand|arm|head) through (?:the|a) (?:window|glass|mirror|glass door|door pane)`),
  rule("intent", "assertive", `(?:chickened out|bottled it|lost my nerve|lost the nerve|could not go through with it|backed out) ~8 (?:i (?:might|will|am going to|could) (?:try|do it) again|try again|next time|another go)`, { needsContext: true, fearReveals: true }),
  // What comes after one's suicide asked about as a practical matter ("will my family still get the insurance
  // if it's ruled a suicide?", "can I still donate my organs if I die by suicide?").
  rule("plan", "assertive", `(?:insurance|payout|pension|organs|my body|funeral|will|kids|children|pets?|dog|cat) ~8 (?:if|when|after|once) (?:i (?:die by suicide|kill myself|take my (?:own )?life|end my life|commit suicide)|(?:it is|it s|its|it was|my death is) (?:ruled|classed|counted|recorded|declared) (?:as )?(?:a )?suicide)`),
  // Asked "because I'm out on the balcony"; charcoal lit in a sealed room; a cord tried for how it feels.
  rule("act", "assertive", `(?:asking|ask) (?:bc|because|cause|coz|cos) (?:i am|im) (?:out |standing |sitting )?on (?:the|a|my) (?:balcony|roof|ledge|bridge|edge|window ledge)|(?:lit|lighting|burning|burned|burnt) (?:the |some |a )?(?:charcoal|bbq|barbecue) ~6 (?:bathroom|bedroom|car|tent|room|sealed|taped|locked)`),
  rule("method", "assertive", `(?:use|using|tie|tying) (?:the|a|my) (?:cord|belt|rope|scarf|charger cable|cable|dressing gown cord|tie|lead) ~6 (?:will i (?:just )?pass out|will it hurt|how long|will it work|to hang)|how long (?:before|until|till) (?:my heart|i) (?:just )?(?:stops?|dies?|gives? out)(?: for good)?`),
  // Another's death taken as one's own plan ("the main character kills herself and I think that's going to
  // be me, this weekend"), and the means said to be ready.
  rule("intent", "assertive", `(?:that is|thats|that s|this is|it is) going to be me ~2 (?:${TIME})`),
  rule("plan", "assertive", `i (?:already )?(?:have|have got|got) (?:what|everything|all) i need(?: now| already| ready)?$`, { needsContext: true }),
  // The shortest ways of telling it (a review of texts of one to ten words typed on a phone).
  rule("act", "assertive", `(?:can not|could not|cannot) stop (?:cutting|self harming|burning myself|hurting myself|scratching myself|hitting myself)${NOT_A_THING}|jumped in front of (?:a|the) (?:car|train|bus|lorry|truck|van) ~4 (?:on purpose|deliberately|to die|to end it|hoping)`),
  rule("plan", "assertive", `(?:a |the )?plan and (?:the )?means|(?:the )?means and (?:a |the )?plan`),
  rule("method", "assertive", `(?:can|could|will|would|do) (?:you|u|i|someone|a person|people) die (?:from|of|if (?:i|you|u) (?:take|took|swallow|swallowed)) ~2 (?:\\d+|twenty|thirty|forty|fifty|a hundred|all|a whole)|how (?:far|high|tall|many floors) (?:a |of a |do you need to |does a )?(?:fall|drop|jump|building)(?: do you need| is enough| kills| would kill| will kill| to die| is fatal)`),
  ...each("harmed", "assertive", `(?:someone|somebody|he|she|they) (?:touches|touched|keeps touching|is touching) me ~6 (?:can not tell|not allowed to tell|secret|do not like it|scared|when no one|when nobody)|${ABUSER} ~3 (?:held|holds|pulled|pulls|put|puts|pointed|points) (?:a|the|his|her) (?:knife|gun|blade|weapon|scissors) (?:to|at|against|on) (?:me|my (?:throat|neck|head|face|chest))`),
  rule("other_at_risk", "assertive", `(?:kid|child|baby|boy|girl|toddler) ~4 (?:screaming|crying|sobbing|yelling) ~4 (?:dad|mum|mom|father|mother|he|she|someone|a man|a woman|his dad|her dad|his mum|her mum) (?:is )?(?:hitting|beating|kicking|punching|slapping|choking|strangling|hurting|whipping) (?:him|her|them|it)`),
  // Dependents arranged for before the act ("dropping them at my sister's before I kill myself").
  rule("plan", "assertive", `(?:dropping|dropped|drop|taking|took|leaving|left|sending|sent) (?:them|the kids|the children|my kids|my children|the baby|the dog|the cat) (?:off )?(?:at|with|to) ~3 (?:before|so) i (?:kill myself|end (?:it|it all|my life|things)|take my (?:own )?life|do it|go through with it)`),
  // A fear of failing to go through with it, and the act hurried on before the nerve goes.
  rule("intent", "assertive", `(?:lose|losing|lost) my nerve|(?:doing|do) it (?:now )?while i still (?:can|have the nerve|have the guts)`, { needsContext: true, fearReveals: true }),
  // A date chosen, said alone beside words of death ("I stopped joking about dying. I have a date picked.").
  rule("plan", "assertive", `i (?:have|have got|have now) (?:a|the) date (?:picked|chosen|set|sorted)$|i (?:have )?(?:picked|chosen|set) (?:a|the) date$`, { needsContext: true }),
  // The note weighed against going ("should I leave a note or just go?").
  rule("plan", "assertive", `(?:leave|write|leaving|writing) (?:a|the) (?:note|letter)(?: for (?:them|her|him|my [a-z]+))? or (?:just )?(?:go|do it|leave|not)(?! (?:round|over|and|to|back|home|in|out|shopping|ahead)\\b)`, { needsContext: true }),
  // The thoughts no longer feared because they are now agreed with: the turn from an obsession to intent.
  rule("intent", "assertive", `(?:not|no longer|stopped being|stopped feeling|not even) (?:scared|afraid|frightened|bothered|upset) (?:of|by) (?:the|my|these|those) (?:thoughts|urges|voices|images) (?:anymore |any more |now )?(?:because|as|since|cause|coz) (?:now )?(?:i (?:now |actually |finally |kind of |sort of )?(?:agree with them|want (?:it|to|them))|they (?:make sense|are right|feel right|are true))|i (?:now |actually |finally |kind of |sort of )?agree with (?:the|my|these|those) (?:suicidal |dark |death |intrusive )?(?:thoughts|voices|urges) now`, { negationInside: true, fearReveals: true }),
  rule("intent", "assertive", `jump (?:when|as|once) the ~2 (?:train|express|lorry|bus) (?:comes|passes|goes|arrives)|(?:not|never) (?:going to )?swim back|(?:can not|cannot) swim and i am going (?:to|into) the (?:sea|beach|river|lake)`, { negationInside: true }),
  rule("act", "assertive", `(?:filled|weighed|weighted|loaded) (?:down )?(?:my )?pockets with (?:rocks|stones|weights)|(?:went|walked|waded|got) into the (?:river|canal|sea|lake|reservoir|water) ~4 (?:up to|until|but|and|chest|neck)|held myself under|(?:put|held|kept) my head under (?:the )?(?:bath)?water`),
  // Gas, suffocation and starving to death.
  rule("method", "assertive", `(?:turned|turn|turning|left|put) (?:the )?gas ~3 on ~4 (?:without lighting|and lay|and lie|lying|and sat|with the door|and closed)|(?:lying|lay|sitting) next to the (?:oven|cooker|hob) with the gas`),
  rule("method", "assertive", `(?:blocked|blocking|sealed|sealing|taped|taping) (?:up )?(?:the )?(?:gaps|gap|door|window|vents?) ~6 (?:gas|charcoal|engine)`),
  rule("method", "assertive", `(?:bag|carrier bag|plastic bag|pillow) (?:over|round|around) (?:my )?(?:face|head|neck)|taped (?:a |the )?(?:carrier |plastic )?bag|pillow and a bag`),
  rule("intent", "assertive", `(?:stop|stopped|stopping|not|quit) eating ~4 (?:so (?:that )?i (?:will |can |would |might )?die|until i die|until my heart|so (?:that )?(?:it|this) (?:ends|will end|can end|is over))|(?:fasting|starving|not eating|stopped eating) (?:until|till) (?:god takes me|i die|i am gone|i disappear|it ends|my heart)|starve (?:myself|me) (?:until|till) ~3 (?:die|dead|heart)|refusing (?:food|to eat) ~4 until (?:i die|my heart)`, { negationInside: true }),
  // Medicines: a quantity, a container emptied, the pack taken, pills in hand.
  rule("act", "assertive", `(?:took|taken|swallowed|downed|necked|popped) (?:(?:like|about|around|maybe|nearly|over|roughly) (?:\\d+|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds)|a handful|a load|a bunch) (?:of (?:them|those|these|something|whatever|random pills)|of (?:the|my|her|his|mums|dads) (?:[a-z]+ ){0,2}(?:${MEANS_PILLS}|ones)|(?:${MEANS_PILLS}))`),
  rule("act", "assertive", `emptied (?:the |my )?(?:dosette box|pill box|pill organiser|blister packs?|bottle|box|packet) into my mouth|(?:had|held|was holding) (?:the |all the )?(?:${MEANS_PILLS}) in my hand`),
  rule("plan", "assertive", `(?:got|bought|have|collected|gathered) (?:\\d+|two|three|four|five|six|seven|eight) (?:boxes|packs|packets|bottles) ~4 (?:from )?(?:different|several|various) (?:chemists|pharmacies|shops|supermarkets)|(?:pharmacist|chemist|gp|doctor) ~6 (?:build up|save up|stock up|stockpile)`),
  rule("intent", "assertive", `(?:take|swallow|down) (?:the|a|my) (?:whole )?(?:pack|packet|box|bottle|strip)(?: of [a-z]+)? ~2 (?:${TIME})|(?:taking|swallowing|downing|necking) (?:the|a|my) (?:whole|entire) (?:pack|packet|box|bottle|strip)(?: of [a-z]+)? ~2 (?:${TIME})`),
  // The whole of a medicine's box or bottle, to be taken ("I'm going to take the whole bottle and sleep").
  rule("plan", "assertive", `${FUTURE} (?:just )?(?:take|swallow|down|neck) (?:the|a|my|her|his) whole (?:pack|packet|box|bottle|strip|tub|jar)${NOT_OF_A_MEDICINE}(?! (?:to|into|back|home|with|out|up|down|round|over|off|apart|in)\\b)`),
  // Insulin injected as an overdose ("injected my whole novorapid pen on purpose").
  rule("act", "assertive", `(?:injected|injecting|put in|pumped) (?:my |the |a )?(?:whole|entire|full|all (?:of )?(?:my|the)) (?:[a-z]+ )?(?:insulin|pen|pens|cartridge|vial)(?! ~4 (?:into (?:the|a) (?:sharps|bin)|by mistake|by accident|accidentally))`),
  rule("act", "assertive", `(?:gave myself|injected|took|done|did|put in) (?:like |about |maybe |around |over |nearly )?(?:[3-9][0-9]|[1-9][0-9]{2}) (?:units|u)(?: of (?:[a-z]+ )?(?:insulin|novorapid|humalog|lantus|fiasp|apidra|levemir|tresiba))?(?: extra| on purpose| too many)?(?!(?: [a-z]+){0,4} (?:a|per|each|every) (?:day|night|morning|evening|meal)\\b)`),
  // A weapon carried, and "doing it" with a time ("knives in my bag, doing it later").
  rule("intent", "assertive", `(?:knife|knifes|knives|blade|blades|gun|razor|rope) (?:is |are )?in my (?:bag|pocket|car|coat|rucksack|backpack|locker) ~6 (?:doing it|do it|going to do it) (?:later|tonight|today|tomorrow|after (?:school|work|class))`),
  // Where water is deep enough, looked for ("went to the beach to check where the water gets deep enough"),
  // not to dive or swim.
  rule("plan", "assertive", `(?:walk|walking|wade|wading|go|going) (?:in|into the (?:water|sea|river|lake|canal)) ~6 (?:pockets (?:full|filled)|(?:stones|rocks|weights) in my pockets)`),
  rule("plan", "assertive", `(?:(?:check|checked|checking|see|saw|find|found|look|looked|looking|work out|worked out) ~3 (?:where|how deep|if|whether)|where (?:does|do|is|would)) (?:the )?(?:water|sea|river|lake|reservoir|canal) ~3 deep enough(?! (?:to|for) (?:dive|diving|swim|swimming|jump in|paddle|paddleboard|snorkel|snorkelling|surf|kayak|the boat|boats|wading))`),
  // Going to a high place once it is dark ("Going to Beachy Head once it gets dark").
  rule("plan", "assertive", `(?:going|heading|off|driving|walking|getting the bus|getting a taxi) (?:to|up to|out to|down to) (?:the )?${PLACE} ~3 (?:once|when|after|as soon as) (?:it|it is|its) (?:gets |goes )?dark`, {
    unlessNext: /^(?: +\S+){0,3} +(?:to (?:see|watch|look at|take|photograph|film)|for (?:the )?(?:view|lights|fireworks|photos|pictures|sunset|stars|bats|walk))\b/,
  }),
  // Self-harm put in a ritual's place on a ladder or a plan ("burn myself with the lighter instead of checking the hob").
  rule("plan", "assertive", `(?:burn|cut|hurt|harm|scratch|hit) myself ~5 instead of (?:checking|washing|counting|praying|cleaning|tapping|asking|doing|the|my)`),
  rule("intent", "assertive", `(?:tonight|today|tomorrow|this weekend) ~2 (?:i am going to|i will|i am gonna|going to) (?:just )?use (?:the |my |a |dads |mums )?(?:${LIGATURE}|${MEANS_OTHER})`),
  rule("intent", "assertive", `${FUTURE} (?:just )?use (?:the |my |a )?(?:${LIGATURE}|${MEANS_OTHER}) ~2 (?:${TIME})`),
  // Means spoken of as beckoning.
  rule("method", "assertive", `(?:knives|pills|tablets|tracks|bridge|water|river|sea|blades|razors) ~4 (?:are|is|keep|keeps) calling (?:me|to me)|make it look like an accident|how much (?:${MEANS_OTHER}) ~6 (?:kill|die|fatal|lethal)|(?:does|do|would|will) (?:${MEANS}) (?:work|kill) (?:quickly|fast|painlessly|instantly)`),
  // Self-harm by how bad the wound is.
  rule("act", "assertive", `(?:sliced|slashed|cut|split) (?:my )?(?:arm|forearm|wrist|wrists|thigh|leg|skin|stomach) open`),
  rule("act", "assertive", `(?:can|could) see (?:the )?(?:fat|bone|tendon|muscle)`, { needsContext: true }),
  rule("act", "assertive", `deeper than (?:ever|before|i ever have|last time)|(?:it is|it was|they are|its) gaping|(?:need|needs|needed) stitches|(?:will not|would not) stop bleeding`, { needsContext: true }),

  // --- Intent -----------------------------------------------------------------------------------
  // Veiled words for suicide itself.
  rule("intent", "assertive", `(?:take|taking|took|taken) the (?:easy|cowards|coward s|quick) way out`),
  // One's own survival doubted: "talk tomorrow if I'm still alive", "or read about me in the paper".
  rule("intent", "assertive", `if i am (?:still )?(?:alive|breathing)|if i am (?:still )?around to [a-z]+|if i (?:make it|survive|last) (?:through|to|till|until) (?:tonight|tomorrow|the (?:night|weekend|morning))|read about me in the (?:paper|papers|news)`),
  rule("intent", "checkin", `if i am still (?:around|here)(?! (?:at|by|in|after|when)\\b)`),
  rule("intent", "assertive", `${FUTURE} (?:just |finally |actually |really |definitely |seriously |honestly |literally |probably |go and |try and |try to )?(?:${SELF_KILL}|overdose${NOT_A_TREAT}|take an overdose|hang myself|jump off${NOT_A_HEIGHT}|end it all|step (?:off|over) (?:the |a )?(?:edge|ledge|platform edge|platform|roof|rooftop|bridge|cliff|cliff edge|balcony|parapet)|(?:step|walk|jump) (?:out )?in front of (?:a|the|next|the next) (?:train|bus|lorry|truck|car|tube))`, { firstPerson: true }),
  // A jump with nothing after it ("I'm going to jump. I'm at the window"): the everyday jumps name where
  // to ("in the shower", "on a call", "into the pool"); one that names nothing is the jump itself, as is
  // "jumping now" with nothing after it.
  rule("intent", "assertive", `(?:going to|gonna|about to|ready to) (?:just |finally |actually |really )?jump(?!\\s[a-z])|(?:jumping|jump) (?:now|right now|tonight)$`, { firstPerson: true }),
  // "The plan is still on", with a place, a means or a time beside it in the text ("…: Friday, the railway
  // line near my old school, when the 11:40 express comes through").
  rule("plan", "assertive", `(?:the|my) plan (?:is|s) (?:still )?(?:on|happening|going ahead|set)(?! for (?:the|a|my|our) (?:party|trip|holiday|wedding|weekend|meal|dinner|birthday))`, { needsContext: true }),
  rule("intent", "assertive", `${FUTURE_DECIDED} (?:just |finally |actually |really |definitely |seriously |honestly |literally |probably |go and |try and |try to )?${DIE}`, { firstPerson: true }),
  // An act decided on and its end told as not waking ("tonight I'm going to leave the gas on and not wake up").
  rule("intent", "assertive", `${FUTURE} [a-z0-9 ,]{0,60}and (?:just )?(?:not|never) wake up${UNTIL_A_TIME}`, { firstPerson: true, negationInside: true }),
  // Dying foreseen is intent. Believed or feared of an illness or contamination ("every time someone
  // coughs I think I'm going to die", "what if there was HIV on it and I'm going to die") it is asked
  // about, or nothing when a fear frames it; never when dying is welcomed or help refused, nor (next rule)
  // when a time, one's own hand or purpose is named.
  // A death once felt near ("the wings were so hot I thought I was going to die") is no intent.
  // A feeling of dying now ("I feel like I'm going to die": panic, the body, a ritual's dread or despair) is
  // asked about (next rule but one), not read as intent; with a time, one's own hand or purpose it is intent.
  rule("intent", "assertive", `(?<!(?:thought|felt like|felt as if|felt as though|swear|swore|sure|convinced) i was )(?<!(?:feel|feeling) (?:like|as if|as though) i (?:am )?)${any(...FORESEEING)} (?:just |finally |actually |really |definitely |seriously |honestly |literally |probably |go and |try and |try to )?${DIE}`, {
    firstPerson: true,
    asks: { after: FORESEEN_BY_FEAR, within: ILLNESS, unless: DYING_WELCOMED },
  }),
  rule("intent", "assertive", `${any(...FORESEEING)} (?:just |probably )?${DIE} ~2 (?:${TIME}|this (?:year|month)|by (?:christmas|my birthday|new year)|by my (?:own )?hands?|by suicide|on purpose)`, { firstPerson: true }),
  rule("intent", "checkin", `(?:feel|feeling) (?:like|as if|as though) i (?:am )?${any(...FORESEEING)} (?:just |really |actually |literally |probably )?${DIE}`),
  rule("intent", "assertive", `(?:make|making|made) sure (?:that )?i (?:do not|never|will not|dont|would not|can not) (?:wake up|wake)(?: again| ever again| this time)?(?:$| ,| it| so| because)`),
  // Treatment stopped or refused so as to die: "stopped my insulin so I'll die", "let the sepsis take me".
  rule("intent", "assertive", `(?:stopped|stopping|stop|quit|quitting|refusing|refused|refuse|not taking|binned|threw away|throwing away|skipping) ~4 (?:insulin|meds|medication|medicine|treatment|dialysis|chemo|chemotherapy|antibiotics|anticoagulants|blood thinners|inhaler|heart tablets|tablets) ~6 (?:so (?:that )?i (?:will|can|would|might) ${DIE}|to ${DIE}|until i ${DIE}|and (?:i will|i am going to) (?:just )?${DIE})`, { negationInside: true }),
  // A treatment that keeps one alive stopped in secret ("quietly stopped taking my chemo tablets and haven't told the oncologist").
  rule("act", "assertive", `(?:stopped|quit|stopped taking|not taking|skipping|binned|hiding) ~3 (?:insulin|dialysis|chemo|chemotherapy|anti rejection|antirejection|transplant|heart|blood thinner|blood thinners|anticoagulants?|warfarin|antiretrovirals?|hiv|epilepsy|seizure) (?:tablets|pills|meds|medication|medicines|drugs|treatment|sessions|injections)? ~10 (?:not told|have not told|did not tell|do not tell|without telling|no one knows|nobody knows|not telling|kept it secret|in secret|secretly)`, { negationInside: true }),
  rule("intent", "assertive", `let (?:the|this|my) (?:river|sea|water|sepsis|infection|cancer|illness|disease|cold|fire|train|tumou?r) (?:have|take|finish|win over) me`),
  // One's own death given a date: "I'll be dead by Sunday" (a feared one is asked about, as dying is).
  rule("intent", "assertive", `(?:i will|i am going to|i am gonna|i will probably|i will definitely|i will be) ?(?:be )?(?:dead|in the ground|six feet under)(?! on my feet) (?:by|before|on|this|next|tomorrow|tonight|in (?:a|two|three|[0-9]+) (?:days?|weeks?)|when you read this|by the time)(?!(?: \\S+){0,4} at this rate)`, { firstPerson: true }),
  // "Tomorrow I'm using it", after a rope or pills named: the means and a time, the act unnamed.
  rule("intent", "assertive", `(?:${TIME}) ~2 (?:i am|i will be|i am going to be) (?:using|doing|taking) (?:it|them|the lot)`, { needsContext: true, firstPerson: true }),
  // Dying accepted: "I feel like I'm going to die soon and honestly I'm fine with that".
  rule("wish_dead", "assertive", `(?:${DIE}|dying|be dead|be gone|not be here) ~8 (?:i am|i feel|i would be|i will be|im) ~2 (?:fine|okay|ok|at peace|glad|relieved|happy|calm|content) (?:with|about) (?:that|it|this)`),
  rule("intent", "assertive", `${FUTURE} (?:just |finally |actually |really |definitely |seriously |honestly |literally |go and |try and |try to )?${ANAPHORIC_ACT}`, { needsContext: true, firstPerson: true }),
  rule("intent", "assertive", `(?:^|am|i am|going to|gonna|will|im) (?:do|doing|finally do|really do|actually do) it${COUNTED} ~2 (?:${TIME}|this time|for real|properly|soon|after)(?! ~4 (?:exposure|erp|homework|practice|task|challenge|hierarchy|ladder)\\b(?! ~4 (?:can not|will not|never|is done|are done|did not)\\b))`),
  rule("intent", "assertive", `(?:this time|actually|finally|definitely|for real|really|honestly) ~3 (?:going to |gonna |will )?(?:go (?:through|thru) with it|follow through)`),
  rule("intent", "assertive", `(?:calm|peaceful|at peace|relieved) ~4 (?:because|since|now that) ~2 (?:i am |i have )?(?:choosing|chosen|decided|deciding|made (?:the|my) decision)(?: to)?$`),
  rule("intent", "assertive", `(?:this time|for real this time|no more waiting|it is happening|it is going to happen) ~3 (?:${ANAPHORIC_ACT}|going to|i will|i am)|(?:i have|i am) ~1 (?:decided|made up my mind|made my decision|made the decision|chosen|sure now|certain now)(?: to end| to die| to kill| to go| to do| now|$)`, { needsContext: true }),
  rule("intent", "assertive", `(?:${TIME}) ~2 (?:is|will be|it is|it will be|is going to be) (?:the (?:night|day|time|end)|it(?! [a-z])|happening|when i do it|when it happens|goodbye)`, { needsContext: true }),
  // Not the night of an ordinary event told with it ("Tonight's the night — first date in three years!").
  rule("intent", "assertive", `(?:tonight|today|tomorrow) is the (?:night|day)|this is (?:it|the end|goodbye|my goodbye|the last time)|it is happening`, {
    unlessNext: /^(?: +\S+){0,5} +(?:first |big |hot )?(?:date|party|gig|concert|premiere|match|game|final|show|launch|opening|prom|wedding|results|interview|recital|performance|debut|exam|test|race|marathon|audition|driving test)s?\b/,
  }),
  rule("intent", "assertive", `(?:not|no longer|never|not even|past being|stopped being) ~1 (?:scared|afraid|frightened|fearful|terrified) ~1 (?:of|to|about) (?:die|dying|death|do it|doing it|killing myself|kill myself|end it|ending it|the pain|pain anymore|going through with it|what comes next|the pills|the rope|the knife|it|ending my life)`, { negationInside: true }),
  rule("intent", "assertive", `(?:i am )?past being (?:scared|afraid|frightened)|(?:i am|i feel) (?:calm|peaceful|at peace|relieved|oddly calm|oddly peaceful|weirdly calm) ~6 (?:because|since|now that|about it|about the decision|with the decision|with my decision|i have decided|i am choosing|i have made)`, { needsContext: true }),
  rule("intent", "assertive", `(?:nothing|no one|nobody|nothing and nobody) (?:can|could|will|is going to) (?:stop|save|talk me out of) (?:me|it|this)`, { needsContext: true }),
  rule("intent", "assertive", `(?:made up my mind|made my (?:mind up|decision|choice)|my (?:mind|decision) is made|decision is final|i have decided|i decided|i have chosen|there is no going back|no turning back|it is decided|the decision to|made the decision|i am choosing to|choosing to)${DECIDED_FOR_LIFE}`, { needsContext: true }),
  // "me" only after "I" ("I'm gonna kill me"): "my teacher is going to kill me" is someone else, and an idiom.
  rule("intent", "assertive", `(?:i will|i am going to|i am|going to|i have to|gonna) ~1 (?:kill|end) myself|(?:i will|i am going to|i am|i have to|i am gonna|i gonna) ~1 (?:kill|end) me`),
  rule("intent", "assertive", `(?:^|and|so|just|then|literally|honestly|please let me|let me|i could|i should|i might as well|might as well|may as well|i may as well|should just|could just|i should just) (?!suicide|my (?:own )?(?:death|funeral)|not being|not existing)${SELF_KILL}(?! (?:is|was|are|were|rates?|prevention|awareness|hotline|line|note|helpline|statistics?|stats|documentary|film)\\b)`),
  rule("intent", "assertive", `(?:the )?last time i (?:log|write|post|use|open|see|do|will|am|ever)|(?:my|this) last (?:trigger|entry|log|post|message|session|day)(?! ${LAST_FOR_NOW})|being the last time`),
  rule("intent", "assertive", `(?:make sure|please make sure|can someone|someone needs to|please) ~3 (?:look after|looks after|take care of|feed|walk|takes care of) ~3 (?:i will not be able to|i will not be here|when i am gone|after i am gone|for me)|i will not be able to (?:look after|take care of|feed|be there for) ~2 (?:anymore|any more|after|much longer)?`),
  rule("intent", "assertive", `(?:tell|please tell|say to) (?:my )?(?:mum|mom|dad|parents|family|wife|husband|kids|partner|sister|brother|friends?|everyone|them|him|her) ~2 (?:i am sorry|i love them|i love her|i love him|i love you|sorry|goodbye)`),
  rule("intent", "assertive", `(?:i can not|can not|i will not|will not|i am not going to) (?:do|face|make it to|see) (?:tomorrow|another day|another week|the weekend|christmas|monday|it anymore)`),
  // What one might do to oneself, or being a danger to oneself: the harm unnamed, the person its object.
  rule("intent", "assertive", `(?:what|something|anything) (?:bad |stupid |terrible |drastic )?i (?:might|could|will|may|would|am going to|am about to) do to (?:myself|me)|i (?:might|could|will|may|would|am going to|am about to) do something (?:bad |stupid |terrible |drastic )?to myself|(?:i am|i have become|i feel like i am|i might be|i could be) (?:a )?(?:real |serious |genuine )?danger to myself`),
  // "Might as well make it real": the death already felt, to be made actual.
  rule("intent", "assertive", `(?:might as well|may as well|should just|could just) ~1 (?:make it (?:real|official|permanent|true)|finish (?:it|the job|myself off)|go through with it)`, { needsContext: true }),
  // Freedom or peace "at last", with a near time and nothing it is freedom from: an ending foretold.
  rule("intent", "assertive", `(?:${TIME}) ~4 (?:finally|at last) ~2 (?:be |going to be |will be )?(?:free|at peace|at rest|gone|out of here|done with everything)$|(?:finally|at last) ~2 (?:be |going to be |will be )?(?:free|at peace|at rest|gone) (?:${TIME})$`, { firstPerson: true }),
  // Not being able to keep oneself safe: the words of a safety plan, and how people answer when asked
  // about one. "Safe from germs" or "unless I check" is the fear of contamination or harm talking.
  rule("intent", "assertive", `(?:can not|could not|unable to|not able to|will not be able to|might not be able to|do not think i can|not sure i can|do not know if i can|can not promise (?:that )?(?:i will|i can|to)|can not guarantee (?:that )?(?:i will|i can|to)) ~1 (?:keep myself|keep me|stay|remain) safe(?! ~3 (?:from|unless|until|without|if|except|against|by)\\b)|(?:can not|could not) (?:guarantee|promise|vouch for) my (?:own )?safety|not safe (?:with|around|from) myself|i am not safe(?: (?:right now|now|tonight|today|anymore|any more|at the moment))?$|i (?:do not|can not) feel safe (?:right now|tonight|anymore|any more)$`, { negationInside: true }),
  rule("intent", "assertive", `(?:i will not|will not|i am not going to) be (?:part of|there for|around for|at|in) (?:it|tomorrow|christmas|the wedding|their lives|anything)|whatever happens ~2 i will not be`),

  // --- Plan or preparation ----------------------------------------------------------------------
  rule("plan", "assertive", `(?:i have|i have got|i got|i made|i have made|i came up with|i have come up with|i have worked out|i worked out|i have figured out|i figured out|i have thought out|i know|i have thought about) (?:a|the|my|a real|a proper|a clear|an exact|the whole)? ~1 (?:(?<!(?:safety|crisis|care|treatment|relapse|recovery|coping|meal|birth|business|lesson|study|payment|exercise|workout|diet|travel|action|exposure|erp|therapy|wellness|wellbeing|support|back up|backup) )plan|method|way|how i would do it|how i will do it|how i am going to do it|exactly how|when and how|where and when|the details|how)(?! (?:to (?:beat|stop|fight|manage|cope|deal|reduce|get|handle|tackle)|for (?:my|the) (?:exposure|erp|week|day|recovery|compulsions)|much|many|long|far|to help)\\b)`, { needsContext: true }),
  rule("plan", "assertive", `(?:i have|i have got|i got|i made|i have made) (?:a|the|my|a real|a proper|a clear) plan ~2 (?:now|ready|worked out|sorted|in place|to (?:die|kill|do it|end|go)|for (?:tonight|tomorrow|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|when)|$)`),
  rule("plan", "assertive", `(?:my|the) plan is (?:to|set|ready|simple|made|that)|(?:planned|planning|worked out|figured out|working out|sorted out|thought through) (?:it|everything|how|when|where|the (?:day|date|time|method|details|timing)|exactly|the whole thing)`, { needsContext: true }),
  rule("plan", "assertive", `(?:picked|chosen|chose|choose|set|choosing|setting|decided on|decided|booked|fixed) ~1 (?:a|the|my) (?:date|day|time|place|spot|method|bridge|building|way|weekend|night)(?! for (?:the|my|our|a|an|her|his|their|this|next|your) (?!death|end|suicide|funeral|last|final|goodbye)[a-z]+)`, { needsContext: true }),
  rule("plan", "assertive", `(?:the|a) (?:date|day|time|night) is (?:set|chosen|picked|decided|booked|fixed)|(?:it is|it will be) (?:for|on) (?:${TIME})`),
  rule("plan", "assertive", `(?:wrote|written|writing|write|left|leaving|drafted|drafting|finished|typed|typing|recorded|recording|penned|scheduled|prepared|preparing|made) ~2 (?:suicide|goodbye|farewell|last|final|parting) (?:note|notes|letter|letters|message|messages|video|email|emails|post|words|texts?|playlist)`),
  rule("plan", "assertive", `(?:wrote|written|writing|write|left|leaving|drafted|finished|penned|posted|put|hid|hidden) ~3 (?:a |my |the |some |all the |all my )?(?:note|notes|letter|letters|cards|envelopes) (?:to|for|where) ~2 (?:everyone|each|my (?:family|kids|children|parents|mum|mom|dad|wife|husband|partner|sister|brother|friends|son|daughter)|them|the kids|all of them|the people i love|the people who matter|they will find|he will find|she will find|someone will find)`),
  // A prescription not taken but kept ("the fluoxetine I haven't taken for six weeks is lined up in the drawer").
  rule("plan", "assertive", `(?:${MEANS_PILLS}) ~2 (?:i have not|i havent|i have not been|i stopped) (?:taken|taking) ~2 (?:for|in|since) (?:\\d+|two|three|four|five|six|seven|eight|a few|several|the last) (?:days|weeks|months) ~3 (?:lined up|saved|kept|stashed|hidden|hoarded|put aside|put away|in (?:the|a|my) (?:drawer|box|bag|cupboard))`),
  // A step or a chore said not to matter after a day, because the writer is not coming back ("won't matter after Saturday, I'm not coming back to it").
  rule("plan", "assertive", `(?<=(?:will not|does not|is not going to) )matter ~3 (?:after|by|from|come) ~2 (?:${TIME}) ~4 (?:i am not|i will not|i won t) (?:be )?(?:coming|going to come|ever coming) back`, { negationInside: true }),
  // Papers left to be found after one is gone ("put the insurance papers on the table where Dave will find them afterwards").
  rule("plan", "assertive", `(?:put|left|leaving|leave|laid out|placed|stacked) ~4 (?:papers|documents|paperwork|passwords|bank details|policy|policies|pin numbers?|account details|deeds) ~6 (?:where|so) (?:[a-z]+ ){1,2}(?:will|would|can|could) find (?:them|it|everything) (?:afterwards|after i am gone|when i am gone|once i am gone|after i go|when it is (?:done|over))`),
  rule("plan", "assertive", `(?:written|wrote|writing) (?:to )?(?:each|all|every one) of (?:the kids|my kids|them|my children|the children|my family)|(?:the )?(?:notes|letters|envelopes) (?:are|is) (?:written|in the|on the|ready|sealed)`),
  rule("plan", "assertive", `(?<!(?:like|resembles|resembled|mistook (?:it|this|that|them) for|mistaken for|read (?:it|this|that) as|reads as|read as) (?:a |an )?)(?:suicide|goodbye|farewell) (?:note|notes|letter|letters|message|video)|(?<!(?:his|her|their|nans|dads|mums|moms|grans|grandads|grandmas|grandpas|aunts|uncles|mothers|fathers) (?:own |whole )?)funeral (?:playlist|plans?|songs?|arrangements)(?! (?:as a joke|for a laugh|for (?:my|her|his|our|the) (?:nan|gran|grandad|grandma|grandpa|mum|mom|dad|mother|father|aunt|uncle|friend|dog|cat|husband|wife|brother|sister)))`),
  rule("plan", "assertive", `(?:wrote|written|made|updated|sorted|finalised|finalized|signed|did|done|finished|printed) ~1 (?:out )?(?:my|a) (?:will|last will)(?! (?:to|not|power|in my head)\\b)(?! ~8 ${WILL_AS_PAPERWORK})|my will (?:is )?(?:done|written|signed|sorted|finished)(?! ~8 ${WILL_AS_PAPERWORK})`),
  rule("plan", "assertive", `(?:gave|giving|give|given|handing|handed|hand|passing|passed)${NOT_AFTER_ORDINARY_GIVING} (?:away|out(?<!passed out)|on) ~3 (?:my|all my|most of my|some of my|the|all of my|everything|all) ~3 (?:things|stuff|belongings|possessions|cat|cats|dog|dogs|pets?|clothes|games|books|jewellery|jewelry|guitar|collection|savings|money|plants|records|art|everything|console|bike|car)${NOT_BEFORE_ORDINARY_GIVING}`),
  rule("plan", "assertive", `(?:gave|giving|give|given|hand|handing|handed)${NOT_AFTER_ORDINARY_GIVING} (?:my|all my|most of my|some of my) (?:things|stuff|belongings|possessions|cat|dog|pets?|clothes|games|books|jewellery|jewelry|guitar|collection|savings|money|console) (?:over )?(?:away|to)${NOT_BEFORE_ORDINARY_GIVING}`),
  rule("plan", "assertive", `(?:found|finding|find|arranged|arranging|sorted|sorting|asked) ~1 (?:a )?(?:new )?(?:home|homes|someone|somebody|a friend|my (?:sister|brother|mum|mom|neighbour|friend)) (?:for|to (?:take|look after|have|care for|feed)) (?:my|the) (?:cat|cats|dog|dogs|pets?|rabbit|kids|children|fish|bird|animals)`),
  rule("plan", "assertive", `(?:left|leaving|put aside|set aside) (?:money|cash|food|instructions|the passwords|my passwords|a list) (?:for|with|to) ~3`, { needsContext: true }),
  // Someone strangled in front of the writer: "nan's boyfriend has got his hands round her neck".
  rule("other_at_risk", "assertive", `${WITNESS_PERPETRATOR}(?: has| is| s)?(?: got)? (?:his|her|their|both) hands (?:round|around|on|tight round|tight around) (?:her|his|their|my (?:[a-z]+ )?[a-z]+s) (?:neck|throat)`),
  // A goodbye that keeps the one who finds it out of a room: "I love you … don't go in the garage, call someone first".
  rule("plan", "assertive", `(?:i love you|i am sorry|goodbye|forgive me) ~30 (?:do not|never) (?:go|come|look) (?:in|into|inside|up in|down in|in to) (?:the |my )?(?:garage|shed|bathroom|loft|attic|basement|cellar|barn|woods|bedroom|room|car|spare room) ~4 (?:call|ring|phone|get|tell) (?:someone|somebody|the police|an ambulance|999|911|112|000|help|dad|mum|mom)`),
  // An end made certain ("I've made sure I won't [wake up]"): the words left out are the ones before.
  rule("intent", "assertive", `i (?:have )?(?:made sure|made certain|ensured) (?:that )?i (?:will not|would not|do not|can not)(?: (?:wake up|wake|survive|come back|make it|be found in time|be saved|be here|be around))?(?: this time)?$`, { needsContext: true }),
  // Someone else's medicine taken with one's own ("doubled my sleeping pills and took the rest of nan's too").
  rule("act", "assertive", `(?:took|swallowed|necked|downed|have taken|had) (?:all )?the rest of (?:my )?(?:nans|nanas|mums|moms|mams|dads|grans|grandmas|grandads|grandpas|sisters|brothers|partners|husbands|wifes|flatmates|roommates|housemates)\\b`, { needsContext: true }),
  rule("plan", "assertive", `(?:left|leaving|written down|wrote down|writing down) ~2 (?:instructions|where (?:all )?the (?:paperwork|papers|accounts|documents|passwords) (?:is|are)|the passwords|my passwords|a list of (?:accounts|passwords))`),
  rule("plan", "assertive", `(?:he|she|they|you) will need (?:it|them|this|that) (?:after|afterwards|when i am gone|once i am gone)`),
  rule("plan", "assertive", `(?:will not|do not|am not going to|will not be needing) need (?:my|the|this|these|any of my) [a-z]+ ~3 (?:this year|anymore|any more|after|where i am going|so i gave|so i have given)`, { negationInside: true }),
  rule("plan", "assertive", `(?:the )?(?:note|notes|letter|letters) (?:is|are) (?:written|done|finished|ready|sealed)|(?:wrote|written|writing) (?:the |my )?(?:letters?|notes?) (?:for|to) (?:mum|mom|dad|my (?:mum|mom|dad|parents|family|kids|best mate|best friend|sister|brother|wife|husband|partner))`),
  rule("plan", "assertive", `(?:thanks|thank you) for everything|(?:scheduled|set up|queued) (?:a |an |the )?(?:email|message|post|text)s? ~6 (?:explains|explaining|goodbye|for after|everything)`),
  // Handing pills or knives to someone to keep is a safety step, not a goodbye.
  rule("plan", "assertive", `(?:gave|given|giving|left|leaving|handed)${NOT_AFTER_ORDINARY_GIVING} (?:my|all my) (?!(?:${MEANS}|${WEAPON}|car keys)\\b) ~3 (?:to (?:my|his|her) [a-z]+|away)${NOT_BEFORE_ORDINARY_GIVING}`),
  rule("plan", "assertive", `(?<!(?:wifi|wi fi|streaming|netflix|router|guest) (?:and (?:streaming|netflix|wifi) )?)(?:passwords|bank (?:stuff|details|cards|accounts)|pin numbers|paperwork) ~6 (?:envelope|for (?:my|his|her) [a-z]+|in the drawer|where they can find)|(?:leave|left|leaving) (?:things|everything) (?:tidy|sorted|in order|clean|neat)`),
  rule("plan", "assertive", `(?:going to|goes to|staying with|moving to|going) (?:my )?(?:sister|brother|mum|mom|dad|nan|friend|neighbour)s? ~3 ${TIME} ~4 (?:does not know why|do not know why|no idea why|not for a bit|for good)|(?:is not|it is not) (?:just )?for a (?:bit|while|few days)`),
  rule("plan", "assertive", `(?:got|have got|i have) everything i need ~2 (?:now|ready|$)`),
  rule("plan", "assertive", `(?:${PLACE}) ~2 (?:${TIME}) ~3 (?:${TIME}|that is it|thats it|$)`),
  rule("plan", "assertive", `(?:crossing|ticking) off (?:the )?days|counting (?:down )?(?:the )?days (?:till|until|to)|(?:transferred|gave|sent|moved|signed over) (?:all |most of )?my (?:savings|money|car|flat|house)|left my (?:wedding ring|ring|keys|phone|wallet|watch) ~4 (?:with a note|and a note|note|for (?:her|him|them))|(?:do not|no need to) bother (?:rescheduling|booking|making|sending) (?:my )?(?:appointment|next session|session|reminder)`, { negationInside: true }),
  rule("plan", "assertive", `(?:booked|booking|got) (?:a|myself a) (?:hotel|room|b and b|cabin|single room) ~4 (?:on my own|alone|by myself|with everything i need)|with everything i need|so (?:that )?i can (?:do it|finally do it|go through with it|be alone to do it)`),
  rule("plan", "assertive", `(?:make|made|making) sure (?:my|the) (?:cat|dog|pets?|kids|children|family|mum|mom|partner|wife|husband) (?:will be|is|are|gets|get|would be) (?:looked after|taken care of|okay|ok|fine|provided for|sorted)`),
  rule("plan", "assertive", `(?:sorted|sorting|sort) (?:out )?everything (?:out )?for (?:the kids|my kids|my family|my wife|my husband|my partner|them|after)|(?:increased|upped|checked|sorted) (?:my )?life insurance|past the exclusion period`),
  rule("plan", "assertive", `(?:said|saying|say|texted|sent|messaged)(?<!(?:${ORDINARY_DEPARTURE})[a-z0-9 ,]{0,60}) (?:my |our )?(?:proper |real |final |last |quiet )?(?:goodbyes?|goodbye)(?! ~14 (?:${ORDINARY_DEPARTURE}))(?! to (?:the|my) (?:old|compulsions?|ocd|habits?|checking|washing)\\b)(?! ~4 (?:at|to|before) (?:the )?(?:airport|station|gate|departures|school gate|leaving do|leaving party)\\b)(?! ~8 (?:see|seeing) (?:you|u|them|everyone) (?:all )?(?:in|next|soon|on|at|tomorrow|later|when|after|again)\\b)(?! ~8 (?:a certain way|the right way|just right|properly|perfectly|correctly|in the right order|(?:two|three|four|five|six|seven|eight|nine|ten|\\d+) times|or (?:she|he|they|something|someone|it|my)))`, {
    // "said goodbye to everyone... see you all after the summer!": the ordinary return, told after a break.
    // A pet put to sleep, told in the sentence before ("Putting the dog to sleep tomorrow. Kids are saying goodbye tonight").
    unlessText: /\b(?:put|putting|puts|having|have) (?:the |our |my |him |her |old )*(?:dog|cat|pet|horse|pony|rabbit|boy|girl)? ?(?:to sleep|down)\b|\b(?:dog|cat|pet|horse|pony) (?:is being|will be|was|is getting|gets) put (?:to sleep|down)\b|\blast (?:trip|visit) to the vet\b/,
    unlessNext: /^(?!.* (?:service|crematorium|funeral|hymns|wake|memorial|other side|heaven|grave)\b)(?: +\S+){0,8} +(?:(?:see|seeing) (?:you|u|them|everyone|ya) (?:all )?(?:in|next|soon|on|at|tomorrow|later|when|after|again)|back (?:on|in|next|after|for))\b/,
  }),
  rule("plan", "assertive", `goodbye (?:everyone|world|all|forever|for good|everybody|cruel world)|(?:this is|consider this|take this as|this will be) (?:my )?(?:goodbye|farewell|last (?:message|entry|post|note|words|thought))(?! ${LAST_FOR_NOW})`),
  // "Bye all" is mostly a sign-off: asked about, where "goodbye everyone" alarms.
  rule("plan", "checkin", `bye (?:everyone|all|everybody)`),
  // What a last message says to those left behind, beside a farewell or other words of leaving.
  rule("plan", "assertive", `(?:please )?do not (?:be sad|cry for me|blame yourselves|blame yourself|miss me)|(?:it is|it was) (?:not|never) (?:your|anyone s|anybody s) fault`, { needsContext: true, negationInside: true }),
  // A farewell that puts the meeting again after death, or never.
  rule("plan", "assertive", `(?:see|talk to|speak to) (?:you|u) (?:all )?never`, { needsContext: true }),
  rule("plan", "assertive", `(?<!(?:flights?|planes?|holiday|surgery|operation|op|procedure|exams?|trip|move|wedding|shift|tour)(?: \\S+){0,8} )(?:see|talk to|speak to|meet) (?:you|u) (?:all )?(?:on the other side|in (?:heaven|the next (?:world|life)|another (?:world|life)|the afterlife)|up there|in the stars)`),
  rule("plan", "assertive", `(?:tested|checked|tried) (?:the|a|my) (?:beam|knot|noose|ligature|hook|banister|loft hatch|rope) ~4 (?:it holds|it will hold|holds my weight|will take my weight|it is strong enough|already)|(?:already|have) tested the (?:beam|knot|noose|ligature|hook)`, { needsContext: true }),
  rule("plan", "assertive", `(?:(?:my |all my )?affairs in order|(?:sorting|sort|sorted) out my affairs)(?! (?:for|before) (?:the |my |our )?(?:tax|taxes|tax return|self assessment|accountant|audit|mortgage|move|house move|new job|baby|wedding|divorce|year end))`),
  rule("plan", "assertive", `(?:${MEANS}|${LIGATURE}) (?:that |which )?i (?:have |had |have been |been )?(?:saved|saving|stockpiled|stockpiling|collected|collecting|hoarded|hoarding|hidden|stashed|put aside|kept|keeping|bought|got)`),
  rule("plan", "assertive", `(?:please )?make sure (?:someone|somebody|you|they|my [a-z]+) (?:looks after|look after|feeds|feed|walks|walk|takes care of|take care of|gets|has)(?! ~4 (?:while|when i am (?:away|on holiday|at)|this weekend|for the weekend)\\b)`, { needsContext: true }),
  rule("plan", "assertive", `(?:things|everything|finances|paperwork) in order|(?:sorted|sorting|tidied|tidying|settled|settling|cleared|clearing|closed|closing|paid off|paying off|cancelled|canceling|cancelling|deleted|deleting|not renewed|did not renew) (?:out )?(?:all )?(?:my|all my|the) (?:affairs|debts|accounts|social media|passwords|subscriptions|bank accounts|belongings|photos|lease|tenancy|appointment|appointments|phone contract|gym)(?: so| before| for when| for after| because|$)`, { needsContext: true }),
  // Pills bought or kept in numbers. Getting one's prescription (not saving it) is the everyday errand.
  rule("plan", "assertive", `(?:bought|buying|buy|got|getting|ordered|ordering|collected|collecting|filled|picked up)(?! (?:a |my |the |our |his |her |their |(?:mums|dads|nans|grans|[a-z]+s) )?(?:new |repeat |monthly |usual |next |weekly )?(?:prescription|script|refill)\\b(?! ~8 (?:worth|early|extra|another|again|two|three|several|from (?:two|different|another))\\b)) ~1 ${PILLS_GATHERED}`),
  rule("plan", "assertive", `(?:saved|saving|stockpiled|stockpiling|stockpile|hoarded|hoarding|hoard|stashed|stashing|kept|keeping|storing|stored|gathered|gathering|squirrelled|squirreled|put aside|putting aside|set aside|lined up) ~1 ${PILLS_GATHERED}`),
  rule("plan", "assertive", `(?:${MEANS_PILLS}) (?:that )?i (?:have|had|ve) (?:been )?(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed|putting aside|put aside|setting aside|set aside|squirrelling away|squirreling away|collecting|collected|keeping back|kept back)`),
  rule("plan", "assertive", `(?:bought|buying|buy|got|ordered|ordering|have|found|sorted|hidden|hid|kept|stashed|moved) ~2 (?:a |the |some |a length of |my )?(?<!(?:tow|towing|skipping|jump|climbing|washing|tug of war) )(?:${LIGATURE}|rope|noose|charcoal|helium|razor blades|blades|${NOT_A_TOOL}gun|shotgun|pistol|bullets)(?! (?:out|away)\\b)(?!(?: \\S+){0,4} (?:harness|harnesses|carabiners?|belay|belaying|climbing|bouldering|abseil[a-z]*|crag|sailing|rigging|camping|tent)\\b)(?! (?:licen[cs]e|certificate|cabinet|safe|for (?:the|my|a|our) (?:new )?(?:garden|camping|climbing|dog|boat|washing|washing line|clothes line|tent|hair|shopping|tyre swing|tire swing|rope swing|swing|tree house|treehouse|hammock|boxing|skipping|allotment|caravan|trailer|horse|kids)|to (?:tie|hang (?:the|a|my) (?:washing|picture|swing|clothes)))\\b)`, { needsContext: true }),
  rule("plan", "assertive", `(?:the |my )?(?:rope|noose|razor blades|blades|charcoal|helium) (?:i )?(?:bought|got|ordered|have bought|have got|hid|have hidden)`),
  rule("plan", "assertive", `(?:${MEANS_PILLS}|${LIGATURE}|${MEANS_OTHER}) (?:are|is) (?:bought|ready|sorted|hidden|saved|counted|here|in my bag|in the drawer|lined up)`),
  rule("plan", "assertive", `(?:i have|i have got|i got|i now have|there are|there is|have|got|it will be) ~1 (?:enough|plenty of|more than enough|a stash of|a stockpile of|a supply of|all the|the|everything i need|everything)(?: of)? ~2 (?:${MEANS}|${LIGATURE})? ~3 (?:now|saved|ready|to do it|for (?:it|when|tonight|tomorrow)|hidden|stashed|in (?:my|a|the) (?:drawer|room|bag|box|wardrobe|closet|car|garage|cupboard|cabinet|medicine cabinet|bathroom)|already|because i have got them|$)`, { needsContext: true }),
  rule("plan", "assertive", `(?:enough|plenty|all i need) ~2 (?:in the|in my) (?:medicine cabinet|cabinet|cupboard|drawer|bathroom|kitchen)`),
  rule("plan", "assertive", `(?:will not|am not going to|not going to|will not ever|will never|probably will not|might not|may not|am not) ~1 (?:be (?:here|around|alive(?! to see (?:the year|[0-9]{4}))|a problem|a burden|in the way|bothering (?:anyone|you|them)|a bother)|see (?:tomorrow|another|christmas|my birthday|the weekend|next)|wake up tomorrow|make it (?:to|through) (?:tomorrow|the (?:night|weekend|week)|christmas|my birthday)|need (?:it|them|the flat|the house|my [a-z]+|the [a-z]+|anything) (?:after|anymore|any more|where i am going|much longer|by then))`, { negationInside: true }),
  rule("plan", "assertive", `(?:will not|do not|am not going to) need (?:to buy )?(?:it|them|this|that|anything|any of (?:it|this|my stuff))(?:$|,| because| after| anymore| any more| where)`, { needsContext: true, negationInside: true }),
  rule("plan", "assertive", `(?:because|since|as) i will not (?:need|be needing) (?:it|them|her|him)`, { negationInside: true }),
  rule("hopelessness", "assertive", `(?:do not|did not|never) have a life worth (?:saving|living|fighting for|keeping)|(?:my )?life (?:is not|is no longer|was never|is hardly) worth (?:saving|fighting for|keeping)|(?:a |the )?(?:favour|favor|gift|kindness|mercy|relief|blessing) (?:to|for) (?:them|everyone|everybody|him|her|my [a-z]+) if i (?:disappeared|was gone|were gone|died|was not here|were not here|left for good|vanished)`),
  // Others spared something by one's absence ("if I wasn't around they wouldn't have to deal with my
  // rituals"): feeling a burden, whatever the burden is called.
  rule("hopelessness", "assertive", `(?:if i (?:was|were|am) (?:not|no longer) (?:around|here|alive|in the picture)|if i (?:was|were) (?:gone|dead|out of the picture)|(?:once|when) i am (?:gone|dead)|without me (?:around|here)) ~3 (?:(?:you|they|everyone|everybody|my [a-z]+|he|she|we|the kids|people) ~1 (?:would not|would no longer|would never|will not|will no longer|would not ever|could finally|would finally|would be able to)|(?:nobody|no one) (?:would|will)(?: ever)?) ~1 (?:have to |need to |ever have to )?(?:deal with|put up with|cope with|worry about|suffer|look after|take care of|clean up after|pay for|live with|see|watch|be free|be happy|move on|relax|rest|sleep)`, { negationInside: true }),
  rule("plan", "assertive", `(?:you|they|everyone|my [a-z]+|he|she|nobody|no one) ~1 (?:will not|will never|would not|wont|will not ever|do not|will no longer) (?:have to|need to|ever have to) ~1 (?:worry about|deal with|put up with|see|look after|take care of|hear from|bother with|cope with|think about) me`, { negationInside: true }),
  rule("plan", "assertive", `by the time (?:you|anyone|someone|somebody|they|my [a-z]+|he|she) (?:read|reads|see|sees|find|finds|get|gets|hear|hears|notice|notices|wake|wakes)|when (?:you|they|someone|anyone|he|she) (?:find|finds) (?:me|this|my body)|(?:where|so) (?:they|he|she|someone|people) (?:will|would|can) find (?:them|it|me|the notes|the letters)`),
  rule("plan", "assertive", `(?:this is|this will be|it is|tonight is|today is) (?:my|the) (?:last|final) (?:entry|post|message|note|day|night|time|thought|log|goodbye|trigger)(?! ${LAST_FOR_NOW})|(?:my|the) (?:last|final) (?:entry|post|message|note|log|goodbye)(?! (?:was|i wrote|before)\\b)(?! ${LAST_FOR_NOW})|(?:these are|this is|wrote|written|writing) (?:my )?(?:last|final) words`),
  rule("plan", "assertive", `(?:soon|tonight|tomorrow|today|after (?:tonight|today|friday)) ~1 (?:it|this|everything|all|all of this|the pain) (?:will|is going to|will finally|is finally going to) (?:all )?be over|(?:it|everything|this) will (?:all )?be over (?:soon|tonight|tomorrow|today|after)|counting down (?:the )?(?:days|hours) (?:until|till|to) ~4 (?:stop|end|gone|over|free|not have to|never have to)`),
  rule("plan", "assertive", `where i am going|(?:going|heading) somewhere (?:they|nobody|no one) (?:will not|can not|would not) find`),
  rule("plan", "assertive", `(?:i am|going|heading|walking|driving|on my way|going to go|i will go|i am going) (?:to |up to |down to |out to )?(?:the |a |that |this )?(?:${PLACE}) ~3 (?:${TIME}|to jump|and jump|to do it|to end it|for the last time|one last time)`),
  rule("plan", "assertive", `(?:been|gone|went|go|going) (?:up )?(?:there|to the (?:${PLACE})|up (?:the|to the) (?:${PLACE})) ~5 (?:to look over|look over|looking over|to look down|looking down|to check|to see how|to see if)`),

  // --- Acts already done or under way ---------------------------------------------------------
  rule("act", "assertive", `(?:took|taken|take|swallowed|swallow|swallowing|downed|necked|ate|eaten|popped|taking|chugged|drank|drunk|have taken|had taken|just took|already took|must have taken|took like) ~1 (?:${QUANTITY}) ~3 (?:${MEANS_PILLS}|${NAMED_MEDICINES})`),
  rule("act", "assertive", `(?:took|taken|swallowed|downed|necked|ate|popped|have taken|had taken|just took|already took|must have taken) ~1 (?:everything|all of it|the lot|the whole lot|whatever) (?:in|from|that was in|i could find in|i had in) (?:the|my|her|his) (?:cabinet|cupboard|drawer|medicine cabinet|bathroom|kitchen|box|bag)`),
  rule("act", "assertive", `(?:(?:i|i have|i just|i already|i think i|i might have|i have just|just) ~1 (?:overdosed|taken an overdose|took an overdose|taken too much|took too much|taken too many|took too many|swallowed too many|swallowed too much|downed too many|had too many (?:pills|tablets)|od)|(?:i am|i have been|i was) overdosing|(?:took|taken|had) an overdose)${NOT_A_TREAT}`),
  rule("act", "assertive", `(?:i|i have|i just|i already|just) ~1 (?:took|taken|swallowed) (?:them|it|the lot)(?:$| all| an hour| a while| ago| earlier| just now| already)`, { needsContext: true }),
  rule("act", "assertive", `(?:just )?wanted (?:to say|to tell (?:you|someone|somebody|anyone)|(?:someone|somebody|you|anyone) to know) ~2 (?:i took|i have taken|i did it|i have done it|that i (?:took|did|have))`),
  rule("act", "checkin", `(?:i )?just wanted (?:someone|somebody|anyone|you) to know$`),
  rule("act", "assertive", `^ (?:on|at|up on|standing on|sitting on|on top of|stood on|sat on) (?:the |a |this |my )?(?:${PLACE}) ~2 (?:right now|now|tonight|again)`),
  rule("act", "assertive", `${SELF_HARM_VERB} (?:myself|my ${BODY}) ~2 (?:again|tonight|today|last night|every night|right now|this morning|yesterday)`),
  rule("act", "assertive", `(?:took|taken|swallowed|downed) the lot|(?:tied|put|wrapped|tightened) (?:something|a belt|a cord|a rope|a scarf|a tie|a cable|the belt|the cord|the rope) (?:round|around) my neck|(?:did|done|have done) something (?:i can not undo|i cannot undo|irreversible|stupid and i feel)`),
  rule("act", "assertive", `(?:punched|hit|smashed|banged|kicked) (?:the|a) (?:wall|window|mirror|door) (?:till|until|so hard) ~2 my (?:hand|knuckles|fist|foot|head)`),
  rule("act", "assertive", `(?:drank|drunk|swallowed|drinking|swallowing|have drunk|just drank|drank some) ~2 (?:bleach|antifreeze|poison|weed killer|rat poison|drain cleaner|cleaning fluid)|(?:drank|drunk|swallowed|have drunk|just drank) (?:a |an )?(?:good |large |big |small )?(?:amount|lot|bit|third|quarter|half|cup|cupful|glass|mouthful|swig|gulp|sip|capful) of (?:the |my |some )?(?:bleach|antifreeze|poison|weed killer|rat poison|drain cleaner|cleaning fluid)|(?:put|poured|mixed|added|stirred) ~1 (?:bleach|antifreeze|poison|weed killer|weedkiller|rat poison|drain cleaner|paraquat|pesticide|slug pellets) (?:in|into) (?:my|a) (?:own )?(?:drink|tea|coffee|food|water|glass|cup|juice|wine|vodka) ~6 (?:drank|drunk|swallowed|ate|downed|finished)|(?:mixed|mixing) (?:the )?bleach (?:with|and) ~14 (?:throat|chest|lungs|breathe|breathing|coughing|cough|dizzy|eyes)|(?:drank|drunk|swallowed|have drunk|just drank|drank some) (?:the |some |a bit of |a cup of |a glass of )?(?:chemical|chemicals|cleaner|liquid|stuff) (?:for|to|from|under|that) ~3 (?:clean|cleaning|toilet|toilets|sink|drain|drains|bathroom|floor|oven|kitchen)`),
  rule("act", "assertive", `(?:i|i have|i had|i just|i have just|i have been|i was|i am|i keep|i kept|i started|i started to|i relapsed and|relapsed and|i ended up|been|started|keep|kept|i went and|i did)(?: just| already| again| really| badly)? ${SELF_HARM_VERB} (?:myself|my ${BODY}|(?:[a-z]+ ){0,2}into my ${BODY})${NOT_ACCIDENT}`),
  rule("act", "assertive", `(?:${SELF_HARM_VERB}) ~1 (?:my ${BODY}) ~3 (?:until|till) ~2 (?:it |they |i )?(?:bled|bleed|bleeds|bleeding|broke|bruised|hurt)`),
  // Self-harm named without an "I", at the start of a sentence or an item of a list, as a log or a list
  // of compulsions names things ("other compulsion: burning myself with a lighter", "compulsions:
  // checking, cutting myself"; not "an image of cutting my wrists") and a diary drops the "I" ("Burned
  // myself with the lighter on my thigh three times today"; not a kitchen accident, "cut myself slightly",
  // "burnt myself with the kettle"), and its euphemisms ("did it again on my thighs", "urge 8, did it,
  // cut 3 times"). A fear, a thought or an accident still frames it.
  rule("act", "assertive", `(?<=^ |, )(?:cutting|burning|scratching|carving|slashing|stabbing|scalding|biting|cut|burned|burnt|scratched|carved|slashed|stabbed|scalded|bit) (?:myself|my ${BODY})${NOT_ACCIDENT}(?! with (?:a|the|my|some) (?:kettle|iron|oven|pan|hob|straighteners|curling iron|tray|hot water|tea|coffee|soup|candle wax|paper)| (?:slightly|a bit|a little|by mistake|making|chopping|peeling|slicing|opening|cooking|baking|ironing|trying|at|in|on|when))|(?:did|done|doing) it (?:again )?(?:on|to) my ${BODY}|did it ,? cut (?:\\d+|once|twice|two|three|four|five|six|a few|several) times`),
  // Not what a barber, a gardener or a budget does ("got my hair cut today", "the hedge cut back again").
  rule("act", "assertive", `(?:self harm|self harming|self harmed|self injury|self injured|self injuring|(?<!(?:hair|fringe|grass|lawn|hedge|hedges|nails|budget|budgets|price|prices|costs|pay|hours|wood|paper|fabric|onions|power|jobs|funding|bangs|beard|toenails|fingernails|tree|trees|she|he|they|her|him|them) )(?:cutting|cut|burning))(?:ed)?(?! (?:them|it|everything|all of it)\\b) ~1 (?:again|last night|today|yesterday|this morning|tonight|this week|earlier|deeper|worse|badly|for the first time in|after (?:months|weeks|years|a year)|every (?:day|night)|more|more and more|all up my)`),
  rule("act", "assertive", `(?:relapsed|relapse|relapsing) ~4 (?:self harm|self harming|cutting|cut|burning|scratching|blade|razor)|(?:self harm|self harming|cutting) (?:relapse|streak)|(?:been|i have been|i am|i keep|started|i started) (?:self harming|cutting myself|cutting again)`),
  rule("act", "assertive", `(?:i am|i was|my|i have been|it is|they are|still) ~2 (?:bleeding|bled|blood) ~4 (?:will not stop|would not stop|can not stop|a lot|through|from my (?:wrists?|arms?|legs?))|(?:cuts?|wounds?) (?:are|is) (?:deep|too deep|bleeding|still bleeding)|(?:cuts?|wounds?|bleeding|blood|bled) ~6 (?:can not|could not) (?:get|make) (?:them|it|the bleeding) (?:to )?stop|(?:fresh|new|deep|bleeding) (?:cuts|cut|wounds|burns) (?:on|across|all over|up) my`),
  rule("act", "assertive", `(?:i am|i have been|am|currently|right now i am|i am now|i am sitting|i am standing|i am stood|i am sat|i am waiting|i am up|i am parked|i have been sitting|i climbed|i have climbed|parked) ~2 (?:on|at|by|near|next to|in front of|up on|on top of|at the top of|over|beside|on the edge of|at the edge of|on the ledge of|on the wrong side of|in|into|up) (?:the |a |this |my )?(?:${PLACE})`),
  rule("act", "assertive", `(?:i am|i have|i am sitting|sitting|i am in|in) ~2 (?:the |my )?(?:car|garage) ~3 (?:engine running|with the engine on|exhaust)|(?:sitting|lying|i am) in the (?:bath|tub) with (?:a|the|my) (?:razor|blade|knife)`),
  rule("act", "assertive", `(?:the water|it) (?:is|looks) (?:so |really )?(?:cold|calm|deep|dark) ~4 (?:i am|below|under me)?|i am in the (?:river|sea|water|canal|lake)`, { needsContext: true }),

  rule("act", "assertive", `(?:took|taken|swallowed|downed|necked|popped|had) (?:them|the lot|the pills|the tablets|it all|all of them|them all|the rest|everything) ~3 (?:ago|already|just now|earlier|after|before|an hour|mins|minutes|hours|last night|tonight|bye|goodbye)`),
  rule("act", "assertive", `(?:already|just|i have|i) (?:took|taken|swallowed|downed|necked) (?:them|the lot|it|the pills|the tablets|all)(?:$| ,| already| now)`, { needsContext: true }),
  rule("act", "assertive", `(?:took|taken|swallowed|downed|necked|popped|took like|have taken) ~2 (?:${NUMBER_MANY}|like ${NUMBER_MANY}) (?:of )?(?:them|these|those|my [a-z]+|her [a-z]+|his [a-z]+)`),
  rule("act", "assertive", `(?:vodka|alcohol|wine|whisky|drink|booze) and (?:the )?(?:${MEANS_PILLS})|(?:${MEANS_PILLS}) (?:with|and) (?:vodka|alcohol|wine|whisky|booze)`),
  // Drink with a heap of pills ("half a bottle of vodka with all of Mum's sleeping tablets"); not one tablet with a glass.
  rule("act", "assertive", `(?:vodka|alcohol|wine|whisky|whiskey|gin|rum|booze|beer|cider|spirits) ~2 (?:with|and|on top of|plus) (?:all|all of|the rest of|a load of|loads of|a handful of|a bunch of|a packet of|a box of|a strip of|the whole|a whole) ~3 (?:${MEANS_PILLS})`),
  rule("act", "assertive", `i (?:have|had|just)? ?(?:cut|burned|burnt|hurt|harmed) (?:again|tonight|today|last night|it|deep|deeper|too deep)?$|(?:did it|done it) again ~4 (?:burned|burnt|cut|bled|arm|wrist|leg|skin)(?! ~4 (?:fringe|hair|bangs|nails|fabric|paper|label|tags?|beard)\\b)`),
  // Self-injury told in a log's few words: a count with no object ("cut 6 times tonight"), "it" done again with a
  // blade ("did it again. w the scissors"), marks made with something, one's own face punched, skin dug into.
  rule("act", "assertive", `(?:cut|burned|burnt|scratched|hit myself|punched myself) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several|so many|loads of) times (?:tonight|today|last night|this morning|this week|already|again)`),
  rule("act", "assertive", `(?:did it|done it|doing it) again ~3 (?:with|w) (?:the|a|my) (?:scissors|blade|blades|razor|razors|lighter|knife|compass|sharpener|pencil sharpener|glass)(?! ~6 (?:fringe|hair|bangs|nails|fabric|paper|label|tags?|beard)\\b)`),
  rule("act", "assertive", `(?<=\\bi (?:do|make|give myself|did|made) (?:the )?)(?:those|these|them|bruises|marks|burns|cuts) (?:myself )?with (?:a|the|my) (?:[a-z]+ )?(?:hammer|handle|belt|ruler|fist|hairbrush|stick|lighter|blade|razor|scissors|knife|pen|compass|iron)`),
  rule("act", "assertive", `(?:punch|punched|punching|hit|hitting|slap|slapped|slapping|bang|banged|banging) my own (?:face|head|legs?|arms?|stomach|chest|thighs?)`, { firstPerson: true }),
  rule("act", "assertive", `(?:hitting|hit|hits|punching|punched|bashing|bashed|banging|banged|beating|beat|whacking|whacked) my (?:own )?(?:thighs?|legs?|arms?|head|stomach|face|chest|hands?|wrists?) with (?:a|the|my) (?:[a-z]+ )?(?:hairbrush|brush|hammer|ruler|belt|stick|shoe|book|bottle|pan|spoon|bat|phone|remote|fist|fists)`),
  rule("act", "assertive", `(?:dug|dig|digging|gouged|gouging|jabbed|jabbing|stabbed|stabbing|carved|carving|scraped|scraping) (?:it |them )?(?:into|in|at) my (?:leg|legs|arm|arms|skin|thigh|thighs|wrist|wrists|hand|hands|stomach|hip|hips) ~4 (?:on purpose|to hurt myself|to punish myself|to feel something)`),
  rule("act", "assertive", `^ (?:on|at|up on|standing on|sitting on|on top of|stood on|sat on|standing at|sitting at|waiting on|waiting at) (?:the |a |this |my )?(?:${PLACE}|platform|top of the multi storey)(?: [a-z]+){0,4} (?:right now|now|waiting|again|tonight|just|wrote|writing|$)`),
  rule("act", "assertive", `(?:walking|wading|going|i am|i have walked|i walked) (?:into|in) (?:the )?(?:river|sea|water|lake|canal|ocean|reservoir) ~2 (?:now|right now|tonight|it is cold|$)`),
  rule("act", "assertive", `(?:car|engine) (?:is |s )?(?:running|on) ~4 (?:windows?|garage|doors?) ~2 (?:shut|closed|up)`),
  rule("act", "assertive", `(?:the )?next train (?:does not|will not|doesnt) stop|(?:i am|im) on the platform ~3 (?:train|waiting|now)`),
  // An interrupted or aborted attempt (the C-SSRS asks about both): "I nearly stepped in front of a bus",
  // "I waited on the platform so I could jump". Not an accident or a recreational jump told as such.
  // Getting off a bus or a train is no leap ("I was about to step off the train when the doors closed").
  rule("act", "assertive", `${NEAR_MISS} ~1 (?!(?:step|stepped|stepping|jump|jumped|jumping) off (?:the |a |my |this )?(?:train|bus|tram|tube|car|van|lorry|truck)\\b)${LEAP} ~2 (?:${PLACE}|platform|platform edge|tracks|${DANGER_IN_MOTION})${NOT_AN_ACCIDENT_AFTER}`),
  rule("act", "assertive", `(?:one |a |my |both )?(?:leg|legs|foot|feet) (?:over|through|past) (?:the |a )?(?:railings?|parapet|ledge|side of the bridge|bridge railings?|balcony railings?)`),
  rule("act", "checkin", `(?:i was|was) (?:just |really )?about to (?:jump|let go|step off|step forward|step out)(?! (?:in|into|on|onto|up|over|for|at|off the (?:diving|high) board|(?:the |a |my |this )?(?:train|bus|tram|tube|car|van|lorry|truck|plane|boat|ferry|kerb|curb|pavement|ladder|stage|scales))\\b)`),
  rule("act", "assertive", `(?:waited|waiting|wait|stood|standing|went|gone|drove|walked|climbed|sat|sitting|was|got) ~6 (?:${PLACE}|platform|station|${DANGER_IN_MOTION}) ~6 (?:so (?:that )?i (?:could|can|would|might)|ready to|in order to|building up the courage to|working up the courage to) ~1 (?:jump|step (?:off|out|in front)|throw myself|let myself fall|fall)${NOT_AN_ACCIDENT_AFTER}`),

  // Not the rest of a box of chocolates or a bottle of wine.
  rule("act", "assertive", `(?:took|taken|swallowed|downed|necked|had) (?:the|a|my|her|his) whole (?:box|boxes|bottle|packet|pack|strip|blister|tub|jar)${NOT_OF_A_MEDICINE}(?! (?:to|into|back|home|with|out|up|down|upstairs|downstairs|round|over|off|apart|in)\\b)`),
  rule("act", "assertive", `(?:took|taken|swallowed|downed|had) ~6 rest of (?:the|my|her|his|mum s|dad s) (?:box|boxes|bottle|bottles|packet|packets|pills|tablets|strip|strips|meds|medication|prescription|co codamol|paracetamol|painkillers|sleeping pills|diazepam|codeine|tramadol)${NOT_OF_A_MEDICINE}`),
  // Self-injury told by what was done rather than named: hitting oneself until it hurts, carving the
  // skin, going without food as a punishment.
  rule("act", "assertive", `(?:hit|hitting|punch|punched|punching|bang|banged|banging|slam|slammed|slamming|smash|smashed|smashing) (?:myself|my head|my fists?|my face) ~4 (?:until|till|so hard|on purpose|deliberately|to punish|as (?:a )?punishment|again and again|over and over|repeatedly)`),
  rule("act", "assertive", `(?:carve|carved|carving|gouge|gouged|gouging|etch|etched|slice|sliced|slicing) ~3 (?:into |in )?(?:my )?(?:wrists?|arms?|forearms?|skin|thighs?|legs?|stomach|hips?|chest)`),
  // An iron, straighteners or a lighter named, then held to the skin as "it" ("with the iron … held it on my forearm").
  rule("act", "assertive", `(?:iron|straighteners|curling iron|lighter|cigarette|hot knife|hob) ~10 (?:held|pressed|put|pushed|kept) it (?:on|against|to|onto) my (?:stomach|arm|arms|forearm|leg|legs|thigh|thighs|skin|wrist|wrists|chest|hand|hands|face|hip|hips)`),
  // Air injected into a vein, an attempt however it is felt ("I feel like I'll die, I've been injecting air with a needle").
  rule("act", "assertive", `(?:inject|injecting|injected|injects) (?:some )?air\\b|air (?:into|in) (?:my |a )?(?:vein|veins|arm|blood)`),
  // A blade pressed or dragged into the body until it bleeds, or as a punishment: never an exposure step, even in a ladder's list.
  rule("act", "assertive", `(?:press|pressed|pressing|push|pushed|pushing|dig|dug|digging|drag|dragged|dragging|run|ran|running|stick|stuck|sticking) (?:the |a |my )?(?:knife|blade|razor|scissors|glass|compass|pin|needle) ~3 (?:into|in|across|along|against) my (?:throat|neck|wrists?|arms?|forearms?|skin|thighs?|legs?|stomach|chest|face|hips?) ~8 (?:until (?:it|they|i) (?:bleeds?|bled|bleeding)|draws? blood|drew blood|because i deserve|to punish myself|as (?:a )?punishment)`),
  rule("act", "assertive", `(?:starve|starving|starved) (?:myself|me)|(?:do not eat|did not eat|stop eating|stopped eating|skip meals|skipping meals|not eating|refuse food|refusing food|burn|burned|burnt|scratch|scratched|pinch|pinched|bite|bit) ~4 (?:to punish myself|as (?:a )?punishment|because i deserve (?:it|to))`),
  // A past attempt named with the noun, and regret at having survived it.
  rule("act", "assertive", `(?:my|another|a|the) (?:(?:first|second|third|fourth|last|latest|failed|previous|recent|botched) )?attempt (?:failed|did not work|was not enough|went wrong|last (?:year|month|week))|(?:second|third|fourth|fifth|another) attempt (?:this|in|since) (?:year|month|week|years?|months?)|(?:survived|after) (?:my|the) (?:first |second |last )?attempt`),
  rule("wish_dead", "assertive", `still (?:here|alive|breathing) ~1 (?:unfortunately|sadly|worse luck|damn it)|(?:unfortunately|sadly) (?:i am )?still (?:here|alive|breathing)|next time i (?:will|am going to) make sure`),
  // Scouting a method: timing a train, trying whether a railing can be climbed.
  rule("plan", "assertive", `(?:which|the|what time the) (?:train|trains|express|lorry|lorries) ~4 (?:does not stop|do not stop|pass|passes|comes through|come through) ~8 (?:timing|timed|stood there|watched|counting|counted|worked out)|(?:checked|tested|tried|looked) ~2 (?:if|whether|how) (?:the )?(?:railing|barrier|fence|balcony|parapet|ledge|window) (?:is|was) (?:easy|possible|high enough|low enough) to (?:climb|get over|jump)`),
  // Self-injury by heat, chemicals, friction or a ligature on a limb, told by what was used on the body.
  rule("act", "assertive", `(?:held|hold|holding|pressed|press|pressing|put|putting) ~2 my (?:hand|hands|arm|arms|fingers|palm|wrist|wrists|skin|leg|legs|thigh) (?:on|against|onto) (?:the |a )?(?:hob|stove|iron|oven door|flame|lighter|radiator|kettle|hot pan|hot plate|grill)(?! ~4 (?:to (?:check|feel|see|make sure)|by accident|accidentally)\\b)|(?:used|put|pressed|held) (?:the |a |my )?(?:iron|lighter|hair straighteners|straighteners|curling iron|hot knife|cigarette|match|lit match) (?:on|against|to) my (?:stomach|arm|arms|leg|legs|thigh|thighs|skin|wrist|wrists|chest|hand|hands|face|hip|hips)`),
  rule("act", "assertive", `(?:been drinking|drank|have drunk|swallowed|been swallowing|ate|been eating) (?:some |a bit of |a little |a capful of |a mouthful of |a cup of |a glass of |bits of |a few |a whole )?(?:of )?(?:the |my )?(?:hand sanitiser|hand sanitizer|bleach|dishwasher tablets?|washing up liquid|detergent|antifreeze|cleaning fluid|disinfectant|laundry pods?|batteries|battery|drain cleaner|white spirit|screen wash)(?! ~4 (?:by accident|accidentally|by mistake)\\b)`),
  rule("act", "assertive", `(?:rubbed|rub|rubbing|scrubbed|scraped|scrape|scraping) my (?:arm|arms|leg|legs|skin|wrist|wrists|thigh|thighs|stomach) with (?:sandpaper|a razor|a blade|a knife|glass|broken glass|a wire brush|steel wool|a compass)`),
  rule("act", "assertive", `(?:tied|tie|tying|wrapped|wrap|wrapping) (?:the |a |my )?(?:phone )?(?:charger|cable|cord|belt|string|hair tie|rubber band|rope|wire|tie|shoelace) (?:round|around) my (?:wrist|wrists|arm|arms|leg|legs|thigh|neck|throat) ~4 (?:til|until|till|so tight|as tight)`),
  rule("act", "assertive", `punish(?:ing)? myself (?:with|by) (?:it|food|hunger|not eating|starving|pain)|run it off (?:until|till|til) i (?:faint|pass out|collapse)`),
  rule("hopelessness", "checkin", `i (?:feel like i |know i |think i )?deserve to (?:hurt|suffer|be hurt|feel pain|be punished|be in pain)`),
  // Rehearsing or researching a method.
  rule("plan", "assertive", `(?:tested|testing|checked|practised|practiced|practising|practicing) (?:the|a|my) (?:knot|noose)|(?:the|my) (?:knot|noose) (?:holds|will hold|held)|(?:practising|practicing|practised|practiced|rehearsing|rehearsed) ~3 (?:holding my (?:head|breath) under|under the water|tying|jumping|stepping off|the drop)`),
  rule("intent", "assertive", `(?:stop|not|never) (?:coming|come) (?:back )?up`, { needsContext: true, negationInside: true }),
  rule("method", "assertive", `(?:asked|googled|researched|looked up|searched|searching|researching|asking) ~8 (?:overdose|lethal|fatal|deadly) (?:amounts?|doses?|levels?|quantities)`),
  // Taking a child or partner into death too.
  rule("harm_others", "assertive", `(?:we are|were|we will|we are going to) both (?:going in|go in|be gone|die|going to die|going under)`),
  // Cutting or burning told by where on the body, as a plan instead of a compulsion, or hidden from others.
  rule("act", "assertive", `(?:cut|cutting|burned|burnt|burning|sliced) ~3 (?:on|into|across|along) (?:my )?(?:thighs?|arms?|forearms?|wrists?|legs?|stomach|hips?|chest|skin)`),
  rule("plan", "assertive", `(?:i will|i am going to|going to|gonna|i can) ~1 (?:(?:cut|burn|hurt|harm|scratch) myself ~5 instead|(?:cut|burn) instead)`),
  rule("act", "assertive", `so (?:that )?(?:nobody|no one|they|she|he|people|my [a-z]+|mum|dad) (?:sees?|can see|notices?|finds? out about|knows? about|will see) (?:the|my) (?:cuts|burns|scars|marks|bruises|bandages)|(?:do not|not|never|will not) tell ~3 about (?:the|my) (?:cutting|cuts|burns|burning|self harm|overdose|scars)|(?:the|my) (?:cuts|burns) (?:get|getting|got|might get|will get|are getting) (?:infected|worse|deeper)|(?:someone|somebody|people|they|he|she|my [a-z]+|mum|mom|dad|the [a-z]+) ~2 (?:will |might |would |could )?(?:see|sees|seeing|notice|notices|noticing|find|finds|finding) (?:the|my) (?:fresh |new )?(?:cuts|burns)`, { negationInside: true, fearReveals: true }),
  // Telling helpers one is fine so as to be left alone with it.
  rule("intent", "assertive", `(?:tell|telling|convince|convincing|persuade|lie to|lying to) ~2 (?:the )?(?:crisis team|therapist|doctor|nurses?|psychiatrist|gp|staff|ward|everyone|them|my [a-z]+) ~2 (?:i am|that i am) (?:fine|ok|okay|better|safe|not suicidal) so (?:that )?(?:they|she|he|everyone) ~4 (?:stop|leave me|let me|do not|will not|back off|go home)`, { negationInside: true }),
  // Wanting to be killed by someone or something else.
  rule("wish_dead", "assertive", `(?:want|wish|hope|hoping|pray|praying) (?:for )?(?:someone|somebody|a burglar|a stranger|they|he|she|a car|a bus|a lorry|a truck|the train)(?: would| to| will| could)? ~3 (?:finish me off|kill me|end me|end it for me|put me out of my misery|take me out|hit me and)`),
  // A method scouted under the name of checking.
  rule("plan", "assertive", `(?:checked|check|checking|looked up|look up|found|worked out) ~3 (?:timetables?|times) (?:for|of) (?:the )?(?:fast |express |non stop )?(?:trains?) (?:that|which) (?:do not|does not) stop|(?:made sure|checked|tested|checking) ~2 (?:the )?window ~4 (?:[0-9]+(?:st|nd|rd|th)|top|tenth|ninth|eighth|seventh|sixth|fifth|high) (?:floor|storey) (?:opens|can open|will open|goes) (?:all the way|fully|wide)`),
  // The end failing or losing one's nerve: feared, and owned.
  rule("plan", "assertive", `(?:chicken out|chickened out|lose my nerve|lost my nerve|bottle it|bottled it|back out|backed out) ~3 (?:on|at|before i (?:reach|get to)|when i (?:reach|get to)|again on) (?:the |a )?(?:${PLACE}|ledge|edge|tracks|roof|platform)(?! (?:exposure|step|task|challenge|practice|session|homework|rung)\\b)`, { doubtInside: true, fearReveals: true }),
  rule("act", "assertive", `(?:fail|failed|mess it up|messed it up|botch it|botched it) again ~6 (?:a and e|a e|hospital|icu|intensive care|resus|stomach pumped|sectioned|psych ward|wheelchair|brain damage|brain damaged)`, { fearReveals: true }),
  rule("method", "assertive", `(?:the )?(?:rope|noose|belt|cord|ligature|beam|hook) (?:will not|would not|might not|may not|did not|does not) (?:hold|take my weight|work)`, { negationInside: true }),
  rule("act", "assertive", `(?:did not|do not think i|might not have) (?:take|taken|took) enough$`, { negationInside: true, fearReveals: true }),
  // Bleeding wrists say what was done without saying it; washing and skin conditions make hands and
  // wrists bleed too, so it asks.
  rule("act", "checkin", `my (?:wrist|wrists|left wrist|right wrist) (?:are|is|keep|will not stop|would not stop|have been|has been|started) ~1 bleeding(?! ~3 (?:from|because of|after|with) ~1 (?:washing|scrubbing|eczema|dermatitis|soap|bleach|sanitiser|sanitizer|gel|scratching|picking|the cold|dry skin))`),
  // On the sill of a high window: the height says what "sitting on the windowsill" cannot.
  rule("act", "assertive", `(?:sitting|sat|standing|stood|perched|climbed|leaning|hanging) ~2 (?:on|in|out of|onto|over) (?:the|my|a|this) (?:windowsill|window sill|window ledge|open window|window frame) ~4 (?:[0-9]+(?:st|nd|rd|th)|top|tenth|ninth|eighth|seventh|sixth|fifth|fourth|third|upper|high) (?:floor|storey|story)`),
  // --- Means gathered, hidden or asked about in other words ---------------------------------------
  // Buying round the limits on painkillers, where nobody asks.
  rule("plan", "assertive", `(?:${MEANS_PILLS}|packs|packets|boxes) ~8 (?:from|at|to|round|around) (?:[0-9]+|two|three|four|five|six|several|different|multiple|lots of) (?:different )?(?:shops|pharmacies|chemists|places|supermarkets|stores)|(?:chemist|pharmacy|pharmacist|shop|supermarket) ~5 (?:does not|do not|will not|would not|never) asks? (?:any )?questions|(?:from|at) (?:two|three|four|several|different) (?:different )?(?:shops|pharmacies|chemists|places) ~3 so (?:nobody|no one|they) (?:would|will|can|could) ~1 (?:ask|notice|suspect)`),
  rule("plan", "assertive", `(?:${MEANS_PILLS}) ~8 (?:waiting for|ready for|saved for|put by for|kept for) (?:${TIME}|the day|the right (?:day|time|moment))|(?:emptied|tipped|poured|counted) ~2 (?:the )?(?:medicine cabinet|${MEANS_PILLS}|box|boxes|packets) ~3 (?:into|onto|out on) (?:a|the|my) (?:bowl|hand|pile|cup|glass|bed|table)`),
  // Car exhaust and gas told by what they need.
  rule("plan", "assertive", `(?:hose|hosepipe|hose pipe|tubing) (?:and|,) ~2 (?:gaffer|duct|parcel|packing) tape|(?:gaffer|duct) tape (?:and|,) ~2 (?:hose|hosepipe|hose pipe|tubing)|(?:hose|hosepipe|hose pipe|tube|tubing) ~4 (?:exhaust|car window)|(?:driven|drove|gone|went|left|taken) (?:off |away )?(?:in the car )?with (?:the |a )?(?:hose|hosepipe|hose pipe)|(?:hose|hosepipe|hose pipe) and (?:the )?car keys|(?:windows?|doors?|vents?|gaps?) ~2 (?:taped|sealed) ~5 gas|gas (?:is on|on|running|turned on) ~5 (?:windows?|doors?|vents?|gaps?) ~2 (?:taped|sealed)`),
  // Lethality asked as a question of height, depth, the artery or the surest way.
  rule("method", "assertive", `(?:what(?! if)|which|how (?:high|far|many|much|deep|long|tall)) ~16 (?:not be survivable|unsurvivable|not survivable|be fatal|be lethal|not wake up|reach the artery|hit the artery|bleed out|feet (?:not )?(?:to )?touch(?:ing)? the (?:ground|floor))|(?:which|what) ~3 (?:${MEANS_PILLS}|painkillers?) ~4 (?:the most damage|most lethal|most dangerous) ~2 (?:in one go|at once|$)|(?:high|strong|low) enough ~4 (?:with|for|to hold|to take) (?:a|the) (?:ligature|noose|rope|belt)|(?:least painful|most painless|painless|quickest|easiest|most reliable|surest) (?:way|method|ways) (?:to|of) (?:die|dying|stop breathing|not wake up|go|end it|do it|kill myself|be gone)`),
  rule("plan", "assertive", `(?:look|seem|appear) (?:like )?(?:an? )?(?:accident|accidental|natural causes) ~6 (?:family|kids|mum|mom|dad|wife|husband|partner|insurance|nobody|no one|they)|(?:overdose|od|death|it|fall|crash) ~3 (?:look|seem) (?:like )?(?:an? )?(?:accident|accidental)`),
  // Told lightly, as if in passing: the act is what counts ("burned myself with the straighteners on
  // purpose again lol", "took like 30 of something idk").
  rule("act", "assertive", `(?<!(?:will|ill|might|could|would|may|to) )(?:burned|burnt|cut|scalded|scratched|bruised|hurt|starved) myself (?:with (?:the |a |my |some )?(?:[a-z]+ ){0,2})?(?:on purpose|deliberately)(?! (?:without|even though|by accident))`),
  rule("intent", "assertive", `i (?:will not|wont|will no longer|am not going to) (?:exist|be alive) (?:by then|anymore|for (?:long|much longer)|much longer)`),
  rule("method", "assertive", `(?:painless|quickest|easiest|quietest|least painful) (?:way|method) for (?:a person|someone|somebody|a human|people|me) to (?:go|die|end it)\\b`),
  // Self-injury told by its marks, its depth, or as done on purpose.
  rule("act", "assertive", `(?:cut|cuts|cutting|burn|burns|burned|burnt|lines) ~6 deeper than (?:usual|before|last time|ever|normal)|(?:[0-9]+|two|three|four|five|six|seven|eight|nine|ten) (?:lines|cuts|slashes) ~2 (?:on )?(?:my )?(?:left |right )?(?:forearm|arm|wrist|thigh|leg|stomach|hip)|(?:burned|burnt|cut|scalded|scratched) (?:my )?(?:palm|hand|hands|arm|arms|wrist|wrists|leg|legs|thigh|thighs|stomach|skin|fingers?) ~4 on purpose`),
  // Self-injury that goes on, told by where it would stop.
  rule("act", "assertive", `(?:keep|kept|keeps|keeping) (?:cutting|burning|hitting myself) (?:until|till|til)|(?:cut|cutting|cuts) ~4 (?:until|till|til) ~3 (?:can not stop|will not stop|does not stop|would not stop) (?:the )?bleeding`, { fearReveals: true }),
  // Self-harm told in its community's words: depth ("past styro", "into beans"), cuts moved out of sight, old ones reopened.
  rule("act", "assertive", `(?:past|into|to|through) (?:the )?(?:styro|styrofoam|beans|fat layer)|(?:styro|beans) (?:cuts?|deep|tonight|again)|(?:cut|went|gone|sliced) too deep|(?:moving|moved|switch|switched|going|went) to (?:my )?(?:thighs|legs|stomach|hips|upper arms) so (?:nobody|no one|mum|mom|dad|they|people|my [a-z]+) (?:will not|does not|can not|would not|do not) see|(?:opened|reopened|re opened) (?:up )?(?:the|my) old (?:ones|cuts|wounds)|fresh (?:ones|cuts) (?:under|on) my (?:sleeves?|arms?|thighs?|legs?)`, { fearReveals: true }),
  // Taken by God at a time one has seen to.
  rule("intent", "assertive", `(?:god|jesus|the lord|allah) (?:will|is going to|is gonna|can) (?:take|call) me (?:home )?(?:${TIME}) ~2 (?:i have made sure|i made sure|i have seen to it)`),
  // Drinking towards an end.
  rule("intent", "assertive", `(?:drinking|drink|drank) (?:until|till|til) (?:it stops|i stop breathing|i do not wake up|my heart|i am gone|it is over|it all stops)|me or the bottle`),
  rule("plan", "assertive", `(?:rope|ropes|noose|nooses) (?:is |s )?(?:up|ready|tied|set up)(?: ,| \\.|$)`),
  rule("harm_others", "assertive", `(?:going to|gonna|will|am going to) (?:run|mow) (?:down|over) (?:the next|a|some|that|whoever|anyone)`, { firstPerson: true }),
  rule("plan", "checkin", `if (?:you are|anyone is|someone is) reading this|(?:dies|died|is dead) and (?:nobody|no one) (?:finds|would find|notices|would notice)`),
  // Going back to the edge, not only to stand there.
  rule("intent", "assertive", `(?:will not|am not going to|not going to) (?:just )?(?:stand|sit|look|stare) (?:there|at (?:it|the edge|the drop|the water)|on the edge)(?: this time| again)?`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:sharpen|sharpening|sharpened) ~3 (?:${WEAPON}) ~4 (?:for (?:when )?(?:he|she|they|him|her|them|my ex)|to take (?:to|with)|i am (?:taking|bringing))|(?:${WEAPON}) i am (?:taking|bringing) (?:to|with)`),
  // --- An ending feared to fail -----------------------------------------------------------------
  // Someone who means to die fears the opposite of an OCD fear: waking up, surviving, the method
  // failing, being found in time. The fear word is part of what these rules read.
  rule("wish_dead", "assertive", `${FEARED} ~2 (?:i (?:will |would |might |may |could |am going to |am gonna )?)?(?:still )?(?:(?:wake up|waking up)(?: (?:tomorrow|again|in the morning|every morning|another day|one more day|and (?:still|it is|nothing|be|have to))|$)|(?:survive|surviving)(?: (?:it|this|again|the (?:fall|jump|night|overdose|attempt|pills))|$| ,| and)|(?:be|being) (?:alive|breathing)|(?:be|being) (?:here|around) (?:next (?:year|month|week|christmas|birthday)|at christmas|this time next|in (?:a|ten|five|twenty|another|\\d+) (?:years?|months?)|for (?:years|decades|another)|tomorrow|$)|(?:live|living) (?:to (?:be|see)|another|for (?:another|years|decades)|until|till|forever))`, { fearReveals: true, doubtInside: true }),
  rule("intent", "assertive", `${FEARED} ~3 (?:it|they|the [a-z]+|i) ~1 (?:will not|would not|might not|may not|is not going to|are not going to|did not|do not|was not|were not|is not|are not) ~1 (?:kill me|finish me(?! off (?:on time|in time))|be (?:fatal|lethal|deep enough|high enough|tall enough)|(?:high|deep|tall|lethal|fatal) enough|(?:take|taken|cut) (?:enough|deep enough))|${FEARED} ~3 (?:it|they|the (?:pills|tablets|overdose|dose|cut|cuts|fumes|gas|rope|noose|knot|ligature|belt|cord)|i) ~1 (?:will not|would not|might not|may not|is not going to|are not going to|did not|do not|was not|were not|is not|are not) ~1 (?:be enough(?! to (?!(?:kill|die|end|finish|do it|stop my heart)\\b))|do the job|hold(?: me| my weight)?$|take my weight|work this time$)`, { fearReveals: true, doubtInside: true }),
  rule("plan", "assertive", `${FEARED} ~3 (?:someone|somebody|they|he|she|my [a-z]+|the [a-z]+|people|paramedics|mum|mom|dad) (?:will |might |would |could |is going to |are going to |is gonna |are gonna )?(?:find|finds|found|stop|stops|save|saves|rescue|rescues|come|comes|get|gets|walk|walks|notice|notices|call|calls|check|checks|turn|turns)(?: me| in| home| back| in on me| up| on me)? ~2 (?:before (?:it (?:works|is done|is over|kicks in|takes effect|is finished|happens)|i (?:die|am dead|am gone|go through with it|can (?:finish|do it|go through))|the (?:pills|tablets|overdose) (?:work|kick in|take effect))|in time(?! for)|and (?:save|stop|call an ambulance|resuscitate|revive|bring me back))|${FEARED} ~5 (?:revive|resuscitate|bring me back|pump my stomach|save my life)`, { fearReveals: true, doubtInside: true }),
  rule("wish_dead", "assertive", `(?:the )?only (?:way out|escape|way to (?:escape|get out|be free|stop (?:it|this|the pain))|option left|answer|solution|exit|way this ends) (?:left |i (?:can )?see |i have )?(?:is|would be|will be|was) ~1 (?:dying|death|to die|suicide|ending it|to end it|ending my life|killing myself|to kill myself|being dead|not being here|not existing)`, { fearReveals: true }),
  // Interrupted before the end: "before it's over", "before I've finished", "before the tablets work".
  rule("plan", "assertive", `${FEARED} ~8 before (?:it is|it has|i have|i am|i can|i could|everything is|the (?:pills|tablets|overdose|meds|gas|fumes|drink) (?:work|kick in|take effect|have worked)) ~1 (?:over|done|finished|finish|worked|gone|dead|kicked in|taken effect|finished it)|${FEARED} ~6 (?:stop|stops|stopping) me (?:again|in time|$)|${FEARED} ~2 (?:being|getting) (?:stopped|saved|rescued|resuscitated|revived|interrupted|talked out of it)(?: again| in time)?$|${FEARED} ~2 (?:being|getting) (?:found|caught) (?:before|in time)|${FEARED} ~5 (?:find|finds|finding|found|take|takes|taking|took) ~1 (?:my|the) (?:stash|rope|noose|blades|razor blades|letters|suicide note|stockpile)(?! (?:for|of) (?:the|my) (?:garden|camping|washing|boat|craft|art)\\b)`, { fearReveals: true, doubtInside: true }),
  // Surviving it told by where it ends: in hospital, on a ward, disabled instead of dead.
  rule("wish_dead", "assertive", `${FEARED} ~4 (?:wake up|end up|wind up|come round|come to) (?:in|on) (?:hospital|a and e|a e|icu|intensive care|a ward|the ward|the psych ward|a psych ward|a wheelchair|a ventilator|resus) ~2 (?:again|instead|like last time)|${FEARED} ~3 (?:live|lived|living|get) through it|instead of (?:dead|dying|being dead)|${FEARED} ~2 (?:not dying|not being dead|still being alive)|${FEARED} ~2 (?:i am|i will be) still (?:here|alive|breathing) (?:at|by|next|in|this time|tomorrow|after)|${FEARED} ~2 (?:tomorrow|the morning|another day) (?:comes|will come|coming)$`, { fearReveals: true, doubtInside: true }),
  // Losing one's nerve where or when it was to happen.
  rule("plan", "assertive", `(?:lose my nerve|lose my bottle|chicken out|bottle it|back out|not have the (?:guts|nerve|courage|balls)|too (?:scared|afraid|much of a coward|cowardly|weak|drunk) to (?:jump|do it|finish it|go through with it|pull the trigger|step off|let go)|not (?:be able to )?go through with it) ~3 (?:when (?:the|i) (?:train|bus|lorry|tide|get to the top|get up there|am up there|reach the)|before the (?:train|tide)|at the (?:top|edge)|on the (?:${PLACE}|edge|platform))`, { fearReveals: true, doubtInside: true }),
  rule("intent", "assertive", `(?:too much of a coward|too cowardly|not brave enough|too weak) to (?:finish it|finish the job|go through with it|end it|do it properly|kill myself)`, { fearReveals: true }),
  rule("intent", "assertive", `${FEARED} ~8 (?:will not|would not|might not|is not going to|are not going to) (?:be enough to (?:kill me|do it|end it|finish me)|kill me|work fast enough)`, { fearReveals: true, doubtInside: true }),
  // A voice heard as right, that one should die or go.
  rule("active_thoughts", "assertive", `(?:voice|voices) (?:is|are|was|were) right ~4 (?:should|must|have to|deserve to|need to) (?:just )?(?:die|go|do it|end it|jump|kill myself|not be here|disappear)`, { fearReveals: true }),
  // Losing one's nerve when a time is set: it may be an exposure, so asked about.
  rule("plan", "checkin", `(?:lose my nerve|lose my bottle|chicken out|bottle it|back out|not have the (?:guts|nerve|courage|balls)|not gonna have the (?:guts|nerve|courage|balls)|too (?:scared|afraid|drunk|weak) to go through with it|not (?:be able to )?go through with it) ~2 (?:${TIME}|tmrw|tmr)`, { fearReveals: true, doubtInside: true }),
  rule("plan", "assertive", `(?:gets?|get|comes?|come) (?:home|back|in) (?:early|too early|too soon|before) ~3 (?:and )?(?:finds?|stops?|sees?|walks in on) me`, { fearReveals: true }),
  // Being found out before the day, and so stopped ("that my therapist figures it out before Friday and ruins it").
  rule("plan", "assertive", `(?:figures? it out|finds? out|works? it out|catches on|notices|guesses) before ~3 and (?:ruins? it|stops? (?:me|it)|spoils? it|gets? in the way)`, { fearReveals: true }),
  rule("intent", "assertive", `(?:do not|never) want (?:to be (?:stopped|saved|found|rescued)|(?:anyone|anybody|them|you|him|her|people) to (?:stop|save|find|rescue) me)$`, { negationInside: true, fearReveals: true }),
  rule("plan", "assertive", `(?:pretend|pretending|act|acting|say|saying) (?:that )?(?:i am|to be|i am doing) (?:fine|ok|okay|better|alright) (?:until|till) (?:i|it|the)|(?:keeping quiet|keep quiet|say nothing|saying nothing|not telling (?:anyone|anybody|her|him|them)|keep it (?:to myself|secret|quiet)|act normal|acting normal) (?:until|till) (?:it is|it has been|i have) (?:done|over|finished|gone)`),
  rule("plan", "assertive", `(?:stopped|not|skipping|skipped|stopped taking|not taking|pretending to take) ~4 (?:meds|medication|pills|tablets|antidepressants) so (?:that )?i can (?:save|stockpile|store|hoard|keep|collect) (?:them|it)`, { fearReveals: true }),
  rule("intent", "checkin", `(?:the )?only (?:thing|one thing|reason) (?:stopping|holding) me (?:back )?(?:now|$)`),
  rule("hopelessness", "assertive", `running out of (?:reasons|reasons to (?:live|stay|keep going|be here|carry on|stay alive))(?: now)?$`, { fearReveals: true }),
  rule("hopelessness", "checkin", `${FEARED} ~3 (?:have to|will have to|must) (?:keep|go on|carry on) ~1 (?:living|being alive|existing|being here)`, { fearReveals: true, doubtInside: true }),
  // --- Hopelessness, entrapment, being a burden ------------------------------------------------
  rule("hopelessness", "assertive", `(?<!(?:not|never|less|no longer|was|used to be|not feeling|not feel) )(?:hopeless|hopelessness|no hope|lost (?:all )?hope|given up (?:all )?hope|gave up (?:all )?hope|give up hope|giving up hope|given up hoping|gave up hoping|without (?:any )?hope|beyond hope|out of hope|run out of hope|ran out of hope)(?! (?:at|with|in) (?:maths|math|cooking|sports?|football|directions|spelling|remembering|drawing|singing|names|this game|tech|computers|dancing)\\b)`),
  rule("hopelessness", "assertive", `(?:no|any|not any|not a|no real|zero|not one) (?:point|reason|purpose|sense|meaning|use|value) (?:at all )?(?:in |to |of |for )?(?:living|life|going on|carrying on|trying|anything|being alive|being here|existing|continuing|waking up|keeping going|it all|any of (?:this|it)|me being here|staying alive|fighting|getting up|live|go on|carry on|try|be alive|be here|exist|keep going|keep trying|stay|my life|this life|my existence|me existing|me living|me being alive|tomorrow|anymore|any more|any longer|me getting better)`),
  rule("hopelessness", "assertive", `what is (?:even )?the (?:point|use) (?:of |in )?(?:anything|living|life|going on|trying|it all|any of (?:this|it)|me|being alive|existing|even trying|waking up|getting up|carrying on|keeping going|continuing|staying|being here|my life|this life|anymore|any more|me being here|fighting|it anymore)(?! if ${EVERYONE_ENDS})`),
  // The question asked of everyone's life, not one's own ("what's the point of anything if the universe
  // ends?"): existential OCD's rumination as often as despair, so asked about, not alarmed.
  rule("hopelessness", "checkin", `what is (?:even )?the (?:point|use) (?:of |in )?(?:anything|living|life|it all|any of (?:this|it)|being alive|existing|trying) if ${EVERYONE_ENDS}`, { askedAsQuestion: true }),
  rule("hopelessness", "assertive", `there is no point ~3 (?:nothing|never|anymore|any more|at all)|no point anymore`),
  rule("hopelessness", "checkin", `what is (?:even )?the point$|there is no point$`),
  rule("hopelessness", "checkin", `(?:do not|can not|no longer|can no longer) (?:really )?see (?:the|any) point (?:of|in) (?:anything|everything|it all|any of it|going on|trying|carrying on)`, { negationInside: true }),
  rule("hopelessness", "checkin", `(?:do not know|not sure|no idea) how (?:much more|much longer|long)(?: of this| of it)? i can (?:take|do this|cope|handle|go on|keep going)(?: like this)?$`, { negationInside: true }),
  rule("hopelessness", "assertive", `no way out|(?:there is|i have|i see|i can see) no (?:escape|exit|way forward|light at the end|end to (?:this|it)|way through|way to escape|future|tomorrow)|trapped (?:in (?:my|this|a) (?:life|head|body|mind|situation|hell|nightmare|existence|darkness|pit|hole))|stuck (?:in (?:my|this|a) (?:life|body|situation|hell|nightmare|existence|darkness|pit|hole))|(?:trapped|stuck) (?:forever|for good|with no way out|and (?:can not|there is no way to) (?:get out|escape))|(?:can not|could not|there is no way to) escape (?:this|it|my (?:life|mind|head|thoughts|pain|situation)|the pain|life|from (?:this|it|my))`),
  rule("hopelessness", "assertive", `(?:nothing|things|it|life|i|my life|this) (?:will|is going to|are going to|am going to|is ever going to|are ever going to|will ever|can ever) (?:ever )?(?:get better|feel better|be better|change|improve|be okay|be ok|be normal|be happy|be different|help|get any better)(?<=nothing [a-z ]+)|(?:not|never) (?:going to|gonna) (?:get|feel|be) ~1 (?:better|well|normal|happy|okay|ok|any better|any different)|i am not getting better ~3 (?:never|ever)|(?:will|am going to|i am) (?:always|forever|permanently) (?:be|feel|stay) (?:like this|this way|broken|miserable|alone|a mess|empty|worthless|damaged|sad|depressed)|will never (?:get better|feel better|be happy|be okay|be normal|be free|be loved|recover|be well)|(?:no|any) future (?:for me|left|to look forward to|worth having)|(?:do not|can not|could not|no longer) (?:see|have|imagine|picture|envision) (?:a|any|my|myself in the|myself having a) future|(?:my|the) future (?:is|looks|feels) (?:black|empty|dark|hopeless|pointless|bleak|nothing|non existent)|(?:can not|could not|do not|no longer) (?:see|find|imagine) (?:a|any) (?:way|reason|point) (?:out|forward|through|to (?:go on|keep going|carry on|continue|live|stay)|in (?:going on|living|trying))|(?:can not|do not|could not) see (?:any|a|the) (?:light|end|reason|point|way)(?: (?:anymore|any more|at the end|out|to keep going|to go on))?`, { negationInside: true }),
  rule("hopelessness", "assertive", `(?:no|not a|not one|not any) (?:version|future|part|world) (?:of (?:me|my life) )?(?:that|where|in which) (?:has|i have|i am|gets|i get|is) ~2 (?:a life|happy|better|okay|ok|worth|a future|well)|(?:can not|could not) see any version of`, { negationInside: true }),
  rule("hopelessness", "assertive", `i am (?:so |completely |totally |just )?trapped$|(?:can not|could not) (?:stay|go on|live|carry on|keep going|keep living) like this`),
  rule("hopelessness", "checkin", `(?:will|are going to|is going to) never (?:end|stop|go away|leave me)`),
  rule("hopelessness", "assertive", `(?:give|giving|gave|given|want to give|going to give) up (?:on )?(?:life|living|everything|myself|hope|hoping|on me|it all|the fight|fighting|on trying|on living|on the world|on getting better|completely)|(?:i have|i am) given up(?: on (?:everything|life|myself|trying))?$`),
  rule("hopelessness", "checkin", `(?:i )?(?:want to|going to|just want to|am ready to) give up$|i give up$|i am giving up$`),
  rule("hopelessness", "assertive", `i am (?:so |just |really |completely |totally |honestly |literally )?(?:done|finished|through) (?:with (?:life|living|everything|it all|all of (?:this|it)|this life|this world|existing|being alive|trying|fighting|myself|everyone)|for good|forever)`),
  // Done, said alone, unless the next words say with what ("im done - finally handed in the thesis").
  rule("hopelessness", "assertive", `i am (?:so |just |really |completely |totally )?(?:done|finished)(?: now| anymore)?$`, {
    unlessNext: /^(?: +\S+){0,2} +(?:handed (?:in|it in)|submitted|sent (?:it )?off|passed|graduated|finished (?:my|the|work|uni|school|exams?)|with (?:work|uni|school|exams?|(?:my|the) (?:exams?|shift|essay|thesis|dissertation|coursework|homework|project|assignment))|for (?:today|the day|the week|tonight))\b/,
  }),
  rule("hopelessness", "assertive", `(?:can not|could not|can no longer|am unable to|unable to) (?:do|take|handle|cope with|bear|stand|keep doing|live with|deal with|face|manage|cope|function|fight|carry|endure|survive|keep up with|hold on|hold it together)(?: (?:this|it|any of this|life|living|everything|the pain|another day|myself|the way i feel|like this|on|it all|this shit|this pain|this life|much more|any more of this|feeling like this|being me|the thoughts))? (?:anymore|any more|any longer|much longer|for much longer|another day)`),
  // A task given up is no life given up ("told my sister I can't babysit anymore").
  rule("hopelessness", "assertive", `(?:can not|could not|can no longer|do not know how to|do not think i can|not sure i can|do not have the strength to|have no strength to)(?! (?:babysit|drive|cook|afford|play|attend|wear|visit|host|lend|coach|teach|volunteer|commute|walk the dog|make it on|make it to)\\b) ~1 (?:(?:live like this|keep this up|do this anymore|do this any more|do life|live this way|live with this|anymore|any more)${LIFE_END}|(?:go on|keep going|carry on|continue|keep living|survive|hold on|keep fighting|be here|stay|exist|keep on living|last much longer)${LIFE_GOES_ON})`),
  rule("hopelessness", "assertive", `(?:i am|i feel|i feel like i am|i feel like|being|i have become|i am just|i am only|i am such|i am nothing but|i am basically|i am always|i am constantly|i will always be|i have always been|i am a|feel like a|i am the|feeling like a) ~2 (?:burden|waste of space|waste of oxygen|waste of air|waste of life|drain on|problem (?:everyone|they|people) (?:has|have) to (?:manage|deal with|handle)|weight (?:on|around) (?:everyone|them|my [a-z]+))`),
  rule("hopelessness", "assertive", `i am (?:just |only |such )?a (?:drain|waste of (?:everyone s|everyones|everybodys|your|their|my family s|space) time|waste of space)|(?:everyone|everybody|they|people) (?:is|are|s) (?:so )?(?:sick|tired) of me`),
  rule("hopelessness", "assertive", `why (?:am i|am i even|the hell am i|tf am i) still (?:here|alive|around|breathing)|why (?:am i|am i even|the hell am i|tf am i) (?:alive|breathing)|why do i even (?:exist|bother living)|what (?:exactly )?am i (?:meant|supposed) to (?:hope for|live for|keep going for|look forward to)|(?:my |the )?future (?:is|s|looks) (?:a )?(?:blank wall|blank|dead end|void|black hole|nothing|empty)`),
  rule("hopelessness", "assertive", `burden (?:to|on|for) (?:everyone|everybody|my [a-z]+|them|people|the world|others|the people|anyone|society|my family|those)|a burden(?: fr| honestly| tbh)?$|being a (?:drain|burden)`),
  rule("hopelessness", "assertive", `(?:everyone|everybody|they|my [a-z]+|the world|people|he|she|we|you all|others|all of them|the kids|my kids|my family|my parents|my children|the people around me|those around me|you|the planet|the team|my partner|life) ~2 (?:would|will|could|might|is going to|are going to|would all|will all|would honestly|would really|would probably|would definitely|be|d) ~1 (?:be )?(?:so much |much |a lot |far |way |all )?(?:better|happier|better off|happier off|fine|okay|ok|relieved|free|freer|lighter|easier|safer) (?:off )?(?:without me|if i ~2 (?:was|were|am|died|disappeared|did not exist|never existed|left for good|was never born|vanished|killed myself|gone|dead|not here|not around)|when i am gone|once i am gone|with me gone|with me dead|after i am gone|after i die|of me)`),
  rule("hopelessness", "assertive", `better off (?:without me|with me gone|with me dead|if i (?:was|were) (?:gone|dead|not here|never born)|if i (?:died|disappeared|did not exist|never existed))|(?:free|freer|rid) of me|get over losing me|(?:life|lives) (?:without me|after me) (?:would|will) be (?:better|easier)`),
  rule("hopelessness", "assertive", `(?:no one|nobody|no body|not a single person|not one person|not even my (?:family|parents|mum|mom|dad|friends)) ~1 (?:would|will|is going to|would even|will even|would actually|would really|would ever|is ever going to) ~1 (?:miss|notice|care|mourn|be sad|cry|grieve|remember)(?: me| if i| about me| when i| that i am gone| i am gone)`),
  rule("hopelessness", "assertive", `(?:tired|sick|exhausted|weary|worn out|fed up) ~1 (?:of|with) (?:living|life|being alive|existing|being here|waking up|breathing|being me|this life|my life|being a person|everything and everyone|existence|surviving|fighting to stay alive|trying to stay alive)`),
  // Hating being alive, as being tired of it; hating one's life is asked about (often a bad day's words).
  rule("hopelessness", "assertive", `(?:hate|hating|loathe|despise) (?:being alive|existing|my existence|being here|waking up every (?:day|morning))(?! (?:in|at|on|with|for|when|before|without|early)\\b)`),
  rule("hopelessness", "checkin", `(?:hate|hating|loathe|despise) (?:my life|my whole life|life)(?! (?:in|at|on|with|for|when|before|without|here|there|next|near|so|admin|insurance)\\b)`),
  rule("hopelessness", "checkin", `(?:tired|sick|exhausted|weary|worn out|fed up) ~1 (?:of|with) (?:everything|it all|fighting|trying|all of it|all of this|the pain|feeling like this|this pain|being in pain|pretending)(?! (?:being|to be)\\b)`),
  rule("hopelessness", "checkin", `(?:i am|i feel|feeling|i feel so|i am so|i am just|i am completely|i am totally|i am utterly|feel so|i have felt) ~1 (?:worthless|useless|empty inside|numb inside|like nothing|like a failure at life|unlovable|like a ghost|dead inside|so alone|completely alone|totally alone|alone in this)`),
  rule("hopelessness", "checkin", `(?:i|me) (?:ruin|ruins|ruined|destroy|destroys|make|makes|making) (?:everything|everyone s life|everyone s lives|their lives|his life|her life) ~1 (?:for (?:everyone|them|my family|him|her))?|everyone (?:hates|would hate) me|i hate myself(?: so much)?$`),
  rule("hopelessness", "assertive", `(?:i )?(?:do not|did not|never) deserve to (?:live|be alive|be here|exist|wake up)|i deserve to (?:die|be dead|suffer and die|not exist|disappear)|(?:deserve|deserves) (?:a|better than) (?:a )?(?:mum|mom|dad|father|mother|wife|husband|partner|friend|daughter|son) who (?:is not|is) ~1 (?:broken|a mess|alive|here|like me)`, { negationInside: true }),
  rule("hopelessness", "assertive", `(?:do not|no longer|stopped) (?:care|caring) (?:what happens to me|if i (?:live|die|wake up|crash|make it home|get killed|end up dead|survive)|whether i (?:live|die|wake up|crash|make it home|survive))|nothing left to (?:live for|lose|be afraid of|fight for)|nothing to live for|(?:stop|until i can stop) pretending i am (?:fine|okay|ok)`, { negationInside: true }),
  rule("hopelessness", "checkin", `(?:i )?(?:can not|could not) (?:do|live like|live with|take|cope with) this(?: anymore| any more)?$|(?:can not|could not) live like this|i am not sure i want to keep doing this`),

  rule("hopelessness", "checkin", `^ (?:i feel like |honestly |basically )?my life is (?:over|finished|done|ruined)(?: now| anyway)?$`),

  // --- Intent to harm another person -----------------------------------------------------------
  rule("harm_others", "assertive", `${FUTURE} (?:just |finally |actually |really |definitely |seriously |honestly |literally |go and |go |try and |try to |make sure i |get to )?(?:(?:${HARM_VERB}) ${PEOPLE}|${HARM_WITH_OBJECT})`, { firstPerson: true }),
  rule("harm_others", "assertive", `(?:put|putting|slip|slipping|add|adding|mix|mixing) extra (?:of )?(?:her|his|their) (?:[a-z]+ )?(?:pills|tablets|medicine|medication|meds|insulin|blood thinners|warfarin|sleeping pills) (?:in|into) (?:her|his|their|my [a-z]+ s) (?:tea|coffee|food|drink|dinner|meals?|water|juice)|(?:put|putting|slip|slipping|add|adding|mix|mixing) (?:a bit|some|something|a little|drops?|it) (?:in|into) (?:her|his|their|my [a-z]+ s) (?:tea|coffee|food|drink|dinner|meals?|water|juice) ~4 (?:so (?:that )?(?:nobody|no one|she|he|they) (?:notices?|knows?|can tell)|every day|each day|without (?:her|him|them) knowing)|(?:keep|carry|carrying|have|bring|keeping) (?:the |a |my )?(?:${WEAPON}) (?:in my (?:bag|pocket|car|coat)|on me) ~3 (?:in case|for when|if) i (?:see|run into|meet|bump into) (?:him|her|them)`),
  // The person meant to be hurt getting away first: feared only by someone who means it.
  rule("harm_others", "assertive", `(?:before|until) i (?:get to|reach|catch|can get to|get my hands on) (?:him|her|them) ~2 with (?:the|a|my) (?:${WEAPON})|(?:get away|walk off|walk away|leave|run off|escape|be gone|disappear) ~2 before i (?:get to|reach|catch|can get to|get my hands on) (?:him|her|them)`, { fearReveals: true }),
  // Voices that order harm, and the person ready to obey them: not an unwanted thought any more.
  rule("harm_others", "assertive", `(?:voice|voices) ~3 (?:tell|tells|telling|told|want|wants|order|orders|ordering|command|commands|commanding) me to (?:${HARM_VERB}) ~3 (?:i think i (?:should|have to|must|will)|i feel i (?:should|have to|must)|i (?:will|am going to|have to|must|might)|i am (?:going to|starting to|ready to|about to)) ~1 (?:listen|obey|do it|do what (?:they|it|he|she) (?:says?|wants?)|do as (?:they|it|he|she) (?:says?|tells? me)|give in|go along|follow (?:them|it))`),
  // Harm justified by a delusion: to drive the devil out, because the child is possessed.
  rule("harm_others", "assertive", `(?:${HARM_VERB}|drown|burn|cut) (?:my|the|our|her|his) (?:baby|son|daughter|kid|child|children|husband|wife|partner|mum|mom|dad|brother|sister|family) ~6 (?:to (?:get|drive|cast|force|beat|bleed|burn) (?:the )?(?:devil|demon|demons|evil|spirit|it) out|because (?:he|she|they|it) (?:is|are) (?:possessed|evil|the devil|a demon|not really (?:him|her|them))|to (?:save|cleanse|purify|free) (?:him|her|them) (?:from|of) (?:the )?(?:devil|demon|evil|sin|spirit))`),
  // The same delusion told as what the person has and what must be done ("my daughter has a demon in her and I
  // have to get it out with water").
  rule("harm_others", "assertive", `(?:my|our|the) (?:baby|son|daughter|kid|child|children|husband|wife|partner|mum|mom|dad|brother|sister) (?:has|have|is|are) (?:got )?(?:a |an )?(?:demon|demons|devil|the devil|evil spirit|evil spirits|spirit|possessed) ~8 (?:i )?(?:have to|must|need to|am going to|will|got to|gotta) (?:get|drive|cast|force|beat|burn|drown|wash|bleed|cut|drain) (?:it|him|her|them|the (?:demon|devil|evil|spirit)) (?:out|away)?`),
  // A car driven at someone ("slammed the car door on my wife on purpose, then drove at her").
  rule("harm_others", "assertive", `(?:drove|driven|drive|driving|reversed|reversing|swerved|aimed (?:the|my) car) (?:the car |my car |the van |the truck )?(?:straight )?at (?:her|him|them|my (?:wife|husband|partner|girlfriend|boyfriend|ex|mum|mom|dad|son|daughter|brother|sister|neighbour|neighbor|boss))(?! (?:house|flat|place|work|school|home|office)\\b)${NOT_AN_ACCIDENT_AFTER}`),
  // An obsession turned to intent: the thoughts said to be right, and the person ready ("I think the thoughts were
  // right all along and I'm ready").
  rule("harm_others", "assertive", `(?:the|my|these|those) (?:thoughts|urges|images|intrusive thoughts) (?:were|are|have been) (?:right|true|telling the truth) ~5 (?:i am|im|i feel) ready`),
  // A child already hurt by the writer, told with how hard, how long or with what: a child in danger now.
  rule("harm_others", "assertive", `(?:i|i have|i just|i have just) (?:hit|beat|slapped|smacked|shook|shaken|kicked|punched|hurt|choked|strangled|burned|burnt|held down) (?:my|the|our) (?:baby|son|daughter|kid|kids|child|children|toddler|little one|newborn|stepson|stepdaughter|boy|girl) ~3 (?:until|so hard|really hard|again and again|over and over|with (?:a|the|my) (?:belt|stick|shoe|slipper|spoon|cable|cord|fist|hand|pillow|lighter|iron|knife))|(?:i|i have|i just) (?:shook|shaken) (?:him|her|them) (?:really |so |too )?hard|(?:i|i have|i just|i have just) (?:hit|beat|slapped|kicked|punched|hurt|choked|strangled|shook|shoved|pushed) (?:my|the|our) (?:baby|son|daughter|kid|kids|child|children|toddler|little one|newborn|stepson|stepdaughter|boy|girl) ~8 (?:(?:scared|afraid|worried|terrified|frightened) (?:that )?i (?:will|might|could|am going to|would) (?:do worse|do it again|hurt (?:him|her|them)|really hurt|lose it)|bruised|bruises|bleeding|left (?:a )?marks?)`, { done: true }),
  // Harm the writer did to someone, told by what was done to them ("I pushed my girlfriend down the
  // stairs", "grabbed her by the throat", "held the pillow over his face", "touched my niece
  // inappropriately"): violence that needs no more words, force with where it threw or held them, or
  // touch that was sexual. A doubt ("did I …", "I think I …") or a dream is kept out here, a pictured or
  // supposed act is the obsession (levelFor).
  ...each("harm_others", "assertive", `${NOT_DOUBTED}(?:${STRUCK}) (?:${VICTIM})(?![a-z])${NOT_HARM}(?! (?:up|out|off|back|awake|over|in the back|with (?:a |the |my |some )?(?:snowballs?|pillows?|balls?|balloons?|water|nerf|foam|news|questions?|jokes?|ideas?|truth|bill|facts)|(?:at|in) (?:[a-z]+ )?${GAMES}|to it|in (?:a|my) dream)\\b)|${NOT_DOUBTED}(?:${FORCED}) (?:${VICTIM})(?![a-z])${NOT_HARM} ~3 (?:${THROWN_OR_HELD})|${NOT_DOUBTED}(?:held|put|pressed|pushed) (?:a|the|my) (?:pillow|cushion|bag|hand|blanket) (?:over|on) (?:his|her|their|my [a-z]+ s) (?:face|mouth|nose)|${NOT_DOUBTED}(?:touched|groped|fondled|felt up) (?:${VICTIM})(?![a-z]) ~3 (?:inappropriately|sexually|down there|privates|private parts|under (?:his|her|their) (?:clothes|pants|knickers|underwear|nappy)|in (?:a|the) (?:wrong|sexual) way|where i should not)|${NOT_DOUBTED}(?:molested|raped|sexually abused|sexually assaulted) (?:${VICTIM})(?![a-z])|${NOT_DOUBTED}(?:my hands (?:were|was) (?:actually |really )?|(?:i )?(?:put|had|got|wrapped) my hands )(?:round|around) (?:her|his|their|my [a-z]+ s) (?:neck|throat)`, { done: true, firstPerson: true }),
  // Someone else's life in danger now, told as a question or a plain fact: lips gone blue, passed out after
  // taking something, a baby gone floppy, a person hit on the road and left, a child with an adult partner.
  rule("other_at_risk", "assertive", `(?:lips|face|skin|fingers) (?:are |is )?(?:going|turning|turned|gone|look|looks|looking) (?:blue|grey|gray)|passed out ~6 (?:after|from) (?:taking|drinking|snorting|smoking|a pill|pills|something)|(?:baby|newborn|toddler|son|daughter|he|she) (?:is|s|has gone|went|gone|looks|seems) (?:all |really |very |so )?(?:floppy|limp) (?:and|,) (?:really |very |so |too )?(?:quiet|pale|grey|gray|cold|unresponsive|hard to wake|will not wake)|${NOT_DOUBTED}(?:hit|knocked down|knocked over|ran over|run over) (?:a|the|someone|somebody|an?) ~3 (?:cyclist|pedestrian|person|man|woman|kid|child|boy|girl|someone|somebody|guy|lady)?(?!(?: [a-z]+){0,8} (?:without|and did not) (?:realising|realizing|noticing|knowing|seeing|feeling|notice|realise|realize|know|see|feel)\\b) ~8 (?:drove off|drove away|did not stop|kept driving|left (?:him|her|them) (?:there|lying))(?! (?:without|and did not) (?:realising|realizing|noticing|knowing|seeing|feeling|notice|realise|realize|know|see|feel))|(?:boyfriend|girlfriend|partner) (?:is|s) (?:[2-6][0-9]|twenty [a-z]+|thirty [a-z]+|forty [a-z]+) ~8 (?:she|he) (?:is|s) (?:1[0-5]|twelve|thirteen|fourteen|fifteen)(?! (?:minutes|hours|weeks|months))|(?:she|he) (?:is|s) (?:1[0-5]|twelve|thirteen|fourteen|fifteen) ~8 (?:boyfriend|girlfriend) (?:is|s) (?:[2-6][0-9]|twenty [a-z]+|thirty [a-z]+|forty [a-z]+)`, { fearReveals: true }),
  // What a question about dying can stand beside that shows it is no question: the means at hand, a leg over
  // the rail, wanting it to work, not wanting to be reached in time, everything sorted by a day.
  rule("act", "assertive", `(?:one|a|my) leg (?:is )?over(?:$| (?:the )?(?:railing|railings|rail|edge|side|barrier|balcony|wall|parapet))|(?:order|ordered|ordering|buy|bought|buying|get hold of|got hold of|have got|i have) ~2 (?:some )?(?:sodium nitrite|cyanide)(?! (?:for|to) (?:curing|cure|bacon|sausages?|meat|charcuterie|the lab|work))`),
  rule("method", "assertive", `(?:the )?(?:tablets|pills) (?:are )?in my hand|(?:have|got|hid|hidden|keep|kept) (?:the|a|my) (?:big )?(?:kitchen )?(?:knife|knives|blade|gun) (?:up )?(?:in|under) my (?:room|bed|pillow|drawer|bag)|(?:need|want) to know (?:if |that )?(?:it|this|they) (?:would|will) (?:actually |definitely |really )?work|(?:${MEANS}|${WEAPON}|${LIGATURE}) ~8 only (?:need|want) (?:it|them) (?:for )?(?:tonight|one night|the night|once)`, { needsContext: true }),
  // Not wanting to be reached "in time" needs no more words; without "in time", a word of risk beside it.
  rule("intent", "assertive", `(?:do not|never) want (?:anyone|anybody|someone|them|people|the police|an ambulance|him|her) to (?:reach|find|stop|save|get to) me in time`),
  rule("intent", "assertive", `(?:do not|never) want (?:anyone|anybody|someone|them|people|the police|an ambulance|him|her) to (?:reach|find|stop|save|get to) me|(?:want|need) to have (?:it|them|everything) ready (?:for|by|before) (?:when|the day|${TIME})|(?:need to|have to|want to|got to) (?:have|get) (?:everything|things|it all|my affairs) (?:sorted|in order|ready|done|finished) (?:before|by) (?:${TIME})`, { needsContext: true }),
  // Someone who does not respond now (unconscious, barely breathing, fitting, turning grey), someone
  // who says the family is better off without them, or voices that order harm to a baby: whoever tells it.
  rule("other_at_risk", "assertive", `(?<!(?:checking|check|checked|make sure|making sure|scared|afraid|terrified|worried|what if|in case|thought) (?:that |if |whether )?)(?:friend|partner|boyfriend|girlfriend|husband|wife|brother|sister|son|daughter|mum|mom|dad|flatmate|roommate|he|she|baby|toddler|little one|little boy|little girl|child|kid|(?<=(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:month|week|year) )old) (?:is |s |was )?(?:now )?(?:unconscious|not breathing(?! (?:through|out of) (?:his|her|their|the) nose)|barely breathing|not responding|unresponsive|turning (?:grey|gray|blue)|fitting|having a (?:seizure|fit)|not coming round|will not wake up)|can not (?:get|wake) (?:her|him|them) (?:to respond|up|to wake)(?! for (?:school|work|breakfast))|(?:she|he|my (?:wife|husband|partner|mum|mom|dad|sister|brother|son|daughter)) ~10 (?:say|says|said|saying|keeps saying|told me) ~4 (?:(?:the )?(?:baby|kids|children|family|we|everyone) (?:is|are|would be|will be) better (?:off )?without (?:her|him))`, { fearReveals: true, negationInside: true }),
  rule("harm_others", "assertive", `(?:voices?|god|the devil|spirits?) (?:say|says|said|tell|tells|told|telling) (?:me )?(?:that )?i (?:have to|must|should|need to|am meant to) (?:(?:${HARM_VERB}|drown|smother|suffocate) (?:her|him|them|the baby|my (?:baby|son|daughter|kids|children|wife|husband))|hold (?:her|him|them|the baby) (?:under|down))`, { fearReveals: true }),
  // The voices' command with the will to obey it ("the voices are telling me to hurt the baby and I think I have to").
  rule("harm_others", "assertive", `(?:voices?|god|the devil|spirits?) (?:are |is |keep |keeps )?(?:telling|tell|tells|told|ordering|order|orders) me to (?:${HARM_VERB}|drown|smother|suffocate) (?:her|him|them|the baby|my (?:baby|son|daughter|kids|children|wife|husband|mum|mom|dad)) ~4 (?:i (?:think i |know i |feel i )?(?:have to|must|will|am going to)|i can not (?:resist|fight it|stop))`, { fearReveals: true }),
  // Someone choking now, a child gone missing, a parent with dementia gone out into the night.
  rule("other_at_risk", "assertive", `(?:baby|toddler|son|daughter|child|kid|little one|boy|girl|he|she|husband|wife|partner|mum|mom|dad|nan|grandad) (?:is |s )?(?:choking|chocking)(?! (?:on (?:his|her|their) (?:words|tears|laughter))|up)|(?:toddler|son|daughter|child|kid|little one|(?<=(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) year )old|boy|girl) (?:has been|is|s|went|gone|has gone) missing(?! (?:a|an|his|her|their|its|my|our|the|some|teeth|school|me|you|us|home|out|him|them|class|lessons|work)\\b)|(?:can not|cannot|could not|cant) find (?:my|our) (?:toddler|son|daughter|child|kid|little one|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) year old)(?! s)|(?:dementia|alzheimer s|alzheimers) ~10 (?:walked out|wandered off|wandered out|gone missing|went missing|got out|left the house)(?! ~12 (?:yesterday|last (?:week|month|year)|brought (?:her|him|them) back|found (?:her|him|them)|(?:she|he) is (?:back|safe|home)))`, { fearReveals: true }),
  // Someone buried under a fallen ceiling, wall or snow, and a flood rising inside the house.
  rule("emergency", "assertive", `(?:is|are|s|trapped|stuck|buried|pinned) (?:under|beneath|underneath) (?:it|the (?:rubble|ceiling|wall|debris|roof|snow|avalanche|collapsed [a-z]+))|(?:flood ?water|water|the water|the river|the flood) (?:is |s )?(?:coming|rising|pouring) (?:in )?(?:up the stairs|into the house|under the door|in under the door|through the door|through the floor|up to (?:the|our) (?:windows|ceiling|roof))`),

  // A threat that comes through a screen with one's address, and a goodbye posted by someone who then
  // cannot be reached: danger now, to the writer or to them.
  rule("harmed", "assertive", `(?:sent|send|posted|messaged|texted|dmed|shared) ~3 (?:my|our) (?:home )?address${quotedGap(10)} (?:see you|coming for|knife|gun|kill|hurt|dead|watch your back)`),
  // A child in danger now: something swallowed ("an empty bottle of my iron tablets, she seems really
  // sleepy"), alone on a railing, or shown videos and told it is a secret; an adult collapsed who will not wake.
  ...each("other_at_risk", "assertive", `(?:toddler|baby|child|kid|son|daughter|little one|little boy|little girl|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten) year old) ~10 (?:empty (?:bottle|packet|box|blister pack|tub) of|swallowed|(?<!(?:will|might|could|would|to|if|may|can|not|never) )swallow|has eaten|had eaten|ate|drank|has drunk|chewed) ~4 (?:my |the |her |his |some |a )?(?:[a-z]+ )?(?:tablets|pills|medicine|meds|bleach|capsules|batteries|button battery|detergent|dishwasher tablets?|washing tablets|liquitabs|pods|antifreeze|weedkiller)|(?:kid|child|toddler|boy|girl|baby|little one)(?: [a-z0-9,]+){0,22} (?:climbing|standing|sitting|leaning|hanging) (?:on|over|off) (?:the|a) (?:railing|railings|balcony edge|balcony rail|ledge|window ledge|windowsill)(?! (?:at|in) the (?:zoo|park|museum|aquarium|playground|farm))|(?:showing|shows|showed|sending|sends|sent) (?:my|our|her|his|the) (?:(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) year old|son|daughter|child|kid|kids|little one|boy|girl) ~3 (?:videos|pictures|photos|porn|clips|films) ~8 (?:secret|not to tell|do not tell|keep quiet)`, { negationInside: true }),
  // Someone collapsed and not waking: a fear said after it ("I'm so scared it's my fault because of my thoughts") is not a frame.
  rule("other_at_risk", "assertive", `(?:collapsed|passed out|fell) ~14 (?:will not wake up|can not wake (?:him|her|them)|not waking up|is not responding|unresponsive|not breathing)`, { negationInside: true, fearReveals: true }),
  // Bones broken by the person who hurts them ("my partner threw me out and broke my ribs").
  // Children left alone for days ("mum has left us alone again, it's day 4, my brother's 6").
  rule("harmed", "assertive", `(?:left|leaves|leaving) (?:us|me|my (?:brother|sister|siblings|little brother|little sister)) (?:alone|on our own|on my own|by ourselves|home alone) ~10 (?:day (?:\\d+|two|three|four|five|six|seven)|(?:\\d+|two|three|four|five|six|seven) (?:days|nights)) ~12 (?:(?:brother|sister|brothers|sisters) (?:is |s )?(?:[1-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten)\\b|no food|nothing to eat|finished the (?:food|cereal|bread|milk)|run out of food|ran out of food)`),
  // A young person sleeping rough after leaving care or home ("sleeping in a stairwell for 2 nights since i
  // left my foster placement").
  rule("harmed", "assertive", `(?:sleeping|slept|been sleeping|sleep) (?:rough|in (?:a|the) stairwell|in stairwells|on the streets?|in (?:a|the) (?:park|bus shelter|doorway|tent|car park|shed|bin store)) ~12 (?:since i (?:left|ran away)|foster|care home|children s home|kicked (?:me )?out|ran away|left home)|(?:left|ran away from|kicked out of) (?:my |the )?(?:foster (?:placement|home|carers?|family)|care home|children s home) ~12 (?:sleeping|slept) (?:rough|in (?:a|the) stairwell|on the streets?|in (?:a|the) (?:park|bus shelter|doorway))`),
  // A weapon held against the writer now, with a plea ("he's got a knife, help").
  rule("harmed", "assertive", `(?:he|she|they|my [a-z]+|someone|a man) (?:has|s|has got|is got|got|is holding|is waving|pulled) (?:a|the) (?:knife|gun|machete|blade|bat|hammer)(?! (?:and (?:fork|spoon)|block|sharpener)) ~3 (?:help|please help|help me|call (?:the )?police|call 999|call 911|hes coming|coming for me)`),
  // Cutting that will not stop bleeding ("step 7: cut. done, it's gushing and I feel dizzy").
  rule("act", "assertive", `(?:cut|cutting|sliced|slit) ~10 (?:it is|its|it s|is|blood is|blood s) (?:gushing|pouring|spurting|pumping)`),
  rule("emergency", "assertive", `(?:blood|it) (?:is )?(?:gushing|pouring|spurting|pumping) ~6 (?:dizzy|faint|light headed|lightheaded|will not stop|can not stop|everywhere)`),
  // Someone breaking in now ("there's a man outside trying to get in through the back window"): not a
  // break-in told afterwards ("someone tried to get in last night").
  rule("harmed", "assertive", `(?:someone|somebody|a man|a guy|a stranger|two men|some men|men|a woman|my ex|his mates|people) (?:is |s |are )?(?:outside |downstairs |in the garden |at the (?:front |back )?(?:door|window|gate) )?(?:(?:trying to|is trying to) (?:get in|break in|force (?:the|our|my) (?:door|window|lock)|kick (?:the|our|my) door|smash (?:the|our|my) (?:door|window)|climb in|open (?:the|our|my) (?:front |back )?(?:door|window))|(?:smashing|kicking|kicking in|breaking|breaking down|forcing) (?:the|our|my) (?:front |back |bedroom |bathroom )?(?:door|window)(?: in| down)? (?:right now|now))`, {
    unlessNext: /^.*\b(?:wait|false alarm|never mind|nvm|phew|turns out|it (?:is|was) (?:just )?(?:the|my|a|our|only))\b/,
  }),
  rule("harmed", "assertive", `${ABUSER} ~8 (?:broke|fractured|cracked|has broken|had broken) my (?:ribs?|arm|nose|jaw|wrist|fingers?|cheekbone|collarbone|eye socket|leg|ankle)`),
  // Someone else's threat to silence a child for good ("he'll shut her up for good if she doesn't stop crying").
  rule("other_at_risk", "assertive", `(?:hell|shell|he will|she will|he would|she would|he is going to|she is going to|they will|he might|she might|he threatens to|he threatened to|she threatened to|threatened to|threatens to) (?:shut|make) (?:her|him|them|the baby|the kids|the kid|it) (?:up|stop|be quiet|quiet) (?:for good|forever|permanently)`, { negationInside: true }),
  // A picture of the means posted with a time or a goodbye ("posted a photo of a noose with the word 'tonight'").
  rule("other_at_risk", "assertive", `(?:posted|put up|sent|shared|uploaded|texted|messaged) ~3 (?:photo|picture|pic|selfie|video|story|snap) of (?:a |his |her |their |some )?(?:noose|rope|ligature|pills|tablets|blades?|razor blades?|gun|wrists|cuts)${quotedGap(8)} (?:tonight|goodbye|bye|sorry|the end|soon|last|tomorrow)`),
  rule("other_at_risk", "assertive", `(?:posted|put up|sent|texted|messaged)${quotedGap(8)} (?:i am sorry|sorry mum|sorry mom|goodbye|bye everyone|i love you all|forgive me)${quotedGap(12)} (?:deleted|deactivated|gone|not answering|not replying|will not answer|can not reach|not picking up)`, { negationInside: true }),
  // Understatement in a trade's own words: a prescription that will never need a repeat, knowing how one's
  // story ends or where to cut, and, beside any word of risk, cartridges in the pocket.
  rule("plan", "assertive", `(?:prescription|script|pills|tablets|dose) ~8 (?:never|not) (?:going to )?(?:need|be needing) (?:a |another |any )?(?:repeat|refill)`, { negationInside: true }),
  rule("plan", "assertive", `(?:cartridges|shells|bullets|rounds|ammo) (?:are |is )?(?:in|loaded in|loaded into) (?:my|the) (?:jacket|coat|pocket|bag|car|gun)(?! (?:for|ready for) (?:the |a )?(?:shoot|clay|clays|range|pigeons?|rabbits?|season|foxes|deer))`, { needsContext: true }),
  rule("intent", "assertive", `know (?:exactly )?how (?:my|this) (?:story|life) (?:ends|will end|is going to end)|know (?:exactly )?(?:where|how deep) to cut(?! (?:the|a|it|them|this|that|your|his|her)\\b)`, { needsContext: true }),
  // A young person with nowhere to sleep tonight (run away, thrown out), self-harm that wrote a word into
  // the skin, and a secret kept about what someone did to them.
  rule("harmed", "assertive", `(?:ran away|run away|running away|kicked me out|kicked out|threw me out|thrown out|chucked me out) ~12 (?:nowhere to (?:sleep|go|stay)|on the street|on the streets|in the park|at the park|sleeping (?:rough|outside))|(?:i am|im|sleeping|stuck) on the streets? ~8 (?:nowhere to (?:sleep|go|stay)|getting dark|it is dark|at night|just my|with nothing)|nowhere to (?:sleep|go|stay) ~6 (?:tonight|it is (?:late|dark)|getting dark|phone (?:is )?(?:on|dying|dead))`, { negationInside: true }),
  rule("act", "assertive", `(?:scratched|carved|cut|etched|burned|burnt)${quotedGap(3)} (?:into|in) my (?:${BODY})`),
  rule("harmed", "assertive", `(?:made|forced|told|have) to keep (?:a |it a |it )?secret ~8 did to me|(?:keep|keeping) (?:a |it )?(?:secret|quiet) ~8 (?:what|the things) ~6 did to me`),
  // Self-harm under way as the person writes ("i'm cutting rn"), and a plan given a time beside the
  // clinician's own question ("asked if I had a plan and I said no. I lied. The plan is tonight").
  rule("act", "assertive", `(?:i am|im) (?:${SELF_HARM_VERB}) (?:myself )?(?:right now|now|as i (?:type|write))`),
  rule("plan", "assertive", `(?:the|my) plan is (?:for )?(?:${TIME})`, { needsContext: true }),
  // What shows a question or a joke is none: the pills counted out beside the person, "asking because I'm
  // going to tonight", tablets collected from every chemist, the date and the place.
  rule("method", "assertive", `(?:${QUANTITY}|\\d+) (?:of )?(?:my |the )?(?:${MEANS_PILLS}) ~6 (?:right here|next to me|in front of me|beside me|on the (?:bed|table|desk|counter|floor) (?:next to|beside|in front of) me|in my hand)(?!(?: [a-z0-9]+| ,){0,8} (?:one (?:a|each|every)|a day|each (?:morning|day|night)|as prescribed|course))`),
  rule("intent", "assertive", `(?:asking|i ask|i am asking) (?:because|bc|cos|cause|as|since) (?:i am|im|i will|i plan to) (?:going to|gonna|about to|planning to|doing it|do it)`, { needsContext: true }),
  rule("plan", "assertive", `(?:collecting|collected|buying|bought|getting|got) (?:them |it |some )?(?:from )?(?:every|different|several|various|all the) (?:chemist|chemists|pharmacy|pharmacies)|(?:got|have got|have|set|picked|chosen|chose) (?:the|a) (?:date|day) and (?:the|a) (?:place|time|method|spot)$`, { needsContext: true }),
  // Something put in other people's food or drink to harm them ("spiking the coffee at work", "bleach in
  // the pot"), not a fever or a drink spiked for oneself.
  rule("harm_others", "assertive", `(?<!(?:about|of|like|imagining|picturing|thinking|fear|afraid|scared|worried) )(?:spiking|spike|spiked|poisoning|poison|poisoned) (?:the|their|his|her|everyone s|everyones|my [a-z]+ s) (?:coffee|tea|drink|drinks|food|water|dinner|lunch|pot|kettle)|(?:bleach|poison|rat poison|antifreeze|weed killer) (?:in|into) (?:the|their|his|her) (?:pot|kettle|coffee|tea|drink|drinks|food|water)`),
  // An overdose told by what was emptied ("swallowed everything that was left in the blister packs"), and
  // a child touched under the clothes by someone, told by the parent who heard it.
  rule("act", "assertive", `(?:swallowed|took|taken|downed|have taken|necked) (?:everything|all of them|all that was left|everything that was left|the lot|the rest|every single one|the whole lot) ~8 (?:blister packs?|blister strips?|strips?|packets?|packs?|pills|tablets|boxes|box|bottles?|cupboard|medicine cabinet)${NOT_OF_A_MEDICINE}`),
  rule("other_at_risk", "assertive", `(?:touches|touched|touching|has been touching|keeps touching) (?:her|him|them) (?:under|inside|beneath) (?:her|his|their) (?:clothes|pants|knickers|underwear|nappy|pyjamas|nightie)`),
  // A height scouted for where nothing stops a fall, a wall punched until the hand split, and a way not
  // yet settled on beside the wish (the intent owned, the method not chosen).
  rule("plan", "assertive", `(?<!(?:killer|character|detective|villain|murderer|he|she|they) (?:checks|checked|asks|asked|looks up|looked up|wonders|wondered|researches|researched) )(?:which|what|where|any) (?:[a-z]+ ){0,3}(?:${PLACE}|bridges|car parks?|multi storeys|buildings|roofs|cliffs) ~6 (?:do not|does not|have no|has no|without) (?:have )?(?:the |any )?(?:fences?|railings?|barriers?|netting|nets?|cameras?)`),
  rule("plan", "assertive", `(?:${PLACE}|multistorey|multi storey|car park) ~8 (?:which (?:level|floor) (?:has|is)|no (?:fences?|railings?|barriers?|netting)|highest (?:level|floor|point) (?:with|without))`),
  rule("act", "assertive", `(?:punched|hit|banged|smashed) (?:my (?:fist|hand|head) (?:into|against) )?(?:the |a )?(?:brick )?(?:wall|door|mirror|window) ~4 (?:until|till) ~4 (?:split|bled|bleeding|broke|broken|swollen|cracked)`),
  rule("intent", "assertive", `(?:have not|had not|not yet|still have not) (?:settled on|decided on|picked|chosen|worked out) (?:a|the) (?:way|method|how)`, { needsContext: true, negationInside: true }),
  // A baby or child who has stopped responding: an emergency now, whoever told it.
  rule("other_at_risk", "assertive", `(?:baby|newborn|son|daughter|toddler|child|he|she|him|her) ~3 (?:is|s|has gone|went|gone|looks|seems|is going|has|has been) (?:all |really |very )?(?:blue|grey|gray|unresponsive|not (?:really |properly )?(?:breathing|moving|responding)|will not wake up|not waking up|(?:a )?(?:funny|weird|strange|odd|horrible|bad) colou?r|stopped (?:making any noise|making a sound|making noise|moving|breathing|responding|crying)|(?:floppy|limp) ~4 not (?:crying|breathing|moving|responding|waking))`, { fearReveals: true }),
  // A child found under the water, shut out in the cold, or an adult who sends them pictures and asks
  // for secrecy or to meet alone: a child in danger now, whoever tells it.
  rule("other_at_risk", "assertive", `(?:came back|turned round|turned around|looked back|looked round|found) ~6 (?:was|were|lying|floating) (?:under|underneath|face down in) (?:the )?(?:water|bath|pool|pond)|(?:kid|kids|child|children|boy|girl|son|daughter|baby|toddler|little one) ~6 (?:locked out|shut out|left outside|left out in) ~8 (?:snow|cold|freezing|rain|all night|for hours|no coat|without a coat)|(?:daughters|sons|nieces|nephews|kids|childs|stepdaughters|stepsons|pupils|students|sisters|brothers|daughter s|son s|niece s|nephew s|kid s|child s|stepdaughter s|stepson s|pupil s|student s|sister s|brother s) (?:[a-z]+ )?(?:coach|teacher|tutor|instructor|leader|youth worker|priest|uncle|neighbour|neighbor|boss|manager) ~4 (?:sending|sent|sends|messaging|messaged|texting|texted) (?:her|him|them) ~3 (?:photos|pictures|pics|nudes|videos|messages|gifts|money) ~12 (?:alone|a secret|secret|not (?:to )?tell|delete)`),
  // Told in two or three words ("baby not breathing"), without a verb; not breathing through the nose.
  rule("other_at_risk", "assertive", `(?:baby|newborn|son|daughter|toddler|child|husband|wife|partner|mum|mom|dad|nan|gran|grandad|brother|sister|friend) (?:not|stopped|has stopped) breathing(?! (?:through|properly|well|right|out|in|deeply|normally)\\b)`),
  // Someone else's body in danger now, told by its signs: a stroke (a face drooping with words or an arm
  // failing), a child who swallowed something from under the sink or a button battery, someone who cannot
  // be woken after signs of a collapse.
  rule("other_at_risk", "assertive", `(?:his|her|their|dads|mums|moms|nans|grandads|husbands|wifes|partners) face (?:is |has )?(?:gone |going |is going )?(?:droopy|drooping|drooped|lopsided|dropped on one side) [a-z0-9 ,]{0,80}(?:words|speech|talk|speak|arm|hand|leg)`),
  rule("other_at_risk", "assertive", `(?:suddenly |all of a sudden )?(?:can not|cannot|could not) (?:speak|talk|get (?:his|her|their) words out) (?:properly|clearly|right|at all)? ~8 (?:arm|arms|leg|legs|hand|face) (?:is |has |s )?(?:gone |going )?(?:weak|numb|floppy|droopy|drooping|dead)`),
  rule("other_at_risk", "assertive", `(?:(?:(?:my|our|the|her|his) )?(?:son|daughter|baby|toddler|child|kid|boy|girl|little one|\\d+ ?yo|\\d+ year old)|he|she) ~4 (?:drank|drunk|swallowed|ate|has drunk|has swallowed|has eaten|got into|got hold of|licked|put|bit|chewed|sucked) ~6 (?:vape (?:juice|liquid|oil)|nicotine|bleach|cleaner|cleaning|detergent|dishwasher|washing (?:up )?liquid|washing tablets?|laundry (?:pods?|capsules?|tablets?)|capsules?|stuff (?:from )?under the sink|(?:button|coin|watch) batter(?:y|ies)|batteries|battery|magnets|weed killer|weedkiller|antifreeze|white spirit|paraffin|lighter fluid|drain|oven cleaner|dettol|domestos|fairy)`),
  rule("other_at_risk", "assertive", `(?:sweaty|confused|diabetic|drunk|collapsed|fell|fallen|hit (?:his|her) head|seizure|fitting|breathing (?:funny|weird|strange|strangely)|took|taken|swallowed) ~14 (?:can not|could not|cannot) (?:wake|rouse) (?:him|her|them)`),
  // A head injury with vomiting, drowsiness or lost memory; a rash that does not fade under a glass.
  rule("emergency", "assertive", `(?:hit|banged|smacked|bashed) my head ~12 (?:been sick|being sick|vomit|vomited|vomiting|throwing up|threw up|nodding off|keep falling asleep|drowsy|can not remember|confused|seeing double)`, { fearReveals: true }),
  rule("other_at_risk", "assertive", `(?:hit|banged|smacked|bashed) (?:his|her|their) head ~12 (?:been sick|being sick|vomit|vomited|vomiting|throwing up|threw up|nodding off|keeps falling asleep|drowsy|can not remember|confused|will not wake|unresponsive)`),
  rule("other_at_risk", "assertive", `(?:spots|rash|marks|blotches) (?:that )?(?:do not|does not|will not|did not) (?:go away|fade|disappear|go) ~6 (?:glass|press|pressed|pressing)`),
  // Not stepping back as the train comes: a step of some exposure ladders too, so asked about, never passed over.
  rule("act", "checkin", `(?:do not|never|not|won t) (?:step|move|stand) back (?:when|as|till|until) (?:it|the train|the tube|the bus|the lorry) (?:comes|arrives|comes in|passes|goes past)`),
  // Past the platform's line, where the train comes ("next train 4 mins. standing past the yellow line").
  rule("act", "assertive", `(?:standing|stood|stepped|stepping|am|sat|sitting|waiting) (?:right )?(?:past|over|beyond|across|on the (?:wrong|track) side of) the (?:yellow|white|safety|platform) line`),
  // A finger or toe gone black: the tissue dying (after days of washing until the skin split, or frostbite).
  rule("emergency", "assertive", `(?:finger|fingers|fingertip|fingertips|toe|toes|thumb) (?:has |have |is |are |s )?(?:gone|going|turned|turning) (?:black|blue black|dark purple)`),
  // The train named as the way, with a time ("It'll be the 6:40 train tomorrow"), beside words of an ending.
  rule("plan", "assertive", `(?:it will be|it is going to be|it is|going for|i will take|i am taking) the (?:\\d+h\\d+|\\d+(?:am|pm)|first|last|next|early|late|fast|express|non stopping) (?:[a-z]+ )?train(?: (?:tonight|tomorrow|today|in the morning|on [a-z]+day))?$`, { needsContext: true }),
  // "I'm jumping", said alone, or under OCD's label ("thought: I'm going to jump tonight"), which asks.
  rule("intent", "assertive", `(?:^ ?|(?<=^ ${OCD_LABEL} , ))i am (?:jumping|going to jump)(?: now| tonight| today| off)?$`),
  rule("emergency", "assertive", `(?:crushing|severe|really bad|awful|terrible) (?:chest pain|pain in my chest) ~8 (?:arm|jaw|can not breathe|sweating|sweaty|faint|clammy)`),
  // Someone who said they would jump, and now does not answer.
  rule("other_at_risk", "assertive", `(?:she|he|they) (?:is|s|are) going to (?:jump(?! (?:on|in|into|around|up|rope|for|over|off the (?:diving|high) board))|kill (?:herself|himself|themselves)|end it) ~8 (?:will not answer|is not answering|not answering|can not reach|can not get hold of|phone is off|no answer)`),
  // Told in a few words, in a hurry ("took em all", "cant breathe throat closing", "roommate hanging, help").
  rule("act", "assertive", `(?:took|swallowed|downed|necked) (?:em|them|the lot) all(?: now| just now)?$`),
  // A voice heard giving the command bare ("Voice says jump. It's not a thought, it's a man standing behind me").
  rule("active_thoughts", "assertive", `(?:the |a )?(?:voice|voices) (?:says|say|said|is saying|are saying|keeps saying|kept saying) (?:jump|do it|kill yourself|cut|drown|step off|step out|end it)`),
  // Danger now told by its facts (decision 013, amendment cd): a gun taken out and held again and again, a head
  // bleeding and an eye that cannot see, being followed at night, a death threat written on the door, someone
  // trying the handle, another's cuts deep or infected.
  rule("method", "assertive", `(?:keep|keeps|kept|been|have been) (?:taking|getting) (?:it|them|the (?:gun|revolver|pistol|rifle|shotgun)) out ~2 (?:holding|looking at|loading|stroking|staring at|touching) (?:it|them)`, { needsContext: true }),
  rule("emergency", "assertive", `heads? (?:is |s )?(?:bleeding|pouring with blood|gushing)|(?:can not|cannot|could not) see out of (?:one|my (?:left|right)|his (?:left|right)|her (?:left|right)) eye`),
  rule("harmed", "assertive", `(?:guy|man|men|bloke|someone|somebody|stranger|car|van|they|he) (?:has been|is|keeps|kept|s been|have been|are) following me ~3 (?:for (?:\\d+|two|three|four|five|several|a few|ten) (?:blocks|streets|minutes|miles)|home|now|since|right now)`),
  rule("harmed", "assertive", `(?:sprayed|painted|wrote|written|scrawled|graffitied|carved) ~2 (?:die|kill yourself|kys|burn|hang|you are dead|dead) ~6 (?:on|across) (?:our|my|the) (?:door|house|car|wall|locker|front door)`),
  rule("harmed", "assertive", `(?:someone|somebody|a man|he|they|a guy) (?:tried|was trying|is trying|has tried|keeps trying) (?:the|our|my) (?:front |back )?(?:door )?handle`),
  rule("other_at_risk", "assertive", `cuts? on (?:his|her|their|my) (?:arms?|legs?|thighs?|wrists?|stomach|hips?|skin) (?:are|is|look|looks) (?:really |very |quite |too )?(?:deep|infected|gaping)`),
  // Emergencies told inside an exposure's words (decision 013, amendment ce): blood vomited, a head hit and still
  // bleeding, someone in the water who cannot swim, eyes shut at the wheel, "if I crash, I crash".
  rule("emergency", "assertive", `(?:vomiting|throwing up|coughing up|puking|being sick) (?:up )?(?:blood|black stuff)`),
  rule("emergency", "assertive", `(?:hit|banged|smashed|cracked) (?:my|his|her|their) head ~6 (?:still bleeding|bleeding a lot|will not stop bleeding|knocked out|unconscious|passed out|blacked out)`),
  rule("other_at_risk", "assertive", `(?:he|she|they|my [a-z]+|the (?:baby|toddler|child|kid|boy|girl)) (?:is|s|are|went|fell) (?:in|into|under) the (?:water|pool|river|sea|lake|pond|canal|bath) ~4 (?:(?:can not|cannot) swim(?! (?:yet|so|but|and|properly|without|very|well|on)\\b)|under the water|not moving|face down|went under)`),
  rule("act", "assertive", `(?:drive|driving|drove) ~5 (?:with )?my eyes (?:shut|closed)`),
  rule("plan", "assertive", `if i (?:crash|die|fall|drown|do not wake up|get hit) , i (?:crash|die|fall|drown|do not wake up|get hit)`),
  // A "step" or "exposure" that is itself the harm, told as the task to do (decision 013, amendment ce): ERP never
  // asks for it, so its label does not make it a script to be feared. Only as the instruction that opens the
  // sentence: a fear or a thought of the same act ("what if I drink the bleach") is the obsession's.
  rule("method", "assertive", `(?<=(?:^ (?:(?:step|exposure|task|erp|ladder step|today s exposure|homework)(?: [0-9]+)? , )?|, then |, and then ))swallow (?:them|all of them|the pills|the tablets|all my (?:pills|tablets|meds)|the lot) ~4 (?:one by one|without (?:checking|counting)|all|at once)`, { neverAnExposure: true }),
  rule("act", "assertive", `(?<=(?:^ (?:(?:step|exposure|task|erp|ladder step|today s exposure|homework)(?: [0-9]+)? , )?|, then |, and then ))cut (?:along|into|over|open|across) (?:the |my )?(?:old )?(?:scars|skin|wrists?|arms?|thighs?|veins?)`, { neverAnExposure: true }),
  rule("act", "assertive", `(?<=(?:^ (?:(?:step|exposure|task|erp|ladder step|today s exposure|homework)(?: [0-9]+)? , )?|, then |, and then ))(?:put|hold|press|keep) my (?:hand|palm|arm|fingers|wrist) (?:flat )?(?:on|against|onto) the (?:hot )?(?:hob|stove|cooker|iron|oven door|grill|kettle|ring)`, { neverAnExposure: true }),
  rule("act", "assertive", `(?<=(?:^ (?:(?:step|exposure|task|erp|ladder step|today s exposure|homework)(?: [0-9]+)? , )?|, then |, and then ))stand (?:on|between) the (?:tracks|rails|railway line)`, { neverAnExposure: true }),
  rule("act", "assertive", `(?<=(?:^ (?:(?:step|exposure|task|erp|ladder step|today s exposure|homework)(?: [0-9]+)? , )?|, then |, and then ))(?:swallow|drink) (?:a bit of |some |a sip of |a mouthful of )?(?:the )?(?:antifreeze|weedkiller|rat poison|paraquat|bleach)`, { neverAnExposure: true }),
  // Psychosis or mania with the danger now (decision 013, amendment cc): a baby held at an open window or a height,
  // walking the motorway or the tracks, traffic to be stopped "with my mind", a swim one cannot make.
  rule("other_at_risk", "assertive", `(?:standing|stood|sitting|sat|leaning|holding (?:her|him|the baby)) (?:at|by|on|out of) (?:the |an )?(?:open )?(?:window|balcony|ledge|edge|bridge|railing|roof) with (?:her|him|the baby|my baby|my son|my daughter|the kids|my kids|them)`),
  rule("act", "assertive", `(?:now|right now|i am|am) (?:walking|standing|sitting|lying|running|wandering) (?:along|on|in|across|down|beside|over) (?:the )?(?:motorway|highway|dual carriageway|railway line|railway|train tracks|tracks|central reservation|hard shoulder)`),
  rule("act", "assertive", `(?:i can|i could|i am able to) (?:stop|control|move|slow) (?:the )?(?:traffic|cars|trains|lorries|bullets|the train|the cars) with my (?:mind|thoughts|hands|will)`),
  rule("plan", "assertive", `(?:can not|cannot) (?:really |even |actually )?swim but (?:that |it )?(?:will not|does not|is not going to) matter`, { negationInside: true }),
  // Emergency help asked for now ("pls someone call 999", "someone call an ambulance"); not 111, which is not one.
  rule("emergency", "assertive", `(?:someone|somebody|anyone|please|pls|plz|can someone|can somebody|can anyone) ~1 (?:call|ring|phone|dial|get) (?:999|911|112|000|an ambulance|the ambulance|the police|the cops|help)`),
  // Someone trying to get in ("he's punching the door, I'm scared he'll get in").
  rule("harmed", "assertive", `(?:scared|terrified|afraid|frightened) (?:that )?(?:(?:he|she|they|him|her) (?:will|is going to|are going to|might|s going to)|hell|shell|theyll) (?:get in|break in|break the door|break down the door|get through the door|kick the door in|get to me)`),
  // A stroke's signs told of one's own face and words ("face feels droopy words come out wrong"); a face that
  // "dropped" at a bill is an idiom.
  rule("emergency", "assertive", `(?:face|mouth|smile) (?:is |feels |has gone |went |looks |feeling )?(?:all |really |kind of |a bit )?(?:drooping|droopy|drooped|lopsided|numb|dropped on one side)(?: on one side)? [a-z0-9 ,]{0,60}(?:words|speech|talking|speaking|slurring|slurred|arm is|arm feels|arm has gone)`),
  rule("emergency", "assertive", `(?:can not|cannot) breathe ~3 (?:throat|airway) (?:is )?(?:closing|swelling|swollen)|(?:throat|airway) (?:is )?(?:closing|swelling) ~3 (?:can not|cannot) breathe|allergic reaction ~3 (?:can not|cannot) breathe|face (?:is )?(?:drooping|droopy|lopsided) ~3 (?:can not|cannot) (?:talk|speak)`),
  // A fire with someone trapped: not the checker's picture of one, gone back to look at ("certain the straighteners
  // were on, the bedroom on fire, the cat trapped. I drove back. They were unplugged").
  rule("emergency", "assertive", `fire(?! (?:drill|alarm test|pit|place|works|fighters?)) ~4 (?:trapped|can not get out)|(?:trapped|can not get out) ~4 fire(?! (?:drill|alarm test|pit|place|works|fighters?))`, { unlessText: CHECKED_AFTER }),
  rule("harmed", "assertive", `(?:someone|somebody|a man|men|people) (?:is |are |s )?breaking in(?: rn| right now| now)?$`),
  rule("harmed", "assertive", `(?:dad|daddy|mum|mom|stepdad|stepmum|brother|sister|uncle|boyfriend|husband|partner|he|she) (?:is |s )?(?:choking|strangling|beating|punching|kicking|stabbing|hitting) (?:my (?:little |baby |big )?(?:bro|brother|sister|sis|mum|mom|mam|nan|gran)|me|mum|mom)(?! (?:at|in|on|with (?:dad jokes|jokes|puns|questions|a pillow|pillows|snowballs))\\b)`),
  rule("other_at_risk", "assertive", `(?:roommate|flatmate|friend|brother|sister|mum|mom|dad|son|daughter|husband|wife|partner|boyfriend|girlfriend) (?:is )?hanging ~2 (?:help|please|call|what do i do|not breathing)`),
  rule("plan", "assertive", `gas (?:is )?(?:on|turned on) ~3 (?:windows|doors) (?:are )?(?:closed|shut|sealed|taped)(?! ~6 (?:because|cold|freezing|cooking|dinner|stew|heating|draughts?))`),
  rule("plan", "assertive", `^ ?(?:my )?(?:final|last) goodbye(?: everyone| all| guys| world)?$`),
  rule("intent", "assertive", `(?:about to|going to|gonna|ready to) pull the trigger(?! on\\b)`),
  // The writer's own body in danger now: a throat closing after an allergen, an asthma attack the inhaler
  // does not ease, heavy bleeding in pregnancy. A fear of them ("what if my throat is closing") is not.
  rule("emergency", "assertive", `(?:throat|airway) (?:is |feels )?(?:closing|closing up|swelling|swollen|tight) ~12 (?:allergic|allergy|nuts?|peanuts?|epipen|epi pen|ate|bee|wasp|sting|stung|shellfish|lips|tongue)|(?:allergic|allergy|nuts?|peanuts?|epipen|ate|sting|stung) ~12 (?:throat|airway) (?:is |feels )?(?:closing|closing up|swelling)`),
  rule("emergency", "assertive", `inhaler ~5 (?:is not|isnt|is not really|does not|doesnt|not) (?:working|helping|doing anything) ~12 (?:can not|could not|cannot|struggling to|barely) (?:breathe|catch my breath|finish a sentence|talk|speak)`),
  rule("emergency", "assertive", `pregnant ~10 (?:so much blood|lots of blood|loads of blood|blood (?:coming out|everywhere|pouring|gushing)|big clots|bleeding (?:heavily|so much|loads))`),
  rule("emergency", "assertive", `(?:\\d+|[a-z]+) weeks pregnant ~10 (?:bleeding (?:heavily|a lot|loads|so much)|heavy bleeding|big clots|clots|soaking (?:through )?(?:pads|a pad)|(?:baby|bump) (?:has not|has stopped|stopped|is not) (?:moved|moving|kicking))|(?:bleeding (?:heavily|a lot)|heavy bleeding|big clots|soaking (?:through )?(?:pads|a pad)) ~10 (?:\\d+|[a-z]+) weeks pregnant`),
  // Pregnancy's emergencies told by their signs: pre-eclampsia's flashing lights or sudden swelling, the
  // waters broken with blood. A fear of them stays a fear (no fearReveals).
  ...each("emergency", "assertive", `(?:i am|at) (?:\\d+|[a-z]+) weeks ~20 (?:flashing lights|seeing (?:spots|stars)|blurred vision|blurry vision|(?:face|hands|feet) and (?:hands|face|feet) (?:have |has )?(?:swelled|swollen|puffed)|(?:face|hands) (?:have |has )?(?:swelled|swollen|puffed) (?:right )?up)|pregnant ~20 (?:flashing lights|seeing (?:spots|stars)|blurred vision|blurry vision|(?:face|hands|feet) and (?:hands|face|feet) (?:have |has )?(?:swelled|swollen|puffed)|(?:face|hands) (?:have |has )?(?:swelled|swollen|puffed) (?:right )?up)`),
  // More of the body in danger now, told by its signs: a sudden "worst ever" headache (a bleed on the
  // brain), lips or tongue swelling after an allergen, a fall with legs that cannot be felt or moved,
  // skin burning or blistering from bleach or another chemical.
  rule("emergency", "assertive", `(?:worst|sudden|thunderclap|exploding|explosive) (?:headache|head pain|pain in my head) ~8 (?:of my life|i have ever had|ever|like a thunderclap|came on (?:suddenly|all at once|in seconds|out of nowhere)|stiff neck|neck is (?:stiff|rigid)|can not (?:look at|stand) (?:the )?light|throwing up|vomiting|being sick)|headache ~4 like (?:a|being hit by a) (?:thunderclap|bat|hammer|brick)`),
  rule("emergency", "assertive", `(?:lips|tongue|face|mouth|eyes) (?:are |is |keep |have |has |started |starting )?(?:swelling|swollen|swelled|puffing up|puffed up|blowing up) ~12 (?:peanuts?|nuts?|allergic|allergy|ate|eaten|sting|stung|bee|wasp|shellfish|prawns?|antibiotics?|penicillin|epipen|epi pen)|(?:peanuts?|nuts?|allergic|allergy|sting|stung|shellfish|prawns?|penicillin) ~12 (?:lips|tongue|face|mouth) (?:are |is |keep |have |has |started |starting )?(?:swelling|swollen|swelled|puffing up|puffed up)`),
  rule("emergency", "assertive", `(?:fell|fallen|came off|come off|slipped) ~8 (?:can not|could not|cannot) (?:feel|move) (?:or (?:feel|move) )?(?:my )?(?:legs|leg|feet|arms|anything below)`),
  rule("emergency", "assertive", `(?:hands|skin|arms|face|fingers|legs) ~6 (?:neat |pure |undiluted |straight )?(?:bleach|acid|drain cleaner|oven cleaner|caustic soda|chemicals?|dettol|ammonia) ~8 (?:burning|burns|blister|blisters|blistering|blistered|peeling|raw|bleeding|red raw)`),
  // A death to come told as no accident ("just want someone to know it wasn't an accident"), and a time
  // settled on as a matter of course beside a means ("so this weekend it is").
  rule("plan", "assertive", `(?:someone|you|them|everyone|people|mum|mom|dad|my [a-z]+) (?:to )?know (?:that )?it (?:was not|is not|will not be|was never|is never) an accident`),
  rule("plan", "assertive", `(?:so|then|right|ok|okay) (?:${TIME}) it is$`, { needsContext: true }),
  // On the wrong side of a railing, the stool set under the beam, the fuel emptied at sea, the stuff got from
  // two chemists, towels along a door with the rings on: acts and plans told by what is done.
  rule("act", "assertive", `(?:sat|sitting|standing|stood|i am|perched) on the (?:outside|wrong side|other side|edge) of the (?:bridge |balcony |car park |multi storey )?(?:railing|railings|barrier|fence|rail|parapet)`),
  rule("act", "assertive", `(?:stool|chair|step|steps|ladder|box) (?:is |set |put |placed )?(?:under|beneath|below) (?:the )?(?:beam|rope|noose|loft hatch|hook|banister|banisters|rafter|rafters)`),
  rule("act", "assertive", `(?:emptied|dumped|drained|tipped) (?:out )?(?:the |all the )?(?:fuel|petrol|diesel) ~3 on purpose`),
  rule("plan", "assertive", `(?:got|bought|picked up|collected) (?:the |all the )?(?:stuff|things|them|it|everything) from (?:two|three|four|several|different|multiple) (?:different )?(?:chemists|pharmacies|shops|places)`),
  rule("act", "assertive", `(?:rings|burners|gas|hob|oven) ~8 (?:towels?|tape|taped|blanket|blankets|sealed) ~6 (?:door|doors|gap|gaps|windows?)`),
  // A body in danger on the floor: a fall not got up from for hours, a wound open to its fat, held shut with tape.
  rule("emergency", "assertive", `(?:fell|fallen|had a fall|on the floor) ~12 (?:can not|cannot|could not) get (?:myself )?(?:up|back up)|(?:hip|leg|ankle|arm) (?:is |s )?(?:at|bent at|sticking out at) (?:a|the) (?:wrong|weird|funny|strange) angle`),
  rule("emergency", "assertive", `(?:yellow stuff|fat|fatty stuff|white stuff|bone) (?:is )?(?:showing|visible|poking out|sticking out)|(?:holding|taped|taping|tape|glued|gluing) (?:it|the cut|the wound|the gash) (?:shut|closed|together)`),
  // Someone else's breathing slowed, their lips turned blue: an overdose or worse, whatever doubt is named with it.
  rule("other_at_risk", "assertive", `(?:her|his|their|mum s|dad s|nan s|baby s|son s|daughter s|(?:bro|mate|friend|flatmate|roommate|partner|boyfriend|girlfriend|husband|wife|brother|sister|grandad|gran)(?: s|s)) lips (?:have |has |are |is |looked |look |looking |were |went )?(?:gone |going |turned |turning )?(?:a bit |slightly |kind of |really )?(?:blue|purple|grey|gray|dusky)|(?:her|his|their) breathing (?:is |has gone |sounds )?(?:really |very |so )?(?:slow|shallow|rattly|rattling|noisy|gurgling)`, { fearReveals: true }),
  // Bleeding that will not wait ("blood spurting in pulses", "bled through 3 t-shirts", "bleeding loads"); not a
  // nosebleed or a period.
  rule("emergency", "assertive", `(?<!(?:years|months|weeks) ago[^.]{0,80})(?:blood (?:is |s |keeps |was |started )?(?:spurting|pumping|pouring|gushing|squirting|pooling)|it (?:is |s |keeps )?(?:spurting|pumping|squirting) out)(?! ~4 (?:nose|period|gums))|bleeding (?:loads|badly|bad|heavily|so much|everywhere|like mad|like crazy)(?! ~4 (?:nose|period|gums))|lost (?:about |around |nearly |over |almost )?(?:a|half a|\\d+) (?:litre|liter|pint|pints|litres|liters) of blood|(?:soaking|soaked|bleeding) (?:right )?through (?:the |my |his |her )?(?:towels?|bandages?|dressings?|tea towels?)|bled (?:right )?through (?:\\d+|a|the|two|three|four|my|his|her) ~2 (?:towels?|t shirts?|tshirts?|shirts?|bandages?|dressings?|tea towels?)|(?:can not|cannot|could not|cant) stop (?:the |it |him |her |his |my )?(?:bleeding|blood)(?! ~4 (?:nose|period|gums))`),
  // A drink spiked ("he put smthing in my drink, can't feel my legs"): drugged now.
  rule("emergency", "assertive", `(?:he|she|they|someone|somebody|a (?:man|guy|bloke|stranger)|some (?:guy|man|bloke)) (?:has |must have |might have )?(?:put|slipped|dropped|spiked) (?:something|smthing|smth|somethin|sth|stuff|a pill|drugs?|powder)? ?(?:in|into) (?:my|her|his|our) (?:drink|glass|pint|wine|cocktail)|(?:my|her|his) drink (?:was|got|has been|s been) spiked|(?:i|she|he) (?:was|got|have been|has been|ve been) spiked`),
  // Held and not let go ("the driver has gone off the route and won't unlock the doors").
  rule("harmed", "assertive", `(?:driver|he|she|they|him) ~8 (?:will not|wont|won t|refuses to|refused to|would not) (?:unlock|open|let me out of) (?:the )?(?:doors?|car|taxi|van)|(?:locked|locks|locking) (?:me|us) in (?:the|his|her|their|a) (?:car|room|van|taxi|flat|house|bedroom)`, { fearReveals: true }),
  // Following someone in secret to learn where they live now (never an exposure).
  rule("harm_others", "assertive", `follow (?:her|him|them|my ex|his ex|her ex) ~6 (?:without (?:her|him|them) (?:seeing|knowing|noticing)|(?:and )?find out (?:her|his|the|their) (?:new )?address|to (?:her|his|their) (?:new )?(?:house|home|flat|address))`, { neverAnExposure: true }),
  // A pet hurt to frighten, and the same promised to the writer; a note asking for help from someone kept in.
  rule("harmed", "assertive", `(?:hurt|killed|kicked|drowned|strangled|hit|strangle|kill) (?:the|my|our) (?:cat|dog|puppy|kitten|pet|rabbit|bird|hamster) ~6 (?:so i (?:would|d|will) know|to (?:scare|show|warn|frighten) me|as a warning|(?:the )?same (?:could|will|would|might) happen to (?:me|us))|(?:note|message|text)[^.]{0,30} (?:help|help me|save me)[^.]{0,12} (?:can not|cannot|cant) (?:leave|get out|go out)`, { fearReveals: true }),
  // Someone breaking in now ("he's kicking the door in").
  rule("harmed", "assertive", `(?:he|she|they|someone|somebody|my ex|her ex|his ex|my (?:dad|stepdad|husband|partner|boyfriend|brother)) (?:is |s |are )?(?:kicking|smashing|breaking|bashing) (?:the |my |our |her |his )?(?:front |back |bedroom |bathroom )?(?:door|doors|window|windows) (?:in|down|open)`, { fearReveals: true }),
  // A dog attacking someone now; someone snatched into a vehicle; a car forcing the writer off the road; a birth
  // happening now, away from help.
  rule("other_at_risk", "assertive", `(?:dog|dogs|pit ?bull|xl bully|rottweiler|alsatian) (?:is |are |s |has |have )?(?:attacking|mauling|savaging|mauled|savaged|latched onto|won t let go of|will not let go of) (?:me|us|him|her|them|(?:my|our|a|the|her|his|their) (?:little |young |small |old |elderly )?(?:son|daughter|child|kid|baby|toddler|boy|girl|little one|brother|sister|mum|mom|dad|nan|grandad|friend|husband|wife|partner|neighbour|man|woman|jogger|cyclist|postman|face|arm|leg|hand|neck))|(?:grabbed|snatched|dragged|pulled|bundled|forced) (?:my|our|a|the) (?:daughter|son|child|kid|girl|boy|sister|brother|toddler|baby|little one|friend|wife|mum|mom) ~4 (?:into|in) (?:a|his|the|their|an) (?:van|car|truck|lorry|vehicle)`, { fearReveals: true }),
  rule("harmed", "assertive", `(?:trying|tried|keeps trying|keep trying) to (?:run|force|push|drive|ram) (?:me|us) off the road|(?:following|chasing|tailgating) (?:me|us) ~6 (?:trying to (?:ram|hit|run)|flashing|for miles|won t stop|will not stop)`, { fearReveals: true }),
  rule("emergency", "assertive", `(?:baby|babys|baby s|the head) (?:is |s )?(?:coming (?:now|right now|out|fast)|crowning)|(?:can|i can|we can) see (?:the|its|the babys|the baby s) head|(?:giving|gave|about to give) birth (?:in|on) (?:the|a|our|my) (?:car|floor|bathroom|toilet|kitchen|bus|back seat)`),
  // A week's or a month's supply swallowed at once; someone in hospital pulling out their drip, climbing the rails.
  rule("act", "assertive", `(?:swallowed|took|taken|downed|necked) (?:the |a |my |her |his )?(?:whole |entire )?(?:week s|weeks|month s|months|fortnight s|fortnights) (?:worth|supply|pills|tablets|meds)`),
  rule("other_at_risk", "assertive", `pulled (?:out )?(?:her|his|their) (?:drip|cannula|catheter|line|tube)(?: out)? ~8 (?:climb|climbing|trying to climb|over the (?:bed )?rails)|(?:climbing|trying to climb|climbed) over the (?:bed )?(?:rails|sides)`),
  // An amount in a pharmacist's shorthand ("took 16x500mg an hour ago"): ten tablets or more.
  rule("act", "assertive", `(?:took|taken|swallowed|had|downed|necked|just took|have taken) (?:like |about |around |maybe )?(?:[1-9]\\d|\\d{3}) ?x ?\\d+ ?mg`),
  // Choking on something now, whoever; a seizure that the rescue medicine has not stopped; someone held face down
  // with a knee on their back; bruises where a dependent person is hurt in secret.
  rule("other_at_risk", "assertive", `choking on (?:a |an |the |his |her |their |some |my )?(?:food|sandwich|grape|sweet|meat|bread|toy|coin|something|piece|bit|crisp|sausage|steak|chicken|apple|lego|button)|back blows (?:are |is )?(?:not|n t) (?:working|helping)|(?:midazolam|buccolam|rescue (?:med|meds|medication|medicine)) ~8 (?:still (?:fitting|seizing|jerking|convulsing)|not (?:working|stopped)|has not stopped)|(?:pinned|held|holding|restrain[a-z]*) (?:him|her|them|a resident|the resident|a patient|the patient|[a-z]+) ~3 face down ~10 (?:minutes|kneeling|knee)|kneeling on (?:his|her|their) (?:back|neck|chest)|bruis[a-z]* (?:on|to|around) (?:her|his|their) (?:inner thighs?|genitals|private parts)`, { fearReveals: true }),
  // A baby gone floppy or blue; a baby shaken; a child alone by a motorway or water; someone pushed onto the tracks;
  // a machine, a wall or a tractor fallen on someone; blood in the sick; a child scalded down the body.
  rule("other_at_risk", "assertive", `(?:baby|babys|baby s|newborn|toddler) (?:is |s |has |has gone |gone |went |going )(?:all )?(?:floppy|limp|blue|grey|gray|blueish|bluish)(?! (?:with sleep|asleep|and asleep|and sleepy|and fell asleep|in my arms))|(?:he|she|they|partner|partners|husband|husbands|wife|boyfriend|boyfriends|girlfriend|dad|dads|mum|mums|stepdad|babysitter|nanny)(?: is| s| was)?(?: ${IN_A_STATE} and)? (?:shaking|shook|shakes) (?:the|my|our|her|his) (?:baby|newborn|infant)(?! (?:rattle|toy|bottle|monitor|bouncer|s rattle))|(?:kid|child|toddler|little boy|little girl|boy|girl) ~6 (?:on (?:his|her|their) own|alone) ~6 (?:motorway|hard shoulder|main road|dual carriageway|railway|tracks|river|canal|lake)|(?:pushed|thrown) (?:onto|on to|in front of) the (?:tracks|train|rails|lorry|bus|traffic)`),
  rule("emergency", "assertive", `(?:tractor|car|van|quad|forklift|lorry|truck|wall|tree|machine|ceiling|shelving|wardrobe) (?:has |just )?(?:rolled|fallen|fell|tipped|collapsed|come down|came down) (?:on|onto|on top of) (?:my|his|her|a|the|our) (?:[a-z]+ )?(?:brother|sister|son|daughter|dad|mum|husband|wife|friend|man|boy|girl|child|kid|colleague|workmate|uncle|grandad|leg|legs)|(?:been sick|being sick|sick|vomit|vomited|vomiting|throwing up|threw up|puked) ~4 (?:blood|bloody)|blood in (?:her|his|my|the) (?:sick|vomit)|(?:boiling|scalding) (?:water|oil|fat|tea|coffee) ~6 (?:all )?(?:over|down|onto) (?:her|his|their) (?:chest|face|arm|arms|legs?|back|neck|tummy|belly|body)`),
  // A seizure that has gone on past five minutes.
  rule("emergency", "assertive", `(?:fitting|seizure|seizing|convulsing|having a fit) ~6 (?:over |more than |for )?(?:[5-9]|five|six|seven|eight|nine|ten|[1-5][0-9]) (?:minutes|mins|min)`),
  // A heart stopped: no pulse, CPR begun, the defibrillator fetched (not a course or a dummy).
  rule("emergency", "assertive", `(?:can not|cannot|could not|cant) (?:feel|find|get) (?:a |his |her |their |any )?pulse|(?:doing|started|start|giving|give|am doing|we are doing) (?:him |her |them )?(?:cpr|chest compressions)(?! ~4 (?:course|training|class|dummy|manikin|mannequin))|(?:get|getting|gone for|went for|fetch|fetching|where is|grab) the (?:defib|defibrillator|aed)`),
  // Through the ice, a baby scalded, a child struggling to breathe (the skin sucked in under the ribs), a blood
  // sugar far too low.
  rule("emergency", "assertive", `(?:fell|fallen|gone|went|falling|fall) (?:through|in through) the ice|(?:boiling|scalding|hot) (?:water|kettle|oil|fat|tea|coffee|pan|soup) ~6 (?:went|spilt|spilled|fell|came|tipped|splashed|poured|got)(?: off (?:the )?[a-z]+)? (?:all )?(?:over|onto|on|down) (?:my|the|our|his|her) (?:baby|babys|baby s|toddler|toddlers|toddler s|newborn|little one)|(?:skin|chest|tummy|ribs) ~4 (?:sucking|pulling|caving|drawing) in (?:under|between|around|below) (?:her|his|their|the) ribs|(?:blood )?(?:sugar|sugars|glucose|bm|bms|bg|bgl|cbg) (?:is |are |s |at |of |reading |down to |dropped to |just )?(?:0|1|2)(?: point \\d+|h\\d+)?(?! (?:hours|days|weeks|months|years|kg|units|carbs|cups|times))\\b`),
  // Someone face down in water now ("mate face down in the bath"); not a harm thought of holding someone so.
  rule("other_at_risk", "assertive", `(?<!(?:hold|holding|held|push|pushing|pushed|keep|keeping|kept|put|putting|force|forcing) (?:her|him|them|the baby|my [a-z]+) )face down in (?:the |a |his |her |their )?(?:bath|bathtub|tub|water|pool|river|canal|pond|lake|sea|puddle|paddling pool)`, { fearReveals: true }),
  // Naloxone wanted or given: an opioid overdose now ("need narcan NOW"), not a training or a kit carried.
  rule("other_at_risk", "assertive", `(?<!(?:how|trained|training|learn|learned|learnt|able|know how|remember) to )(?:need|needs|get|grab|where is|where s|wheres|got any|does anyone have|(?:give|gave|given|giving|had to give) (?:him|her|them)) (?:the |some |a |my |your |his |her )?(?:narcan|naloxone)(?! (?:training|course|kit training|in my bag|on me|at work))`),
  // Someone at the door or in the house with a weapon now ("a man outside my yard with a shank").
  rule("harmed", "assertive", `(?:he|she|they|someone|somebody|a (?:man|guy|bloke|woman|stranger)|man|mans|men|(?:my|her|his) exs?) (?:is |s |are |re )?(?:outside|at (?:the|my|our) (?:door|window|gate)|in (?:the|my|our) (?:house|garden|hall|hallway|yard|flat|kitchen)|downstairs) ~4 with (?:a|an|his|her|their|the) (?:${WEAPON})(?! ~6 (?:film|movie|show|series|game|book|dream|video))`, { fearReveals: true }),
  // The body in danger now, told with its signs together: a heart attack's crushing chest with the arm, jaw or
  // sweat; a child's ketoacidosis (breath of nail varnish, hard to wake beside vomiting or fast breathing);
  // swelling with breathing failing; carbon monoxide with someone floppy or collapsed; something drunk from
  // under the sink; someone at the door threatening to kill. As for every body in danger, a fear of them
  // ("what if my chest …") is health anxiety's, not an alarm.
  rule("emergency", "assertive", `chest (?:has been |is |feels |keeps |s )?(?:crushing|crushed|so heavy|really heavy|being crushed) ~14 (?:left arm|my arm|jaw|drenched|sweat|sweating|sweaty|clammy)`),
  // Chest pain, pressure or tightness that spreads to the arm or jaw, asked about as "just anxiety" or not.
  rule("emergency", "assertive", `(?:chest (?:pain|pains|pressure|tightness|is (?:so |really )?tight|hurts|is hurting|aches|ache)|(?:tight|heavy|painful|crushing) chest) ~6 (?:going|spreading|moving|shooting|radiating|running|travelling|traveling|goes|spreads|moves|shoots|radiates|runs|down|into|up) ~3 (?:my )?(?:left arm|arm|arms|jaw|neck and jaw)`),
  rule("other_at_risk", "assertive", `breath (?:smells?|smelling) (?:like|of) (?:nail varnish|nail polish|nail varnish remover|pear drops|acetone)|(?:he|she|they|baby|son|daughter|child|toddler) (?:is |s )?(?:really |very |so )?(?:hard|difficult|impossible) to wake ~10 (?:vomit|vomited|vomiting|sick|breathing|floppy)|(?:vomit|vomited|vomiting|breathing (?:really |very )?(?:deep|fast)) ~10 (?:hard|difficult|impossible) to wake`),
  rule("emergency", "assertive", `(?:face|throat|lips|tongue)(?: and (?:my )?(?:face|throat|lips|tongue))? (?:are |is |s )?(?:swelling|swollen|swelling up|puffing up) ~8 (?:struggling to breathe|can not breathe|cannot breathe|hard to breathe|can barely breathe)`),
  rule("other_at_risk", "assertive", `(?:boiler|heater|gas fire|stove) ~20 (?:headaches?|dizzy|dizziness|nausea|sick) ~20 (?:floppy|collapsed|unconscious|hard to wake|passed out|will not wake)|(?:headaches?|dizzy|dizziness|nausea) ~12 (?:boiler|heater|gas fire) ~20 (?:floppy|collapsed|unconscious|hard to wake|passed out|will not wake)`),
  rule("emergency", "assertive", `(?:tongue|lips|throat) (?:is |are |s )?(?:swelling|swollen|tight) ~10 (?:hives|rash|welts) ~14 (?:allergy|allergic|nut|nuts|peanut|peanuts)`),
  rule("other_at_risk", "assertive", `(?:drank|drunk|swallowed|ate) (?:something|stuff|some|some of the [a-z]+) (?:from )?under the sink|(?:kicking|banging on|trying to break|breaking down) (?:the|our|my|her|his) (?:front )?(?:door|window) ~8 (?:going to|gonna|will) (?:kill|hurt|stab) (?:her|him|them|us|me)`),
  // Gas let out unlit into a shut room, a ligature used: the acts, told in their practical words.
  rule("act", "assertive", `(?:gas|hob|oven|cooker|rings|burners|gas taps|(?:turned|switched|left|put) (?:it|them) on) ~12 (?:without lighting|not lighting|unlit|did not light|not lit) ~12 (?:(?:shut|closed|sealed|taped) ~3 (?:windows|doors|door|window|vents|gaps)|(?:windows|doors|door|window|vents|gaps) (?:are |all |are all )?(?:shut|closed|sealed|taped))`),
  rule("act", "assertive", `ligature ~12 (?:marks? on (?:my )?neck|neck (?:is )?(?:marked|bruised|sore)|hoarse|hurts to swallow)|(?:this morning|last night|earlier today|earlier|yesterday|an hour ago) ~3 ligature`),
  rule("emergency", "assertive", `waters (?:broke|have broken|went|have gone) ~12 (?:a lot of blood|lots of blood|so much blood|loads of blood|bleeding (?:heavily|a lot|loads)|heavy bleeding)`),
  // A baby's or child's body in danger now, by the signs a paediatric line asks about: a fall with vomiting
  // or drowsiness after it, a fever under three months, a newborn with no wet nappies who is barely
  // feeding, a button battery gone from sight, a dog bite that will not stop bleeding.
  rule("other_at_risk", "assertive", `(?:baby|newborn|toddler|son|daughter|little one|little girl|little boy|girl|boy|kid|child|he|she) (?:has |had )?(?:fell|fallen|rolled|tumbled) (?:off|from|down) ~16 (?:vomited|been sick|being sick|vomiting|throwing up|threw up|keeps falling asleep|(?:keeps )?(?:dozing|nodding) off|drowsy|will not wake|hard to wake|pupils? (?:looks? |is |are )?(?:bigger|different|uneven)|fitting|a seizure)`, { fearReveals: true }),
  rule("other_at_risk", "assertive", `(?:newborn|(?:[1-9]|1[0-2]) weeks? old|\\d+ days? old|(?:one|two|[12]) months? old) ~16 (?:temperature|temp|fever) (?:of |is |was |at )?(?:3[89]|4[01])(?:h[0-9])?`, { fearReveals: true }),
  rule("other_at_risk", "assertive", `(?:newborn|days? old|weeks? old|baby) ~16 (?:has )?(?:no wet (?:nappy|nappies|diaper|diapers)|not had a wet (?:nappy|diaper)|not had any wet (?:nappies|diapers)) ~16 (?:barely feeding|not feeding|will not feed|not taking (?:a |her |his )?feeds?|sleepy|lethargic|yellow|floppy|sunken)`, { fearReveals: true }),
  // A small child who got into the pills ("my 4 year old got into my pill organiser … swallowed some of them").
  rule("other_at_risk", "assertive", `(?:[0-9]+ ?(?:year|yr) old|toddler|baby|little one|little boy|little girl|child|kid) ~10 (?:swallowed|ate|eaten|got into|chewed|has had) ~6 (?:pills|tablets|meds|medicine|medication|pill organi[sz]er|pill box|my (?:pills|tablets|meds|medication))`),
  // Not a case told at work ("a toddler who'd swallowed a button battery"): someone's own child, now.
  rule("other_at_risk", "assertive", `(?<!who (?:had |d |has )?|whod )swallowed ~6 (?:round |flat |little |small |tiny |button |coin |watch |lithium |silver )*(?:batter(?:y|ies)|magnets?)`),
  rule("other_at_risk", "assertive", `(?:button|coin|watch) batter(?:y|ies) ~16 (?:in (?:his|her|their) mouth|swallowed|now it is gone|it is gone|can not find it)`, { fearReveals: true }),
  rule("other_at_risk", "assertive", `(?:dog|dogs|it) (?:went for|bit|attacked|mauled|savaged) ~10 (?:blood everywhere|deep (?:gash|cut|wound)|gash|will not stop bleeding|bleeding (?:badly|heavily|a lot))`, { fearReveals: true }),
  // Someone with dementia gone missing into the cold or the dark, not yet found.
  rule("other_at_risk", "assertive", `(?:dementia|alzheimers|alzheimer s) ~16 (?:wandered off|wandered out|has gone missing|gone missing|went missing|is missing|got out)(?![a-z0-9 ,]{0,120}(?:found (?:her|him)|brought (?:her|him) (?:back|home)|(?:she|he) (?:is|was|came) (?:back|safe|home|fine)))`),
  // A baby shaken, and a sign of injury after it (shaken baby): an emergency now, however it is told.
  rule("other_at_risk", "assertive", `(?:shook|shaken|shaking) (?:my|the|our|her|his) (?:baby|newborn|infant|little one)(?! (?:s|rattle|bottle|blanket|toy|formula|milk)\\b) ~12 (?:floppy|limp|unresponsive|will not wake|not waking|(?:eye|eyes) ~3 (?:weird|funny|strange|rolling|different|odd)|vomiting|being sick|fitting|seizure|not breathing|stopped breathing)`, { fearReveals: true }),
  // A medicine given to a baby or child that was not prescribed for them: poisoning, however it is framed.
  rule("other_at_risk", "assertive", `(?:gave|given|give|giving|put) (?:her|him|the baby|my baby|my son|my daughter|the kids|my toddler) (?:a little|a bit|some|one|half|a drop|drops) (?:of )?(?:my|mums|dads|the adult|an adult) (?:sleeping |sleep )?(?:medicine|medication|tablets?|pills?|meds|sleeping pills|sleeping tablets|painkillers|antidepressants)`, { fearReveals: true }),
  // Starving told with what it is doing to the body ("haven't eaten in 6 days, fainted in the shower").
  rule("act", "assertive", `(?:have not|had not|not|did not|have not really) (?:eaten|eat|had (?:any )?food|had anything to eat|had a meal) (?:in|for) (?:[0-9]+|three|four|five|six|seven|eight|nine|ten|a week|over a week|two weeks|weeks) ?(?:days|weeks)? ~8 (?:fainted|fainting|passed out|blacked out|collapsed|keep fainting|nearly fainted|heart (?:is )?(?:racing|skipping|pounding))`),
  // A young child left alone for hours or days.
  rule("other_at_risk", "assertive", `(?:left|leaving|have left) (?:my|our|the|her|his) (?:[0-9]+ year old|baby|toddler|kids|children|child|little one|son|daughter) (?:alone|on (?:her|his|their) own|by (?:herself|himself|themselves)) ~4 (?:[0-9]+|two|three|four|five|a few|a couple of) (?:hours|days|nights)`),

  rule("harm_others", "assertive", `(?:actually|genuinely|really|truly|honestly|for real|finally) (?:want|wanted|going|planning|intend|plan) (?:to )?(?:${HARM_VERB}) ${PEOPLE}`),
  rule("harm_others", "assertive", `(?:he|she|they|that [a-z]+|my [a-z]+|this [a-z]+|the [a-z]+|you|people like (?:him|her|them)|everyone) (?:deserves?|deserved|deserve|is going to|are going to|will|is gonna|is not going to|will not) ~1 (?:to die|to suffer|to be hurt|to get hurt|to pay|to be killed|get what is coming|be punished|be stabbed|be shot|burn(?! (?:down|to the ground|up|out)\\b)|regret|pay for|walk away from this|get away with (?:it|this)|know what hit|wake up|see it coming|see another)`, { negationInside: true }),
  rule("harm_others", "assertive", `(?:gets|get|get s) what is coming to (?:him|her|them)|not going to let (?:him|her|them) get away with`, { negationInside: true }),
  rule("harm_others", "assertive", `(?:bring|take|bringing|taking|brought|took|carry|carrying|sneak|sneaking|hide|hiding|keep|keeping|got|have got|i have|leaving|left|sorted|bought|have bought|got hold of) ~1 (?:a|my|the|dads|his|her|a loaded|an|some) ~1 (?:${WEAPON}) ~4 (?:to|into|in my bag|in my pocket|in my car|in the boot|for when|out for when|to use on|for|on purpose|for tomorrow|for tonight|ready) ~3 (?:school|work|class|the office|church|the party|his|her|their|the meeting|college|uni|the mall|him|her|them|he|she|they|when he|when she|lesson|tomorrow|tonight|saturday|friday)`),
  rule("harm_others", "assertive", `(?:the|a|my) (?:${WEAPON}) (?:i have|i have got|i bought|i got|i hid|i have hidden|in my bag|in my pocket|in my car|i keep) ~4 (?:for when|when i see|for|to use on) ~2 (?:${THIRD}|my [a-z]+)`),
  rule("harm_others", "assertive", `(?:bought|got|sorted|ordered|found) ~1 (?:a|the|my|some) (?:${WEAPON})(?:$|,| and (?:i am )?going| going)`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:is|are|s) (?:getting|going to get|gonna get) (?:stabbed|shot|hurt|battered|killed|done in|merked) ~3 (?:this|tonight|tomorrow|on|at|when|after)|(?:set|setting|put|putting) (?:the|my|his|her|our) [a-z]+ on fire|(?:following|followed|been following) (?:the|that) (?:man|guy|person|woman|lad|bloke|girl) who`),
  rule("harm_others", "assertive", `shoot up (?:the|my|a|our) [a-z]+|(?:mass|school) shooting (?:at|in)? ?(?:my|our)|(?:kill|hurt|shoot|stab) as many (?:people )?as (?:i can|possible)`),
  rule("harm_others", "assertive", `(?:i know|knowing|found out|i have worked out|i have found) (?:where|when|which) ~2 (?:he|she|they|my [a-z]+|his|her) ~2 (?:lives|live|works|work|sleeps|sleep|is alone|are alone|gets home|get home|will be|parks|walks|is in|leaves|lesson|class|shift|address)`),
  rule("harm_others", "assertive", `(?:got|found|have) (?:his|her|their) (?:new )?(?:address|number|location|schedule|shift pattern)`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:watching|been watching|following|been following|waiting outside|sitting outside|parked outside|standing outside|be waiting (?:at|outside)|i will be waiting) ~3 (?:his|her|their|him|her|them)(?! (?:for (?:symptoms|signs|any signs|a reaction|reactions|a rash|a fever)|breathe|breathing|sleep|sleeping|like a hawk)) ~3 (?:house|flat|place|road|car|work|school|gym)?`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:waiting|wait) (?:outside|at|by|for) ~2 (?:his|her|their) ~1 (?:house|flat|road|place|car|work|school)|(?:going|i am going|heading|i will go|going over|going round) (?:round |over )?(?:there|to (?:his|her|their) (?:house|flat|place)) ~3 (?:${TIME}|with (?:a|the|my) (?:${WEAPON}))`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:make|making|made) (?:him|her|them|everyone|that [a-z]+) (?:pay|suffer|regret it|bleed)(?! (?:for (?:the|a) (?:meal|dinner|drinks?|bill|tickets?)|back)\\b)|(?:deal with|sort) (?:him|her|them) (?:myself|out myself|properly|for good)|do not care (?:anymore )?if (?:he|she|they) (?:gets?|get) hurt`, { negationInside: true }),
  rule("harm_others", "assertive", `(?:thought about|thinking about|worked out|working out|planned|planning|figured out) (?:exactly |the details of )?how (?:i would|i will|i could|to) ~2 (?:do it|kill|hurt|get|deal with|${HARM_VERB}) ~1 (?:${PEOPLE})?`, { needsContext: true }),
  rule("harm_others", "assertive", `(?:${HARM_VERB}) (?:${PEOPLE}) ~3 (?:feel good|feel calm|feels good|feels right|i feel calm|do not feel sick|feel nothing)`),
  // --- Being harmed by someone else -------------------------------------------------------------
  // Abuse told as it is lived: threats made to keep the person quiet, being locked in, someone coming
  // into the room at night with a secret kept, being hit again. A danger now, answered with the same help.
  // A threat tied to telling, leaving or refusing: what is threatened is harm, sending away, taking the
  // children or a loved one, or the police turned against the person ("she'll kill me if I go out"
  // is left to the older rule below, with its narrower verbs: it is said of a borrowed jacket too).
  rule("harmed", "assertive", `if i (?:ever )?(?:tell|talk|speak|leave|go|call|report|say no|say anything|refuse) ~6 (?:he|she|they|hell|shell|hed|shed) ~2 (?:${THREATENED})|(?:he|she|they|hell|shell) (?:will|would|is going to|are going to)? ?(?:${THREATENED}) ~8 if i (?:ever )?(?:say no|refuse|tell|leave|talk|speak|report|go|do not|stop|scream|shout|make a sound|call for help|block)`, { fearReveals: true }),
  // Cut, stabbed, burned or bitten by someone: an injury done to the person, told once.
  rule("harmed", "assertive", `(?:${ABUSER}|someone|somebody|a (?:man|woman|guy|girl|boy|stranger)|some (?:guy|man|woman|girl|boy)) (?:has )?(?:stabbed|stabs|slashed|slashes|cut|cuts|burned|burnt|burns|scalded|scalds|bit|bites|branded) (?:me|my (?:hand|hands|arm|arms|leg|legs|face|back|neck|stomach|side|chest|thigh|thighs|head|wrist|wrists|skin))(?! (?:a |some |me a )?(?:slice|piece|bit|break|deal|slack|off|out|short|in|up|loose|free|down to size)\\b)(?! ~4 (?:by accident|accidentally|with (?:the|a) (?:scissors|clippers|razor) (?:while|when) (?:cutting|trimming|shaving)|cutting my hair|trimming))`),
  // Hurt told by the part of the body it is done to ("pinches my arms when she washes me", "grabs my
  // wrists so hard they bruise"), and someone coming into the room at night with what shows it unwanted.
  ...each("harmed", "assertive", `${ABUSER} ~4 ${HURTS_A_PART}(?! (?:to (?:help|steady|stop|pull|save|catch|keep|guide|hold|lead|warn)|by accident|accidentally|when we (?:play|dance)|playing))|my (?:grown up |adult )?(?:son|daughter|grandson|granddaughter|kids|children) ~4 ${HURTS_A_PART} ~4 (?:so hard|until|bruis[a-z]*|bleed[a-z]*|bled|marks|every (?:day|time))`),
  rule("harmed", "assertive", `${ABUSER} (?:comes|came|keeps coming|has been coming|will come|is coming|coming|gets|got|climbs|climbed|climbing|getting) (?:into|in to|in) my (?:room|bed|bedroom) ~8 (?:at night|every night|when (?:everyone|mum|mom|dad|nobody|no one)|keep quiet|be quiet|not to tell|our secret|a secret|scared|afraid|terrified|again|tonight|i pretend|pretend to be asleep|lock)`, { fearReveals: true }),
  // Violence happening now, or being done, to someone else ("her husband is hurting her right now", "my
  // dad is hitting my mum in the kitchen", "my mum is being beaten by her boyfriend").
  // Typed in a hurry without its "is" ("my dad drunk again and hitting my mum now"), or after coming home in
  // that state ("came home drunk and is flogging my mother with a belt").
  ...each("other_at_risk", "assertive", `(?:dads|daddys|mums|mummys|moms|stepdads|uncles|brothers|husbands|boyfriends|partners) (?:again )?${VIOLENCE_NOW} (?:${HURT_WHOM}|mum|mom|mummy|mommy|dad|daddy|nan)${NOT_A_GAME_OR_KNOCK}|${WITNESS_PERPETRATOR} (?:(?:is|are|s)(?: ${IN_A_STATE} and)?|${IN_A_STATE}(?: again)? and(?= (?:[a-z]+ ){2,6}(?:now|right now)\\b)) ${VIOLENCE_NOW} ${HURT_WHOM}${NOT_A_GAME_OR_KNOCK}|(?:came|comes|come|got|gets) home ${IN_A_STATE} and (?:is|s|has been|started|starts|keeps) ${VIOLENCE_NOW} ${HURT_WHOM}${NOT_A_GAME_OR_KNOCK}|${HURT_WHOM} (?:is|are|s|was|were) (?:being )?(?:beaten|attacked|hit|hurt|stabbed|strangled|choked) (?:by|right now|now|again|outside)|(?:someone|somebody|a (?:man|woman|girl|boy)) (?:is|s) being (?:attacked|beaten|stabbed|hurt|assaulted) ~4 (?:right now|now|outside|in the street|next door)`),
  // A threat of violence reported ("mum's boyfriend says he's going to hurt us"); "kill" only with what
  // shows it meant ("… we're hiding"), since "mum said she'll kill me if I'm late" is a figure of speech.
  rule("harmed", "assertive", `(?:says|said|keeps saying|kept saying|threatened|threatens|is threatening|swore|swears|told (?:me|us)) (?:that )?(?:he|she|they) (?:is going to|will|is gonna|would|was going to|is about to) (?:hurt|beat|hit|stab|strangle|burn|(?:kill (?:us|me)(?= ~8 (?:hiding|hid|scared|terrified|knife|gun|locked|police|means it|meant it|serious))))(?:(?<=kill (?:us|me))| (?:us|me|mum|mom|her|him|my (?:mum|mom|mother|brother|sister|kids|baby|children)|the (?:kids|baby|children)))`),
  // Violence against someone else the person knows, seen or heard: by a carer or staff, always; by
  // anyone else, when it is a pattern or happening now ("my neighbour hits his wife every night, I can
  // hear her screaming"). Not a game won ("beat my brother at chess") or a pillow fight.
  ...each("other_at_risk", "assertive", `(?:carer|carers|care worker|care workers|support worker|nurse|nurses|staff|nursing home|care home) ~3 ${HURT_SOMEONE}${NOT_A_GAME_OR_KNOCK}|${WITNESS_PERPETRATOR} ~2 ${HURT_SOMEONE}${NOT_A_GAME_OR_KNOCK} ~8 (?:every (?:day|night|time|week|weekend)|again|right now|tonight|down the stairs|not (?:really |properly )?(?:moving|breathing|responding|waking)|on the floor|all the time|a lot|when (?:mum|mom|dad|he|she|they|nobody|no one) (?:is|gets|comes)|i (?:saw|heard|can hear|could hear|see|watched)|screaming|crying|bruises?|alone with|scared|terrified|on the camera|until|so hard)`),
  // What a twelfth blind review found told without the usual words (decision 013, amendment z): a mother
  // who would take her baby with her, self-harm let run on, a height sat on and not jumped from, things
  // thrown at the family, a goodbye that asks not to be looked for.
  rule("harm_others", "assertive", `(?:the|my|our) (?:baby|babies|son|daughter|kids|children|child|little one|boy|girl|twins) and i (?:should|will|are going to|could|would|might as well|have to) (?:both |just )?(?:go|leave|die|disappear|be gone|sleep) (?:together|too|forever)`),
  rule("act", "assertive", `let (?:it|them|the (?:cuts?|wounds?)|my (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs)) bleed ~3 (?:more|longer|than usual|today|tonight|again|felt good|felt better|for a while)`),
  rule("act", "assertive", `(?:sat|stood|sitting|standing|was sat|was stood) (?:on|at) (?:the )?(?:edge|ledge|top|wrong side) of (?:the|a|my|our) (?:roof|rooftop|bridge|cliff|car park|multi storey|tower|building|balcony|railway bridge|motorway bridge)(?! (?:and|to) (?:watch|watched|eat|ate|have|had|enjoy|enjoyed|take|took|look|looked|admire|admired|chat|chatted|talk|talked))`, { firstPerson: true }),
  rule("harmed", "assertive", `(?:throwing|throws|threw|is throwing|was throwing|keeps throwing) (?:things|stuff|plates|bottles|glasses|chairs|pans|furniture) at (?:us|me|my (?:mum|mom|sister|brother|little brother|little sister))`),
  rule("plan", "assertive", `^ (?:please )?(?:do not|dont) (?:come )?(?:look|looking|search|come looking) for me(?! (?:at|in|on|until|till|before|after|tonight at|tomorrow at))`),
  // Someone named earlier in the sentence, saying now that they will end their life ("My partner … has
  // locked himself in the bathroom with a knife saying he's going to kill himself").
  rule("other_at_risk", "assertive", `(?:saying|says|said|threatening|threatens|screaming|shouting|texting|keeps saying|kept saying) (?:that )?(?:he|she|they) (?:is|are|will|wants to|want to|is going to|are going to|gonna|is gonna) (?:going to |gonna )?(?:${THEIR_END})`),
  // Bruises seen on someone, beside the one who gives them or the fear of them ("Grandma's carer shouts at
  // her and I saw bruises on her arms", "bruises on my sister's arms and she's scared of her boyfriend").
  rule("other_at_risk", "assertive", `${WITNESS_PERPETRATOR} (?:shouts at|shouted at|screams at|screamed at|yells at|yelled at|hits|hit|grabs|grabbed|pushes|pushed|shoves|shoved|threatens|threatened|locks|locked|drags|dragged|hurts) ~6 (?:saw|seen|noticed|found|spotted|has|had|covered in) ~2 (?:bruises|bruising|marks|a black eye|black eyes) (?:on|all over|up|round|around) (?:her|his|their|my [a-z]+s|[a-z]+s)|(?:saw|seen|noticed|found|spotted) ~2 (?:bruises|bruising|marks|a black eye) (?:on|all over|up|round|around) (?:her|his|their|my [a-z]+s|[a-z]+s) ~10 (?:scared|afraid|terrified|frightened|flinch[a-z]*) (?:of|to|when)`),
  // Violence to someone else told as what a person does to them ("My friend's husband hits her").
  rule("other_at_risk", "assertive", `(?:(?:my|our|her|his) (?:[a-z]+ )?[a-z]+s|[a-z]+s) (?:husband|boyfriend|partner|dad|father|stepdad|step dad|mum|mom|mother|carer|wife|girlfriend|son|brother) (?:still |often |always |also )?${HURT_SOMEONE}${NOT_A_GAME_OR_KNOCK}`),
  // Each alternative its own rule, gated by its verb: ABUSER starts with "he", "she" and "they".
  ...each("harmed", "assertive", `${ABUSER} (?:hit|slapped|punched|kicked|beat) me and (?:took|locked|threw|grabbed|smashed) (?:my|me)|${ABUSER} (?:hit|slapped|punched|kicked|beat) me (?:again|last night|today|yesterday|this morning|tonight|so hard|until|in the (?:face|head|stomach|ribs))|${ABUSER} (?:pushed|shoved|threw|slammed) me (?:into|against|down) (?:the|a) (?:wall|door|floor|stairs|fridge|table|wardrobe|radiator)|${ABUSER} (?:has |keeps )?(?:threw|throws|thrown|throwing) (?:a|the|his|her|their|my) (?:[a-z]+ ){0,3}at (?:me|my head|my face)|${ABUSER} (?:choked me|strangled me|squeezed my (?:neck|throat)|grabbed (?:me by )?(?:my|the) (?:neck|throat)|put (?:his|her|their) hands (?:round|around|on) my (?:neck|throat))|(?:held|holding|holds|put|pointed|pointing|pulled|pressed|pressing) (?:a|the|his|her|their) (?:[a-z]+ )?(?:knife|gun|blade|razor|pistol|machete|screwdriver|scissors|broken bottle) (?:to|at|against) my (?:throat|neck|head|face|chest|stomach|back)|the one (?:who|that) (?:hits|beats|hurts|chokes) me`),
  rule("harmed", "assertive", `(?:do not know how to|can not|how do i) (?:say|tell (?:anyone|someone|anybody)) what (?:he|she|they|my [a-z]+) (?:does|did|is doing|has been doing|keeps doing) to me`, { negationInside: true }),
  rule("harmed", "assertive", `${ABUSER} (?:makes|made|keeps making|make) me do (?:things|stuff) ~10 (?:our (?:little )?secret|secret game|not (?:to )?tell|not allowed to tell|at night|in bed|in the bath|(?:no one|nobody) (?:will|would) believe|if i tell|when (?:mum|mom|dad|nobody|no one) (?:is|was) (?:out|asleep|away))`),
  rule("harmed", "assertive", `(?:he|she|they|my [a-z]+|and) (?:said|says|told me|threatened|threatens|swore|keeps saying) ~3 (?:he|she|they|he will|she will|they will|hell|shell|will|would|is going to|are going to) ~1 (?:kill|hurt|beat|stab|make me regret|make sure i regret|make me pay|throw me out|take the kids) ~3 if i (?:tell|leave|call|go to|report|say)|(?:if i (?:tell|leave|call|report)) ~4 (?:(?:he|she|they) ~1 (?:will|would|is going to|are going to)|hell|shell|hed|shed) ~1 (?:(?:kill|hurt|beat|stab) (?:me|it|us|my)|make me regret|make sure i regret)`, { fearReveals: true }),
  rule("harmed", "assertive", `(?:lock|locked|locks|keeps locking|locking) me (?:in|inside|out|up)(?! of (?:the|my) (?:account|app|phone))(?!(?: [a-z]+){0,8} (?:by accident|by mistake|accidentally|game|games|playing|prank|joke|lol|haha))|(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|dad|stepdad|step dad|mum|mom|stepmum|stepmom|father|mother|ex|brother|sister|uncle|carer|family|parents)) (?:will not|does not|do not|never) let me (?:leave|go out|out of the house|see (?:anyone|my friends|my family)|have my phone|have (?:my own |any )?money)`, { negationInside: true }),
  // Held by someone: a passport taken or the door locked on the person, who cannot leave (in a learner's English too).
  rule("harmed", "assertive", `(?:boss|employer|manager|agent|agency|gangmaster|landlord) ~2 (?:take|takes|took|taken|has taken|keeps|kept|holds|has) my (?:passport|papers|documents|visa)(?! (?:copy|copies|number|details|photo|scan))|(?:take|takes|took|taken|has|have|keeps|keep|kept|hold|holds|holding|has got) my (?:passport|papers|documents|id|visa) ~8 (?:can not|cannot|not can|can not to|no can|not allowed to|never let me|do not let me|does not let me) (?:leave|go|go out|go home|get out|escape)|(?:lock|locks|locked|locking) (?:the door|me in|the doors) ~4 (?:at night|every night|when (?:he|she|they) (?:go|goes|leave|leaves)) ~6 (?:can not|cannot|not can|no can|not allowed to) (?:leave|go|get out)`, { negationInside: true }),
  // Someone coming into the room at night is a danger when it must be kept secret (a surprise party
  // or a parent turning the lamp off is neither).
  rule("harmed", "assertive", `(?:comes|came|keeps coming|has been coming|come) (?:into|in to|in) my (?:room|bed|bedroom) ~8 (?:not allowed to tell|told me not to tell|not to tell|can not tell|must not tell|our (?:little )?secret|if i tell)|(?:not allowed to tell|told me not to tell|our (?:little )?secret) ~8 (?:comes|came|keeps coming) (?:into|in to|in) my (?:room|bed|bedroom)|(?:he|she|they|my [a-z]+) (?:raped|rapes|molested|molests|abused|abuses|touches|touched) me(?! (?:on the|by) (?:arm|shoulder|accident|mistake))`),
  rule("harmed", "assertive", `(?:he|she|they|my [a-z]+) hurt me again|(?:scared|afraid|terrified|frightened) ~2 (?:(?:he|she|they|my [a-z]+) (?:will|is going to|might|would)|hell|shell|hed|shed) (?:kill|really hurt|hurt|beat) me (?:when|if|again|tonight|this time)|(?:scared|afraid|terrified|frightened) (?:of )?what (?:hell|shell|hed|shed|(?:he|she|they) (?:will|would|might)) do ~3 if i (?:leave|tell|go)`, { fearReveals: true }),
  // Left without food, heating or one's medicines: neglect by the person one depends on.
  rule("harmed", "assertive", `(?:leaves|left|leaving|keeps|kept|keeping) me without (?:any )?(?:food|water|heating|heat|my (?:meds|medication|medicine|pills|inhaler|insulin|tablets)) ~2 (?:for|all|again|until|days|when)|(?:said|says|told me) i (?:can not|cannot|am not allowed to|will not) (?:have|get) (?:any )?(?:food|water|my (?:meds|medication|medicine|pills|inhaler|insulin|tablets)) until|(?:took|takes|taken|has taken|hid|hides) my (?:wheelchair|walking frame|zimmer frame|hearing aids?|glasses|phone) ~6 (?:food|can not|cannot|until|behave|punish)|(?:takes|took|has taken|keeps taking|steals|stole) (?:all )?my (?:pension|benefits|wages|bank card)(?! (?:to the|for me|to pay|and (?:pays|buys)))`),
  // The same danger in the words people use for it (decision 013, amendment n): a parent named bare ("dad
  // punches me"), hurt with an object or told by its marks, sexual abuse as children tell it, coercion,
  // grooming, a recent assault, abuse told in the passive or as still going on, forced marriage, a
  // threat to kill, stalking by an ex, being made to carry drugs.
  ...each("harmed", "assertive", `${ABUSER} (?:always |still |often |sometimes |usually |just )?(?:${HURTS}) me${NOT_A_GAME}|${ABUSER} (?:keeps|kept|has been|have been|is always|are always|will not stop|would not stop|does not stop|do not stop|never stops|never stop) (?:${HURTING}) me${NOT_A_GAME}|${ABUSER} ~6 (?:${HURT_PAST}) me (?:with|using) (?:(?:a|the|his|her|their|my|an|hot|boiling|lit) )?(?:[a-z]+ )?(?:${HURT_WITH})|(?:${HURT_PAST}) me ~10 (?:bruise|bruises|bruised|bleeding|bled|black eye|broke my|broken|marks|welts|burns|hospital|a and e|long sleeves|so nobody|so no one|nobody sees|no one sees|not to tell|can not tell)`),
  ...each("harmed", "assertive", `(?:hide|hiding|hid|hides|cover|covering|covered|covers) (?:up )?(?:the|my|these|those|all the) (?:bruises|black eye|welts|finger marks|hand marks|belt marks)`),
  ...each("harmed", "assertive", `${ABUSER} ~10 and (?:touches|touched|rapes|raped|molests|molested|abuses|abused|fondles|fondled|rubs himself on|gets into bed with) me|${ABUSER} ~6 (?:touches|touched|touching|rubs|rubbed|feels|felt|fondles|fondled) (?:me |my )?(?:down there|there when|under my|my privates|my private|private parts|between my legs|my chest|my boobs|my breasts|my bum|my bottom)|(?:does|did|do|doing) (?:stuff|things|it) to me ~6 (?:in the bath|in the shower|at night|in bed|in my bed|when (?:mum|mom|dad|nobody|no one|everyone|every one) ~1 (?:is|was|goes|went) (?:out|asleep|at work|not home|away))|(?:our|a|his|her) (?:special|secret|little) (?:game|cuddles|time|sleepover) ~12 (?:touch|touches|bath|naked|clothes off|private|tell anyone|not tell)|it hurts (?:down there|between my legs|when i (?:pee|wee|go to the toilet|go to the loo)) ~10 (?:after|since|because|when) ~2 (?:he|she|they|${ABUSER})`),
  ...each("harmed", "assertive", `${ABUSER} (?:always |still |often |sometimes |also |keeps |has |had |is |was )?(?:makes|made|keeps making|forces|forced|keeps forcing|tries to make|tried to make|is making|making|pressures|pressured|pressuring|forcing) me (?:to )?(?:touch (?:him|her|them|his|it)|have sex|sleep with (?:him|her|them)|suck|do sexual|do (?:stuff|things) (?:to|with) (?:him|her|them)|take (?:off )?my (?:clothes|top|pants|knickers)|get naked|undress|watch porn|watch (?:those|dirty|his) videos|send (?:him |her |them )?(?:nudes|naked|pics|pictures|photos))|(?:forces|forced|forcing) (?:himself|herself|themselves) on me`),
  ...each("harmed", "assertive", `(?:does not|will not|would not|did not|never) stop ~1 when i (?:say|said|tell (?:him|her|them)|told (?:him|her|them)|beg|begged|cry|cried|scream|screamed) ~2 (?:no|stop|it hurts|to stop)|(?:keeps|kept) going (?:even )?(?:when|after) i (?:said|say) (?:no|stop)|(?:sex|sleep with (?:him|her|them)) ~6 (?:when|after|even though|even when) i (?:said|say|keep saying) no`, { negationInside: true }),
  ...each("harmed", "assertive", `${GROOMER} ~4 (?:sends|sent|keeps sending|asks|asked|keeps asking|wants|wanted|begs|begged|is asking|made) (?:me )?(?:for |to send (?:him |her |them )?|me to send (?:him |her |them )?)?(?:pictures|pics|photos|nudes|naked|videos|selfies|private) ~14 (?:not to tell|do not tell|our secret|a secret|delete|nobody can know|no one can know|mature for my age|meet up|meet me|come over|age is just a number|i am 1[0-5]|i am (?:[5-9]|ten|eleven|twelve|thirteen|fourteen|fifteen)|my (?:mum|mom|dad|parents) (?:can not|must not|will not|would not)|or else|unless)|(?:send|post|share|leak|show) (?:them|the (?:pics|pictures|photos|videos|nudes)|my (?:pics|pictures|photos|nudes)) ~4 (?:to everyone|to my (?:school|family|parents|mum|mom|dad|friends)|online|everywhere) ~4 (?:unless|if i (?:do not|dont|will not|stop))`),
  ...each("harmed", "assertive", `i (?:am|have been) (?:being |getting )?(?:sexually |physically )?(?:abused|raped|molested|groomed|trafficked|sexually exploited|assaulted|sexually assaulted|hurt at home|hit at home|beaten at home|beaten up|beaten by)(?! (?:as a (?:child|kid|teen|teenager|little girl|little boy)|when i was|years ago|in the past|in my childhood|growing up|before))|i (?:was|got|have been|had been|been) (?:sexually )?(?:raped|assaulted|molested|spiked|drugged) ~4 (?:last night|yesterday|today|this morning|this weekend|on (?:saturday|friday|sunday)|last week|at (?:a|the) party|tonight|again)|(?:spiked|drugged|put something in|slipped something in(?:to)?) my drink|my drink (?:was|got|had been) spiked|am i being (?:abused|raped|groomed|assaulted|sexually abused|trafficked)`),
  ...each("harmed", "assertive", `(?:abused|abuses|abusing me|raped|rapes|molests|molested|hurting me|hits me|beats me|touches me|does it|happens) ~10 (?:still happening|still happens|keeps happening|happens every|happening again|is not over|has not stopped|still going on)`, { negationInside: true }),
  ...each("harmed", "assertive", `(?:forcing|forced|force|forces|making|made|make|makes) me (?:to )?(?:marry|get married)|(?:marry|married|marrying) me off|(?:married|marry|engaged) ~2 against my will|(?:shame|dishonour|dishonor) ~8 (?:kill|hurt|beat) me|(?:threatened|threatening|threatens|keeps threatening) (?:to )?(?:kill|stab|shoot|hurt|burn|acid) me|threatened me with (?:a|his|her|their|an) (?:knife|blade|gun|machete|bat|weapon|acid|hammer)|(?:pulled|pulls) (?:a|his|her|their|the) (?:knife|blade|gun|machete) on me|(?:my ex|an? (?:man|guy|stranger|bloke)|this (?:man|guy)|someone) ~2 (?:keeps |has been |is |was |kept )?(?:following me|follows me|followed me|waiting outside|waits outside|waited outside|turning up at|turns up at|turned up at|watching my|outside my (?:house|flat|window|door|work)) ~8 (?:again|every|scared|terrified|afraid|won t leave|will not leave|police|restraining order|court order|kill|hurt|broke in|night|home|house|flat|work)|(?:broke|broken|breaks) into my (?:house|flat|home|room) ~6 (?:my ex|again|threat|kill|hurt)|(?:make|makes|made|making|force|forces|forced|forcing) me (?:to )?(?:carry|sell|deliver|move|run|hide) (?:drugs|weed|county lines|lines|their drugs|stuff for them)|(?:beat|beaten|beating|beats|jumped|jump|stabbed|battered) (?:me )?up ~4 (?:every day|again|at school|after school|on the way|every week|each day|most days)`),
  // Violence as a pattern or a punishment, with or without the textbook words (decision 013, amendment n):
  // by anyone who has power over the person, told as it recurs, as punishment, or with where it landed;
  // play, sport, care and accidents are not it.
  ...each("harmed", "assertive", `${HARMER} ~3 (?:${VIOLENCE}) (?:me|us)${NOT_HARM} ~4 (?:${PATTERN})|${HARMER} ~12 (?:and|then) (?:${VIOLENCE}) (?:me|us)${NOT_HARM} ~4 (?:${PATTERN})|(?:i|we|me and my [a-z]+(?: [a-z]+)?) (?:get|got|gets|getting|am|was|were|are|have been|keep getting) (?:hit|beaten|slapped|punched|kicked|whipped|burned|burnt|smacked|strapped|belted|thumped|battered)${NOT_HARM} ~2 (?:with (?:the|a|his|her|their|my) [a-z]+|by ${HARMER}|when|if|for|every|most|again|at home)|(?:deserve|deserved|deserves) (?:the|my|it when|to be) (?:hits|hitting|beatings|beating|belt|slaps|smacks|punishment|locked|hit)`),
  ...each("harmed", "assertive", `${HARMER} ~2 (?:throws|threw|throwing|has thrown|keeps throwing|chucks|chucked|lobbed) (?:[a-z]+ ){0,4}at (?:me|us|my (?:head|face|back))|${HARMER} ~2 (?:pushes|pushed|pushing|shoves|shoved|slams|slammed|drags|dragged|dragging) (?:me|us) (?:into|against|down|onto|off|over|across|out of|along|up)${NOT_HARM}|${HARMER} ~3 (?:pulls|pulled|pulling|rips|ripped|yanks|yanked|drags|dragged|tears|tore) (?:me |us )?(?:by )?(?:out )?my hair(?: out)?${NOT_HARM}|(?:pulls|pulled) my hair out|(?:held|holds|holding|pinned|pins|pin|pinning) me down${NOT_HARM}|(?:holds|held|holding|pushed|pushes|put|puts|pushing) my head (?:under|in|into|down) (?:the )?(?:water|bath|toilet|sink|pillow)|(?:the )?(?:locking|locked|lock) (?:us |me )?in the (?:cupboard|shed|cellar|basement|bathroom|garage|closet|cage|attic|loft|boot)|(?:makes|made|make) (?:me|us) (?:kneel|stand|sleep|stay) (?:on rice|on (?:the )?(?:floor|stones|gravel)|for hours|all night|outside|in the (?:garden|car|shed|cold))`),
  ...each("harmed", "assertive", `(?:told|tell|telling|said|say) (?:the |my |everyone |people |them |her |him )?(?:[a-z]+ )?(?:i|that i) (?:walked into (?:a|the) (?:door|wall|cupboard)|fell down the stairs)|(?:subjected to|suffering|suffered|enduring|endured) ~4 (?:assault|assaults|abuse|violence|beatings|rape|attacks)|(?:assault|assaults|abuse|violence|beatings|injuries|injury) ~6 (?:by|from|inflicted by|caused by) (?:my|a|the) (?:[a-z]+ )?(?:spouse|partner|husband|wife|father|mother|parent|parents|carer|boyfriend|girlfriend)|non accidental injur[a-z]*`),
  // Sexual abuse and coercion: a sexual act or exposure with what shows it is unwanted or a child's.
  ...each("harmed", "assertive", `(?:${SEXUAL})${quotedGap(14)} (?:${UNWANTED})|(?:${UNWANTED})${quotedGap(14)} (?:${SEXUAL})|${HARMER} ~3 (?:shows|showed|showing|makes me watch|made me watch|make me watch) (?:me )?(?:videos|pictures|photos|films|porn|clips) (?:of|with) ~4 (?:no clothes|naked|sex|grown ups|adults)|(?:keeps|kept|has been|is|was) (?:taking|filming|recording) (?:photos|pictures|pics|videos) of me (?:without|in the (?:shower|bath)|naked|undressed|getting changed)|(?:is it|is this|does (?:it|this) count as|would (?:it|this) count as|would (?:it|that) be|does (?:it|this|that) make it) (?:normal|ok|okay|allowed|rape|sexual assault|abuse|assault|grooming|domestic (?:abuse|violence)) (?:for|that|when|if|to) ~10 (?:${SEXUAL}|${VIOLENCE}|kiss|touch|touches|touched|asleep|lock|locks|hold|holds)|(?:does|would) (?:it|this|that) count as (?:rape|sexual assault|abuse|assault)|pay (?:the rent |rent |it |what i owe |the debt |him back |him |her )?(?:in |with )?(?:another|a different|some other|other) (?:way|ways)|pay(?: the)? rent(?: ")? (?:by|with) ~3 (?:going in(?:to)? (?:his|her) (?:room|bed)|sleeping with|sex|my body)|(?:came|comes|coming|come|walked|walks) in(?:to my room)? ~4 while i (?:was|am) (?:in bed|asleep|sleeping|in the shower|in the bath|getting changed)`),
  ...each("harmed", "assertive", `(?:takes|took|taking|pulled|pulls|pulling) (?:the|his) condom off|(?:gets|got|becomes|went|goes) (?:really )?(?:rough|violent) (?:when|if|after|because) i (?:say|said|tell (?:him|her)|told (?:him|her)) (?:no|stop)|if i (?:do not|will not|refuse to|stop|say no to) (?:sleep with|have sex with|send|sending|do what) ~4 (?:he|she|they|hell|shell|he will|she will|they will)|(?:make|makes|made|forced|forces) me (?:to )?(?:have sex|sleep with)`, { negationInside: true }),
  ...each("harmed", "assertive", `(?:my |the |our |a )?(?:tutor|teacher|coach|instructor|trainer|teaching assistant|youth leader|scout leader|priest|imam|pastor|vicar|babysitter|childminder|uncle|stepdad|step dad|stepfather|grandad|grandpa|mums boyfriend|moms boyfriend|neighbour|neighbor|boss|manager|landlord|dad|father|brother|cousin) ~2 (?:asks|asked|tells|told|makes|made|wants|wanted|keeps asking) me to (?:take off|take|get) (?:off )?my (?:top|clothes|shirt|pants|trousers|shorts|skirt|bra|knickers|underwear)|(?:woke|wake|waking) up ~8 (?:with (?:my|no) clothes (?:off|gone|missing|torn)|naked|without (?:my )?(?:clothes|underwear|knickers)|in (?:a )?strangers? (?:flat|house|bed|room|car))|(?:${INJURY}) ~8 (?:${HIDDEN})|(?:${HIDDEN}) ~8 (?:${INJURY})|(?:he|she|they|my [a-z]+) (?:says|said|told me|will not let me|does not let me|would not let me|did not let me) ~2 (?:i can not|i am not allowed to|i cannot|i could not|i should not)? ?(?:go to|see|call) (?:a and e|a e|the hospital|hospital|a doctor|the doctor|the gp|my gp)|(?:break|broke|broken|breaking|snapped|snap) my (?:fingers|finger|arm|nose|ribs|jaw|wrist|leg) ~3 (?:again|if|when|next)|(?:complained|complains|spoke up|asked|tried to leave|ran away) ~2 (?:got|gets|was|were) (?:beaten|hurt|hit|beaten up|stabbed)|(?:say|says|said) i owe (?:them|him|her) (?:because|for|money for) (?:the )?(?:stuff|drugs|gear|package|bag|food|phone) (?:got|was) (?:taken|nicked|robbed|stolen|lost)`, { negationInside: true }),
  // Exploitation: a debt or papers used to hold someone, sex for a debt, a gang's work.
  ...each("harmed", "assertive", `(?:i|we) (?:owe|owes) (?:him|them|her|the (?:man|men|boss|gang)) ~10 (?:sleep with|send|videos|pictures|photos|pics|nudes|work|sell|carry|goes up|keeps going up|never (?:ends|goes down))|(?:says|said|tells me|told me) i owe (?:him|her|them) ~8 (?:send|videos|pictures|photos|pics|nudes|sleep with|do|work|sell|carry)|(?:my|the|our) debt (?:goes|keeps going|went|keeps getting|gets) (?:up|bigger)|(?:have|had|made|make me|makes me|forced) to sleep with (?:men|strangers|clients|customers|guys|his friends)|men (?:he|she|they) sends?|the men take (?:all )?(?:the )?money|(?:they|he|she) (?:watch|watches|guard|guards) the door|not allowed to leave (?:the )?(?:flat|house|farm|salon|room|building|site|here)|(?:took|takes|taken|kept|keeps|keep|has|holds|holding|took away) (?:my|our) (?:[a-z]+ and (?:my |our )?)?(?:passport|passports|documents|papers|visa)(?! (?:copy|copies|number|details|photo|scan|to|for the)) ~14 (?:work|working|owe|debt|hit|beat|beaten|leave|hours|rent|deduct|wages|money|every day)`),
  // Neglect and control by a carer or partner: food, medicine, aids, money, being left or kept in.
  ...each("harmed", "assertive", `(?:does not|will not|do not|never|did not) (?:give|let) me (?:any )?(?:food|eat|water|my (?:meds|medicine|medication|tablets|pills|insulin|inhaler)) (?:until|unless|if|for|when)|(?:gives|gave|giving|puts|put|slips|slipped) me (?:extra|more|too much|too many|a lot of|lots of) (?:[a-z]+ )?(?:medicine|medication|tablets|pills|sleeping pills|sedatives) (?:so|to keep|to make|to shut)|(?:leaves|left|leaving) me (?:on the floor|in (?:the|a|my) (?:wet|dirty|soiled) (?:bed|clothes|pad|sheets)|lying on the floor) ~4 (?:for (?:hours|days|the night)|all (?:night|day)|overnight|when|until|if)|(?:keeps|kept|has been|is always|always) (?:taking|stealing) (?:money|cash) (?:out of|from) my|(?:carer|support worker|nurse|staff|home) ~4 (?:takes|took|taking|steals|stole) (?:money|cash|my (?:money|pension|cards?))|(?:keep|keeps|kept|keeping) me (?:in|inside|locked in) (?:the|this|their|his|her) (?:house|flat|home|room)|(?:hides|hid|hiding|took|takes) my (?:hearing aids?|glasses|walking stick|wheelchair|frame|phone) ~4 (?:so i|and my phone|and my|so nobody|so no one|when)|i am not allowed to (?:see|talk to|speak to|call|phone|text|visit|contact) (?:my (?:friends|family|mum|mom|dad|parents|sister|brother|mother|father)|anyone|friends)(?!(?: [a-z]+){0,6} (?:grounded|this week|tonight|until my homework|on a school night)) ~8 (?:anymore|any more|ever|for (?:months|a year|years)|he says|she says|he said|she said|without (?:him|her))|(?:things|stuff) (?:happen|happens|go on|goes on|are happening|is happening) (?:at home|in my house|in our house|at my house) (?:that|which)|(?:i am|i feel) not safe (?:in|at) (?:my |our |the )?(?:house|home|flat)|(?:i do not|do not) feel safe (?:at home|in my (?:house|home|flat)|with (?:him|her|them|my [a-z]+))(?!(?: [a-z]+){0,3} (?:unless|until|without|if i do not))|not safe (?:at|in) (?:home|my (?:house|home|flat))(?!(?: [a-z]+){0,3} (?:unless|until|without|if i do not))`, { negationInside: true }),
  // Forced marriage, honour, threats, stalking.
  ...each("harmed", "assertive", `(?:arranged|arranging|planned|planning|fixed) (?:my|a) (?:wedding|marriage) (?:to|with) ~6 (?:never met|against my will|i am (?:1[0-7]|[a-z]+teen))|(?:i was|i got|was|got) married (?:off )?(?:last year |when i was [0-9]+ )?(?:when|though|even though|and) i (?:did not|do not) want|(?:shamed|dishonoured|dishonored|disgraced|bring shame on|brought shame on) (?:the|my|our) family ~10 (?:deal with me|kill|hurt|punish|beat|sort me out|teach me|pay|go home|come home)|(?:said|says|told me|warned|warns|threatened) ~4 (?:i will|i would|i am going to|i might|you will|you might|you would) (?:" )?(?:have|meet) (?:an|with an) accident|(?:said|says|told me|texted|messaged|swore|keeps saying) ~3 (?:he|she|they|hell|shell|he will|she will|they will|he would|she would) ~1 (?:kill|stab|shoot|hurt|beat) me ~1 if (?:he|she|they) (?:sees|see|catches|catch|finds|find) me (?:with|talking to|texting)|(?:kill|stab|shoot|hurt) me if i (?:see|talk to|text|look at|go out with|date|meet|leave) (?:anyone|someone|another|other|a (?:guy|man|girl|boy|friend))|if i (?:run away|run|escape|try to leave|complain|go to the police|call the police|say anything|tell anyone)${NOT_OWN_THOUGHTS} ~4 (?:he|she|they|hell|shell|he will|she will|they will) ~2 (?:hurt|kill|beat|find|deport)`),
  ...each("harmed", "assertive", `(?:keeps|kept|has been|have been|been|is always|always|started) (?:[a-z]+ ){0,3}(?:turning up|showing up|waiting|hanging around|following me|watching me|watching us|parked) ~6 (?:house|flat|work|gym|school|door|home|office|parents|outside|everywhere|window)|asking (?:where|for) (?:i live|my address|my new address|where i live)|(?:knows|found out|finds out|will find out|knew) where i (?:live|work|am staying|sleep) ~10 (?:come|coming|came|turn up|find me|hurt|kill|scared|afraid|terrified|if i|unless)|(?:has been|have been|keeps|kept|is|was) watching (?:me|us|my [a-z]+ and me|my [a-z]+ and i|me and my [a-z]+) (?:for (?:weeks|days|months)|every day|every night)|(?:gave|gives|bought|buys|got) me a (?:secret )?phone ~8 (?:parents|mum|mom|dad|family) (?:do not|does not|can not|must not|will not|did not|are not allowed to|is not allowed to) (?:know|find out|see)|(?:or|unless|otherwise|else) (?:he|she|they|hell|shell|he will|she will|they will|he is going to|they are going to) ~2 (?:post|send|share|leak|show) (?:it|them|the|my|those|everyone|everything|all|to)|(?:or|unless|otherwise|else) my (?:mum|mom|dad|parents|school|friends|family|boss) (?:gets|get|will get|will see|sees|see|will find out|finds out)`, { negationInside: true }),
  // Silencing: a threat tied to telling, or to stopping, that shows there is something to keep quiet.
  // Not the commonest fear of OCD, of telling one's thoughts ("if I tell anyone about these thoughts
  // they'll take my baby"): what is threatened here is violence or exposure, and thoughts are not named.
  ...each("harmed", "assertive", `if (?:i|we) (?:ever )?(?:tell|told|say anything|talk|speak) (?:to )?(?:anyone|anybody|someone|people|a soul)${NOT_OWN_THOUGHTS}(?: about (?:it|this|what [a-z]+(?: [a-z]+){0,3}))? ~3 (?:he|she|they|hell|shell|he will|she will|they will|we will|we are|we will be|i will|i will be|i am|it will) ~2 (?:kill|hurt|hit|beat|show|send|post|kick|kicked|do it again)|if (?:i|we) (?:ever )?(?:tell|told|say anything|talk|report|stop coming|stop|say no|refuse|complain|go to the police)${NOT_OWN_THOUGHTS}(?: [a-z]+){0,4} ~2 (?:he|she|they|hell|shell|he will|she will|they will|we will|we are|i will|i will be) ~2 (?:say (?:i|we) (?:started|wanted|asked|made)|show (?:my|everyone|the|them|people)|send (?:the|them|my)|post|kick (?:me|us) out|kicked out|call immigration|deport|make me move)|(?:no one|nobody) (?:will|would) (?:ever )?believe (?:a kid|a child|you|me|us) over (?:him|her|them|an adult|a grown up|a teacher|a coach)|if (?:anyone|anybody|people|the teacher|school|the school|the doctor|they) (?:asks?|ask me|asks me) ~2 (?:i|to say i|say i|tell them i) (?:fell|walked into|tripped|slipped|fell off|did it myself|did it)|(?:girls|people|those|anyone|workers|women|men|boys) who (?:run|run away|leave|talk|complain|tell|escape) (?:get|are|will be|always get|end up) (?:found|hurt|killed|punished|beaten|dead)`, { negationInside: true }),
  // Control of the body's needs, of sleep and of money, the house made a place one cannot leave.
  ...each("harmed", "assertive", `i have to ask (?:before|permission|if i can|to)(?: i)? ~1 (?:eat|use the toilet|go to the toilet|use the bathroom|shower|sleep|drink)|not allowed to (?:eat|use the toilet|go to the toilet|sleep|lock the (?:bathroom|door)|shower|drink) (?:until|unless|without) ~4 (?:he|she|they|my [a-z]+|says|lets|permission|asking)|not allowed to lock the (?:bathroom|toilet)(?: door)?|${HARMER} (?:wakes|woke|keeps waking) me ~4 (?:shouting|screaming|yelling|to check|to make sure|to interrogate)|(?:takes|took|taking|removes|removed|take) (?:the )?(?:battery|batteries|wheels?|keys?) (?:out|off|away)? ~4 so i (?:can not|cannot|could not)|(?:leaves|left|leaving) me (?:no|without (?:any )?) (?:water|food)|(?:take|takes|took|taking) my (?:hearing aids?|glasses|walking stick|wheelchair|frame) (?:out|away) ~4 so i|(?:locked|stopped|pulled over|parked) ~8 (?:i )?(?:could not|can not|cannot) get out(?! of (?:bed|the house|my head|the habit|it))|(?:i )?(?:could not|can not|cannot) get out(?! of (?:bed|the house|my head|the habit|it)) ~6 (?:he locked|the doors were locked|he would not|she would not|he drove|he stopped)|(?:has|got|kept|keeps) a key ~8 (?:came|comes|walked|walks|let himself|lets himself) in`, { negationInside: true }),
  // Violence to the head, a wall struck beside it, a body part threatened, a fire set: danger whatever the words.
  ...each("harmed", "assertive", `${HARMER} ~3 (?:raps|rapped|bangs|banged|slams|slammed|smashes|smashed|knocks|knocked|bashes|bashed|hits|hit) my head (?:with|against|into|on|off)|(?:punches|punching|punched|hits|hitting|smashes|smashing|kicks|kicking) (?:the )?(?:walls?|doors?|things|windows?) ~4 (?:next to|beside|near|by|behind|above|right by) my (?:head|face)|(?:he|she|they|hell|shell|he will|she will|they will) ~2 (?:break|snap) my (?:hand|hands|arm|arms|fingers|legs|leg|neck|nose|jaw)|(?:said|says|screaming|screamed|shouting|shouted|threatened|threatening|yelling|yelled) (?:that )?(?:he|she|they|hed|shed) (?:would|will|is going to|was going to)? ?(?:crash|kill|drown|burn) (?:us|us all|the car|me and the kids)|(?:pinched|pinches|grabbed|grabs|squeezed|beat|beaten|hit|hits) (?:me |my [a-z]+ )?black and blue|(?<!i (?:might|will|could|would|may|am going to|will not|might just|could just) )(?:burn|set fire to|torch) (?:our|my|the) (?:house|flat|home|car|door) ~4 (?:with (?:us|me|the kids) inside|down)|(?:poured|pours|put|threw|throws|pushed|pushes) (?:petrol|gasoline|acid|fuel|lighter fluid|burning [a-z]+|fireworks?) (?:on|at|through|in) (?:our|my|the) (?:door|house|car|letterbox|letter box)|(?:made|makes|make) (?:me|us) kneel (?:and|on|for|in)|(?:pulled|pulls|pulling|ripped|rips|tore|tears) (?:out )?(?:a )?(?:clump|clumps|handful|handfuls|chunk|chunks) of my hair`),
  // Exploitation: sent to men, a debt for the journey, the wages kept, those who asked beaten.
  ...each("harmed", "assertive", `(?:make|makes|made|forcing|forced|force) me (?:to )?(?:see|meet|go with|sleep with|be with) (?:men|clients|customers|strangers)|(?:they|he|she) (?:say|says|said|tell me|tells me|told me) i owe ~3 (?:for )?(?:the )?(?:travel|flight|ticket|room|rent|accommodation|visa|transport|bringing me|food|journey)|(?:they|he|she|the (?:boss|owner|agency|family|employer|manager|supervisor|man|men)|my (?:boss|employer|agency|agent|sponsor)) (?:keep|keeps|kept|took|take|takes|have|has|hold|holds|are keeping|is keeping) (?:my|our|all our|all my) (?:passports?|documents|papers|visas?)(?! (?:copy|copies|number|details|photo|scan|safe))|(?:my|the|our) debt (?:grows|is growing|keeps growing|doubles|gets bigger)|(?:asked for|complained about|asked about) (?:his|her|their|my|our) (?:wages|pay|money|passport|documents) ~3 (?:they|he|she) (?:beat|hit|hurt|attacked|threatened)|(?:keeps|kept|takes|took|holds|withholds|withheld) (?:all )?(?:my|our) (?:wages|pay|salary) (?:for|because|until)|(?:he is|hes|she is|shes) (?:1[89]|[2-9][0-9])(?: ,)? (?:and )?(?:i am|im) (?:1[0-5]|[5-9])\\b|(?:i am|im) (?:1[0-5]|[5-9]) (?:and|but) (?:he is|hes|she is|shes|my boyfriend is|my girlfriend is) (?:1[89]|[2-9][0-9])\\b|(?:goes|comes|went|came) (?:in|into) (?:her|his|their) (?:room|bed) at night ~8 (?:shuts|locks|closes|closed|locked|cries|crying|screams|screaming|not to tell)`),
  // --- Someone else in danger -------------------------------------------------------------------
  // What the person was told or saw, not what they imagine: a friend who said she will end her life,
  // a brother who took his pills. The writer needs the help to act on it; a fear around it does not
  // lower it ("I'm so scared, she texted that she's going to kill herself tonight").
  // Someone at a height who says they will jump ("my friend is on the bridge and says she'll jump").
  rule("other_at_risk", "assertive", `${OTHER_PERSON} ~3 (?:is|s|was|has gone|went|is standing|is sitting|is stood|is sat) ~2 (?:on|at|up on|by|onto|to) (?:the|a|top of the|the top of the|the edge of the) (?:bridge|roof|rooftop|ledge|edge|cliff|cliffs|balcony|top floor|car park|multi storey|railway|tracks|platform|motorway bridge|viaduct|tower) ~8 (?:jump|jumping|going to jump|gonna jump|will jump|throw (?:himself|herself|themselves)|let go)(?!(?: \\S+){0,5} (?:for fun|for a laugh|for a dare|with us|with the lads|with his mates|with her mates)\\b)`, { fearReveals: true }),
  rule("other_at_risk", "assertive", `${OTHER_PERSON} ~4 (?:(?:keeps|kept|has been|is|was) )?(?:says|said|saying|told me|tells me|texted|text me|messaged|posted|wrote|talking about|threatened|threatens|threatening|swore|promised|admitted)(?: (?:me|us|to me|to us))?(?: ")? ~4 (?:${THEIR_END}|(?:${SELF_KILL}))`, { fearReveals: true }),
  // Each alternative its own rule, gated by its verb: OTHER_PERSON starts with "he", "she" and "they".
  ...each("other_at_risk", "assertive", `${OTHER_PERSON} ~2 (?:has |just )?(?:taken|took|swallowed|downed|necked|overdosed|ate) ~2 (?:all (?:of )?(?:her|his|their)|a (?:whole )?(?:bottle|box|pack|packet|load|handful|strip)|(?:${NUMBER_MANY})|loads of|too many|the whole|every) ~3 (?:${MEANS_PILLS}|of them|pack|packet|bottle|box)|${OTHER_PERSON} (?:has )?(?:overdosed|taken an overdose|took an overdose)|${OTHER_PERSON} ~2 (?:posted|sent|left|wrote|texted) ~2 (?:a |her |his |their )?(?:goodbye|suicide|farewell) (?:message|note|post|text|letter|video)|${OTHER_PERSON} ~1 (?:is|has been|keeps) (?:cutting|burning|hurting) (?:himself|herself|themselves|themself)|${OTHER_PERSON} ~3 (?:sent|texted|messaged|left|wrote)(?: [a-z]+){0,7}(?: ")? tell (?:mum|mom|mam|dad|my [a-z]+|them|everyone|her|him) (?:that )?(?:it is not|it was not|it is never) (?:her|his|their|your|anyones) fault`, { fearReveals: true }),
  // A child or another person being abused, told by someone who knows: the writer needs the help to act.
  rule("other_at_risk", "assertive", `(?:someone|somebody|he|she|they|(?:my|our|her|his) (?:[a-z]+ )?(?:dad|father|stepdad|step dad|mum|mom|mother|stepmum|stepmom|uncle|aunt|cousin|grandad|grandpa|brother|husband|partner|boyfriend|babysitter|coach|teacher|neighbour|neighbor|carer|friend)|(?:a|an|the) (?:man|woman|teacher|coach|neighbour|neighbor|babysitter|priest|leader))(?: in (?:my|our|the|her|his) family)? (?:has been|is|keeps|was|have been|had been) (?:touching|molesting|abusing|raping|grooming|sexually abusing) (?:my|our|her|his|a|the) (?:[a-z]+ )?(?:cousin|sister|brother|niece|nephew|son|daughter|kid|kids|child|children|grandson|granddaughter|stepson|stepdaughter|friend|student|students|pupil|pupils|girl|boy)`, { fearReveals: true }),
  // Foreseen by the writer: a fear or an image of it is a worry about someone, not news of them.
  // Two rules, each gated by its own words (OTHER_PERSON starts with "he", "she" and "they").
  ...each("other_at_risk", "assertive", `${OTHER_PERSON} ~2 (?:is going to|is gonna|will|wants to|plans to|is planning to|has decided to|decided to|is about to|is trying to|is ready to) ~1 (?:${THEIR_END_ACT}) ~3 (?:${TIME}|and|but|i|she|he|they|,|$)|${OTHER_PERSON} ~2 (?:is going to|is gonna|will|wants to|plans to|is planning to|has decided to|decided to|is about to|is trying to|is ready to) ~1 ${THEIR_ABSENCE} ~3 (?:${TIME}|and|but|i|she|he|they|,|$)`),
];

// Rules by the position in RULES, so a sentence can mark the ones its words call up in an array.
const BY_ANCHOR_WORD = new Map<string, number[]>();
const BY_ANCHOR_PREFIX = new Map<string, number[]>();
RULES.forEach((rule, i) => {
  const anchors = rule.pattern.anchors;
  if (!anchors) return;
  for (const word of anchors.exact) BY_ANCHOR_WORD.set(word, [...(BY_ANCHOR_WORD.get(word) ?? []), i]);
  for (const prefix of anchors.prefixes) BY_ANCHOR_PREFIX.set(prefix, [...(BY_ANCHOR_PREFIX.get(prefix) ?? []), i]);
});
const anchoredBy = new Map<string, number[]>();
const NONE: number[] = [];

/** The positions in RULES of the rules a word is an anchor of (remembered per word). */
export function rulesAnchoredBy(word: string): number[] {
  let rules = anchoredBy.get(word);
  if (!rules) {
    rules = [...(BY_ANCHOR_WORD.get(word) ?? NONE)];
    for (let n = 1; n <= word.length; n++) rules.push(...(BY_ANCHOR_PREFIX.get(word.slice(0, n)) ?? NONE));
    if (anchoredBy.size > 50_000) anchoredBy.clear();
    anchoredBy.set(word, rules);
  }
  return rules;
}

/** Words that show the text speaks of death, a method, despair, harm or leaving: what a bare "I'm doing it tonight" needs. */
export const RISK_CONTEXT = compile(
  any(
    SELF_KILL,
    "die",
    "dying",
    "dead",
    "death",
    "suicid[a-z]*",
    MEANS,
    LIGATURE,
    WEAPON,
    PLACE,
    "hopeless",
    "no way out",
    "no point",
    "better off without me",
    "burden",
    "goodbye",
    "jump",
    "hang",
    "bleed",
    "cut myself",
    "where to cut",
    "how deep to cut",
    "did it in the",
    "act on (?:these|the|my) thoughts",
    "access to (?:means|pills|tablets|medication)",
    "(?:asked|asks|asking) (?:me )?(?:if|whether) i (?:had|have|was having) (?:a plan|any plans|thoughts of)",
    "signed (?:the|my) [a-z]+ over",
    "hurt myself",
    "harm myself",
    "self harm",
    "kill",
    "murder",
    "stab",
    "shoot",
    "(?:hurt|harm|attack|punch|beat) (?:him|her|them|my [a-z]+)",
    "not be here",
    "not be around",
    "not wake up",
    "be over",
    "last time",
    "can not (?:do this )?anymore",
    "(?:nobody|no one) will (?:even )?(?:notice|care|miss)",
    "miss me",
    "forgive me",
    "i am sorry",
    "at peace",
    "funeral",
    "life insurance",
    "not scared anymore",
    "not afraid anymore",
    "not (?:the )?ocd",
    "not an intrusive",
    "revenge",
    "deserves?",
    "what is coming",
    "get away with",
    "end my life",
    "the end",
    "pretending",
    "letters?",
    "notes",
    "decided",
    "decision",
    "calm",
    "peace",
    "sorry",
    "mean it",
    "planning to",
    "not scared",
    "no more",
    "for good",
    "help",
    "tell (?:someone|somebody|anyone)",
    "quiet day",
    "deeper than (?:ever|before|i ever have|last time)",
    "act on",
    "whoever reads this",
    "goodbye",
    "bye",
    "will not be able to",
    // A plan kept from the people who would stop it.
    "(?:does|do|did) not know (?:that )?i (?:have|am|will|chose|picked|decided)",
    "have not told (?:my therapist|my doctor|anyone|anybody|my family|my wife|my husband|my partner)",
    "(?:nobody|no one) knows",
    "without telling (?:anyone|anybody)",
  ),
);
