// Injuries and accidents happening now, told in two parts that may stand in different sentences: what happened
// (a crash, a fall, a blade that slipped, someone trapped, a burn, a bite, a stove in a tent) and what it is doing
// now (not moving, sick after a knock to the head, water coming in). Either part alone is an ordinary day: a
// fall with nothing after it, a headache, a barbecue. Read on the canonical text as a whole (./body-in-danger.ts).
//
// An accident is also OCD's favourite doubt ("what if I knocked a cyclist off and he's lying there not moving"),
// so these pairs stand only where the text names no obsession: no "what if", no thought or image, no going back
// to look (UNLESS_OBSESSION, the pair's `unless`).
import type { RiskCategory } from "@/lib/domain/risk";

/** Two things told anywhere in the text that, together, are a body in danger now. */
export interface Pair {
  category: RiskCategory;
  what: RegExp;
  /** What it is doing now; none where the first part is danger by itself. */
  sign?: RegExp;
  /** Not when a fear or a doubt comes just before the later of the two ("on chemo and scared my temp will hit 38"). */
  unlessFeared: boolean;
  /** Not anywhere the text holds these words: an obsession's (UNLESS_OBSESSION) for the accidents OCD doubts. */
  unless?: RegExp;
}

/** Someone suddenly not making sense ("talking nonsense", "she's muddled", "doesn't know where he is"). */
export const NOT_MAKING_SENSE = String.raw`\b(?:not making (?:any )?sense|talking (?:nonsense|gibberish|rubbish|utter nonsense)|(?:is|s|seems|gone|looks|getting|feeling|feel) (?:really |very |so |all |a bit )?(?:muddled|confused|delirious|disoriented|disorientated)|(?:does not|did not) know (?:where (?:she|he|they|i) (?:is|are|am)|who (?:i|we) (?:am|are))|(?:asking|asks|asked) the same (?:thing|question|questions) (?:over and over|again and again))\b`;

/** The words of an obsession or of its rituals: an accident told with them is OCD's doubt, not an accident. */
export const UNLESS_OBSESSION = /\b(?:ocd|intrusive|every time|whenever|(?:i|he|she|they) (?:ll|will) (?:collapse|fall|hit|crash|drown|choke|die|be found)|(?:the|a|this|that) thought|thoughts|what if|imagin[a-z]*|pictur[a-z]*|reassurance|compulsions?|erp|exposure|suds|spike|convinced|doubt|false memory|went back|drove back|turned back|go back and|googl[a-z]*|feared outcome|fear)\b/;

/** The checking that shows a disaster was pictured, not seen ("drove back", "they were unplugged"). */
export const CHECKED_AFTER = /\b(?:drove back|went back|turned back|go back and check|went home to check|(?:they|it) (?:were|was) (?:unplugged|off|switched off|fine))\b/;

const NUMBER = "(?:\\d+|two|three|four|five|six)";

/** An electric shock: a live wire touched or stepped on. */
const ELECTRIC_SHOCK = String.raw`\belectric shock\b|\belectrocuted\b|\bgot a shock\b|\b(?:touched|grabbed|stepped on) (?:the|a) (?:bare |live |exposed )?(?:cable|wire|power line)\b`;

