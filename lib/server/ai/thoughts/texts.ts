// The words of the built-in engine: ERP- and CBT-informed building blocks that name the thinking trap,
// stay with the uncertainty (never reassurance), and suggest one concrete response-prevention step.
import "server-only";
import type { Belief, Distortion, Theme } from "./cues";

/** Opening line: validates the feeling without judging the content. Two wordings each, chosen per thought. */
export const ACKNOWLEDGE: Record<Theme, string[]> = {
  contamination: [
    "Feeling contaminated can be intensely uncomfortable, and the urge to clean can feel like the only way to make it stop.",
    "That sense of being dirty or unsafe can feel urgent, as if washing right now is the only option.",
  ],
  checking: [
    "Doubt about whether something is safe can feel urgent, as if checking one more time would finally settle it.",
    "That nagging doubt is exhausting, and the pull to go back and check can feel very strong.",
  ],
  symmetry: [
    "When something looks or feels 'not right', the discomfort can be hard to ignore.",
    "That 'not quite right' feeling can be very distracting, and the urge to fix it can feel pressing.",
  ],
  intrusive: [
    "Intrusive thoughts like this can be shocking and very upsetting. Unwanted thoughts come to most people at times; OCD adds the alarm and the need to work out what the thought means.",
    "A thought like this can feel frightening. Unwanted thoughts are a common human experience; what makes them stick is the alarm and the effort to make them go away.",
  ],
  general: [
    "Worry can make a possible problem feel like a certain one, and that is hard to sit with.",
    "It makes sense that this feels heavy; anxious thoughts can crowd out everything else.",
  ],
};

/** Names the distortion and quotes the person's own words that show it. */
export function explainDistortion(d: Distortion, cue: string): string {
  const q = `"${cue}"`;
  const text: Record<Distortion, string> = {
    Catastrophizing: `Words like ${q} jump to the worst possible outcome. That is catastrophizing: a frightening possibility is felt as a certainty, and the mind stops there.`,
    "Fortune telling": `${cap(q)} predicts the future as if it were already decided. That is fortune telling: a guess about what will happen, felt as a fact.`,
    "Mind reading": `${cap(q)} assumes you know what someone else is thinking. That is mind reading: a guess about others, treated as certain.`,
    "All-or-nothing thinking": `${cap(q)} leaves no middle ground. That is all-or-nothing thinking: things are either perfect or ruined.`,
    Overgeneralization: `${cap(q)} turns one moment into a rule about everything. That is overgeneralization.`,
    "Mental filter": `${cap(q)} zooms in on one detail and filters out the rest. That is a mental filter.`,
    "Disqualifying the positive": `${cap(q)} sets aside what went well. That is disqualifying the positive.`,
    "Emotional reasoning": `${cap(q)} treats a feeling as evidence. That is emotional reasoning: a feeling tells you how anxious you are, not what is true.`,
    "Should statements": `${cap(q)} turns a preference into a strict rule. That is a should statement, and it piles on pressure.`,
    Labeling: `${cap(q)} sums up a whole person with one harsh label, based on a thought or a moment. That is labeling.`,
    Personalization: `${cap(q)} puts the whole outcome on you, when many things play a part. That is personalization.`,
  };
  return text[d];
}

export const BELIEF_INSIGHT: Record<Belief, string> = {
  "Inflated responsibility": "OCD also inflates responsibility: it insists that preventing every possible harm is entirely up to you.",
  "Over-importance of thoughts":
    "OCD gives this thought extra weight, as if having it says something about you or makes it more likely. A thought is a mental event, not an action or a prediction.",
  "Need to control thoughts":
    "Trying hard to push a thought away tends to bring it back more often. The aim is to let it come and go, not to control it.",
  "Overestimation of threat": "OCD turns up the volume on danger, so a possible harm feels both likely and severe.",
  "Intolerance of uncertainty":
    "Underneath is a demand for certainty. No amount of checking or reasoning can give complete certainty, and each attempt teaches your brain that the doubt is dangerous.",
  Perfectionism: "The need for things to be exactly right sets a standard that nothing can meet for long.",
};

