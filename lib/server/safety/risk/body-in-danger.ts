// A body in danger told in two parts that may stand in different sentences (PAIRS): what the person does to
// their body and a sign that it is failing now ("purging six times a day … my chest keeps fluttering",
// "300 calories in four days … fainted at work"), a fever on chemotherapy, wrists and a red bath, a swelling
// and an allergy, cleaning products mixed and breathing hurt, a cleaner on the skin or swallowed and the harm
// it does, a fire in a building and people (or pets) in it, "it" done again and a blade named after it, gas smelt
// and someone sick from it, a slow poison swallowed and its first signs, a stroke's face and another of its signs,
// a dose gone wrong and poisoning's signs, cold and hypothermia's, a wound gone black and sepsis's, someone found
// down and not breathing, breathlessness lying flat with swollen legs, violence heard through a wall, danger on a
// call and the line gone dead; injuries and accidents are in ./injuries.ts, dangerous readings in ./readings.ts, psychiatric and medication
// emergencies in ./psychiatric.ts. Either part alone
// is not a crisis: a diet, a stomach bug, a racing heart before an exam or a barbecue's smoke.
// Read on the canonical text (./normalise.ts) as a whole, since the two halves are seldom in one sentence.
import type { RiskCategory } from "@/lib/domain/risk";
import { CHECKED_AFTER, INJURY_PAIRS, NOT_MAKING_SENSE, UNLESS_OBSESSION, type Pair } from "./injuries";
import { PSYCHIATRIC_PAIRS } from "./psychiatric";
import { READING_PAIRS } from "./readings";

type Finding = { category: RiskCategory; level: "crisis"; evidence: string };

/** Days, not hours: "since Monday", "for five days" (not "since breakfast"). */
const DAYS = String.raw`(?:since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last (?:week|night)|the weekend|\d+ days|[a-z]+ days)|(?:for|in) (?:\d+|two|three|four|five|six|seven|a few|several) (?:days|weeks))\b`;

const STARVED_OR_PURGED = new RegExp(
  [
    String.raw`\bpurg(?:e|ed|es|ing)\b`,
    String.raw`\b(?:making|made|make) myself (?:sick|throw up|vomit)\b`,
    String.raw`\blaxatives?\b`,
    String.raw`\b(?:throwing|threw|thrown|bringing|being) up (?:like |about |maybe )?(?:\d+|two|three|four|five|six|seven|eight|ten)(?:(?: to| or)? \d+)? times (?:a|every|each) day\b`,
    String.raw`\b(?:have not|havnt|havent|hvnt|had not|not|did not|have barely|barely) (?:eaten|eat|had (?:any )?food)(?: anything)? ${DAYS}`,
    String.raw`\b(?:no|not any|zero) food ${DAYS}`,
    // One meal skipped is a busy day ("skipped lunch, heart racing before my exam"); every meal is not.
    String.raw`\bskipped (?:every meal|all my meals|meals|(?:breakfast|lunch|dinner),? (?:and )?(?:breakfast|lunch|dinner)\b)`,
    String.raw`\b(?:\d+|a few hundred|hundred) calories (?:in|over|for) (?:\d+|two|three|four|five|six|seven|a few|several) days\b`,
    // A day's few hundred calories kept up for weeks ("only eating 200 cals a day for 3 weeks").
    String.raw`\b\d{2,3} (?:cals|calories|kcal) a day (?:for|since) (?:\d+|two|three|four|five|six|a few|several) (?:days|weeks|months)\b`,
    // Alcohol with a sedative ("mixed it with my xanax").
    // … and the other way round ("mixed my meds with a lot of drink").
    String.raw`\bmixed (?:my |the |all my |some of my )?(?:meds|medication|pills|tablets|xanax|benzos?|diazepam|valium|sleeping pills|tramadol|codeine|antidepressants|sertraline) with (?:a lot of |loads of |some |a bottle of |the )?(?:drink|alcohol|vodka|wine|booze|beer|whisky|whiskey|gin|cider)\b`,
    String.raw`\bmixed (?:it |them |the drink |vodka |alcohol |booze )?with (?:my |some |the )?(?:xanax|benzos?|diazepam|valium|sleeping pills|pills|tramadol|codeine|oxy|oxycodone|zopiclone|pregabalin)\b`,
    String.raw`\bday (?:\d+|[a-z]+) of (?:basically |just |only )?(?:water|fasting|not eating|nothing|no food)\b`,
    String.raw`\bday (?:\d+|[a-z]+) (?:with|on|of) (?:nothing but|only|just) (?:water|black coffee|coffee|diet coke|tea)\b`,
    // A week's food in a day's calories ("1200 calories a week").
    String.raw`\b\d{2,4} calories (?:a|per|for the) week\b`,
    // A stimulant or pills taken in a heap ("a whole bunch of my sister's adderall").
    String.raw`\b(?:a whole bunch|a bunch|a load|loads|lots|a handful|a lot|a fistful) of (?:my |his |her |their )?(?:[a-z]+s )?(?:adderall|ritalin|vyvanse|elvanse|concerta|caffeine pills|pre workout|diet pills|pills|tablets)\b`,
    String.raw`\b(?:skipping|skipped|not taking|stopped taking|left out|missing|missed) (?:my )?insulin\b`,
    String.raw`\bweeks of not eating\b`,
    String.raw`\bpro ?ana\b|\bthinspo\b|\blost (?:\d+|two|three|four|five|six) ?(?:kg|kilos|stone|pounds|lbs) (?:this|in a|in one|in) week\b`,
    String.raw`\b(?:stop|stopped|stopping) eating for (?:a week|a fortnight|\d+ days|(?:two|three|four|five|six|seven|several) days)\b`,
    // Days told before the food ("9 days no food now").
    String.raw`\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten) days (?:of )?(?:no food|not eating|without (?:food|eating))\b`,
    // Opioids, whose overdose slows the breathing ("put 3 patches on at once", "the methadone on top").
    String.raw`\b(?:\d+|two|three|four|five) (?:fentanyl |morphine |pain |butrans )?patches\b|\b(?:methadone|heroin|fentanyl|smack)\b|\bbags? of (?:gear|heroin|smack)\b`,
    // Alcohol or benzodiazepines stopped at once: withdrawal can fit.
    String.raw`\bcold turkey\b|\b(?:off|coming off|came off) the (?:drink|booze|alcohol|benzos|valium|diazepam)\b|\bstopped (?:drinking|the drink|the booze)\b|\b(?:alcohol |benzo )?withdrawals?\b`,
    // Part of a packet taken after sitting with it ("sat with the packet for ages and then took about half").
    String.raw`\b(?:(?:packet|box|bottle|strip)\b(?! of (?!(?:pills|tablets|paracetamol|painkillers|aspirin|ibuprofen|co codamol|meds|medication|medicine|sleeping)\b))|(?:pills|tablets)\b)[^.?!]{0,60}\b(?:took|swallowed|taken|necked) (?:about |maybe |around |nearly |like |over |just over )?(?:half|most)\b(?! (?:an hour|a day|the day|the morning|of (?:the )?(?:day|week|cake|pizza|biscuits|chocolate)))`,
    // Pills downed or necked, the overdose's own verbs ("downed the paracetamol about an hour ago").
    String.raw`\b(?:downed|necked) (?:the |my |all (?:the |my )?)?(?:paracetamol|pills|tablets|meds|painkillers|aspirin|ibuprofen|co codamol)\b`,
    // A dose told only as "them" ("what if I told you I already took them? like an hour ago").
    String.raw`\b(?:already|just) took them\b`,
    String.raw`\b(?:took|taken|had|dropped|used) (?:some |a |an |two |three |a couple of )?(?:ecstasy|mdma|molly|ketamine|ket|cocaine|coke|ghb|spice|meth|speed|acid|lsd)\b`,
  ].join("|"),
);

