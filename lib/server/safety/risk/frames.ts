// How a person frames what they wrote. An ego-dystonic intrusive thought is voiced as a feared or doubted
// possibility ("what if I jump", "I'm terrified I'll hurt her"), as an unwanted thought or image, or is
// followed by disgust, fear or "I don't want": the same words then describe OCD, not intent. Owning the
// words ("it's not the OCD", "I'm not scared anymore", "it feels peaceful") cancels every frame.
import { any, compile, FEAR_WORD, NEAR_TIME, THOUGHT_NOUN, UNWANTED_ADJECTIVE } from "./vocabulary";

const re = compile;

/** A feared, doubted or conditional possibility: the words that follow are not a statement of intent. */
export const FEAR_FRAME = re(
  any(
    // What an urge or a thought is feared to say about one ("scared the urge to jump … means I'm
    // suicidal"): first, so that the bare fear word does not take the match and stop short of the meaning.
    "(?:scared|afraid|terrified|worried|worry|fear|frightened) ~3 (?:urges?|thoughts?|images?|feelings?) ~8 (?:means?|meant|proves?|says?)(?: that)?",
    "what if(?! i (?:told|tell|said) you)",
    "what happens if",
    "what would happen if",
    "suppose",
    "imagine if",
    "how if",
    `(?<!(?:not|no longer|never|less|not even|stopped being|used to be|no more|past being|being|of being) )${FEAR_WORD}(?: (?:that|of|about|by|over|for|because of|of the (?:idea|thought) of|about the (?:idea|thought) of))?`,
    "how do i know",
    "how can i (?:be sure|know|tell|be certain)",
    "how would i know",
    "does (?:this|that|it|having (?:these|this|the) thoughts?|thinking this) mean",
    "does having ~4 (?:thoughts?|urges?|images?|feelings?) ~4 mean",
    "can (?:ocd|anxiety|intrusive thoughts|my brain|your brain) (?:make|trick) (?:you|me|someone|people) (?:think|feel|believe)",
    "do i (?:really|secretly|actually|subconsciously|truly)",
    "do i (?:even )?want(?= to)",
    "am i (?:really|secretly|actually|subconsciously|truly|going to|gonna|capable of|the kind of person)",
    "could i (?:really|actually|ever|one day|someday|be)",
    "would i (?:really|ever|actually|one day)",
    "will i (?:ever|one day|someday|actually|really)?",
    "is it possible(?: that)?",
    "what does it (?:mean|say about me)",
    "why do i (?:keep )?(?:think|thinking|get|getting|have|having|picture|imagine|see|feel)",
    "why would i",
    "why am i (?:thinking|having|getting|picturing)",
    "why (?:does|do|will not|would|is) (?:my|the|this|these) (?:brain|mind|head|thought|thoughts|image|images|urge|urges)",
    "i do not understand why",
    "i (?:keep )?(?:doubting|doubt|questioning|wondering|asking myself|analysing|analyzing|testing myself|reviewing|checking) (?:if|whether|that|about)",
    // The question asked of oneself without "if": "keep asking myself am I suicidal".
    "(?:i )?(?:keep|kept|constantly|always) (?:asking|questioning|checking) (?:myself|me) (?:if |whether )?(?:am i|do i|would i|could i|will i|is it)",
    "i (?:keep )?wonder (?:if|whether)",
    "(?:part of me|i am|i have been|i keep) wonder(?:s|ing)? (?:if|whether)",
    "(?:work|figure|find|sort) out (?:if|whether)",
    "(?:tell|know|sure) (?:if|whether)",
    "not sure (?:if|whether)",
    "i need to know (?:if|whether)",
    "(?:checking|check|checked|checks|scanning|scan|scanned|testing|test|tested|monitoring|monitor|analysing|analyzing|examining|interrogating|reviewing|asking) (?:myself |in with myself |my (?:feelings?|body|mood|thoughts|mind|brain|head|emotions) |every (?:feeling|mood|thought) )?(?:for|if|whether|to see (?:if|whether)|that|against)",
    "(?:checking|check|checked|scanning|scan|scanned|testing|test|tested|monitoring|monitor) (?:myself |my (?:feelings?|mood|thoughts|mind) )(?:(?:every|each) (?:morning|day|night|hour|time)|all day|constantly|again) (?:if|whether|to see (?:if|whether))",
    "(?:asked|ask|asking|keep asking|googled|googling|researching|reading up on) ~6 (?:if|whether)",
    // A search for the signs of a wish ("googled signs you want to die"): what was searched, not a wish said.
    "(?:googled|googling|searched|searching|looked up|looking up|read about|reading about|researching|researched) (?:for )?(?:the )?(?:signs|symptoms|ways to tell|how to tell|how to know|how you know) (?:that |of |if |whether )?(?:you|someone|a person|people)",
    // Going over one's moods for a sign ("analysing every sad moment to see if it means I'm becoming ...").
    "(?:analysing|analyzing|examining|checking|scanning|reviewing|studying|going over|picking apart) ~4 to see (?:if|whether) (?:it|this|that) (?:means|proves|shows)(?: that)?",
    // A look in a mirror for a sign ("checked my face in a shop window to see if I looked suicidal"), and the
    // check in scare quotes ("I 'check' if I'm suicidal by looking at the window").
    "(?:checking|check|checked|looking|looked|staring|stared|scanning|scanned|studying|studied) ~6 to see (?:if|whether) i (?:look|looked|seem|seemed|appear|appeared)",
    "(?:checking|check|checked|testing|test|tested|scanning|scan) \" (?:if|whether|for)",
    "ruminat(?:ed|ing|e) (?:on|about|over) (?:whether|if)",
    "maybe(?: ,)? (?:i|one day|someday)",
    "whether (?:or not )?i",
    "in case i",
    "convinced (?:that )?i",
    "convinced (?:that )?(?:it|this|that) (?:means|proves)(?: that)?",

    "i (?:hope|pray) i (?:do not|never|will not|would not|could not)",
    "does that make me",
    "am i a",
    // A wish put as a condition to test it ("if I really wanted to hurt someone I wouldn't be scared, right?").
    "if i (?:really |actually |truly |genuinely |secretly )?(?:wanted|want|meant|intended) to",
    `${UNWANTED_ADJECTIVE} (?:[a-z]+ )?${THOUGHT_NOUN}(?: (?:of|about|that|where|to|telling me to|saying|like))?`,
    "(?:my|the) ocd (?:tells|says|makes me (?:think|feel|doubt)|is telling|keeps telling|is making me|wants me to|convinces me)",
    "(?:ocd|obsessive) (?:thoughts?|fears?|worries|doubts?) (?:of|about|that)",
    "terrifies me that",
    "scares me that",
    "frightens me that",
  ),
);

