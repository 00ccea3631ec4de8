// The commonest ways of saying one wants to die, will kill oneself, or has begun to, in the languages
// people in Europe and the Americas most often write when English is not theirs (decision 013, amendment
// i). Not the English rules' depth: their core words, so that a person in danger who writes in Spanish
// or Polish is not answered as if nothing were said. A "what if", a fear or OCD named in the same
// language makes it a question (the check-in) rather than an alarm; a negation before a wish ("no quiero
// morir": I don't want to die) is no wish. Read on the canonical text: lower case, accents and
// apostrophes gone ("me quiero matar", "jai envie de mourir", "ich mochte sterben", "nie chce zyc").
import type { RiskCategory, RiskLevel } from "@/lib/domain/risk";

interface Language {
  /** [category, words] of a statement of risk. */
  risk: [RiskCategory, RegExp][];
  /** Words that hold it as a fear, a doubt or OCD. */
  frame: RegExp;
}

const LANGUAGES: Record<string, Language> = {
  spanish: {
    risk: [
      ["wish_dead", /\b(?<!no )(?:quiero|quisiera|deseo) (?:morir(?:me)?|estar muert[oa]|desaparecer para siempre|dejar de existir)\b|\bme quiero morir\b|\bojala (?:estuviera|me muriera|no despertar)|\bno quiero (?:seguir )?(?:vivir|viviendo|despertar)\b|\bestarian mejor sin mi\b/],
      ["intent", /\b(?:me voy a|voy a|quiero|pienso|me quiero) (?:matar(?:me)?|suicidar(?:me)?|quitar(?:me)? la vida)\b|\bquitarme la vida\b|\bacabar con (?:mi vida|todo)\b|\bsuicidarme\b|\bme voy a tirar (?:del|de un|por la)\b/],
      ["act", /\b(?:me (?:he )?(?:corte|cortado|tome todas|tome todos)|me estoy cortando|tome (?:todas las|todos los) (?:pastillas|pildoras|medicamentos|remedios)|sobredosis)\b/],
    ],
    frame: /\b(?:y si|miedo|me da miedo|tengo miedo|me aterra|pensamientos? intrusivos?|toc)\b/,
  },
  french: {
    risk: [
      ["wish_dead", /\b(?:je veux|jai envie de|je voudrais|envie de) mourir\b|\bje (?:ne )?veux (?:plus|pas) vivre\b|\bplus envie de vivre\b|\bmieux sans moi\b/],
      ["intent", /\b(?:je vais|je veux|envie de) (?:me tuer|me suicider|en finir|mettre fin a mes jours|me foutre en lair)\b|\bme suicider\b|\bmettre fin a mes jours\b/],
      ["act", /\b(?:je me suis (?:coupe|coupee|scarifie|scarifiee)|je me scarifie|jai (?:pris|avale) tous mes (?:medicaments|cachets|comprimes))\b/],
    ],
    frame: /\b(?:et si|peur|jai peur|angoisse|pensees? intrusives?|toc|je ne veux pas mourir)\b/,
  },
  german: {
    risk: [
      ["wish_dead", /\bich (?:will|mochte|wurde gern|wurde gerne) (?:sterben|tot sein|nicht mehr leben|nicht mehr aufwachen)\b|\bich will nicht mehr leben\b|\bbesser ohne mich\b|\b(?:wunschte|wunsche) (?:ich|mir)(?: ,)? (?:ich ware|ware ich|tot zu sein|nicht mehr)\b|\bnicht mehr da (?:sein|ware)\b/],
      ["intent", /\b(?:ich (?:bringe|bring) mich (?:\w+ ){0,3}um|mich (?:\w+ ){0,3}umbringen|mir das leben nehmen|selbstmord|suizid|ich (?:will|werde) mich (?:\w+ ){0,3}(?:umbringen|toten))\b/],
      ["act", /\b(?:ich (?:ritze|schneide) mich|habe mich geritzt|alle (?:tabletten|pillen) genommen|uberdosis)\b/],
    ],
    frame: /\b(?:was wenn|angst|zwangsgedanken?|zwang|ich will nicht sterben)\b/,
  },
  portuguese: {
    risk: [
      ["wish_dead", /\b(?<!nao )(?:quero|queria) (?:morrer|sumir para sempre|estar mort[oa])\b|\bnao quero (?:mais )?viver\b|\bmelhor sem mim\b/],
      ["intent", /\b(?:vou|quero) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b|\bme matar\b|\bacabar com (?:a )?minha vida\b|\bsuicidar\b/],
      ["act", /\b(?:me cortei|estou me cortando|tomei todos os (?:remedios|comprimidos)|tomei todas as pilulas)\b/],
    ],
    frame: /\b(?:e se|medo|tenho medo|pensamentos? intrusivos?|toc|nao quero morrer)\b/,
  },
  italian: {
    risk: [
      ["wish_dead", /\b(?<!non )(?:voglio|vorrei) morire\b|\bnon voglio piu vivere\b|\bmeglio senza di me\b/],
      ["intent", /\b(?:mi voglio|voglio|mi) (?:uccidere|ammazzare|ammazzo|uccido)\b|\buccidermi\b|\bsuicidarmi\b|\bfarla finita\b|\btogliermi la vita\b/],
      ["act", /\b(?:mi (?:sono )?tagliat[oa]|mi taglio|ho preso tutte le (?:pillole|pastiglie))\b/],
    ],
    frame: /\b(?:e se|paura|ho paura|pensieri intrusivi|doc|non voglio morire)\b/,
  },
  dutch: {
    risk: [
      ["wish_dead", /\bik wil (?:dood|sterven|niet meer leven|niet meer wakker worden)\b|\bbeter af zonder mij\b/],
      ["intent", /\b(?:zelfmoord|mezelf (?:van kant maken|doden|ombrengen)|ik ga mezelf|een einde (?:aan )?(?:mijn leven|maken aan mijn leven)|ik ga (?:\w+ ){0,3}een einde (?:aan|maken))\b/],
      ["act", /\b(?:ik snijd mezelf|heb mezelf gesneden|alle pillen (?:genomen|ingenomen))\b/],
    ],
    frame: /\b(?:wat als|bang|dwanggedachten?|ik wil niet dood)\b/,
  },
  polish: {
    risk: [
      ["wish_dead", /\b(?<!nie )(?:chce|chcialbym|chcialabym) umrzec\b|\bnie chce (?:juz )?zyc\b/],
      ["intent", /\b(?:chce sie zabic|zabije sie|zabic sie|odebrac sobie zycie|samobojstwo)\b/],
      ["act", /\b(?:tne sie|pocielam sie|pocielem sie|wzielam wszystkie tabletki|wzialem wszystkie tabletki)\b/],
    ],
    frame: /\b(?:a co jesli|boje sie|strach|mysli natretne|nerwica natrectw|nie chce umrzec)\b/,
  },
  turkish: {
    risk: [
      ["wish_dead", /\b(?:olmek istiyorum|yasamak istemiyorum|keske olsem|olsem keske)\b/],
      ["intent", /\b(?:kendimi (?:oldurecegim|oldurmek|olduruyorum|asacagim)|intihar (?:edecegim|etmek|ediyorum))\b/],
      ["act", /\b(?:butun (?:haplari|ilaclari) (?:ictim|aldim)|kendimi kestim)\b/],
    ],
    frame: /\b(?:ya (?:\w+ )?(?:olursa|edersem)|korkuyorum|korku|okb|takinti)\b/,
  },
  tagalog: {
    risk: [
      ["wish_dead", /\b(?:gusto ko (?:nang |na )?(?:mamatay|mawala)|ayoko (?:nang |na )?mabuhay)\b/],
      ["intent", /\b(?:magpapakamatay|magpakamatay|papatayin ko (?:ang )?sarili ko)\b/],
      ["act", /\b(?:nilaslas ko|ininom ko lahat)\b/],
    ],
    frame: /\b(?:paano kung|takot|natatakot)\b/,
  },
  // Arabic written in Latin letters and digits ("arabizi"), Levantine and Gulf.
  arabizi: {
    risk: [
      ["wish_dead", /\b(?:baddi|badi|bidi|bedi|abi|abgha|3ayez|ayez|awez) (?:mout|moot|mot|amout|amoot)\b/],
      ["intent", /\b(?:a2tol|2e2tol|e2tol|a2tel|2atel|aktol|a2tl|2oktol) (?:7ali|nafsi|7aly|nafsy)\b|\b(?:ntehar|intihar|antehar)\b/],
      ["act", /\b(?:akhadt|5adt|khadt) (?:kol|kil) (?:el )?(?:7boob|hboob|7bob|dawa)\b/],
    ],
    frame: /\b(?:khayef|5ayef|5ayfe|khayfe|wasawes|waswas)\b/,
  },
  // Hindi and Urdu written in Latin letters.
  hinglish: {
    risk: [
      ["wish_dead", /\b(?:mujhe|mai|main|mein) (?:mar(?:na)? (?:jana )?chahta|marna chahti|marna chahta|mar jana chahti|mar jana chahta)\b|\bjeena nahi chahta\b|\bjeena nahi chahti\b/],
      ["intent", /\b(?:khudkushi|aatmahatya|atmahatya|suicide kar (?:lunga|lungi|loon))\b|\b(?:khud ko|apne aap ko) (?:maar (?:dunga|dungi|lunga|lungi)|khatam kar (?:dunga|dungi|lunga|lungi))\b/],
      ["act", /\b(?:saari (?:goliyan|goliya) kha li|nas kaat li)\b/],
    ],
    frame: /\b(?:kya hoga agar|agar maine|darr|dar lagta|ocd)\b/,
  },
};