/** The ERP stance: name the uncertainty and invite sitting with it, instead of answering the doubt. */
export const STAY_WITH_UNCERTAINTY: Record<Theme, string> = {
  contamination:
    "Instead of trying to remove every trace of doubt, you can practise allowing it: 'Maybe I'm contaminated, maybe I'm not, and I can live with not knowing.'",
  checking:
    "Rather than searching for certainty, you can let the question stay open: 'Maybe, maybe not.' The aim is not to make the anxiety go, but to let the doubt stay without checking.",
  symmetry:
    "You can let it stay 'not quite right' and notice that the discomfort, while unpleasant, is something you can carry.",
  intrusive:
    "You don't need to work out what the thought means or prove anything to yourself. You can let it be there, uncertain and uncomfortable, and carry on with what matters to you.",
  general:
    "You can name the uncertainty honestly: you don't know yet how this will turn out, and you can cope with not knowing.",
};

/** After a request for reassurance on no particular theme: the question left open, nothing forecast. */
export const LET_THE_QUESTION_STAY = "You can let the question stay unanswered, uncomfortable as that is, and carry on with what matters to you.";
export const QUESTION_LEFT_OPEN = "I don't need an answer to this right now. I can leave the question open and carry on with my day.";

export const NO_DISTORTION =
  "This thought doesn't show a clear thinking trap, which is worth noticing in itself. It can still help to step back and notice it, without needing to answer it.";

export const COPING: Record<Theme, string> = {
  contamination:
    "Next time the urge to wash comes, delay it for 10 minutes and leave your hands as they are. Rate your anxiety from 0 to 10 every couple of minutes, as it rises, falls or stays, without washing.",
  checking:
    "When the urge to go back and check comes, name it ('that's the checking urge') and hold back from checking: not with your eyes, a photo, or by asking someone. Let the doubt stay for 10 minutes while you do something else, rating your anxiety from 0 to 10 as it rises, falls or stays.",
  symmetry:
    "Choose one small thing to leave slightly uneven, like a book or a pen, and leave it that way for 15 minutes. Notice the urge to fix it, rate it from 0 to 10 whether it rises, falls or stays, and carry on with something else.",
  intrusive:
    "When the thought shows up, label it ('there's that intrusive thought') and let it stay without arguing with it, cancelling it out with another thought, or asking anyone to tell you it's okay. Then bring your attention back to what you were doing.",
  general:
    "Try slow breathing for two minutes (in for 4, out for 6), then write down one small step you can take today. If the worry returns, park it for a 15-minute 'worry time' later instead of solving it now.",
};

export const DISTORTION_TIP: Record<Distortion, string> = {
  // Not "the worst, the best and the most realistic outcome": worked out for a feared harm, it is the odds
  // of doing it, which a person with OCD takes as reassurance to seek again.
  Catastrophizing: "When your mind jumps to the worst, name it ('my mind is predicting disaster') and let the prediction stand unanswered, without working out how likely it is.",
  "Fortune telling": "Notice the prediction and label it: 'that's a guess about the future'.",
  "Mind reading": "Notice the guess about what others think and hold it as a guess, not a fact.",
  "All-or-nothing thinking": "Look for the middle ground between the two extremes.",
  // Not "look for one exception": a search of the past is reviewing, a compulsion of its own.
  Overgeneralization: "Notice the sweeping word ('always', 'never') and name it as a thought, without going back over the past to test it.",
  "Mental filter": "Write down one other detail of the situation that the worry left out.",
  "Disqualifying the positive": "Write down one thing you did today, and let it count.",
  "Emotional reasoning": "Name the feeling and how strong it is, and let it be a feeling rather than a verdict.",
  "Should statements": "Try swapping 'should' or 'must' for 'I'd prefer'.",
  Labeling: "Notice the label and describe the moment instead: 'I had a thought I didn't like.'",
  Personalization: "Try a responsibility pie: list everyone and everything that plays a part, and give yourself only your own slice.",
};