/** "so anxious (all the time) that I want to die": a degree and its result, not a feared content (tested on the words before). */
export const DEGREE_FRAME = new RegExp(`(?:^|\\s)(?:so|too) ${FEAR_WORD}(?: [a-z]+){0,4} that(?: i)? $`);

/** A thought, image or urge that the words after it are the content of: unwanted only if marked so nearby. */
export const THOUGHT_FRAME = re(
  any(
    // Not one denied ("this time it wasn't just a thought, my hands were round her neck").
    // Nor someone else's ("onto his head, seemed fine at first": a head, not a thought). Or the thought
    // arriving, told before its content ("the thought came: put the pillow over her face").
    `(?<!(?:not|no longer|never) (?:just |only |simply )?(?:a |an |the |my )?(?:[a-z]+ )?)(?<! (?:his|her|their|its) )${THOUGHT_NOUN} (?:(?:on repeat|again|on a loop|lately|recently) )?(?:of|about|that|where|to|telling me to|saying|like|in which|,|(?:came|comes|came up|comes up|came back|comes back|popped up|pops up|hit me|hits me|struck me|showed up|arrived)(?: again| today| tonight)?(?: that| of| about| ,|(?= )))`,
    "(?:brain|mind|head|ocd|thoughts?) (?:keeps |keep |kept |is |was |just )?(?:saying|telling me|showing me|says|tells me|shows me|flashes|throws|gives me|screams|screamed|shouted|yelled|goes|went|suggesting|suggests|suggested|whispering|whispers|whispered)",
    "(?:picture|picturing|pictured|imagine|imagining|imagined|visuali[sz]e|visuali[sz]ing|see myself|seeing myself|saw myself|envision|envisioning)",
    "(?:pops?|popped|popping|comes?|came|coming|flashed|flashes|flashing) (?:into|in|through) my (?:head|mind)",
    "crossed my mind",
    // False-memory OCD: a doubt of having done it, not a memory of it.
    "(?:a |another |the |this )?false memor(?:y|ies)(?: (?:again|today|yesterday|tonight|lately|this morning|last night))? (?:of|about|that|where|,)",
    "in my head",
    "sometimes i (?:think|get|have|feel|wonder|imagine)",
    "i (?:get|got|getting|keep getting|keep having|have|had|have been having|have been getting) (?:this|these|a|an|the) (?:[a-z]+ )?(?:thoughts?|urges?|images?|feelings?|impulses?)",
    "dream(?:s|t|ed)? (?:about|of|that)",
    "(?:can not|could not) stop (?:thinking|picturing|imagining)(?: about)?",
    "(?:get|gets|got|getting) stuck (?:thinking|picturing|imagining)(?: about)?",
    "(?:keep|keeps|kept|always) (?:thinking|picturing|imagining|seeing|hearing)",
  ),
);

