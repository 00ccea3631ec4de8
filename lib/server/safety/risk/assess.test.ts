// The risk assessment: every crisis of the corpus's dev part is caught (CI fails on any miss), each
// C-SSRS category and each form of writing is recognised, ego-dystonic intrusive thoughts stay calm, and
// a real ambiguity asks once.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assessByRules, assessFearedOutcome, assessRisk } from "./assess";
import type { RiskCategory } from "@/lib/domain/risk";
import { canonicalise } from "./normalise";
import { asksAboutMedicine } from "@/lib/domain/medicines";

/** A crisis, with this category among its reasons. */
function expectCrisis(text: string, category: string) {
  const { level, reasons } = assessRisk(text);
  expect(level).toBe("crisis");
  expect(reasons.map((r) => r.category)).toContain(category);
}

const dev = readFileSync(new URL("../../../../safety/corpus/dev.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; text: string; label: string });

describe("the dev part of the evaluation corpus", () => {
  it("answers every crisis text with crisis", () => {
    const missed = dev.filter((i) => i.label === "crisis" && assessRisk(i.text).level !== "crisis").map((i) => i.id);
    expect(missed).toEqual([]);
  });

  it("alarms on at most 5% and asks about at most 10% of intrusive thoughts", () => {
    const intrusive = dev.filter((i) => i.label === "intrusive");
    const levels = intrusive.map((i) => assessRisk(i.text).level);
    expect(levels.filter((l) => l === "crisis").length / intrusive.length).toBeLessThanOrEqual(0.05);
    expect(levels.filter((l) => l === "check_in").length / intrusive.length).toBeLessThanOrEqual(0.1);
  });
});

describe("crisis, by category", () => {
  it.each([
    ["wish_dead", "honestly i would be glad if i just never woke up tomorrow"],
    ["wish_dead", "I do not want to be alive any more."],
    ["active_thoughts", "I've been seriously thinking about ending my life this week."],
    ["method", "how many of my tablets would it take to not wake up"],
    ["intent", "I'm going to kill myself tonight."],
    ["plan", "I've written letters to my kids and the date is set."],
    ["act", "I've taken all of my sleeping pills and I feel really drowsy"],
    ["act", "I'm standing on the edge of the bridge right now"],
    ["hopelessness", "My family would be better off without me. I'm just a burden."],
    ["harm_others", "I'm going to stab my stepdad when he gets home tonight."],
  ])("%s: %s", (category, text) => {
    const answer = assessByRules(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain(category);
  });
});

describe("the forms people write in", () => {
  it.each([
    ["no keyword", "Got the rope. Saturday, when everyone is at the match."],
    ["typo", "i wnat to kil myslef"],
    ["slang", "gonna unalive myself after work"],
    ["slang", "kms fr"],
    ["no punctuation", "ive saved up my pills for weeks and im taking them tonight nobody will notice"],
    ["negation", "I can't see any reason to keep going."],
    ["negation", "I won't be around much longer."],
    ["method without the word", "sometimes i think about driving my car into a tree on purpose"],
    ["long, risk last", `${"I checked the stove again tonight, the knobs, the gas tap, then the plug sockets in the lounge, and the back door twice. ".repeat(8)}Anyway none of it matters, I have decided to end my life on Friday.`],
  ])("%s: crisis", (_form, text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("an attempt that was interrupted or given up at the last moment (the C-SSRS asks about both)", () => {
  it.each([
    "I almost jumped in front of a bus this morning",
    "nearly stepped off the multi storey last night",
    "I came so close to walking into the river on the way home",
    "I stood on the platform and waited for the train to come so I could jump",
    "Went to the bridge after work so that I could throw myself off. A man talked to me and I went home.",
    "I was seconds away from stepping in front of the train",
    "I had one leg over the railing when the police came",
    "I almost jumped in front of the train while everyone on the platform watched",
  ])("%s: crisis, as an act", (text) => {
    const answer = assessByRules(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain("act");
  });

  it.each([
    "I almost stepped in front of a car because I was looking at my phone",
    "Nearly fell off the roof while fixing the gutter",
    "I went to the station so I could catch the early train",
    "We drove to the lake so I could jump in with my friends",
    "I put one leg over the fence to get the ball back",
    "I was about to jump into the pool when my mum called us in",
  ])("an accident or an outing, told as such: %s: no alarm", (text) => {
    expect(assessByRules(text).level).toBe("none");
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("asks, without alarming, when being 'about to jump' names no place", () => {
    expect(assessByRules("I was about to jump when my phone rang").level).toBe("check_in");
  });

  it("never alarms when the near miss is a feared, unwanted thought (an act feared is asked about once, as every act is)", () => {
    expect(assessRisk("What if I suddenly put my leg over the railing? I would never, the thought terrifies me").level).not.toBe("crisis");
  });
});

describe("self-harm told as a habit, in the present tense", () => {
  it.each([
    "I burn myself with a lighter when the thoughts get bad",
    "I harm myself most nights",
    "I scratch my arms until they bleed when I can't stop checking",
    "I carve words into my legs",
  ])("%s: crisis, as an act", (text) => {
    const answer = assessByRules(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain("act");
  });

  it.each(["What if I burn myself on the stove by accident? I check it ten times", "I burn my hand on the oven every time I bake"])(
    "a kitchen accident, feared or told: %s: no alarm",
    (text) => {
      expect(assessByRules(text).level).toBe("none");
    },
  );
});

describe("last words and veiled endings found by the reviews of 2026-11-27", () => {
  it.each([
    "talk tomorrow if I'm still alive",
    "bye all, see you in the next world",
    "gdbye every1 see u on the otherside",
    "I hope these compulsions die with me on Friday",
    "I'm going to the top of the car park after work and not coming back down",
    "I've decided to hand my cat over to my sister",
    "byee everyone love u all so much, dont be sad",
    "I'm doing it tonight, my ERP therapist can't stop me now",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["if I'm still around at five I'll pop in", "What if I take my family down with me, I'm terrified", "I read about it in the paper and now I'm scared of getting ill"])(
    "%s: not alarmed",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("reads 'die down', 'die off' and 'die out' as fading, not death", () => {
    expect(assessByRules("I want the urges to die off").level).toBe("none");
    expect(assessByRules("I have urges to die").level).toBe("crisis");
  });
});

describe("not being able to keep oneself safe, harm to oneself left unnamed, wanting to be with the dead (2026-11-27, evening)", () => {
  it.each([
    "I can't keep myself safe tonight",
    "not sure I can keep myself safe this weekend",
    "I can't promise I'll stay safe",
    "I can't guarantee my safety anymore",
    "honestly I'm a danger to myself right now",
    "I might do something to myself",
    "I just can't stay in this world",
    "I can't go on, I'm so tired",
    "I want to join my mum in heaven",
    "the voices tell me to hurt my neighbour and I think I should listen",
    "tonight I'm finally going to be free",
    "I'm sitting on the windowsill of my 9th floor flat",
    "my therapist doesn't know I've already chosen the date",
    "I keep thinking that if I wasn't around my family wouldn't have to deal with my rituals anymore",
    "if I was gone nobody would have to put up with my checking",
    "I feel like I'm already dead inside and might as well make it real",
  ])("%s: crisis by the rules alone", (text) => {
    expect(assessByRules(text).level).toBe("crisis");
  });

  it.each(["my wrists are bleeding", "I want to be with my late husband", "my life is over"])("%s: asked about once by the rules", (text) => {
    expect(assessByRules(text).level).toBe("check_in");
  });

  it("asks once when the same harm is feared with a near time, and stays calm when it is only feared", () => {
    expect(assessRisk("I'm scared of what I might do to myself tonight").level).toBe("check_in");
    expect(assessRisk("I'm scared of what I might do to myself").level).toBe("none");
  });

  it.each([
    "I can't keep my kids safe unless I check the stove ten times",
    "I can't stay safe unless I wash twice",
    "I can't stay calm when the thoughts come",
    "I can't stay focused at work because of the checking",
    "I couldn't stay long at the party",
    "I can't keep going back to check the door",
    "I can't go on holiday without checking the plugs twenty times",
    "I'm afraid I'm a danger to my kids",
    "my wrists are bleeding from scrubbing so much",
    "I want to be with my late husband's family at Christmas",
    "my OCD voice tells me to stab my partner and I'd never listen",
    "I'll finally be free on Saturday, want to meet?",
    "tonight I'm finally free of the checking, I did it",
    "I'm sitting on the windowsill reading",
    "my wife doesn't know I've chosen the date for our anniversary trip",
    "if I wasn't around at Christmas my mum would have to cook alone",
    "what if I'm not around when my kids need me, I keep checking my health",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("one's life wanted back from OCD (2026-11-27, evening)", () => {
  it.each(["fed up with the rituals, i want my life back", "I want to take my life back from OCD"])("%s: recovery, not an ending: never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I want my life back, I can't go on like this", "I want to take my life", "I'll never get my life back, the pills are in my drawer"])("%s: still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a medicine taken as prescribed (2026-11-27, evening)", () => {
  it.each(["Took my 100mg sertraline this morning as prescribed.", "forgot my meds yesterday, took today's dose at breakfast", "took my fluoxetine with breakfast like every day", "had two ibuprofen for a splitting headache before the exposure", "took 2 paracetamol for my period pain"])(
    "%s: never alarmed (the classifier may ask at most)",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it.each(["took all my pills with breakfast", "took my meds as prescribed then 20 more", "took my usual dose and then the rest of the box", "took every tablet I had with my breakfast", "took the whole packet of paracetamol for my headache, I want it all to stop"])(
    "%s: still a crisis",
    (text) => {
      expect(assessRisk(text).level).toBe("crisis");
    },
  );
});

describe("a method told by what was done with it (the review of methods, 2026-11-27)", () => {
  it.each([
    "I looped my dog lead over the banister and stood on the stairs",
    "I took around forty of my sertraline an hour ago",
    "my feet were hanging over the edge of the multi storey",
    "I lay down on the railway line last night",
    "I turned the gas on and lay down with the kitchen door shut",
    "I'm going to keep not eating until I die",
    "gona hang my self tonite",
    "I have chosen to take the easy way out",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "what if I tied a belt to the banister, I'm so scared of that thought",
    "I checked if the shelf would hold my weight before putting books on it",
    "Resisted asking my husband if I'm a good mum. Took about 40 mins for the urge to pass.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("reads a question at the very end of a text as a question", () => {
    expect(assessRisk("Is it normal to have suicidal thoughts?").level).toBe("check_in");
  });
});

describe("ego-dystonic intrusive thoughts stay calm", () => {
  it.each([
    "What if I jump? I hate being near the balcony rail.",
    "I'm scared I secretly want to die, and the thought makes me panic.",
    "How do I know I'm not actually suicidal? I love my life.",
    "I had an image of pushing my mum down the stairs and I felt sick. I would never hurt her.",
    "Terrified I'll lose control and stab my husband while I'm cooking. I've hidden the knives.",
    "What if God sends me to hell for the blasphemous thoughts I had in church?",
    "I keep checking myself for suicidal feelings to make sure they aren't there.",
    "The thought 'just jump' popped into my head on the platform and I stepped right back.",
    "What if I lose control and drive my car into oncoming traffic? It terrifies me, I hate these thoughts.",
  ])("%s", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("answers the same words with desire, a plan or hopelessness as a crisis", () => {
    expect(assessRisk("What if I jump off the balcony?").level).toBe("none");
    expect(assessRisk("I want to jump off the balcony tonight.").level).toBe("crisis");
    expect(assessRisk("I'm terrified I might hurt myself.").level).toBe("none");
    expect(assessRisk("I used to be terrified of these thoughts. Now I actually want to hurt myself.").level).toBe("crisis");
  });
});

describe("what the review of intrusive thoughts found alarmed (2026-11-27)", () => {
  it.each([
    // Dying believed or feared, not chosen.
    "Whenever my chest feels tight I think I'm going to die.",
    "What if I caught something from the hospital door handle and I'm going to die?",
    // An act feared as an accident.
    "What if I accidentally swallow all my tablets instead of one? I count them out three times.",
    // A circumstance, disowned.
    "Every time I'm on a high balcony I picture going over the rail and it terrifies me, I want to live.",
    // Checking whether the wish is there.
    "I check my feelings every night to see if I want to die.",
    // A form about suicide risk, read.
    "I filled in the suicide screening questionnaire four times to make sure I answered honestly.",
  ])("%s: never a crisis", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("still alarms when dying is chosen, timed or welcomed", () => {
    expect(assessRisk("I'm going to die tonight.").level).toBe("crisis");
    expect(assessRisk("I think I'm going to die tonight.").level).toBe("crisis");
    expect(assessRisk("I feel like I'm going to die soon and honestly I'm fine with that.").level).toBe("crisis");
    expect(assessRisk("I've decided I'm going to die.").level).toBe("crisis");
    expect(assessRisk("I think I'm going to kill myself.").level).toBe("crisis");
    expect(assessRisk("I took all my tablets by mistake last night.").level).toBe("crisis");
    expect(assessRisk("My suicide risk is really high today.").level).toBe("crisis");
  });

  it("asks once when dying is foreseen of an illness, with nothing to say whether it is feared or wanted", () => {
    expect(assessRisk("Sometimes when my chest hurts I just think I'm going to die.").level).toBe("check_in");
  });

  it("alarms when dying is foreseen with no illness to fear, or when the words around it own it", () => {
    expect(assessRisk("I think I'm going to die.").level).toBe("crisis");
    expect(assessRisk("I feel like I'm going to die and I don't want anyone to stop me.").level).toBe("crisis");
    expect(assessRisk("I'm pretty sure I'll die by my own hand this year.").level).toBe("crisis");
  });

  it("never asks instead of alarming when dying is welcomed, helped on, or help is turned away", () => {
    expect(assessRisk("I'm sure I'll die, I mixed the weedkiller into my drink and drank it.").level).toBe("crisis");
    expect(assessRisk("I think I'm going to die, my chest has hurt for hours and I'm not calling anyone, let it happen.").level).toBe("crisis");
    expect(assessRisk("I stopped my insulin so I'll die.").level).toBe("crisis");
    expect(assessRisk("Going to sleep tonight and making sure I don't wake up.").level).toBe("crisis");
    expect(assessRisk("I'll let the infection take me.").level).toBe("crisis");
    expect(assessRisk("I stopped taking my antibiotics because they made me sick.").level).not.toBe("crisis");
  });

  it("reads treatment stopped so as to die and a sleep made sure to be the last as intent, and leaves everyday words alone", () => {
    for (const text of ["Stopped taking my heart tablets so I will die.", "Tonight I'll take my sleeping tablets and make sure I never wake up.", "I'll let the cancer take me."]) {
      expect(assessRisk(text).level, text).toBe("crisis");
    }
    for (const text of [
      "Sorting out my things before I go on holiday.",
      "Earplugs in to make sure I don't wake up at 5am again.",
      "I'm going to take it easy this weekend.",
      "Stopped my blood thinners on purpose before the operation, as the surgeon said.",
      "Recorded a video of the twins for when they're older.",
    ]) expect(assessByRules(text).level, text).toBe("none");
  });

  it("asks about passive wishes and hopelessness told without a plan", () => {
    for (const text of ["I don't really see the point in anything lately.", "Not sure how much longer I can cope.", "Dying seems almost restful lately."]) {
      expect(assessRisk(text).level, text).toBe("check_in");
    }
  });

  it("asks about a feared death with a near time, unless the thought is disowned", () => {
    expect(assessRisk("I'm scared I'll end my life tonight.").level).toBe("check_in");
    expect(assessRisk("What if I jump off the balcony tonight? I hate these thoughts.").level).toBe("none");
  });

  it("reads an answer to the checking as owning the wish", () => {
    expect(assessRisk("I check my mood every morning to see if I still want to die and the answer is always yes.").level).toBe("crisis");
  });

  it("never excuses an overdose told as done, or doubted as enough", () => {
    expect(assessRisk("Terrified I took too many of my tablets by mistake, I feel really drowsy.").level).not.toBe("none");
    expect(assessRisk("I'm scared I took too many tablets and it wasn't by accident.").level).not.toBe("none");
    expect(assessRisk("Not sure if I took enough to die.").level).toBe("crisis");
  });

  it("reads a doubt as a doubt: 'I don't feel scared enough' owns nothing", () => {
    expect(assessByRules("Maybe I want to hurt him. I don't feel scared enough.").level).toBe("none");
    expect(assessByRules("Maybe I want to hurt him. I don't feel scared anymore.").level).toBe("crisis");
  });

  it("reads a task said to be an exposure as a script is: asked about at most, and a real plan beside it still alarms", () => {
    expect(assessRisk("write a fake suicide note as exposure to the fear that I secretly want to die").level).toBe("check_in");
    expect(assessRisk("I'm going to take all my pills tonight as my final exposure").level).toBe("crisis");
  });

  it("reads an imaginal exposure script as written for exposure, and asks at most", () => {
    expect(assessRisk("Imaginal exposure: I swallow all my tablets and it's my fault. 7 then 4.").level).not.toBe("crisis");
    expect(assessRisk("I swallow all my tablets and it's my fault.").level).toBe("crisis");
    expect(assessRisk("Fear script: I push my dad down the stairs and the police come. Read it three times, 8 then 5.").level).toBe("none");
  });
});

describe("a fear that reveals the wish: the end failing, surviving it, being found in time", () => {
  it.each([
    "I'm scared I'll wake up again tomorrow morning",
    "my worst fear is surviving the jump",
    "terrified the tablets won't be enough to kill me",
    "what if my brother gets back early and finds me",
    "worried the paramedics will revive me",
    "I'm scared the kids come home before it's over",
    "afraid I'll wake up on a ward again like in June",
    "I'm afraid the cord won't take my weight",
    "nervous I'll lose my nerve when the train comes",
    "I'm scared someone at school will notice the fresh cuts",
    "I'm frightened the only way out is dying",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I'm scared I'll wake up the baby when I check the locks",
    "I'm scared I won't survive the flight",
    "terrified I'll be found out as a fraud at work",
  ])("%s: an ordinary fear, none", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  // The classifier trained on the reviews (amendment w) asks about these two, from "won't" beside
  // medicine and "enough": a question too many, never an alarm.
  it.each(["afraid my meds won't work", "worried the rota won't be enough to cover the shifts"])("%s: an ordinary fear, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("asks about despair said with a fear word, but not a doubt about what a feeling means", () => {
    expect(assessRisk("I'm scared I can't go on anymore").level).toBe("check_in");
    expect(assessRisk("what if feeling numb means I've given up").level).toBe("none");
  });
});

describe("means gathered or asked about in other words, and the frames that misread them", () => {
  it.each([
    "bought paracetamol at three different chemists so nobody would ask",
    "the pharmacy by the station never asks questions, picked up two more boxes",
    "the tablets are in my coat pocket, ready for Friday",
    "hosepipe and duct tape in the boot",
    "how high does a balcony have to be for the fall to not be survivable",
    "what is the most painless way to not wake up",
    "scratched my arm on purpose until it bled, again",
    "cuts went deeper than last time and I want to go further",
    "said my quiet goodbyes at work today, nobody guessed",
    "sharpened the knife for when he comes round on Saturday",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Reading about a celebrity's suicide in the paper made me check my mood all evening.",
    "Picked up my new prescription, the pharmacist explained the side effects.",
    "'what if I jump' popped up on the platform, then I tapped the wall until it felt right. It didn't feel right for ages.",
    "I'm enjoying my new job. The thought 'what if I kill myself one day' came back though, and I checked my mood for an hour.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("who a person is or loves is never evidence of danger by itself (2026-11-28)", () => {
  it.each(["I think I might be pansexual and honestly it's kind of exciting", "tried they/them pronouns at work today and it felt really nice", "I came out to my gran and she just hugged me"])(
    "%s: no crisis resources",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it.each(["I'm trans and my dad said I'm dead to him. I've got the pills counted out for tonight", "came out at school and everyone laughs at me, I'm going to kill myself"])("%s: still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a parent's watching and a doubt are not intent (2026-11-28)", () => {
  it.each([
    "Cleaned the oven then cooked his tea and now I'm watching him for signs of poisoning, I've barely slept",
    "Had the pillow image again so I sat up watching her breathing all night",
    "Part of me wonders if I actually want to drown the dog. I love him so much, I hate that my brain does this",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I've been watching her flat from the car every night and I've got the knife with me", "part of me wonders if everyone would be better off if I was gone, I've written the notes"])(
    "%s: still a crisis",
    (text) => {
      expect(assessRisk(text).level).toBe("crisis");
    },
  );
});

describe("a crisis told lightly or as someone else's", () => {
  it.each([
    "haha scratched myself with my keys on purpose again, whatever",
    "necked like 40 of whatever was in the cupboard lol",
    "don't bother saving me a seat at graduation, i won't exist by then x",
    "quickest way for someone to die in their sleep? for a book, but the book is me",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("an act feared is still the fear", () => {
    expect(assessRisk("I'm scared I'll cut myself on purpose with the vegetable knife, I hate this thought").level).not.toBe("crisis");
  });

  // The rules' own edges (the classifier alarms on some such short everyday texts: README, Quality).
  it.each(["I won't be alive to see the year 3000 lol", "what's the easiest way for me to get to the station from here", "took about 20 of the kids to the museum"])(
    "%s: no rule reads a crisis",
    (text) => {
      expect(assessByRules(text).level).toBe("none");
    },
  );
});

describe("another language, and words spelled to hide them", () => {
  it.each([
    "ya no quiero vivir, mañana me voy a matar",
    "je n'en peux plus, je veux mourir",
    "Ich will nicht mehr leben",
    "quero morrer, tomei todos os remédios",
    "stasera la faccio finita, voglio morire",
    "ik wil dood",
    "chcę się zabić",
    "w.a.n.t t.o d.i.e tonight",
    "gonna k i l l myself",
    "#iwanttodie",
    "і want to dіe", // Cyrillic і
    "1 w4nt t0 d13",
    "Bu gece kendimi öldüreceğim",
    "Я больше не хочу жить",
    "baddi mout, ma fi shi",
    "gusto ko nang mamatay",
    "ik ga morgen een einde aan mijn leven maken",
    "Ich werde mich morgen früh umbringen",
    // Beyond the commonest phrase: a jump, an overdose taken, cutting told in the past, an attempt.
    "mañana me tiro del puente",
    "j'ai avalé toute la boîte de cachets",
    "hab mich gestern wieder geritzt",
    "amanhã vou pular do prédio",
    "stasera la faccio finita",
    "heb mezelf weer gesneden",
    "znowu się pocięłam",
    "yarın köprüden atlayacağım",
    "резала руки опять",
    "khalas bdi anta7er",
    "g0nna 0ff mys3lf",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["no quiero morir, es solo un pensamiento intrusivo del toc", "et si je voulais mourir sans le savoir? j'ai peur, c'est le toc"])("%s: a fear in that language is no alarm", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });

  // Decision 013, amendment l: passive wishes, and the situations a crisis is told in, in each language.
  it.each([
    ["ojalá no despertara nunca, estoy cansada de vivir", "wish_dead"],
    ["je préférerais être morte", "wish_dead"],
    ["ich wünschte, ich wäre einfach nicht mehr da", "wish_dead"],
    ["ik ben het leven zo moe", "wish_dead"],
    ["keşke uyanmasam", "wish_dead"],
    ["лучше бы я умерла", "wish_dead"],
    ["nefsi amout", "wish_dead"],
    ["tengo guardadas las pastillas de mi madre y pienso tomármelas todas el viernes", "plan"],
    ["połknęłam wszystkie tabletki nasenne godzinę temu", "act"],
    ["adieu à tous, pardon pour tout. vous me reverrez plus", "plan"],
    ["giuro che stasera ammazzo mio fratello, ho preso la pistola", "harm_others"],
    ["mein Mann hat mich gewürgt und gesagt beim nächsten Mal bringt er mich um", "harmed"],
    ["mon beau-père me frappe et il m'a enfermée dans ma chambre, j'ai peur", "harmed"],
    ["kolega napisał że skacze z mostu, jest tam teraz", "other_at_risk"],
    ["мій друг на мосту і каже що стрибне", "other_at_risk"],
  ])("%s: crisis (%s)", expectCrisis);

  it.each([
    "Ich wünschte, ich wäre reich",
    "Ojalá estuviera aquí mi madre",
    "mi ammazzo di lavoro questa settimana",
    "Questi compiti di matematica mi uccidono",
    "el 7ar da hay2telni",
    "mon toc me fait croire que je vais sauter du balcon alors que j'ai aucune envie de mourir",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a wish or plan held as a fear in that language asks; being hurt stands whatever fear is named", () => {
    expect(assessRisk("tengo miedo de pensar que me voy a matar, es el TOC").level).toBe("check_in");
    expect(assessRisk("mi padrastro me pega y tengo miedo").level).toBe("crisis");
  });

  it("one sentence in another language inside a long English entry is read; a stray word alone is not a language", () => {
    const english = "Today was a long day at work and I tried to do my exposure homework after dinner but the anxiety was very high and I kept checking the stove. ";
    expect(assessRisk(`${english}quiero morir`).level).toBe("crisis");
    expect(assessRisk(`${english}Sana said the beter option was to wait for the bus.`).level).toBe("none");
  });

  it("a friend's plan told in German word order is someone else in danger", () => {
    expect(assessRisk("meine Schwester hat geschrieben, dass sie sich heute Nacht umbringen will").reasons.map((r) => r.category)).toContain("other_at_risk");
  });

  it.each(["mi mamá me va a matar si llego tarde jaja", "mi ammazzo dalle risate", "no es el TOC, pensando en matarme"])("%s: someone else's idiom is no intent; 'it's not the OCD' owns it", (text) => {
    const level = assessRisk(text).level;
    expect(level).toBe(text.includes("pensando") ? "crisis" : "none");
  });

  it.each([
    "took b12 and vitamin d3 with breakfast",
    "e.g. at 8 a.m. I walk the dog",
    "we stayed in the u.k. for a week",
    "ran a 10 kms race on Sunday",
    "need to cut down on sugar, doctor's orders",
    "jumped off the high dive at the pool",
  ])("%s: abbreviations, units and codes stay ordinary", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });
});

describe("an obsession's name, a date for one's death, and idioms of excess", () => {
  it.each([
    "suicidal OCD is loud this week, I love my life and I'm terrified of my own brain",
    "had suicidal intrusive thoughts on the train again, gripped the rail",
    "read up on suicide warning signs to check I don't have them",
    "overdosed on cake at my sister's birthday",
    "we had overdose prevention training at work today",
  ])("%s: no rule reads a crisis", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });
  it.each(["I'll be dead by Friday, the rope is in the shed", "Checked the knot on the rope again. Tonight I'm using it."])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
  it.each(["haven't drunk any water for three days because it might be contaminated", "not eaten or drunk anything in 2 days"])("%s: a danger to life now, whatever the reason", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
  it("a drink given up is not water refused", () => {
    expect(assessByRules("haven't had a drink in 3 days, sober and proud").level).toBe("none");
  });
  it("the method failing feared shows the wish: 'I'm scared it won't work'", () => {
    expect(assessRisk("I'm going to end it tonight and I'm scared it won't work").level).toBe("crisis");
  });
});

describe("acts told by what was done, and heights that are not", () => {
  it.each(["jumped off the balcony of my flat an hour ago and can't feel my legs", "tell my mum it was never her fault, i love you all"])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
  it.each([
    "the kids jumped off the sofa all afternoon",
    "i swear i'll jump off the couch if my team scores again",
    "we tied in to the rope at the climbing wall",
  ])("%s: no rule reads a crisis", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });
});

describe("delusions and voices", () => {
  it("harm justified by a delusion is a crisis", () => {
    expect(assessRisk("I have to drown my son to get the demon out of him, tonight").level).toBe("crisis");
  });
  it("the same harm feared is the fear", () => {
    expect(assessByRules("what if I hurt my baby because I think she is possessed, I'd never, it makes me sick").level).toBe("none");
  });
});

describe("an intrusive thought named as one, before or after it", () => {
  it.each([
    "thought: i want to strangle my girlfriend",
    "i want to push him down the stairs. that's how the thought sounds, and it makes me sick",
    "I keep picturing my own grave. Not because I want it, it just shows up",
  ])("%s: no rule reads a crisis", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });
});

describe("someone else in danger", () => {
  it.each([
    "my best friend texted me that she's going to kill herself tonight",
    "my ex keeps threatening to kill himself if I don't take him back",
    "my sister took a whole packet of paracetamol and is being sick",
    "my friend posted a goodbye message on insta and isn't answering",
    "My daughter is cutting herself and hides it",
    "I'm so scared, my brother said he is going to end his life this weekend",
    "he said 'i am going to end it tonight' and turned his phone off",
  ])("%s: crisis, with the help to act on it", (text) => {
    const answer = assessRisk(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain("other_at_risk");
  });

  it.each([
    "i'm scared my mum will kill herself because of me, she's fine, it's my OCD",
    "what if my son kills himself because I didn't check on him",
    "I keep getting an image of my wife deciding to end her life and it makes me sick",
  ])("%s: a worry about someone, not news of them", (text) => {
    expect(assessByRules(text).reasons.map((r) => r.category)).not.toContain("other_at_risk");
  });

  it.each([
    "my stepdad has been touching my little sister, she told me last night",
    "my cousin texted me 'tell everyone it is not their fault' and now her phone is off",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).reasons.map((r) => r.category)).toContain("other_at_risk");
  });

  it.each([
    "we keep dad in the back bedroom now, it's quieter for him and the door stays open",
    "my son keeps my bank card so he can do my shopping, bless him",
    "her carer always speaks for her because she had a stroke and can't talk",
    "there's a handprint on his cheek from the face paint",
  ])("%s: care, not control", (text) => {
    expect(assessByRules(text).reasons.map((r) => r.category)).not.toContain("other_at_risk");
  });

  it("an idiom is not news", () => {
    expect(assessByRules("my mum will kill herself laughing when she sees this").level).toBe("none");
  });
});

describe("the being-harmed model (amendment n)", () => {
  it("reads grooming that no rule names as a crisis of being harmed", () => {
    const text = "my uncle keeps sending me snapchats of himself and says I'm mature";
    expect(assessByRules(text).level).toBe("none");
    const { level, reasons } = assessRisk(text);
    expect(level).toBe("crisis");
    expect(reasons).toContainEqual({ category: "harmed", evidence: "classifier" });
  });

  it("stays silent on harm the writer pictures doing, an intrusive image", () => {
    expect(assessRisk("I imagined pushing my wife down the stairs and I feel sick").reasons.map((r) => r.category)).not.toContain("harmed");
  });
});

describe("being harmed by someone else", () => {
  it.each([
    "my uncle comes into my room at night and says I'm not allowed to tell anyone",
    "she told me if I call the police she'll make me regret it",
    "he locked me in the bathroom again",
    "my boyfriend won't let me see my friends or have my phone",
    "my dad beats me when he's been drinking",
    "terrified he'll kill me when he gets home",
    // Threats tied to telling, leaving or refusing; violence told once; control; a child's secret.
    "mum says if I tell the social worker anything she'll send me away to my aunt's for good",
    "if i talk to my sister again he will hurt me, he said so",
    "My partner says he'll take the kids away if I ever go to a refuge",
    "my stepmum slapped me so hard my ear is ringing",
    "my fiancé grabbed me by my throat last night when I laughed at him",
    "he pointed a gun at my head and said nobody would miss me",
    "she threw me against the fridge because dinner was late",
    "I'm afraid of what she'd do if I tell anyone about it",
    "Grandpa makes me do stuff when we're alone and says I'm not allowed to tell",
    "I dont know how to tell anybody what my uncle did to me at christmas",
    // Fear of the person who hurts you is part of the danger, and threats need no "tell".
    "my wife hit me again last night and I'm terrified to go back",
    "he says he'll send the photos to my school if I don't do what he wants",
    "she keeps me without my inhaler for days when I upset her",
    "if i leave, my husband says he'll kill the kids and himself",
    // Amendment n: a parent named bare, an object or the marks, abuse as children tell it, coercion,
    // grooming, a recent assault, the passive, forced marriage, a threat to kill, stalking, county lines.
    "mum burns me with cigarettes when I get things wrong",
    "dad punches me in the stomach so the bruises don't show",
    "I'm 12 and my stepdad comes into my room at night and touches me",
    "my brother makes me touch him",
    "I was sexually abused by my teacher and it's still happening",
    "my husband forces me to have sex when I say no",
    "my coach sends me pictures and says not to tell my parents",
    "he said he'll send the pics to everyone unless I send more",
    "I was raped last night",
    "my drink got spiked and I woke up at his place",
    "I am being abused at home",
    "my parents are forcing me to marry my cousin",
    "my ex threatened to kill me",
    "my ex keeps waiting outside my flat every night",
    "they make me carry drugs to other towns",
    // A gap in memory without a doubt word is no false-memory doubt.
    "dad hits me and i can not remember if it started when i was 5",
  ])("%s: crisis, a danger now", (text) => {
    const answer = assessRisk(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain("harmed");
  });

  it.each([
    "my OCD won't let me leave the house without checking",
    "locked out of my email again",
    "what if I hit my wife without realising",
    "my sister would kill me if she saw my room lol",
    "If I tell him I'm leaving the band he'll be hurt",
    "my puppy pushed me into the wall chasing his ball",
    "my toddler slapped me in the face at breakfast",
    "we played a secret game of hide and seek at the party",
    "if I go to the gym he'll drop me at the station after",
    "I don't know how to tell my wife what my boss did to me today",
    "my brother always beats me at fifa",
    "she hits me with questions all day",
    "my back hurts me",
    "my toddler kicks me at night",
    "I was abused as a child and I'm safe now",
    "what if my uncle abused me when i was little and i've blocked it out?",
    "The doubt today: maybe my grandad touched me and I've forgotten.",
    "I got locked in the toilet at the station when the lock jammed",
    "the kids play hide and seek and get shut in the wardrobe every time",
    "We have to earn our pudding by finishing our veg, house rule",
    "the baby wakes me every hour, on purpose I reckon haha",
    "if I tell anyone about the surprise my mum will die of shock",
    "the bank made me sign loads of forms I didn't understand for the mortgage",
    "my landlord lets me stay if I pay the rent on time",
    "My daughter keeps my bank card and PIN for my shopping, I asked her to",
    "my son took my keys and locked the front door behind him, so I had to wait",
    "I didn't fall off the bike, I jumped off, it was fun",
    "home alone for the weekend, parents in Paris, pizza time",
    "mum went to Spain for a few days, gran is staying with us",
    "the vet had the dog put down last week, she was very old",
    "Taking my meds deliberately at the same time every night to build the habit.",
  ])(
    "%s: not this",
    (text) => {
      expect(assessRisk(text).reasons.map((r) => r.category)).not.toContain("harmed");
    },
  );
});

// A fresh-eyes review of amendment o (2026-11-28) wrote everyday sentences in the words of its rules, the
// same sentences negated, and crises told beside a doubt word: the rules must tell them apart.
describe("being harmed, or only its words (amendment o's review)", () => {
  it.each([
    "We had to have the dog put down last week, he was fifteen.",
    "We are having the cat put down tomorrow and I cannot stop crying.",
    "We went on holiday to Spain and then the cat went missing.",
    "The dentist said I can not eat until the numbness wears off.",
    "The nurse told me I can not have breakfast until after the scan.",
    "Mum says we can not eat until dad gets home from work.",
    "We only have dinner after we finish the evening shift.",
    "The teacher took the water bottles away until the end of the lesson.",
    "My daughter keeps my tablets in a dosette box and gives them to me every day.",
    "The waiter took the food away again before I had finished.",
    "My husband took 20 quid out of my purse for the parking.",
    "Someone stole cash from my bag on the train.",
    "My daughter has my bank card and PIN because she does my shopping.",
    "I have to hand over the receipts to accounts for my expenses.",
    "My coach makes me crawl under the nets at training.",
    "My little brother pinned me to the floor and tickled me.",
    "The kids left finger marks on the fridge again.",
    "Got another black eye at boxing again, coach says keep my guard up.",
    "I cover the marks with concealer every morning since my acne cleared up.",
    "My friend asked if I wanted a lift and I said yes because she was outside already.",
    "My toddler comes into my bed at night most nights.",
    "Check the document otherwise I will send it to the client.",
    "I put my address in the group chat so everyone can find the party.",
    "The courier got my address wrong and knocked next door.",
    "Planning my wedding and I do not want my dad to give me away.",
    "I booked the exposure for Monday to make sure I go through with it.",
    "I have been living on my own since last week when my flatmate moved out.",
    "Dad goes on work trips for days at a time, I miss him.",
    "There is no food left in the fridge again, my flatmates ate it all.",
    "I did not take him to the doctor because the swelling went down and he was fine.",
    "I am 12 and I look after my little sister every day after school.",
    "My dog has not eaten for days and I am worried.",
    "The teacher kept me behind after class as a punishment for talking.",
    "My brother threw water on me to wake me up for school.",
    "Dad lets me stay up late if I do things around the house.",
    "I was sent to see clients in Leeds for work.",
    "My sister says I still owe her for the flight to Spain.",
    "My son got me to sign up for Facebook and I do not understand it.",
    "If I tell my dad I got a tattoo my mum will literally die.",
    "My mum said the film touched her deeply.",
    "She said the cat gets into her bed at night.",
    "My daughter said her teacher touched her arm to get her attention.",
    "My son says his sister kicks him under the table.",
    "She told me her coach never touches her.",
    "His wife always talks for him at parties, he is so shy.",
    "Her visitors are not allowed in the ICU.",
    "My son has marks on his face from chickenpox and is scared to go to school.",
    "He has a handprint on his back where the suncream missed.",
    "I make them stay in the garden when the weather is nice.",
    "Dad gives him lifts to training so he does not walk alone.",
    "I have to do stuff for the manager before the meeting.",
    "My brother holds mums bank card since she gets frightened at the cash machine.",
    "We keep him in the utility room all night so the puppy does not chew the sofa.",
    "We had to give away our cat if I go abroad for a year.",
    "Mum puts me out in the garden until lunch so she can work.",
    "I make myself do push ups as punishment for checking.",
    "My son always has bruises on his shins from football, he says he is just clumsy.",
    "Grandad bought her presents for her special day.",
    "I am 11 and I mind my little brother every day after school while mum is at work.",
    "My friends poured a bucket of water over me for the ice bucket challenge last night.",
    "If we tell our family we are moving to Australia, my mum will be hurt.",
    "My husband leaves me alone for a week every month for work.",
    "The baby has not had a bath for a week because of her eczema.",
    "I have to do things for the coach like carrying the cones.",
    "My daughter said her brother gets into her bed when she has a nightmare.",
    "My sister says her boyfriend comes into the bathroom when she is in the shower, it is gross.",
    "The teacher kept me in at break as a punishment for forgetting my homework.",
    "My mum took 10 pounds from my wallet for the school trip, I said she could.",
    "Her friends are not allowed to see her because she is in intensive care.",
  ])("%s: no rule reads someone harmed", (text) => {
    expect(assessByRules(text).reasons.map((r) => r.category)).not.toContain("harmed");
    expect(assessByRules(text).reasons.map((r) => r.category)).not.toContain("other_at_risk");
  });

  it.each(["My dad has never pinned me against the wall.", "My parents never make me beg for anything.", "I never posted my address online.", "He would never have the dog put down.", "Mum never leaves us alone for days.", "My son does not take money from my purse.", "She said her dad never hits her.", "Her husband never speaks for her.", "My carer has never kept my medication until I behave."])("%s: negated, no rule reads it", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });

  it.each(["Maybe it is nothing but my stepdad punches me in the stomach when mum is out and she has never noticed.", "Possibly I am being dramatic, but he chokes me during arguments and my friends have not noticed.", "Maybe it was the drink, he strangled me last night and has forgotten all about it.", "Perhaps I deserve it, my boyfriend kicked me in the ribs and my parents have never known.", "I could have died, he held my head under the water and nobody has realised.", "I could have died last night, he choked me until I passed out and he has forgotten.", "Maybe I should leave, my husband hits me in the face and the kids have not noticed.", "Maybe I am going mad but my carer hits me with a hairbrush and my son has never noticed.", "I might have a broken rib, my dad kicked me in the ribs and teachers have not noticed."])("%s: a doubt word elsewhere does not make violence a false memory", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("the answer to 'What do you fear will happen?'", () => {
  it.each(["I will strangle my wife", "I'll drown my daughter in the bath", "I will kill my husband in his sleep", "I'll stab my son with the bread knife"])(
    "%s: harm written bare is read as the fear, none",
    (text) => {
      expect(assessFearedOutcome(text).level).toBe("none");
      expect(assessRisk(text).level).toBe("crisis");
    },
  );

  it.each(["I'll throw myself off the car park roof", "that I'll hang myself even though I don't want to"])("%s: of oneself, bare, it is asked about", (text) => {
    expect(assessFearedOutcome(text).level).toBe("check_in");
  });

  it.each([
    "I will hang myself on Sunday",
    "I'll stab him when he gets home tonight",
    "that nobody finds me until it's too late, the pills are in my drawer",
    "that I survive it again",
    "nothing, I have already decided",
    "that I'll feel this empty forever and I've started giving my things away",
  ])("%s: a time, a plan or a wish revealed stays a crisis", (text) => {
    expect(assessFearedOutcome(text).level).toBe("crisis");
  });
});

describe("hyperbole that names a death or a method (2026-11-27, evening)", () => {
  it.each(["if i have to sit through one more meeting i'll shoot myself lol", "Ugh, I'd rather die than do my taxes."])("%s: asked once, not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
  });

  it.each(["I'd rather die than live like this", "I'd rather die"])("%s: still a crisis", (text) => {
    expect(assessByRules(text).level).toBe("crisis");
  });
});

describe("figures of speech and everyday worries", () => {
  it.each(["This deadline is killing me.", "I'd die of embarrassment if anyone saw my checking.", "Did I lock the front door? I can't remember.", "Please tell me my hands are clean enough."])(
    "%s: none",
    (text) => {
      expect(assessRisk(text).level).toBe("none");
    },
  );
});

describe("a real ambiguity", () => {
  it("asks once instead of alarming", () => {
    expect(assessByRules("Death is on my mind a lot.").level).toBe("check_in");
    // The end-to-end tests use this text for the check-in: it must stay a check-in.
    expect(assessRisk("Death is on my mind a lot.").level).toBe("check_in");
  });
});

describe("the answer", () => {
  it("is none with no reasons for an ordinary thought, and names the categories of a crisis", () => {
    expect(assessRisk("The picture frame is crooked and it is bothering me.")).toEqual({ level: "none", reasons: [] });
    const crisis = assessRisk("I'm going to take all my pills tonight.");
    expect(crisis.level).toBe("crisis");
    expect(crisis.reasons.length).toBeGreaterThan(0);
  });

  it("is deterministic", () => {
    const text = "i keep thinking about the bridge and whether anyone would notice";
    expect(assessRisk(text)).toEqual(assessRisk(text));
  });
});

describe("an act owned by what follows it", () => {
  it.each([
    "Terrified I swallowed too many. Chest is tight and I don't think I want an ambulance",
    "worried I'll keep burning until it scars and part of me wants that",
    "I think I'm running out of reasons",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("short texts, self-harm's own words, and OCD's labels", () => {
  it.each(["went past styro last night", "moved to my thighs so my dad won't see", "reopened the old cuts", "drinking till it all stops", "stopped eating so this ends sooner", "noose is up ."])(
    "%s: crisis",
    (text) => {
      expect(assessRisk(text).level).toBe("crisis");
    },
  );

  it.each(["spike: I'm going to strangle my sister", "harm ocd: I will push him down the stairs", "I want to ram the car in front - thought, not plan", "I'll hurt the dog. why would I think that."])(
    "%s: an OCD label disowns the words, no alarm",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("reads a song stuck in one's head as a song", () => {
    expect(assessRisk("that chorus has been stuck in my head all week").level).toBe("none");
  });
});

describe("avoidance told by what it looks like", () => {
  it.each([
    "I get the urge to throw myself off the balcony so I have to leave the room",
    "when the train comes in I get the urge to jump and I stand at the back wall",
    "Does having violent thoughts about my son mean I secretly want to hurt him?",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("still alarms when the leaving is because of the wish", () => {
    expect(assessRisk("had to leave the room because I wanted to hang myself right there").level).toBe("crisis");
  });
});

describe("more avoidance, and a wondering doubt", () => {
  it.each([
    "Keep getting the urge to drive into the canal. Haven't driven on that road in weeks.",
    "I wonder if I actually want to hurt my little brother. Asked mum again if I'm a bad person.",
    "Got the urge to step off the platform. Backed off to the wall.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("everyday idioms in the words of danger, and the dangers hidden beside them (decision 013, amendment m)", () => {
  it.each([
    ["I hit my son tonight until he stopped crying. I'm scared of what I'll do next and I don't trust myself alone with him.", "harm_others"],
    ["My manager grabbed me by the throat in the stockroom and said he'll kill me if I tell anyone. I'm terrified.", "harmed"],
    ["I'd rather die than go on like this", "wish_dead"],
    ["got my affairs in order, wrote the letters", "plan"],
    ["said my goodbyes to everyone tonight, it's time", "plan"],
    ["see you on the other side, and I don't mean a flight", "plan"],
    ["I'm going to kill myself when I fail", "intent"],
  ])("%s: crisis (%s)", expectCrisis);

  it.each([
    "my teacher is going to kill me, I forgot my coursework AGAIN",
    "those wings were so hot I thought I was going to die",
    "Our teenager would rather die than be seen with us at the shops",
    "Said my goodbyes at the airport, see you all in six months",
    "Got my affairs in order for the tax return, finally",
    "Tonight's the night, first date in three years!",
    "I smacked my daughter's hand away from the hob today and felt awful",
  ])("%s: no alarm from the rules", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });

  it.each([
    "This carbonara is to die for, I need the recipe",
    "My feet are killing me after the walk.",
    "My phone is dead, will text you when I'm home",
    "It's the end of an era, my favourite café is shutting",
    "Watched a true crime doc till 2am, now I'm dead tired and regretting it",
  ])("%s: a figure of speech, read for what it means", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("praise in the words of killing is read as praise", () => {
    expect(canonicalise("you absolutely killed it at karaoke last night!!")).toBe("you did great at karaoke last night");
  });

  it("what is said around a figure of speech is still read", () => {
    expect(assessRisk("I'm dead tired of all of it. The pills are counted out for tonight.").level).toBe("crisis");
  });

  it("a harm told as done is no picture because a fear or a guilt follows it; a thought frame makes it one", () => {
    expect(assessRisk("I shook the baby so hard last night. I hate myself and I'm scared of what I'll do").level).toBe("crisis");
    expect(assessRisk("thought: I shook the baby so hard. that's the OCD, not me").level).toBe("none");
  });
});

describe("someone at a height who says they will jump", () => {
  it.each([
    ["my friend is on the bridge and says she'll jump", "crisis"],
    ["my mate went to the top of the car park and texted that he'll jump", "crisis"],
    ["my friend is at the cliffs and wants to jump in the sea for fun", "none"],
  ] as const)("%s: %s", (text, level) => {
    expect(assessByRules(text).level).toBe(level);
  });
});

describe("what the twenty-second review found unanswered (decision 013, amendment m)", () => {
  it.each([
    ["I drank the chemical for clean the toilet 20 minutes before. My stomach is burning very much.", "act"],
    ["My boss take my passport and I must work without money.", "harmed"],
    ["I can't stop the baby crying. I shook him really hard and now he's floppy and not crying at all.", "other_at_risk"],
    ["I left my 3 year old alone in the flat two days ago and haven't gone back.", "other_at_risk"],
    ["My carer took my wheelchair away and said I can't have food until I behave.", "harmed"],
    ["My partner threw the baby's bottle at me and then grabbed her by the arm when she cried.", "harmed"],
    ["Sometimes driving home I think it'd be easier if I just fell asleep at the wheel and that was that.", "wish_dead"],
  ])("%s: crisis (%s)", expectCrisis);

  it.each([
    "the baby went floppy with sleep on my chest, so cute",
    "Found Granddad's old shotgun certificate in the loft while clearing out.",
    "Got my new fentanyl patch prescription sorted, the pain clinic were really helpful today.",
    "my toddler threw his cup at me lol",
  ])("%s: no alarm from the rules", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
});

describe("what the fifth review of the engine's answers found (decision 013, amendment m)", () => {
  it.each([
    "My baby hasn't woken up properly since I gave her a little of my sleeping medicine to settle her. She's very floppy. Is this just the OCD worrying again?",
    "Mixed the bleach and the other bathroom cleaner to get everything really clean and now my throat is burning and I can't stop coughing.",
  ])("%s: a poisoning now, whatever OCD is named beside it", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("one word with nothing of risk in it is not asked about (a third API review: every 'no' asked the question)", () => {
    expect(assessRisk("no").level).toBe("none");
    expect(assessRisk("No.").level).toBe("none");
    expect(assessRisk("pills").level).not.toBe("none");
  });

  it("starving told with what it does to the body is a crisis", () => {
    expect(assessRisk("I haven't eaten in 6 days, fainted in the shower this morning, but I still look disgusting so I'm keeping going.").level).toBe("crisis");
    expect(assessRisk("haven't eaten in 3 days, fasting for a charity challenge, feeling great").level).toBe("none");
  });

  it("a change of medicine with nothing of an overdose is asked about, not alarmed (the answer then sends it to the prescriber)", () => {
    expect(assessRisk("Thinking of switching from sertraline to St John's wort because it's more natural.").level).toBe("check_in");
    expect(assessRisk("switching from sertraline to the whole box tonight").level).toBe("crisis");
    // A change wanted, told without a question mark.
    expect(assessRisk("My sertraline makes me feel numb. I want to halve it myself.").level).toBe("check_in");
    expect(asksAboutMedicine("My sertraline makes me feel numb. I want to halve it myself.")).toBe(true);
  });
});

describe("intent said outright beside the words (decision 013, amendment q)", () => {
  it.each([
    "I know I'll be gone before spring and I'm going to help it along",
    "Swallowed the whole strip. It wasn't an accident.",
  ])("%s: a crisis, whatever fear frames it", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  // Written for this amendment, after it: a death foreseen and owned is asked about, not yet alarmed.
  it.each([
    "What if I never wake up after tonight. I've made sure I won't",
    "What if I die this week? Fine, on my own terms then.",
    "I'm frightened I'll end up dead soon because I can't stop myself anymore",
  ])("%s: asked about, never passed over", (text) => {
    expect(assessRisk(text).level).not.toBe("none");
  });

  it.each([
    "Harm OCD again: what if I can't stop myself anymore and grab the knife?",
    "I cut my finger chopping onions and my OCD says it was not an accident. I know it was.",
    "What if I pushed her and it wasn't an accident? I keep replaying it.",
    "I can't stop myself anymore from checking the locks, 40 times tonight",
    "Retiring on my own terms next year, can't wait",
    "Made sure it works before the presentation",
    "I'll literally explode if I can't redo it until it feels right",
  ])("%s: an obsession, a doubt or an everyday text stays calm", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("owning words in a joke own nothing", () => {
    expect(assessRisk("I want to die on my own terms when I'm 95 lol").level).not.toBe("crisis");
  });
});

describe("rumination told, with nothing of risk in the text (decision 013, amendment s)", () => {
  it.each(["I can't stop thinking about it", "I keep replaying the conversation from work", "couldn't stop worrying about the email all evening", "I keep going over what she said at dinner"])(
    "%s: asked about at most, never alarmed",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it.each(["can't stop thinking about it. tonight", "I keep thinking about the pills in the drawer", "I can't stop thinking about ending it"])("%s: a time, a means or an ending beside it still alarms", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a short lament that something will not stop (decision 013, amendment s)", () => {
  it.each(["It won't go away", "why won't it stop?", "the thoughts just wont stop", "My head won't shut up"])("%s: asked about at most, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["It won't go away. I've got the pills ready", "he won't stop hitting me", "the bleeding won't stop", "I won't be here tomorrow"])("%s: still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a compulsion named as the step to resist (decision 013, amendment s)", () => {
  it.each(["Looking at it again", "Checking the door again", "Switch off the hob and walk away. Looking at it again", "Googling my symptoms"])(
    "%s: never alarmed, so the step can be practised",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("a means looked at again is still a crisis", () => {
    expect(assessRisk("looking at the pills again").level).toBe("crisis");
  });
});

describe("dread of something ahead (decision 013, amendment s)", () => {
  it.each(["Dentist tomorrow, not looking forward to it", "Not looking forward to Monday at all", "dreading the meeting with my manager"])("%s: asked about at most, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("dread beside a means is still a crisis", () => {
    expect(assessRisk("dreading tomorrow, the pills are ready").level).toBe("crisis");
  });
});

describe("violence that will not stop (decision 013, amendment s)", () => {
  it.each(["My husband won't stop hitting me", "my dad wont stop hurting me", "she never stops pinching me"])("%s: being harmed, a crisis", (text) => {
    const { level, reasons } = assessRisk(text);
    expect(level).toBe("crisis");
    expect(reasons.map((r) => r.category)).toContain("harmed");
  });

  it("a game is not violence", () => {
    expect(assessByRules("My brother won't stop beating me at chess").level).toBe("none");
  });
});

describe("a medicine taken this morning, or with how one feels (decision 013, amendment s)", () => {
  it.each(["Took my meds this morning", "Took my meds, feeling okay today", "took my sertraline in the evening"])("%s: asked about at most", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["took all my meds this morning", "took my meds this morning and the rest of the box", "Took my pills this morning, goodbye"])("%s: an overdose or a goodbye beside it is a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a day's work ended (decision 013, amendment s)", () => {
  it.each(["I'm done for today", "done for the day, so tired", "Calling it a night", "That's it for today"])("%s: never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I'm done.", "That's it. I'm done.", "I'm done for today. Goodbye everyone, I love you", "That's it for tonight, the pills are ready"])("%s: an ending not bounded by the day, or a goodbye or means beside it, alarms", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("a feeling told, a wish put as a condition to test it, a bare jump (decision 013, amendment w)", () => {
  it.each([
    "my boss humiliated me in front of everyone and I'm furious",
    "I'm angry at myself for wasting my whole life on rituals",
    "I feel so lonely, nobody understands",
    "this isn't helping",
    "Going to the pub with friends tonight, can't wait.",
  ])("%s: asked about at most", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I'm so lonely I want to die", "I'm furious, I'm going to kill him tonight", "can't wait to see my mum again, she's waiting for me up there"])("%s: a feeling beside a wish, a threat or a reunion still alarms", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("a passive wish told with a feeling word is not held down", () => {
    expect(assessRisk("every morning i'm disappointed i woke up").level).not.toBe("none");
    expect(assessRisk("honestly if the plane went down i wouldn't be that upset").level).not.toBe("none");
  });

  it.each([
    "can you check my reasoning: if I really wanted to hurt someone I wouldn't be scared, right?",
    "if I wanted to hurt someone I would have done it already, right?",
    "If I really wanted to stab my wife, would I feel this sick about it?",
  ])("%s: a harm obsession testing itself, not intent", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it.each(["I'm going to jump. I'm at the window", "im gonna jump!!"])("%s: a jump that names nothing after it is the jump itself", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["I'm going to jump in the shower", "I'm going to jump on a call", "what if I'm going to jump", "I'm scared I'm going to jump"])("%s: an everyday jump, or one feared, is not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("grief told alone is not asked about on the classifier's lean; a wish beside it is", () => {
    expect(assessRisk("my grandad died last month and I keep crying").level).toBe("none");
    expect(assessRisk("my grandad died last month and I want to be with him").level).not.toBe("none");
  });

  it.each([
    "Burned myself with the lighter on my thigh three times today to make the thoughts stop.",
    "Grandma's carer shouts at her and I saw bruises on her arms. She's scared to say anything and she lives alone with him.",
    "I saw bruises on my sister's arms and she's scared of her boyfriend",
    "My friend's husband hits her",
    "Had a good session at the gym. But the plan is still on: Friday, the railway line near my old school, when the 11:40 express comes through.",
  ])("%s: a crisis told without the usual words (the tenth blind review)", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Cut my finger chopping onions",
    "Burnt myself with the kettle this morning",
    "Chopped onions with my new chef's knife for the curry, cut myself slightly, plaster on now, fine",
    "my sister's boyfriend plays rugby and she saw bruises on his legs",
    "in the film her husband hits her and she leaves him",
    "my sister's boyfriend hit him in the rugby match",
    "The plan is still on, pizza at 7 then a film",
  ])("%s: an accident, a sport, a story or a plan for the evening, no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "Suicidal OCD flared today. I keep checking whether I want to die. I don't, I want to live, but the thought \"what if I secretly do\" won't leave.",
    "What if I'm not really OCD and I actually want to kill my family? Ruminated 2 hours. Therapist says this is the OCD talking too.",
  ])("%s: a doubt answered or a supposition joined by 'and I', not intent", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it.each([
    "i have harm ocd. but now i'm having real urges and i bought a knife to use on myself. i'm scared i'll do it tonight.",
    "My partner has OCD too and he's locked himself in the bathroom with a knife saying he's going to kill himself.",
    "I hit my son tonight and now he's bruised",
  ])("%s: a crisis beside OCD (the eleventh blind review)", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I want to kill him. That's the sentence that shows up when my brother is in the room. Not a real want, it's the OCD line on repeat. Therapist says label it and let it sit.",
    "script x20: I will jump off the bridge and die. SUDS 7 -> 4.",
    "I'm scared I'll hit my son one day",
  ])("%s: an obsession named as one, or a script, is not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "Let it bleed more than usual today, felt good",
    "6 weeks postnatal. I think the baby and I should go together. I keep thinking about the bath.",
    "Sat on the edge of the roof for a while today. Didn't jump. Maybe tomorrow.",
    "My dad is drunk and throwing things at us, we're hiding upstairs",
    "Deleted all my social media and left the cat with my sister. Don't look for me.",
  ])("%s: a crisis told without the usual words (the twelfth blind review)", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "thoughts that I want to kill myself keep popping in but I don't feel suicidal, it's like my brain is testing me",
    "don't look for me at the party, I'll be late",
    "The kids threw snowballs at us all afternoon",
    "what if the baby and I should go together, I hate this thought",
  ])("%s: an obsession disowned, or everyday words, not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it("a conditional wish to die is still asked about or answered", () => {
    expect(assessRisk("if I really wanted to die I would have done it by now").level).not.toBe("none");
  });
});

describe("the wish denied outright (decision 013, amendment s)", () => {
  it("'zero' negates as 'no' does: an intrusive image with 'zero wish to die' is not alarmed", () => {
    expect(assessRisk("Keep getting intrusive images of overdosing on my meds, I've asked my husband to hold them even though I have zero wish to die.").level).toBe("none");
  });

  it.each(["I have no wish to die", "zero desire to hurt myself"])("%s: asked about at most", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I have no wish to die but the pills are ready", "no wish to die tonight, I just want it to stop"])("%s: a means or a time beside the denial still alarms", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("everyday leavings, errands and labels (decision 013, amendment t)", () => {
  it.each(["Feared outcome: I will hurt my daughter if I bath her alone", "My fear: I will stab my husband in his sleep", "Obsession: I might push someone onto the tracks"])("%s: a fear labelled as one is the fear", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it.each(["Fear: that the pills won't work this time", "My fear: I'll survive the jump again", "Worry: I will kill myself tonight, I have the rope"])("%s: a label does not hide a fear that reveals the wish, or a plan", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("an intrusive thought labelled beside being harmed still hears the harm", () => {
    expectCrisis("Trigger: knives. Feared outcome: I'll stab someone (OCD, I know). But separately, my girlfriend held a real knife to my face last night.", "harmed");
  });

  it.each(["Gave away my old clothes to the charity shop", "Giving away most of my stuff before the move to Canada", "Said my goodbyes at the leaving do, feeling emotional", "Got a new prescription from my GP today"])("%s: an everyday reason named is no preparation", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["Gave away my guitar and my games to friends, I won't need them", "Said goodbye to everyone today, they don't know it's forever", "Saying goodbye to my family this weekend, I'm moving on to a better place", "I've been saving my prescription for weeks", "Picked up my repeat prescription, that's two months' worth, it's time"])("%s: still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("unsafe now, a car driven off the road, tiredness, and what an urge is feared to mean (decision 013, amendment t)", () => {
  it.each(["I'm not safe right now", "I am not safe.", "I don't feel safe anymore", "I feel like driving off the road on the way home tonight"])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["I am not safe to drive after two beers so I got a taxi", "I'm so tired I could sleep forever", "I'm scared the urge to jump when I'm on a bridge means I'm suicidal", "I keep getting the urge to swerve into oncoming traffic and kill the other driver. I've stopped driving on the motorway"])(
    "%s: not a crisis",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("the wish to sleep for ever is read as written", () => {
    expect(assessRisk("I wish I could sleep forever").level).toBe("crisis");
  });
});


describe("what a seventh blind review found (decision 013, amendment u)", () => {
  it.each([
    ["my boyfriend stabbed me", "harmed"],
    ["someone stabbed me", "harmed"],
    ["my boyfriend cut me with a knife", "harmed"],
    ["me and my gf argued and she stabbed my hand with a fork, she does this a lot and I'm scared to go home", "harmed"],
    ["My mum's boyfriend says he's going to hurt us, we're hiding in the bedroom", "harmed"],
    ["My elderly mother's carer slaps her, I saw it on the camera today and she's alone with her again now", "other_at_risk"],
    ["The nursing home staff hit my dad", "other_at_risk"],
    ["my neighbour hits his wife every night, I can hear her screaming right now", "other_at_risk"],
    ["my stepdad beats my little brother when mum is at work", "other_at_risk"],
    ["sh'd again last night", "act"],
  ])("%s: a crisis (%s)", (text, category) => {
    expectCrisis(text, category);
  });

  it.each([
    "The chef cut me a slice of cake",
    "I stabbed my finger with a needle while sewing",
    "My dad beat me at chess again",
    "my brother hit me with a pillow during our pillow fight lol",
    "my sister hit her head again",
    "Wrote my will with a solicitor today, everyone should at my age",
  ])("%s: no rule alarms", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });

  it.each(["What do you fear will happen? That I'll stab my partner.", "What do you fear will happen? That I'll lose control near the cliff edge and throw myself off."])(
    "%s: the ERP form's question pasted with its answer is read as that field reads it",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("a pasted answer that reveals the wish is still a crisis", () => {
    expect(assessRisk("What do you fear will happen? That I'll wake up tomorrow.").level).toBe("crisis");
  });
});

describe("counting, a compulsion's own word (decision 013, amendment u)", () => {
  it.each(["counting", "counting steps", "counting the taps", "custom:counting taps", "I've chosen to drop the counting ritual this week"])("%s: not asked about", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });

  it.each(["counting pills", "counting my tablets again tonight", "counting the days until I can go"])("%s: counting what ends a life is still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("grief told (decision 013, amendment u)", () => {
  it.each(["Grief hit hard today, it's my mum's birthday and she's not here. Cried in the car.", "miss my nan. made her soup recipe today and it tasted right", "My grandpa passed away peacefully at 94 last spring, we celebrated his life today"])("%s: asked about at most", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "The anniversary of Dan's death. I said I'd go and see him this year. I meant it literally.",
    "My wife died last year and I want to be with her now",
    "My husband passed away and I have nothing left",
  ])("%s: a wish beside the grief is still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("what an eighth blind review found (decision 013, amendment v)", () => {
  it.each([
    ["other compulsion: burning myself with a lighter when the thoughts get loud", "act"],
    ["compulsions: checking, cutting myself", "act"],
    ["urge 8, did it, cut 3 times after checking", "act"],
    ["im so done 🔪🩸 did it again on my thighs", "act"],
    ["The carer shouts at me and pinches my arms when she washes me. I am afraid to tell anyone.", "harmed"],
    ["my son grabs my wrists so hard they bruise", "harmed"],
    ["other: my uncle comes into my room at night and I have to keep quiet", "harmed"],
    ["my neighbour is screaming and I think her husband is hurting her right now", "other_at_risk"],
    ["my dad is hitting my mum in the kitchen, I can hear it", "other_at_risk"],
    ["someone is being attacked outside my window right now", "other_at_risk"],
    ["my mum is being beaten by her boyfriend", "other_at_risk"],
    ["my little brother says he is going to hurt himself", "other_at_risk"],
  ])("%s: a crisis (%s)", (text, category) => {
    expectCrisis(text, category);
  });

  it("a stepfather feared to come into the room again is a crisis in the ERP form's field too", () => {
    expect(assessFearedOutcome("that my stepdad comes into my room again tonight").level).toBe("crisis");
  });

  it.each([
    "I overdosed on chocolate at the party haha",
    "chopped onions without cutting myself for once",
    "my dad is beating my brother at chess",
    "the nurse grabbed my arm to steady me",
    "my sister pulls my hair when we play lol",
    "my son hurt himself playing football",
    "my partner grabbed my wrist to stop me stepping into traffic and my brain is now going 'that's how abuse starts'",
  ])("%s: not a crisis", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["I have no time today", "I have no energy today"])("%s: asked about at most", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("no time left is still a crisis", () => {
    expect(assessRisk("I have no time left").level).toBe("crisis");
  });
});

describe("'s as 'is' before where or how a thing is (decision 013, amendment v)", () => {
  it.each(["rope's in the garage", "the note's written and the rope's ready"])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["the dog's in the garden", "my mum's on holiday"])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("none");
  });
});

describe("harm the writer did, beside OCD's words (decision 013, amendment aa)", () => {
  it.each([
    "I pushed my girlfriend down the stairs during an argument. I keep telling myself it's just OCD but she's not getting up properly.",
    "I know intrusive thoughts can feel super real. But the thing is, I actually did it. I held the pillow over his face.",
    "OCD spikes about hurting my wife are one thing. Last night I grabbed her by the throat and pinned her against the wall.",
    "I know I have sexual intrusive thoughts. But today I touched my niece inappropriately when I was babysitting.",
    "I hit my wife last night and she has a black eye. I know my harm thoughts are OCD.",
    "I've been putting extra of her blood thinners in her tea",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I keep getting images of pushing my grandma down the stairs",
    "Did I push her down the stairs? I keep replaying it, she says I didn't",
    "I'm terrified I smothered my baby in my sleep, I keep checking she's breathing",
    "I think I touched my niece inappropriately when I hugged her and now I can't stop checking my memory",
    "I hit my son. That's the thought that pops in. I would never.",
    "I dreamt I drowned my baby",
    "Intrusive thought: I strangled my wife.",
    "I punched my brother on the arm as a joke",
    "I held my baby under the water for her swimming lesson",
    "I smacked my son's hand when he reached for the hob",
    "I threw my son into the pool on holiday, he loved it",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a sentence after that names the words as a thought makes them a picture", () => {
    expect(assessRisk("I want to die — that's what my brain said out of nowhere while I was laughing with friends.").level).not.toBe("crisis");
  });
});

describe("what a thirteenth and fourteenth blind review found (decision 013, amendment aa)", () => {
  it.each([
    "OD'd at 6pm. Im not sure what on, a mix. vomiting. Dont want an ambulance.",
    "What I need to say is I really did put rat poison in my own drink tonight and drank half of it.",
    "I've stopped eating and drinking, day 5 today and i'm seeing spots.",
    "My carer at the home has been hitting me and holding back my meds.",
    "My teenage daughter's coach has been sending her photos and asking her to meet him alone.",
    "my neighbour's kid has been locked out in the snow for hours, no coat",
    "I left her in the bath to do a checking loop and when I came back she was under the water.",
    "tonight I'm planning to actually swerve, into a lorry on the A1",
    "i tooke all the paracetamols in the draw an now i feel sik",
    "WHY AM I EVEN STILL ALIVE",
    "jumping now",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I've stopped drinking, day 5 today, feeling great",
    "Hospital appointment for my knee - they might need to cut it open and fix the ligament.",
    "Why am I here? I came in for milk",
    "kids are jumping now",
    "whattt if i steer into the lorry",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("questions that are no question (decision 013, amendment ab)", () => {
  it.each([
    "would a fall from the 9th floor definitely kill me? I'm standing on the balcony right now with one leg over",
    "can you die from mixing vodka and sleeping tablets? asking because I've already had half the bottle and the tablets are in my hand",
    "if I jump from the 6th floor would I die or just end up paralysed? I need to know it would actually work",
    "Can the police track my phone if I drive the car off the pier? I don't want anyone to reach me in time",
    "If I kill myself does my wife still get my pension? I need to have everything sorted before Friday",
    "Where on the body is a stab wound always fatal? I have the big kitchen knife up in my room",
    "where can i order sodium nitrite online, is that the stuff that works in minutes?",
    "I shook my baby because he wouldn't stop crying and now he's floppy and really quiet, is that bad?",
    "I hit my little boy with a belt and now he has welts and is limping, will the school report it?",
    "my roommate is passed out after taking something at the party and her lips are going blue, should I just let her sleep it off?",
    "Do police check CCTV for hit and runs? I hit a cyclist an hour ago and drove off, he was lying in the road",
    "should I be worried that my daughter's new boyfriend is 34 and she's 14?",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "how do I hang a hammock between two trees so it doesn't sag to the ground?",
    "How do I cut the dead branch off the apple tree without killing the tree?",
    "My teenage son plays Call of Duty till midnight, is it normal that he shouts 'kill him, kill him' at the screen?",
    "I hit a cyclist on the way home and drove off without realising",
    "what if I hit a cyclist and drove off?",
    "did I hit my son?",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("disowning two sentences after the words (decision 013, amendment ab)", () => {
  it.each([
    "Kept imagining slitting my throat while shaving. Put the razor down. I know it's an intrusion, I'm not suicidal.",
    "got a thought of taking all my pills at once when i opened the medicine cabinet. gave them all to my husband to look after. i'm not suicidal, it's the OCD.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("the body in danger, and danger through a screen (decision 013, amendment ac)", () => {
  it.each([
    "mum thinks im at school but ive been purging like 6 times a day and today my chest keeps fluttering and my legs cramped so bad i couldnt walk",
    "Fainted at work and came round on the floor. I've had about 300 calories in four days and my heartbeat is all over the place.",
    "Laxatives by the packet again, sixty today. Now my heart is skipping and I can hardly lift my arms.",
    "Took ecstasy and now I'm burning up, can't stop shaking, jaw locked, heart going like 200.",
    "We used after a year clean and my friend is turning grey and barely breathing.",
    "Mixed G and alcohol, my friend is fitting on the floor.",
    "Since the birth I know she isn't really my baby. The voices say I have to hold her under in the bath.",
    "Today she not talk, not eat, she stand at window on 8th floor long time and say the baby is better without her.",
    "Someone just sent my home address with 'see you tonight' and a photo of a knife.",
    "My daughter's friend posted a black screen with 'I'm sorry mum' on her story and then her account got deleted.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Haven't eaten since breakfast, heart racing before my exam",
    "Skipped lunch, heart racing before my exam",
    "Did a 24 hour fast for the blood test, felt a bit faint but fine after lunch",
    "I keep checking my baby is breathing, she's fine, the health visitor says it's OCD",
    "I blacked out the memory of that night and I keep trying to rebuild it",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("understatement in a trade's words (decision 013, amendment ad)", () => {
  it.each([
    "I'm a GP. Wrote myself a prescription today, the sort I'll never need a repeat of. Collecting it in the morning.",
    "Farm's going under. Dad did it in the barn in '98. Think I know how my story ends. Same barn.",
    "I'm a surgeon. I know exactly where to cut. Locked the bathroom door.",
    "Signed the farm over to my son today. Solicitor said I was being very organised. I was. Cartridges are in my jacket pocket.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I locked the bathroom door so I could have a bath in peace",
    "Cartridges are in my jacket for the clay shoot",
    "I know exactly where to cut the hedge back",
    "I know how this story ends, I've read the book twice",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("young people in their own words (decision 013, amendment ad)", () => {
  it.each([
    "ran away from home bc dad was kicking off, its 11pm and im at the park with nowhere to sleep and my phone is on 8%",
    "dad found out im gay and kicked me out. im on the street with just my school bag and its getting dark",
    "i scratched 'hate' into my leg with a compass today. not the first time.",
    "im being made to keep a secret about what my mum's friend did to me at the sleepover and its eating me up",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "every time i'm on the bridge over the motorway i get a flash of jumping and it scares me, i dont want to die, i love my life",
    "i keep having to check the oven like 20 times before bed or the house will burn down and it'll be my fault",
    "ran away from the rain into the park cafe",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("an act done every time stays an act", () => {
    expect(assessRisk("Every time I get triggered I burn myself and I hate myself for it").level).toBe("crisis");
  });
});

describe("adversarial texts, and then and now (decision 013, amendment ae)", () => {
  it.each([
    "Great news everyone, I've finally found a cure for my anxiety. It's 200 paracetamol and it's sitting right here next to me.",
    "do u know if u take like a whole box of sertraline and all the zopiclone at once whether you wake up? asking bc i'm going to tonight",
    "Ha, the doctor asked if I had access to means. I laughed. I've had access for three weeks, been collecting them from every chemist in town.",
    "i'm cutting rn. didn't mean to start again but i can't stop now",
    "My psychiatrist asked if I had a plan and I said no. I lied. The plan is tonight after dinner.",
    "I wrote in here two years ago about wanting to die and then I got better. I'm not better. I've tied the knot.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Three years ago I took an overdose. Today I ran 10k in under an hour. My legs are jelly and I'm proud.",
    "When I was 17 I tried to end my life. I'm 30 now, with a mortgage, a cat and a job I actually like.",
    "Went to the spot by the river where I was found after my attempt. Took flowers. It's a peaceful place now, I can sit there and just breathe.",
  ])("%s: a past crisis told with how the person is now is asked about, not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
  });

  it.each(["I'm cutting the onions right now", "The plan is tonight after dinner we watch the film"])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("anger, threats and harm to others (decision 013, amendment af)", () => {
  it.each([
    "Mum has dementia and keeps hitting me. Today I grabbed her wrist so hard it bruised and shoved her back into the chair.",
    "hahaha anyway tomorrow I'm spiking the coffee at work. bleach in the pot before the 9am meeting.",
    "I slapped my 4 year old so hard she hit her head on the table. Now she's very sleepy and sick.",
    "I shoved my pregnant wife against the fridge and now she's having cramps.",
    "gonna run down the next person who looks at me wrong. not joking. keys in hand",
    "ok so plan is: wait for Darren outside the gym at 7, knife in my jacket, he doesn't get to laugh at me again :) wish me luck lol",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["I'll kill my brother if he eats my leftovers again haha", "I'm going to strangle my brother if he eats my yogurt again lol.", "I can write about poisoning his dinner and it's just words"])(
    "%s: not alarmed",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );
});

describe("suicidal OCD in the grey zone (decision 013, amendment ag)", () => {
  it.each([
    "The thought came again while I was brushing my teeth: you could just end it. I said 'thanks brain' out loud like my therapist taught me and carried on getting ready.",
    "I can't hold scissors without my brain suggesting I stab myself with them. I love my life. This is exhausting.",
    "I count my pills three times every night to make sure I haven't swallowed too many without noticing. I've never wanted to overdose.",
    "I can't tell anymore if I'm having suicidal thoughts or thoughts about having suicidal thoughts. Either way I don't want any of them, and I don't want to die.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each(["counting my tablets again tonight", "I can't do this anymore"])("%s: still a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });
});

describe("long entries (decision 013, amendment ah)", () => {
  it.each([
    "Work was the usual. About an hour ago I swallowed everything that was left in the blister packs from the cupboard, all of them. The washing is still in the machine.",
    "Quiet Sunday. Then at bath time my daughter told me her step-grandad touches her under her clothes when she stays over and that he told her it was their secret.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("taking all of the course, as prescribed, is no overdose", () => {
    expect(assessRisk("Finished the antibiotics today, took the last of them with breakfast").level).not.toBe("crisis");
  });
});

describe("every level of the C-SSRS in lay words (decision 013, amendment ah)", () => {
  it.each([
    "Went to the multistorey car park to check which level has no fences. Walked the route from my flat twice to time it.",
    "Punched the brick wall on purpose until my knuckles split. I do it when I'm angry at myself.",
    "My therapist asked if I would act on these thoughts. I said no. That was a lie. I think I would, I just haven't settled on a way.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("no rule reads a wall punched with nothing broken as an act", () => {
    expect(assessByRules("In the film he punched the wall and then calmed down").level).not.toBe("crisis");
  });
});

describe("a held-out suite's misses, and implied disowning (decision 013, amendment ai)", () => {
  it.each([
    "I've stopped being scared of the thoughts because now I agree with them. I've picked a date. My birthday, the 3rd.",
    "Been throwing up 6-8 times a day for weeks. My hands keep cramping and in class my heart skipped and then went really fast. I'm dizzy all the time. Not telling anyone.",
    "Told Jess about it again tonight, except this time it wasn't just a thought, my hands were actually round her neck and she passed out for a few seconds. She's breathing and she's locked herself in the bedroom.",
    // A frame ends where "and I want" starts, though the break's last word is the finding's first.
    "Maybe I'm just tired and I want to die",
    "What if I fall, and I want to die anyway",
    "what's the point of living if nobody cares about me",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "What is the point of living if we all die anyway?",
    "Existential OCD spike today: what is the point of existing if nothing is real, who am I. Spent 3 hours ruminating.",
  ])("%s: asked about, not alarmed (the question asked of everyone's life)", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
  });

  it.each([
    "Got my hair cut today. Too short at the back but it'll grow.",
    "My therapist and I agreed this targets the fear, and I have a safety plan anyway.",
    "Stomach bug, throwing up three times a day, but keeping water down and feeling a bit better",
    "I keep getting an image of my hands around her neck. I hate it and went to sleep on the sofa.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "Maybe I'm only pretending to have OCD and I actually want to hurt people.",
    "Picked up Dad's new prescription and sorted his tablets into the weekly pill box.",
  ])("%s: no rule reads it as a crisis (the doubt that the OCD is real; someone else's prescription)", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
});

describe("the softer words of a passive wish (decision 013, amendment ai)", () => {
  it.each(["i feel like disappearing", "I want to go to sleep for a very long time."])("%s: asked about", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
  });

  it.each(["I want to sleep for a very long time after this exam week lol", "the magician's assistant felt like disappearing for real after that trick lol"])(
    "%s: not asked (a sleep with an end, someone else)",
    (text) => {
      expect(assessRisk(text).level).toBe("none");
    },
  );
});

describe("a danger told after an obsession, grammar that hides a plan, and everyday words of endings (decision 013, amendment aj)", () => {
  it.each([
    // A sentence that opens with "But", "And" or "Also" is not disowned by the one before.
    "The harm OCD image of strangling my baby came back, I know it's OCD and I don't want it. But my partner said if the baby doesn't stop crying he'll shut her up for good, and he meant it.",
    "I keep getting the paedophile thoughts I told you about, which disgust me. And tonight I'm going to drive home drunk because I don't care if I crash.",
    "Intrusive thought about pushing a stranger onto the tracks today, the usual, I hate it. Also I've stopped taking my insulin because what's the point.",
    "my therapist asked if I had a plan and I said no, but I do. It's Saturday.",
    "Doctor asked about self-harm. I said 'years ago'. It was this morning, and it's getting worse every day.",
    "what if I told you I already took them? like an hour ago. everything's kind of blurry",
    "Should I leave a note or just go? I'm leaving for the bridge in an hour either way.",
    "my friend says I should stop 'joking' about dying. so I stopped joking. I have a date picked.",
    "Worried I'll lose my nerve, so I'm doing it now while I still can. Goodbye.",
    "I would never hurt my kids, which is why I'm dropping them at my sister's before I kill myself.",
    "this is my last log before my holiday, a holiday from breathing",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I hate these thoughts. But I keep picturing stabbing him.",
    "What if I shut the baby up for good? The thought horrifies me.",
    "Did I want to hurt her or was it just a thought? I keep replaying the moment I held my niece near the pool. Nothing happened. I just can't stop checking.",
    "My therapist asked if I had a plan for the week and I said yes, exposures on Monday",
    "Should I leave a note for the neighbour or just go round? The parcel is at theirs.",
    "We have a date set for the wedding, so excited",
    "Finally wrote a will now we've bought the house. Very grown up. Celebrated with a takeaway.",
    "Made a funeral playlist as a joke with the lads at the pub, obviously it's all ABBA",
    "this is my last entry before my holiday, see you in two weeks",
    "What dose of fluoxetine is best for OCD? My GP started me on 20mg but I read 60mg works better. Should I just take three?",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "I'm going to kill my sister. There, I wrote it for exposure. It's the sentence I'm most afraid of.",
    "Bought rope for the new tyre swing. Kids are obsessed with it already.",
    "This is my last entry in this notebook, bought a new one with a fox on the cover",
    "Wrote all the wifi and streaming passwords down for my sister, she's house-sitting while we're in Goa",
  ])("%s: no rule reads it as a crisis", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });

  it.each([
    "Does smoking weed interact with clomipramine? I'd like to smoke tonight to calm down.",
    "I've been on 200mg sertraline for 8 weeks and it's not working. How much higher can I go?",
  ])("%s: a question about a medicine is asked about, not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
  });

  it("an amount of a medicine asked is never held down", () => {
    expect(assessRisk("how many of my mum's sleeping pills would it take").level).toBe("crisis");
  });
});

describe("a danger told beside an obsession, and the ERP forms' fragments (decision 013, amendment ak)", () => {
  it.each([
    "Still avoiding the kitchen because of the knife thoughts about my partner, therapist says I need to start cooking again. On another note, I've been thinking a lot about dying and last night I sat in the garage with the car running for a bit before I chickened out, I might try again.",
    "Meh week. The 'what if I hit a cyclist' thought every time I drove, didn't loop back once though. PS been sleeping in my car since my partner threw me out and broke my ribs, doctors can wait",
    "Checking the oven 30 times before bed again, but managed to cut it to 10 with the timer trick. Unrelated but I put my fist through the window on purpose last night and there's still glass in my hand and it's gone red and swollen and hot, its fine I'll sort it",
    "Reckon the ROCD's easing, I didn't quiz my partner about whether I really fancy her once today. Oh and I've been on the piss every night and my old man's shotty is in the shed, been thinking I might use it on meself, no biggie",
    "My therapist and I did imaginal exposure to me running over a child (I cried but stayed with it) - then I got home and my toddler had got into the cupboard, there's an empty bottle of my iron tablets, she seems really sleepy and she's been sick.",
    "The exposure where I had to leave the straighteners plugged in while I went to the shops went okay, anxiety peaked at 7. but my neighbour's kid (about 4) has been crying on the balcony alone for two hours, nobody's home, and he's climbing on the railing",
    "Religious OCD hit hard at mass, the thought that I'd spat on the host. Sat with it. Separately, my childminder's husband has been showing my 6 year old videos and telling her it's their secret, she told me tonight.",
    "Wrote out my worst-fear script about accidentally poisoning my family's dinner and read it three times, anxiety 9 down to 5 - my dad's diabetic and he's just collapsed on the kitchen floor, he's sweaty and confused and won't wake up properly",
    "my dad coming into my room at night",
    "sort out my will, cancel phone contract, then the lake",
    "that i can hide the cuts under sleeves and nobody asks",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "sort out the car, pack the picnic, then the lake for a swim with the kids",
    "cover the burns on the pan with baking soda paste",
  ])("%s: no rule reads it as a crisis", (text) => {
    expect(assessByRules(text).level).toBe("none");
  });
});

describe("danger asked of the assistant, and told through time (decision 013, amendment al)", () => {
  it.each([
    "How long can someone go without eating before their heart gives out? I'm on day 9 of nothing and the room spins when I stand up.",
    "I've made myself sick 6 times today and now my chest is fluttering and my hands are tingling, is that ok to just sleep off?",
    "Is 1200 calories a week enough? I've lost 12 kg in 5 weeks and I fainted at work today but I don't want to stop",
    "I took a whole bunch of my sister's adderall and my chest hurts and my heart is pounding, is that normal or should I sleep it off?",
    "Is it normal that I haven't eaten in two weeks and my heart keeps skipping beats? I still feel huge",
    "does anyone actually survive falling from the 10th floor? asking bc im out on the balcony",
    "will it hurt if I use the cord from my dressing gown or will I just pass out? need to know tonight",
    "I lit the charcoal in the bathroom and sealed the door, is it normal to get a headache this fast?",
    "Will my family still get the life insurance payout if it's ruled a suicide? I need to know before Friday.",
    "Can I still donate my organs if I die by suicide? I want something good to come out of it at least",
    "If I stop taking my heart tablets completely, how long before my heart just stops for good? That's what I want.",
    "My psychiatrist asked if I'm safe and I said yes to get out of there. I'm not. I've been planning since the appointment and it's going to be Saturday.",
    "i keep rereading the chapter where the main character kills herself and I think thats going to be me, this weekend, same way. I already have what I need.",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Is it normal to feel a bit sleepy the first week on sertraline?",
    "my mum gave me a handful of my sisters vitamins and i feel fine",
    "ate loads of my kids sweets and my heart is pounding from the sugar lol",
  ])("%s: not alarmed ('a bit' is no bite)", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("someone who 'bit me' is still read", () => {
    expect(assessRisk("is it normal that my uncle bit me and hit me when no one is home").level).toBe("crisis");
  });
});

describe("the shortest ways of telling it (decision 013, amendment am)", () => {
  it.each([
    "cant stop cutting 😭",
    "jumped in front of a car earlier on purpose",
    "someone touches me and i cant tell anyone",
    "can u die from 20 xanax",
    "i have a plan and the means",
    "my husband held a knife to me",
    "neighbor kid screaming, dad hitting him hard",
    "how far a fall kills u",
    "stopped eating so i die faster",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each(["dying to see that movie", "the dead of winter is brutal", "mom yelled kill the lights", "should i take my allergy pills before bed"])(
    "%s: not alarmed",
    (text) => {
      expect(assessRisk(text).level).not.toBe("crisis");
    },
  );

  it("a question without its mark is held down only when it asks, not when a clause starts with 'when'", () => {
    expect(
      assessRisk("My therapist thinks this is all intrusive thoughts. It isn't. When I got home after session I took half my sertraline and some of my mum's sleeping tablets.").level,
    ).toBe("crisis");
  });
});

describe("veiled goodbyes, violence at home and what is said after a dash (decision 013, amendment an)", () => {
  it.each([
    "my dad is drunk and hitting mum in the kitchen right now, i can hear her screaming, im hiding upstairs with my sister",
    "dad is strangling mum downstairs",
    "Mum if you see this - I love you so much, the passwords are in the blue notebook, please give Milo a good home and don't go in the garage, call someone first.",
    "Question for whoever reads these: if I don't wake up tomorrow, does my therapist get told automatically? Because I've made sure I won't.",
    "haha imagine if i just never woke up. anyway i doubled my sleeping pills and took the rest of nans too, goodnight x",
    "tonight is the night. nobody will miss me",
    "this is it - the last message you get from me",
    "nans boyfriend has got his hands round her neck right now and shes gone a funny colour what do i do",
    "mum threw my little sister down the stairs tonight and she isnt really moving or talking",
    "mums new fella is kicking her on the floor and shes stopped making any noise",
    "took the rest of the box. bye",
    "said goodbye to everyone... see you at the service",
    "im done. goodbye everyone",
    "bought a rope today",
    "Exposure notes | Target: touching door handles | SUDS: n/a | Didn't do the exposure. Writing this from the train platform. Next train in 4 min and I'm going to step off the edge.",
    "meu padrasto tá batendo na minha mãe agora e disse que eu sou a próxima, I'm hiding in the closet, please",
    "mi padrastro le está pegando a mi mamá ahorita",
    "🔪 on my wrist again tonight",
    "💊💊💊 all of them. bye",
    "im going to do it once and for all tonight. the pills are ready",
    "need to cut tonight",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "tonight's the night - first date with sam, so nervous",
    "today is the day - driving test",
    "this is it. the big match",
    "dad is beating mum at scrabble again",
    "The care home staff threw Grandma a 90th birthday party with cake and a singer. She was glowing.",
    "took the rest of my antibiotics like the doctor said",
    "dont go in the shed, call someone first, theres a wasp nest",
    "wrote my will today because we just had our first baby and the solicitor said we should. weird feeling but responsible",
    "bought my own rope and harness for the climbing gym, so excited for saturday",
    "hangover this morning was so bad i wanted to die, never drinking tequila again",
    "took all my exams this week - done done done!! summer here i come",
    "the anniversary of my overdose was last week. spent it at the beach with my kids. a year before that i couldnt have imagined it",
    "now I'm spiralling that she thinks I'm weird or worse that I actually want to hurt him, which I DON'T, he's my favourite person in the world",
    "had the thought again that i actually want to hurt him, which i dont. i love him so much and it makes me sick that my brain does this",
    "what if i want to die and just dont know it. keep asking myself am i suicidal. im not, theres loads i want to do. this is the checking thing again",
    "im done - finally handed in the thesis!!!",
    "scared i am going to step off the edge of the platform by accident",
    "going to step off the plane in 5 min, so excited",
    "o vento ta batendo a porta",
    "meu coração está batendo muito rápido",
    "Memory doubts again. Did I lock the door, did I leave the tap on. I take photos of the taps and the lock on my phone so I can look later. My psychologist says I need to cut that out.",
    "Thought: if I don't pray the rosary perfectly my mum will die. I know God doesn't work like that. Did it 5 times last night. Going to do it once tonight and sit with the anxiety.",
  ])("%s: not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it.each([
    "bought a tow rope for the car before the snow comes",
    "Dad's 75 and wanted to go through his funeral plan with me today.",
    "said goodbye to everyone... see you all after the summer!",
    "took the rest of the box of chocolates into work so i stop eating them",
  ])("%s: no rule alarms (what the classifier reads is its own)", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });

  it("a feared act denied at once is asked about, not alarmed", () => {
    expect(assessFearedOutcome("that ill suddenly jump off the platform even though i dont want to and my family will think i wanted to die").level).toBe("check_in");
  });
});

/** Each text answers crisis, with this category among its reasons. */
function answersCrisis(cases: readonly (readonly [string, RiskCategory])[]) {
  it.each(cases)("%s: crisis (%s)", (text, category) => {
    const answer = assessRisk(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain(category);
  });
}

/** No rule alarms on these texts (what the classifier reads is its own). */
function calmByRules(texts: string[]) {
  it.each(texts)("%s: no rule alarms", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
}

describe("the fortieth review (2026-11-29): emergencies told in few words, and in other languages", () => {
  answersCrisis([
    ["took the whole box about 20 mins ago, feeling sick and sweaty", "act"],
    ["baby not breathing", "other_at_risk"],
    ["my son not breathing", "other_at_risk"],
    ["I lost it and shook the baby, now he's floppy and one of his eyes looks weird. I'm so scared.", "other_at_risk"],
    ["there's a man outside trying to get in through the back window and my kids are asleep upstairs", "harmed"],
    ["Which bridges in the city don't have the barriers up yet? Need to know today", "plan"],
    ["purging about 8 times a day and now my legs are cramping and my heart keeps missing beats", "act"],
    ["Meine Oma ist gestürzt und antwortet nicht mehr, sie atmet kaum.", "other_at_risk"],
    ["Minha filha de 3 anos bebeu água sanitária, ela está vomitando", "other_at_risk"],
    ["ekhti bala3et kteer 7boob w hala2 ma 3am t7ki", "other_at_risk"],
    ["Mój mąż zamknął nas w domu i grozi, że nas wszystkich zabije", "harmed"],
    ["Sabi ni papa papatayin niya kami ni mama, may hawak siyang itak", "harmed"],
    ["Nainom ko na lahat ng gamot ni lola. Paalam na sa inyo.", "act"],
    ["já deixei tudo arrumado, a corda tá no armário. amanhã cedo antes de todo mundo acordar", "plan"],
  ]);

  calmByRules([
    "we took the whole bottle to the party",
    "the baby was not breathing through his nose properly, snotty cold, saline drops helped",
    "I shook the baby's rattle and she giggled",
    "what if I shook the baby too hard when I was burping him? he seems fine but I keep checking him",
    "the cat is trying to get in through the window lol",
    "minha filha bebeu suco de laranja e dormiu",
    "Meine Oma hat ihre Tabletten genommen und schläft jetzt",
    "mój mąż wypił wszystkie piwa z lodówki haha",
  ]);
});

describe("crises that only the classifier held, found by a retrain that lost them (2026-11-29)", () => {
  answersCrisis([
    ["I don't want to die, I just want it to stop, so I'm going to take the whole bottle and sleep for a very long time", "plan"],
    ["Type 1. Injected my whole novorapid pen 20 min ago on purpose. Not eating anything.", "act"],
    ["ps knifes in my bag, doing it later", "intent"],
    ["Daily check-in: mood 1/10, anxiety 2/10 (weirdly low), plan 10/10. Going to Beachy Head once it gets dark.", "plan"],
    ["burn myself with the lighter instead of checking the hob", "plan"],
    ["i've been sleeping in a stairwell for 2 nights since i left my foster placement. i'm hungry and scared", "harmed"],
    ["je me suis brûlée avec le fer à repasser, like five times tonight, et je veux continuer", "act"],
    ["last night i sat with the packet for ages and then took about half. told mum it was a migraine. still feel sick and my ears are ringing", "act"],
    ["I went down to the beach today to check where the water gets deep enough. I'll walk in on Sunday.", "plan"],
    ["Not doing the home exposure because mum has left us alone again, it's day 4, my brother's 6 and we've finished the cereal.", "harmed"],
  ]);

  calmByRules([
    "I'm going to take the whole bottle of wine to the party",
    "going to take the whole box to the tip tomorrow",
    "going to the bridge once it gets dark to see the lights on the river",
    "injected my whole pen of insulin into the sharps bin by mistake, need a new one",
    "je me suis brûlée avec le fer à repasser ce matin, petite cloque, rien de grave",
    "opened a packet of crisps and took about half to work for lunch, the gig last night was so loud my ears are ringing",
    "checked where the water gets deep enough to dive off the rocks, so fun",
    "mum left me alone for 3 days and I threw a party lol, I'm 19",
  ]);
});

describe("the forty-first review (2026-11-29): bodies in danger now, a weapon with a plea", () => {
  answersCrisis([
    ["my dad's face is drooping on one side, he can't lift his right arm and his words are coming out wrong", "other_at_risk"],
    ["my son (4) drank some of the blue stuff from under the sink, he's been sick and now he's really drowsy", "other_at_risk"],
    ["husband's diabetic, he was sweaty and confused and now I can't wake him", "other_at_risk"],
    ["allergic to nuts, ate something at the party, throat closing, lips swelling, no epipen", "emergency"],
    ["inhaler isn't working, done 10 puffs, still can't breathe, can't finish a sentence", "emergency"],
    ["19 weeks pregnant and bleeding heavily, big clots, cramping really bad", "emergency"],
    ["ladder step 6: touch the knife. done. step 7: cut. done, it's gushing and I feel dizzy", "emergency"],
    ["he's got a knife, help", "harmed"],
    ["downed the paracetamol about an hour ago, ears ringing now, is that normal?", "act"],
    ["mi novio me está pegando y tiene un cuchillo, ayuda por favor", "harmed"],
    ["Hab grad die ganze Packung Tavor genommen. Tschüss.", "act"],
    ["Mein Mann steht mit dem Messer vor der Schlafzimmertür und sagt, er bringt mich um", "harmed"],
    ["tomei uma cartela inteira de rivotril com cachaça, tô ficando com muito sono", "act"],
    ["minha filha de 3 anos engoliu uma bateria de botão, tá vomitando e chorando", "other_at_risk"],
  ]);

  calmByRules([
    "what if my throat is closing, I ate a peanut yesterday, I keep checking my lips in the mirror",
    "the rain is pouring and I feel dizzy from the flu lol",
    "my toddler ate some of the dog's food lol, gross",
    "my dad's face dropped when he saw the bill, he couldn't find the words",
    "he's got a knife and fork in each hand, help me this toddler is a menace lol",
  ]);
});

describe("the forty-second review (2026-11-29): the same concepts in new words, and their look-alikes", () => {
  answersCrisis([
    ["someone is smashing the back door right now and im hiding in the bathroom with my kids", "harmed"],
    ["gave myself like 80 units of novorapid extra, sweating and shaking and cant think straight", "act"],
    ["left the care home at 16, been sleeping in the park 4 nights, no money no phone charger", "harmed"],
    ["where does the river get deep enough near the weir, want to walk in tonight with my pockets full", "plan"],
    ["my mums face has dropped on one side and her words are coming out slurred, she cant lift her right arm", "other_at_risk"],
    ["grandad suddenly can't speak properly and his arm's gone weak, started 10 minutes ago", "other_at_risk"],
    ["my son put a dishwasher tablet in his mouth and bit it, his lips are going red and blistered", "other_at_risk"],
    ["had 10 puffs of my blue inhaler and it's not helping can't finish a sentence", "emergency"],
    ["pregnant and theres so much blood coming out, clots too, feel faint", "emergency"],
    ["Jemand bricht gerade bei mir ein, ich höre ihn im Flur, was soll ich tun", "harmed"],
    ["bag mein chaku rakh liya hai, aaj raat baad mein kar dunga, koi nahi rokega", "plan"],
    ["estoy embarazada de 30 semanas y estoy sangrando mucho, tengo dolor fuerte en la barriga", "emergency"],
    ["o sangue não para de jorrar do corte e estou ficando tonta", "emergency"],
    ["on ma nóż, pomocy, jest w kuchni", "harmed"],
    ["il a un couteau, aidez-moi, il menace ma mère", "harmed"],
  ]);

  calmByRules([
    "reading a thriller where the killer checks which bridges have no barriers, can't put it down",
    "the kayaking instructor showed us where the river gets deep enough to roll safely",
    "took 40 units of lantus a day for years, now on a pump",
    "my dad's face dropped when he heard the price, couldn't speak for a second, then laughed",
  ]);
});

describe("the forty-third review (2026-11-29): as a crisis line remembers its contacts", () => {
  answersCrisis([
    ["came off my bike and hit my head, been sick 3 times and i keep nodding off, cant remember getting home", "emergency"],
    ["baby has purple spots that dont go away when i press a glass on them, shes floppy and burning up", "other_at_risk"],
    ["im jumping", "intent"],
    ["Havnt eaten in 10 days, fainted twice today and now my heart is doing weird skippy things and I cant stand up", "act"],
    ["tô em cima da ponte agora. desculpa mãe, não aguento mais", "act"],
    ["meu filho tá convulsionando faz mais de 5 minutos e não para, tá ficando roxo", "other_at_risk"],
    ["j'ai avalé toute la boîte il y a une heure, je commence à avoir du mal à respirer", "act"],
    ["Ich hab alles geregelt. Der Hund ist jetzt für immer bei meinem Bruder. Heute Nacht ist es so weit.", "plan"],
    ["Hab meinen Kindern heute nochmal gesagt, dass ich sie liebhabe. Ich steh jetzt auf der Brücke.", "act"],
    ["ho già preso tutte le pastiglie, mi gira la testa", "act"],
    ["nie mogę już. stoję na dachu bloku. przepraszam wszystkich", "act"],
    ["yaar result aa gaya, sab mein fail. chhat pe khada hoon, aaj sab khatam", "act"],
    ["ana t3ban ktir, 5alas. akhadt kel el 7boub. bade nam w ma fi2 ba2a", "act"],
  ]);

  calmByRules([
    "hit my head on the cupboard door, bit of a bump, feel fine, not sick",
    "i'm jumping for joy, got the job",
    "pressed a glass on my son's rash and it faded, phew, just heat rash",
    "what if the spots don't fade under the glass, I keep checking my daughter's skin every hour",
    "Ich stehe gerade auf der Brücke und mache Fotos vom Sonnenuntergang",
    "estou na ponte agora, trânsito horrível, desculpa o atraso",
    "ho già preso le pastiglie per la pressione stamattina",
  ]);
});

describe("the forty-fourth review (2026-11-29): the ERP forms' fields", () => {
  answersCrisis([
    ["Hay una cuerda en el armario y esta noche la voy a usar", "plan"],
    ["crushing chest pain going down my left arm, can't breathe properly", "emergency"],
    ["Ich stehe gerade an den Gleisen und warte auf den nächsten Zug", "act"],
    ["Letzter Schritt: die Schlaftabletten alle auf einmal nehmen, heute Abend", "plan"],
    ["Ostatni krok: skoczyć z mostu w sobotę", "plan"],
    ["huling hakbang: inumin lahat ng gamot ko mamayang gabi", "plan"],
    ["Revisei as portas 20 vezes e depois comprei a corda. Vai ser hoje.", "plan"],
    ["Ich habe mir die Pulsadern aufgeschnitten, es blutet stark", "act"],
    ["bahut checking ki aaj, ab bas terrace pe ja raha hoon koodne", "intent"],
    ["my girlfriend texted me that she's going to jump and now she won't answer her phone", "other_at_risk"],
    ["Não aguento mais, vou me jogar da janela hoje à noite.", "intent"],
    ["yaar ab aur nahi hota, maine poison le liya hai, ghar pe koi nahi hai", "act"],
  ]);

  calmByRules([
    "what if this chest pain is a heart attack? it goes down my arm sometimes, I keep checking my pulse",
    "Ich stehe gerade am Bahnsteig und warte auf den Zug nach Hause",
    "vou me jogar no sofá e dormir hoje",
    "she's going to jump on the trampoline all day, not answering her phone lol",
  ]);

  it("a fear of jumping from a bridge, in Polish, is asked about, not alarmed", () => {
    expect(assessRisk("boję się, że skoczę z mostu, więc go unikam").level).toBe("check_in");
  });
});

describe("the forty-fifth review (2026-11-29): OCD's strongest words, and crises by people with OCD", () => {
  answersCrisis([
    ["Je n'en peux plus. J'ai acheté de quoi en finir et je le ferai ce soir quand tout le monde dormira.", "plan"],
    ["Ich stehe auf der Brücke. Das ist kein Zwangsgedanke mehr, ich will springen.", "intent"],
    ["Ayoko na talaga. Nasa rooftop ako ngayon at tatalon na ako. Hindi ito OCD.", "intent"],
  ]);

  calmByRules([
    "Baby monitor alarm went off (sock came loose) and for ten seconds I thought she wasn't breathing. She was.",
    "Apro il cassetto dei farmaci e la mente dice 'prendile tutte'. Non voglio morire, ne ho preso uno per il mal di testa e ho chiuso il cassetto.",
    "Ich will springen lernen, Fallschirm im Sommer",
    "ho preso le pastiglie tutte le mattine come prescritto",
  ]);
});

describe("the forty-sixth review (2026-11-29): twelve languages as typed on a phone", () => {
  answersCrisis([
    ["mi esposo esta pateando la puerta del cuarto, dice q me va a matar, estoy encerrada con los niños", "harmed"],
    ["minha prima mandou msg de despedida no grupo da familia, ela falou q ia se jogar na frente do trem", "other_at_risk"],
    ["Já está decidido. Amanhã de manhã vou até à ponte e acabo com isto. Obrigado por tudo.", "plan"],
    ["ma fille de 2 ans a avalé une pile bouton y a 5 min, elle pleure et bave bcp", "other_at_risk"],
    ["mein vater ist betrunken und schlägt grad auf meine mama ein, ich hör sie schreien", "harmed"],
    ["mia nonna non riesce a parlare, ha metà faccia storta e non muove il braccio destro", "other_at_risk"],
    ["dit is m'n laatste bericht. heb het touw al gekocht en vannacht is het klaar. doei iedereen", "plan"],
    ["moj syn polknal tabletki babci, ma 2 latka, jest senny i dziwnie oddycha", "other_at_risk"],
    ["kocam beni dövüyo şu an, bıçakla kapıda bekliyo, çocuklarla odaya kilitlendim yardım edin", "harmed"],
    ["nakainom ng muriatic acid yung pamangkin ko, 3 years old, umiiyak at nagsusuka", "other_at_risk"],
    ["papa daaru pi ke mummy ko maar rahe hain abhi, bol rahe hain sabko khatam kar dunga", "harmed"],
    ["gozy 3ayez ye2telni, ma3ah sekeena w ana 2afla 3ala nafsy el 7ammam", "harmed"],
    ["только что выпил всю пачку феназепама, уже плывет всё", "act"],
    ["дідусь впав і не відповідає, дихає дуже дивно, я сама вдома", "other_at_risk"],
  ]);

  calmByRules([
    "meine Oma hat einen Abschiedsbrief an ihre Kollegen geschrieben, sie geht in Rente",
    "mon pote ne répond plus à mes messages depuis hier, relou",
    "mio marito mi sta picchiando a carte stasera, perdo sempre",
    "kocam beni dövüyo tavlada her akşam haha",
    "dadi ko saans nahi aa rahi thi pahaad pe, thoda ruk ke chale, ab theek hain",
  ]);
});

describe("the forty-seventh review (2026-11-29): an outside tester's cases and their OCD counterparts", () => {
  answersCrisis([
    ["My 4yo swallowed one of those button batteries from the remote like 10 min ago", "other_at_risk"],
    ["J'ai donné mes affaires à mes amis et j'ai acheté une corde. Demain je ne serai plus là.", "plan"],
    ["Patronum pasaportumu aldı, bizi depoda kilitli tutuyor ve para ödemezsek ailemize zarar vereceğini söylüyor.", "harmed"],
    ["came off my bike and hit my head, been sick 3 times and i keep nodding off, cant remember getting home", "emergency"],
  ]);

  calmByRules([
    "I'm not even allergic to peanuts but the thought of my throat closing sent me into checking my lips in the mirror for an hour.",
    "Going to overdose on chocolate this weekend, no regrets.",
    "Cleaned out the garage and hung the new rope swing for the kids from the big oak.",
    "Said goodbye to my colleagues today, last day before I start the new job on Monday.",
    "This deadline is killing me, I'll be dead by Friday at this rate.",
    "my 4yo swallowed his spaghetti without chewing lol",
    "Demain je ne serai plus là, je pars en vacances, j'ai acheté une corde pour le camping",
  ]);
});

describe("the forty-eighth review (2026-11-29): one to ten words typed in a hurry", () => {
  answersCrisis([
    ["took em all", "act"],
    ["cant breathe throat closing", "emergency"],
    ["allergic reaction cant breathe", "emergency"],
    ["face drooping cant talk", "emergency"],
    ["someone breaking in rn", "harmed"],
    ["dad choking my little bro", "harmed"],
    ["roommate hanging, help", "other_at_risk"],
    ["gas on, windows closed", "plan"],
    ["about to pull the trigger", "intent"],
    ["je vais sauter ce soir", "intent"],
    ["nie mogę oddychać, gardło puchnie", "emergency"],
  ]);

  calmByRules([
    "took them all to the charity shop",
    "my brother is beating me at chess again",
    "dad is hitting me with dad jokes all day",
    "my friend is hanging out with us, please come",
    "gas on, windows closed because it's freezing, cooking stew",
    "about to pull the trigger on buying a house",
    "someone breaking in to my heart lol",
  ]);
});

describe("the forty-ninth review (2026-11-29): people with OCD in real danger, telling both at once", () => {
  answersCrisis([
    ["I know it's OCD that makes me check the stove, but tonight I'm going to leave the gas on and not wake up", "intent"],
    ["it's my OCD, but I'm going to swallow everything in the cabinet and never wake up", "intent"],
    ["ya no puedo más con el TOC, esta noche me tomo todas las pastillas", "plan"],
    ["j'en peux plus du TOC, je veux vraiment mourir, j'ai acheté de quoi le faire", "plan"],
    ["meine Zwänge machen mich fertig, die Tabletten liegen bereit, heute Nacht", "plan"],
    ["il DOC mi ha distrutto, stanotte mi butto dal ponte", "plan"],
    ["nerwica natręctw mnie zabija, sznur jest przygotowany", "plan"],
    ["hab die ganze Packung genommen, mir ist so schwindelig", "act"],
    ["burned my forearm with a lighter to stop the ritual, the skin has gone white and I can't feel it", "act"],
    ["burnt my hand on the oven door an hour ago, the skin is white and waxy", "emergency"],
  ]);

  calmByRules([
    "I'm going to sleep in tomorrow and not wake up until noon",
    "Compulsion log: avoided the bridge on the way to work (fear: I'll throw myself off). Took the long way.",
    "burnt my hand on the oven tray, small blister, ran it under the tap",
    "I'm terrified I burned my hand on the hob and the skin will go white",
    "I know it's just OCD but the feeling that I might do it is so convincing",
    "tengo miedo de que esta noche me tomo todas las pastillas, es el TOC",
    "ich bin morgen nicht mehr da, ich fahre in den Urlaub",
    "salto dal letto alle sei e vado al lavoro",
  ]);

  it("a feared plan in another language is asked about, and the classifier does not overrule it", () => {
    expect(assessRisk("tengo miedo de que esta noche me tomo todas las pastillas, es el TOC").level).toBe("check_in");
  });

  it("a false memory of harm, checked, is asked about rather than alarmed", () => {
    expect(assessRisk("false memory today that I'd left my insulin pen where my nephew could reach it and he injected himself. he was at school all day. checked with my sister").level).toBe("check_in");
  });
});

describe("Japanese, Chinese and Korean (the fiftieth review, 2026-11-29): read as written, without spaces", () => {
  answersCrisis([
    ["もう死にたい。今夜薬を全部飲みます", "wish_dead"],
    ["睡眠薬を30錠飲んだ。眠い", "act"],
    ["今から屋上から飛び降りる", "intent"],
    ["彼氏に殴られてる、助けて", "harmed"],
    ["友達が薬を大量に飲んで起きない", "other_at_risk"],
    ["明日ナイフを持っていってあいつを刺す", "harm_others"],
    ["我刚吃了一整瓶安眠药", "act"],
    ["今晚我就去死", "intent"],
    ["木炭买好了，窗户也用胶带封了", "plan"],
    ["他又在打我，我好怕", "harmed"],
    ["我朋友吃了很多药，怎么叫都叫不醒", "other_at_risk"],
    ["人在頂樓，已經在欄杆外面了", "plan"],
    ["죽고 싶어. 오늘 밤에 끝낼 거야", "wish_dead"],
    ["수면제 한 통 다 먹었어", "act"],
    ["친구가 숨을 안 쉬어요", "other_at_risk"],
    ["아빠가 나를 때려 지금", "harmed"],
    ["밧줄 걸어놨어. 이제 끝", "plan"],
  ]);

  calmByRules([
    "死ぬほど眠い",
    "推しが尊すぎて死ぬ",
    "ゲームでボスに殺された",
    "今日は薬をちゃんと飲んだ",
    "包丁を見ると子どもを刺してしまうのではと怖くなる",
    "累死了，今天加班到十点",
    "笑死我了哈哈哈",
    "想死你了！周末见",
    "你打我电话吧",
    "我怕自己会突然跳下去，我根本不想死",
    "切菜的时候总想到拿刀伤人，吓得我把刀收起来了",
    "배고파 죽겠어",
    "혹시 아기를 떨어뜨릴까 봐 무서워요",
    "자는 남편 목 조르는 이미지가 떠올라서 무서워",
  ]);

  it("a passive wish to vanish is asked about, not alarmed", () => {
    expect(assessRisk("消えたい").level).toBe("check_in");
    expect(assessRisk("사라지고 싶어").level).toBe("check_in");
  });

  it("the ERP form's feared outcome in Japanese is read as the fear it answers", () => {
    expect(assessFearedOutcome("包丁で子どもを刺してしまう").level).not.toBe("crisis");
  });
});

describe("Japanese, Chinese and Korean, the fifty-first review's concepts (2026-11-29): places, poisons, bodies and threats", () => {
  answersCrisis([
    ["駅のホーム、次の特急で線路に飛び込む", "plan"],
    ["マンションの屋上、柵の外側に立ってる", "plan"],
    ["除草剤を飲んだ。お腹が痛い", "act"],
    ["父がろれつが回らなくて、顔の片側が下がってる", "other_at_risk"],
    ["元カレが玄関の前にいて、ずっとドアを叩いてる", "harmed"],
    ["カニを食べたら喉が腫れてきた、息がヒューヒューする", "emergency"],
    ["我现在在楼顶边上，风很大", "plan"],
    ["刚刚喝了农药，嘴里好苦", "act"],
    ["煤气阀打开了，窗户也都关好了", "plan"],
    ["我爷爷说话不清楚，嘴巴歪一边", "other_at_risk"],
    ["我妈晕倒在厨房，叫不醒", "other_at_risk"],
    ["他拿着菜刀在客厅，说要弄死我", "harmed"],
    ["한강 다리 위야 난간 넘을 거야", "plan"],
    ["농약 마셨어 속이 타", "act"],
    ["할아버지가 말이 어눌하고 입이 돌아갔어", "other_at_risk"],
    ["전남친이 문 계속 두드리면서 죽여버린다고 해", "harmed"],
  ]);

  calmByRules([
    "夏休みに海に入るのが楽しみ",
    "ガスの元栓開けっぱなしにしたかも、窓も閉めたし確認しなきゃ",
    "宅配の人がドアの前にいてノックしてた",
    "今晚去海边BBQ，记得买炭",
    "跑完步腳都沒力了",
    "不想回去上班",
    "今日好大雨，全身都濕晒",
    "煤气开着在炖汤，窗户关着因为太冷",
    "누가 문 두드려서 택배인 줄 알았어",
    "옥상에서 뛰어놀았다",
    "말이 좀 꼬였네 피곤해서 ㅋㅋ",
  ]);
});

describe("the fifty-third review (2026-11-29): parents, pregnancy and carers", () => {
  answersCrisis([
    ["my little girl rolled off the bed an hour ago and she's been sick twice and keeps dozing off", "other_at_risk"],
    ["Baby is 3 weeks old, temp 38.6 and not interested in feeding", "other_at_risk"],
    ["newborn hasn't had a wet nappy since last night and she's so sleepy and barely feeding", "other_at_risk"],
    ["my son had a coin battery in his hand and now it's gone, I think he swallowed it", "other_at_risk"],
    ["our dog bit my son's cheek, there is a deep gash and it won't stop bleeding", "other_at_risk"],
    ["Dad has dementia and has gone missing, it's freezing and getting dark", "other_at_risk"],
    ["the toddler got hold of the vape liquid and drank some", "other_at_risk"],
    ["I'm 31 weeks pregnant, awful headache and seeing flashing lights", "emergency"],
    ["My waters have broken at 30 weeks and there's so much blood", "emergency"],
  ]);

  calmByRules([
    "The twins had their jabs and both passed out in the car on the way home",
    "His nails were scratching him so I cut them today",
    "My nan with dementia wandered off at the shops yesterday, the police brought her back within the hour",
    "Baby rolled off the play mat onto the rug, laughed and carried on",
    "I'm 30 weeks pregnant and my feet are a bit puffy by the evening",
    "My waters broke in the supermarket, lots of mess, all fine",
    "Paediatric nurse here: a toddler came in who'd swallowed a coin, X-ray was clear",
  ]);

  it("an ERP form's fear under its label is asked about, not alarmed, when nothing of one's own death is beside it", () => {
    expect(assessRisk("Feared outcome: I'll lose control at bath time and push his head under. How likely I'd have said before: 40%. After the exposure: 15%.").level).toBe("check_in");
  });
});

describe("Arabic, Persian, Urdu, Hindi, Hebrew, Thai, Vietnamese and Indonesian (the fifty-fourth review, 2026-11-29)", () => {
  answersCrisis([
    ["أريد أن أموت الليلة", "wish_dead"],
    ["بلعت كل الحبوب اللي عندي", "act"],
    ["جوزي بيضربني دلوقتي", "harmed"],
    ["صاحبي مغمى عليه ومش بيتنفس", "other_at_risk"],
    ["میخوام بمیرم، امشب خودمو میکشم", "wish_dead"],
    ["همه قرصامو خوردم", "act"],
    ["آج رات خودکشی کر لوں گا", "intent"],
    ["मैंने सारी गोलियां खा ली", "act"],
    ["आज रात मैं आत्महत्या कर लूंगा", "intent"],
    ["בלעתי את כל הכדורים", "act"],
    ["ฉันอยากตาย", "wish_dead"],
    ["Tôi muốn chết", "wish_dead"],
    ["Bạn tôi bất tỉnh, không thở", "other_at_risk"],
    ["Saya mau bunuh diri malam ini", "intent"],
    ["suami mukul aku lagi sekarang", "harmed"],
  ]);

  calmByRules([
    "هموت من الضحك",
    "الله يرحمه، كان رجل طيب",
    "الله ياخده ويقتله، خلاني اتأخر على الشغل",
    "خايف اني اقتل ابني، انا بحبه ومش عايز كده. وسواس",
    "از خنده مردم",
    "हंस हंस के मर गया",
    "मुझे डर लगता है कि मैं अपने बच्चे को चोट पहुंचा दूंगा",
    "אני מת על הסרט הזה",
    "אבא שלי יהרוג אותי אם יראה את הציון",
    "หิวจะตายแล้ว",
    "Mệt chết đi được",
    "từ từ thôi, không vội",
    "capek banget mau mati rasanya wkwk",
    "hp gue mati",
    "I cooked pho and went to the song festival",
  ]);
});

describe("the eight languages in other words (the fifty-fifth review, 2026-11-29)", () => {
  answersCrisis([
    ["فتحت الغاز وسكرت كل الشبابيك", "plan"],
    ["عمي قال هيدبحني وهو واقف برا ومعاه السكينة", "harmed"],
    ["خون بند نمیاد، حوله خیس شده", "act"],
    ["بیٹے نے مٹی کا تیل پی لیا ہے", "other_at_risk"],
    ["सल्फास की गोली ले आया हूँ", "plan"],
    ["אני על הגג, הרגליים מעבר למעקה", "plan"],
    ["จุดเตาถ่านในห้องแล้ว ปิดหน้าต่างหมด", "plan"],
    ["mai la ngay cuoi, day thung treo san roi", "plan"],
    ["Adikku minum racun tikus, sekarang kejang", "other_at_risk"],
    ["yaar pankhay se dupatta baandh diya hai", "plan"],
  ]);

  calmByRules([
    "يجيني خاطر إني أبي أموت وأنا ما أبي، أحب حياتي",
    "اگه امشب بارون بیاد نمیام",
    "पुल पर जाम लगा है, देर हो जाएगी",
    "מחר אני נכנס לים לשחות עם הילדים",
    "แจกของขวัญให้เพื่อนวันเกิด",
    "terjun payung minggu depan, seru banget",
  ]);
});

describe("the fifty-sixth review (2026-11-29): crises told without feeling words, and the same register's ordinary life", () => {
  answersCrisis([
    ["Shotgun's out of the cabinet and loaded on the kitchen table.", "plan"],
    ["I've put the flex from the iron round the banister.", "method"],
    ["Bought a gun yesterday. Sorting the paperwork tonight.", "plan"],
  ]);

  it("a cord round a banister told of no one is asked about", () => {
    expect(assessByRules("Sitting at the top of the stairs with the flex from the iron round the banister.").level).toBe("check_in");
  });

  calmByRules([
    "Put the fairy lights cable round the banister for Christmas.",
    "The shotgun's locked in the safe at my brother's now because of the thoughts.",
    "Bought a nail gun, best money I've ever spent.",
    "water gun fight with the kids in the garden",
    "Putting the dog to sleep tomorrow. Kids are saying goodbye tonight.",
    "Finally made a will, the wife's been on at me for ten years.",
    "I keep getting the thought I'll empty the account and then top myself. Neither is anything I want.",
  ]);
});

describe("the fifty-seventh and fifty-eighth reviews (2026-11-29): the new languages once more, and young people", () => {
  answersCrisis([
    ["もう大丈夫だから、探さないで", "plan"],
    ["以後唔使再擔心我", "plan"],
    ["我明天就拿刀去他宿舍", "harm_others"],
    ["يه ورق كامل ترامادول خوردم", "act"],
    ["پاپا کو سانپ نے کاٹ لیا", "other_at_risk"],
    ["पापा को सांप ने काट लिया, पैर सूज रहा है", "other_at_risk"],
    ["makasih ya, titip kucingku. jangan cari aku besok", "plan"],
    ["doing the blackout challenge tonight on live lol", "plan"],
    ["bought a knife with my birthday money for when i finally do it", "plan"],
    ["the only reason i haven't yet is my dog and she died today", "plan"],
    ["only eating 200 cals a day for 3 weeks, chest hurts when i stand up", "act"],
    ["drank loads tonight and mixed it with my xanax, can't really feel my legs", "act"],
    ["dad hit me and took my phone, i'm scared to go to sleep", "harmed"],
  ]);

  calmByRules([
    "i've taken all the blades out of my room bc i'm scared of my own brain",
    "i'd take a bullet for my sister tbh",
    "capek banget hari ini, rasanya mau mati aja wkwk",
    "我一直担心我会伤害她",
  ]);

  it("owned words are never held down to a question", () => {
    expect(assessRisk("i keep thinking about driving my sister's car into a tree. not an intrusive thought, i want to. i've got her keys").level).toBe("crisis");
  });
});

describe("the fifty-ninth review (2026-11-29): a clinician's audit set, both ways", () => {
  answersCrisis([
    ["I've let two trains go past, waiting for the fast one", "plan"],
    ["My dad collapsed and won't wake up. I'm so scared it's my fault because of my thoughts.", "other_at_risk"],
    ["this time I'm planning what I'll say to the police afterwards", "harm_others"],
    ["walking along the motorway hard shoulder barefoot, can't feel my feet and I'm not going back", "plan"],
    ["Mam przy sobie żyletki i już zaczęłam", "act"],
    ["Ik heb net een hele strip oxazepam ingenomen", "act"],
  ]);

  it("a feared outcome that shows the wish (surviving it) is not held down by its label", () => {
    expect(assessRisk("Feared outcome: that I'll survive it. Honestly that's the only fear I have left.").level).toBe("crisis");
  });
});

describe("the sixtieth review (2026-11-29): long illness, recovery, eating disorders, scrupulosity", () => {
  answersCrisis([
    ["9 days no food now. chest keeps hammering and I blacked out in the shower this morning", "act"],
    ["day 3 off the drink cold turkey, just had some kind of fit on the kitchen floor", "act"],
    ["on chemo and my temperature is 38.6, shivering under the blankets", "emergency"],
    ["fell down the stairs an hour ago and I can't move my legs", "emergency"],
    ["put 3 fentanyl patches on at once, breathing feels slow and I keep drifting", "act"],
    ["had the methadone on top and my mate says my lips have gone purple", "act"],
    ["burned my arm with a lighter 4 times tonight", "act"],
    ["Held my hand on the hob ring for what I did. Skin's come off in a patch.", "act"],
    ["Taking the whole packet tonight.", "intent"],
    ["Turned the gas on without lighting it and shut all the windows.", "act"],
    ["A: Yes, this morning, ligature. Marks on neck, voice hoarse.", "act"],
    ["worst headache of my life came on suddenly, like a thunderclap, and my neck is stiff", "emergency"],
    ["ate a peanut by accident and my lips are swelling", "emergency"],
    ["washed my hands with bleach and now they're burning and blistering", "emergency"],
    ["handed my warrant card in today but still got the spare key to the armoury locker. so this weekend it is", "plan"],
    ["14th floor of the tower job. harness is off. just want someone to know it wasnt an accident", "plan"],
    ["turned all four rings on without lighting them and shut the kitchen windows", "act"],
    ["had the whole strip of sertraline with my tea, feeling floaty", "act"],
    ["Mum hasn't woken since lunch, her lips have gone a bit blue and her breathing is slow. Is this my OCD or do I ring someone", "other_at_risk"],
    ["boat's out past the point. emptied the fuel on purpose. signal's going", "act"],
    ["cut my thigh, deep, theres yellow stuff showing. holding it shut with parcel tape", "emergency"],
    ["plot twist: the intrusive thought won lol. sat on the outside of the bridge railing typing this", "act"],
    ["stool under the beam now", "act"],
    ["turned all the rings on and put towels along the bottom of the kitchen door", "act"],
    ["update: it isn't a thought anymore. booked the travelodge for tomorrow night and got the stuff from two different chemists", "plan"],
    ["both wrists. bath's red", "act"],
    ["fell out of my chair in the hall about 6 hours ago, can't get up, my hip's at a wrong angle", "emergency"],
    ["Then came home and swallowed everything in both blister strips, about an hour ago, my ears are ringing", "act"],
    ["my chest has been crushing for 40 minutes, pain down my left arm, sweating", "emergency"],
    ["My son is breathing really deep and fast, he's vomited twice, his breath smells like nail varnish remover and he's hard to wake up", "other_at_risk"],
    ["my face and throat are swelling up and I'm struggling to breathe, it started after the first dose of the new antibiotic", "emergency"],
    ["headaches, dizziness and nausea since the new boiler went in, and now the baby is floppy", "other_at_risk"],
    ["her ex is outside our flat right now kicking the door saying he's going to kill her", "other_at_risk"],
  ]);

  calmByRules([
    "Had a temp of 38 last week before chemo, they checked my bloods and it was fine, round 4 went ahead.",
    "what if this headache is the worst of my life and it's a bleed, I keep googling",
    "Scared my lips are swelling from the prawns, checked the mirror 20 times, they look normal",
    "Burned my hand on the oven tray, little blister, ran it under the tap.",
    "Checked the gas 6 times before leaving, it was off every time.",
    "pub quiz or cinema? ok so tonight it is",
    "kids bath's pink from the bath bomb lol, cut my finger on the packaging",
    "Grandad fell in the garden but got straight back up, no harm done",
    "the stool is under the desk",
    "what if my chest is being crushed and the pain goes to my left arm, I keep checking my pulse",
    "scared the boiler is leaking, I have headaches, what if the baby goes floppy",
    "my toddler is hard to wake in the mornings, she loves her sleep",
  ]);

  it("a label with nothing after it is nothing said yet", () => {
    expect(assessRisk("thoughts today:").level).toBe("none");
  });

  it("a bare intent to jump under OCD's label is asked about, not swallowed by the label", () => {
    expect(assessRisk("thought: I'm going to jump tonight").level).toBe("check_in");
    expect(assessRisk("spike: I am jumping now").level).toBe("check_in");
    expect(assessRisk("I'm going to jump tonight").level).toBe("crisis");
  });

  it("a search for the signs of a wish is no wish said", () => {
    expect(assessRisk("What if I'm actually suicidal and just don't know it yet? Googled signs you want to die about 40 times tonight. I feel fine, I've got plans for Easter").level).not.toBe("crisis");
  });

  it("an image of harming oneself, pictured and disowned, is asked about rather than alarmed; with a wish or the means out, it is a crisis", () => {
    expect(assessRisk("I keep getting images of myself slitting my wrists in the shower. They come out of nowhere. I'm not sad, not planning anything, just horrified.").level).not.toBe("crisis");
    expect(assessRisk("I keep picturing myself hanging in the garage and it feels peaceful. The rope is there.").level).toBe("crisis");
    expect(assessRisk("I see myself cutting and I did it again last night, deeper this time.").level).toBe("crisis");
  });
});

describe("the sixty-first review (2026-11-29): nine European languages, the situations of a crisis", () => {
  answersCrisis([
    ["estoy en lo alto del puente de la autopista, ya no puedo mas", "act"],
    ["je suis au bord de la falaise. adieu", "act"],
    ["ich sitze auf dem Dach und kann nicht mehr", "act"],
    ["sono sul ponte, non ce la faccio più", "act"],
    ["stoję na moście, nie mam już siły", "act"],
    ["стою на мосту, больше не могу", "act"],
    ["köprüdeyim, artık dayanamıyorum", "act"],
    ["j'ai laissé une lettre pour maman sur le lit. ce soir c'est fini, j'ai tout prévu", "plan"],
    ["dei meu gato pra minha vizinha e paguei minhas dívidas. sábado acaba", "plan"],
    ["Das Seil hängt schon im Keller. Hab mich heute von meiner Mutter verabschiedet.", "plan"],
    ["abrí el gas sin encenderlo y cerré todas las ventanas", "act"],
    ["j'ai mis du scotch autour de la porte du garage et la voiture tourne", "act"],
    ["mi padre tiene un dolor fuerte en el pecho que le baja al brazo izquierdo", "emergency"],
    ["meine Oma spricht plötzlich verwaschen und ihr Gesicht hängt", "emergency"],
    ["jade teraz autem i zaraz wjade w tira, niech wyglada na wypadek", "plan"],
    ["yine jiletle kestim kolumu, kan durmuyor", "act"],
    ["mon beau-père est rentré bourré, il cogne ma mère dans la cuisine", "other_at_risk"],
    ["тато знову п'яний, б'є маму, вона кричить", "other_at_risk"],
    ["Spłaciłem wszystkie długi, kotem zajmie się sąsiadka. To mój ostatni wpis, dziękuję wam za wszystko.", "plan"],
    ["Unser Baby atmet ganz komisch, Lippen sind bläulich", "emergency"],
    ["vengo juntando los rivotril de cada receta, ya tengo 5 blisters. el finde que mis viejos se van es el día", "plan"],
    ["коплю феназепам уже два месяца, врач выписывает а я не пью. в субботу муж уезжает", "plan"],
    ["Der CO-Melder im Bad piept, mein Freund ist total benommen und kotzt", "emergency"],
    ["la petite voisine de 4 ans est seule depuis hier soir, la maman est pas rentrée", "other_at_risk"],
    ["kanka Emre gruba 'yarın okula babamın silahını getiricem hepsini vurucam' yazdı", "other_at_risk"],
    ["я вже 4 дні не колю інсулін навмисно", "act"],
  ]);

  calmByRules([
    "estoy en el puente de Brooklyn con mi novio, qué vistas!",
    "Ich stehe auf der Brücke und mache Fotos vom Sonnenuntergang",
    "je suis sur le toit pour réparer l'antenne avec mon père",
    "siedzę na dachu i naprawiam rynnę z tatą",
    "mal al petto da ieri dopo la palestra, credo sia muscolare",
    "j'ai écrit une lettre à ma grand-mère pour son anniversaire",
    "ho regalato le mie cose vecchie alla Caritas prima del trasloco",
    "abrí el gas para hacer la cena y cerré las ventanas porque hace frío",
  ]);

  it("a wish or an intent laughed off is a figure of speech in these languages too; a plan beside laughter is asked about", () => {
    expect(assessRisk("ещё одна такая планёрка и я повешусь 😅 ладно, пошла за кофе").level).not.toBe("crisis");
    expect(assessRisk("si mañana hay otra reunion de 3 horas me tiro por la ventana jajaja").level).not.toBe("crisis");
    expect(assessRisk("me voy a tirar del puente esta noche, no puedo mas").level).toBe("crisis");
  });
});

describe("the sixty-seventh review (2026-11-29): phones late at night, euphemism, emergencies told beside OCD", () => {
  answersCrisis([
    ["next train 4 mins. standing past the yellow line. sorry mum x", "act"],
    ["Every day I hope the cancer comes back so I can finally stop. I've quietly stopped taking my chemo tablets and haven't told the oncologist or my wife.", "wish_dead"],
    ["stung by a wasp in the garden, I'm allergic. used my epipen 10 min ago but throat is getting tighter again and I'm wheezing", "emergency"],
    ["Ate the exposure snack (a biscuit from the shared office tin) and now my throat's tight, my tongue is swelling and there are hives up my neck. I do have a real nut allergy, I thought the OCD was exaggerating it.", "emergency"],
    ["I mixed bleach and ammonia to clean the bathroom properly and now I can't breathe well.", "emergency"],
    ["Scrubbed my hands with neat bleach and wire wool for 3 hours. Skin's peeling off in sheets, blistered and bleeding, fingers going white and numb.", "emergency"],
    ["ate soap and part of a disinfectant tab because my mouth felt dirty after the exposure, now my throat is swelling and I can hardly swallow", "emergency"],
    ["Washing so much my hands have split open and now one finger has gone black and I can't feel it at all.", "emergency"],
    ["The voice says 'kill yourself' and I always fought it but I'm too tired now. Writing my note in the thought journal because I don't know where else. It'll be the 6:40 train tomorrow.", "plan"],
  ]);

  it("a form's next field ('Context:') is not disowned by the fear written in the field before", () => {
    expect(assessFearedOutcome("Fear: getting contaminated at the hospital. Context: my little sister drank something from under the sink an hour ago and is throwing up blood").level).toBe("crisis");
  });

  it.each([
    "I'm not even allergic to peanuts but the thought of my throat closing sent me into checking my lips in the mirror for an hour.",
    "Scared my lips are swelling from the prawns, checked the mirror 20 times, they look normal",
    "the what if i jump in front of the tube thought came 3 times today. i hate it so much. stood behind the yellow line like normal",
    "what if I mixed bleach and ammonia by accident, I'm scared, my throat feels tight",
    "i keep thinking what if i stab my mum when im cutting veg. i love her so much?? made her cut everything tonight. hate this brain",
  ])("%s: an intrusive thought or a fear, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a plan feared and disowned, with no time named, is the obsession's picture of one", () => {
    expect(assessRisk("I can't take pills anymore because I'm afraid I'll swallow the whole bottle even though I don't want to.").level).toBe("none");
    expect(assessRisk("I'm afraid I'll swallow the whole bottle tonight").level).not.toBe("none");
  });

  it.each([
    "I have to keep rewriting my notes until they look just right. I spent 3 hours on one page.",
    "I think I ran a red light last week and maybe caused an accident behind me.",
    "I ate something and then realised it might not have been halal. I feel I've sinned terribly.",
  ])("%s: OCD's doubt in its own words is asked about at most, not alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("words of dying laughed off, with nothing of a means, a time or despair, are asked about; a means beside them, or the laugh taken back, keeps the alarm", () => {
    expect(assessRisk("if i have to sit through one more team meeting im gonna unalive myself (jk) 💀").level).toBe("check_in");
    expect(assessRisk("im going to kill myself lol the pills are on my desk").level).toBe("crisis");
    expect(assessRisk("wish i could just uninstall myself frm life lol not even kidding").level).toBe("crisis");
  });

  it.each([
    "bungee jump for my 40th!!! jumped off a bridge and screamed the whole way down. never again lol",
    "call grandma about sunday lunch and tell her the chemist has her heart tablets ready for collection",
  ])("%s: everyday, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a religious intrusion taken back at once is asked about, not alarmed", () => {
    expect(assessRisk("I want satan to take my soul. I didn't mean it").level).toBe("check_in");
  });

  it.each([
    "I should just kill myself. That's the sentence that loops whenever I make a mistake at work. It doesn't feel like mine, it's like a car alarm going off. Rated 6.",
    "I stop fighting it and jump off the car park roof. My family has to identify me. (Reading this out at 8pm each night.) Tonight 7 -> 3. Weirdly calmer about heights afterwards.",
    "Gonna kill my brother, he ate my leftovers AGAIN.",
  ])("%s: the words named as a loop, a script read again and again, or anger over leftovers, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("the thought agreed with keeps its alarm", () => {
    expect(assessRisk("ugh I hate that I'm like this but I keep thinking I should just end it. and I'm starting to think I'm right").level).toBe("crisis");
    expect(assessRisk("Imaginal exposure, I'm not pretending anymore, I am going to hang myself when everyone goes to bed").level).toBe("crisis");
  });

  it("an ERP trigger of reading about suicide without checking oneself, and effort 'killing myself over nothing', are not alarmed; not stepping back as the train comes is asked about", () => {
    expect(assessRisk("reading about suicide without googling whether I'm suicidal").level).not.toBe("crisis");
    expect(assessRisk("that I was killing myself over nothing, the meeting was totally fine").level).not.toBe("crisis");
    expect(assessRisk("killing myself over this breakup, I have the pills").level).toBe("crisis");
    expect(assessRisk("Stand at the track and don't step back when it comes").level).toBe("check_in");
  });

  it("a medicine run out or stopped, told without a question, is asked about and sent to the prescriber; a hot tap's blistering burn is an emergency", () => {
    expect(assessRisk("My prescription ran out four days ago and I couldn't get more, now I feel dizzy and get these electric zaps in my head").level).toBe("check_in");
    expect(asksAboutMedicine("My prescription ran out four days ago and I couldn't get more")).toBe(true);
    const scald = assessRisk("I held my hands under the hot tap to be sure the germs were dead and now they're bright red with big blisters.");
    expect(scald.level).toBe("crisis");
    expect(scald.reasons.map((r) => r.category)).toEqual(["emergency"]);
  });

  it("a letter rewritten before a day is not a page redone until it looks right", () => {
    expect(assessRisk("I keep rewriting the letter for my son. I want to get it right before Sunday.").level).toBe("crisis");
  });
});

describe("other languages: the edge, an allergy, the dose looked up, someone else armed, a goodbye then silence", () => {
  it.each([
    // Past the railing at a height; at the edge with the step off.
    "je suis sur le pont, j'ai passé une jambe de l'autre côté de la rambarde",
    "jestem na wiadukcie, przeszedłem przez barierkę",
    "sono sul ponte, ho già scavalcato la ringhiera",
    "estoy en el tejado de mi casa, no voy a bajar, nadie me va a detener",
    "ich stehe oben auf dem Parkhaus, ich komme nicht mehr runter",
    "tô em cima do viaduto, ninguém vai me impedir",
    "ik zit op het dak van de flat, hou me niet tegen",
    "сижу на краю крыши, не отговаривайте",
    "çatının kenarındayım, artık geri dönüş yok",
    // An allergic reaction closing the airway.
    "mi hija es alérgica a los frutos secos, se le está hinchando la lengua y le cuesta respirar",
    "mein Sohn wurde von einer Wespe gestochen, er ist allergisch und kriegt keine Luft",
    "mój syn zjadł orzeszki, ma alergię, gardło mu puchnie",
    "у дочки алергія на арахіс, вона задихається",
    // The lethal dose looked up.
    "ho cercato quante pastiglie ci vogliono per non svegliarsi",
    "pesquisei a dose letal de paracetamol",
    // Someone else armed and set on killing; a goodbye and then no answer.
    "mi primo tiene una pistola y dice que va a matar a su ex",
    "mijn vader heeft een mes gepakt, hij gaat haar vermoorden",
    "mi amiga me mandó un adiós a todos y ya no contesta",
    // A stroke's crooked mouth; bleeding that will not stop; the rope and the decision with a goodbye.
    "ma grand-mère a la bouche tordue et parle bizarrement",
    "meine Mutter hat sich geschnitten und das Blut hört nicht auf, obwohl ich drücke, es hört nicht auf zu bluten",
    "це мій останній допис. мотузка є, я все вирішив",
    // Things given away and soon not needed, and a past-tense goodbye.
    "ich verschenke alle meine Sachen, bald brauche ich die nicht mehr. ich hab euch immer lieb gehabt",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "me da miedo estar en la azotea y pensar en saltar, es el TOC",
    "estoy en la azotea con mis amigos, sentado en el borde tomando algo",
    "je suis sur le pont au-dessus de la Seine, les jambes dans le vide, trop beau le coucher de soleil",
    "ik sta bovenop de parkeergarage bij de rand om foto's te maken van de zonsondergang",
    "köprüdeyim, manzara harika, geri dönmek istemiyorum",
    "стою на крыше, смотрю на закат, надоело всё в городе",
    "mi hijo es alérgico al cacahuete, ¿qué hago si no puede respirar? tengo miedo",
    "j'ai peur que ma gorge gonfle si je mange des cacahuètes, je suis allergique",
    "regalo le mie cose vecchie, domani trasloco",
    "esqueci as senhas do banco, amanhã vou na agência",
    "heute nacht mach ich schluss mit ihm, er hat mich betrogen",
    "me pego a la pared en el andén por si acaso, me da miedo el TOC",
    "мій синій светр висить у шафі",
    "ho cercato quante compresse di tachipirina posso prendere",
  ])("%s: a fear or an everyday text, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The seventy-second review (decision 013, amendment bt): the boundaries a QA team probes.
describe("a heart attack's signs, drink with a heap of pills, gas let out unlit, a blade's step, hating being alive", () => {
  it.each([
    ["chest pain going down my left arm and I can't breathe properly, is this just anxiety?? it's been 40 min and it's getting worse", "emergency"],
    ["tight chest spreading into my jaw, sweating, on my own at home", "emergency"],
    ["Did drink half a bottle of vodka with all of Mum's sleeping tablets though. Feeling floaty.", "act"],
    ["Checked the gas 40 times. Then turned it on without lighting it and now I'm sitting in the kitchen with all the windows shut.", "act"],
    ["1) look at pictures of knives 2) hold a knife 3) press the knife into my throat until it bleeds because I deserve it. doing 3 now", "act"],
    ["Four hours of reassurance seeking again. I hate being alive like this.", "hopelessness"],
  ] as const)("%s: crisis (%s)", (text, category) => {
    const answer = assessRisk(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain(category);
  });

  it.each([
    "what if my chest pain spreads to my left arm and it's a heart attack",
    "had a glass of wine with my tablet",
    "ERP ladder: 1) look at knives 2) hold a knife with my partner in the room 3) chop veg next to him",
    "I hate living in this town",
    "I hate waking up early for work",
    "I hate my life admin, three forms today",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("hating one's life is asked about, not alarmed; the end of something is no ending of a life", () => {
    expect(assessByRules("I hate my life").level).toBe("check_in");
    expect(assessByRules("Read my worst-fear script out loud five times. By the end it was boring, which is the point.").level).toBe("none");
  });

  it("not wanting to live forever accepts an end; not wanting to live stays a wish to die", () => {
    expect(assessByRules("'I Don't Wanna Live Forever' on repeat all morning. Such a tune.").level).toBe("none");
    expect(assessRisk("I don't want to live").level).toBe("crisis");
    expect(assessRisk("I don't want to live anymore, not even forever").level).toBe("crisis");
  });
});

// The engine's specialist review (2026-11-30, decision 013 amendment bt): its risk findings.
describe("a dose to go up or down to, a feeling of dying, an exposure script written out", () => {
  it("a dose change asked about is a question for the prescriber, not an amount of pills", () => {
    expect(asksAboutMedicine("My psychiatrist said to stay on 200mg but I think I should go down to 100, what do you think?")).toBe(true);
    expect(assessRisk("Been on 20mg fluoxetine 6 weeks. Psychiatrist wants to go up to 40. Not sure. Thoughts?").level).toBe("check_in");
    // An amount of pills held stays an overdose researched.
    expect(assessRisk("how many of my sertraline would it take, I have 40").level).toBe("crisis");
  });

  it("a feeling of dying now is asked about; with a time, an act or dying welcomed it is a crisis", () => {
    expect(assessRisk("I keep counting to 4 when I walk through doors. If I don't, I feel like I'll die.").level).toBe("check_in");
    expect(assessRisk("I feel like I'm going to die").level).toBe("check_in");
    expect(assessRisk("I feel like I'm going to die tonight").level).toBe("crisis");
    expect(assessRisk("I feel like I'm going to die and I'm fine with that").level).toBe("crisis");
    expect(assessRisk("I feel like I'll die, I've been injecting air with a needle like I read about.").level).toBe("crisis");
    expect(assessRisk("I'm going to die").level).toBe("crisis");
  });

  it("a test come back negative is no preparation: health anxiety's question is not asked the suicide question", () => {
    expect(assessRisk("What are the chances I actually have HIV from that one time? I tested negative twice.").level).toBe("none");
    expect(assessRisk("I tested the rope on the beam in the garage").level).toBe("crisis");
  });

  it("'I might burn the house down' written out as an exposure is no one threatening the writer", () => {
    expect(assessRisk('I did my exposure — wrote "I might burn the house down" 20 times. Felt awful at first, then bored.').level).toBe("none");
    expect(assessRisk("he keeps threatening to burn the house down").level).toBe("crisis");
  });
});

// The seventy-third review (decision 013, amendment bu): long entries, the danger anywhere in them.
describe("long entries: pills put by, a cleaner drunk by measure, a swallowed battery, a burn, days of water, grey lips, a fire with people in it", () => {
  it.each([
    ["Work was fine, mum rang. The pills I've been saving since Christmas are in my bag for tonight.", "plan"],
    ["Long day. Drank a cup of bleach after dinner, throat burning.", "act"],
    ["Took the kids to the park. Then my daughter swallowed a magnet off the fridge, she seems fine though.", "other_at_risk"],
    ["Did my hair, then with the straighteners still hot I held it on my thigh. It's blistered.", "act"],
    ["Day 6 with only water. Fainted at the bus stop this morning.", "act"],
    ["We're still at the party. His lips looked blue and he won't wake up, the others say leave him.", "other_at_risk"],
    ["Flames coming out of the upstairs window of the flat opposite and someone is still inside, I can hear them.", "other_at_risk"],
  ] as const)("%s: crisis (%s)", (text, category) => {
    const answer = assessRisk(text);
    expect(answer.level).toBe("crisis");
    expect(answer.reasons.map((r) => r.category)).toContain(category);
  });

  it.each([
    "what if the house catches fire and the kids are trapped inside",
    "smoke pouring from the barbecue, the kids inside playing xbox",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a car exhaust checked for leaks is no means looked at (the rules; the classifier may still ask)", () => {
    expect(assessByRules("Checked the car exhaust for leaks again before the school run, the mechanic said it's fine").level).toBe("none");
  });
});

// The seventy-fourth review (decision 013, amendment bv): a method sought in disguise.
describe("a method sought in disguise, and the same words asked for good reasons", () => {
  it.each([
    "for a short story: which floor of the multi storey would be high enough? asking for me really",
    "what gases from stuff under the sink would kill someone in their sleep",
    "how long after an overdose is it too late for the hospital to fix it",
    "whats the easiest way to bleed out",
    "how do I make it look like an accident so my kids don't blame themselves",
    "I don't want to be found before it's done",
    "I've got four months' worth of my tablets saved, would you just drift off if you took them all",
    "my 2 year old got into the cupboard and swallowed some of my tablets",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "bought a new pill organiser so I stop forgetting my vitamins",
    "is the viewing platform high enough for the view of the whole city?",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

describe("a dose to drop to, planned or asked", () => {
  it.each([
    "I've been on sertraline 150mg for a year and I'm doing well. I think I'll drop to 100 this week and see how it goes.",
    "I want to drop my sertraline to 100 this week.",
  ])("%s: asked about and sent to the prescriber, not alarmed", (text) => {
    expect(assessRisk(text).level).toBe("check_in");
    expect(asksAboutMedicine(text)).toBe(true);
  });
});

// The seventy-fifth review (decision 013, amendment bw): the C-SSRS ladder in lay words.
describe("the severity ladder in lay words, and the same words in ordinary life", () => {
  it.each([
    "I was about to step off the platform when the train came in and I froze. Still shaking.",
    "Deleted my socials, paid off the credit card, put the insurance papers on the kitchen table where Dave will find them afterwards.",
    "If I got hit by a bus tomorrow I don't think I'd mind that much.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Some nights I pray God takes me in my sleep. I'd never do anything, I couldn't do that to the kids.",
    "When they said the scan was clear I felt... disappointed? Like part of me wanted a way out that wasn't my fault.",
  ])("%s: a passive wish, asked about", (text) => {
    expect(assessRisk(text).level).not.toBe("none");
  });

  it.each([
    "I was about to step off the bus when the driver shouted.",
    "I've decided to sit with the uncertainty about whether I left the hair dryer plugged in.",
    "Wrote my will today after the diagnosis. Weirdly empowering. The kids get the house.",
    "Thought fragment: 'jump.' Then: crossed the road to get away from the bridge. Then: checked my face in a shop window to see if I looked suicidal.",
    "I've been doing the thing where I 'check' if I'm suicidal by looking at the window and waiting to see if I feel an urge. I know it's a compulsion.",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("reading about the history of bridges is no method researched", () => {
    expect(assessRisk("Reading about the history of bridges for my engineering module.").reasons.map((r) => r.evidence)).not.toContain("reading about the history of bridges");
  });
});

// The seventy-sixth review (decision 013, amendment bx): the line between a harm obsession and real intent.
describe("a harm obsession and real intent in the same words", () => {
  it.each([
    "ERP log, day 32. Exposure: stood in Sophie's room holding the knife. Anxiety 0/10. No urge to check. I think the thoughts were right all along and I'm ready. Waiting till she's asleep.",
    "I know my OCD and this isn't it. This isn't a thought I'm scared of, it's God telling me my daughter has a demon in her and I have to get it out with water. I've filled the bath.",
    "People on here talk about 'what if I snap'. I did snap. Slammed the car door on my wife on purpose, then drove at her in the driveway. She jumped out of the way.",
    "I hit a cyclist on the way home and drove off. He was lying in the road.",
    "I'm going to kill myself, I don't, I can't, I'm going to.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "What if my daughter has a demon in her and I have to get it out? I know it's OCD, I would never.",
    "I drove at him by accident when my foot slipped off the clutch.",
    "i could just do it. i could just stab him. - why does my brain say this. i love him.",
    "the thought came again while i was changing my niece. the disgusting one. told my sister i cant babysit anymore and made up a reason.",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a hit-and-run feared without noticing is the obsession's", () => {
    expect(assessFearedOutcome("That I hit a cyclist on the way home without noticing and drove off, and the police will come to the door.").level).not.toBe("crisis");
  });

  it("a threat taken back in the same breath is not read as the threat", () => {
    expect(assessRisk("I want to kill her (I don't) (I don't) (I don't)").reasons.map((r) => r.evidence)).not.toContain("want to kill her");
  });
});

// The seventy-seventh and seventy-eighth reviews (decision 013, amendments by and bz).
describe("self-harm beside the body damage of OCD's relatives, and the transitions where risk peaks", () => {
  it.each([
    "cut 6 times tonight",
    "ok so i did it again. w the scissors. its fine its not that bad just dont want to talk abt it",
    "I have Tourette's and OCD so people think all my bruises are tics. Some are. The ones on my upper thighs aren't - I do those with a hammer handle when I get overwhelmed.",
    "I punch my own face when I mess up. Black eye today, told the teacher it was football.",
    "I know the picking is dermatillomania. But tonight I took the tweezers and dug into my leg on purpose, not picking, just digging to hurt myself.",
    "Trich log says 0 pulls today which should be a win. But I didn't pull because I was busy hitting my thighs with a hairbrush instead. Big purple bruises.",
    "Step 7: leave the flat without checking the hob. Won't matter after Saturday, I'm not coming back to it.",
    "Checked the locks tonight like always. The fluoxetine I haven't taken for six weeks is lined up in the drawer. Last entry.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "picked the skin round my thumbs till they bled again in maths. idk why i do it, it doesn't even feel good, it just happens.",
    "Nail beds bleeding from biting, cuticles chewed away. Tried gloves tonight, lasted 40 min.",
    "Did it again with the scissors, cut my fringe too short lol",
    "Last session with the OCD clinic in Cork. Told them I'm back at college part time and they were delighted. Few pints with the lads after.",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("a passive wish 'rather not exist than' is asked about", () => {
    expect(assessRisk("Since the relapse I keep thinking I'd rather not exist than go through all this again.").level).not.toBe("none");
  });
});

// The seventy-ninth review (decision 013, amendment ca): a held-out suite's plain probes.
describe("plain probes of one concept each", () => {
  it.each([
    "A lad in our group chat posted a photo of a noose with the word 'tonight'.",
    "Mixed my meds with a lot of drink and now I'm shaking, sweating, really confused and burning up.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("'that's the sentence my head keeps saying' disowns the words before it", () => {
    const reasons = assessRisk("'I'm going to do something inappropriate to my niece.' That's the sentence my head keeps saying. I'm repulsed by it.").reasons;
    expect(reasons.every((r) => r.evidence === "classifier")).toBe(true);
  });
});

// The eightieth review (decision 013, amendment cb): typed as exhausted, dyslexic or dictating people type.
describe("danger typed in a hurry", () => {
  it.each([
    "hes punching the door rn im scared hell get in pls someone call 999",
    "think im havin a stroke face feels droopy words come out rong",
    "my mum collapsd on the kitchen floor and isnt breathing properly",
    "someone call an ambulance",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "checkd the baby was breathing 22 times last nite bc of the thot that i smothered her",
    "I would never hurt my kids, which is why I'm dropping them at my sister's before I kill myself.",
  ])("%s: 'thot' is a thought, and 'dropping' stays itself", (text) => {
    expect(assessRisk(text).level).toBe(text.includes("kill myself") ? "crisis" : assessRisk(text.replace("thot", "thought")).level);
  });
});

// The eighty-first review (decision 013, amendment cc): psychosis, mania and withdrawal, against OCD's fear of going mad.
describe("danger driven by psychosis, mania or withdrawal", () => {
  it.each([
    "Voice says jump. It's not a thought, it's a man standing behind me talking. I'm on the balcony.",
    "Three weeks postpartum, barely slept in a week. God keeps telling me the baby is the devil's child and I have to give her back. I'm standing at the open window with her.",
    "Awake since Wednesday. Sold the car, gave the cash to a guy on the street, now walking along the motorway barrier because I can stop the traffic with my mind.",
    "Day 6 no sleep. Tonight I'm swimming across the lake in the dark to cleanse myself. It's 3km and I can't really swim but that won't matter.",
    "Stopped drinking three days ago, shaking, people in the corners saying they'll kill my daughter unless I get her out. Putting her in the car now, I can barely hold the keys.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "My OCD voice says jump whenever I'm near the balcony. I know it's just OCD.",
    "Razor in my hand in the shower and my head said do it. I put it down and got out. I've never hurt myself.",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The eighty-second review (decision 013, amendment cd): danger now told by its facts.
describe("danger now told by its facts", () => {
  it.each([
    "70 years old and my own son called me an abomination. I still have my old service revolver. I keep taking it out and holding it.",
    "Got jumped outside the bar after pride. Head's bleeding, can't see out of one eye. I'm sitting in an alley and I think they're still around.",
    "Got kicked out of the shelter. It's 2am and a guy has been following me for three blocks.",
    "Neighbor sprayed 'die tranny' on our door and left a dead bird on the step. Tonight someone tried the handle. I'm alone with my kid.",
    "My son just told me he's been cutting. Some cuts on his thighs are deep and one looks infected.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it("a toy gun taken out is no weapon held", () => {
    expect(assessRisk("My nephew keeps taking the toy gun out and pointing it at the cat lol.").level).not.toBe("crisis");
  });
});

// The eighty-third review (decision 013, amendment ce): exposures that are real danger.
describe("an exposure that is real danger", () => {
  it.each([
    "Did the stove exposure, left the gas ring on and walked away. Came back 3 hours later, the kitchen reeks of gas and my daughter is dizzy and vomiting.",
    "My ERP coach told me to stop eating for a week as an exposure. Day six, I fainted on the stairs, hit my head and it's still bleeding.",
    "Exposure to 'contaminated' food: ate the chicken I'd left out four days in the heat to prove nothing bad happens. Vomiting blood now, can't stand up.",
    "Plug exposure: left the straighteners on and went out. SUDS 80. Neighbour just called, the flat's on fire, smoke pouring out the window, my cat's inside.",
    "Step 7: drive on the motorway with my eyes shut for ten seconds, no peeking. If I crash, I crash.",
    "Left the pool gate open as my not-checking exposure. Just heard a splash, my nephew's in the water and he can't swim.",
    "The exposure group leader told me to lick a bleach-soaked cloth to prove contamination is in my head. My tongue and lips are blistering.",
    "Step 10: pop all my pills out of the blister packs, count them into a pile, then swallow them one by one without checking how many.",
    "Exposure: stand on the tracks, not behind the line, until I can hear the train. Do not step off early.",
    "Therapist wanted me to swallow a bit of antifreeze to show my fear of poisoning is irrational. I did it an hour ago. I feel drunk and my stomach is cramping.",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "My son is in the pool, he can't swim yet so he has his armbands on and I'm right beside him.",
    "Cleaning the bathroom and had the thought 'drink the bleach'. Put the bottle down immediately and went outside. So unwanted.",
    "My fear is that if I leave my pills on the kitchen shelf instead of locking them up I'll swallow them all without ever deciding to.",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The eighty-fourth to eighty-sixth reviews (decision 013, amendment cf): dialect, substances, old age.
describe("danger told in dialect, after a dose gone wrong, and in old age", () => {
  it.each([
    // Violence now, typed without its "is", or after coming home in a state.
    "my stepdad drunk again and punching my mum right now, me and my sister hiding upstairs",
    "Dad came home wasted and is whipping my brother with his belt, he won't stop",
    // A weapon at the door; London slang for a knife.
    "Some guy is outside our flat with a shank, says he's waiting for me",
    "my ex is at the door with a hammer banging on it",
    // Someone face down in water; naloxone wanted.
    "my boyfriend is face down in the tub and won't move",
    "someone get naloxone, he's gone grey on the sofa",
    // A dose gone wrong, and a sign of poisoning now.
    "Nan swallowed my tramadol thinking it was hers, she's really drowsy and not making sense",
    "gave him his insulin twice by mistake and now he's sweaty and shaking",
    "my 14 year old drank most of a bottle of vodka at the party and she's gone floppy, we can't wake her",
    "bought some pills off a random at the festival, my mate's burning up and talking nonsense",
    "had way too much of the co codamol over the weekend, maybe 40, and my stomach is killing me",
    "If I take all the quetiapine tonight will I just fall asleep? I've got three boxes",
    // A stroke's face with another of its signs, whoever names a doubt after it.
    "My husband's mouth is drooping on one side and he's slurring. Is it real or is this my health anxiety?",
    // Hypothermia, sepsis, someone found down, a heart failing.
    "No heating since the boiler broke, can't stop shivering and I'm so muddled I can't find the phone",
    "Dad's toes have gone black and he's feverish and confused this morning",
    "Found my brother slumped in his car, he's barely breathing",
    "ankles swollen right up and I'm gasping for breath every time I lie down",
    // A carer seen hurting a resident.
    "I watched a care worker slap my father when he wouldn't take his tablets",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    // The thought arriving, told before its content.
    "The thought came: shove her down the stairs. I held the banister and went to my room. I love my mum.",
    "a thought popped up that my coffee will poison my family, so I tipped it away and washed the mug twice",
    // Where to die, planned with the hospice.
    "Mum said she'd rather die at home than in hospital, so the nurses are setting up a bed downstairs",
    // Medicines named as prescribed; naloxone learned.
    "Started lamotrigine last week, the rash leaflet scared me but the GP says it's fine",
    "Did my naloxone training at the hostel today, I carry a kit now",
    // A lamb shank is dinner; a face that dropped is disappointment.
    "Slow-cooked a lamb shank with rosemary, the kitchen smells amazing",
    "His face dropped when he saw the bill",
    "Heating's off while we're away, the cat sitter says the house is freezing in here but the cat's fine",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The eighty-seventh to eighty-ninth reviews (decision 013, amendment cg): accidents now, crises relayed, sexual harm.
describe("an accident now, a crisis relayed, harm done tonight", () => {
  it.each([
    // An accident and what it is doing now.
    "Dad slipped off the stepladder in the garage and he isn't moving, his eyes are open",
    "my brother came off his motorbike on the bend, he can't feel his legs",
    "quad bike flipped on the hill and my cousin is white as a sheet, belly swollen and hard",
    "Banged her head on the pool edge an hour ago, now she's drowsy and has been sick twice",
    "Blood is spurting from his arm where the glass went in, towel soaked already",
    "cut my leg on the fence, bled through two towels and feel faint",
    // Trapped while the danger rises.
    "Van went into the river, water's up to the seats and the doors won't open",
    "my dog and I are stuck in the mud at the estuary and the tide is coming in fast",
    // A burn, a bite, fumes, heat, cold.
    "hot fat from the pan went all over my daughter's arm, the skin is peeling off",
    "a snake bit my husband on the trail, swelling right up past his knee and he's being sick",
    "we had the charcoal barbecue in the tent to keep warm and now my boyfriend won't wake properly, I feel dizzy",
    "my friend at the festival stopped sweating and is talking gibberish, skin burning hot",
    "lost on the moor in the snow, my mate has stopped shivering and keeps sitting down",
    // Relayed: heard through a wall, a call gone dead, a drink spiked, a door kicked in, held in a car.
    "Heard through the ceiling: a woman screaming 'stop please' and heavy thuds, it's still going on",
    "She rang me from the park, said someone was following her, then the line went dead",
    "text from my sister: 'someone put something in my drink, everything is spinning'",
    "My ex is kicking the front door in and the kids are upstairs",
    "The taxi driver won't open the doors and has driven past my street twice",
    // The hosepipe taken with the car.
    "Dad left a note and has driven off with the hosepipe",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    // OCD's doubt of an accident, and its checking.
    "What if I knocked a cyclist off on the way home and he's lying there not moving? Drove back twice to look.",
    "The thought that I pushed someone off the platform and they were bleeding badly keeps coming. I know I didn't.",
    "Intrusive image of the ladder falling on my son and him not breathing. Moved the ladder to the shed.",
    // Ordinary: a story from years ago, rain, a film, a sport.
    "Years ago I fell off a wall and my chin was pouring blood, it's a funny story now",
    "it's pouring down and the bus didn't come",
    "Our lad got knocked down in the third round and still won on points, Dad was screaming",
    "That song has been stuck in my head all day and I'm screaming along to it",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });

  it("reads a text that only resembles a goodbye note as no plan", () => {
    expect(assessByRules("Her letter reads like a goodbye note to the whole town, it's the best column she's written").level).toBe("none");
  });
});

// Found by a probe of whole kinds of emergency after r109 showed one missing (decision 013, amendment cg).
describe("kinds of emergency a probe found unread", () => {
  it.each([
    "my toddler is choking on a sweet and can't make a sound",
    "our 7 year old has gone missing from the campsite",
    "can't find my daughter anywhere in the shopping centre, she's 4",
    "Grandad has dementia and he's wandered off out of the care home in his slippers",
    "the voices keep telling me to drown the baby and I feel I have to",
    "the roof fell in during the storm and my husband is trapped under the rubble",
    "flood water is pouring in under the door and the kids are upstairs",
    "there's a dog mauling a little boy on the green",
    "two men dragged my sister into a van outside the school",
    "a truck keeps trying to run us off the road on the A9",
    "the baby's coming right now and we're stuck on the motorway",
    "she's been on thinspo accounts all year and just fainted in PE",
    "took 12 x 200mg of my ibuprofen about an hour ago",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I keep checking the baby isn't choking on her dummy, 30 times a night",
    "scared my son will go missing at the fair, so I hold his hood the whole time",
    "I was choking up reading my speech at the wedding",
    "my 5 year old is missing a front tooth and thinks the tooth fairy is late",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The ninetieth to ninety-second reviews (decision 013, amendment ch): emergencies one kind at a time, violence
// intended, being harmed now.
describe("emergencies of every kind, violence intended, harm now", () => {
  it.each([
    "my little boy is fitting and it's been over 5 minutes",
    "Grandad collapsed at the allotment, I can't find a pulse, someone's doing CPR",
    "my friend went through the ice on the lake",
    "hot tea got knocked over and went all over my baby's face",
    "my daughter's chest is sucking in under her ribs with every breath and she's so tired",
    "blood sugar is 1.8 and I'm sweating and confused",
    "my 3 year old ate some mushrooms from the lawn and now she's vomiting and floppy",
    "30 weeks along, my feet and face have swollen up and I've got the worst headache of my life",
    "Nan tripped on the stairs and hit her head, she's on warfarin",
    "he grabbed the exposed wire in the shed and now his chest feels tight and his heart is racing",
    "asthma is bad tonight, the inhaler isn't working and I can't finish a sentence",
    "the smoke is coming under the door and my brothers are asleep upstairs",
    "Mum's boyfriends kicking her again, we're in the bathroom",
    "My step 6: follow my ex home without her noticing and find out her new address",
    "he strangled the puppy to show me what happens if I tell",
    "got kicked out by my parents last night, I'm 15 and slept in the park",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "I did my CPR refresher on a dummy today and got the rhythm right",
    "I keep checking my newborn's chest goes up and down, I know it's OCD",
    "What do you fear will happen? That I'll pour the kettle on the baby",
    "blood sugar 5.2 after lunch, right where the nurse wants it",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// A body in danger told by its numbers (decision 013, amendment ch; ./readings.ts).
describe("dangerous readings", () => {
  it.each([
    "oxygen is 86% on the finger thing and my lips look dusky",
    "BP 210/125 and a pounding headache that won't go",
    "pulse keeps dropping to 38 and I nearly passed out on the stairs",
    "my 5 week old has a temperature of 39.1",
    "sugars reading HI on the meter and I'm being sick",
    "breathalyser said 0.35 and he won't wake up",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "sats 98% after the run, resting pulse 48, feeling strong",
    "temperature of 39.2 with the flu, paracetamol and fluids, GP said ride it out",
    "my heart rate hit 165 on the hill climb, new personal best",
    "blood pressure 128/82 at the pharmacy check",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The ninety-third to ninety-fifth reviews (decision 013, amendment ci): numbers, a day's traffic, psychiatric and
// medication emergencies.
describe("psychiatric and medication emergencies, and danger in numbers", () => {
  it.each([
    "My sister hasn't slept for four nights, emptied her bank account and is driving to London at 100mph saying she's chosen",
    "He's standing on the roof of the shed saying god will catch him",
    "Started tramadol on top of my citalopram, now my legs keep jerking and I'm drenched in sweat",
    "Dad's new depot injection: he's gone rigid and is burning up and doesn't know who we are",
    "Mum takes clozapine and she's had a sore throat and fever since yesterday",
    "On lithium and now I've got a coarse tremor and I'm walking like I'm drunk",
    "Three weeks since the birth, my wife thinks the baby is possessed and hasn't slept",
    "My husband has stopped talking, eating and moving, he's been like a statue since Friday",
    "Took the whole month's supply of my meds after the argument",
    "Grandma pulled her cannula out and is climbing over the bed rails shouting",
    "pulse 36 on my watch and I keep blacking out",
    "my 9 week old feels hot, 38.4 on the thermometer",
    "BGL 1.9 and I'm on my own",
    "she went under the water in the pool for a bit, now she's coughing and very sleepy",
    "soaking through a pad every half hour since I gave birth yesterday",
    "lost about half a litre of blood from the wound and it's still going",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "Ramadan day 12: not eating or drinking until sunset, tired but fine",
    "Lithium level 0.7 today, the nurse was happy",
    "I keep checking my baby's temperature, it's 37.1 every time",
    "I'm terrified the sertraline will give me serotonin syndrome because I had one paracetamol",
    "I haven't slept well for days because of the new puppy",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// The ninety-eighth review (decision 013, amendment cj): disability, neurodivergence and the people who care.
describe("danger where someone depends on care", () => {
  it.each([
    "Gave his buccal midazolam ten minutes ago. Still fitting. His lips are going dusky.",
    "My support worker hasn't come since Monday and I can't reach the kitchen. No food left.",
    "fell out of my wheelchair in the hall, hit my head on the radiator, can't get up and feel dizzy",
    "she's choking on a piece of sausage and the back blows aren't working",
    "my son is non-verbal and came home from respite with bruises on his inner thighs",
    "Staff have him held face down on the floor and one is kneeling on his back",
    "he ate three dishwasher tablets from the cupboard and is foaming at the mouth",
    "my baclofen pump alarm went off and now I'm rigid with a high temperature",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "The thought says: push her. I do not want to push her. I put my hands in my pockets.",
    "Seizure-free for a year, I still check the monitor at night, my neurologist says it's fine",
    "my carer was late today because of the snow, she came at 11 and we had lunch",
  ])("%s: no alarm", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});

// Emergencies in the languages of ./other-language-situations.ts (decision 013, amendment cj).
describe("emergencies told in another language", () => {
  it.each([
    "mi madre se cayó por las escaleras y no responde",
    "hay un incendio en el piso y mi abuela sigue dentro",
    "mon père est tombé dans la cuisine, il ne bouge plus",
    "le bébé s'étouffe avec un bonbon et devient bleu",
    "mein Bruder hatte einen Unfall, er ist im Auto eingeklemmt",
    "mia figlia ha una crisi epilettica che non si ferma da dieci minuti",
    "o meu avô é diabético e está confuso e a suar muito",
    "mój syn wpadł do rzeki i nie oddycha",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "hoy en el curso aprendimos la maniobra de Heimlich",
    "mi abuelo se cayó ayer pero está bien, solo un moratón",
    "in der Serie gab es einen Brand, aber alle wurden gerettet",
  ])("%s: no rule alarms", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
});

// Emergencies in the scripts of ./world-languages.ts and ./east-asian.ts (decision 013, amendment cj).
describe("emergencies told in the world's other scripts", () => {
  it.each([
    "奶奶在楼梯上摔倒了，一动不动，叫她也没反应",
    "厨房着火了，我弟弟还在里面出不来",
    "父が階段から落ちて、動かないし呼んでも返事がない",
    "할머니가 화장실에서 넘어져서 머리를 부딪쳤는데 계속 토하고 잘 안 깨어나요",
    "أمي وقعت على الدرج وما تتحرك وما ترد علي",
    "पापा सीढ़ियों से गिर गए, हिल नहीं रहे और जवाब नहीं दे रहे",
    "אבא נפל במדרגות והוא לא זז ולא עונה",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "今天急救课学了怎么处理烫伤，很有用",
    "ドラマで主人公が階段から落ちるシーンがあった",
    "אם אבא יפול במדרגות? זה הפחד שלי, ה-OCD",
  ])("%s: no rule alarms", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
});

// The ninety-ninth and hundredth reviews (decision 013, amendment ck): OCD in emergency words, a second probe.
describe("a second probe of danger now, and OCD in the same words", () => {
  it.each([
    "grandad can't get a word out and one side of his face has dropped",
    "my brother went under at the reservoir and we can't find him",
    "crushing pain in my chest for 30 minutes going down my left arm",
    "she's type 1 and she's confused and getting drowsy, won't drink the juice",
    "his arm got caught in the conveyor, he's gone white",
    "dad's been sick with blood in it twice",
    "my boyfriend is drunk and shaking the baby because she won't stop crying",
    "the wall came down on my colleague at the site",
  ])("%s: crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    "What if I shook my baby without realising? I checked on her all night.",
    "Every time I get a headache I think it's a bleed and I'll collapse and hit my head in the street.",
    "certain I'd left the hob on, the kitchen on fire, the dog trapped. Went back. It was off.",
    "I've written my will in my head twice today because of a twinge.",
  ])("%s: no rule alarms", (text) => {
    expect(assessByRules(text).level).not.toBe("crisis");
  });
});
