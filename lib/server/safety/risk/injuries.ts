// Injuries and accidents happening now, told in two parts that may stand in different sentences: what happened
// (a crash, a fall, a blade that slipped, someone trapped, a burn, a bite, a stove in a tent) and what it is doing
// now (not moving, sick after a knock to the head, water coming in). Either part alone is an ordinary day: a
// fall with nothing after it, a headache, a barbecue. Read on the canonical text as a whole (./body-in-danger.ts).
//
// An accident is also OCD's favourite doubt ("what if I knocked a cyclist off and he's lying there not moving"),
// so these pairs stand only where the text names no obsession: no "what if", no thought or image, no going back
// to look (UNLESS_OBSESSION).
import type { RiskCategory } from "@/lib/domain/risk";

/** Two things told anywhere in the text that, together, are a body in danger now. */
export interface Pair {
  category: RiskCategory;
  what: RegExp;
  sign: RegExp;
  /** Not when a fear or a doubt comes just before the later of the two ("on chemo and scared my temp will hit 38"). */
  unlessFeared: boolean;
  /** Not anywhere the text tells an obsession (UNLESS_OBSESSION): for the accidents OCD doubts. */
  unlessObsession?: true;
}

/** Someone suddenly not making sense ("talking nonsense", "she's muddled", "doesn't know where he is"). */
export const NOT_MAKING_SENSE = String.raw`\b(?:not making (?:any )?sense|talking (?:nonsense|gibberish|rubbish|utter nonsense)|(?:is|s|seems|gone|looks|getting|feeling|feel) (?:really |very |so |all |a bit )?(?:muddled|confused|delirious|disoriented|disorientated)|(?:does not|did not) know (?:where (?:she|he|they|i) (?:is|are|am)|who (?:i|we) (?:am|are))|(?:asking|asks|asked) the same (?:thing|question|questions) (?:over and over|again and again))\b`;

/** The words of an obsession or of its rituals: an accident told with them is OCD's doubt, not an accident. */
export const UNLESS_OBSESSION = /\b(?:ocd|intrusive|(?:the|a|this|that) thought|thoughts|what if|imagin[a-z]*|pictur[a-z]*|reassurance|compulsions?|erp|exposure|suds|spike|convinced|doubt|false memory|went back|drove back|turned back|go back and|googl[a-z]*|feared outcome|fear)\b/;

const NUMBER = "(?:\\d+|two|three|four|five|six)";

// What happened: a crash, a fall, a knock, a blade, a shock, a kick, a crush.
const ACCIDENT = new RegExp(
  [
    String.raw`\b(?:fell|fallen|falling|slid|slipped|tumbled) (?:off|from|down|through|onto|on to|out of|into|over)(?! (?:asleep|in love|behind|apart|out with|for))\b`,
    String.raw`\b(?:fell|fallen) (?:${NUMBER}|a few) (?:floors|storeys|stories|metres|meters|feet|foot)\b|\bcame off (?:my|his|her|their|the) (?:bike|horse|motorbike|scooter|board|ladder|roof)\b`,
    String.raw`\b(?:knocked|thrown|flung) (?:a [a-z]+ |him |her |them |me )?(?:off|down|over|from)\b|\b(?:hit|struck|run over|knocked down|knocked over) by (?:a|the|an) (?:car|van|bus|lorry|truck|train|bike|cyclist|motorbike|wave|tree|branch)\b`,
    String.raw`\b(?:car|bike|motorbike|motorcycle|paraglider|tractor|forklift|quad|van|bus|lorry|truck|scooter|horse)s? (?:has |just )?(?:crash|crashed|rolled|tipped|flipped|overturned|bolted)\b|\b(?:crashed|crash|collision|pile up|spun) (?:in front of|into|off|on)\b`,
    String.raw`\bhit (?:my|his|her|their) head\b|\b(?:chainsaw|grinder|saw|chisel|knife|glass|axe|drill|machine|blade)s? (?:kicked back|slipped|went (?:right )?(?:through|into)|caught)\b`,
    String.raw`\belectric shock\b|\belectrocuted\b|\btouched (?:the|a) (?:live )?(?:cable|wire|power line)\b|\blightning (?:hit|struck|strike)\b`,
    String.raw`\b(?:horse|cow|bull|kick)s? kicked\b|\b(?:horse|cow|bull) (?:kicked|trampled|crushed)\b|\bcrushed (?:at|against|by|in)\b|\bswept (?:off|away|out)\b`,
  ].join("|"),
);
// What it is doing now.
const HURT_NOW = new RegExp(
  [
    NOT_MAKING_SENSE,
    String.raw`\b(?:not|is not|isn t) (?:moving|breathing|responding|waking up|crying)\b|\b(?:gone|went|is|s) limp\b|\bunconscious\b|\b(?:will not|wont|won t) (?:move|wake up|wake)\b`,
    String.raw`\b(?:can not|cannot|could not|cant) (?:feel|move) (?:my|his|her|their) (?:legs|arms|feet|hands|body)\b|\b(?:blacking|blacked) out\b|\bpassed out\b`,
    String.raw`\b(?:threw up|throwing up|been sick|being sick|vomiting|is sick)\b|\bblood (?:is )?(?:pooling|everywhere|pouring)\b|\bbleeding (?:bad|badly|loads|heavily|a lot)\b`,
    String.raw`\b(?:white as a sheet|grey|gray|pale and|clammy)\b|\b(?:belly|stomach|tummy) (?:is |looks )?(?:swollen|hard|rigid)\b|\bdoubled over\b|\bburnt on\b|\bdangling\b`,
  ].join("|"),
);

