// The reviewers' sentences (safety/reviews): what a review found stays found. Tuned on, so a regression
// set, not a measure: every crisis stays a crisis (except the few listed), and false alarms on the
// intrusive thoughts and exposure reports may only fall.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assessReviewed } from "./reviewed";

type Item = { id: string; text: string; group?: string; label: "crisis" | "intrusive" | "ordinary" | "ambiguous" };
const dir = new URL("../../../../safety/reviews/", import.meta.url);
const items: Item[] = readdirSync(dir)
  .filter((f) => f.endsWith(".jsonl"))
  .flatMap((f) => readFileSync(new URL(f, dir), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Item));

/**
 * False alarms on the reviews' 316 intrusive thoughts and 63 exposure reports: a ceiling. Intrusive: 36
 * alarmed and 25 asked when written, 25 and 32 since decision 013's amendment of 2026-11-27 d; exposure
 * reports: 3 and 11, then 1 and 13 (exposure scripts are asked about, no longer alarmed). Since
 * amendment e, 24 alarmed and 33 asked: "I'd rather be dead than hurt a child" asks instead of alarming.
 * Since amendment f, 18 alarmed and 36 asked: avoidance told by what it looks like ("I have to stand at
 * the back wall") disowns, and "does having suicidal thoughts … mean" is a doubt; three of the six asked.
 * Since 2026-11-28, 35 asked: "part of me wonders if" is a doubt too; then 33: "suicidal intrusive
 * thoughts" and "suicidal OCD" name an obsession, not a state. Since amendment s, 17 and 34: "I can't stop
 * thinking about it" after an intrusive image is asked about instead of alarmed.
 */
const MOST_ALARMED = { intrusive: { crisis: 17, check_in: 34 }, ordinary: { crisis: 1, check_in: 13 } };