/** A question about medicines is for the doctor who knows the person's treatment; the app never answers it. */
export const MEDICINE_QUESTION = {
  reframe:
    "That is an important question, and it is one for your doctor or pharmacist, who know you and your treatment. This app can't answer questions about medicines, and it is safer not to change anything before you have talked to them. If you have already stopped or changed one, tell them soon, especially if you feel unwell.",
  coping:
    "Write the question down, word for word, and ask your doctor or pharmacist; if it feels urgent, call them or your local urgent care line today. If you feel unsafe, the 'Need help now?' link at the top of every page lists people you can talk to straight away.",
  reframed_thought: "I have a question for my doctor. I can ask it, and I don't have to answer it on my own.",
};

/**
 * A danger in the home now (a smell of gas, smoke, an alarm sounding): the ordinary safety step comes first,
 * as anyone would take it, and only after it the practice of not checking again. Never "it's probably
 * nothing": the app cannot smell the kitchen.
 */
/** The safety step for gas, smoke, fumes or an alarm now: said by the hazard answer, and first in a crisis answer that tells of one. */
export const HAZARD_STEP =
  "If you smell gas now: don't switch anything on or off or light a flame, open the windows, leave, and call your gas emergency line from outside. For smoke, fire or a carbon monoxide alarm: get everyone out and call your local emergency number. For fumes from mixed cleaning products: leave the room for fresh air, shut the door behind you, and if breathing is hard call your local emergency number.";

/** The fresh-air step, said first when the words tell of cleaning products mixed into fumes. */
export const FUMES_STEP = "Leave the room for fresh air now and shut the door behind you; if breathing stays hard, or you feel faint or confused, call your local emergency number.";

export const HAZARD_NOW = {
  reframe: `A smell of gas, smoke or fumes, or an alarm going off, is a real-world safety question, and it gets the ordinary safety step, not an exposure. ${HAZARD_STEP}`,
  coping:
    "Take that one safety step as anyone would. Once it is done, or the emergency line has told you what to do, going back to sniff the air, testing the detector again or asking others to be sure is where the OCD comes in, and that is what to hold back.",
  reframed_thought: "I'll take the one safety step anyone would take. After that I don't have to keep checking.",
};

/**
 * A body that may need care now (chest pain, trouble breathing, blood coughed up, a dose taken twice): the
 * app cannot tell a heart attack from panic, so it sends the person to those who can, once, and only
 * then to the practice of not re-checking.
 */
export const URGENT_SYMPTOMS = {
  reframe:
    "This app can't judge physical symptoms, and these are ones a doctor should hear about. If you have chest pain or tightness, trouble breathing, heavy bleeding, a face that droops or words that come out wrong, or you feel faint or can't get up, call your local emergency number now; so too for swelling of the lips, tongue or throat, or a sudden, very bad headache. For a dose taken twice or other new symptoms, call your pharmacist, GP or urgent care line today and tell them exactly what happened.",
  coping:
    "Get that one proper check first. If this turns out to be a familiar health worry that has already been checked, notice the urge to check again, search or ask, and practise letting the doubt stay without acting on it.",
  reframed_thought: "I'll get this looked at properly by someone who can, and then I don't have to keep checking it myself.",
};

/**
 * "When I was 13 I played a game with my cousin and now I'm convinced something happened": a doubt about
 * the past. Not settled either way ("it was just a thought" is reassurance, and may be untrue).
 */
export const MEMORY_DOUBT = {
  reframe:
    "A doubt about something long past can feel as if it has to be settled before you can rest. This app can't tell you what happened, and going over the memory again, piecing it together or confessing for certainty tends to make it feel more real and more urgent, not less. You don't have to decide what happened to carry on with today. If something from the past does need talking through, your therapist is the person to take it to, once.",
  coping:
    "When the urge to replay the memory comes, name it: 'that's reviewing'. Let the doubt stay unanswered for 15 minutes while you do something that matters to you, rating your anxiety from 0 to 10 as it rises, falls or stays.",
  reframed_thought: "I don't have to work out what happened back then to live well today. I can let the doubt be there and carry on.",
};

/** Good news with nothing troubling in it ("came out to my mum and she was so supportive!!"): met as good news. */
export const GOOD_NEWS = {
  reframe:
    "That sounds like a good moment, and it is worth noticing. Writing down what goes well, and what you did to get there, belongs in this journal as much as what is hard.",
  coping: "If you like, add a line about what helped today, so you can come back to it on a harder day.",
  reframed_thought: "Something went well today, and I can let myself enjoy it.",
};