// Someone trapped while the danger rises: pinned under a tractor, doors that won't open as the water comes in.
const TRAPPED = /\b(?:pinned|trapped|wedged) (?:under|beneath|against|inside)\b|\b(?:stuck|trapped) in (?:the |a )?(?:mud|sand|quicksand|bog|marsh|car|lift|water|river|rubble|wreck|ditch)\b|\b(?:underneath|under) (?:it|the (?:tractor|car|forklift|van|quad|rubble|wall|machine))\b|\b(?:doors?|windows?) (?:will not|wont|won t|can not|cannot) open\b|\b(?:can not|cannot|cant) (?:get|pull) (?:my|his|her|their) (?:leg|legs|foot|feet) out\b/;
const DANGER_RISING = /\b(?:water|tide|sea|river) (?:is |s )?(?:coming in|rising|up to|past)\b|\b(?:screaming|groaning|not moving|can not breathe|cannot breathe|bleeding)\b|\bsmoke\b/;

// Someone else burnt or scalded ("friend's arm and face burnt, skin peeling off"; "boiling water … onto my
// toddler … blistering"), and a sign the burn is deep or wide.
const OTHERS_BURN = /\b(?:his|her|their|[a-z]+ s|[a-z]+s) (?:arm|arms|face|chest|hand|hands|leg|legs|back|skin|neck)(?: and (?:his |her |their )?(?:face|arm|arms|chest|hand|hands|legs?|neck))? (?:is |are |got |has been |have been |s )?(?:burnt|burned|scalded)\b|\b(?:boiling|scalding|hot) (?:water|oil|fat|tea|coffee|soup)\b[^.?!]{0,40}\b(?:onto|on|over|all over|down) (?:my|his|her|their|the) (?:[a-z]+ )?(?:toddler|baby|son|daughter|child|kid|little one|boy|girl|arm|arms|chest|face|leg|legs|hand|hands|back|neck|feet|foot)\b|\b(?:petrol|fuel|fire|bonfire|barbecue|bbq)\b[^.?!]{0,30}\b(?:flared|exploded|went up|caught)\b/;
const BURN_DEEP = /\b(?:skin|it) (?:is |s )?(?:peeling|coming|hanging) off\b|\bblister(?:ing|ed|s)\b|\b(?:white|charred|black|leathery)\b|\bscreaming\b/;

// A knock to the head and its warning signs ("hit my head on the kerb … been sick twice, bit blurry").
const HEAD_KNOCK = /\b(?:hit|banged|smacked|cracked|knocked) (?:my|his|her|their) head\b|\bhead (?:injury|knock|cut)\b|\bknocked (?:out|unconscious)\b|\bcame off (?:my|his|her|their) (?:bike|horse|motorbike|scooter)\b/;
const HEAD_WARNING = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:been sick|being sick|threw up|throwing up|vomiting|blurry|double vision|drowsy|(?:keep|keeps|kept) (?:blacking out|passing out)|blacked out|headache (?:is )?getting worse|worst headache|fit|seizure|clear fluid)\b`].join("|"));

// Heat that has stopped the body's cooling ("stopped sweating, skin burning hot … talking nonsense … collapsed").
const OVERHEATED = /\b(?:stopped sweating|burning hot|heatstroke|heat stroke|sunstroke|in the heat|in the sun all day|heatwave)\b/;
const HEAT_FAILING = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:collapsed|fainted|passed out|unconscious|not responding|fitting|seizure)\b`].join("|"));

// Fumes from a stove or barbecue in a closed space, and the people it is poisoning.
const FUMES_IN_A_CLOSED_SPACE = /\b(?:stove|barbecue|bbq|heater|generator|charcoal|burner)s?\b[^.?!]{0,40}\b(?:in the (?:tent|caravan|garage|van|room|bedroom|cabin)|indoors|inside|for warmth)\b|\b(?:in the (?:tent|caravan|van|cabin))\b[^.?!]{0,40}\b(?:stove|barbecue|bbq|heater|generator|burner)\b|\bcarbon monoxide\b|\bco alarm\b/;
const FUMES_SICK = /\b(?:dizzy|vomiting|being sick|throwing up|drowsy|confused|passed out|fainted|can not breathe|cannot breathe|headaches? and|will not wake|can not wake)\b/;

// A venomous bite and the venom spreading.
const VENOM = /\b(?:adder|snake|viper|rattlesnake|scorpion|jellyfish|spider)s? (?:bit|bite|bitten|stung|sting)\b|\bbitten by (?:an? )?(?:adder|snake|viper|rattlesnake|spider)\b|\b(?:adder|snake) bite\b/;
const VENOM_SPREADING = /\bswelling (?:right )?up\b|\bswollen (?:up )?(?:to|past|all)\b|\b(?:vomiting|being sick|throwing up|gone pale|faint|can not breathe|cannot breathe|drowsy)\b/;

/** The pairs of an injury or an accident now (read with the other pairs of ./body-in-danger.ts). */
export const INJURY_PAIRS: Pair[] = [
  { category: "emergency", what: ACCIDENT, sign: HURT_NOW, unlessFeared: true, unlessObsession: true },
  { category: "emergency", what: TRAPPED, sign: DANGER_RISING, unlessFeared: true, unlessObsession: true },
  { category: "emergency", what: OTHERS_BURN, sign: BURN_DEEP, unlessFeared: true, unlessObsession: true },
  { category: "emergency", what: HEAD_KNOCK, sign: HEAD_WARNING, unlessFeared: true, unlessObsession: true },
  { category: "emergency", what: OVERHEATED, sign: HEAT_FAILING, unlessFeared: true },
  { category: "emergency", what: FUMES_IN_A_CLOSED_SPACE, sign: FUMES_SICK, unlessFeared: true },
  { category: "emergency", what: VENOM, sign: VENOM_SPREADING, unlessFeared: true },
];