const FAILING_NOW = new RegExp(
  [
    String.raw`\b(?:heart|heartbeat|pulse|chest)\b(?: [a-z]+){0,3} (?:fluttering|flutters|skipping|skips|skipped|went (?:really |very |so )?(?:fast|weird)|racing|pounding|irregular|not regular|all over the place|(?:will|would) not slow|beating (?:very |really |so )?(?:fast|hard|weird)|doing something weird)\b`,
    String.raw`\b(?:fainted|blacked out(?! (?:the|that|it|my|what|everything|most))|passed out|collapsed|fell down|came round on the floor)\b`,
    String.raw`\b(?:can not|could not|can hardly|could hardly|barely) (?:really )?(?:move|lift|feel|walk|stand)\b`,
    String.raw`\bpotassium\b`,
    String.raw`\b(?:room|everything|world) (?:spins|is spinning|starts spinning|goes black)\b|\b(?:chest|heart) (?:hurts|is hurting|is pounding|pains?)\b`,
    String.raw`\b(?:everything is|everything s|my vision is|vision is|it is all|eyes are) (?:kind of |kinda |a bit |really |so |all |going )?(?:blurry|blurred)\b|\bcan not keep my eyes open\b`,
    String.raw`\b(?:coughing|vomiting|throwing) up blood\b`,
    String.raw`\bketones?\b`,
    // Ringing ears after pills: aspirin's poisoning.
    String.raw`\bears? (?:are |is |keep |started |have been |keeps? )?ringing\b`,
    String.raw`\b(?:seizure|fitting|had (?:a|some kind of|a sort of|like a) fit)\b|\bfits? (?:again|this morning|today|last night|earlier|just now)\b|\bbit (?:through )?my tongue\b`,
    String.raw`\bbreathing (?:feels |is |has gone |seems |got |going )?(?:really |very |so )?(?:slow|shallow|heavy|funny|weird|raspy)\b|\b(?:keep|keeps|kept) (?:drifting|nodding|dozing)(?: off)?\b|\blips (?:have |are |has |look |looking )?(?:gone |going |turned |turning )?(?:purple|blue|grey|gray|dusky)\b`,
    String.raw`\bseeing (?:bugs|spiders|insects|things|people) (?:on|that|who|crawling)\b|\bhallucinat[a-z]*\b`,
    // Withdrawal's delirium: people in the corners, hands that can barely hold the keys.
    String.raw`\b(?:people|faces|men|shadows|things) in the corners?\b|\bcan (?:barely|hardly) hold (?:the keys|anything|a cup|my phone|the wheel)\b`,
    String.raw`\b(?:can not|could not) keep (?:any )?(?:fluids|water|anything|food) down\b`,
    String.raw`\b(?:can not|could not) catch my breath\b`,
    String.raw`\b(?:legs|muscles|hands) (?:keep |are |have been |keep on )?(?:cramped|cramping|twitching|shaking)\b`,
    String.raw`\b(?:heart|heartbeat|pulse) (?:keeps |is |has been )?(?:missing|skipping|dropping) (?:beats|a beat)\b`,
    String.raw`\b(?:burning up|overheating|heart going like|can not stop shaking|jaw (?:is )?locked)\b`,
  ].join("|"),
);