/**
 * Progress doubted ("what if the progress isn't real and I'm just getting lucky?"): the OCD doubt turned on
 * the recovery. Not answered with "it is real" or "that's not luck", which would settle it for the person.
 */
export const PROGRESS_DOUBTED = {
  reframe:
    "Doubting whether progress is real is very common in OCD: the same 'what if' that questions a lock or a doorknob can question getting better. Trying to prove the progress is real, or that it will last, can turn into one more thing to check.",
  coping:
    "Notice the doubt and give it a name ('there's the what-if about my progress'), then answer it as you would any other: maybe, maybe not. Plan your next exposure step anyway; it doesn't depend on settling the question.",
  reframed_thought: "I can't be sure how real or lasting my progress is, and I can keep practising without knowing.",
};

/** A question about what condition one has is for a clinician who assesses the person; the app gives no verdict. */
export const DIAGNOSIS_QUESTION_ANSWER = {
  reframe:
    "That is a question only a clinician who can assess the person properly can answer; this app can't tell what condition anyone has, or hasn't. Wanting to know for sure is very understandable. The need to settle what something is can itself become a loop of checking and asking, so you don't have to answer it here.",
  coping:
    "Write the question down, with what you have noticed, and take it to your GP, therapist or psychiatrist. Until then, see if you can let the question stay open without searching, testing yourself or asking others to settle it.",
  reframed_thought: "I don't have to settle what this is today. I can take the question to someone qualified and carry on with my day.",
};

/**
 * "Am I a paedophile?", "what if I'm secretly gay?", "am I a psychopath?": a question about who one is.
 * Not answered either way (a "no" is reassurance, a "maybe" an alarm), not diagnosed, and not taken as an
 * obsession for anyone questioning their sexuality or gender for its own sake.
 */
export const IDENTITY_DOUBT = {
  reframe:
    "A question about who you really are can feel more urgent than any other, because it goes to what you care about most. This app won't answer it either way. When a question like this keeps coming back with dread and an urge to settle it, that pattern is what ERP works on: testing your reactions, replaying memories or comparing yourself with others tends to feed the doubt rather than end it.",
  coping:
    "Notice the urge to test yourself, to check how you felt or to search for proof, and name it: 'that's the doubt asking for certainty'. Let the question stay unanswered for 15 minutes while you carry on with something that matters to you, rating your anxiety from 0 to 10 as it rises, falls or stays. Bring the question to your therapist rather than to yourself.",
  reframed_thought: "I don't have to prove who I am to this doubt. I can let the question stay open and keep living by what I value.",
};

/**
 * Said after IDENTITY_DOUBT's reframe only when the doubt is about whom one loves or what gender one is:
 * there, exploring is a real possibility. Never after a doubt about harming or abusing anyone.
 */
export const IDENTITY_EXPLORING =
  "If you are exploring who you are and it doesn't feel like that, a counsellor or your therapist can help you think it through without pressure.";

/** Added to any answer when washing or cleaning has hurt the skin: the damage needs care of its own. */
export const SKIN_CARE =
  "Skin that cracks, bleeds or burns from washing needs care too: a plain moisturiser after each wash helps, and your GP, a pharmacist or an adult you trust can help with the skin and with the washing.";

/** An exposure done or a compulsion held back, told afterwards: named as the practice it is. */
export const EXPOSURE_DONE = {
  reframe:
    "You faced it and held back from the compulsion. That is the practice itself, and it counts whatever the anxiety did along the way. Each time you let the doubt stay without acting on it, you learn something the compulsion never lets you find out.",
  coping:
    "If you can, write down what you feared would happen and what actually happened. Then plan the next time: repeat this step a few times, or try the next one on your ladder when you are ready.",
  reframed_thought: "I stayed with the discomfort without doing the compulsion. I can do hard things, even when the anxiety is loud.",
};

/** Said first when a thought asks for reassurance ("tell me I locked it", "promise me"): named, not given. */
export const REASSURANCE_ASKED =
  "It sounds like part of you is asking for someone to settle this once and for all. That wish makes sense when a worry feels this loud. With OCD, though, each answer brings relief for a moment and then the doubt comes back needing another, so this app won't give a verdict either way.";
