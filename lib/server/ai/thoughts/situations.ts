// What a thought is about when it is not a new worry: an ordinary feeling, a real decision, a slip in
// practice, or a compulsion described without its name. Each reads the normalised text (lower case,
// straight apostrophes) and is checked by the engine before it looks for a theme and a thinking trap.
import "server-only";
import { LOOKED_UP } from "./cues";

// The words of OCD and its practice: any of them and the thought is read as one, not as an everyday feeling.
const OCD_WORDS =
  /\b(?:back and forth|over and over|again and again|for hours|(?:\d+|two|three|four|five|six) hours? (?:in the shower|in the bath|showering|washing|scrubbing|checking|cleaning)|exactly|\d+ times|(?:three|four|five|six|seven|ten|twenty) times|going back|went back|ran back|redo\w*|ritual\w*|picturing|image of|flash of|so i (?:won't|can't|don't)|hid\w*|avoid\w*|stay away|asking myself|ask(?:ed|ing)? (?:my|him|her|them)|compar\w*|in case|100%|the one|something (?:bad )?will happen|something bad|if i really|really love|what if|thoughts?|intrusive|urges?|pure[ -]?o|on (?:a )?loop|on repeat|check\w*|wash\w*|clean\w*|germs?|contamin\w*|compulsion\w*|ritual\w*|ocd|exposure|erp|doubt\w*|sure (?:if|whether|that|i)|did i|keep (?:thinking|going over|replaying)|can't stop(?! (?:crying|sobbing))|need to know|make sure|just right|not right|reassur\w*|sin|sins|pray\w*|harm|hurt|kill\w*|stab\w*|push|pushed|scared|terrified|panic\w*|afraid)\b/;

const ORDINARY_FEELING =
  /\b(?:sad|sadness|crying|cried|in tears|sobbing|(?:has|had|got|with|diagnosed with) (?:cancer|dementia|a stroke|a heart attack|a tumou?r|leukaemia|leukemia|als|ms|parkinson's|alzheimer's)|miss (?:her|him|them|my|you)|missing (?:her|him|them|my)|grief|grieving|passed away|died|funeral|anniversary of|broke up|break ?up|heartbroken|hollow|lonely|furious|angry|so annoyed|frustrated|fed up|exhausted|so tired|really tired|tired after|just tired|worn out|burnt out|stressful (?:day|week|shift)|(?:work|today|the day|my shift) was (?:so |really |very )?(?:stressful|long|hard|busy|exhausting)|disappointed|gutted|failed (?:my|the|an?)|didn't get (?:the|that) (?:job|place|role)|stressed|overwhelmed|nervous about (?:a|my|the|an) (?:job )?(?:interview|exams?|presentation|test|date|driving test|first day)|(?:the )?(?:vet|doctors?) (?:doesn't|don't|does not|do not) know)\b/;

/** Sadness, grief, anger, tiredness or disappointment, with nothing of OCD in the words. */
export function feelsAnOrdinaryFeeling(text: string): boolean {
  return ORDINARY_FEELING.test(text) && !OCD_WORDS.test(MOURNED.test(text) ? text.replace(THINKING_OF_THEM, "") : text);
}

// Someone mourned, thought of again and again ("my grandmother died … I keep thinking about her kitchen"):
// that is grief, not an obsession's "keep thinking".
const MOURNED = /\b(?:died|passed away|passed on|funeral|grief|grieving|lost (?:my|our) (?:mum|mom|dad|nan|gran|grandma|grandmother|grandad|grandfather|husband|wife|partner|son|daughter|brother|sister|friend|dog|cat))\b/;
const THINKING_OF_THEM = /\b(?:i )?(?:keep|can't stop|cannot stop) thinking (?:about|of) (?:her|him|them|my|our|the|how|what)\b/g;

// Any word of worry, fear, doubt, harm or OCD. Without one (and with no theme or thinking trap found),
// a thought is not answered as a worry: "I'm going for a walk today" is not "anxious thoughts".
const WORRY_WORDS =
  /\b(?:worr\w*|anxi\w*|scar(?:ed|y|es|ing)|afraid|fear\w*|frighten\w*|terrif\w*|nervous|panic\w*|dread\w*|what if|uneasy|on edge|stress\w*|doubt\w*|unsure|not sure|can't stop|keep thinking|obsess\w*|urges?|intrusive|ocd|compuls\w*|ritual\w*|bad|wrong|danger\w*|unsafe|safe|harm\w*|hurt(?:s|ing)? (?:someone|somebody|anyone|people|him|her|them|myself|my (?!(?:knee|back|head|neck|feet|foot|leg|arm|hand|shoulder|tooth|teeth|stomach|tummy)\b)\w+)|(?:get|gets|got|getting|be|been) hurt|kill\w*|die|dies|dying|dead|sick|ill|guilt\w*|ashamed|shame|bother\w*|upset\w*|awful|horrible|terrible|mess(?:ed)? up|ruin\w*|never|always)\b/;

// A check that is an errand ("checked the train times") says nothing of OCD.
const ERRAND_CHECKED = new RegExp(String.raw`\bcheck(?:ed|ing|s)? ${LOOKED_UP}`, "g");

/** Nothing of worry, fear, doubt, harm or OCD in the words. */
export function namesNoWorry(text: string): boolean {
  const words = text.replace(ERRAND_CHECKED, "");
  return !WORRY_WORDS.test(words) && !OCD_WORDS.test(words);
}

// A question about the practice itself ("how long does ERP take to work?", "can you help me plan
// tomorrow's exposure?"): not a worry to reframe. A doubt about whether it works for oneself, or a question
// whether something is all right, is the OCD's and answered as such.
const PRACTICE = /\b(?:erp|exposures?|practi[cs]e|practi[cs]ing|ladder|hierarchy|homework|response prevention|suds)\b/;
const ASKED = /(?:^|[.!?] )(?:how|what|when|which|where|can|could|should|do|does|would|is|are)\b[^.!?]*\?|\b(?:can|could) you (?:help|show|tell|explain|give|suggest)\b/;
// "Is it okay to do ERP on my own?" asks about the practice; "is it okay that I had this thought?" does not.
const DOUBTED = /\b(?:what if|never|does (?:that|this|it) mean|scared|afraid|worried|terrified|panic\w*|won't work|doesn't work|not working|will it work|is it working|am i|is it (?:ok|okay|normal|bad|safe)(?! to (?:do|try|start|practi[cs]e) (?:erp|exposures?|it)\b)(?! to \w+ (?:during|in|before|after|between) (?:erp|exposures?|an exposure|the exposure|my exposures?|practice)\b)(?! (?:that|if|when|for) (?:erp|exposures?|the exposures?|practi[cs]e|practi[cs]ing|therapy)\b))\b/;

// What a mental compulsion is ("what counts as a mental compulsion?"): answered with what they are.
const MENTAL_COMPULSION_ASKED = /\b(?:what (?:counts as|is|are|do you mean by)|what's|is (?:\w+ing|it) (?:a|an)) (?:a )?(?:mental|covert) (?:compulsions?|rituals?|checking)\b|\bmental compulsions?\b[^.!?]*\?/;

/** A question about what mental compulsions are. */
export function asksAboutMentalCompulsions(text: string): boolean {
  return MENTAL_COMPULSION_ASKED.test(text);
}

// Someone supporting a person with OCD asks how ("how do I support my partner during ERP?"): the answer is
// for the one who supports, as for someone else's rituals.
const SUPPORTER_ASKS = /\bhow (?:do|can|should|could) i (?:best )?(?:support|help) (?:my|our) (?:\w+ )?(?:son|daughter|child|kid|teen|teenager|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|mum|mom|mother|dad|father|brother|sister|friend|flatmate)\b/;

/** A question from someone who supports another person through their OCD. */
export function asksHowToSupportSomeone(text: string): boolean {
  return SUPPORTER_ASKS.test(text);
}

/** A question about how to practise ERP, with no doubt or worry about it in the words. */
export function asksAboutPractice(text: string): boolean {
  return PRACTICE.test(text) && ASKED.test(text) && !DOUBTED.test(text);
}

const WEIGHING =
  /\b(?:deciding (?:whether|if|between)|trying to decide|can't decide|not sure (?:what to do|whether to|if i should)|(?:got|been|was) offered (?:a|the) (?:job|place|role|promotion|position)|weighing (?:it )?up|pros and cons)\b/;

/** A real choice being weighed, with nothing of OCD in the words. */
export function weighsADecision(text: string): boolean {
  return WEIGHING.test(text) && !OCD_WORDS.test(text.replace(WEIGHING, ""));
}

const GAVE_IN =
  /\b(?:slipped up|had a slip|relapsed|i slipped(?: today| again| yesterday| tonight| last night| this (?:morning|afternoon|evening|week))?(?= ?[.!,;])|i slipped (?:today|again|yesterday|tonight|last night|this (?:morning|afternoon|evening|week)) and|(?:exposure|erp|practice|homework) (?:went|was) (?:badly|wrong|terribly|awful)|(?:left|stopped|quit|gave up) (?:after|at) (?:\d+|a few|two|five|ten) (?:minutes|mins|seconds)|(?:couldn't|could not|didn't|did not) (?:finish|complete) (?:the|my) (?:exposure|erp|practice|homework|step)|(?<!keep |keeps |kept )(?:ran|went|go|going) back (?:in|inside|home|upstairs|to check|and checked)|checked (?:it )?anyway|gave in|caved|gave up and (?:washed|checked|asked|counted|prayed|googled|searched|went back|did (?:it|the compulsion))|(?:but|then) the (?:\w+ )?time i (?:asked|checked|washed|counted|googled|prayed|went back)|(?:only )?slipped (?:up )?once|couldn't resist|could not resist|did the compulsion|did my compulsion|ended up (?:washing|checking|asking|counting|praying|going back)|(?:washed|checked|asked) anyway|(?:but|then) (?:then )?i (?:straightened|fixed|washed|checked|asked|went back)(?: it| them)?(?: after| anyway)?)\b/;

// A question about this app and what it keeps ("can I delete my journal entries?", "does this app share my
// entries?"): answered with what the app does, not as a worry. A "what if" about it is the OCD's, and read as one.
const APP_NAMED = /\b(?:this app|the app|my (?:journal )?entries|my journal|my entry|my data|my thoughts? (?:here|in (?:here|the app|this app))|what i write here)\b/;
const APP_ASKED = /\b(?:(?:can|could|how do) i (?:delete|remove|erase|download|export|hide)|(?:who|does (?:anyone|anybody|the app|this app)|can (?:anyone|anybody|my \w+|the staff|staff|clinicians?|my (?:doctor|therapist))) (?:can |else )?(?:see|read|share|shares|access|look at)|(?:does|do|will|would) (?:this app|the app|you) (?:share|sell|store|keep|save|send)|(?:is|are) (?:my (?:journal|entries|data|thoughts)|it|this app|the app) (?:private|kept private|safe|secure|encrypted|shared))\b[^?]*\?/;

/** A question about what this app keeps and who can see it, with no "what if" around it. */
export function asksAboutTheApp(text: string): boolean {
  return APP_NAMED.test(text) && APP_ASKED.test(text) && !/\bwhat if\b/.test(text);
}

// Practice put off, told as such ("I avoided the knife drawer all week. I know I should do the exposure but
// I can't"): not a thought to reframe, nor a "should" to soften, but a step that is too high.
const AVOIDED = /\b(?:avoid(?:ed|ing)|been avoiding|kept away from|stayed away from|put(?:ting)? off|skipped)\b/;
const PRACTICE_NAMED = /\b(?:exposures?|erp|homework|ladder|practi[cs]e|step)\b/;
const NOT_DONE = /\b(?:can't|cannot|couldn't|could not|haven't|have not|didn't|did not|not able|unable|won't)\b/;

/** Practice avoided and not done, told plainly. */
export function toldAvoidedPractice(text: string): boolean {
  return AVOIDED.test(text) && PRACTICE_NAMED.test(text) && NOT_DONE.test(text);
}

/** A compulsion done after all, told afterwards. */
export function toldASlip(text: string): boolean {
  return GAVE_IN.test(text);
}

// A step against a compulsion, and the same step without its anxiety rating, for an answer whose other
// step has just asked for one.
type Step = { step: string; stepWithoutRating: string };
const RATING = ", rating your anxiety from 0 to 10 as it rises, falls or stays";
function rated(practice: string, after?: string): Step {
  const tail = after ? ` ${after}` : "";
  return { step: `${practice}${RATING}.${tail}`, stepWithoutRating: `${practice}.${tail}` };
}

// A compulsion told by what was done, and one step against each: [what it looks like, its name, the step].
const COMPULSIONS: [RegExp, string, Step | string][] = [
  [
    /\b(?:googl\w* (?:whether|if|symptoms|what|how|it again|again)|googl\w* [^.]{0,40}(?:for (?:hours|ages)|all (?:night|day|evening)|until \d)|(?:hours|all night) googl\w*|search(?:ed|ing)? (?:online|the internet|for (?:symptoms|answers|it))|looking up (?:symptoms|whether|if)|researching (?:whether|if|symptoms))\b/,
    "Searching online for an answer",
    rated("Next time the urge to search comes, close the browser and write the question down instead. Leave it unanswered for 30 minutes while you do something else"),
  ],
  [
    /\b(?:confess\w*|told (?:my )?(?:wife|husband|partner|boyfriend|girlfriend|mum|mom|dad|friend|priest) about (?:a|the|my) thought|so it wouldn't be a secret)\b/,
    "Confessing a thought to make it feel settled",
    "Next time the urge to confess comes, notice it and name it: 'that's confessing'. Let the thought stay yours, unshared, for an hour while you carry on with your day.",
  ],
  [
    /\b(?:kept (?:whispering|saying|repeating)|repeat(?:ed|ing)? (?:it|the prayer|the words|the phrase)|(?:pray\w*|prayer|hail mary|words|phrase|saying it)[^.]{0,60}until it (?:finally )?(?:felt|feels) (?:right|like it went through|complete)|(?:re)?start\w* (?:the |my )?(?:prayers?|hail mary|rosary) (?:again|over)|restart(?:ed|ing)? the (?:prayer|hail mary|rosary)|pray(?:ed|ing)? (?:it|them|the thoughts?) away|re-?say\w* (?:every |each |the |my )?(?:prayers?|words)|pray(?:ed|ing)? (?:\d+|two|three|four|five|six|seven|ten|twenty) times|pray\w*[^.]{0,30}\bto undo (?:it|them|the thought))\b/,
    "Repeating a prayer or a phrase until it feels right",
    rated("Next time, say it once, or not at all, and let it stay imperfect. Carry on with what you were doing"),
  ],
  [
    /\b(?:until it (?:finally )?(?:felt|feels|looked|looks) (?:right|even|just right)|flick\w* (?:the |a )?(?:light|switch)|redo\w*|restart(?:ed|ing)? (?:it|the whole|from the (?:beginning|start))|start(?:ed)? (?:it )?(?:over|again)|over and over)\b/,
    "Repeating an action until it feels right",
    rated("Next time, do it once and walk away while it still feels wrong"),
  ],
  [
    /\b(?:replay\w*|(?:going|went|go) over (?:it|what|every|everything|the (?:conversation|memory|day|party|night|fight|argument))|(?:going|goes|went|go) (?:round and round|round in circles)|mentally review\w*|mental review\w*|reviewing)\b/,
    "Going over it in your head",
    "When you notice the replaying, name it: 'that's reviewing'. Bring your attention back to what is in front of you, as often as you need to, without finishing the review or working out the answer.",
  ],
  [
    /\b(?:count(?:ed|ing)? (?:my |the |every )?(?:steps|stairs|tiles|cars|words|letters|breaths|times)|count(?:ed|ing|s)? (?:up )?to (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a hundred)|lost count|start(?:ed)? (?:over|again) (?:whenever|every time|when) i)\b/,
    "Counting until it comes out right",
    rated("Next time, let one count stay wrong or unfinished on purpose and walk on"),
  ],
  [
    /\b(?:\d+|two|three|four|five|six) (?:and a half )?hours? (?:in the shower|in the bath|showering|washing|scrubbing)\b|\b(?:showering|washing|scrubbing|in the shower) for (?:\d+|two|three|four|five|six) hours?\b/,
    "Washing for hours",
    rated("Next time, set a timer for an ordinary shower, about ten minutes, and step out when it goes, however unfinished it feels", "Be as kind to yourself about the hours as you would be to a friend caught in the same loop."),
  ],
  [
    /\b(?:chang(?:e|es|ed|ing) (?:all )?my clothes and (?:shower|wash)\w*|(?:shower|wash)\w* and chang(?:e|es|ed|ing) (?:all )?my clothes)\b/,
    "Changing and washing after being out",
    rated("Next time you come home, sit down in the same clothes for 20 minutes before anything else, then have an ordinary, short shower only if you would anyway"),
  ],
  [/\b(?:smell(?:ing|ed|s)? my (?:hands|clothes|fingers|breath|hair)|sniff(?:ing|ed)? my)\b/, "Smelling to check", "Next time the urge to smell comes, keep your hands busy with something else for 15 minutes and let the doubt stay."],
  [
    /\b(?:took|take|taking) (?:a )?(?:photo|picture|video|photos|pictures) of (?:the |my )?(?:stove|door|lock|locks|knobs|hob|oven|plug|plugs|iron|tap|taps|windows?)\b/,
    "Photographing something to check it later",
    "Next time, leave without the photo, or delete it unseen, and let the doubt come along with you.",
  ],
  // A medicine's label read again and again: the step is about the box, not a sent folder.
  [
    /\b(?:re-?read\w*|read|check\w*|look\w* at) (?:the |my |his |her )?(?:label|leaflet|box|packet|dose|dosage|prescription|instructions)(?: [^.]{0,30}?)? (?:\d+ times|several times|again and again|over and over)\b/,
    "Re-reading the label to make sure",
    "Next time, read the label once, then put the box away for the rest of the day and let the doubt come along with you.",
  ],
  [/\b(?:re-?read\w* (?:[^.]{0,40})?(?:\d+ times|several times|again and again|to (?:make sure|check)|before (?:sending|posting|signing))|read (?:it|the email|the message|the text|the contract) again(?: and again)?)\b/, "Re-reading to make sure", "Next time, read it once, send it, and leave the sent folder closed for the rest of the day."],
];

/** The compulsion a thought describes without naming it: its name and a step against it, or null. */
export function describedCompulsion(text: string): ({ name: string } & Step) | null {
  for (const [pattern, name, step] of COMPULSIONS) if (pattern.test(text)) return { name, ...(typeof step === "string" ? { step, stepWithoutRating: step } : step) };
  return null;
}

// Someone else's rituals told by the person who lives beside them ("my son keeps washing his hands until
// they bleed", "my husband checks the locks twenty times"): the answer speaks to the one who wrote, not
// as if the compulsion were theirs. Needs the other person as the subject of a compulsion, and nothing
// the writer does themself ("I check", "I keep asking").
const SOMEONE_CLOSE = String.raw`(?:my (?:\w+ )?(?:son|daughter|child|kid|kids|boy|girl|teen|teenager|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|mum|mom|mother|dad|father|brother|sister|friend|flatmate|roommate|housemate|grandson|granddaughter)|he|she)`;
const THEIR_RITUAL = new RegExp(
  String.raw`^${SOMEONE_CLOSE}(?: (?:still|always|now|just|constantly))? (?:keeps? (?:on )?(?:washing|checking|asking|counting|cleaning|repeating|praying|touching|tapping|arranging|confessing|apologi[sz]ing|showering|redoing|rereading)|washes|checks|counts|cleans|repeats|showers|rearranges|arranges|taps|confesses|apologi[sz]es|asks me|(?:spends|spent) hours|won't (?:touch|eat|let (?:me|us))|makes (?:me|us) (?:wash|check|change|say|repeat)|(?:has|needs) to (?:say|do|wash|check|touch|tap|count|repeat|ask|line|arrange|pray|confess)|must (?:say|do|wash|check|touch|tap|count|repeat))\b`,
);
// What makes it a ritual rather than ordinary care: a count, hours, "over and over", "until", or what OCD checks.
const RITUAL_EXCESS =
  /\b(?:\d+ times|(?:two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred|so many|hundreds of) times|over and over|again and again|the same (?:thing|question|way)|exactly|starts? (?:again|over)|for hours|hours|until|till|all day|every (?:night|time|morning)|(?:his|her|their) hands|locks?|doors?|stove|hob|oven|switch\w*|taps?|plugs?|promise)\b/;
const MY_OWN_RITUAL =
  /\bi(?: still| always| just)? (?:keep|kept|check|checked|wash|washed|count|counted|clean|cleaned|ask|asked|(?:have|need) to (?:check|wash|clean|ask|count|make sure)|can't stop|couldn't stop|worry|worried|am scared|'m scared|'m worried|fear)\b/;

/** Another person's compulsions, told by someone close to them, and none of the writer's own. */
export function tellsOfSomeoneElsesRituals(text: string): boolean {
  return THEIR_RITUAL.test(text.trim()) && RITUAL_EXCESS.test(text) && !MY_OWN_RITUAL.test(text);
}

// Things ordinary care keeps at a distance or washes after: what an exposure leaves alone, and after which
// washing once is hygiene, not a compulsion.
const REAL_HAZARD =
  /\b(?:raw (?:meat|chicken|pork|fish|eggs?|mince)|salmonella|e\.? ?coli|blood|bleach|chemicals?|cleaning (?:spray|products?|fluid)|detergent|poison\w*|pesticides?|weedkiller|needles?|syringes?|vomit|faeces|feces|poo|poop|urine|dog mess|(?:cat )?litter (?:box|tray)|toilet|nappy|nappies|diapers?|dead (?:animal|bird|rat|mouse)|mould|mold|asbestos|broken glass)\b/;

// What would itself be a danger to do, whatever the fear behind it: the care that protects a life (a
// seatbelt, a small child watched in the bath, a hob off before going out, food within its use-by date).
const REAL_DANGER =
  /\b(?:without (?:a |my |wearing (?:a |my )?)?seat ?belts?|no seat ?belt|(?:leave|leaving|left) (?:my |the |our )?(?:\d+ ?(?:year|yr|month)s?[ -]old|baby|toddler|child|children|kids?|son|daughter|little one)(?: \w+)? (?:alone|unattended|on (?:their|his|her) own)|(?:baby|toddler|child|kids?|son|daughter|\d+ ?(?:year|yr)s?[ -]old) alone (?:in|near) the (?:bath|pool|water|car)|(?:hob|gas|oven|stove|cooker|iron|straighteners|candles?|heater|fire) (?:on|lit|burning) and (?:go|going|went|leave|leaving) (?:out|away|to (?:bed|sleep|work))|(?:past|after|beyond) (?:its |the |their )?use[- ]by|run (?:a |the )?red lights?)\b/;

/** True when doing what the text describes would itself be dangerous: never an exposure. */
export function describesRealDanger(text: string): boolean {
  return REAL_DANGER.test(text);
}

/** True when the text touches something ordinary care washes after or keeps away. */
export function touchesRealHazard(text: string): boolean {
  return REAL_HAZARD.test(text) && !DREAMT.test(text);
}

/** Met only in a dream, an image or near by ("dreamed I was covered in black mould"): nothing was touched to wash after. */
const DREAMT = /\b(?:dream|dreams|dreamed|dreamt|dreaming|nightmare|nightmares|pictured|imagined|an image of)\b/;

// A safety behaviour told or asked about beside an intrusive thought: what the thought is about hidden, or
// the place, the person or the task kept away from ("Should I hide all the knives?", "I don't carry her near
// the stairs anymore", "I'm scared to bathe her now", "I stepped back against the wall until it passed").
const AVOIDANCES: [RegExp, string, string][] = [
  [
    /\b(?:hid(?:e|den|ing|es)?|lock(?:ed|ing|s)?|put (?:them |it )?(?:away|out of sight)|get(?:ting)? rid of|got rid of|throw(?:n|ing)? (?:out|away)|threw (?:out|away))\b[^.?!]{0,30}\b(?:knives|knife|scissors|razors?|sharp (?:things|objects)|blades?)\b/,
    "Hiding the knives",
    "With your therapist, plan to bring the knives back to their usual place and use one for an ordinary job, like cutting bread, while the thought is there, rating your anxiety from 0 to 10 as it rises, falls or stays.",
  ],
  [
    /\b(?:keep(?:ing)?|stay(?:ing)?|kept|stayed) away from\b|\b(?:avoid(?:ing|ed|s)?) (?:being alone with|holding|carrying|bathing|feeding|changing|the stairs|the kitchen|knives|platforms|driving|bridges|balconies|the bath)\b|\b(?:don't|do not|no longer|won't|stopped|can't) (?:carry(?:ing)?|bath(?:e|ing)?|hold(?:ing)?|go(?:ing)? near|stand(?:ing)? near|be(?:ing)? alone with|driv(?:e|ing)|cook(?:ing)?)\b[^.?!]{0,40}\b(?:any ?more|now|since)\b|\b(?:scared|afraid|terrified) to (?:bath|bathe|hold|carry|be alone with|drive|go near|cook for|feed)\b|\bstepped back (?:against|to) the wall\b|\b(?:stand|stood|standing) (?:right )?(?:at the back|against the wall)\b|\bsleep(?:s|ing)? (?:in the spare room|on the sofa|on the couch|apart)\b|\b(?:stopped|stop|given up|gave up|no longer) driv(?:e|ing)\b|\b(?:does|do|doing) all the (?:driving|nappy changes|nappies|bathing|baths|feeding|feeds|cooking)\b|\bleave the room (?:so|when|whenever|because)\b/,
    "Keeping away from what the thought is about",
    "With your therapist, choose one small step back towards what you have been avoiding, the place, the task or the person, and do it with the thought allowed to be there, rating your anxiety from 0 to 10 as it rises, falls or stays, rather than waiting for the thought to go first.",
  ],
];

/** A safety behaviour beside an intrusive thought: its name and a first step back, or null. */
export function describedAvoidance(text: string): { name: string; step: string } | null {
  for (const [pattern, name, step] of AVOIDANCES) if (pattern.test(text)) return { name, step };
  return null;
}

// Relationship OCD: whether one really loves one's partner, or they are "the one", asked again and again, often
// with the feelings checked or the partner compared ("do I really love him or am I settling?", "I felt disgust
// when he chewed, does that mean we're wrong for each other?"). A doubt, asked: not a decision told ("I'm
// leaving him"), and never words of being hurt, which the risk assessment reads first.
const PARTNER = String.raw`(?:him|her|them|my (?:partner|boyfriend|girlfriend|husband|wife|fianc[eé]e?|bf|gf))`;
const RELATIONSHIP_DOUBT = new RegExp(
  String.raw`\b(?:do i (?:really |actually |even |truly )?love ${PARTNER}|(?:if|whether) i (?:really |actually |even |truly )?love ${PARTNER}|am i (?:really |actually |even |truly )?(?:in love with|attracted to) ${PARTNER}|am i (?:just )?settling|(?:is|isn't|is not) (?:he|she|my (?:partner|boyfriend|girlfriend|husband|wife)) (?:really |actually )?(?:the one|the right (?:one|person|partner))|(?:he|she|my (?:partner|boyfriend|girlfriend|husband|wife|fianc[eé]e?)|he's|she's) (?:isn't|is not|not|might not be|may not be|isn't really|is not really) (?:the one|the right (?:one|person|partner))|(?:whether|if) i (?:still )?(?:fancy|love|want|am attracted to) (?:my )?(?:wife|husband|partner|boyfriend|girlfriend)|fallen out of love|(?:his|her|their|my (?:partner|boyfriend|girlfriend|husband|wife)'?s?) pros and cons|(?:we're|we are|we might be) wrong for each other|the wrong (?:person|partner|one) for me|compar(?:e|es|ed|ing) (?:him|her|them|my (?:partner|boyfriend|girlfriend|husband|wife)) (?:to|with) (?:my ex|other (?:men|women|people|couples))|(?:don't|do not) feel (?:enough|the right way|the spark) (?:for|about) ${PARTNER})`,
);

/** A doubt about one's relationship, asked as OCD asks it. */
export function doubtsTheRelationship(text: string): boolean {
  return RELATIONSHIP_DOUBT.test(text);
}

// Existential OCD: a question no answer could settle, for anyone, turned over and over ("what if nothing is real
// and I'm the only person who exists?", "I can't sleep for thinking about infinity and death").
const EXISTENTIAL =
  /\b(?:what if (?:nothing|none of this|the world|this|everything|everyone|other people|life) (?:is|isn't|is not|are|aren't|are not) (?:real|a dream|a simulation)|(?:am i|is any of this|is anyone|are (?:other )?people) (?:even )?real\b|the only (?:person|one|mind) (?:who |that )?(?:exists?|is real)|(?:in|living in) a simulation|(?:the meaning of|think(?:ing)? about) (?:life|infinity|eternity|existence|consciousness|the universe|forever)\b|(?:infinity|eternity|consciousness|free will|existence|the universe)\b[^]{0,60}?\b(?:can't stop|keep thinking|keep asking|can't sleep|scares me|terrifies me|won't leave|ruins)|(?:whether|if) i'm (?:really |actually )?(?:conscious|real|a machine|a robot|an ai)|(?:my )?memories are (?:real|really mine)|(?:is|are) (?:my )?(?:memories|memory) real)/;

/** A question about existence itself, turned over and over. */
export function asksAnExistentialQuestion(text: string): boolean {
  return EXISTENTIAL.test(text);
}

// How to stop asking for reassurance, asked ("my therapist says I should stop asking my wife but I can't. How
// do I stop?"): the practice itself, not a thought to analyse.
const STOPPING_REASSURANCE =
  /\b(?:how (?:do|can|could) i (?:stop|quit|cut down on|cut back on|resist|not)(?: (?:\w+ ){0,2}(?:asking|seeking|needing|getting|googling|searching))?\b|(?:can't|cannot|can not) stop (?:asking|seeking)|(?:stop|stopping|quit|cut down|cutting down|reduce|reducing) (?:asking|seeking) (?:\w+ ){0,3}(?:for )?reassurance)\b/;

/** Asking how to stop seeking reassurance. */
export function asksHowToStopReassurance(text: string): boolean {
  return STOPPING_REASSURANCE.test(text) && /\b(?:reassur\w*|(?:ask|asking|asked) (?:my |him |her |them )?[a-z]*[^.!]{0,50}\b(?:\d+|twenty|thirty|forty|fifty|a hundred|so many) times|googl\w*)/.test(text);
}

// Real-event OCD: something that did happen, long ago, now replayed with guilt and an urge to confess ("Ten years
// ago I kissed someone while I was with my ex. I can't stop thinking I'm a terrible person and should confess").
const LONG_AGO = String.raw`(?:(?:\d+|a few|two|three|four|five|six|ten|fifteen|twenty|many) (?:years|months) ago|last (?:year|summer|winter|month)|when i was (?:\d+|younger|a teenager|a kid|at school|at uni|in my teens))`;
const I_DID = String.raw`i (?:kissed|cheated|lied|stole|said|hit|hurt|bullied|slept with|flirted|was unfaithful|shoplifted|cheated on|did something|played)`;
const LONG_AGO_I_DID = new RegExp(String.raw`\b${LONG_AGO},? ${I_DID}\b|\b${I_DID}\b[^.?!]{0,60}\b${LONG_AGO}`);
const REPLAYED_WITH_GUILT =
  /\b(?:can't stop thinking|keep thinking|keep going over|replay\w*|confess\w*|terrible person|bad person|awful person|good person|have to tell|should tell|need to tell|must tell|guilt\w*|(?:have to|need to|must) (?:go back|pay|put it right|make (?:it right|amends))|drafting|rewr(?:ite|itten|iting))\b/;

/** Something that really happened long ago, replayed with guilt. */
export function replaysARealEvent(text: string): boolean {
  return LONG_AGO_I_DID.test(text) && REPLAYED_WITH_GUILT.test(text);
}