// A burn of one's own, and a sign that it is deep or wide: the care a burn centre gives, not a plaster;
// or, done with something, a burn done again or to be done again ("3 times tonight … doing the other leg next").
// A blister from the oven tray is neither. Burnt "with" something is done to oneself (an act); "on"
// something is an accident (the writer's own emergency).
const BURNED = /\b(?:burnt|burned|scalded|scorched) (?:(?:my|both my) (?:arms?|hands?|legs?|thighs?|wrists?|stomach|chest|skin|feet|foot|face)|myself)\b(?:[a-z ]{0,30}?\b(with|on|using)\b)?|\b(?:held|holding|kept|put|ran|running) my (?:hands?|arms?|fingers?) under (?:the |a )?(?:hot|boiling|scalding|very hot) (?:tap|water)\b(?<tap>)|\bheld my (?:[a-z]+ )?(?:hand|arm|palm|fingers?|wrist) (?:on|over|against|to|in) (?:the |a )?(?:hob|stove|iron|flame|lighter|candle|hob ring|ring|grill|kettle|fire|hot (?:pan|plate|tap))\b(?<with>)/;
const DEEP_OR_WIDE = /\b(?:skins?|it) (?:has |s |is )?(?:come|came) off\b|\b(?:skin|it|the burn|the patch) (?:is |has gone |went |looks |turned |has turned )?(?:all |completely |really |kind of )?(?:white|waxy|leathery|charred|black|grey|gray)\b|\b(?:skin|it) (?:is )?(?:peeling|coming) off\b|\b(?:really |very )?(?:big|huge|massive|large) (?:patch|area|burn|blisters?)\b|\bbigger than my (?:hand|palm)\b|\b(?:can not|cannot) feel (?:it|anything|the (?:burn|skin))\b/;

const AGAIN = /\b(?:\d+|two|three|four|several|a few) times\b|\bon purpose\b|\b(?:doing|do|burn|burning) the (?:other|left|right) (?:one|leg|arm|hand|side)\b|\b(?:the )?(?:other|left|right) (?:one|leg|arm|hand|side) (?:next|tomorrow|tonight)\b/;

// "maybe" before an amount is an estimate ("maybe 40"), not a doubt.
const FEARED_BEFORE = /\b(?:scared|terrified|afraid|worried|what if|in case|(?:keep|keeps|kept) seeing|maybe(?! (?:\d+|about|around|like|half|a few|two|three|four|five|six|ten|twenty|thirty|forty|fifty)\b)|might have|dreamt|dreamed|(?:the )?thought of|imagin[a-z]*|picturing)\b[^.?!]{0,40}$/;

/** A crisis where the text tells a burn of one's own and a sign that it is deep or wide. */
function burnNeedingCare(canonical: string): Finding[] {
  const burn = BURNED.exec(canonical);
  const byHand = burn && (burn[1] === "with" || burn[1] === "using" || burn.groups?.with !== undefined);
  const sign = burn && (DEEP_OR_WIDE.exec(canonical) ?? (byHand ? AGAIN.exec(canonical) : null));
  // A burn feared or doubted ("terrified I burned my hand and …") is health anxiety's, not a wound.
  if (!burn || !sign || FEARED_BEFORE.test(canonical.slice(0, burn.index))) return [];
  // Scalded under the tap to be sure the germs are dead: a washing ritual's burn, the writer's emergency.
  const accident = (burn[1] === "on" && !byHand) || burn.groups?.tap !== undefined;
  return [{ category: accident ? "emergency" : "act", level: "crisis", evidence: `${burn[0].trim()} … ${sign[0].trim()}` }];
}