// What happened: a crash, a fall, a knock, a blade, a shock, a kick, a crush.
const ACCIDENT = new RegExp(
  [
    String.raw`\b(?:fell|fallen|falling|slid|slipped|tumbled) (?:off|from|down|through|onto|on to|out of|into|over)(?! (?:asleep|in love|behind|apart|out with|for))\b`,
    String.raw`\bfell (?:while|when|in the|getting|transferring|out of (?:bed|my chair|the chair|my wheelchair))\b|\b(?:fell|fallen) (?:${NUMBER}|a few) (?:floors|storeys|stories|metres|meters|feet|foot)\b|\bcame off (?:my|his|her|their|the) (?:bike|horse|motorbike|scooter|board|ladder|roof)\b`,
    String.raw`\b(?:knocked|thrown|flung) (?:a [a-z]+ |him |her |them |me )?(?:off|down|over|from)\b|\b(?:hit|struck|run over|knocked down|knocked over) by (?:a|the|an) (?:car|van|bus|lorry|truck|train|bike|cyclist|motorbike|wave|tree|branch)\b|\b(?:car|van|bus|lorry|truck|motorbike) (?:hit|struck|ran over|knocked (?:down|over))\b`,
    String.raw`\b(?:car|bike|motorbike|motorcycle|paraglider|tractor|forklift|quad|van|bus|lorry|truck|scooter|horse)s? (?:has |just )?(?:crash|crashed|rolled|tipped|flipped|overturned|bolted)\b|\b(?:crashed|crash|collision|pile up|spun) (?:in front of|into|off|on)\b`,
    String.raw`\bhit (?:my|his|her|their) head\b|\b(?:chainsaw|grinder|saw|chisel|knife|glass|axe|drill|machine|blade|nail gun|nailgun|nail|spike|rod)s? (?:kicked back|slipped|went (?:right )?(?:through|into)|caught)\b|\b(?:hand|arm|finger|fingers|leg|foot|sleeve|hair) (?:got |has got |is |was )?(?:caught|trapped|crushed|dragged) in (?:the|a) (?:press|machine|machinery|roller|rollers|conveyor|mincer|auger|lathe|belt)\b`,
    ELECTRIC_SHOCK,
    String.raw`\blightning (?:hit|struck|strike)\b`,
    String.raw`\b(?:horse|cow|bull|kick)s? kicked\b|\b(?:horse|cow|bull) (?:kicked|trampled|crushed)\b|\bcrushed (?:at|against|by|in)\b|\bswept (?:off|away|out)\b`,
  ].join("|"),
);
// What it is doing now.
const HURT_NOW = new RegExp(
  [
    NOT_MAKING_SENSE,
    String.raw`\b(?:not|is not|isn t) (?:moving|breathing|responding|waking up|crying)\b|\b(?:gone|went|is|s) limp\b|\bunconscious\b|\b(?:will not|wont|won t) (?:move|wake up|wake)\b`,
    String.raw`\b(?:can not|cannot|could not|cant) (?:feel|move) (?:my|his|her|their) (?:legs|arms|feet|hands|body)\b|\b(?:can not|cannot|could not|cant) (?:get up|lift myself|get myself up|get off the floor)\b|\b(?:hands|arms|legs|feet) (?:are |keep |is )?(?:tingling|gone numb)\b|\b(?:twisted|bent) (?:at a (?:funny|weird|strange) angle|the wrong way)\b|\bbone (?:is )?sticking out\b|\bblood (?:is )?(?:coming )?(?:out of|from) (?:his|her|their|my) ears?\b|\bchest (?:feels |is )?(?:weird|tight|funny)\b|\b(?:blacking|blacked) out\b|\bpassed out\b`,
    String.raw`\b(?:threw up|throwing up|been sick|being sick|vomiting|is sick)\b|\bblood (?:is )?(?:pooling|everywhere|pouring)\b|\bbleeding (?:bad|badly|loads|heavily|a lot)\b`,
    String.raw`\b(?:it is|its|it s) stuck\b|\b(?:gone|went) white\b|\b(?:white as a sheet|grey|gray|pale and|clammy)\b|\b(?:belly|stomach|tummy) (?:is |looks )?(?:swollen|hard|rigid)\b|\bdoubled over\b|\bburnt on\b|\bdangling\b`,
  ].join("|"),
);

// Someone trapped while the danger rises: pinned under a tractor, doors that won't open as the water comes in.
const TRAPPED = /\b(?:pinned|trapped|wedged) (?:under|beneath|against|inside)\b|\b(?:stuck|trapped) in (?:the |a )?(?:mud|sand|quicksand|bog|marsh|car|lift|water|river|rubble|wreck|ditch)\b|\b(?:underneath|under) (?:it|the (?:tractor|car|forklift|van|quad|rubble|wall|machine))\b|\b(?:doors?|windows?) (?:will not|wont|won t|can not|cannot) open\b|\b(?:can not|cannot|cant) (?:get|pull) (?:my|his|her|their) (?:leg|legs|foot|feet) out\b/;
const DANGER_RISING = /\b(?:water|tide|sea|river) (?:is |s )?(?:coming in|rising|up to|past)\b|\b(?:screaming|groaning|not moving|can not breathe|cannot breathe|bleeding)\b|\bsmoke\b/;