// Russian and Ukrainian, read as written (the canonical text keeps Latin letters only).
const CYRILLIC: Language = {
  risk: [
    ["wish_dead", /(?:хочу|хотел бы|хотела бы) (?:умереть|сдохнуть|не жить)|не хочу (?:больше )?жить|хочу померти|не хочу жити/],
    ["intent", /поконч(?:у|ить) (?:с собой|з собою)|убь[юе] себя|убить себя|вбити себе|вб'ю себе|самоубийств|суицид|повешусь|повеситься/],
    ["act", /(?:выпил|выпила|наглотал(?:ась|ся)?) (?:все )?(?:таблетки|таблеток)|порезал(?:а)? (?:себе )?(?:вены|руки)/],
  ],
  frame: /а что если|боюсь|страшно|окр|навязчив/,
};

export interface LanguageFinding {
  category: RiskCategory;
  level: RiskLevel;
  evidence: string;
}

// One word of those languages that every statement above holds: most texts are English, and one scan
// for these keeps them from paying for twenty-one.
const FOREIGN_WORD =
  /\b(?:quiero|quisiera|deseo|ojala|estarian|matar\w*|suicidar\w*|quitar\w*|acabar|corte|cortado|cortando|tome|veux|envie|voudrais|mourir|tuer|vivre|finir|mettre|foutre|coupee?|scarifiee?|jai|ich|mich|habe|alle|besser|selbstmord|suizid|uberdosis|quero|queria|nao|vou|melhor|tomei|voglio|vorrei|uccidermi|suicidarmi|farla|togliermi|meglio|ik|mezelf|zelfmoord|heb|zonder|chce|chcialbym|chcialabym|nie|zabic|zabije|odebrac|samobojstwo|tne|pocielam|pocielem|wzielam|wzialem|estoy|sobredosis|ammazz\w*|uccid\w*|tutte|een|einde|olmek|yasamak|keske|olsem|kendimi|intihar|butun|gusto|ayoko|magpapakamatay|magpakamatay|papatayin|nilaslas|ininom|baddi|badi|bidi|bedi|abi|abgha|3ayez|ayez|awez|a2tol|2e2tol|e2tol|a2tel|2atel|aktol|a2tl|2oktol|ntehar|antehar|akhadt|5adt|khadt|marna|chahta|chahti|jeena|khudkushi|aatmahatya|atmahatya|khud|apne|saari|nas|wunschte|wunsche|nicht)\b/;

/** What the text says of risk in another language: a crisis, or a check-in where it is held as a fear. */
export function otherLanguageFindings(canonical: string, raw = ""): LanguageFinding[] {
  const found: LanguageFinding[] = [];
  const read = (language: Language, text: string) => {
    for (const [category, words] of language.risk) {
      const m = words.exec(text);
      if (m) found.push({ category, level: language.frame.test(text) && category !== "act" ? "check_in" : "crisis", evidence: m[0] });
    }
  };
  if (FOREIGN_WORD.test(canonical)) for (const language of Object.values(LANGUAGES)) read(language, canonical);
  if (/[\u0400-\u04ff]/.test(raw)) read(CYRILLIC, raw.toLowerCase());
  return found;
}