// A fever during cancer treatment: sepsis until shown otherwise, whatever else the text says.
const ON_CHEMO = /\b(?:chemo|chemotherapy|neutropenic|immunotherapy)\b/;
// Now, not one had before ("had a temp of 38 last week").
const FEVER = /\b(?<!had (?:a |an )?)(?:temp|temperature|fever)s?\b(?: (?:is|s|now|at|of|just|hit|has|gone|up|to|reached|reading|spiked|still|my|of|over)){0,4} (?:3[89]|4[01]|10[0-5])(?:h\d)?\b(?![a-z ]{0,30}\b(?:last|ago|yesterday)\b)/;

// Wrists cut and the bath gone red, told in fragments ("both wrists. bath's red").
const WRISTS = /\b(?:both wrists|my wrists|wrists|slit|cut (?:my|both) (?:wrists?|arms?|legs?|thighs?)|blade|razor)\b/;
const RED_WATER = /\b(?:bath|bathwater|the water|sink|shower tray)s? (?:is |s )?(?:all |gone |going |turning |turned )?(?:red|full of blood)\b/;

// An allergic reaction by its signs: a tongue, lips, face or throat swelling now (or a throat closing,
// wheezing), with hives, a sting or the allergy named ("ate the exposure snack … my tongue is swelling and there are hives up my neck … nut allergy").
const SWELLING = /\b(?:tongue|lips|lip|face|mouth|throat|eyes)s? (?:is |are |s |has |have |keeps |feels )?(?:started |starting |gone |going |still )?(?:swelling|swollen|puffing up|blowing up)\b|\bthroats? (?:is |s |keeps |feels )?(?:getting tighter|tightening|tight|closing(?: up)?)\b|\bi am wheezing\b/;
const ALLERGY = /\b(?:hives|welts|(?<!not (?:even |really )?)allerg(?:y|ic|ies)|anaphyla[a-z]*|epipens?|epi pens?|peanuts?|nuts?|sesame|shellfish|stung|bee sting|wasp sting|prawns?|shrimps?|crab|lobster|mussels)\b/;

// Cleaning products mixed into a gas (bleach with ammonia or an acid), and breathing hurt by it.
export const FUMES_MADE = /\b(?:mix(?:ed|ing)?|combined|poured) (?:the |some )?bleach (?:and|with|into) (?:the |some )?(?:ammonia|vinegar|acid|toilet cleaner|limescale remover|descaler|another cleaner|other cleaners?|drain cleaner)\b|\b(?:ammonia|vinegar|acid|toilet cleaner|drain cleaner) (?:and|with|into) (?:the )?bleach\b/;
const BREATHING_HURT = /\b(?:can not|cannot|could not|can barely|can hardly) (?:really )?(?:breathe|catch my breath|stop coughing)\b|\bstruggling to breathe\b|\b(?:chest|throat|lungs) (?:is |are |feels? )?(?:tight|burning|on fire)\b|\bcoughing (?:and|so|really|loads)\b|\bwheez[a-z]*\b/;

// A cleaning product scrubbed into the skin or swallowed, and the damage it is doing now (a contamination
// ritual gone into injury: "scrubbed my hands with neat bleach … skin's peeling off in sheets, fingers going white").
const CHEMICAL_ON_SKIN = /\b(?:scrubbed|scrubbing|washed|washing|soaked|soaking|poured|rubbed|rubbing|cleaned|cleaning) (?:my |both my )?(?:hands?|arms?|skin|face|legs?|feet)\b[a-z ,]{0,30}?\b(?:with|in) (?:neat |pure |undiluted |straight )?(?:bleach|acid|oven cleaner|drain cleaner|caustic soda|dettol|domestos|white spirit|turps|surgical spirit)\b/;
const SKIN_FAILING = /\bskins? (?:is |s |keeps )?(?:peeling|coming|falling) off\b|\bblistered\b|\b(?:fingers?|hands?|skin) (?:is |are |s )?(?:going|gone|turning|turned) (?:white|black|grey|gray|numb)\b|\b(?:can not|cannot) feel my (?:fingers?|hands?)\b/;
const CLEANER_SWALLOWED = /\b(?:ate|eaten|swallowed|drank|drunk|drinking|licked|lick|licking|had a (?:sip|mouthful|gulp) of) (?:some |a bit of |part of (?:a |the )?|a )?(?:(?:bleach|disinfectant|cleaner) soaked (?:cloth|sponge|wipe) ?|soap|bleach|disinfectant|sanitiser|sanitizer|hand gel|detergent|dettol|cleaner|washing up liquid|fairy liquid|cleaning (?:spray|fluid|liquid))\b/;
const SWALLOW_HURT = /\bthroats? (?:is |s )?(?:swelling|swollen|burning|closing|on fire|blistering)\b|\b(?:can hardly|can not|cannot|can barely) (?:swallow|breathe)\b|\b(?:vomiting|throwing up|being sick|coughing up) (?:blood|foam)\b|\b(?:mouth|tongue|lips) (?:and (?:lips|tongue|mouth) )?(?:is |s |are )?(?:burning|blistering|blistered|swelling|swollen)\b/;