/** Habit and circumstance ("when I'm on a balcony", "every time I drive"): what a place or method means there is unclear. */
export const HABITUAL_FRAME = re("(?:when|whenever|every time|each time|anytime|any time|if ever) (?:i|i am|we)");

/** Said after the words to disown them: fear of the thought itself. */
export const AFTER_FEAR = re(
  any(
    "(?:it|this|that|which|they|these|those|the thoughts?|these thoughts|the images?|the urges?|the idea|it all|just thinking about it)(?: really| so| absolutely| honestly| completely| genuinely)? (?:scares|scared|terrifies|terrified|frightens|frightened|freaks me out|freaked me out|makes me (?:panic|anxious|shake|feel anxious|scared)|made me (?:panic|anxious|shake|scared)|haunts|haunted|petrifies)",
    "(?:terrifies|scares|frightens|petrifies|horrifies|freaks) me",
    "(?:and|then) (?:i )?(?:cried|panicked|shook|froze|felt sick|felt the floor drop|was shaking)",
    `i (?:am|was|felt|feel|got|get)(?: so| really| absolutely| completely)? (?:${FEAR_WORD}|shaking|in a panic)(?! (?:of|that|about|to|because)\\b)`,
    "(?:and|but) (?:i am|i was|i feel|i felt)(?: so| really)? (?:scared|terrified|frightened|petrified)",
    "i (?:panicked|freaked out|started panicking)",
  ),
);

/** OCD's label before the words, as a log or a form writes it ("harm ocd:", "spike:", "feared outcome:"). */
export const OCD_LABEL = "(?:(?:intrusive|intrusion|spike|thought) (?:today|this morning|tonight|of the day)|intrusive(?: thought)?|intrusion|spike|ocd spike|ocd|harm ocd|pure o|pp intrusive|postpartum intrusive|socd|ocd thought|the thought|thought|unwanted thought|came up(?: in the [a-z]+)?|(?:the |my |worst )?(?:feared outcome|fear|obsession|worry))";