// Someone else burnt or scalded ("friend's arm and face burnt, skin peeling off"; "boiling water … onto my
// toddler … blistering"), and a sign the burn is deep or wide.
const OTHERS_BURN = /\b(?:his|her|their|my|[a-z]+ s|[a-z]+s) (?:arm|arms|face|chest|hand|hands|leg|legs|back|skin|neck)(?: and (?:his |her |their )?(?:face|arm|arms|chest|hand|hands|legs?|neck))? (?:is |are |got |has been |have been |s )?(?:burnt|burned|scalded)\b|\b(?:boiling|scalding|hot) (?:water|oil|fat|tea|coffee|soup)\b[^.?!]{0,40}\b(?:onto|on|over|all over|down) (?:my|his|her|their|the) (?:[a-z]+ )?(?:toddler|baby|son|daughter|child|kid|little one|boy|girl|arm|arms|chest|face|leg|legs|hand|hands|back|neck|feet|foot)\b|\b(?:petrol|fuel|fire|bonfire|barbecue|bbq|chip pan|pan|oil|fat)\b[^.?!]{0,30}\b(?:flared|exploded|went up|caught)\b/;
const BURN_DEEP = /\b(?:skin|it) (?:is |s )?(?:peeling|coming|hanging) off\b|\bblister(?:ing|ed|s)\b|\b(?:white|charred|black|leathery)\b|\bscreaming\b/;

// A knock to the head and its warning signs ("hit my head on the kerb … been sick twice, bit blurry").
const HEAD_KNOCK = /\b(?:hit|banged|smacked|cracked|knocked) (?:my|his|her|their) head\b|\bhead (?:injury|knock|cut)\b|\bknocked (?:out|unconscious)\b|\bcame off (?:my|his|her|their) (?:bike|horse|motorbike|scooter)\b/;
const HEAD_WARNING = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:dizzy|blood thinners|warfarin|apixaban|rivaroxaban|anticoagulants?|been sick|being sick|threw up|throwing up|vomiting|blurry|double vision|drowsy|(?:keep|keeps|kept) (?:blacking out|passing out)|blacked out|headache (?:is )?getting worse|worst headache|fit|seizure|clear fluid)\b`].join("|"));

// Heat that has stopped the body's cooling ("stopped sweating, skin burning hot … talking nonsense … collapsed").
const OVERHEATED = /\b(?:stopped sweating|burning hot|heatstroke|heat stroke|sunstroke|in the heat|in the sun all day|heatwave)\b/;
const HEAT_FAILING = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:collapsed|fainted|passed out|unconscious|not responding|fitting|seizure)\b`].join("|"));

// Fumes from a stove or barbecue in a closed space, and the people it is poisoning.
const FUMES_IN_A_CLOSED_SPACE = /\b(?:stove|barbecue|bbq|heater|generator|charcoal|burner)s?\b[^.?!]{0,40}\b(?:in the (?:tent|caravan|garage|van|room|bedroom|cabin)|indoors|inside|for warmth)\b|\b(?:in the (?:tent|caravan|van|cabin))\b[^.?!]{0,40}\b(?:stove|barbecue|bbq|heater|generator|burner)\b|\bcarbon monoxide\b|\bco alarm\b/;
const FUMES_SICK = /\b(?:dizzy|vomiting|being sick|throwing up|drowsy|confused|passed out|fainted|can not breathe|cannot breathe|headaches? and|will not wake|can not wake)\b/;

// A venomous bite and the venom spreading.
// Something poisonous eaten by a child or someone unwell now ("ate berries off a plant … drooling and being sick").
const POISON_EATEN = /\b(?:ate|eaten|eating|swallowed|chewed|chewing|drank|drunk) (?:some |a |the |a few |a handful of |loads of )?(?:[a-z]+ )?(?:berries|mushrooms|toadstools|leaves|plant|plants|seeds|magnets?|button batter(?:y|ies)|batter(?:y|ies)|nicotine|vape liquid|e liquid|weedkiller|slug pellets|rat poison|dishwasher tablets?|washing tablets?|liquitabs?|pods?)\b/;
const POISON_WORKING = /\b(?:drooling|foaming at the mouth|being sick|vomiting|throwing up|drowsy|floppy|not making sense|can not breathe|cannot breathe|fitting|convulsing|mouth (?:is )?(?:burning|blistering|swelling)|stomach (?:pains?|cramps)|crying in pain)\b/;

