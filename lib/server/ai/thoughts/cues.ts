// What the built-in engine recognises in a thought: the OCD theme, Burns' cognitive distortions and the
// OCCWG belief domains, each as weighted word cues. Weights favour specific phrases over single words.
import "server-only";

export type Theme = "contamination" | "checking" | "symmetry" | "intrusive" | "general";

export type Distortion =
  | "Catastrophizing"
  | "Fortune telling"
  | "Mind reading"
  | "All-or-nothing thinking"
  | "Overgeneralization"
  | "Mental filter"
  | "Disqualifying the positive"
  | "Emotional reasoning"
  | "Should statements"
  | "Labeling"
  | "Personalization";

/** The belief domains of the Obsessive Compulsive Cognitions Working Group (1997, 2005). */
export type Belief =
  | "Inflated responsibility"
  | "Over-importance of thoughts"
  | "Need to control thoughts"
  | "Overestimation of threat"
  | "Intolerance of uncertainty"
  | "Perfectionism";

export type Cue = [pattern: RegExp, weight: number];

/** What one checks as an errand, not a compulsion: after "check", "checked" or "checking". */
export const LOOKED_UP = String.raw`(?:the |my |our )?(?:train|bus|flight|weather|forecast|times?|timetable|emails?|messages|news|score|diary|calendar|post|mail|in|out|up on|prices?|menu|opening hours)\b`;