/** Said around the words to disown them: disgust, love, "I don't want", "I would never", avoidance. */
export const DISOWNING = re(
  any(
    "(?:it|this|that|which|they|these|those|the thoughts?|these thoughts|the images?|the urges?|the idea)(?: really| so| absolutely| honestly| completely)? (?:disgusts|disgusted|sickens|sickened|horrifies|horrified|repulses|repulsed|upsets|upset|makes me (?:sick|feel sick|feel awful|feel terrible|feel like a monster|feel disgusting|want to throw up|want to cry|cry|hate myself)|made me (?:sick|feel sick|cry|feel awful))",
    "i (?:hate|hated|can not stand|loathe|despise) (?:it|this|that|these|them|the thought|the thoughts|the images|myself for|having|that i|thinking|these thoughts|these images|the urges)",
    "(?:even though|although|but|though|when|and) i (?:do not|would never|never|really do not|do not actually|do not even|have no|have never|could never) (?:(?:want|wanted|mean|intend|wish|plan) (?:to (?:do|act|hurt|harm|kill|die|be like)|that|it|this|any of|to(?= and| ,|$| but| so))|would|will|desire|had any|thought of|acted)",
    "i (?:do not|really do not|do not actually|do not even|would never|never|would not ever|truly do not|absolutely do not|genuinely do not) (?:want|wanted|intend|mean|plan|wish)(?: to (?:die|hurt|harm|kill|do (?:it|that|this|anything)|act|have these|have this|have them|think (?:like this|these|this|that way|about (?:it|this|that|hurting|killing|dying)))| that| this| it| these thoughts| them| anything bad| anyone hurt)",
    "i (?:would|will|could) never (?:do|act|hurt|harm|kill|actually|ever|want|touch)",
    // OCD's label inside a sentence, as a log writes it: "avoided the bridge (fear: I'll throw myself off)".
    `(?<= , )${OCD_LABEL} ,`,
    "neither (?:is|of them is|one is|of those is) (?:anything|something) i (?:want|would do|would ever do|mean)",
    // The fear answered at once: "… that I actually want to hurt him, which I DON'T".
    "which i (?:really |definitely |absolutely |truly |honestly |obviously )?(?:do not|would not|would never|never would|never)(?: (?:want|wanted|mean|meant|intend|intended) (?:to|it|that))?(?= ,|$)",
    "the last thing i (?:want|would)",
    "i (?:love|adore) (?:him|her|them|my|her so|him so|them so|you)",
    "(?:it is|this is|that is|it is just|this is just)(?: just| only)? (?:the|my) (?:ocd|intrusive thoughts?|anxiety talking|brain)",
    "(?:it is|this is|that is|it was|these are)(?: just| only)? (?:an? )?(?:intrusive thoughts?|ocd thoughts?|intrusion|obsession)",
    // The doubt asked of itself ("Did I want to hurt her or was it just a thought?").
    "or (?:was it|is it|is this|was this)(?: just| only)? (?:an? )?(?:thought|intrusive thought|intrusion|ocd thought|obsession|ocd)",
    "(?:this|that|it) is not (?:me|who i am|what i want|something i want|a real desire)",
    "not who i am",
    "goes against everything",
    "i (?:avoid|avoided|(?:hid|hide|hiding)(?! (?:in|under|from|behind|upstairs|downstairs|with)\\b)|put away|locked away|locked up|stay away|keep away|removed|got rid of|can not be near|can not go near|can not look at|can not hold|will not hold|refuse to hold|will not use|do not use|stopped using|stopped cooking|leave the room|left the room|stepped back|step back|move away|moved away|walked away|hold on to|grip|gripped|grab|grabbed|cross the road|stopped babysitting)",
    "i feel (?:so |really |incredibly |very |physically )?(?:guilty|ashamed|disgusted|disgusting|sick|like a monster|like a bad person|like a terrible person|horrible|awful)",
    "(?:what kind of|am i a|i must be a|i am a) (?:person|monster|psycho|psychopath|sociopath|terrible person|bad person|evil person|pervert|creep)",
    "i (?:know|knew) (?:it is|this is|these are) (?:just |only )?(?:a thought|thoughts|ocd|intrusive|irrational)",
    "makes? no sense",
    "(?:disgust|disgusted|disgusting|horrified|horrifying|sickened|revolted|repulsed|ashamed)",
    "i (?:do not|never|have never) (?:want|wanted) to die",
    "i want to live",
    "i love my life",
    "i am (?:really |so |actually |genuinely |very |pretty |quite )?happy",
    "(?:happy|content|good) with my life",
    "i am not (?:depressed|sad|suicidal|down|low)",
    "i (?:do not|did not|never) (?:feel|felt) (?:at all )?(?:suicidal|depressed|like dying|like i want to die)",
    "(?:my )?(?:brain|mind|head|ocd) (?:is|was|keeps) (?:testing|tricking|messing with|playing tricks on) me",
    "i (?:just )?(?:do not|can not|could not) trust (?:myself|my (?:head|hands|brain|mind|own))",
    "not wanting to",
    "i (?:really )+do not(?: want to)?$",
    "(?:thought|intrusive|intrusion) , not (?:a )?(?:plan|wish|desire|intention)",
    "why (?:would|do|did|does) (?:i|my brain|my mind|my head) (?:think|thought|have|get|come up with|say|keep saying|tell me) (?:that|this|these|stuff like that)",
    "avoidance(?: , i know| again)?$",
    // Avoidance told by what it looks like: leaving the room, standing at the back, parking low.
    "(?:have to|had to|need to) (?:go and )?(?:leave|get out of|walk out of) the (?:room|bathroom|kitchen|house|platform|station)(?! (?:because|as|since|cos|cause)\\b)",
    "(?:stand|stood|stay|stayed|keep|kept|wait|waited) (?:at|against|by) the back(?: wall)?",
    "(?:stand|stay|keep|kept|stayed) (?:well )?back from the (?:edge|platform edge|railing|tracks)",
    "(?:park|parked|parking) on the ground floor|(?:asked for|booked|got|get) a ground floor (?:room|flat)",
    "(?:it is|this is|that is|it was)(?: just| only)? (?:the )?anxiety(?: talking)?$",
    "(?:realise|realize|realised|realized|know|knew|remember) (?:that )?(?:it is|it was|that is) (?:just |only )?(?:the )?(?:anxiety|ocd)",
    "(?:backed|stepped|moved|went) (?:off|back|away) (?:to|from|against) the (?:wall|edge|back)",
    "(?:have not|do not|did not|never|stopped) (?:driven|drive|driving|cooked|cook|cooking|bathed|bathe|bathing|held|hold|used|use|using|gone|go) ~4 (?:in (?:a|two|three|weeks|months|ages)|since|anymore|any more)",
    "(?:that is|that was|thats|this is) (?:the|my|an?) (?:loop|spike|ocd loop)",
    "i do not want to$",
    // Taken back in the same breath, again and again: "I want to kill her (I don't) (I don't)".
    "(?<=, )i do not(?: , i do not)*$",
    "no i do not",
    "(?:really )?want to (?:go on that|keep living|live my life|see my kids grow)",
    "i have (?:so much|a lot) (?:i want )?to (?:do|live for)",
    "i have (?:so much|a lot|everything) to live for",
    "i (?:really |do )?want to (?:get better|recover|be free of|stop (?:these|the) thoughts)",
    "(?:will not|would not|won t) (?:leave me alone|go away|stop)(?! (?:crying|screaming|bleeding|fitting|shaking|hitting|kicking|vomiting|coughing|calling|texting|following|drinking))",
    "(?:that is|that was|thats|this is) (?:the|my|an?) (?:thought|intrusive thought|intrusion|ocd thought|obsession)",
    // The words named as a line the mind repeats ("That's the sentence that shows up when my brother is in
    // the room. Not a real want").
    "(?:that is|that was|thats|this is|it is) (?:the|my|an?) (?:sentence|line|phrase|words?) (?:that )?(?:shows? up|pops? (?:up|in|into)|comes? (?:up|in|into)|goes? round|repeats?|keeps? (?:coming|repeating|looping|popping))",
    // "That's the sentence my head keeps saying."
    "(?:that is|that was|thats|this is|it is) (?:the|my|an?) (?:sentence|line|phrase|words?) (?:that )?(?:my|the) (?:head|brain|mind|ocd) (?:keeps|kept|is|was) (?:saying|repeating|telling me|playing)",
    "not (?:a )?real (?:want|wish|desire|intention|intent|urge)",
    // The words told as a loop or a song the mind plays: "kill myself kill myself - the loop again … not a wish,
    // more like a song stuck in my head"; "it doesn't feel like mine".
    "(?:the|that|this) (?:loop|song|broken record)(?: is)? (?:again|back|in my head)",
    "not a (?:wish|plan|desire|want|intention)(?= ,|$)",
    "(?:a |like a )?song stuck in my head",
    "(?:it|this|that) (?:does not|did not|never) (?:feel|feels|felt) like (?:mine|me|my own)",
    // Said after the words, of them: "that's how the thought comes, in my own voice".
    "(?:that is|that was|thats|this is|it is) (?:how|what) (?:the|my|these|those|an?) (?:thoughts?|intrusive thoughts?|intrusions?|ocd|obsession) (?:comes?|came|goes|went|sounds?|says|said|feels?|works?|is like|looks? like|talks?)",
    "not because i (?:want|wanted|would want|mean|meant) (?:it|to|that|this)",
    // Taken back at once: "I want satan to take my soul. I didn't mean it".
    "i (?:did not|never) (?:really )?mean(?:t)? (?:it|that|any of it|those words)$",
    "(?:that is|that was|thats|this is) what (?:my |the )?(?:brain|mind|head|ocd|thought|intrusive thought) (?:said|says|told me|tells me|screamed|screams|whispered|goes|(?:kept|keeps|was|is|keeps on|kept on) (?:saying|telling me|screaming|whispering))",
    "i am not going to$",
    // Said to the thought, as therapists teach ("I said 'thanks brain' out loud and carried on").
    "(?:thanks|thank you)(?: ,)? (?:brain|ocd|mind)",
  ),
);