export const REASSURANCE_COPING =
  "Notice the urge to ask, here, online or of someone close, and name it: 'that's the reassurance urge'. See if you can leave the question unanswered for 15 minutes while you do something else, rating your anxiety from 0 to 10 as it rises, falls or stays.";

/** After a request for reassurance about a bodily symptom: the symptom may still need a doctor, once. */
export const SYMPTOM_SEEN_ONCE =
  "If the symptom itself worries you, one visit to your GP to have it looked at is ordinary care; going back, searching or checking it again for the same answer is what feeds the doubt.";

// Not "if it ever stops feeling unwanted": that asks the person to keep testing how the thought feels, the
// very checking that suicidal OCD runs on. The way to help is simply there, whenever it is wanted.
export const SELF_HARM_POINTER =
  "Whenever you want to talk to someone straight away, the 'Need help now?' link at the top of every page lists people who will listen.";

/** First-person alternative thoughts that accept uncertainty; `{object}` is filled from the thought when found. */
export const REFRAMED: Record<Theme, string[]> = {
  contamination: [
    "This feels contaminated, and I can't be completely sure it isn't. I'm choosing to let the feeling be here and carry on without washing.",
    "I don't know for certain whether this is contaminated, and I can live with that. The discomfort is a feeling I can make room for.",
  ],
  checking: [
    "Maybe I left the {object} {state}, maybe I didn't. I'm choosing to live with the doubt instead of going back to check.",
    "I can't be 100% sure about the {object}, and I don't need to be. I can carry this doubt and get on with my day.",
  ],
  symmetry: [
    "It doesn't feel right yet, and that's uncomfortable. I can leave it as it is and let the feeling stay as long as it stays.",
    "Things can be a little uneven and I can still do what matters. The 'not right' feeling is just a feeling.",
  ],
  intrusive: [
    "I had an unwanted thought. I don't need to figure out what it means or make it go away; I can let it be there and keep doing what matters.",
    "A thought like this can come and go. I can notice it, leave it unanswered, and carry on with my day.",
  ],
  general: [
    "I don't know yet how this will turn out. I can take one small step and cope with what comes.",
    "This worry is a guess about the future. I can feel anxious and still do the next right thing.",
  ],
};

export const CHECKING_REFRAMED_DRIVING =
  "I can't be certain about every moment of the drive, and I don't need to be. I'm choosing not to go back and retrace the route.";

export const CHECKING_REFRAMED_WITHOUT_OBJECT =
  "Maybe I got it right, maybe I didn't. I'm choosing to live with the doubt instead of going back to check.";

/** Objects that give a checking reframe its concrete words, and the state the doubt is about. */
export const CHECKED_OBJECTS: [RegExp, string, string][] = [
  [/\b(stove|oven|hob|gas)\b/, "$1", "on"],
  [/\b(iron|straighteners|kettle|toaster|heater|candle)\b/, "$1", "on"],
  // The water tap, not tapping ("tap the light switch 4 times").
  [/\b(taps?|faucets?)\b(?! (?:the|a|an|it|them|my|each|every|\d+|twice|three|four|five))/, "$1", "running"],
  // A window looked at, through or stood by ("checked my face in a shop window", "near the open window") is no window left open.
  [/\b(front door|back door|door|(?<!(?:shop|car|train|bus) |(?:at|through|out of|out|in|near|by|from) (?:the|a|an) (?:shop |open )?)windows?|car)\b/, "$1", "unlocked"],
  [/\b(email|e-mail|message|form)\b/, "$1", "with a mistake in it"],
];

function cap(s: string): string {
  return s.charAt(0) === '"' ? `"${s.charAt(1).toUpperCase()}${s.slice(2)}` : s;
}

/**
 * Sadness, grief, anger, tiredness, disappointment, with nothing of OCD in the words: met as what they
 * are. Not every hard feeling is a thinking trap, and reading one as a worry would make it one.
 */