// Pregnancy and the signs that cannot wait: pre-eclampsia's headache, lights and swelling; an ectopic's pain
// with a shoulder tip or a faint; bleeding.
const PREGNANT = /\b(?:pregnant|\d+ (?:weeks|wks|wk)(?: pregnant| along)?|my bump|the bump|gave birth|postpartum|since the birth|after the birth|had (?:the|my) baby)\b/;
const PREGNANCY_DANGER = /\b(?:flashing lights|(?:face|hands|feet|ankles)(?: and (?:hands|feet|face|ankles))? (?:have |has |are |is )?(?:swelled|swollen|swelling|puffed) up\b|worst headache|shoulder tip|going to faint|fainted|passed out|bleeding (?:heavily|a lot|loads|bad)|(?:gushing|pouring) blood|baby (?:has )?(?:stopped|not) moving|not felt (?:the )?baby move|soaking (?:a|through a|one|through my) pads? (?:every|an|in)|(?:big|huge|massive) clots)/;

// An electric shock (an accident of its own), and the heart or a burn after it.
const ELECTRIC = new RegExp(ELECTRIC_SHOCK);
const AFTER_A_SHOCK = /\b(?:chest (?:feels |is )?(?:weird|tight|funny|pain)|chest pain|heart (?:is |s )?(?:racing|pounding|beating (?:funny|weird|fast)|skipping)|burn (?:mark|on)|not responding|unconscious|not breathing)\b/;

// Asthma with the inhaler not helping.
const ASTHMA = /\basthma\b|\binhaler\b|\bwheez[a-z]*\b/;
const ASTHMA_FAILING = /\b(?:inhaler|pump|blue one) (?:is |s )?(?:not|isn t) (?:helping|working|doing anything|touching it)\b|\b(?:can not|cannot|cant) (?:get (?:my|his|her) words out|finish (?:a|my) sentence|speak (?:in|full) sentences)\b|\blips (?:are |going |gone )?(?:blue|grey)\b/;

// Someone under the water, now out of it, and the signs that the lungs took water in.
const UNDER_WATER = /\b(?:was|went|been) under (?:the )?water\b|\bwent under (?:at|in) the (?:lake|sea|river|pool|water|canal|reservoir|quarry)\b|\bpulled (?:him|her|them|my [a-z]+) out of the (?:water|pool|bath|sea|river|lake|pond)\b|\bnearly drowned\b/;
const WATER_IN_THE_LUNGS = /\b(?:(?:can not|cannot|cant) (?:see|find) (?:him|her|them)|(?:has not|hasn t|not) come (?:back )?up|coughing|sleepy|drowsy|breathing (?:fast|funny|weird|hard)|vomiting|being sick|blue|grey|floppy|not (?:himself|herself|right))\b/;

const VENOM = /\b(?:adder|snake|viper|rattlesnake|scorpion|jellyfish|spider)s? (?:bit|bite|bitten|stung|sting)\b|\bbitten by (?:an? )?(?:adder|snake|viper|rattlesnake|spider)\b|\b(?:adder|snake) bite\b/;
const VENOM_SPREADING = /\bswelling (?:right )?up\b|\bswollen (?:up )?(?:to|past|all)\b|\b(?:vomiting|being sick|throwing up|gone pale|faint|can not breathe|cannot breathe|drowsy)\b/;

/** The pairs of an injury or an accident now (read with the other pairs of ./body-in-danger.ts). */
export const INJURY_PAIRS: Pair[] = [
  { category: "emergency", what: ACCIDENT, sign: HURT_NOW, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: TRAPPED, sign: DANGER_RISING, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: OTHERS_BURN, sign: BURN_DEEP, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: HEAD_KNOCK, sign: HEAD_WARNING, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: OVERHEATED, sign: HEAT_FAILING, unlessFeared: true },
  { category: "emergency", what: FUMES_IN_A_CLOSED_SPACE, sign: FUMES_SICK, unlessFeared: true },
  { category: "emergency", what: VENOM, sign: VENOM_SPREADING, unlessFeared: true },
  { category: "emergency", what: UNDER_WATER, sign: WATER_IN_THE_LUNGS, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: POISON_EATEN, sign: POISON_WORKING, unlessFeared: true },
  { category: "emergency", what: PREGNANT, sign: PREGNANCY_DANGER, unlessFeared: true },
  { category: "emergency", what: ELECTRIC, sign: AFTER_A_SHOCK, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "emergency", what: ASTHMA, sign: ASTHMA_FAILING, unlessFeared: true },
];