/**
 * Disowning that holds only at the start of a sentence, kept apart from DISOWNING so that pattern stays
 * gated by its first words: OCD's label before the words ("harm ocd: I will hurt the baby", "spike: …", "feared outcome: …"),
 * and "… that I want to gas myself. I don't." (a bare denial as a sentence of its own).
 */
export const DISOWNING_AT_START = re(
  any(
    `^ ${OCD_LABEL} ,`,
    "^ i (?:really |honestly |truly )*do not$",
  ),
);

/** Talk of OCD and its treatment: enough to read a bare mention calmly, never to excuse a statement. */
export const OCD_TALK = re(
  any(
    "ocd",
    "my therapist",
    "erp",
    "exposure",
    "compulsions?",
    "reassurance",
    "intrusive",
    "imaginal",
    "(?:fear|exposure|worry) script",
    "obsessions?",
    "rumination",
    "ruminating",
    "i (?:keep )?(?:praying|pray|neutrali[sz]ing|neutrali[sz]e|confessing|confess|checking|googling|seeking reassurance|asking for reassurance)",
  ),
);

/** Said to own the words: not OCD, not scared, calm, meant. Cancels every frame around it. */
export const AVOWAL = re(
  any(
    "(?:it is|this is|that is|these are|it was|this was|they are|this one is|that one is) not (?:an? )?(?:intrusive|ocd|the ocd|my ocd|obsessive|a worry|an obsession|ocd talking|anxiety|like the (?:ocd|others|other ones)|a thought|just a thought|in my head)",
    "(?:do not|no longer) think (?:it is|this is|that is|these are) (?:the |my |an? )?(?:ocd|intrusive|obsessive)",
    "not (?:the|my) ocd",
    "not an intrusive",
    "not the scary ocd",
    "(?:is|are|was) not (?:like )?(?:the )?(?:ocd|intrusive)",
    "(?:isnt|is not|not) (?:an )?ocd thought",
    // "I know my OCD and this isn't it. This isn't a thought I'm scared of".
    "i know (?:my|the) ocd and (?:this|it|that) is not (?:it|that|ocd)",
    "not (?:a|an) (?:intrusive )?(?:thought|fear|worry) (?:i am|im) (?:scared|afraid|frightened|terrified) of",
    "i think the thoughts? (?:were|was|are|is) right",
    "(?:actually|genuinely|truly|seriously) (?:want|wanted|wanting|mean it|intend|plan|choosing|deciding)",
    // The thought agreed with: "I keep thinking I should just end it … I'm starting to think I'm right".
    "(?:starting|beginning|coming) to (?:think|believe|feel) (?:that )?(?:i am|it is|they are|the thoughts? (?:is|are)|my brain is) right",
    // Afraid the end will fail, or of surviving it: the fear shows the wish.
    "(?:scared|afraid|terrified|worried|frightened) (?:that )?(?:it|this|they|the pills|the tablets|the rope|the plan) (?:will not|would not|might not|may not|wont) work",
    "(?:scared|afraid|terrified|worried|frightened) (?:that )?i (?:will|might|would) (?:survive|still be alive|mess it up|chicken out|bottle it|lose my nerve)",
    "(?:not|no longer|never|not even|past being|stopped being|no more) (?:scared|afraid|frightened|terrified|panicking|fearful)(?! enough)(?: (?:anymore|any more|now|of it|about it|of them|of dying))?",
    "(?:i am|i feel|feel|feeling) (?:so |really |oddly |weirdly |strangely |very |quite )?(?:calm|at peace|peaceful|relieved) (?:about it|now|because|since|when i|about the|with the|with my)",
    // Pleasure in the thought itself, not in a course or a film; "it didn't feel right" is OCD's just-right feeling.
    "(?:enjoy|enjoying|enjoyed) (?:it|the (?:thought|idea|image|images|feeling|plan)|thinking about|imagining|picturing)",
    "(?<!(?:not|never) )(?<!until (?:it|they|things|everything) )(?:comforting|comforts me|feels? nice|feels? good|feels? right|feels? like relief|feel kind of nice|the sensible option|plan for peace)",
    "i mean it",
    // The obsession said to have become the wish ("the intrusive thought won", "it isn't a thought anymore").
    "(?:the )?(?:intrusive )?(?:thought|thoughts|ocd) (?:won|has won|have won|wins)",
    "(?:it is|it s|it|this is|this) (?:not|no longer) (?:a|an|just a|just an) (?:intrusive )?(?:thought|intrusion) (?:anymore|any more|now)",
    // The urges said to be real now ("I have harm OCD. But now I'm having real urges"), not the obsession's.
    "(?:having|have|get|getting|feel|feeling) real (?:urges|urge|plans?|intent|intentions?)",
    "(?:the )?(?:urges?|thoughts?) (?:are|is|feel|feels) real (?:now|this time)",
    "not (?:even )?kidding",
    "no joke",
    "this is real",
    "do not feel (?:sick|scared|afraid|guilty|bad)(?! enough)",
    "does not feel like (?:ocd|the ocd|an intrusive|a worry)",
    // "It doesn't feel scary like my usual ones. It just feels sad."
    "(?:does not|did not|do not) feel (?:scary|frightening|wrong|horrible) like (?:my|the) (?:usual|other|normal) (?:ones|thoughts|intrusive thoughts)",
    "used to be (?:scared|afraid|terrified|frightened)",
    "lying to my therapist",
    // Intent said outright beside the words: no accident, an end made sure of or helped along, chosen terms.
    "(?:it|that|this) (?:was|is|were) not (?:an accident|by accident)",
    "not by accident",
    "(?:i have|i) made sure (?:i will not|i would not|i do not)$",
    "made sure (?:it works|it will work)",
    "help it along",
    "on my (?:own )?terms",
    "can not stop myself (?:anymore|any more|now)",
    "have not told (?:my therapist|anyone|her|him|them)",
    "(?:and|but) (?:a )?part of me (?:wants|wanted) (?:that|it|this)(?: to happen)?$",
    // Help turned away or doubted after an act ("I took too many. I don't know if I want help").
    "(?:do not|did not) (?:know if i |think i |really |even )?(?:want|wanted) (?:help|any help|an ambulance|to be (?:saved|helped|found|stopped))",
    "(?:actually|honestly) (?:maybe |probably )?(?:that is|that would be|it would be|it is) (?:better|for the best|a relief|what i want)$",
  ),
);