// A fire now, and people in it ("smoke pouring out of next door's upstairs window … I can hear the kids shouting").
const FIRE_NOW = /\b(?:smoke|flames|fire) (?:is |are |s )?(?:pouring|billowing|coming|pumping|shooting) (?:(?:out of|from) (?:[a-z]+ ){0,3}(?:windows?|house|flat|roof|door|building|upstairs|bedroom|kitchen|loft)|up the stairs|under the door|through the floor(?:boards)?)\b|\b(?:house|flat|building|next door|home|kitchen|bedroom|upstairs) (?:is |s )?(?:on fire|in flames|burning)\b|\bsee (?:orange|flames) (?:inside|in the window|upstairs)\b/;
const PEOPLE_IN_IT = /\b(?:kids|children|baby|someone|somebody|people|family|they|he|she|mum|dad|nan|neighbours?|brothers?|sisters?|son|daughter|husband|wife|partner|grandad|gran|flatmates?|(?:my |our |the )?(?:cat|cats|dog|dogs|pets?))\b[^.?!]{0,30}\b(?:inside|trapped|in there|still in|can not get out|upstairs|asleep)\b|\bhear (?:the |a |her |his )?(?:kids|children|baby|someone|somebody|people|screams|screaming|shouting) ?(?:shouting|screaming|crying|inside)?\b/;


// "It" done again, and the blade it was done with in the next breath ("ok so i did it again. w the scissors").
const DONE_AGAIN = /\b(?:did it|done it|doing it) again\b/;
const WITH_A_BLADE = /\b(?:w|with) (?:the|a|my) (?:scissors|blade|blades|razor|razors|lighter|compass|sharpener|pencil sharpener)\b(?!(?: [a-z,]+){0,6} (?:fringe|hair|bangs|nails|fabric|paper|label|tags?|beard)\b)/;

// Gas smelt after it was left on, and someone sick from it now ("the kitchen reeks of gas and my daughter is dizzy and vomiting").
const GAS_SMELT = /\b(?:reeks?|reeking|smells?|smelling|stinks?|stinking) (?:strongly )?of gas\b|\bsmel(?:l|led|t|ling) gas\b|\bgas (?:ring |hob |cooker )?(?:was |has been |had been )?(?:left on|on for hours)\b/;
const SICK_FROM_IT = /\b(?:dizzy|vomiting|being sick|throwing up|drowsy|confused|passed out|fainted|collapsed|can not breathe|cannot breathe|headache and|will not wake)\b/;

// A poison that works slowly, swallowed, and its first signs ("swallow a bit of antifreeze … I feel drunk and my
// stomach is cramping").
const SLOW_POISON = /\b(?:antifreeze|ethylene glycol|screenwash|weedkiller|rat poison|paraquat|methanol)\b/;
const POISON_SIGNS = /\b(?:feel(?:s|ing)? (?:really |so |very )?drunk|stomach (?:is |s )?(?:cramping|in agony)|stomach cramps|vomiting|being sick|throwing up|dizzy|confused|blurred vision|can not see properly)\b/;


// A stroke's face and another of its signs ("her face is drooping on one side, she dropped her tea"). A face
// that "dropped" without its side is disappointment ("his face dropped when he saw the bill").
const FACE_DROOPING = /\b(?:face|mouth|smile) (?:is |has |s )?(?:gone |going |all |kind of |a bit )?(?:drooping|droopy|drooped|lopsided|crooked)\b|\b(?:face|mouth) (?:has |s |is )?(?:dropped|fallen|slipped) on one side\b|\b(?:one|the left|the right|left|right) side of (?:his|her|their|my) (?:face|mouth) (?:is |has |s )?(?:gone |going )?(?:drooping|droopy|drooped|dropped|fallen|slipped|numb)\b/;
const STROKE_SIGN = new RegExp(
  [
    NOT_MAKING_SENSE,
    String.raw`\bslurr(?:ing|ed)\b|\b(?:can not|cannot|could not) (?:lift|raise|move) (?:his|her|their|my) (?:right |left )?arm\b|\barm (?:is |has |s )?(?:gone )?(?:weak|numb|floppy|dead)\b`,
    String.raw`\bdropped (?:her|his|their|my) (?:tea|cup|mug|fork|spoon|glass|phone|drink)\b|\bwords (?:are |came |come )?(?:coming out )?(?:wrong|jumbled|muddled)\b|\b(?:can not|cannot) (?:speak|talk|get (?:her|his|their|my) words out|get (?:a|one) word out)\b`,
  ].join("|"),
);