export const EVERYDAY_FEELING = {
  reframe:
    "That sounds hard, and it makes sense to feel this way. Not every painful feeling is a thinking trap or a sign of OCD: sadness, anger, tiredness and worry for someone you love are part of an ordinary life, and they don't need analysing here.",
  coping:
    "Give the feeling a name and a little room: some rest, food, a walk, or a message to someone you trust. If it stays heavy for weeks, or starts to feel hopeless, tell your doctor or your therapist.",
  reframed_thought: "This is a hard feeling, and I can let it be here while I look after myself.",
};

/**
 * A death blamed on a ritual not done ("my dad died … because I didn't tap the door"): the grief met as
 * grief, the link named as OCD's kind of thinking, and neither argued away nor confirmed.
 */
export const LOSS_BLAMED_ON_A_RITUAL = {
  reframe:
    "Losing someone is a real grief, and it makes sense that it hurts this much. OCD can fasten onto a loss and tie it to a ritual, so that the death feels like something you caused by not doing it. That tie is the kind of thinking OCD makes, where a thought or a ritual seems to have power over what happens. This app won't argue it either way, and going over it again and again to settle it tends to keep it close.",
  coping:
    "Let the sadness have some room today, in whatever way is yours: a photo, a walk, a talk with someone who knew them. When the blame comes back, notice it ('there's the OCD link') without doing the ritual now to make up for it, and bring it to your therapist or doctor. If grief starts to feel like more than you can carry, tell someone you trust.",
  reframed_thought: "I am grieving, and OCD is trying to make the grief my fault. I can miss them without settling that question.",
};

/** Someone close doing rituals: what helps the one beside them, with no verdict on the other person. */
export const SOMEONE_ELSES_RITUALS = {
  reframe:
    "It is hard to watch someone you care about caught in the same routine again and again. What they do with their fear is theirs to work on, ideally with a clinician who treats it (for a child, with you beside them). Many families find that joining in, by answering the same question again, checking for them or waiting while they finish, brings relief for a moment and keeps the cycle going.",
  coping:
    "You can be kind and still step back from the routine: for example, 'I can see this is hard. I won't answer that again, and I'm here with you.' Agree any change with them, and with their clinician if they have one, one step at a time. Look after yourself too, and tell your own therapist or doctor how this is for you.",
  reframed_thought: "I can't make their doubt go away for them. I can care about them and still not join in.",
};

/** A thought with no theme, no thinking trap and no word of worry: noticed, not read as a worry. */
export const NOTHING_NAMED = {
  reframe:
    "Thank you for writing this down. Nothing in these words looks like a thinking trap, and not everything needs working out. If a feeling comes with it, you can notice it and let it be there.",
  coping:
    "Take a moment to notice what you feel and where in your body, and give it a word or two. If an urge to check, ask or put something right comes with it, you can let the urge pass without acting on it.",
  reframed_thought: "I noticed this and wrote it down. I can let it be here and carry on with my day.",
};

/** A real choice being weighed ("offered a job in another city"): not a compulsion, and not one the app makes. */
export const PRACTICE_QUESTION = {
  reframe:
    "That's a question about the practice itself, not a worry to work through. In exposure and response prevention you face what sets off the fear, one step at a time, and hold back the compulsion, so that you learn you can bear the doubt. This app can't set a treatment plan of its own: how long, how often and which step fits you are for you and your clinician or therapist to decide. Writing the question down so you remember to ask is a good step.",
  coping:
    "To plan an exposure here, open your Ladder and pick the next step you could manage, then start an ERP session from it: name what you fear will happen, how likely it feels, and the compulsion you will hold back.",
  reframed_thought: "I can bring this question to my clinician and keep practising the next step in the meantime.",
};

export const EVERYDAY_DECISION = {
  reframe:
    "This sounds like a real choice, with something to gain and something to lose either way. Weighing it up is not a compulsion, and this app won't make the choice for you. Real decisions rarely come with certainty; that is their nature, not a sign that you are getting it wrong.",
  coping:
    "Write down what matters most to you in each option, talk it through once with someone you trust, and set a time to decide. If you notice yourself going over it again and again for a feeling of being sure, that may be the doubt talking: you can decide with what you know.",
  reframed_thought: "I can make a good-enough choice without being certain it is the perfect one.",
};

