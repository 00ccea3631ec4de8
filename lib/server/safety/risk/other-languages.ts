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
      ["wish_dead", /\b(?<!no )(?:quiero|quisiera|deseo) (?:morir(?:me)?|estar muert[oa]|desaparecer para siempre|dejar de existir)\b|\bme quiero morir\b|\bojala (?:estuviera|me muriera|no despertar|me pasara algo)|\bno quiero (?:seguir )?(?:vivir|viviendo|despertar)\b|\bestarian mejor sin mi\b/],
      ["intent", /\b(?:me voy a|voy a|quiero|pienso|pienso en|pensando en|me quiero) (?:matarme|suicidarme|quitarme la vida)\b|\bme (?:voy a|quiero) (?:matar|suicidar|quitar la vida)\b|\bquitarme la vida\b|\bacabar con (?:mi vida|todo)\b|\bsuicidarme\b|\bme (?:voy a tirar|tiro|tirare) (?:del|de un|de la|por la|al|bajo)\b/],
      ["act", /\b(?:me (?:he )?(?:corte|cortado|tome todas|tome todos)|me estoy cortando|(?:me )?tome (?:todas las|todos los|un monton de|muchas) (?:pastillas|pildoras|medicamentos|remedios)|sobredosis|intente (?:matarme|suicidarme|quitarme la vida|ahorcarme))\b/],
      ["other_at_risk", /\bse (?:va a|quiere) (?:matar|suicidar|quitar la vida|tirar (?:del|de un|por la|al))\b/],
    ],
    frame: /\b(?:y si|miedo|me da miedo|tengo miedo|me aterra|pensamientos? intrusivos?|toc|la idea de)\b/,
  },
  french: {
    risk: [
      ["wish_dead", /\b(?:je veux|jai envie de|je voudrais|envie de) mourir\b|\bje (?:ne )?veux (?:plus|pas) vivre\b|\bplus envie de vivre\b|\bmieux sans moi\b|\ba quoi bon vivre\b/],
      ["intent", /\b(?:je vais|je veux|envie de) (?:me tuer|me suicider|en finir|mettre fin a mes jours|me foutre en lair|me pendre|me jeter (?:du|sous|par|dans))\b|\bme suicider\b|\bmettre fin a mes jours\b|\bje me (?:jetterai|jette|pendrai) (?:du|sous|par|dans|demain|ce soir)\b/],
      ["act", /\b(?:je me suis (?:coupe|coupee|scarifie|scarifiee|ouvert les veines)|je me scarifie|jai (?:pris|avale) (?:tous mes|toutes mes|toute la boite de|toute la plaquette de) ?(?:medicaments|cachets|comprimes)?|jai essaye de me (?:tuer|suicider|pendre))\b/],
      ["other_at_risk", /\b(?:il|elle) (?:va|veut) se (?:tuer|suicider|pendre|jeter)\b/],
    ],
    frame: /\b(?:et si|peur|jai peur|angoisse|pensees? intrusives?|toc|je ne veux pas mourir)\b/,
  },
  german: {
    risk: [
      ["wish_dead", /\bich (?:will|mochte|wurde gern|wurde gerne) (?:sterben|tot sein|nicht mehr leben|nicht mehr aufwachen)\b|\bich will nicht mehr leben\b|\bbesser ohne mich\b|\b(?:wunschte|wunsche) (?:ich|mir)(?: ,)? (?:ich ware|ware ich|tot zu sein|nicht mehr)\b|\bnicht mehr da (?:sein|ware)\b/],
      ["intent", /\b(?:ich (?:bringe|bring) mich (?:\w+ ){0,3}um|mich (?:\w+ ){0,3}umbringen|mir das leben nehmen|selbstmord|suizid|ich (?:will|werde) mich (?:\w+ ){0,3}(?:umbringen|toten|aufhangen|erhangen)|ich springe (?:\w+ ){0,2}(?:von|vor) (?:der|die|den|dem|einen|eine|einem))\b/],
      ["act", /\b(?:ich (?:ritze|schneide) mich|(?:mich|hab|habe) (?:\w+ ){0,2}geritzt|alle (?:tabletten|pillen) (?:\w+ )?genommen|uberdosis|versucht mich (?:umzubringen|aufzuhangen|zu toten|zu erhangen))\b/],
      ["other_at_risk", /\b(?:er|sie) (?:will|wird) sich (?:\w+ ){0,2}(?:umbringen|toten|das leben nehmen)\b|\b(?:er|sie) sich (?:\w+ ){0,3}(?:umbringen|toten|das leben nehmen) (?:will|wird|mochte)\b/],
    ],
    frame: /\b(?:was wenn|angst|zwangsgedanken?|zwang\w*|ich will nicht sterben|obwohl ich leben will)\b/,
  },
  portuguese: {
    risk: [
      ["wish_dead", /\b(?<!nao )(?:quero|queria) (?:morrer|sumir para sempre|estar mort[oa]|nao existir)\b|\bnao quero (?:mais )?(?:viver|existir)\b|\bmelhor sem mim\b/],
      ["intent", /\b(?:vou|quero|vontade de|pensando em) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b|\bacabar com (?:a )?minha vida\b|\bme suicidar\b|\bvou pular (?:do|da|de|na)\b/],
      ["act", /\b(?:me cortei|estou me cortando|tomei (?:todos os|todas as|muitos|varios) (?:remedios|comprimidos|pilulas)|tentei me matar)\b/],
      ["other_at_risk", /\b(?:ele|ela) (?:vai|quer) se (?:matar|suicidar)\b/],
    ],
    frame: /\b(?:e se|medo|tenho medo|pensamentos? intrusivos?|toc|nao quero morrer)\b/,
  },
  italian: {
    risk: [
      ["wish_dead", /\b(?<!non )(?:voglio|vorrei) morire\b|\bnon voglio piu vivere\b|\bmeglio (?:senza di me|se non ci fossi)\b/],
      ["intent", /\b(?:mi voglio|voglio) (?:uccidere|ammazzare)\b|\bmi (?:ammazzo|uccido)(?! dalle risate| dal ridere)\b|\buccidermi\b|\bsuicidarmi\b|\b(?:farla|la faccio) finita\b|\btogliermi la vita\b|\bmi (?:butto|buttero) (?:dal|da|sotto|giu)\b/],
      ["act", /\b(?:mi (?:sono )?tagliat[oa]|mi taglio|ho preso tutte le (?:pillole|pastiglie))\b/],
    ],
    frame: /\b(?:e se|paura|ho paura|pensieri intrusivi|doc|non voglio morire)\b/,
  },
  dutch: {
    risk: [
      ["wish_dead", /\bik wil (?:dood|sterven|niet meer leven|niet meer wakker worden)\b|\bbeter af zonder mij\b/],
      ["intent", /\b(?:zelfmoord|mezelf (?:van kant maken|doden|ombrengen|ophangen)|ik ga mezelf|een einde (?:aan )?(?:mijn leven|maken aan mijn leven)|ik ga (?:\w+ ){0,3}een einde (?:aan|maken)|(?:ik )?spring (?:ik )?(?:\w+ ){0,2}(?:voor de trein|van de (?:brug|flat)))\b/],
      ["act", /\b(?:ik snijd mezelf|(?:heb|ik) mezelf (?:\w+ ){0,2}gesneden|alle pillen (?:genomen|ingenomen))\b/],
    ],
    frame: /\b(?:wat als|bang|dwanggedachten?|ik wil niet dood|walg)\b/,
  },
  polish: {
    risk: [
      ["wish_dead", /\b(?<!nie )(?:chce|chcialbym|chcialabym) umrzec\b|\bnie chce (?:juz )?zyc\b/],
      ["intent", /\b(?:chce sie zabic|zabije sie|zabic sie|odebrac sobie zycie|samobojstwo|skoncze ze soba|skonczyc ze soba|skocze z (?:mostu|dachu|okna))\b/],
      ["act", /\b(?:tne sie|pociel(?:am|em)|wzielam wszystkie tabletki|wzialem wszystkie tabletki)\b/],
    ],
    frame: /\b(?:a co jesli|boje sie|strach|mysli natretne|nerwica natrectw|nie chce umrzec)\b/,
  },
  turkish: {
    risk: [
      ["wish_dead", /\b(?:olmek istiyorum|yasamak istemiyorum|keske olsem|olsem keske|keske hic dogmasaydim)\b/],
      ["intent", /\b(?:kendimi (?:oldurecegim|oldurmek|olduruyorum|asacagim)|intihar (?:edecegim|etmek|ediyorum)|(?:kopruden|binadan|balkondan|catidan) atla(?:yacagim|mak istiyorum))\b/],
      ["act", /\b(?:butun (?:haplari|ilaclari) (?:ictim|aldim)|kendimi kestim|(?:kollarimi|bileklerimi|kolumu) (?:\w+ )?kestim)\b/],
    ],
    frame: /\b(?:ya (?:\w+ )?(?:olursa|edersem)|korkuyorum|korku|okb|takinti)\b/,
  },
  tagalog: {
    risk: [
      ["wish_dead", /\b(?:gusto ko (?:nang |na )?(?:mamatay|mawala)|ayoko (?:nang |na )?mabuhay)\b/],
      ["intent", /\b(?:magpapakamatay|magpakamatay|papatayin ko (?:ang )?sarili ko|tatalon (?:na )?ako)\b/],
      ["act", /\b(?:nilaslas ko|naglaslas|ininom ko lahat|uminom ako ng (?:maraming|lahat ng) gamot)\b/],
    ],
    frame: /\b(?:paano kung|takot|natatakot)\b/,
  },
  // Hindi and Urdu written in Latin letters.
  hinglish: {
    risk: [
      ["wish_dead", /\b(?:mujhe|mai|main|mein) (?:mar(?:na)? (?:jana )?chahta|marna chahti|marna chahta|mar jana chahti|mar jana chahta|marna hai)\b|\bjeena nahi chahta\b|\bjeena nahi chahti\b/],
      ["intent", /\b(?:khudkushi|aatmahatya|atmahatya|suicide kar (?:lunga|lungi|loon))\b|\b(?:khud ko|apne aap ko) (?:maar (?:dunga|dungi|lunga|lungi)|khatam kar (?:dunga|dungi|lunga|lungi))\b|\b(?:chhat|chat|building|pul|chhath) se kood (?:jaunga|jaungi|jaaunga|jaaungi)\b/],
      ["act", /\b(?:saari|sari|bahut saari) (?:\w+ ){0,2}(?:goliyan|goliya) kha li|\bnas kaat li\b/],
    ],
    frame: /\b(?:kya hoga agar|agar maine|darr|dar lagta|ocd)\b/,
  },
};