// A dose gone wrong (taken twice, someone else's opioid, a dealer's pills, a bottle of spirits, "a bit much of
// the paracetamol") and a sign of poisoning now. The writer's own medicine taken as usual is not in it, so a
// side effect ("took my meds, feeling drowsy") is not.
const DOSE_GONE_WRONG = new RegExp(
  [
    String.raw`\b(?:did|done|took|taken|had|given|gave (?:her|him|them|the baby|myself)|injected) (?:my |his |her |their |the )?(?:[a-z]+ )?(?:insulin|meds|medication|medicine|tablets|pills|dose|doses|jab|injection|methadone|morphine) (?:twice|two times|double|again by mistake)\b|\bdouble dos(?:e|ed)\b`,
    String.raw`\b(?:drank|drunk|swallowed|got into|necked|downed)(?<!\bi (?:have |had |just )?[a-z]+(?: into)?) (?:my|his|her|their|[a-z]+ s|[a-z]+s) (?:methadone|morphine|oxycodone|oxy|fentanyl|tramadol|codeine|insulin|diazepam|valium|xanax|benzos?|sleeping (?:pills|tablets)|pills|tablets|meds|medicine|medication)\b`,
    String.raw`\b(?:pills?|tablets?|something|pingers|caps?) (?:off|from) (?:a |the |some )?(?:dealer|random|stranger)\b|\b(?:gave|given|had|took) [^.?!]{0,40}\b(?:\d+|three|four|five|six) times in (?:\d+|an|one|two|three) (?:hours?|hrs?)\b`,
    String.raw`\b(?:drank|downed|necked|drunk) (?:half |most of |nearly |almost |over half )?(?:a |the |an )?(?:whole )?(?:bottle|litre|liter) of (?:vodka|rum|gin|whisky|whiskey|tequila|spirits|jager|sambuca|absinthe)\b`,
    String.raw`\b(?:had|took|taken|swallowed) (?:a bit |way |far )?(?:too )?(?:much|many) (?:of )?(?:the |my |his |her )?(?:paracetamol|pills|tablets|painkillers|meds|medication|insulin|co codamol|ibuprofen|aspirin)\b`,
  ].join("|"),
);
const POISONED_NOW = new RegExp(
  [
    NOT_MAKING_SENSE,
    FAILING_NOW.source,
    String.raw`\b(?:really |very |so |too |super )?drowsy\b|\b(?:really|very|so) sleepy\b|\b(?:cold and floppy|floppy and cold|(?:all|gone|really|very) floppy)\b|\b(?:can not|cannot|could not) (?:wake|rouse) (?:her|him|them)\b`,
    String.raw`\b(?:barely|not|hardly|stopped) breathing\b|\b(?:can not|cannot|could not) breathe\b|\bchest (?:is |feels )?tight\b|\bstomach (?:hurts|is hurting|pain|is killing)\b`,
    String.raw`\b4[0-2](?: point \d)? (?:on the thermometer|degrees)\b|\btemp(?:erature)? (?:is |of |s )?4[0-2]\b|\b(?:sweaty|clammy|sweating)\b`,
  ].join("|"),
);

// Cold, at home or on a hill, and its signs in the body ("heating off three weeks … can't stop shivering,
// feeling muddled and ever so sleepy"; "whiteout … stumbling and slurring, has stopped shivering"): hypothermia.
const COLD = /\b(?:whiteout|blizzard|in the snow|soaked (?:through|to the skin)|on the (?:hill|mountain|summit|moor|fell|plateau)|heating (?:is |s |has been |been |has |was )?(?:off|broken|gone|not working|cut off)|no heating|(?:can not|cannot|could not) afford (?:the |to put the |to put on the )?(?:heating|meter|gas|electric|electricity)|(?:freezing|so cold|bitterly cold|ice cold) (?:in here|in the (?:flat|house|room|bedroom))|(?:sleeping|slept|been) (?:out|outside|rough) in the (?:snow|cold|freezing))\b/;
const HYPOTHERMIA = /\b(?:can not stop shivering|shivering|numb)\b[^.?!]{0,60}\b(?:muddled|confused|sleepy|drowsy|slurring)\b|\b(?:muddled|confused|sleepy|drowsy|slurring)\b[^.?!]{0,60}\b(?:can not stop shivering|shivering)\b|\bstopped shivering\b/;