/** A compulsion done after all ("gave in and washed for 20 minutes"): part of practising, not a failure. */
/** What a mental compulsion is: plain psychoeducation, as a therapist gives it in the first sessions. */
export const MENTAL_COMPULSIONS = {
  reframe:
    "A mental compulsion is a ritual done in the head instead of with the hands: analysing a thought until it feels settled, reviewing what happened, checking how you feel, replacing a bad thought with a good one, praying or counting silently, or arguing with the thought. It works like any compulsion, with a moment of relief that keeps the doubt coming back, and it is just as much a part of OCD as washing or checking.",
  coping:
    "When you catch yourself analysing, name it once: 'that's analysing'. Then bring your attention back to what is in front of you, without finishing the thought or working out the answer, as often as you need to. Your therapist can help you list your own mental rituals for your Ladder.",
  reframed_thought: "Analysing is a compulsion too. I can notice it and leave the question unanswered.",
};

/** What the app keeps and who can see it (docs/decisions 046 and the Settings page): facts, not a worry to reframe. */
export const APP_QUESTION = {
  reframe:
    "That's a fair question about this app, not a worry to work through. Your entries are kept in your account. The clinicians of this service can read them to support your care, and every time a staff member opens your records it is listed under 'Who has viewed your records' in Settings.",
  coping:
    "You can delete any journal entry with its Delete button in the Journal. In Settings you can download a copy of everything stored about you ('Your data') or close your account. If something about privacy still worries you, ask your clinician or the service that gave you the app.",
  reframed_thought: "I can choose what I keep here, and I can see who has looked at it.",
};

/** Practice avoided and not done: the step is too high, not the person too weak. */
export const PRACTICE_AVOIDED = {
  reframe:
    "Saying plainly that you have been avoiding it is part of the work, not a failure. Avoiding keeps the fear going, and an exposure that feels impossible is usually a step set too high, not a sign that you can't do this.",
  coping:
    "Open your Ladder and choose a smaller step below this one, something you could do today with the anxiety at 3 or 4 out of 10 (looking at it, standing near it, doing it with someone there), and do that step once. Tell your therapist which step felt too big, so you can set the next one together.",
  reframed_thought: "This step was too big for now. I can take a smaller one today and build from there.",
};

export const EXPOSURE_SLIP = {
  reframe:
    "Giving in this time doesn't undo the practice you have done, and it doesn't make you a failure: slips are part of every ERP plan. Going over it now, or making up for it, can become one more compulsion. What matters is the next practice, not this one.",
  coping:
    "Without reviewing what happened, choose the next small step: the same exposure again today or tomorrow, or a slightly easier one first. Tell your therapist about the slip as plain information, once.",
  reframed_thought: "I did the compulsion this time. I can practise again, and one slip doesn't decide how this goes.",
};

/** A compulsion the person describes without naming it: what it is, in words of its own, and one step against it. */
export const NAMED_COMPULSION = {
  reframe: (name: string) =>
    `${name} is a compulsion, even when it feels like being careful or responsible. It brings a moment of relief, and then the doubt comes back asking for more, so each time it teaches your brain that the doubt needed an answer. Noticing it, as you have here, is where response prevention starts.`,
  reframed_thought: "I noticed the compulsion. I can let the doubt stay without answering it this time.",
};

/** Contamination fears after something anyone would wash after: the step is against the extra wash, never the first. */
export const HYGIENE_COPING =
  "Wash once, the usual way, as anyone would after this, and then stop: no second wash, no checking your hands, no asking. If the urge to wash again comes, name it ('that's the extra wash') and let it be there for 10 minutes, rating your anxiety from 0 to 10 as it rises, falls or stays.";

/** Checking that work itself requires (a dose before it is given): the step is against the extra check, never the check. */
export const WORK_CHECK_COPING =
  "At work, check once, the way your workplace's procedure asks, with a colleague's second check where it is required, and then move on: no third look and no asking again. If the urge to check again comes, name it ('that's the extra check') and let it be there for 10 minutes, rating your anxiety from 0 to 10 as it rises, falls or stays. Your therapist can help you plan this around your shifts.";
export const WORK_CHECK_REFRAMED = "I check once, as the job asks. The checks after that are the OCD's, and I can let them go.";
export const HOME_CHECK_COPING =
  "Give the dose once, checked once against the label or the chart, and then move on: no recount and no asking anyone to check it for you. If the urge to check again comes, name it ('that's the extra check') and let it be there for 10 minutes, rating your anxiety from 0 to 10 as it rises, falls or stays. Your therapist can help you build this into the care you give.";