/**
 * A task said to be an exposure ("write a fake suicide note as exposure to the fear that …"): the whole
 * sentence is read as a script is, asked about at most.
 */
export const EXPOSURE_PURPOSE = re(
  "(?:as|for) (?:an |my |part of (?:my |an |a )?|a )?(?:exposure|erp|imaginal exposure|imaginal script|imaginal)(?: (?:homework|task|practice|exercise|step|to (?:the|my) fear))?",
);

/**
 * The label of an imaginal exposure script, which ERP writes in the first person on purpose ("Imaginal
 * exposure: I take all my pills and ..."): what follows it in the sentence is reported, as a quotation is.
 */
export const SCRIPT_LABEL = re(
  "^ (?:(?:wrote|written|writing|write|read|reading|recorded|recording|listened to|listening to|typed|typing) (?:out )?(?:my|the|a|an) )?(?:(?:worst )?fear|exposure|imaginal|imaginal exposure|erp|worry) (?:script|story|loop tape) ,|^ imaginal exposure(?: script)? ,|^ (?:my |the |today s )?script(?: x ?[0-9o]+| [0-9o]+ times| read [0-9o]+ times)? ,",
);

/** An act feared as an accident is not a wish to die ("what if I accidentally take too many and die"). */
export const ACCIDENTAL = re(
  `(?<!(?:not|never|was not|were not|is not|no) )${any("accidentally(?! on purpose)", "by accident", "without meaning to", "by mistake", "without realising", "without realizing", "without noticing")}`,
);