export const THEME_CUES: Record<Exclude<Theme, "general">, Cue[]> = {
  contamination: [
    [/\b(germs?|bacteria|virus(es)?|contaminat\w*|infect\w*|disease|diseased|hiv|aids|hepatitis|salmonella)\b/, 3],
    // Not disgust at oneself ("I feel disgusting" after an intrusive image is shame, not dirt).
    [/\b(dirty|filthy|unclean|gross|(?<!\b(?:feel|felt|feeling|i'm|i am|am i|so|such a|how) )disgusting|toxic|chemicals?|bleach|pesticides?)\b/, 2],
    [/\b(wash(ed|ing)?|sanitiz\w*|sanitis\w*|disinfect\w*|scrub\w*|shower(ed|ing)?|clean (enough|again))\b/, 2],
    // Not a room hidden in ("spent lunch in the staff toilet going over it", "shut myself in the bathroom").
    [/\b((?<!(?:in|into) the (?:staff |school |work |office |downstairs |upstairs )?)(?:toilet|bathroom|restroom)(?! (?:cabinet|cupboard|mirror|scales|shelf))|raw chicken|bodily fluids?|blood|vomit|spit|sweat|urine|bins?|trash|(?:fell|dropped|been) on the (?:floor|ground)|off the (?:floor|ground))\b/, 2],
    // Not "losing touch with reality" or "keep in touch".
    [/\b((?<!\b(?:lose|losing|lost|in|out of) )touch(ed|ing)?|spread|catch|caught|get sick|got sick|make (them|him|her|my \w+|everyone) sick)\b/, 1],
    [/\b(germs|contaminated|dirty) (on|from)\b/, 1],
    [/\b(door ?handles?|door ?knobs?|handrails?|money|shopping (cart|trolley)|public)\b/, 1],
  ],
  checking: [
    [/\b(stove|oven|hob|iron|straighteners|kettle|toaster|heater|candle|gas|taps?|faucets?)\b/, 2],
    // A window jumped out of in jest ("I'm going to jump out the window") is none to lock.
    [/\b(lock(ed|s)?|unlocked|front door|back door|(?<!(?:out|out of|through) the )windows?|alarm)\b/, 2],
    // Not an errand looked up ("checked the train times", "checking my emails").
    // Nor a hotel's or a flight's check-in.
    [new RegExp(String.raw`\b(check(ed|ing)?(?! ${LOOKED_UP})(?![- ]in\b)|re-?check\w*|double-?check\w*|re-?read\w*|go(ing)? back|went back)\b`), 3],
    [/\b(left (it|the \w+) (on|open|unlocked)|turn(ed)? (it )?off|switch(ed)? off|unplug\w*)\b/, 3],
    [/\b(fire|flood|burgl\w*|break[- ]in|burn (down|the house))\b/, 2],
    [/\b(hit (someone|somebody|a person|a cyclist|a pedestrian|a child)|ran (someone )?over)\b/, 3],
    [/\b(email|e-mail|message|text|form|typo|mistake in)\b/, 1],
    [/\b(did i|can't remember if|not sure if i|don't remember if)\b/, 2],
    // Checked by looking it up or taking the test again ("looked up the imprint 10 times", "did the AUDIT quiz 7 times").
    [/\b(looked up|look(ing)? up|googl\w*|re-?count\w*|counted|(did|done|took|taken|redid|retook|re-?took) the (\w+ )?(quiz|test|questionnaire) (again|\d+ times))\b/, 3],
  ],
  symmetry: [
    [/\b(symmetr\w*|asymmetr\w*|uneven|crooked|tilted|lopsided|aligned|misaligned|align\w*)\b/, 3],
    [/\b(just right|not right|feel(s)? right|exactly right|right way|in order|out of order|order(ed)?|lined up|line (them|it) up)\b/, 2],
    // "Even" as in level ("make it even", "evenly"), not "even though" or "sick even typing this".
    [/\b(evenly|even (?:on both|number|sides?|amount)|(?:make|made|making|keep|kept|feel|feels|felt|look|looks|looked|not) (?:it |them |things |everything )?even(?! (?:though|if|when|typing|thinking|writing|saying|more|less|worse|better|now|after|before|then|so|a|the|i|my|just|once)\b)|straight(en)?|balanced|arrange\w*|rearrang\w*|neat|tidy|perfectly placed)\b/, 2],
    [/\b(count(ed|ing)?|number of times|repeat(ed|ing)?|\d+ times|odd number|even number)\b/, 2],
    [/\b(picture frames?|books?|pens?|shelf|shelves|cushions?|cupboards?|desk)\b/, 1],
    // Evening up with the other side: "if I touch something with my left hand I have to touch it with my right".
    [/\b(both sides|other side|other hand|left and right|with my (left|right) (hand|foot)[^.]{0,40}\b(my |the )?(right|left)\b)/, 3],
  ],
  intrusive: [
    [/\b(stab(bing|bed)?|kill(ing)?|murder(ing)?|strangl(e|ing)|smother(ing|ed)?|pillow over (her|his|their) face|push(ing)?|shov(e|ing)|hurt(ing)?|harm(ing)?|attack(ing)?|poison(ed|ing)?|drown(ing)?|jump(ing)?|swerv(e|ing)|slit(ting)?|smash(ing)? (it|a|the|my|his|her)|throw(ing)? (her|him|them|the baby|my \w+) (down|off|out|over|into)|grab(bing)? (a|the) (child|kid|girl|boy)|run over|serial killer|killer)\b/, 2],
    // A drink spiked or pills swallowed, feared ("what if I slipped something into Jess's drink").
    [/\b(spik(e|ed|ing) (someone|somebody|her|his|their|a|my \w+'?s?)( drink)?|drug(ged|ging)? (someone|somebody|her|him|them)|slipped something into|swallow (all|the whole|every one of) (my|the|his|her)? ?(pills|tablets|pack|packet|bottle))\b/, 3],
    // The image itself: "a flash of throwing her down", "imagined smashing it", "picturing my dog being run over".
    [/\b((a |the )?(flash|flashes|image|images|vision|visions) of|(imagin|pictur)(e|ed|es|ing) (\w+ing|myself|my|her|him|them|a|the)|(see|saw|seeing) myself \w+ing|a voice in my head|(shout|shouting|blurt|blurting|yell|yelling|scream|screaming) (it )?out|blurt)\b/, 3],
    // The thought quoted: "The thought "I should kill my cat"", "I had the thought 'what if I …'".
    [/\b(thought|voice|words?|sentence)s? ?(keeps? )?["“'‘]/, 2],
    [/\b(oncoming traffic|in front of (a|the) (train|bus|car)|off (the|a) (balcony|bridge|roof))\b/, 2],
    // Suicidal OCD: the fear of the thoughts winning ("what if one day the thoughts win and I actually do it").
    [/\b(suicid\w*|(the )?thoughts? (win|wins|take over|takes over)|act on (them|it|the thoughts?|these thoughts))\b/, 2],
    [/\b((think|thinking|having) (these|such|those) (things|thoughts)|only a (sick|bad|terrible|evil) person)\b/, 2],
    [/\b(knife|knives|gun|blade|scissors)\b/, 2],
    [/\b(intrusive|unwanted|disturbing|horrible) (thought|image|urge)s?\b/, 3],
    // A thought that repeats itself, named as Pure O or a loop ("'You want to die' on a loop").
    [/\b(pure[ -]?o|on (a )?loop|on repeat)\b/, 3],
    [/\b(thought|image|urge|impulse|picture)s? (of|about|to|that)\b/, 2],
    // The thought arriving, told before its content: "the thought came: put the pillow over her face".
    [/\b(popped into my (head|mind)|came into my (head|mind)|flashed|(thought|image|urge)s? (came|comes|popped up|pops up|hit me|struck me)|why (does|do|did) my (brain|mind|head) (do|say|think|keep))\b/, 3],
    // The brain's own words, quoted: "my brain said 'just let go, hold her under'".
    [/\b((my )?(brain|mind|head|ocd) (said|says|told me|tells me|goes|went)|hold (her|him|them|the baby) under)\b/, 3],
    [/\b(sexual\w*|assault(ed|ing)?|inappropriate\w*|pedophil\w*|paedophil\w*|attracted to|aroused|arousal|groinal|down there|molest\w*|grop(?:e|ed|ing)|abus(?:e|ed|ing) (?:a|the|my) (?:child|kid|baby|son|daughter))\b/, 3],
    [/\b(blasphem\w*|sin(ful|ned)?|god|hell|satan|the devil|pray(ed|ing|ers?)?|forgive me|obscenit\w*|virgin mary|jesus|mass|church|holy)\b/, 3],
    // A height one fears jumping from ("standing near a window on the 5th floor"), not a window to check.
    [/\b((near|by|at|next to|close to) (a|the|an open|my) (window|balcony|edge|ledge|railing)s? (on|of|at) (the )?(\d+(st|nd|rd|th)|top|high)|(\d+(st|nd|rd|th)|top) floor (window|balcony))\b/, 3],
    [/\b(monster|evil|psychopath|sociopath|dangerous person|bad person)\b/, 2],
    // Losing control and saying the unsayable ("what if I lose control and shout slurs in the office").
    [/\b(los(e|ing)|lost) control\b|\b(shout|shouting|blurt|blurting|yell|yelling|say|saying|said) (slurs?|obscenities|something (racist|offensive|obscene|sexual|horrible|awful))\b/, 3],
    // Whether one is dangerous oneself ("be honest, am I dangerous?"), a harm doubt whatever one's OCD type.
    [/\b(am i|i'?m|i am|i (might|could|may|must) be) (really |secretly |actually )?(a )?(dangerous|danger to)\b/, 3],
    [/\b(do i (really|even) love|the wrong (person|partner)|my (partner|wife|husband|girlfriend|boyfriend|baby|child|kids?|mum|mom|dad))\b/, 1],
  ],
};

export const GENERAL_CUES: Cue[] = [
  [/\b(exam|test|job|work|boss|fired|interview|presentation|meeting|deadline|money|bills?|rent|school|grades?)\b/, 2],
  [/\b(anxious|anxiety|panic|nervous|stress(ed)?|worried|worry|overwhelmed)\b/, 1],
  [/\b(heart attack|chest pain|lump|symptoms?|headache|cancer|tumou?r)\b/, 2],
  [/\b(friends?|party|everyone|people|embarrass\w*|awkward|judg\w*|laugh(ed|ing)? at)\b/, 1],
];

export const DISTORTION_CUES: Record<Distortion, Cue[]> = {
  Catastrophizing: [
    [/\bwhat if\b/, 1],
    // Not the word that names the thought itself ("a horrible thought", "an awful image"): that is no prediction.
    [/\b(disaster|catastroph\w*|(?:terrible|horrible|awful)(?! (?:thoughts?|images?|pictures?|urges?|ideas?|intrusive|flash))|worst|ruin(ed|s)?|unbearable|end of the world|can't stand)\b/, 2],
    [/\b(die|dies|dying|dead|death|deadly|kill(ed|s)?|burn(s|ed|ing)? down|fire|flood|cancer|tumou?rs?|hiv|get (really |very |seriously )?(sick|ill)|make (\w+ ){0,2}(sick|ill))\b/, 2],
    [/\b(because of me|my fault)\b.*\b(die|dead|sick|hurt)\b/, 1],
  ],
  "Fortune telling": [
    [/\b(i('ll| will)|it('ll| will)|they('ll| will)|god will|going to|bound to|definitely|for sure) (\w+ ){0,2}(fail|mess up|go wrong|lose|get fired|happen|be a disaster|panic|never|hurt|harm|snap|lose control|punish)\b/, 3],
    [/\bsomething (bad|terrible|awful) (will|is going to|might|could) happen\b/, 3],
    [/\b(i know|i just know) (it|something|this) (will|is going to)\b/, 3],
  ],
  "Mind reading": [
    [/\b(they|he|she|everyone|people|my boss|my friends?|my partner) (\w+ ){0,3}(think|thinks|thought|knows?|noticed|could tell|judg\w*|hate|hates|laugh\w*)\b/, 3],
  ],
  "All-or-nothing thinking": [
    [/\b(completely|totally|entirely|ruined|worthless|total (failure|mess)|100%|100 percent|perfect or|either .+ or)\b/, 2],
    [/\b(nothing|everything) (is|was) (ruined|wrong|pointless)\b/, 3],
  ],
  Overgeneralization: [
    // "I'd never want that" disowns a thought, and "I always make sure I'm sitting down" tells a habit: neither is a rule about everything.
    // "Everything" and "everyone" as what a claim is about ("everything goes wrong", "everyone hates me",
    // "sanitize everything"), not the scope of a demand ("everything on my desk straight"); "every time … I have to" tells a ritual.
    // A fact of one's history ("I have never been violent in my life") and what one saw ("there was nobody
    // there") are no rule either: calling them one invites a search of memory for an exception. "Every
    // time I see my sister I get an image" tells how often an intrusion comes.
    [/\b(always(?! (?:make sure|check|have to|need to|wash|carry|keep|sit|hand|ask|double))|(?<!(?:'d|would|could) )never(?! (?:once |ever |really |actually )?(?:told|said|want|wanted|would|mean|meant|hurt|harm|act|do that|do it|been (?:violent|aggressive|abusive|in trouble)|hit|touched|done anything|laid a finger))|every (single )?time(?! [^,.;!?]*\bi (?:have to|must|need to|feel the urge to|get|have|see|picture|imagine|think)\b)|everyone(?= (?:\w+ )?(?:is|was|hates?|thinks?|knows?|will|would|can|does|sees|judges|always|else)\b)|(?<!(?:passed|mean|means|meant|won|love|loved|tried|sorted|finished|packed) )everything(?= (?:\w+ ){0,3}(?:is|was|goes|went|turns|falls|gets|got|always|i do|i touch|about me|will|ends|feels)\b|\s*(?:$|[,.;!?]))|no one(?! (?:was |is )?(?:there|around|hurt|in the road))|nobody(?! (?:was |is )?(?:there|around|hurt|in the road))|all the time|every day)\b/, 2],
  ],
  "Mental filter": [
    [/\b(all i can (think about|see|remember)|only thing i (can )?(think about|see|remember)|that one (mistake|thing|comment))\b/, 3],
  ],
  "Disqualifying the positive": [
    [/\b(doesn't count|didn't count|(just|only) (got )?(luck|lucky|a fluke)|only because|anyone could (have )?|it was a fluke|yes,? but)\b/, 3],
  ],
  "Emotional reasoning": [
    [/\b(feels?|felt|feeling) (so |really |very |too )?(dirty|contaminated|wrong|unsafe|dangerous|off|bad|guilty|disgusting|gross|not right)\b/, 3],
    [/\b(i feel like|it feels like|because i feel|feels (true|real)|so it must)\b/, 2],
    [/\bi feel (\w+ ){0,2}so (it|something|i|that)\b/, 3],
  ],
  "Should statements": [
    // A rule one holds oneself to, not a question ("should I take her to the vet?") nor a plan one was given
    // ("I wasn't supposed to wash after the exposure": the response prevention, not a thinking trap).
    // Nor a plan someone else gave ("my therapist says I should stop asking for reassurance").
    [/\b((?<!(?:if|whether|mean|means|meant) (?:that )?(?:i |we )?)(?<!(?:says?|said|told me|tells me|thinks?|wants me to know|suggested|suggests|recommended|recommends) (?:that )?(?:i |we )?)should(?! (?:i|we)\b)|shouldn't(?! (?:i|we)\b)|must(?! be| mean| have| think| hate| know)|mustn't|have to|has to|had to(?! (?:wait|work|leave|go|get|take|pay|stop|pull over|call|cancel|reschedule|walk|drive|queue|move|stay)\b)|ought to|(?<!(?:wasn'?t|weren'?t|not|i'm not|am not) )supposed to)\b/, 2],
    // "Need to" as a demand on oneself ("I need to be perfect", "need to make sure"), not an errand ("need to call the bank").
    [/\bneed to (?:be|make sure|know|get (?:it|this|that|everything) right|always|never|keep|control|check|wash|fix|finish|do (?:it|this|everything) (?:right|properly|perfectly))\b/, 1],
  ],
  Labeling: [
    [/(?<!(think|thinks|thought|say|says) (that )?)\bi('m| must be)( secretly| really| actually)? (a|an|such a) (terrible|bad|horrible|awful|disgusting|evil|sick|dangerous|selfish|useless|stupid|pathetic) (person|mother|father|mum|mom|dad|parent|friend|partner|human)\b/, 4],
    [/(?<!(think|thinks|thought|say|says) (that )?)\bi('m| must be)( secretly| really| actually)? (a |an )?(monster|failure|loser|idiot|psychopath|pervert|freak|evil|disgusting|pathetic|useless|worthless|stupid)\b/, 4],
    [/\bwhat kind of (person|monster|mother|father|parent)\b/, 3],
  ],
  Personalization: [
    [/\b(my fault|because of me|i caused|i('d| would) be (to blame|responsible)|blame myself|i'm (to blame|responsible))\b/, 3],
  ],
};

/** When two distortions score the same, the one that best explains an OCD spiral is named. */
export const DISTORTION_PRIORITY: Distortion[] = [
  "Labeling",
  "Personalization",
  "Emotional reasoning",
  "Mind reading",
  "Catastrophizing",
  "Fortune telling",
  "All-or-nothing thinking",
  "Mental filter",
  "Disqualifying the positive",
  "Overgeneralization",
  "Should statements",
];

export const BELIEF_CUES: Record<Belief, Cue[]> = {
  "Inflated responsibility": [
    [/\b(my fault|because of me|responsible|to blame|never forgive myself|i could have (stopped|prevented)|protect (them|him|her|my \w+|everyone))\b/, 3],
    [/\b(if (anything|something) (bad )?happens|something bad will happen to|someone (could|might|will) get (hurt|sick)|make (\w+ ){0,2}(sick|ill)|spread it to)\b/, 2],
  ],
  "Over-importance of thoughts": [
    [/\b(what does (it|this|that) (mean|say about me)|means i('m| am| want| secretly)|must mean|why would i (think|have)|only a (bad|terrible|sick|evil) person would)\b/, 3],
    [/\b(if i think (it|about it)|thinking (it|this) (will|could) make|the thought (means|makes))\b/, 3],
    [/\b(monster|evil|psychopath|pervert|secretly want)\b/, 1],
  ],
  "Need to control thoughts": [
    [/\b(can't stop (thinking|the thoughts?)|can't get (\w+ ){1,6}out of my (head|mind)|keep(s)? (thinking|coming back|popping)|stop (these|the|this) thoughts?|get rid of (these|the|this) thoughts?|control my (thoughts|mind))\b/, 3],
  ],
  "Overestimation of threat": [
    [/\b(dangerous|unsafe|deadly|catch (something|a disease|it)|burn (down|the house)|get (really |very |seriously )?(sick|ill)|die|dying)\b/, 2],
    [/\bwhat if\b/, 1],
  ],
  "Intolerance of uncertainty": [
    [/\b(not sure|can't be sure|need to (know|be sure|be certain)|have to (know|be sure|be certain)|certain(ty)?|doubt\w*|unsure|can't remember (if|whether)|don't (know|remember) (if|whether)|did i (really )?)\b/, 3],
    [/\b(what if|maybe i|might have|could have)\b/, 1],
  ],
  Perfectionism: [
    [/\b(perfect(ly)?|just right|exactly right|not right|flawless|has to be right|until it feels right|mistakes?|evenly|even (?:on both|number|sides?|amount)|(?:make|made|making|keep|kept|feel|feels|felt|look|looks|looked|not) (?:it |them |things |everything )?even(?! (?:though|if|when|typing|thinking|writing|saying|more|less|worse|better|now|after|before|then|so|a|the|i|my|just|once)\b)|symmetr\w*|straight)\b/, 2],
  ],
};

export function score(text: string, cues: Cue[]): { score: number; cue: string | null } {
  let total = 0;
  let best: { weight: number; cue: string } | null = null;
  for (const [pattern, weight] of cues) {
    const m = pattern.exec(text);
    if (!m) continue;
    total += weight;
    if (!best || weight > best.weight) best = { weight, cue: m[0] };
  }
  return { score: total, cue: best?.cue ?? null };
}