export const HOME_CHECK_REFRAMED = "I check the dose once, as anyone giving a medicine would. The checks after that are the OCD's, and I can let them go.";

/** A safety behaviour named beside an intrusive thought (hiding the knives, keeping away from the stairs). */
export const SAFETY_BEHAVIOUR = (name: string) =>
  `${name} eases the fear for a moment, and then teaches your brain that the thought was a danger you needed protecting from. It is a safety behaviour, and ERP works by letting such behaviours go, one small step at a time.`;

/** Relationship OCD: the doubt whether one loves one's partner, or they are the right one. */
export const RELATIONSHIP_DOUBT = {
  reframe:
    "A doubt about whether you love your partner, or whether they are the right one, can feel as if everything rides on answering it. This app won't judge your relationship either way. When the question keeps coming back with dread, checking how you feel, comparing your partner with others or an ex, and asking people whether it's normal tend to feed it: feelings in any relationship rise and fall, and no check can settle them for good.",
  coping:
    "Notice the checking of your feelings and the comparing, and name it: 'that's the relationship doubt'. For the next hour, let the question stay open while you do something ordinary, together or apart, rating your anxiety from 0 to 10 as it rises, falls or stays. If you want to talk about the relationship itself, bring it to your therapist rather than to the doubt.",
  reframed_thought: "I don't have to settle how I feel right now. I can let the doubt be there and keep living by what I value in my relationship.",
};

/** Existential OCD: a question about reality, infinity or existence that no answer could settle. */
export const EXISTENTIAL_DOUBT = {
  reframe:
    "Questions like this have no answer that would settle them, for anyone: philosophers have turned them over for thousands of years. When one keeps coming back with dread and a need to work it out, the trouble is not the question but the effort to solve it, which brings a moment of relief and then the next 'but what if'.",
  coping:
    "Notice the urge to reason it out, search for an answer or test whether things are real, and name it: 'that's the unanswerable question'. Let it stay open and unsolved while you do something ordinary, or, at night, let it come to bed with you unanswered, rating your anxiety from 0 to 10 as it rises, falls or stays.",
  reframed_thought: "This is a question nobody can settle. I can let it stay open and get on with my day.",
};

/** How to cut down on asking for reassurance: the steps, planned with the people asked. */
export const REASSURANCE_CUT_DOWN = {
  reframe:
    "Cutting down on reassurance is one of the hardest parts of ERP, because each answer brings real relief for a moment. Finding it hard is not failing: the urge to ask is exactly what the practice works on.",
  coping:
    "If you ask someone, agree a kind script with them, such as 'I love you, and I'm not going to answer that one', so neither of you has to improvise; if you search online, write the question down instead and close the browser. When the urge comes, name it and delay, first by a few minutes, then longer; if you do ask or search, notice it without blame and try the delay again next time. Plan the steps with your therapist, cutting down one kind of question at a time.",
  reframed_thought: "The urge to ask is strong. I can let a question go unanswered, a little longer each time.",
};

/** Real-event OCD: something that happened, replayed with guilt and an urge to confess now. */
export const REAL_EVENT_REPLAYED = {
  reframe:
    "Something that really happened can still be taken over by OCD: the replaying, the sense that you are only as good as your worst moment, and an urge to confess right now to feel settled. This app won't judge what happened or tell you what to do about it. Whether to tell anyone is a real decision, and one worth making calmly, with your therapist, not under the pressure of the urge.",
  coping:
    "When the replaying starts, name it ('that's reviewing') and bring your attention back to what is in front of you, without finishing the review. Let the urge to confess or to decide tonight pass without acting on it, and write down what you want to bring to your next session instead.",
  reframed_thought: "I don't have to settle this tonight. I can carry the discomfort and decide about it calmly, with support.",
};

/** Beside an intrusive thought about a baby: the people who see new parents hear such thoughts often. */
export const PERINATAL_SUPPORT =
  "Your health visitor, midwife or GP hear about thoughts like these from new parents often, and can help you with them too.";