// A wound gone bad and a sign of sepsis ("the sore on Mum's heel has gone black … feverish and not making sense").
const WOUND_GONE_BAD = /\b(?:sore|wound|ulcer|cut|bite|blister|toes?|foot|heel|leg|stump|incision|stitches)s? (?:on [a-z ]{0,20})?(?:has |is |s |have |are )?(?:gone|going|turned|turning) (?:black|green)\b|\b(?:sore|wound|ulcer|cut|incision|stitches|bite) [a-z ]{0,30}\b(?:smells|stinks|oozing|pus)\b/;
const SEPSIS_SIGN = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:feverish|burning up|temperature|fever|shivering|rigors|mottled|floppy|drowsy|(?:can not|cannot) wake)\b`].join("|"));

// Someone found down, or with the needle still in, and not breathing ("found my flatmate on the kitchen floor,
// needle still in his arm, barely breathing").
const FOUND_DOWN = /\b(?:on|lying on) the (?:ground|floor|road|pavement)\b|\bfound (?:my |our |the |her |him |them |his )?(?:[a-z]+ ){0,2}(?:on the (?:[a-z]+ )?(?:floor|ground)|collapsed|slumped|unconscious|in the bath)\b|\bneedle (?:still )?in (?:his|her|their) (?:arm|leg|neck|foot|hand|groin)\b/;
const NOT_BREATHING = /\b(?:barely|not|hardly|stopped) breathing\b|\b(?:will not|can not|cannot|could not) (?:wake (?:her|him|them)|wake up|come round)\b|\bunresponsive\b|\blips (?:are |gone |going |turning )?(?:blue|grey|gray)\b/;

// Breathless lying flat, and the heart's other signs ("legs swollen like balloons … can't breathe lying down").
const BREATHLESS = /\bgasping for (?:air|breath)\b|\b(?:can not|cannot|could not) breathe (?:when i |if i )?(?:lying|lie|lay) (?:down|flat)\b/;
const HEART_FAILING = /\b(?:legs|ankles|feet) (?:are |have |s )?(?:gone |been )?(?:swollen|swelling|puffed up|like balloons)\b|\b(?:up|awake|sat up|sitting up) all night\b|\bin the chair all night\b|\blips (?:are |gone |going |turning )?(?:blue|grey)\b|\bcoughing up (?:pink|froth|blood)\b/;

// Violence heard through a wall or a floor now ("the little boy next door screaming 'stop daddy stop' and heavy
// thuds"; "begging 'put the knife down' then a scream, and now silence").
const HEARD_THROUGH = /\b(?:through the (?:wall|walls|floor|ceiling)|next door|downstairs|upstairs|the (?:flat|house) (?:next door|below|above))\b/;
const VIOLENCE_HEARD = /\bstop (?:daddy|mummy|dad|mum|please|it)\b|\b(?:please )?put the knife down\b|\b(?:heavy )?thuds?\b|\bbeing (?:thrown|hit|beaten|strangled)\b|\bscream(?:ing)?\b[^.?!]{0,30}\b(?:silence|gone quiet|went quiet)\b|\bbegging\b/;

// Danger on a call, then the line gone ("said a man was grabbing her, then screaming and the line went dead").
const DANGER_ON_A_CALL = /\b(?:grabbing|grabbed|attacking|attacked|following (?:me|her|him)|dragging|hitting|screaming|drunk the bleach|taken (?:the|all the|all her|all his|her|his) (?:pills|tablets))\b/;
const LINE_GONE = /\b(?:line|phone|call) (?:went|has gone|just went|goes) (?:dead|silent|quiet)\b|\b(?:call|line) (?:cut|dropped) (?:off|out)\b|\bstopped (?:answering|replying|responding)\b|\b(?:her|his|their) phone (?:is |s )?(?:now )?(?:off|dead|going to voicemail)\b/;

// A young person put out of home, and their age ("my stepdad threw me out … I'm 17").
const PUT_OUT = /\b(?:sleeping|slept|been sleeping) (?:in (?:my|the|a) (?:car|park|bus shelter|stairwell|doorway|tent)|rough|on the streets?|outside)\b|\b(?:threw|thrown|kicked|chucked|put) me out\b/;
const UNDER_AGE = /\bi am (?:1[0-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b(?! (?:years|months|weeks|days) (?:ago|sober|clean))/;

// A seizure that goes on, told across sentences ("Gave buccal midazolam at 10:47. Still jerking. Lips look dusky.").
const SEIZING = /\b(?:seizure|seizing|fitting|convulsing|convulsions|midazolam|buccolam|epileptic fit)\b/;
const SEIZURE_GOING_ON = /\b(?:still (?:jerking|fitting|seizing|convulsing|shaking)|(?:has not|hasn t|not) stopped|will not stop|won t stop|lips (?:look |are |gone |going )?(?:dusky|blue|grey|gray)|(?:over |more than )?(?:[5-9]|[1-5]\d) (?:minutes|mins))\b/;

// A carer who has not come, and a person left without food, medicine or a way to reach them.
const CARE_ABSENT = /\b(?:carers?|support workers?|home help) (?:has not|have not|hasn t|haven t|did not|didn t|never) (?:come|been|turned up|shown up)\b|\b(?:no one|nobody) has (?:come|been) (?:since|for)\b/;
const LEFT_WITHOUT = /\b(?:no food|nothing to eat|ran out|run out|(?:insulin|pen) (?:is |s )?empty|(?:can not|cannot|cant) (?:get to|reach) (?:the )?(?:kitchen|toilet|food|water|phone|my tablets)|(?:can not|cannot|cant) get (?:up|out of bed)|not eaten (?:since|for))\b/;

// A heart attack's chest, and where the pain goes or how long it has lasted; not a panic attack named.
const CHEST_CRUSHING = /\bchest (?:has been |is |s |feels )?(?:crushing|heavy|like (?:an elephant|a weight))\b|\bcrushing (?:pain|feeling|pressure) in (?:my|his|her) chest\b/;
const HEART_SPREADING = /\b(?:into|to|up to|in) (?:my|his|her) jaw\b|\b(?:down|into) (?:my|his|her) (?:left )?arm\b|\bcold sweat\b|\bfor (?:\d+|twenty|thirty|forty) (?:min|mins|minutes)\b/;
const PANIC_NAMED = /\b(?:panic|anxiety attack|health anxiety|what if|ocd)\b/;

// A diabetic, and the brain's signs of a low sugar (confused, drowsy, not making sense; not "a bit shaky").
const DIABETIC = /\b(?:diabetic|diabetes|type 1|type one|insulin|hypo|sugars? (?:is |are )?(?:low|dropping|crashing))\b/;
const HYPO_SIGNS = new RegExp([NOT_MAKING_SENSE, String.raw`\b(?:confused|drowsy|getting drowsy|aggressive and|slurring|will not wake|can not wake|fitting|collapsed|unconscious)\b`].join("|"));

// Health anxiety's checking of a throat ("I keep swallowing to check"), and a dentist's numbness.
const CHECKING_THE_THROAT = /\b(?:to check|keep swallowing|keep checking|dentist|numb from the)\b/;

const PAIRS: Pair[] = [
  { category: "emergency", what: FACE_DROOPING, sign: STROKE_SIGN, unlessFeared: true },
  { category: "emergency", what: DOSE_GONE_WRONG, sign: POISONED_NOW, unlessFeared: true },
  { category: "emergency", what: COLD, sign: HYPOTHERMIA, unlessFeared: true },
  { category: "emergency", what: WOUND_GONE_BAD, sign: SEPSIS_SIGN, unlessFeared: true },
  { category: "other_at_risk", what: FOUND_DOWN, sign: NOT_BREATHING, unlessFeared: true },
  { category: "emergency", what: BREATHLESS, sign: HEART_FAILING, unlessFeared: true },
  { category: "other_at_risk", what: HEARD_THROUGH, sign: VIOLENCE_HEARD, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "other_at_risk", what: DANGER_ON_A_CALL, sign: LINE_GONE, unlessFeared: true, unless: UNLESS_OBSESSION },
  { category: "harmed", what: PUT_OUT, sign: UNDER_AGE, unlessFeared: true },
  { category: "emergency", what: SEIZING, sign: SEIZURE_GOING_ON, unlessFeared: true },
  { category: "emergency", what: CHEST_CRUSHING, sign: HEART_SPREADING, unlessFeared: true, unless: PANIC_NAMED },
  { category: "emergency", what: DIABETIC, sign: HYPO_SIGNS, unlessFeared: true },
  { category: "emergency", what: CARE_ABSENT, sign: LEFT_WITHOUT, unlessFeared: true },
  ...INJURY_PAIRS,
  ...READING_PAIRS,
  ...PSYCHIATRIC_PAIRS,
  { category: "act", what: STARVED_OR_PURGED, sign: FAILING_NOW, unlessFeared: false },
  { category: "emergency", what: ON_CHEMO, sign: FEVER, unlessFeared: true },
  { category: "act", what: WRISTS, sign: RED_WATER, unlessFeared: true },
  { category: "emergency", what: SWELLING, sign: ALLERGY, unlessFeared: true, unless: CHECKING_THE_THROAT },
  { category: "emergency", what: FUMES_MADE, sign: BREATHING_HURT, unlessFeared: true },
  { category: "emergency", what: CHEMICAL_ON_SKIN, sign: SKIN_FAILING, unlessFeared: true },
  { category: "emergency", what: CLEANER_SWALLOWED, sign: SWALLOW_HURT, unlessFeared: true },
  { category: "other_at_risk", what: FIRE_NOW, sign: PEOPLE_IN_IT, unlessFeared: true, unless: CHECKED_AFTER },
  { category: "act", what: DONE_AGAIN, sign: WITH_A_BLADE, unlessFeared: true },
  { category: "emergency", what: GAS_SMELT, sign: SICK_FROM_IT, unlessFeared: true },
  { category: "emergency", what: SLOW_POISON, sign: POISON_SIGNS, unlessFeared: true },
];

function toldTogether({ category, what, sign, unlessFeared, unless }: Pair, canonical: string): Finding[] {
  if (unless?.test(canonical)) return [];
  const a = what.exec(canonical);
  const b = a && (sign ? sign.exec(canonical) : a);
  if (!a || !b || (unlessFeared && FEARED_BEFORE.test(canonical.slice(0, Math.max(a.index, b.index))))) return [];
  return [{ category, level: "crisis", evidence: a === b ? a[0].trim() : `${a[0].trim()} … ${b[0].trim()}` }];
}

/** A crisis where the text tells one of the pairs, or a deep burn. */
export function bodyInDanger(canonical: string): Finding[] {
  return [...PAIRS.flatMap((pair) => toldTogether(pair, canonical)), ...burnNeedingCare(canonical)];
}