// Arabic written in Latin letters and digits ("arabizi"), Levantine, Egyptian and Gulf: read as written,
// since the canonical text takes a digit inside a word for a letter ("anta7er" is not "antater").
const ARABIZI: Language = {
  risk: [
    ["wish_dead", /\b(?:baddi|badi|bidi|bedi|abi|abgha|3ayez|ayez|awez) (?:mout|moot|mot|amout|amoot)\b/],
    ["intent", /\b(?:a2tol|2e2tol|e2tol|a2tel|2atel|aktol|a2tl|2oktol|amawet|amawwet|amaweet) (?:7ali|nafsi|7aly|nafsy)\b|\b(?:ntehar|antehar|anta7er|ante7er|an7er)\b/],
    ["act", /\b(?:akhadt|5adt|khadt) (?:kol|kil) (?:el )?(?:7boob|hboob|7bob|dawa)\b|\b(?:gara7t|jara7t|2ata3t) (?:edi|eidi|idi|ideya|3er2i)\b/],
  ],
  frame: /\b(?:khayef|5ayef|5ayfe|khayfe|wasawes|waswas)\b/,
};

// Russian and Ukrainian, read as written (the canonical text keeps Latin letters only).
const CYRILLIC: Language = {
  risk: [
    ["wish_dead", /(?:хочу|хотел бы|хотела бы) (?:умереть|сдохнуть|не жить)|не хочу (?:больше )?жить|хочу померти|не хочу (?:більше )?жити|надоело жить/],
    ["intent", /поконч(?:у|ить) (?:с собой|з собою)|убь[юе] себя|убить себя|вбити себе|вб'ю себе|самоубийств|суицид|повешусь|повеситься|вскрыться|вскрою вены|купил[а]? верёвку|купил[а]? веревку/],
    ["act", /(?:выпил|выпила|наглотал(?:ась|ся)?|наковтал(?:ась|ся)|наковтався) (?:все )?(?:таблетки|таблеток)|порезал(?:а)? (?:себе )?(?:вены|руки)|резал(?:а)? (?:себе )?(?:вены|руки)/],
  ],
  frame: /а что если|боюсь|страшно|окр|навязчив/,
};

export interface LanguageFinding {
  category: RiskCategory;
  level: RiskLevel;
  evidence: string;
}

// The words of those languages that the statements above are made of: most texts are English, and one
// look-up per word keeps them from paying for the patterns (a regular expression of these alternatives
// cost a fifth of the whole assessment).
const FOREIGN_WORDS = new Set(
  `2ata3t 2atel 2e2tol 2oktol 3ayez 5adt a2tel a2tl a2tol aatmahatya abgha abi acabar akhadt aktol alle amaweet amawet amawwet an7er anta7er ante7er antehar apne atmahatya awez ayez ayoko baddi badi balkondan bedi besser bidi binadan buttero butto butun catidan chahta chahti chce chcialabym chcialbym cortado cortando corte coupe coupee deseo e2tol een einde ela ele elle envie er estarian estoy faccio farla finir foutre gara7t geritzt gusto hab habe heb ich ik il ininom intente intihar jai jara7t jeena jeter jette jetterai kendimi keske kestim khadt khud khudkushi kood kopruden magpakamatay magpapakamatay marna meglio melhor mettre mezelf mich mourir naglaslas nao nas nicht nie nilaslas ntehar odebrac ojala olmek olsem papatayin pendrai pendre pensando pular queria quero quiero quisiera saari samobojstwo sari scarifie scarifiee se selbstmord sie skocze skoncze skonczyc sobredosis spring springe suicidarmi suizid tagliata tagliato taglio tatalon tentei tirar tirare tiro tne togliermi tome tomei tuer tutte uberdosis uccidermi uminom versucht veux vivre voglio vontade vorrei vou voudrais wunsche wunschte wzialem wzielam yasamak zabic zabije zelfmoord zonder`.split(" "),
);
const FOREIGN_PREFIXES = ["ammazz", "matar", "pociel", "quitar", "suicidar", "uccid"];

/** True when a word of those languages stands in the canonical text. */
function holdsForeignWord(canonical: string): boolean {
  for (const word of canonical.split(" ")) {
    if (FOREIGN_WORDS.has(word)) return true;
    for (const prefix of FOREIGN_PREFIXES) if (word.startsWith(prefix)) return true;
  }
  return false;
}

/** What the text says of risk in another language: a crisis, or a check-in where it is held as a fear. */
export function otherLanguageFindings(canonical: string, raw = ""): LanguageFinding[] {
  const found: LanguageFinding[] = [];
  const read = (language: Language, text: string) => {
    for (const [category, words] of language.risk) {
      const m = words.exec(text);
      const framed = language.frame.test(text) && !NOT_OCD.test(text) && category !== "act";
      if (m) found.push({ category, level: framed ? "check_in" : "crisis", evidence: m[0] });
    }
  };
  if (holdsForeignWord(canonical)) for (const language of Object.values(LANGUAGES)) read(language, canonical);
  if (/[\u0400-\u04ff]/.test(raw)) read(CYRILLIC, raw.toLowerCase());
  if (/[a-z][235789]|[235789][a-z]/i.test(raw) || holdsForeignWord(canonical)) read(ARABIZI, raw.toLowerCase());
  return found;
}

// "It's not the OCD" in those languages: owning words that cancel any frame, as in English.
const NOT_OCD = /\b(?:no es (?:el |mi )?toc|pas (?:le |du |mon )?toc|nicht (?:der |mein |die )?(?:zwang\w*|ocd)|kein zwang\w*|nao e (?:o |meu )?toc|non e (?:il |mio )?doc|geen dwang\w*|to nie (?:nerwica|ocd))\b/;

/** A fear, a doubt or OCD named in another language, and not disowned (the classifier knows those languages' words least). */
export function framedInAnotherLanguage(canonical: string): boolean {
  return holdsForeignWord(canonical) && !NOT_OCD.test(canonical) && Object.values(LANGUAGES).some((language) => language.frame.test(canonical));
}