/** What checking for the wish found: "... to see if I still want to die and the answer is always yes". Owns the words whatever frames it. */
export const CHECK_ANSWERED = re(
  any("(?:the )?answer is (?:always |still |usually |mostly )?yes", "and (?:honestly |truly |the truth is |deep down )?(?:i think |i feel like |i know |maybe )?i (?:still |really |actually )?do(?: ,| (?:every|each|most|more|all)\\b|$)"),
);

/** A near time named: a feared act "tonight" is asked about, not dismissed. */
export const NEAR_TIME_FRAME = re(NEAR_TIME);

/** Hyperbole markers ("that film was so bad I wanted to die lol"). */
export const FIGURATIVE = re(
  any(
    "lol", "lmao", "lmfao", "haha+", "rofl", "jk", "just kidding", "(?<!(?:not|never|no|am not|i am not) )joking", "literally dying", "so embarrassing", "hangover", "hungover",
    // One more of the day's small impositions: "I'm going to kill my manager if he adds one more slide".
    "if (?:he|she|they|you|anyone|someone|my (?:boss|manager|teacher)) (?:\\S+ ){0,3}one more (?:slide|email|meeting|change|thing|time|question|comment|task|ticket|call|text|song)",
    // A trivial grievance for the anger: "gonna kill my brother, he ate my leftovers AGAIN".
    "(?:he|she|they|he has|she has|they have|he is|she is|hes|shes|(?:my|our) (?:brother|sister|kid|son|daughter|husband|wife|partner|flatmate|roommate|housemate|dad|mum|mom)) (?:again )?(?:ate|eats|eaten|took|takes|taken|stole|steals|stolen|borrowed|borrows|finished|finishes|drank|drinks|drunk|used|uses|deleted|broke|breaks|broken|hid|hides|spoiled|spoils|spoilt) (?:my|the last of my|all my|the last|the last of the|all the) (?:leftovers|food|chips|crisps|chocolate|snacks?|charger|shampoo|hoodie|clothes|game|save file|pizza|cake|biscuits?|milk|tea|coffee|ice cream|sandwich|lunch|chair|seat|remote|parking space|phone charger|yorkshire puddings?|puddings?|sweets|beer|cereal|toast|bacon|roast potatoes)",
  ),
);