describe("the reviews of 2026-11-27", () => {
  const answers = new Map(items.map((i) => [i.id, assessReviewed(i).level]));

  // The four gaps once listed here as known (stopping dialysis, the loft hatch, packs bought at every
  // visit, a load from nan's cupboard) answer crisis since the classifier learned the reviews (amendment w).
  it("hold the crises they were written as", () => {
    const crises = items.filter((i) => i.label === "crisis" && /^r[1-4]-/.test(i.id));
    expect(crises.length).toBe(738);
    const missed = crises.filter((i) => answers.get(i.id) !== "crisis").map((i) => `${i.id}: ${i.text}`);
    expect(missed).toEqual([]);
  });

  it.each(["intrusive", "ordinary"] as const)("alarm on no more %s sentences of the methods and intrusive reviews than they did", (label) => {
    const levels = items.filter((i) => i.label === label && /^r[34]-/.test(i.id)).map((i) => answers.get(i.id));
    expect(levels.filter((l) => l === "crisis").length).toBeLessThanOrEqual(MOST_ALARMED[label].crisis);
    expect(levels.filter((l) => l === "check_in").length).toBeLessThanOrEqual(MOST_ALARMED[label].check_in);
  });

  // The fifth review (decision 013, 2026-11-27 d) aimed crises at that day's relaxations: the code before
  // them answered 184 of its 226 crises as crises; the gaps left are listed in the decision.
  // The seventh (2026-11-27 d) wrote everyday texts in the words of the rules the sixth had prompted: those
  // rules were withdrawn; the ceiling is what the code of that morning answered, plus the classifier's retrain.
  it("answer at most 62 of the seventh review's 172 everyday texts and 3 of its 43 intrusive thoughts as crises", () => {
    const r7 = items.filter((i) => i.id.startsWith("r7-"));
    expect(r7.filter((i) => i.label === "ordinary" && answers.get(i.id) === "crisis").length).toBeLessThanOrEqual(62);
    expect(r7.filter((i) => i.label === "intrusive" && answers.get(i.id) === "crisis").length).toBeLessThanOrEqual(3);
  });

  // The fourteenth (amendment f) wrote everyday texts in the words of that amendment's rules (locked in,
  // "not allowed to tell", pharmacies, hosepipes, sharpening knives, surgery feared): the code before the
  // amendment alarmed on 64 of its 180 everyday texts and 4 of its 60 intrusive thoughts, mostly by the classifier.
  // 63 until amendment n, whose being-harmed model alarms on two more (a four-year-old in the parents' bed
  // every night, a husband asking about the joint account) and lowers one.
  it("answer at most 64 of the fourteenth review's 180 everyday texts and 3 of its 60 intrusive thoughts as crises", () => {
    const r14 = items.filter((i) => i.id.startsWith("r14-"));
    const alarmed = (label: Item["label"]) => r14.filter((i) => i.label === label && answers.get(i.id) === "crisis").length;
    expect([r14.filter((i) => i.label === "ordinary").length, r14.filter((i) => i.label === "intrusive").length]).toEqual([180, 60]);
    expect(alarmed("ordinary")).toBeLessThanOrEqual(64);
    expect(alarmed("intrusive")).toBeLessThanOrEqual(3);
  });

  // The eighth (decision 013, 2026-11-27 e), in new words: 139 of its 150 crises answered crisis when it
  // was written; one is still asked about (something put in a roommate's food, and the wish to harm her in the next sentence).
  // The ninth, in the short forms of the ERP screens and in dialects: 124 of its 160 crises when written;
  // the tenth, harm to others, self-harm and means: 137 of its 150. The eleventh (amendment f), answers to
  // "What do you fear will happen?" and fears in the journal: 65 of its 130 crises, and 23 intrusive and
  // 4 ordinary texts alarmed, when written. Feared outcomes are read as the ERP form reads them. The
  // thirteenth (amendment f): long entries, meaning across sentences, method questions, log notes: 125 of
  // its 150 crises, and 10 intrusive and 2 ordinary texts alarmed, when written. The fifteenth: very short
  // texts, self-harm slang, substances, dates, faith, the young and the old, and OCD's labels ("spike: …"):
  // 119 of its 140 crises, and 11 intrusive and 3 ordinary texts alarmed, when written. The sixteenth
  // (2026-11-28): being harmed by someone told sideways or in a learner's English, crises minimised with
  // jokes, third person and goodbyes, intrusive thoughts doubted: 98 of its 120 crises when written (10 of
  // its 20 of being harmed). The seventeenth (2026-11-28): someone else in danger, being harmed told
  // across sentences, voices, eating and drugs, quiet endings, plans in ordinary words, acts just done:
  // 119 of its 130 crises, and 6 intrusive and 2 ordinary texts alarmed, when written. The eighteenth (the
  // same day): other languages and hidden spellings, teens, illness, parents, the old, substances, ERP
  // form fields: 131 of its 140 crises, and 7 intrusive and 4 ordinary texts alarmed, when written. The
  // nineteenth (the same day): idioms and crises in other languages, hidden spellings and look-alike codes:
  // 50 of its 80 crises (21 of 50 in other languages), and 1 intrusive and 9 ordinary texts alarmed.
  // The twentieth (the same day, amendment m): English idioms of death, killing and endings in every
  // part of life, and crises hidden in the same settings: 87 of its 90 crises, and 3 intrusive and 36
  // ordinary texts alarmed (all but eight by the classifier), when written.
  // The twenty-second (the same day, amendment m): registers (older people and carers, plain words, a
  // learner's English, faith, dark humour, lyrics and fiction, trades that handle death, drugs and
  // weapons, parents, pain, pregnancy, gamers): 105 of its 120 crises when written, 22 ordinary alarmed.
  // The twenty-third and twenty-fourth (the same day, amendment n): being harmed by another person, in
  // every setting and without the textbook words: 83 of 150 and 81 of 120 crises when written; tuned on,
  // and the training texts of the being-harmed model. The twenty-fifth, not tuned on: 52 of its 100
  // crises when written, 87 now; its everyday texts are written in the words a careless rule would catch.
  // The twenty-sixth (amendment o): being controlled, deprived, neglected or exploited, and the worried
  // writer who saw it happen to someone else: 97 of its 130 crises when written; with r25 a training set of
  // the being-harmed model. The twenty-seventh, not tuned on: harm told through plain details, witnesses,
  // OCD journals. Rules written for these reviews' concepts were withdrawn (decision 013, amendment o).
  // The twenty-first (the same day, amendment l): passive wishes and every situation of a crisis in
  // thirteen languages: 18 of its 90 crises and 15 of its 110 passive wishes when written.
  it.each([
    ["r8", [150, 100, 60], 149, 1, 5],
    ["r9", [160, 100, 40], 141, 6, 2],
    ["r10", [150, 100, 30], 148, 5, 5],
    ["r11", [130, 130, 40], 107, 3, 3],
    ["r13", [150, 110, 40], 143, 4, 1],
    ["r15", [140, 90, 30], 129, 2, 2],
    ["r16", [120, 100, 40], 115, 3, 7],
    ["r17", [130, 100, 40], 127, 4, 0],
    ["r18", [140, 100, 40], 139, 5, 2],
    ["r19", [80, 80, 100], 80, 0, 5],
    ["r20", [90, 60, 170], 89, 3, 28],
    ["r21", [90, 50, 70], 90, 0, 2],
    ["r22", [120, 90, 110], 111, 1, 22], // 21 until the being-harmed model: a nan who wants fireworks at her funeral
    ["r23", [150, 70, 80], 150, 2, 15],
    ["r24", [120, 50, 70], 120, 0, 7],
    ["r25", [100, 60, 100], 99, 3, 21], // 87 and 24 until amendment o, whose model was trained on it
    ["r26", [130, 60, 100], 129, 3, 26],
    ["r27", [100, 40, 80], 89, 0, 11], // not tuned on: 75 and 21 with the code before amendment o, 85 and 17 before amendment w, 88 before amendment ab
    ["r29", [50, 50, 40], 50, 0, 3], // the seventh blind review (amendment u): 48, 1 and 4 when written
    ["r30", [55, 55, 40], 55, 0, 1], // the eighth (amendment v): 46, 0 and 2 when written
    ["r31", [80, 60, 40], 80, 1, 3], // the ninth blind review (amendment w), held out of the classifier's training: 77, 1 and 3 when written
    ["r32", [80, 70, 50], 80, 1, 1], // the tenth, held out too, written after the retrain: 77, 3 and 2 when written
    ["r33", [50, 150, 0], 49, 3, 0], // the eleventh, held out: intrusive thoughts of every theme and crises beside OCD; 47 and 5 when written
    ["r34", [70, 60, 50], 70, 0, 3], // the twelfth, held out: clinical vignettes; 65, 1 and 3 when written
    ["r35", [70, 80, 40], 70, 1, 5], // the thirteenth, held out: OCD's words beside real danger; 56, 1 and 6 when written
    ["r36", [70, 60, 50], 70, 1, 4], // the fourteenth, held out: typed on a phone at a bad moment; 68, 2 and 4 when written
    ["r37", [70, 70, 40], 70, 0, 0], // the fifteenth, held out: questions; 57, 0 and 3 when written
    ["r38", [60, 100, 40], 60, 10, 1], // the sixteenth, held out: exposure practice in the ERP fields; 60, 10 and 1 when written
    ["r39", [70, 70, 40], 65, 7, 4], // the seventeenth, held out: the body in danger (eating disorders, diabetes, drugs, pregnancy); 50, 7 and 4 when written
    ["r40", [70, 70, 40], 70, 5, 7], // the eighteenth, held out: danger through a screen; 68, 5 and 7 when written
    ["r41", [70, 70, 40], 70, 1, 3], // the nineteenth, held out: young people in their own words; 66, 3 and 3 when written
    ["r42", [70, 70, 40], 70, 1, 7], // the twentieth, held out: people who minimise, with the means at hand; 66, 1 and 7 when written
    ["r43", [70, 70, 40], 70, 13, 10], // the twenty-first, held out: adversarial; 66, 13 and 10 when written
    ["r44", [70, 60, 50], 70, 3, 7], // the twenty-second, held out: then and now (past crises, recovery, relapse); 68, 3 and 12 when written
    ["r45", [70, 70, 40], 69, 2, 10], // the twenty-third, held out: anger, threats and harm to others; 65, 2 and 12 when written
    ["r46", [60, 60, 50], 60, 4, 4], // the twenty-fourth, held out: the grey zone of suicidal thinking; 60, 8 and 4 when written
    ["r47", [80, 60, 30], 80, 6, 1], // the twenty-fifth, held out: every level of the C-SSRS in lay words; 77, 6 and 1 when written
    ["r48", [40, 40, 20], 40, 2, 3], // the twenty-sixth, held out: long journal entries; 38, 2 and 3 when written
    ["r49", [70, 70, 40], 70, 1, 4], // the twenty-seventh, held out: written as an outside tester writes a held-out suite; 68, 2 and 4 when written
    ["r50", [50, 80, 30], 50, 8, 4], // the twenty-eighth, held out: intrusive thoughts disowned only by what was done, and crises in their words; 49, 8 and 4 when written
    ["r51", [80, 70, 30], 78, 3, 5], // the twenty-ninth, held out: crises in grammar that looks like a frame, obsessions in the same grammar; 71, 5 and 5 when written
    ["r52", [60, 40, 30], 60, 3, 4], // the thirtieth, held out: preparation in everyday words, suicidal OCD in the same words; 60, 3 and 10 when written
    ["r53", [70, 60, 30], 66, 1, 2], // the thirty-first, held out: a danger told beside an obsession in one entry; 58, 1 and 2 when written (the 4 left are bodies needing care now, which the engine sends to the emergency number)
    ["r54", [60, 70, 40], 60, 2, 3], // the thirty-second, held out: fragments typed into the ERP forms and the log; 57, 2 and 3 when written
    ["r55", [70, 70, 30], 70, 0, 1], // the thirty-third, held out: danger asked of the assistant as a question; 59, 0 and 2 when written
    ["r56", [70, 40, 20], 70, 0, 5], // the thirty-fourth, held out: danger now told through time words, and pasts that are over; 68, 0 and 5 when written
    ["r57", [70, 60, 40], 70, 1, 1], // the thirty-fifth, held out: texts of one to ten words typed on a phone; 61, 1 and 3 when written
    ["r58", [80, 60, 40], 80, 1, 3], // the thirty-sixth, held out: veiled goodbyes, dashes, disowning then danger, pasts that are over; 76, 3 and 8 when written
    ["r61", [80, 60, 40], 80, 0, 5], // the thirty-ninth, held out: particular lives (perinatal, old age, school, faith, veterans, carers, wards); 80, 2 and 5 when written
    ["r60", [80, 60, 40], 79, 0, 2], // the thirty-eighth, held out: dictation slips, worksheets, emoji, code-switching, long entries; 77, 0 and 2 when written
    ["r59", [60, 50, 70], 60, 3, 23], // the thirty-seventh, held out: the thirty-sixth's fixes as concepts, both ways (violence at home, notes to the finder, ropes, wills, idioms); 57, 5 and 24 when written
    ["r62", [80, 60, 40], 80, 1, 2], // the fortieth, held out: other languages, emergencies told in a few words, someone else in danger now; 67, 1 and 2 when written
    ["r63", [80, 60, 40], 79, 2, 0], // the forty-first, held out: bodies in danger now (stroke, anaphylaxis, asthma, pregnancy, a child's poisoning), weapons with a plea, other languages; 62, 2 and 0 when written
    ["r64", [70, 70, 60], 69, 5, 9], // the forty-second, held out: the fortieth and forty-first's concepts both ways (emergencies in new words; health anxiety, OCD checking, jobs and fiction in the same words); 49, 5 and 10 when written
    ["r65", [80, 60, 40], 80, 1, 4], // the forty-third, held out: as a crisis line remembers its contacts (sideways goodbyes, mid-act, medical emergencies, other languages); 66, 1 and 4 when written
    ["r66", [80, 70, 50], 79, 1, 2], // the forty-fourth, held out: the ERP forms' fields (trigger, feared outcome, ladder step, log note) and the journal; 67, 1 and 2 when written
    ["r67", [50, 110, 40], 50, 1, 1], // the forty-fifth, held out: mostly intrusive thoughts in OCD's strongest words, and crises by people with OCD; 47, 3 and 1 when written
    ["r68", [90, 70, 40], 85, 0, 1], // the forty-sixth, held out: twelve languages as typed on a phone; 39, 0 and 1 when written
    ["r69", [80, 60, 40], 74, 7, 5], // the forty-seventh, held out: as an outside tester picks cases, and their OCD counterparts in the same words; 71, 8 and 8 when written
    ["r70", [80, 60, 60], 77, 1, 1], // the forty-eighth, held out: one to ten words typed in a hurry, both ways; 64, 1 and 1 when written
    ["r71", [80, 60, 60], 80, 0, 2], // the forty-ninth, held out: people with OCD in real danger, telling both at once, and OCD's counterparts; 73, 2 and 2 when written
    ["r72", [60, 45, 45], 60, 0, 0], // the fiftieth: Japanese, Chinese and Korean, which were not read at all; 0, 0 and 0 before they were, 30, 1 and 0 with the first patterns, which it then shaped
    ["r73", [60, 45, 45], 60, 0, 0], // the fifty-first, held out: the same scripts in other words (places, poisons, a stroke, threats at the door); 18, 0 and 1 when written
    ["r74", [60, 45, 45], 60, 0, 0], // the fifty-second, held out: the same scripts from teenagers, new parents, carers and the ERP forms; 25, 1 and 3 when written
    ["r75", [80, 60, 60], 80, 0, 9], // the fifty-third, held out: parents, pregnancy and carers; 68, 2 and 10 when written (the classifier's alarms on everyday parenting remain)
    ["r76", [64, 48, 48], 64, 0, 0], // the fifty-fourth, held out: Arabic, Persian, Urdu, Hindi, Hebrew, Thai, Vietnamese and Indonesian, which were not read at all; 24, 0 and 0 with the first patterns, which it then shaped
    ["r77", [64, 48, 48], 64, 0, 0], // the fifty-fifth, held out: the same eight languages in other words (honour threats, poisons, things given away); 22, 1 and 0 when written
    ["r78", [80, 60, 60], 79, 5, 17], // the fifty-sixth, held out: crises told without feeling words (farmers, veterans, debts, guns) and the same register's ordinary life; 77, 9 and 20 when written (the classifiers' alarms on guns, wills and funerals remain)
    ["r79", [72, 36, 36], 72, 0, 0], // the fifty-seventh, held out: the eleven new languages once more after three rounds; 38, 1 and 1 when written
    ["r80", [80, 60, 60], 80, 0, 13], // the fifty-eighth, held out: young people aged 12 to 17 in their own words; 73, 2 and 13 when written (teen hyperbole alarms the classifier)
    ["r81", [60, 70, 70], 60, 1, 11], // the fifty-ninth, held out: a clinician's audit set shaped like the app's traffic, both ways; 53, 2 and 11 when written
    ["r83", [81, 54, 45], 81, 0, 0], // the sixty-first, held out: nine European languages as typed on a phone (heights and tracks now, notes and affairs, gas, strokes, children's poisonings); 21, 1 and 2 when written
    ["r85", [60, 70, 70], 60, 4, 15], // the sixty-third, held out: work with access to means, students, debt, coercive control, stalking and sextortion, elder abuse, learners' English; 56, 5 and 15 when written (the classifiers' alarms on everyday work and money remain)
    ["r86", [60, 70, 70], 60, 5, 11], // the sixty-fourth, held out: ERP logs hiding danger, disability and carers, rural isolation, wards, sex work, faith, one to six words; 51, 5 and 11 when written
    ["r87", [60, 30, 30], 59, 0, 0], // the sixty-fifth, held out: ten European languages told sideways (pets rehomed "before", insurance checked, pills put by from each prescription, abuse called an accident, CO alarms, children alone, school threats); 18, 0 and 0 when written
    ["r88", [60, 70, 70], 60, 5, 9], // the sixty-sixth, held out: a clinical safety officer's audit set shaped like the app's traffic, emergencies beside OCD doubt; 52, 5 and 9 when written
    ["r89", [60, 70, 70], 60, 2, 9], // the sixty-seventh, held out: phones late at night (text-speak, voice-to-text, learners' English), euphemisms, danger in one clause of a log; 57, 3 and 9 when written
    ["r90", [60, 70, 70], 60, 1, 1], // the sixty-eighth, held out: ten European languages, danger told sideways and in idiom (over the railing, "no creo que baje", the dose looked up, an allergy closing the throat); 36, 2 and 1 when written
    ["r91", [45, 110, 45], 45, 9, 1], // the sixty-ninth, held out: mostly intrusive thoughts in intent's first-person words (loops, scripts read nightly, fragments), and crises beside them (rituals gone into injury); 41, 11 and 2 when written
    ["r92", [66, 67, 67], 66, 0, 0], // the seventieth, held out: the eleven world languages again (last messages, things given away, heights, honour threats, strokes, a child who drank a cleaner), idioms in every one; 36, 1 and 3 when written
    ["r93", [60, 70, 70], 57, 0, 2], // the seventy-first, held out: every free-text field as people fill it (triggers, feared outcomes, what was learned, log notes, ladder steps, plans); 57, 1 and 3 when written (three ladder steps of two to ten words, "Tie the knot properly", are asked about)
    ["r94", [60, 60, 60], 60, 1, 2], // the seventy-second, held out: the boundaries a QA team probes (negation, tense, conditionals, questions, quotes, irony, lists, the app's fields, a plan dressed as an exposure); 56, 1 and 3 when written (a heart attack asked about as "just anxiety", vodka with all of a mother's sleeping tablets, gas let out unlit into a shut kitchen, a ladder's knife step done now)
    ["r95", [40, 40, 40], 40, 3, 9], // the seventy-third, held out: long journal entries (50 to 180 words, several topics, the danger anywhere, in a P.S.); 33, 3 and 9 when written (tablets put aside since the spring, bleach drunk by the third of a bottle, a child's swallowed battery, an iron's burn, nine days of water with fainting, a friend's grey lips, smoke from next door with the children inside)
    ["r96", [50, 30, 50], 50, 2, 5], // the seventy-fourth, held out: a method sought in disguise (for a friend, a story, a project, hypothetically) beside the same words asked for good reasons; 43, 4 and 5 when written (a car park "high enough", a gas that kills in your sleep, too late for the hospital to fix, drifting off on three months' worth, bleeding out, a fall made to look like a slip, not wanting to be found in time)
    ["r97", [70, 50, 40], 70, 0, 6], // the seventy-fifth, held out: the C-SSRS ladder in lay words (thoughts, a method, intent, a plan, preparation, attempts aborted or done, self-harm), suicidal OCD in the same words; 68, 3 and 8 when written (an aborted step off a platform, papers left "where Dave will find them afterwards")
    ["r98", [50, 80, 30], 50, 9, 4], // the seventy-sixth, held out: the line between a harm obsession and real intent (intent's grammar, fragments, scripts, ladder steps; anger, plans, harm done, delusions, OCD's words beside real danger); 47, 13 and 4 when written (an ERP log turned to "the thoughts were right all along and I'm ready", a demon to get out "with water", a car driven at a wife)
    ["r99", [50, 60, 30], 50, 7, 3], // the seventy-seventh, held out: self-harm against the body damage of OCD's relatives (skin picking, hair pulling, biting, tics, washing); 45, 11 and 3 when written ("cut 6 times tonight", "did it again. w the scissors", bruises made with a hammer handle)
    ["r100", [60, 40, 40], 60, 3, 2], // the seventy-eighth, held out: the transitions where risk peaks (discharge, therapy ending, medication stopped, relapse, loss); 58, 3 and 6 when written ("won't matter after Saturday, I'm not coming back", a prescription not taken and lined up)
    ["r101", [70, 45, 40], 70, 3, 2], // the seventy-ninth, held out: a held-out suite's plain probes, one concept each (14 kinds of crisis, every OCD theme, idioms, and questions that tempt reassurance, a diagnosis or medicine advice); 68, 3 and 2 when written (a noose posted with "tonight", meds mixed with drink and burning up)
    ["r102", [60, 50, 40], 60, 1, 4], // the eightieth, held out: the same meanings as exhausted, dyslexic or dictating people type them (misspellings, homophones, run-ons, text-speak, emoji); 57, 3 and 4 when written ("pls someone call 999", "face feels droopy words come out rong", "collapsd … isnt breathing")
    ["r103", [50, 50, 40], 50, 1, 3], // the eighty-first, held out: danger driven by psychosis, mania or withdrawal against OCD's fear of going mad; 45, 1 and 3 when written (a voice "says jump" on a balcony, a baby held at an open window, the motorway walked, a swim one cannot make, withdrawal's people in the corners)
    ["r104", [50, 50, 40], 50, 0, 2], // the eighty-second, held out: LGBTQ+ people's real crises against sexual-orientation and gender-identity OCD; 45, 0 and 2 when written (a service revolver taken out and held, a head bleeding after an attack, followed at 2am, a death threat on the door and the handle tried, a son's deep cuts)
    ["r105", [45, 55, 40], 45, 2, 2], // the eighty-third, held out: exposures that are safe practice against "exposures" that are real danger; 33, 2 and 2 when written (seven emergencies told after an exposure's words got nothing: gas left on and a child vomiting, a fire with the cat inside, blood vomited, a nephew in the pool who can't swim)
    ["r106", [60, 50, 40], 59, 0, 9], // the eighty-fourth, held out: World Englishes and dialect (Scots, Irish, Australian, AAVE, Nigerian, Indian, Singlish, Caribbean, South African, Northern, London); 54, 1 and 9 when written (a dad "drunk again and hitting my mum now", a man outside "with a shank", a gran's drooping face and her words, a button battery swallowed told in patois); a patois assault behind a locked door is still asked about
    ["r107", [60, 50, 40], 59, 3, 4], // the eighty-fifth, held out: alcohol, drugs and medicines gone wrong; 49, 3 and 4 when written (narcan needed, a grandad who drank the methadone, a 15-year-old cold and floppy after rum, a withdrawal fit, "a bit much of the paracetamol … 30ish", a mate face down in the bath, a flatmate with the needle still in); a double dose told with "maybe" is still asked about
    ["r108", [60, 50, 40], 60, 3, 9], // the eighty-sixth, held out: older adults, chronic pain, terminal illness and carers; 55, 5 and 9 when written (hypothermia in an unheated flat, a pressure sore gone black with confusion, a husband's stroke doubted as a thought, a carer dragging a resident, breathless lying flat with swollen legs)
    ["r109", [60, 50, 40], 60, 3, 2], // the eighty-seventh, held out: accidents and injuries now, outdoors, on the road, at work and at home; 36, 3 and 2 when written (a chainsaw's spurting bleed, a rider not moving, a cyclist sick and asking the same thing after a knock, a forklift's colleague pinned, a tent's stove, an adder's bite, a car in the water with the doors shut, heatstroke, lightning); nothing of injuries had been read but burns, falls from heights and someone else's lips gone blue
    ["r110", [60, 50, 40], 60, 3, 5], // the eighty-eighth, held out: someone else's crisis reaching the writer second-hand (messages, calls cut off, posts, sounds through a wall); 52, 5 and 5 when written ("stop daddy stop" and thuds through the wall, "put the knife down" then silence, a call gone dead, a drink spiked, a door kicked in)
    ["r111", [60, 60, 30], 60, 0, 1], // the eighty-ninth, held out: sexual harm, exploitation and coercion now, against sexual intrusive thoughts (POCD, SO-OCD, false memories); 59, 0 and 1 when written (a taxi driver who won't unlock the doors)
    ["r112", [70, 45, 35], 70, 0, 5], // the ninetieth, held out: an outside tester's probe of physical emergencies, one kind per text (choking, a seizure past five minutes, no pulse, a baby's ribs sucking in, a hypo at 2.1, berries eaten, pre-eclampsia, an ectopic, a fall on warfarin, through the ice); 53, 0 and 5 when written
    ["r113", [55, 60, 35], 55, 1, 5], // the ninety-first, held out: violence towards others with real intent against harm OCD; 53, 1 and 5 when written (stalking written as a ladder step, "Dad's hitting mum again right now")
    ["r114", [60, 50, 40], 60, 2, 0], // the ninety-second, held out: being harmed or controlled now, told without the word "abuse", against relationship OCD and false-memory doubts; 57, 2 and 0 when written (a 17-year-old thrown out into minus 3, a cat hurt as a warning, a neighbour's note "help, can't leave")
    ["r115", [60, 45, 45], 60, 4, 4], // the ninety-third, held out: danger told in numbers and units (oximeters, cuffs, watches, thermometers, meters, "16x500mg", a litre of blood); 50, 5 and 4 when written (a 7-week-old at 38.2, "BG 2.1, alone", HR 38 and blacking out, a postpartum pad every 15 minutes, a near-drowning's sleepiness)
    ["r116", [40, 70, 40], 40, 0, 3], // the ninety-fourth, held out: one realistic day of the app's traffic, crises mostly sideways inside ordinary ERP entries; 39, 1 and 4 when written
    ["r117", [60, 50, 40], 60, 2, 8], // the ninety-fifth, held out: psychiatric and medication emergencies (mania, catatonia, serotonin syndrome, NMS, clozapine, lithium, delirium, postpartum psychosis); 42, 2 and 8 when written; the classifier's alarms on medication reviews remain
    ["r118", [80, 35, 35], 50, 0, 1], // the ninety-sixth, held out: physical and psychiatric emergencies and accidents in thirteen European languages; 27, 0 and 1 when written; Swedish, Romanian and Greek are not read at all, and a third of the other languages' emergencies are still missed
    ["r119", [75, 30, 30], 51, 1, 1], // the ninety-seventh, held out: physical emergencies and accidents in fifteen of the world's other languages in their own scripts; 21, 1 and 1 when written; Bengali, Tamil and Swahili are not read at all, and a fifth of the other languages' emergencies are still missed
    ["r120", [60, 50, 40], 60, 2, 5], // the ninety-eighth, held out: disability, neurodivergence and the people who care; 52, 2 and 5 when written (a seizure the midazolam has not stopped, a carer who has not come in two days, a resident choking, a prone restraint, bruises on a non-verbal daughter's inner thighs)
    ["r121", [20, 80, 30], 20, 8, 1], // the ninety-ninth, held out: OCD and health anxiety in the words of physical emergencies; 20, 8 and 1 when written (three of the eight alarms were the day's new rules: a fire pictured and driven back to, a seizure feared "every time", a will written "in my head"; the five left are the classifier's)
    ["r122", [70, 30, 30], 70, 1, 1], // the hundredth, held out: a second outside probe of danger now in English; 54, 1 and 1 when written (a face dropped on one side and "can't get a word out", a kid gone under at the lake, a crushing chest into the jaw, a diabetic confused and drowsy, a hand caught in the press, blood in the sick, a baby shaken by a drunk partner)
    ["r84", [60, 30, 30], 60, 0, 1], // the sixty-second, held out: ten European languages after the sixty-first's changes, in other words again; 19, 0 and 1 when written
    ["r82", [60, 70, 70], 60, 5, 10], // the sixtieth, held out: long illness, recovery, eating disorders, autistic and older writers, scrupulosity, minimal pairs; 49, 5 and 10 when written
  ] as const)("%s: of %j crises, intrusive and ordinary texts, at least %i crises answer crisis; at most %i intrusive and %i ordinary do", (review, sizes, held, intrusive, ordinary) => {
    const reviewed = items.filter((i) => i.id.startsWith(`${review}-`));
    const count = (label: Item["label"], level?: string) => reviewed.filter((i) => i.label === label && (!level || answers.get(i.id) === level)).length;
    expect([count("crisis"), count("intrusive"), count("ordinary")]).toEqual([...sizes]);
    expect(count("crisis", "crisis")).toBeGreaterThanOrEqual(held);
    expect(count("intrusive", "crisis")).toBeLessThanOrEqual(intrusive);
    expect(count("ordinary", "crisis")).toBeLessThanOrEqual(ordinary);
  });

  it.each([
    ["r17", 20, 0],
    ["r21", 110, 2],
    ["r22", 30, 1],
    ["r31", 20, 0],
    ["r32", 20, 0],
    ["r34", 20, 0],
    ["r35", 20, 2],
    ["r36", 20, 0],
    ["r37", 20, 4],
    ["r38", 20, 1],
    ["r39", 20, 0],
    ["r40", 20, 0],
    ["r41", 20, 0],
    ["r42", 20, 0],
    ["r43", 20, 1],
    ["r44", 20, 0],
    ["r45", 20, 0],
    ["r46", 50, 6],
    ["r47", 30, 0],
    ["r48", 10, 2],
    ["r58", 20, 0],
    ["r60", 20, 0],
    ["r61", 20, 0],
    ["r62", 20, 1],
    ["r63", 20, 1],
    ["r65", 20, 1],
    ["r69", 20, 3],
    ["r94", 20, 0],
    ["r95", 10, 0],
    ["r97", 20, 0],
    ["r100", 20, 0],
    ["r101", 15, 0],
  ] as const)("%s: of its %i passive wishes to be dead at most %i go unasked", (review, size, unasked) => {
    const passive = items.filter((i) => i.id.startsWith(`${review}-`) && i.label === "ambiguous");
    expect(passive.length).toBe(size);
    expect(passive.filter((i) => answers.get(i.id) === "none").length).toBeLessThanOrEqual(unasked);
  });

  // The twenty-eighth (amendment r, not blind): everyday sentences about someone else ("He is at work").
  // The classifier learned the third person from being harmed; a retrain that calmed them lost crises.
  it("r28: of its 40 everyday sentences about someone else at most 16 are answered as crises and 11 asked", () => {
    const r28 = items.filter((i) => i.id.startsWith("r28-"));
    expect(r28.length).toBe(40);
    expect(r28.filter((i) => answers.get(i.id) === "crisis").length).toBeLessThanOrEqual(16);
    expect(r28.filter((i) => answers.get(i.id) === "check_in").length).toBeLessThanOrEqual(11);
  });

  // The fifth and sixth reviews (decision 013, 2026-11-27 d) aimed crises at that day's relaxations and at
  // the classifier's retrain; the code before them answered 184 of r5's 226 and 181 of r6's 192 as crises.
  it.each([
    ["r5", 226, 188, 48, 5],
    ["r6", 192, 182, 42, 7],
  ] as const)("%s: of %i crises at least %i answer crisis; of %i intrusive thoughts at most %i do", (review, crises, held, intrusive, alarmed) => {
    const reviewed = items.filter((i) => i.id.startsWith(`${review}-`));
    const crisisItems = reviewed.filter((i) => i.label === "crisis");
    const intrusiveItems = reviewed.filter((i) => i.label === "intrusive");
    expect([crisisItems.length, intrusiveItems.length]).toEqual([crises, intrusive]);
    expect(crisisItems.filter((i) => answers.get(i.id) === "crisis").length).toBeGreaterThanOrEqual(held);
    expect(intrusiveItems.filter((i) => answers.get(i.id) === "crisis").length).toBeLessThanOrEqual(alarmed);
  });
});