/**
 * "and I …": a new statement after a frame ("what if I fall, and I want to die anyway"), except inside a
 * question, where it joins one more supposition to it ("What if I'm not really OCD and I actually want to
 * kill my family?"), and after the doubt that the OCD is real, which is that supposition's own first half
 * with or without its question mark ("Maybe I'm only pretending to have OCD and I actually want to hurt people.").
 */
export const CONJOINED_BREAK = re(
  "(?<!(?:not (?:really |even )?|pretending to have|faking|faking my|making up|made up|do not (?:really |even )?have) (?:ocd|my ocd|the ocd|it) )and i (?:am|really|just|honestly|actually|want|need|have decided|decided|have|think|know|can not|do not)",
);

/** Words between a frame and a finding that start a new statement, ending the frame's reach. */
export const FRAME_BREAK = re(
  any(
    "because",
    "since",
    "but",
    "though",
    "although",
    "however",
    "honestly",
    "anyway",
    "anyways",
    "actually i",
    "the truth is",
    "to be honest",
    "i mean",
    "instead",
    "and now",
    "so now",
    "now i",
    ", i",
    ", honestly",
    ", so",
    "so i",
    "which is why",
    "that is why",
  ),
);

/** Frequency and strength of a thought of dying ("all day", "getting louder"): ideation, not a passing intrusion. */
export const INTENSITY = re(
  any(
    "all (?:day|night|the time|i think about)",
    "every (?:day|night|morning|waking (?:moment|hour)|quiet moment)",
    "most of the day",
    "for hours",
    "constantly",
    "non stop",
    "(?:getting|get|got) (?:stronger|louder|worse|more)",
    "(?:so|really|very) (?:loud|strong|intense)",
    "first thing i think about",
    "(?:it is|its) all i think about",
    "i let (?:it|them)",
    "i do not (?:stop|fight) (?:it|them)",
  ),
);
