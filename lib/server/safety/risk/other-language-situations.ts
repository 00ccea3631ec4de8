// The situations a crisis is told in, beyond wanting to die and saying one will kill oneself, in the
// languages of ./other-languages.ts (decision 013, amendment l): an overdose taken or prepared, a rope
// or poison kept for a day, a goodbye, harm planned against someone, being hurt or threatened by
// someone, someone else about to end their life. Each language gives its words for the parts of these
// situations (a lexicon); the situations themselves are the same in every language, written once here.
// Words are read as the canonical text writes them (lower case, accents and apostrophes gone) or, for
// Cyrillic and Arabic in Latin letters, as written.
import type { RiskCategory } from "@/lib/domain/risk";

/** One language's words for the parts of the situations: each a regular-expression alternation. */
export interface Lexicon {
  pills: string;
  poison: string;
  rope: string;
  /** "all of them", "the whole box". */
  all: string;
  /** Taken or swallowed, by the writer. */
  took: string;
  /** Will take or swallow them, the writer. */
  willTake: string;
  /** Saved up, collected, hidden, bought. */
  stockpiled: string;
  /** Tonight, tomorrow, a day of the week. */
  time: string;
  /** "I'll do it", "it's decided". */
  doIt: string;
  farewell: string;
  /** "Thanks for everything". */
  thanks: string;
  /** Forgive me, don't look for me, you won't see me again, look after my dog, my last message. */
  parting: string;
  /** The writer will kill, stab or shoot someone. */
  killOther: string;
  weapon: string;
  /** "He deserves it", "he'll pay". */
  deserves: string;
  /** Someone hits, strangles or rapes the writer, or threatens to kill them. */
  harmsMe: string;
  /** A friend, a sister, a son. */
  someone: string;
  /** Their own ending: will jump from a height, kill themselves, took all the pills. */
  theirEnd: string;
  /** They are not breathing, unconscious, will not wake, or show a stroke's signs. */
  unresponsive: string;
  /** They took, swallowed or drank something (told of someone else). */
  theyTook: string;
  /** Prepared, lying ready ("die Tabletten liegen bereit", "mam przygotowany sznur"). */
  ready?: string;
  /** The writer will jump from a height ("salto dal balcone"). */
  jump?: string;
  /** The writer will no longer be here ("morgen bin ich nicht mehr da"). */
  gone?: string;
  /** Unwell as after an overdose: dizzy, ringing ears, being sick. */
  unwell?: string;
  /** At a height, the tracks or the water now: on the roof, over the railing, walking into the sea. */
  onEdge?: string;
  /** "I can't go on", "I've no strength left". */
  cantGoOn?: string;
  /** A letter or note written and left. */
  note?: string;
  /** Affairs put in order: things given away, passwords left, debts paid, a pet given to a friend. */
  affairs?: string;
  /** Gas opened. */
  gasOn?: string;
  /** The gas left unlit. */
  unlit?: string;
  /** A car left running in a garage. */
  engine?: string;
  /** Windows shut, a door taped. */
  sealed?: string;
  /** Pain or pressure in the chest, and where it spreads: the arm, the jaw, a cold sweat. */
  chest?: string;
  spreads?: string;
  /** A stroke's face (drooping, crooked mouth), and its arm or speech. */
  strokeFace?: string;
  strokeBody?: string;
  /** Lips or face turning blue. */
  blue?: string;
  /** A fall with a blow to the head. */
  headHit?: string;
  /** The writer cut themselves (an arm, the wrists). */
  selfCut?: string;
  /** Someone at home beating a mother, a sister, a brother now. */
  beatsSomeone?: string;
  /** Medicines put by from prescription to prescription, not taken ("vengo juntando … de cada receta", "коплю"). */
  hoarded?: string;
  /** A school named, as where a weapon will be brought. */
  schoolThreat?: string;
  /** A carbon-monoxide alarm or gas named. */
  coAlarm?: string;
  /** A small child left alone. */
  childAlone?: string;
  /** Gone missing, not seen, the phone off. */
  missing?: string;
  /** The cold or the water they went into. */
  cold?: string;
  water?: string;
  /** Insulin stopped. */
  insulinStopped?: string;
  /** Bleeding that will not stop. */
  bleeding?: string;
  /** Will drive into something ("into a lorry", "full speed into a pillar"). */
  crash?: string;
  /** "So that it looks like an accident". */
  likeAccident?: string;
}

type Part = keyof Lexicon | "many";
type Situation = [RiskCategory, Part[][]];

/**
 * Each situation holds when every part of one of its combinations stands somewhere in the text (texts
 * in these languages are read whole: the English rules' sentence-by-sentence depth is not theirs).
 */
const SITUATIONS: Situation[] = [
  ["act", [["took", "pills", "all"], ["took", "pills", "many"], ["took", "poison"], ["took", "all", "unwell"]]],
  ["plan", [["rope", "ready"], ["pills", "ready", "time"], ["pills", "ready", "farewell"], ["jump", "time"], ["jump", "doIt"], ["gone", "farewell"], ["gone", "pills"], ["pills", "ready", "gone"]]],
  ["plan", [["pills", "stockpiled", "all"], ["pills", "willTake", "all"], ["pills", "stockpiled", "willTake"], ["pills", "willTake", "time"], ["poison", "willTake"], ["poison", "stockpiled", "time"], ["rope", "doIt", "time"], ["pills", "doIt", "time"], ["weapon", "doIt", "time"], ["doIt", "time", "thanks"], ["doIt", "time", "farewell"]]],
  ["plan", [["farewell", "parting"], ["thanks", "parting"]]],
  ["harm_others", [["killOther", "weapon"], ["killOther", "time"], ["killOther", "deserves"], ["weapon", "deserves"]]],
  ["harmed", [["harmsMe"]]],
  // At a height, the tracks or the water, with a goodbye, an apology or no strength left.
  ["act", [["onEdge", "parting"], ["onEdge", "cantGoOn"], ["onEdge", "farewell"], ["onEdge", "thanks"], ["onEdge", "gone"], ["onEdge", "doIt"], ["onEdge", "ready"]]],
  // A note or affairs put in order, beside a rope, a time, a decision, a goodbye.
  ["plan", [["note", "rope"], ["note", "doIt"], ["note", "parting"], ["note", "gone"], ["affairs", "time"], ["affairs", "parting"], ["affairs", "thanks"], ["affairs", "doIt"], ["affairs", "note"], ["affairs", "gone"], ["affairs", "rope"]]],
  // Gas let out unlit into a shut room, or with a goodbye; a car left running in a shut garage.
  ["act", [["gasOn", "sealed", "unlit"], ["gasOn", "sealed", "doIt"], ["gasOn", "parting"], ["gasOn", "cantGoOn"], ["engine", "sealed"], ["engine", "parting"]]],
  ["act", [["selfCut"]]],
  ["plan", [["crash", "likeAccident"], ["crash", "parting"], ["crash", "time"]]],
  // The body in danger now, the writer's or someone's: a heart attack's pain, a stroke's signs, blue lips, a
  // blow to the head with vomiting or drowsiness, bleeding that will not stop.
  ["emergency", [["chest", "spreads"], ["strokeFace", "strokeBody"], ["blue"], ["headHit", "unwell"], ["headHit", "unresponsive"], ["bleeding"]]],
  ["other_at_risk", [["beatsSomeone"], ["weapon", "schoolThreat", "killOther"], ["childAlone"], ["missing", "cold"], ["missing", "water"]]],
  ["plan", [["pills", "hoarded", "time"], ["pills", "hoarded", "parting"], ["pills", "hoarded", "doIt"], ["pills", "hoarded", "willTake"]]],
  ["emergency", [["coAlarm", "unwell"], ["coAlarm", "unresponsive"], ["cold", "unresponsive"]]],
  ["act", [["insulinStopped"]]],
  // Someone else's ending, or an emergency now: not breathing or unconscious, pills or poison swallowed.
  ["other_at_risk", [["someone", "theirEnd"], ["someone", "unresponsive"], ["someone", "theyTook", "poison"], ["someone", "theyTook", "pills", "many"], ["someone", "theyTook", "pills", "unwell"]]],
];

/** Ten or more of something, not a dose in milligrams. */
const MANY = String.raw`(?<![\d.])[1-9]\d+(?![\d.]| ?mg)`;

export interface SituationFinding {
  category: RiskCategory;
  evidence: string;
}

/** A reader of one language's situations. */
export type SituationReader = (text: string) => SituationFinding[];

/** Builds the reader of one lexicon: words stand apart from letters and digits on either side. */
export function situationReader(lexicon: Lexicon): SituationReader {
  const word = (alternation: string) => new RegExp(String.raw`(?<![\p{L}\d])(?:${alternation})(?![\p{L}\d])`, "u");
  const parts = new Map<string, RegExp>(Object.entries(lexicon).map(([part, words]) => [part, word(words as string)]));
  parts.set("many", new RegExp(MANY));
  return (text) => {
    // Each part is looked for once per text, and only when a combination still needs it.
    const seen = new Map<Part, string | null>();
    const find = (part: Part) => {
      // A part a language has no words for (yet) is never found.
      if (!seen.has(part)) seen.set(part, parts.get(part)?.exec(text)?.[0] ?? null);
      return seen.get(part)!;
    };
    const found: SituationFinding[] = [];
    for (const [category, combinations] of SITUATIONS) {
      const combination = combinations.find((c) => c.every((part) => find(part) !== null));
      if (combination) found.push({ category, evidence: combination.map(find).join(" … ") });
    }
    return found;
  };
}

export const SPANISH: Lexicon = {
  pills: "pastillas?|pildoras?|medicamentos?|remedios|somniferos|pastis|ansioliticos|antidepresivos|paracetamol|ibuprofeno|clonazepam|diazepam|lorazepam|alprazolam|rivotril|blisters?",
  poison: "veneno|raticida|matarratas|cianuro|anticongelante|lejia|cloro|lavandina|sosa caustica|pilas? de boton|imanes|pastillas? (?:del|de) lavavajillas|desatascador",
  rope: "(?:una|la) cuerda|(?:una|la) soga",
  all: "todas|todos|la caja entera|el bote entero|toda la caja|todo el bote|el blister entero",
  took: "me (?:tome|he tomado|trague|he tragado|bebi|he bebido)|tome|trague|ingeri",
  willTake: "me (?:tomo|bebo|trago) (?:todas|todos|la caja|el bote)|tomarmelas|tomarmelos|tomarmelo|me (?:las|los|lo) (?:voy a tomar|tomo|tomare|bebo|voy a beber)|(?:voy a|pienso) (?:tomar|beber)(?:me)?(?:las|los|lo)?",
  stockpiled: "guardad[oa]s|he (?:ido )?(?:guardando|juntando|acumulando|comprado|escondido)|junte|acumule|escondid[oa]s|compre",
  time: "esta noche|manana|hoy|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|este fin de semana|despues de (?:clase|cenar|trabajar)|cuando (?:se duerman|todos duerman)|el finde|este finde",
  doIt: "lo (?:hago|hare|voy a hacer)|ya (?:lo )?he decidido|esta decidido|la voy a usar|la usare|voy a usarla",
  farewell: "adios a (?:todos|todas|todo el mundo)|esta es mi despedida|me despido de (?:todos|ustedes|vosotros)|hasta siempre",
  thanks: "gracias por todo",
  parting: "perdonadme|perdonenme|perdoname|lo siento por todo|no me (?:busqueis|busquen)|no me (?:vais a volver a ver|volvereis a ver|volveran a ver)|cuida(?:d|n)? (?:a|de) mi (?:perr[oa]|gat[oa]|hij[oa]s?)|(?:es )?mi ultimo mensaje|solo queria dejarlo escrito|(?:queria|quiero) que alguien lo (?:sepa|supiera)|nadie sabe que estoy aqui|(?:es )?lo ultimo que escribo|no me esperen (?:a|para) (?:cenar|comer)|no le digas nada a",
  killOther: "(?:voy a|pienso|quiero) (?:matar|apunalar|acuchillar|disparar)(?:le|la|lo)? a|(?:lo|la|los) voy a matar|voy a matarl[oa]s?|(?:lo|la) mato (?:manana|esta noche|hoy)|(?:le )?voy a pegar un tiro",
  weapon: "cuchillo|navaja|pistola|escopeta|(?:el|un|mi) arma|rifle",
  deserves: "se lo (?:merece|tiene merecido)|me las va a pagar|lo va a pagar",
  harmsMe: "me (?:pega|golpea|pego|golpeo|ha pegado|ha golpeado|estrangulo|ha estrangulado|viola|violo|ha violado)|(?:me )?(?:ha )?amenazad[oa] con matarme|amenaza con matarme|dice que me va a matar|amenaza con matarnos|(?:dice|dijo) que nos va a matar|nos va a matar|me esta (?:pegando|golpeando|ahorcando|estrangulando|apunalando)|(?:dice|dijo) q(?:ue)? me va a matar|esta pateando la puerta|me apreto el cuello|ojo morado|me di con la puerta",
  someone: "mi (?:amig[oa]|herman[oa]|prim[oa]|novi[oa]|hij[oa]|madre|padre|mama|papa|pareja|companer[oa]|colega)|mi (?:abuel[oa]|espos[oa]|marido|mujer|bebe)|el nino|la nina|mi nino|mi nina|el bebe|la bebe",
  theirEnd: "se (?:va a|quiere) (?:matar|suicidar|tirar (?:del|de un|por la|al))|dice que se (?:mata|tira|va a tirar|va a matar)|se (?:tomo|ha tomado|trago) (?:todas|todos|un bote|una caja)|(?:foto|mensaje) de despedida",
  unresponsive: "no respira|apenas respira|(?:esta )?inconsciente|no (?:se )?despierta|no reacciona|no se despierta bien",
  theyTook: "se (?:tomo|trago|bebio)|(?:se )?ha (?:tomado|tragado|bebido)|tomo|trago|bebio|se ha tragado|se (?:ha )?comido|ha bebido",
  ready: "preparad[oa]s?|ya (?:esta|estan) list[oa]s?|(?:la|las|lo|los) tengo list[oa]s?|list[oa]s? (?:en|sobre) la mesa|atada (?:en|a) (?:la )?viga|(?:esta|la tengo) colgada|cuelga (?:de|en) (?:la )?viga|piedras en los bolsillos",
  jump: "(?:me tiro|me voy a tirar|me tirare|salto|voy a saltar|saltare) (?:del|de la|de un|de una|desde|por la)",
  gone: "ya no (?:estare|voy a estar) (?:aqui|aca)|no (?:estare|voy a estar) (?:aqui|aca) (?:manana|mas)|mejor sin mi",
  unwell: "maread[oa]|me zumban los oidos|vomitando|he vomitado|todo me da vueltas|(?:le va a estallar|me va a estallar) la cabeza|mareadisima|mareadisimo",
  onEdge: "estoy en (?:el |la |lo alto del? |lo alto de la )?(?:anden|azotea|tejado|techo|puente|acantilado|barranco|vias|via del tren|borde|cornisa|mirador)|(?:sentad[oa]|de pie|parad[oa]) (?:en|sobre) (?:el |la )?(?:borde|cornisa|barandilla|baranda|azotea|puente)|esperando (?:el|al) (?:tren )?que no para|(?:camino|caminando|voy) hacia el mar|me (?:meto|estoy metiendo) en el (?:mar|rio|agua)|piedras en los bolsillos|(?:al otro lado de|pase|he pasado|salte) la (?:barandilla|baranda|valla)",
  cantGoOn: "no puedo mas|ya no puedo|no aguanto mas|ya no aguanto|no me quedan fuerzas|no tengo fuerzas",
  note: "(?:he )?escrit[oa] una (?:carta|nota)|(?:deje|dejo|he dejado) una (?:carta|nota)|carta de despedida|nota de despedida",
  affairs: "(?:regale|he regalado|he dado|di) (?:mis|todas mis) cosas|(?:deje|he dejado|le deje|le di) (?:la|las|mis) contrasenas?|(?:pague|he pagado) (?:mis|todas mis) deudas|(?:le )?(?:di|he dado) (?:a )?mi (?:perro|gato)|(?:deje|he dejado|dejo) todo (?:ordenado|arreglado|pagado|en orden)|(?:le )?deje (?:el|mi) (?:perro|gato) a|(?:le )?pase las claves|di de baja|todo en orden|(?:nuevo|un nuevo) hogar para|seguro de vida",
  gasOn: "(?:abri|he abierto|dejo abierto|deje abierto|abro) (?:la llave del |el )?gas",
  sealed: "(?:cerre|he cerrado|cierro) (?:todas )?las ventanas|(?:tape|he tapado|selle) (?:las rendijas|la puerta|las ventanas)|cinta (?:en|alrededor de) la puerta",
  chest: "(?:dolor|presion|opresion|peso) (?:muy )?(?:fuerte )?(?:en el|del) pecho|me aprieta el pecho|se agarra el pecho",
  spreads: "brazo izquierdo|(?:a|hacia) la mandibula|sudor frio|sudo frio|sudando frio",
  strokeFace: "(?:boca|cara) torcida|se le (?:cae|ha caido|tuerce) (?:la boca|media cara|la cara)|(?:la )?mitad de la cara",
  strokeBody: "no puede (?:levantar|mover) el brazo|habla (?:raro|rara|arrastrando|muy raro)|no (?:le salen|puede decir) (?:las )?palabras|no se le entiende",
  blue: "labios (?:morados|azules)|se (?:esta|ha) puesto (?:morad[oa]|azul)",
  headHit: "(?:se cayo|se ha caido|cayo)(?: \\S+){0,8} (?:cabeza|golpe)|golpe (?:en|con) la cabeza|se (?:dio|ha dado) (?:un golpe )?en la cabeza",
  selfCut: "me (?:he )?(?:corte|cortado|raje|rajado) (?:el brazo|los brazos|las munecas|la muneca|las piernas|la pierna)",
  crash: "(?:me estrello|estrellarme|me voy a estrellar|voy a estrellarme|me meto) (?:contra|debajo de) (?:un|una|el|la)|a toda (?:velocidad|pastilla) contra",
  likeAccident: "(?:como|parezca|parecera) un accidente",
  unlit: "sin encender(?:lo)?|sin (?:la )?llama",
  engine: "(?:el )?coche (?:en marcha|encendido) (?:en|dentro del) (?:el )?garaje",
  hoarded: "(?:vengo|estoy|he estado) (?:juntando|guardando|acumulando)|(?:de|en) cada receta|no me (?:las|los) tomo",
  coAlarm: "alarma de monoxido|monoxido",
  schoolThreat: "(?:a la|en la) (?:escuela|prepa|secu|secundaria)|al (?:colegio|insti|instituto)",
  insulinStopped: "(?:deje|dejo|no me pongo|no me inyecto) (?:la )?insulina",
};

export const FRENCH: Lexicon = {
  pills: "medicaments?|medocs?|cachets?|comprimes?|pilules?|somniferes?|anxiolytiques?|antidepresseurs?|doliprane|paracetamol|xanax|lexomil|stilnox|stilnox|xanax",
  poison: "poison|mort aux rats|raticide|cyanure|antigel|(?:eau de )?javel|deboucheur|pile bouton|une pile|lessive|pastille (?:de |pour )?lave vaisselle|aimants?",
  rope: "une corde|la corde",
  all: "tous|toutes|toute la (?:boite|plaquette)|la boite entiere|tout le tube|beaucoup|plein de",
  took: "jai (?:pris|avale|bu)|je viens de (?:prendre|avaler)|j?viens d(?:e )?(?:prendre|avaler)|je viens davaler|g pris|j ai pris",
  willTake: "je vais (?:les |tout )?(?:prendre|avaler|boire)|je (?:les |le )?prendrai|je (?:les )?avalerai",
  stockpiled: "jai (?:garde|gardes|cache|caches|mis de cote|accumule|stocke|achete|economise)|mis(?:es)? de cote",
  time: "ce soir|cette nuit|demain|aujourdhui|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce week ?end|apres les cours",
  doIt: "je le (?:fais|ferai)|je vais le faire|cest decide|tout est pret|jai donne (?:toutes )?mes affaires|jai tout prevu|(?:ce soir|demain|cette nuit) cest fini|ce sera regle",
  farewell: "adieu|cest mon dernier message|je vous dis adieu",
  thanks: "merci pour tout",
  parting: "pardon(?:nez moi)? pour tout|pardonnez moi|ne me cherchez pas|vous (?:ne )?me reverrez (?:plus|jamais)|(?:prenez soin|occupez vous) de (?:mon|ma|mes)|mon dernier message|personne (?:ne )?sait que je suis (?:la|ici)|je sais pas pourquoi (?:je|j) ?ecris ca|un dernier message|(?:de )?pas m attendre|ne m attendez pas|je viendrai pas|t inquiete pas",
  killOther: "je vais (?:le |la |les )?(?:tuer|buter|poignarder|flinguer|descendre)|je (?:le |la )?tuerai|je vais lui (?:planter|tirer dessus)|va tire[rd] (?:sur )?(?:les|le|la)|tire[rd] les",
  weapon: "couteau|fusil|flingue|pistolet|revolver|(?:une|l|mon) arme|gun",
  deserves: "(?:il|elle) (?:le|la) merite|(?:il|elle) va payer|(?:il|elle) (?:le|la) merite|(?:il|elle|ils|elles) va payer|(?:ils|elles) vont (?:payer|comprendre)|(?:il|elle) va comprendre",
  harmsMe: "(?<!ca |ce qui |cela )me (?:frappe|bat|cogne|viole|etrangle)|ma (?:frappee?|battue|etranglee?|violee?)|menace de me tuer|ma menacee? de me tuer|enfermee? dans ma chambre|menace de nous tuer|va nous tuer|(?:il|elle) a un couteau[^.]{0,30}aidez moi|aidez moi[^.]{0,30}(?:il|elle) a un couteau|menace ma (?:mere|soeur|fille)|il a (?:encore )?cogne|jai du sang dans la bouche|finir le travail|il (?:ma|m a) (?:etranglee?|frappee?|tabassee?)",
  someone: "mon (?:ami|pote|copain|frere|fils|cousin|pere|mari|coloc|meilleur ami)|ma (?:pote|copine|amie|soeur|fille|cousine|mere|femme|coloc|meilleure amie)|ma (?:grand mere|mamie)|mon (?:grand pere|papi|bebe)",
  theirEnd: "(?:va|veut) se (?:tuer|suicider|jeter|pendre|foutre en lair)|se jette (?:du|dun|de la|sous|par)|(?:va|veut) sauter (?:du|dun|de la|par)|photo de (?:medocs|medicaments|cachets)|a pris tous ses|adieu tout le monde|photo dune corde",
  unresponsive: "toute? molle?|tout mou|ne respire (?:plus|pas)|respire a peine|inconsciente?|ne se reveille (?:plus|pas)|ne reagit (?:plus|pas)|douleur (?:enorme|forte|terrible) dans la poitrine",
  theyTook: "a (?:pris|avale|bu)|a avale|a mange|a bu",
  ready: "(?:est|sont) (?:pret|prete|prets|pretes)|preparee?s?|alignee?s? (?:sur|devant)|des (?:roches|pierres|cailloux) dans (?:les|mes) poches",
  jump: "je (?:vais )?(?:saute|sauter|sauterai|me jeter|me jette|me jetterai) (?:du|de la|dun|dune|par la|sous)",
  gone: "je ne serai plus (?:la|ici)|jserai plus la|mieux sans moi|je (?:ne )?serai (?:plus|pas) la|jserai pas la",
  unwell: "(?:elle|il) vomit|vertiges?|la tete qui tourne|envie de vomir|jai vomi|oreilles qui sifflent",
  onEdge: "je suis (?:sur|en haut) (?:le|du|de la|de mon|la) (?:toit|pont|falaise|quai|bord|rebord|voie|voies|balcon|parapet)|(?:assise?|debout) sur (?:le|la) (?:rebord|rambarde|parapet|bord|toit)|(?:jai )?(?:enjambe|passe) la (?:rambarde|barriere|balustrade)|rendue? au (?:quai|pont|bord)|des (?:roches|pierres|cailloux) dans (?:les|mes) poches|je (?:marche|rentre|avance) (?:vers|dans) (?:la mer|leau|le lac|la riviere)|(?:je suis |jsuis )?au bord (?:de la|du) (?:falaise|pont|quai|vide|toit|precipice)|(?:tout )?au bout du quai|au bord du quai",
  cantGoOn: "je nen peux plus|jen peux plus|chen peux plus|je tiens plus|je ne tiens plus|plus la force|jai plus de force",
  note: "jai (?:ecrit|laisse) une (?:lettre|note|mot)|(?:une )?lettre (?:dadieu|pour (?:ma|mon|mes))|un mot pour (?:ma|mon|mes)",
  affairs: "jai donne (?:toutes )?mes affaires|le code de mon (?:tel|telephone|portable)|mes mots de passe|jai (?:paye|rembourse) (?:toutes )?mes dettes|jai (?:donne|confie) mon (?:chat|chien)|jai (?:tout )?range mes (?:papiers|affaires)|assurance vie|(?:voiture|char) revisee? pour le dernier|les papiers sont dans",
  gasOn: "(?:jai )?ouvert le gaz",
  sealed: "(?:scotch|ruban|adhesif) autour de la porte|(?:jai )?ferme (?:toutes )?les fenetres|calfeutre",
  chest: "(?:douleur|serre|pression|poids) (?:enorme |forte |terrible )?(?:dans|sur|a) la poitrine|mal (?:a|dans) la poitrine|serrement (?:dans la|a la) poitrine",
  spreads: "bras gauche|(?:jusqua|vers|dans) la machoire|sueurs? froides?|(?:sue|transpire) (?:a grosses gouttes|froid)",
  strokeFace: "(?:la )?moitie de sa (?:bouche|figure|visage) (?:tombe|pend)|bouche de travers|visage (?:de travers|qui tombe)|(?:sa )?bouche (?:tombe|pend)",
  strokeBody: "(?:arrive|narrive|peut|ne peut) (?:plus|pas) (?:a )?lever (?:le|son) bras|parle (?:bizarre|bizarrement|de travers|mal)|narrive plus a parler|mots (?:melanges|qui sortent pas)",
  blue: "levres (?:bleues|violettes)|(?:devient|devenu|devenue) (?:bleue?|violette?)",
  headHit: "(?:tombee?|chute)(?: \\S+){0,8} (?:tete|crane)|(?:cogne|tape|heurte) la tete",
  selfCut: "(?:me suis|jme suis|mesuis) (?:encore )?(?:ouvert|ouverte|coupee?|tailladee?) (?:le|les|la) (?:bras|poignets?|veines|cuisses?|jambes?)",
  bleeding: "(?:ca )?(?:arrete|sarrete) pas de saigner|saigne (?:sans arret|encore et encore)",
  crash: "(?:me planter|je me plante|foncer|je fonce|me jeter) (?:contre|dans|sous) (?:un|une|le|la)",
  likeAccident: "(?:comme|ressemble a|ressemblera a) un accident",
  unlit: "sans (?:l )?allumer|sans flamme",
  engine: "la voiture tourne|le moteur tourne",
  beatsSomeone: "(?:il|elle) (?:cogne|frappe|tape|bat|etrangle) (?:ma|mon|mes) (?:mere|pere|soeur|frere|maman|papa|petite soeur|petit frere)",
  hoarded: "(?:jai )?mis de cote (?:les|mes)|depuis (?:deux|trois|\\d+) mois",
  schoolThreat: "a la poly|a l ecole|au (?:lycee|college|cegep)",
  coAlarm: "detecteur de (?:co|monoxyde)|monoxyde",
  childAlone: "seule? depuis (?:hier|ce matin|cette nuit)|(?:la )?maman est pas rentree",
  insulinStopped: "(?:arrete|plus pris) (?:l )?insuline",
  missing: "(?:il|elle) repond (?:pu|plus)|repond pu depuis",
  cold: "lac gele|il fait (?:moins |- ?)?\\d+",
};

export const GERMAN: Lexicon = {
  pills: "tabletten|pillen|schlaftabletten|medikamente|beruhigungstabletten|antidepressiva|paracetamol|ibuprofen|tramadol|tavor|lorazepam|diazepam|zopiclon|zolpidem|valium|praxiten",
  poison: "gift|rattengift|frostschutz|zyankali|bleiche|bleichmittel|rohrreiniger|abflussreiniger|spulmaschinentabs?|spultabs?|knopfzelle|magnete",
  rope: "(?:ein|das|einen|den) seil|strick|schlinge",
  all: "alle|die ganze (?:packung|schachtel)|die ganzen|alles auf einmal",
  took: "(?:hab|habe)(?: \\S+){0,4} (?:genommen|geschluckt|eingenommen)|die ganze (?:packung|schachtel)(?: \\S+){0,2} (?:genommen|geschluckt|eingenommen)",
  willTake: "(?:nehm|nehme|schluck|schlucke) ich (?:sie )?alle|ich (?:nehm|nehme|schluck|schlucke) (?:sie )?alle|werde (?:sie )?(?:alle )?(?:nehmen|schlucken)|alle auf einmal (?:nehmen|schlucken)",
  stockpiled: "gesammelt|gehortet|versteckt|gekauft|besorgt|zur seite gelegt",
  time: "heute (?:nacht|abend)|morgen|am wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nach der schule|wenn alle schlafen|samstag is",
  doIt: "(?:mach|mache|tu|tue) ich es|ich (?:mach|mache|tu|tue) es|ziehe ich es durch",
  farewell: "lebt wohl|(?:das ist )?meine letzte nachricht|ich verabschiede mich",
  thanks: "danke fur alles",
  parting: "verzeiht mir|es tut mir leid fur alles|sucht (?:nicht nach mir|mich nicht)|passt auf euch auf|kummert euch um (?:meinen|meine|mein)|ihr werdet mich nicht (?:mehr|wieder) sehen|meine letzte nachricht|tut mir leid fur (?:alle|alles|euch)|wollte nur tschuss sagen|(?:ist|war) nicht eure schuld|wartet(?: \\S+){0,3} nicht (?:mit dem essen )?auf mich|brauch ich nicht mehr|sagts? (?:dem|der) \\S+ (?:bitte )?nix",
  killOther: "ich (?:bring|bringe) (?:ihn|sie|den|die|meinen|meine)(?: \\S+){0,3} um|ich (?:stech|steche|erschiess|erschiesse|ersteche) (?:ihn|sie|den|die)|ich (?:tu|tue) (?:ihm|ihr|meinem|meiner)(?: \\S+){0,2} was an|(?:werde|will) (?:ihn|sie) (?:umbringen|toten|abstechen|erschiessen)|absticht|abstechen",
  weapon: "messer|pistole|waffe|gewehr|knarre",
  deserves: "(?:hat es|es) verdient|wird dafur bezahlen",
  harmsMe: "(?:schlagt|schlug|verprugelt|wurgt|wurgte|vergewaltigt) mich|hat mich (?:geschlagen|gewurgt|verprugelt|vergewaltigt|eingesperrt)|(?:droht|drohte|hat gedroht)(?: \\S+){0,4} (?:umzubringen|zu toten)|bringt (?:er|sie) mich um|bringt uns (?:alle )?um|(?:er|sie) (?:bringt|wird) mich(?: \\S+){0,2} um|(?:jemand|einer|ein mann|einbrecher) (?:bricht|brechen)(?: \\S+){0,3} ein|einbrecher (?:ist|sind) (?:im|in der|in meinem|in meiner)|schlagt (?:grad |gerade )?auf (?:meine|meinen) (?:mama|mutter|papa|vater|schwester|bruder) ein|verprugelt (?:grad |gerade )?(?:meine|meinen) (?:mama|mutter|schwester|bruder)|(?:hat|er hat|sie hat) mich (?:gerade |grad )?(?:gewurgt|geschlagen|verprugelt)|gewurgt bis|het mi (?:wieder )?gschlage|bringt mi um|er hat mich wieder geschlagen",
  someone: "mein (?:freund|bruder|sohn|kumpel|vater|cousin|mitbewohner|bester freund)|meine (?:freundin|schwester|tochter|mutter|cousine|mitbewohnerin|beste freundin)|meine (?:oma|omi|grossmutter|frau)|mein (?:opa|grossvater|mann|kind)",
  theirEnd: "(?:dach|brucke|fenster|balkon|hochhaus)(?: \\S+){0,8} (?:springt|springen)|(?:springt|springen) (?:von|vor)|(?:will|wird) sich(?: \\S+){0,2} (?:umbringen|toten|was antun|etwas antun)|alle tabletten genommen|danke fur alles.{0,80}geht nicht mehr ans (?:handy|telefon)",
  unresponsive: "atmet (?:nicht|kaum|nicht mehr)|bewusstlos|wacht nicht (?:mehr )?auf|reagiert nicht|reagiert kaum|redet wirres zeug|kommt nicht mehr hoch",
  theyTook: "hat(?: \\S+){0,5} (?:genommen|geschluckt|getrunken)|hat (?:von )?(?:den |dem |der )?\\S+ gegessen|verschluckt",
  ready: "(?:liegen|liegt) (?:schon )?(?:hier )?(?:neben|vor) mir|(?:liegen|liegt|steht|stehen|ist|sind|hab ich|habe ich) (?:schon )?(?:bereit|parat)|bereitgelegt|vorbereitet|hergerichtet|(?:hangt|hangen) (?:schon|bereit)|steine in (?:den|die|meine) taschen|taschen voll (?:mit )?steinen",
  jump: "(?:ich )?(?:springe|spring) (?:heute \\S+ |morgen )?(?:vom|von der|von einer|aus dem|vor den|vor einen)|springe ich (?:vom|von der|aus dem)",
  gone: "(?:bin ich|ich bin|werde ich|ich werde) nicht mehr (?:da|hier)(?: sein)?|besser (?:dran )?ohne mich",
  unwell: "schwindelig|schwindlig|mir ist (?:so |total |voll )?(?:schlecht|ubel)|(?:hab|habe) (?:schon )?(?:gekotzt|erbrochen)|ohren (?:klingeln|pfeifen)|dreht sich alles|(?:total )?benommen|kotzt|kopfweh|voll schwindlig",
  onEdge: "(?:steh|stehe|bin|sitze|sitz) (?:grad |gerade |jetzt )?(?:an den gleisen|auf den gleisen|auf (?:der|dem) (?:brucke|dach|hochhaus|klippe)|oben auf (?:der|dem) (?:brucke|dach)|am (?:gelander|abgrund|ufer|kai))|(?:gleisen|schienen) (?:hinterm|hinter dem|am)|uber das gelander|ins wasser (?:gehen|laufen|gegangen)|steine in (?:den|die|meine) taschen|(?:steh|stehe|bin) (?:grad |gerade |jetzt )?(?:am (?:wasser|fluss|ufer|see|meer)|an der (?:elbe|spree|donau|isar|weser|mosel|ostsee|nordsee|kante))",
  cantGoOn: "ich kann nicht mehr|kann nicht mehr|keine kraft mehr|halte (?:es )?nicht mehr aus|is eh (?:wurscht|egal) jetzt|ist (?:eh )?(?:alles )?egal jetzt",
  note: "(?:brief|zettel|abschiedsbrief) (?:geschrieben|hinterlassen|liegt)|(?:hab|habe) (?:einen )?(?:brief|zettel) (?:geschrieben|hinterlassen)|briefe? an(?: \\S+){1,6} (?:liegen|liegt)",
  affairs: "(?:hab|habe) mich (?:heute )?(?:von \\S+ \\S+ )?verabschiedet|meine sachen (?:verschenkt|verteilt)|(?:passworter|passwort|pin) (?:aufgeschrieben|hinterlassen|weitergegeben)|schulden (?:bezahlt|beglichen)|(?:katze|hund) (?:abgegeben|weggegeben)|alles geregelt|(?:meine|mein) \\S+ (?:kriegt|bekommt) (?:der|die) (?:kleine|kleiner)|neues zuhause|testament liegt|pins? (?:auch|liegen)|lebensversicherung",
  gasOn: "(?:gas|gashahn) (?:aufgedreht|offen|an)",
  sealed: "fenster (?:zu|geschlossen|abgedichtet|zugeklebt)|tur (?:abgedichtet|zugeklebt)",
  chest: "(?:schmerzen|druck|stechen|enge) (?:in|auf) der brust|brustschmerzen|(?:halt|fasst) sich (?:an )?die brust",
  spreads: "(?:in den |den )?linken arm|(?:in den |den )?kiefer|kalter schweiss|kaltschweissig|schweissgebadet",
  strokeFace: "gesicht hangt|mundwinkel hangt|(?:halbe|eine) gesichtshalfte|mund (?:ist )?schief",
  strokeBody: "arm nicht (?:mehr )?(?:heben|hoch)|spricht (?:komisch|verwaschen|undeutlich|wirr)|lallt|findet (?:keine|die) worte (?:nicht)?|spricht (?:\\S+ )?(?:komisch|verwaschen|undeutlich|wirr)",
  blue: "lippen (?:werden |sind |wird )?blau|lauft blau an|wird blau|lippen (?:sind|werden) (?:blaulich|blau)",
  headHit: "(?:gesturzt|gefallen|runtergefallen|hingefallen)(?: \\S+){0,8} kopf|kopf (?:angeschlagen|aufgeschlagen|gestossen)|blutet am kopf|platzwunde",
  selfCut: "(?:hab|habe) mich (?:wieder |heute )?(?:tief )?(?:geschnitten|geritzt)",
  bleeding: "hort nicht auf zu bluten|blutet (?:und blutet|ohne ende|immer weiter)",
  crash: "(?:mit vollgas|ungebremst) gegen|gegen (?:einen|nen|den|die) (?:baum|pfeiler|bruckenpfeiler|brucke|mauer|lkw)",
  likeAccident: "(?:wie (?:ein|n|einen) unfall)",
  unlit: "ohne (?:es |ihn )?anzuzunden|nicht angezundet",
  engine: "(?:auto|motor) (?:lauft|laufen lassen) in der garage",
  beatsSomeone: "(?:schlagt|verprugelt|wurgt|schubst) (?:meine|meinen) (?:mama|mutter|papa|vater|schwester|bruder)",
  hoarded: "von (?:drei|zwei|mehreren|verschiedenen) (?:verschiedenen )?(?:arzten|arzte)|aufschreiben lassen|genug beisammen",
  schoolThreat: "klassengruppe|in die schule|zur schule|mitbringt",
  coAlarm: "co-? ?melder|kohlenmonoxid",
  insulinStopped: "kein insulin mehr|insulin (?:weggelassen|nicht mehr gespritzt)",
};

export const PORTUGUESE: Lexicon = {
  pills: "remedios|comprimidos|pilulas|medicamentos|calmantes|antidepressivos|rivotril|paracetamol|clonazepam|diazepam|zolpidem|rivotril",
  poison: "veneno|chumbinho|raticida|agua sanitaria|cloro|soda caustica|desinfetante|bateria de botao|pilha de botao|desentupidor|lixivia|candida|pastilha (?:da|de) maquina|imas",
  rope: "(?:uma|a) corda",
  all: "todos|todas|a (?:caixa|cartela) (?:toda|inteira)|(?:uma|a) (?:caixa|cartela) (?:toda|inteira)",
  took: "tomei|engoli|bebi|acabei de (?:tomar|engolir|beber)",
  willTake: "vou (?:os |as |o |a )?(?:tomar|engolir|beber)|tomarei",
  stockpiled: "guardei|juntei|escondi|comprei|andei a juntar|tenho guardad[oa]s",
  time: "hoje a noite|esta noite|essa noite|amanha|sexta|sabado|domingo|segunda|terca|quarta|quinta|no fim de semana|depois da aula|depois do trabalho|hoje",
  doIt: "vou fazer isso|esta decidido|(?:ja )?deixei tudo (?:arrumado|pronto|organizado|resolvido)|vai ser (?:hoje|amanha|esta noite|hoje a noite)|ja decidi|hoje acaba|(?:hoje|amanha) (?:acaba|termina) tudo|(?:eu )?resolvo isso de vez",
  farewell: "adeus a todos|(?:essa|esta) e (?:a )?minha despedida|me despeco|despeco me",
  thanks: "obrigad[oa] por tudo",
  parting: "me perdoem|perdoem me|desculpem por tudo|nao me procurem|cuidem (?:da|do|dos|das) (?:minha|meu|meus|minhas)|nunca mais vao me ver|(?:a )?minha ultima mensagem|desculpem|so queria que alguem soubesse|so queria q(?:ue)? alguem soubesse",
  killOther: "vou (?:matar|esfaquear)(?: o| a)?|vou dar cabo d(?:ele|ela|o|a)|vou mata l[oa]|eu (?:o|a) mato|vai (?:\" )?(?:resolver|atirar|matar)",
  weapon: "faca|arma|pistola|revolver|espingarda|canivete|oitao|berro|trinta e oito|38",
  deserves: "(?:ele|ela) merece|vai pagar|vai ver|nao escapa",
  harmsMe: "me (?:bateu|bate|espancou|espanca|enforcou|estuprou)|(?:bate|bateu) me|(?:ameaca|ameacou) (?:me )?matar|me ameaca|disse que (?:vai|ia) me matar|(?:ameaca|ameacou) matar a gente|vai (?:nos|matar a gente)|disse que vai matar a gente|(?:estou |to )?dormindo na rua|(?:diz|disse) que me (?:mata|vai matar)|(?:ta|esta) quebrando tudo|falou que vai me matar|(?:ele )?pegou a faca|me deu (?:um )?(?:murro|soco|chapada|estalo|tapa)|fechei-?me no quarto|fechei me no quarto|vai buscar a faca|braco (?:ta|esta) torto|trancou a porta e levou meu celular|acaba com a gente|foi so um acidente",
  someone: "(?:minha|meu) (?:amig[oa]|irma|irmao|filh[oa]|prim[oa]|namorad[oa]|mae|pai|colega)|(?:minha|meu) (?:avo|vo|marido|esposa|esposo|bebe)",
  theirEnd: "(?:vai|quer) se (?:matar|suicidar|atirar|jogar)|se vai (?:matar|atirar|jogar)|vai pular (?:da|do|de)|tomou todos os|ia se (?:matar|jogar|atirar)|(?:msg|mensagem) de despedida",
  unresponsive: "nao (?:esta )?respira(?:ndo)?|mal respira|desmaiad[oa]|inconsciente|nao acorda|nao reage|convulsionando|tendo (?:uma )?convulsao|ficando roxo|ficando roxa|nao responde|respirando (?:esquisito|estranho)|ta respirando esquisito",
  theyTook: "tomou|engoliu|bebeu",
  ready: "(?:estao|esta) (?:prontos|prontas|pronta|pronto|separad[oa]s)|preparad[oa]s|separei|pedras nos bolsos",
  jump: "(?:vou pular|pulo|vou me jogar|me jogo|vou saltar|salto) (?:da|do|de um|de uma|pela)",
  gone: "(?:ja )?nao (?:vou estar|estarei) mais (?:aqui|ca)|melhor sem mim|(?:ja )?nao vou estar (?:mais )?ca",
  unwell: "tont[oa]|zumbido|vomitando|vomitei|enjoad[oa]|tudo (?:a )?girar|tudo girando",
  onEdge: "(?:estou|to|tou) (?:em cima d[ao]|n[ao]|na beira d[ao]) (?:falesia|ponte|telhado|predio|viaduto|trilhos|linha do comboio|linha do trem|penhasco|precipicio|parapeito|varanda)|(?:passei|pulei) (?:o|a) (?:parapeito|grade|muro)|(?:entrando|entrei|vou entrar) no mar|pedras nos bolsos|(?:sentei|sentado|sentada|to|tou|estou) na janela|pernas? (?:pra|para) fora",
  cantGoOn: "nao aguento mais|nao consigo mais|to sem forcas|estou sem forcas|nao tenho (?:mais )?forcas",
  note: "(?:escrevi|deixei) uma (?:carta|bilhete|nota)|carta de despedida",
  affairs: "(?:doei|dei) (?:as |todas as )?minhas (?:roupas|coisas)|(?:deixei|passei) a senha|paguei (?:as |todas as )?minhas dividas|(?:dei|deixei) (?:o )?meu (?:cachorro|gato|cao)|entreguei a casa|dei as minhas coisas|deixei tudo escrito",
  gasOn: "(?:abri|deixei aberto) o gas",
  sealed: "fechei (?:as |todas as )?janelas|(?:tapei|vedei) a porta",
  chest: "dor no peito|aperto no peito|pressao no peito|(?:segura|agarra) o peito",
  spreads: "braco esquerdo|mandibula|suor frio|suando frio",
  strokeFace: "boca (?:torta|caida)|rosto (?:torto|caido)|metade do rosto|boca ficou torta",
  strokeBody: "nao consegue (?:levantar|mexer) o braco|fala (?:enrolada|estranha|enrolado)|nao consegue falar|falar enrolado|braco direito nao mexe|nao mexe",
  blue: "labios (?:roxos|azuis)|(?:ficando|ficou) (?:roxo|roxa|azul)",
  headHit: "(?:caiu|caido)(?: \\S+){0,8} cabeca|bateu (?:com )?a cabeca",
  selfCut: "me cortei|cortei (?:o|os) (?:braco|bracos|pulso|pulsos)",
  bleeding: "nao para de sangrar|o sangue nao para",
  crash: "(?:bater|jogar o carro|me jogar) contra (?:um|uma|o|a)|(?:vou|bato) (?:de frente|a toda) contra",
  likeAccident: "(?:como|parecer) um acidente",
  unlit: "sem acender",
  engine: "carro ligado na garagem",
  beatsSomeone: "(?:ta|esta) batendo n(?:a|o) (?:minha|meu) (?:mae|irma|irmao|avo|pai)|(?:bate|bateu) n(?:a|o) (?:minha|meu) (?:mae|irma|irmao|avo)",
  hoarded: "(?:to|tou|estou) juntando|(?:pego|pegando) com a receita|nao tomo,? guardo|guardo tudo",
  schoolThreat: "(?:pra|na|para a) escola",
  missing: "sumiu|nao (?:vemos|vejo) mais ele|desapareceu",
  water: "entrou no mar|bandeira vermelha|se afogando",
  insulinStopped: "parei (?:a|de tomar a) insulina",
};

export const ITALIAN: Lexicon = {
  pills: "pillole|pastiglie|compresse|farmaci|medicine|sonniferi|ansiolitici|antidepressivi|tachipirina|xanax|gocce|lexotan|valium|tavor|en",
  poison: "veleno|topicida|candeggina|varechina|detersivo|pila a bottone|pastiglia (?:della|per la) lavastoviglie|calamite|magneti",
  rope: "(?:una|la) corda|cappio",
  all: "tutte(?! le (?:mattine|sere|notti|volte|settimane))|tutti(?! i (?:giorni|mesi|pomeriggi))|(?:la scatola intera|tutta la scatola|tutto il flacone)",
  took: "ho (?:gia |appena )?(?:preso|ingoiato|bevuto|mandato giu)(?! (?:uno|una|solo|soltanto|mezza|mezzo)\\b)",
  willTake: "(?:le|li) (?:prendo|prendero) tutt[ei]|prendero tutt[ei]|le ingoio|le mando giu|me le prendo",
  stockpiled: "ho (?:messo da parte|nascosto|nascoste|accumulato|comprato|conservato)|messe da parte",
  time: "stasera|stanotte|domani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|questo (?:fine settimana|weekend)|dopo scuola",
  doIt: "lo (?:faccio|faro)|e deciso",
  farewell: "addio|(?:questo e )?il mio ultimo messaggio|vi saluto per sempre",
  thanks: "grazie (?:di|per) tutto",
  parting: "perdonatemi|scusate per tutto|non cercatemi|non mi vedrete piu|prendetevi cura (?:di|del|della)|il mio ultimo messaggio|vi voglio bene|lascio il telefono|dopo questo messaggio|volevo solo dire grazie|per non sparire senza dire niente|ho salutato (?:mia|mio) (?:madre|padre|mamma|papa|sorella|fratello)|(?:che )?(?:giovedi|lunedi|martedi|mercoledi|venerdi|domani) non vengo|non serve piu",
  killOther: "(?:ammazzo|uccido|ammazzero|uccidero|accoltello) (?:mio|mia|il|la|lo|quel|quella|lui|lei)|(?:lo|la) (?:ammazzo|uccido)|(?:voglio|vado ad?) (?:ammazzare|uccidere|accoltellare)",
  weapon: "coltello|pistola|fucile|(?:un|l) arma",
  deserves: "se lo merita|(?:la|me la) paghera",
  harmsMe: "mi (?:ha )?(?:picchiat[oa]|picchia|strangolat[oa]|violentat[oa])|mi (?:prende|ha preso) a (?:botte|pugni|schiaffi)|mi (?:minaccia|ha minacciat[oa])|minaccia di (?:uccidermi|ammazzarmi)|minaccia di ucciderci|ci (?:ammazza|uccide)|mi sta picchiando(?! a (?:carte|scacchi|tennis|ping pong|calcetto|briscola|scopa|padel))|sta sfondando la porta|mi ha spinto contro|ha chiuso a chiave|sangue dal naso non si ferma",
  someone: "(?:il )?mio (?:amico|fratello|figlio|cugino|ragazzo|compagno|papa|padre)|(?:la )?mia (?:amica|sorella|figlia|cugina|ragazza|compagna|mamma|madre)|(?:la )?mia (?:nonna|moglie|bambina)|(?:il )?mio (?:nonno|marito|bambino)|(?:la )?mia coinquilina|(?:il )?mio coinquilino",
  theirEnd: "si (?:vuole|vuol) (?:uccidere|ammazzare|buttare)|(?:vuole|sta per) (?:uccidersi|ammazzarsi|buttarsi|suicidarsi)|si butta (?:dal|da|sotto|giu)|ha preso tutte le (?:pillole|pastiglie)",
  unresponsive: "non respira|respira a fatica|svenut[oa]|incosciente|non si sveglia|non reagisce|faccia storta|non riesce a parlare|non muove il braccio|tutto molle|non mi guarda|non risponde|respira in modo strano",
  theyTook: "ha (?:preso|ingoiato|bevuto)|si e (?:presa|preso)",
  ready: "(?:sono|e) (?:pronte|pronti|pronta|pronto)|preparat[oaie]|pront[ei] sul|sassi nelle tasche",
  jump: "(?:salto|mi butto|mi lancio|mi buttero|saltero) (?:dal|dalla|da un|da una|giu dal|giu dalla|sotto)",
  gone: "non ci saro piu|non saro piu qui|meglio senza di me",
  unwell: "mi gira la testa|ho vomitato|vomito|nausea|ronzio nelle orecchie|fischio nelle orecchie|stordit[oa]",
  onEdge: "sono (?:sul|sulla|in cima al|in cima alla|sopra il|sul bordo del) (?:tetto|terrazzo|ponte|binari|binario|scogliera|cornicione|parapetto)|ho (?:gia )?scavalcato (?:la ringhiera|il parapetto)|(?:vicino al|sul) passaggio a livello|(?:sto camminando|cammino|entro) (?:verso il|nel) (?:mare|fiume|lago)|sassi nelle tasche",
  cantGoOn: "non ce la faccio (?:piu|a tornare)|non ce la faccio|non reggo piu|non ho piu forze|basta(?! (?:cosi|poco|che|con))",
  note: "ho (?:scritto|lasciato) una (?:lettera|biglietto)|lettera d(?:i )?addio|(?:un )?biglietto per",
  affairs: "ho regalato (?:le mie cose|tutto)|ho lasciato (?:la password|le password|il pin)|ho pagato (?:i miei debiti|tutti i debiti)|ho dato (?:il mio|la mia) (?:cane|gatto|gatta)|(?:una )?nuova casa per|ho controllato la polizza|la casa resta a",
  gasOn: "(?:ho aperto|ho lasciato aperto) il gas",
  sealed: "(?:ho chiuso|chiuso) (?:tutte )?le finestre|(?:sigillato|nastro su) la porta",
  chest: "dolore (?:fortissimo |forte )?al petto|(?:peso|oppressione|pressione) (?:sul|al) petto",
  spreads: "braccio sinistro|mascella|sudo freddo|sudore freddo|suda freddo|nel braccio|grigio in faccia",
  strokeFace: "(?:faccia|bocca) storta|meta (?:della )?faccia|viso storto",
  strokeBody: "non (?:riesce a )?(?:alzare|muovere) il braccio|parla (?:strano|male|in modo strano)|non riesce a parlare",
  blue: "labbra (?:blu|viola)|(?:diventa|diventato|diventata) (?:blu|viola)",
  headHit: "(?:caduto|caduta|cade)(?: \\S+){0,8} (?:testa|battuto)|battuto la testa",
  selfCut: "mi sono (?:tagliat[oa]|ferit[oa]) (?:il|i|le) (?:braccio|braccia|polsi|polso|gambe)",
  bleeding: "non smette di sanguinare|sangue non si ferma",
  crash: "(?:mi schianto|schiantarmi|vado) contro (?:un|una|il|la)|non ho intenzione di frenare|senza frenare",
  likeAccident: "(?:come|sembrera|sembri) un incidente",
  unlit: "senza accender(?:lo|e)",
  engine: "(?:macchina|auto|motore) accesa? (?:in|nel) garage",
  beatsSomeone: "(?:picchia|sta picchiando|prende a pugni) (?:mia|mio) (?:madre|mamma|sorella|fratello|padre)",
  childAlone: "da solo da (?:un ora|ore|ieri)|sul balcone da solo|si arrampica sulla ringhiera",
  schoolThreat: "a scuola",
  coAlarm: "rilevatore di (?:co|monossido)|monossido",
  insulinStopped: "(?:smesso|smetto) (?:di fare )?(?:l )?insulina",
};

export const DUTCH: Lexicon = {
  pills: "pillen|tabletten|medicijnen|slaappillen|slaapmiddelen|paracetamol|oxazepam|antidepressiva",
  poison: "gif|rattengif|antivries|bleekmiddel|ontstopper|bloeddruk(?:medicatie|pillen)|vaatwastablet(?:ten)?|magneten",
  rope: "(?:een|het|de) touw|strop",
  all: "al (?:mijn|mn|de)|alle|(?:de|een) hele (?:doos|strip|pot)|allemaal",
  took: "(?:heb|ik heb)(?: \\S+){0,10} (?:ingenomen|genomen|geslikt|doorgeslikt)",
  willTake: "(?:neem|slik) ik (?:ze )?(?:allemaal|alle)|ik (?:neem|slik) ze (?:allemaal|alle)|ga ze (?:allemaal )?(?:innemen|slikken)",
  stockpiled: "gespaard|opgespaard|verzameld|verstopt|gekocht",
  time: "vannacht|vanavond|morgen|vandaag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|dit weekend|na school",
  doIt: "doe ik het|ik doe het|ga ik het doen|ik heb het besloten|het is besloten|is het klaar|is het zover|ga ik het (?:echt |nu )?doen",
  farewell: "dit is mijn afscheid|vaarwel|ik neem afscheid|mijn laatste bericht|mn laatste bericht|mijn laatste bericht",
  thanks: "(?:bedankt|dank|dankjewel) voor alles",
  parting: "vergeef me|sorry voor alles|zoek me niet|jullie zien me nooit meer|zorg (?:goed )?voor (?:mijn|mn)|mijn laatste bericht|ik hou van jullie|sorry mam|sorry pap|aan niemand gezegd",
  killOther: "ik (?:ga|zal) (?:hem|haar|die gast|die vent|mijn [a-z]+)(?: \\S+){0,2} (?:neersteken|vermoorden|doodmaken|neerschieten|afmaken)|ik (?:vermoord|steek|schiet) (?:hem|haar)|steek ik (?:hem|haar) neer|schiet ik (?:hem|haar) neer|sla ik (?:z n|zn|zijn|haar) kop in|gaat steken|komt steken",
  weapon: "mes|pistool|wapen|geweer|vuurwapen|honkbalknuppel|knuppel",
  deserves: "(?:hij|zij|ze) verdient het|(?:hij|zij) gaat boeten",
  harmsMe: "(?:slaat|sloeg|schopt|wurgde|wurgt|verkrachtte|mishandelt) me|(?:heeft|hij heeft|zij heeft) me (?:geslagen|gewurgd|verkracht|mishandeld)|(?:dreigt|dreigde) (?:me )?(?:te )?(?:vermoorden|doden)|me (?:vermoordt|vermoorden) als|(?:dreigt|dreigde) ons (?:te )?(?:vermoorden|doden)|hij heeft mij weer geslagen|er ni(?:et)? meer uit kom|van de trap gevallen ben maar",
  someone: "mijn (?:vriend|vriendin|zus|broer|zoon|dochter|neef|nicht|moeder|vader|huisgenoot|maat|beste vriend|beste vriendin)|mijn (?:oma|opa|man|vrouw)|ons (?:manneke|ventje|kind|zoontje|dochtertje|meisje|kindje)|mijn (?:zoontje|dochtertje|kindje|kind)",
  theirEnd: "zichzelf(?: \\S+){0,2} (?:iets aandoen|aandoen|van kant maken|doden|ophangen)|(?:gaat|wil)(?: \\S+){0,3} (?:van|voor)(?: \\S+){0,3} springen|springt (?:van|voor)|alle pillen (?:genomen|ingenomen)|zelfmoord (?:gaat )?plegen",
  unresponsive: "ademt (?:niet|nauwelijks)|bewusteloos|wordt niet wakker|reageert niet|heel suf|erg suf|slap",
  theyTook: "heeft(?: \\S+){0,5} (?:ingenomen|genomen|geslikt|gedronken)|binnengespeeld|ingeslikt|doorgeslikt|in (?:haar|zijn|z n|zn) mond gehad",
  ready: "klaargelegd|liggen klaar|ligt klaar|staat klaar|voorbereid|ligt naast me",
  jump: "(?:ik )?(?:spring|ga springen) (?:van|voor)",
  gone: "(?:ben ik|ik ben) er (?:morgen )?niet meer|beter af zonder mij",
  unwell: "duizelig|misselijk|overgegeven|oren suizen|zware hoofdpijn|zo slaperig",
  onEdge: "(?:sta|zit|ben) (?:bij|op|aan) (?:het spoor|de rails|de kade|het dak|de brug|de rand|de reling)|over de reling|(?:ga ik erin|loop ik het water in|het water in)|stenen in (?:mijn|mn) zakken",
  cantGoOn: "ik kan niet meer|kan het niet meer|geen kracht meer|ik hou het niet meer vol",
  note: "(?:een )?brief (?:op|neergelegd|geschreven|achtergelaten)|afscheidsbrief",
  affairs: "(?:laptop|telefoon) (?:gewist|leeggemaakt)|(?:mijn|mn) (?:spullen|gitaar|spaargeld)(?: \\S+){0,6} gegeven|wachtwoorden (?:opgeschreven|gegeven)|schulden (?:betaald|afgelost)|(?:hoeven|hoef) (?:jullie|je) me niet meer te bellen",
  gasOn: "gas (?:open|aan|opengedraaid)",
  sealed: "ramen (?:dicht|afgeplakt)|deur afgeplakt",
  chest: "pijn op (?:de|mijn|zijn|haar) borst|druk op (?:de|mijn|zijn|haar) borst|beklemmend gevoel",
  spreads: "linkerarm|linker arm|kaak|koud zweet|klam",
  strokeFace: "gezicht hangt|mond(?:hoek)? hangt|scheve mond",
  strokeBody: "arm niet (?:meer )?(?:optillen|omhoog)|praat (?:ineens )?(?:wartaal|raar|onduidelijk|brabbel)|kan niet (?:meer )?praten",
  blue: "lippen (?:worden |zijn )?blauw|loopt blauw aan|wordt blauw",
  headHit: "gevallen(?: \\S+){0,8} hoofd|hoofd (?:gestoten|geraakt|bezeerd)",
  selfCut: "(?:heb|ik heb) (?:mezelf|mijzelf) (?:weer )?(?:gesneden|opengesneden)",
  bleeding: "blijft (?:maar )?bloeden|stopt niet met bloeden",
  crash: "(?:vol gas )?tegen (?:een|de) (?:boom|muur|pijler|vrachtwagen)|(?:rij|knal) (?:ik )?(?:me )?tegen",
  likeAccident: "(?:als|lijkt op) een ongeluk",
  unlit: "zonder (?:het )?aan te steken|niet aangestoken",
  engine: "(?:auto|motor) (?:draait|laten draaien) in de garage",
  beatsSomeone: "slaat (?:mijn|mn) (?:moeder|mama|zus|broer|vader)",
  schoolThreat: "naar school|op school",
  coAlarm: "co-? ?melder|koolmonoxide",
  insulinStopped: "geen insuline meer",
};

export const POLISH: Lexicon = {
  pills: "tabletki|tabletek|leki|lekow|pigulki|proszki|nasenne|antydepresanty|paracetamol",
  poison: "trucizna|trucizne|trutka|trutke|wybielacz|domestos|magnesy|baterie|bateryjke|kapsulki do prania|tabletki do zmywarki",
  rope: "sznur|sznurek|petle",
  all: "wszystkie|cale opakowanie|caly blister|cala paczke",
  took: "polknelam|polknalem|wzielam|wzialem|lyknelam|lyknalem|zazylam|zazylem",
  willTake: "(?:polkne|wezme|lykne|wypije) (?:je )?(?:wszystkie|wszystko)|(?:je )?wszystkie (?:polkne|wezme|lykne)",
  stockpiled: "zbieram|zbieralam|zbieralem|odkladam|odkladalam|odkladalem|schowalam|schowalem|kupilam|kupilem",
  time: "dzisiaj|dzis|jutro|w nocy|wieczorem|w (?:piatek|sobote|niedziele|poniedzialek|weekend)|po szkole",
  doIt: "(?:to )?zrobie|zrobie to|postanowilam|postanowilem|teraz tylko czekam|(?:jak|jesli) to nie bedzie wypadek",
  farewell: "zegnajcie|zegnam (?:sie|was)|(?:to )?moja ostatnia wiadomosc|(?:to )?moj ostatni wpis",
  thanks: "(?:dziekuje|dzieki) za wszystko|dziekuje wam za wszystko",
  parting: "przepraszam|wybaczcie(?: mi)?|nie szukajcie mnie|juz mnie nie zobaczycie|zaopiekujcie sie (?:moim|moja|moimi)|chcial(?:am|em) tylko komus powiedziec|nie dzwoncie",
  killOther: "(?<!sie )zabije (?:go|ja|ich|tego|te|mojego|moja)|(?:go|ja) zabije|zadzgam|zastrzele (?:go|ja)",
  weapon: "noz|nozem|pistolet|bron|siekiere|siekiera",
  deserves: "zasluzyl(?:a)?|zaplaci za to",
  harmsMe: "(?:bije|bil|pobil|dusil|zgwalcil) mnie|mnie (?:bije|bil|pobil|dusi|dusil)|grozi(?:l)?(?: mi)? ze (?:mnie )?zabije|grozi(?:l)?(?: \\S+){0,3} ze (?:nas|mnie)(?: \\S+){0,2} zabije|zabije nas|ma noz (?:, )?pomocy|pomocy (?:, )?ma noz|ma noz i (?:grozi|krzyczy)|bije (?:moja )?mame|nas pozabija|pozabija nas|uderzyl mnie|wali w drzwi|(?:zamknelam|zamknalem) sie (?:z nimi )?w (?:pokoju|lazience)|zlamal mi (?:palce|reke|nos)|wali w (?:nie|drzwi)|mi zlamal (?:palce|reke|nos)",
  someone: "(?:moj|moja) (?:kolega|kolezanka|przyjaciel|przyjaciolka|brat|siostra|syn|corka|chlopak|dziewczyna|mama|tata)|kolega|kolezanka|przyjaciolka|przyjaciel|(?:moj|moja) (?:babcia|dziadek|maz|zona|dziecko)|babcia|dziadek|kumpel|kumpela",
  theirEnd: "(?:skacze|skoczy|chce skoczyc) z (?:mostu|dachu|okna|balkonu)|chce sie zabic|zabije sie|(?:wziela|wzial|polknela|polknal) wszystkie|zegnajcie.{0,60}wylaczyl(?:a)? telefon|ma sznur w",
  unresponsive: "nie oddycha|ledwo oddycha|nieprzytomn[aey]|nie budzi sie|nie reaguje|belkocze|opadniety kacik ust|nie moze podniesc reki|dziwnie oddycha|nie wstaje",
  theyTook: "wypil[aoy]?|wypila|polknal[aoy]?|polknela|wzial[aoy]?|wziela|zazyl[aoy]?|lyknal[aoy]?|lyknela",
  ready: "przygotowan[aye]|przygotowalam|przygotowalem|gotow[aey]|czeka na (?:mnie|stole)|kamienie w kieszeniach",
  jump: "(?:skocze|rzuce sie) (?:z|pod)",
  gone: "juz mnie nie bedzie|nie bedzie mnie (?:juz|jutro)|lepiej beze mnie",
  unwell: "kreci mi sie w glowie|wymiotuje|wymiotowalam|wymiotowalem|szumi mi w uszach|slabo mi|niedobrze mi",
  onEdge: "(?:siedze|stoje|jestem) (?:na|przy|pod) (?:dachu|torach|moscie|krawedzi|barierce|nabrzezu)|(?:przeszlam|przeszedlem) przez barierke|(?:wchodze|weszlam|wszedlem) do (?:wody|rzeki|morza|jeziora)|kamienie w kieszeniach",
  cantGoOn: "(?:juz )?nie mam (?:juz )?sily|nie daje rady|nie wytrzymam|juz nie moge",
  note: "napisal(?:a|em|am)? list|zostawil(?:a|em|am)? list|list pozegnalny|kartke pozegnalna",
  affairs: "rozdal(?:a|em|am) (?:swoje )?rzeczy|(?:zostawil(?:a|em|am)|dal(?:a|em|am)) (?:haslo|hasla|pin)|splacil(?:a|em|am) (?:dlugi|dlug)|oddal(?:a|em|am) (?:kota|psa)|splacil(?:em|am) (?:wszystkie )?dlugi|(?:kotem|psem) zajmie sie|klucze zostawil(?:em|am)|polisa na zycie|(?:laptop|telefon) dla \\S+ (?:juz )?spakowany|kot u sasiadki",
  gasOn: "odkrecil(?:a|em|am) gaz|gaz (?:odkrecony|wlaczony)|odkrecil(?:em|am) (?:wszystkie )?kurki",
  sealed: "zamknel(?:a|em|am) (?:wszystkie )?okna|zakleil(?:a|em|am) (?:drzwi|szpary)|pozamykal(?:em|am) (?:wszystkie )?okna",
  chest: "(?:bol|ucisk|gniecie|boli) (?:w )?(?:klatce|klatka)|trzyma sie za klatke|klatka piersiowa",
  spreads: "lewej reki|lewa reka|lewego ramienia|szczeki|szczeka|zimny pot|spocony|spocona|(?:caly|cala) szar[ya]",
  strokeFace: "opadniety kacik|krzywa buzia|krzywe usta|twarz (?:opadla|krzywa|opadnieta)",
  strokeBody: "nie moze podniesc reki|belkocze|mowi (?:dziwnie|niewyraznie)",
  blue: "sine usta|usta (?:robia sie |sa )?sine|sinieje",
  headHit: "(?:spadl|spadla|upadl|upadla|przewrocil(?:a)?)(?: \\S+){0,8} glow[aey]|uderzyl(?:a)? sie w glowe",
  selfCut: "(?:znowu )?sie (?:pocielam|pocialem|pocial|pociela)|pocielam sie|pocialem sie|(?:przecielam|przecialem) (?:sobie )?(?:reke|nadgarstki|zyly)",
  bleeding: "krew (?:leci|cieknie)(?: \\S+){0,3} (?:nie chce przestac|nie przestaje)|nie moge zatamowac",
  crash: "wjade w (?:tira|drzewo|mur|filar|ciezarowke)|(?:rozbije sie|rozwale sie) o",
  likeAccident: "(?:na|jak) wypadek",
  unlit: "nie zapalajac|bez zapalania",
  engine: "samochod (?:wlaczony|chodzi) w garazu",
  beatsSomeone: "(?:pchnal|uderzyl|bije|popchnal) mame",
  missing: "wyszedl w nocy|wyszla w nocy|telefon wylaczony",
  cold: "minus (?:\\S+nascie|\\S+dziesci|\\d+)|bez kurtki",
  coAlarm: "czujnik czadu|czad",
  insulinStopped: "nie biore insuliny",
};

export const TURKISH: Lexicon = {
  pills: "haplari|haplar|ilaclari|ilaclarini|ilaclar|uyku haplari|antidepresan|parasetamol|ilaclarindan|haplarindan|xanaxlari|xanax",
  poison: "zehir|fare zehiri|camasir suyu|camasir suyu|pil yuttu|miknatis",
  rope: "ipi|urgan",
  all: "hepsini|tumunu|butun|bir kutu|bi avuc|bir avuc",
  took: "ictim|yuttum|aldim",
  willTake: "icecegim|yutacagim|alacagim|hepsini icicem|hepsini icecegim",
  stockpiled: "biriktirdim|sakladim|topladim|satin aldim",
  time: "bu gece|yarin|bugun|cuma|cumartesi|pazar|pazartesi|sali|carsamba|persembe|hafta sonu|okuldan sonra",
  doIt: "yapacagim|karar verdim|bitecek|bitiricem|ayarladim",
  farewell: "hoscakalin|elveda|(?:bu )?son mesajim",
  thanks: "her sey icin (?:tesekkurler|tesekkur ederim|sagolun)",
  parting: "beni affedin|hakkinizi helal edin|beni aramayin|beni bir daha gormeyeceksiniz|(?:kedime|kopegime|cocuklarima) iyi bakin|(?:bana )?kizmasin|uzulmesin|beni beklemeyin|ben gitmeden",
  killOther: "(?<!kendimi )(?:oldurecegim|bicaklayacagim|vuracagim)|sikicam|sikacagim|vurucam|vuracak",
  weapon: "bicak|bicagi|bicakla|silah|silahi|tabanca|tufek|ruhsatsiz|tabancasini|silahini|silahin",
  deserves: "hak ediyor|hak etti|odeyecek",
  harmsMe: "beni (?:dovuyor|dovdu|bogdu|tehdit ediyor)|oldurmekle tehdit|beni oldurecegini|bizi oldurecek|bizi oldurmekle tehdit|bana vuruyor|kapiyi kiriyor|beni dovuyo(?! (?:tavlada|satrancta|okeyde|oyunda|macta))|pasaportumu aldi|kilitli tutuyor|(?:yine )?dovuyor|kafami duvara vurdu|kapiyi tekmeliyor|banyoya kilitlendim|kilitlendi(?:m|k)|elinde bicak",
  someone: "arkadasim|kardesim|ablam|abim|kizim|oglum|annem|babam|sevgilim|babaannem|anneannem|dedem|esim|bebegim",
  theirEnd: "atlayacagini|atlayacak|kendini oldurecek|intihar edecek|butun (?:haplari|ilaclari) icti|hoscakalin herkes|koprudan atlayacak|kopruye gidicem",
  unresponsive: "nefes almiyor|bayildi|bilinci kapali|uyanmiyor|tepki vermiyor|nefes almiyo|yere yigildi|uyanmiyo",
  theyTook: "icti|yuttu|aldi|icmis|yutmus",
  ready: "hazirladim|hazir duruyor|bagladim",
  jump: "(?:atlayacagim|kendimi atacagim)",
  gone: "artik burada olmayacagim|yarin burada olmayacagim",
  unwell: "basim donuyor|kusuyorum|midem bulaniyor|kustu",
  onEdge: "(?:kopruduyum|koprudeyim|cati(?:dayim|dayim)|catidayim|raylardayim|ucurumun kenarindayim|rayların yanindayim|balkonun kenarindayim|korkulugun (?:ustundeyim|disindayim))|(?:denize|suya) (?:yuruyorum|giriyorum)|korkulugun dis tarafina gectim",
  cantGoOn: "artik (?:yoruldum|dayanamiyorum|dayanamiyom)|dayanamiyorum|gucum kalmadi|yoruldum",
  note: "mektup yazdim|not (?:yazdim|biraktim)|veda mektubu",
  affairs: "(?:kedimi|kopegimi) (?:arkadasa|birine) verdim|borclarimi odedim|herkese helallik|esyalarimi dagittim|sifremi biraktim|(?:kediyi|kedimi|kopegi|kopegimi) \\S+ verdim|yeni evi|parayi (?:anneme|babama|kardesime) aktardim",
  gasOn: "gazi (?:actim|acik biraktim)",
  sealed: "(?:camlari|pencereleri) (?:kapattim|bantladim)|kapiyi bantladim",
  chest: "gogsu(?:m)? (?:agriyor|sikisiyor|yaniyor)|gogus agrisi|gogsunde (?:agri|baski|sikisma)|gogsunu tutuyor",
  spreads: "sol kol(?:uma|una|u)?|cene(?:me|sine)?|soguk ter",
  strokeFace: "agzi (?:bir tarafa )?kaydi|yuzu (?:kaydi|kaymis|dusmus)|agzi (?:carpik|egri)",
  strokeBody: "kolunu kaldiramiyor|konusamiyor|konusmasi (?:bozuldu|garip)",
  blue: "dudaklari (?:morardi|mosmor|mavi)|morariyor",
  headHit: "(?:dustu|dusmus)(?: \\S+){0,8} (?:kafasini|basini)|kafasini carpti|basini carpti",
  selfCut: "(?:kolumu|bileklerimi|bilegimi|kendimi) (?:yine )?(?:jiletle )?kestim|jiletle (?:kolumu|bileklerimi|bilegimi|kendimi)? ?kestim",
  bleeding: "kan durmuyo(?:r)?",
  crash: "(?:tira|kamyona|agaca|duvara) (?:dalacagim|girecegim|carpacagim)",
  likeAccident: "kaza gibi",
  unlit: "yakmadan",
  engine: "araba (?:calisiyor|calisir) garajda",
  beatsSomeone: "annemi (?:dovuyor|dovuyo|dovdu)",
  hoarded: "biriktiriyorum|icmiyorum sakliyorum|saklıyorum",
  schoolThreat: "okula",
  childAlone: "(?:iki|uc|\\d+) gundur evde tek basina|evde tek basina",
  coAlarm: "karbonmonoksit",
  insulinStopped: "insulin (?:yapmiyorum|vurmuyorum)",
};

export const TAGALOG: Lexicon = {
  pills: "gamot|tableta|pampatulog|sleeping pills",
  poison: "lason|muriatic|zonrox|clorox|battery|baterya",
  rope: "lubid",
  all: "lahat",
  took: "ininom ko|nilunok ko|uminom ako|nainom ko|nalunok ko",
  willTake: "iinumin ko|lulunukin ko|iinom ako|inumin",
  stockpiled: "bumili ako|binili ko|itinago ko|inipon ko",
  time: "mamaya|mamayang gabi|ngayong gabi|bukas|sa (?:biyernes|sabado|linggo)|mamayang gabi|mamaya",
  doIt: "gagawin ko (?:na|iyon|yun)|desidido na ako",
  farewell: "paalam na|paalam sa (?:inyong )?lahat|huling mensahe ko",
  thanks: "salamat sa lahat",
  parting: "patawarin (?:nyo|niyo) ako|patawad sa lahat|(?:wag|huwag) (?:nyo|niyo) (?:na )?akong hanapin|alagaan (?:nyo|niyo) si|mahal ko kayo|hindi (?:nyo|niyo) na ako makikita",
  killOther: "papatayin ko (?:si|yung|ang|siya|sila)|sasaksakin ko|babarilin ko",
  weapon: "kutsilyo|baril|patalim|itak",
  deserves: "dapat lang sa kanya|magbabayad siya",
  harmsMe: "binubugbog ako|sinasaktan ako|sinaktan ako|sinakal ako|ginahasa ako|papatayin (?:niya|daw) ako|papatayin (?:niya|nya|daw) (?:ako|kami|tayo)|sinasaktan (?:niya|nya) si (?:mama|nanay|papa|tatay|ate|kuya|lola)",
  someone: "kaibigan ko|kapatid ko|ate ko|kuya ko|pinsan ko|anak ko|nanay ko|tatay ko|bestfriend ko|lola ko|lolo ko|asawa ko|baby ko|si lola|si lolo|si mama|si papa|yung anak ko|ang anak ko|pamangkin ko",
  theirEnd: "tatalon (?:siya|daw)|magpapakamatay (?:siya|daw)|ininom niya (?:lahat|ang lahat)|may lubid na daw|di na sumasagot|hindi na sumasagot",
  unresponsive: "hindi (?:na )?humihinga|walang malay|nawalan ng malay|hindi (?:na )?(?:gumigising|magising)",
  theyTook: "uminom (?:siya|sya)|ininom (?:niya|nya)|nilunok (?:niya|nya)|nainom (?:niya|nya)|nakalunok|nakainom",
};

export const HINGLISH: Lexicon = {
  pills: "goliyan|goliya|tablets|dawai|dawaiyan",
  poison: "zeher|zehar|jahar|zahar|phenyl|harpic|poison",
  rope: "rassi|fanda|phanda",
  all: "saari|sari|sab|poori|puri|sabhi",
  took: "kha (?:li|liya|lee)|nigal (?:li|liya)|pi (?:liya|li)|le (?:liya|li)",
  willTake: "kha (?:lunga|lungi|loonga|loongi|jaunga|jaungi)|pi (?:lunga|lungi)",
  stockpiled: "jama kar (?:li|liya|rakhi|rakha|li hain)|chhupa (?:ke )?rakh|khareed (?:li|liya)",
  time: "aaj raat|kal|raat ko|weekend pe",
  doIt: "kar (?:dunga|dungi|lunga|lungi) (?:ye|yeh)|faisla kar liya|(?:baad mein |raat ko )?kar (?:dunga|dungi)",
  farewell: "alvida|aakhri message",
  thanks: "(?:sab|sab kuch) ke liye (?:shukriya|thanks|dhanyavad)",
  parting: "maaf kar (?:dena|do)|mujhe mat (?:dhoondna|dhundna)|khayal rakhna (?:mere|meri)|phir kabhi nahi milenge",
  killOther: "(?<!khud ko |apne aap ko )(?:maar|mar) (?:dunga|dalunga|daalunga|dungi)|chaku maar|goli maar (?:dunga|dungi)|jaan se maar (?:dunga|dungi)",
  weapon: "chaku|chakku|bandook|katta|talwar|chaku|chaaku|churi|chhuri",
  deserves: "isi layak",
  harmsMe: "mujhe (?:maarta|marta|peetta|pitta|maarti) (?:hai|hain|tha)|(?:maarne|marne) ki dhamki|gala daba(?:ya|ta)|hume maar (?:dega|dalega|dalenge)|humein maar (?:dega|dalega)|(?:mummy|maa|mumma) ko maar rahe|sabko khatam kar dunga|sabko maar dunga",
  someone: "mera (?:dost|bhai|beta|yaar)|meri (?:dost|behen|behan|beti)|meri (?:dadi|nani|biwi|maa|mummy)|mera (?:pati|baccha|bachcha)|mere (?:papa|dada|nana)|dadi|nani|dada ji|nana ji",
  theirEnd: "kood (?:jayega|jaayega|jaegi|jayegi|jaaegi|jaayegi)|suicide kar (?:lega|legi)|khud ko maar (?:lega|legi)",
  unresponsive: "saans nahi (?:le )?(?:raha|rahi)|behosh|hosh nahi|uth nahi (?:raha|rahi)|saans nahi aa rahi(?! thi)|hont neele",
  theyTook: "(?:kha|pi|nigal) (?:li|liya|gaya|gayi|gaye)",
};

/** Russian and Ukrainian, read as written: stems take their endings with \p{L}*. */
export const CYRILLIC_WORDS: Lexicon = {
  pills: "таблетк\\p{L}*|таблеток|снотворн\\p{L}*|лекарств\\p{L}*|пігулк\\p{L}*|пігулок|ліки|ліків|феназепам\\p{L}*|фенозепам\\p{L}*|таблы|колёса|снодійн\\p{L}*|феназепам\\p{L}*|таблетки від тиску|снодійні",
  poison: "яд|отрав\\p{L}*|отрут\\p{L}*|отбеливател\\p{L}*|хлорк\\p{L}*|батарейк\\p{L}*|магнит\\p{L}*",
  rope: "в[её]р[её]вк\\p{L}*|мотузк\\p{L}*|петл\\p{L}*",
  all: "все|всё|всі|усі|всю (?:пачку|упаковку)|целую пачку|цілу пачку",
  took: "выпил\\p{L}*|наглотал\\p{L}*|проглотил\\p{L}*|випив\\p{L}*|випила|наковтал\\p{L}*|наковтався",
  willTake: "выпью|вип'ю|проглочу|наглотаюсь|наковтаюся",
  stockpiled: "накопил\\p{L}*|собрал\\p{L}*|назбирал\\p{L}*|спрятал\\p{L}*|сховал\\p{L}*|зібрал\\p{L}*",
  time: "сегодня|завтра|ночью|вечером|сьогодні|вночі|ввечері|(?:в|у) (?:пятницу|п'ятницю|субботу|суботу|воскресенье|неділю)|на (?:выходных|вихідних)|в п[ʼ']ятницю",
  doIt: "сделаю это|зроблю це|я (?:решил|вирішив)\\p{L}*|от тоді|вот тогда",
  farewell: "прощайте|прощавайте|(?:моё|мое|моє) (?:последнее|останнє) (?:сообщение|повідомлення)",
  thanks: "спасибо за вс[её]|дякую за все|всем спасибо",
  parting: "простите меня|пробачте|не ищите меня|не шукайте мене|вы меня больше не увидите|ви мене більше не побачите|позаботьтесь о|подбайте про|простите все|простите всех|телефон оставлю|пишу последнее|меня не ждите|мене не чекайте|не ждите|не чекайте|пока я (?:ещ[её] )?могу|поки я (?:ще )?тут",
  killOther: "убью (?!себя)\\p{L}+|зарежу|застрелю|вб'ю (?!себе)\\p{L}+|заріжу|дочекаюсь його|подожду его|дождусь его|поріже|порежет|зарежет",
  weapon: "нож|ножик|пистолет|ружь[её]|ніж|пістолет|рушниц\\p{L}*|нож\\p{L}*",
  deserves: "заслужил\\p{L}*|заслужив|поплатится|поплатиться",
  harmsMe: "бь[её]т меня|избивает меня|бил меня|душил меня|изнасиловал\\p{L}*|угрожает(?: \\p{L}+){0,2} убить|говорит(?: что)? убь[её]т|(?:меня )?бь[её]т и говорит|б'є мене|бив мене|душив мене|погрожує(?: \\p{L}+){0,2} вбити|згвалтував\\p{L}*|убь[её]т нас|(?:орет|кричит)(?: что)? убь[её]т|(?:опять|снова) бь[её]т|разбил мне губу|убь[её]т если|кровь из носа|дверь выносит|ломает дверь|(?:сказал|сказала|говорит)(?: \\p{L}+){0,5} убь[её]т|рука не двигается|кровь из уха|знов б[ʼ']є|ламає двері|замкнулась у ванній",
  someone: "подруга|друг|брат|сестра|сын|дочь|подружка|син|донька|бабушка|дедушка|муж|жена|ребенок|ребёнок|бабуся|дідусь|дитина|реб[её]нок|ребенку|у мужа|у жены|мой муж|моя жена",
  theirEnd: "(?:на|с|з|из) (?:мосту|моста|крыше|крыши|даху|балконе|балкона|балконі|окна|вікна)(?: \\p{L}+){0,5} (?:прыгн|спрыгн|стрибн)\\p{L}*|(?:прыгн|спрыгн|стрибн)\\p{L}* (?:с|з|из) (?:крыши|моста|мосту|окна|балкона|даху|вікна)|поконч\\p{L}* с собой|покінч\\p{L}* (?:з|із) собою|убь[её]т себя|вб'є себе|прощай.{0,60}не берет трубку|копит таблетки",
  unresponsive: "не дышит|без сознания|не просыпается|не реагирует|не дихає|не прокидається|непритомн\\p{L}*|не відповідає|дихає (?:дуже )?дивно|дышит (?:очень )?странно|встать не может|не может встать|почти не говорит",
  theyTook: "выпил\\p{L}*|наглотал\\p{L}*|проглотил\\p{L}*|випив\\p{L}*|випила|наковтал\\p{L}*|проглотил\\p{L}*",
  onEdge: "(?:сижу|стою|я) (?:на|у) (?:крыше|краю|мосту|путей|путях|рельсах|перилах|обрыве|даху|мості|коліях)|(?:зашла|зашел|зашёл|захожу|иду) в (?:воду|залив|реку|море)|ноги свесил\\p{L}*|перелез\\p{L}* через (?:перила|ограждение)|у (?:самого )?края платформы|на даху|на самому краю|сиджу на краю",
  cantGoOn: "больше не могу|не могу больше|нет сил|сил больше нет|більше не можу|немає сил|не можу більше",
  note: "записк\\p{L}* (?:написал\\p{L}*|оставил\\p{L}*|лежит)|написал\\p{L}* записк\\p{L}*|прощальн\\p{L}* (?:письмо|записк\\p{L}*)|записку написав|написал\\p{L}* (?:всем )?письма|листа (?:\\p{L}+ )?написав",
  affairs: "раздал\\p{L}* (?:свои )?(?:вещи|всё|все)|оставил\\p{L}* пароли|отдал\\p{L}* (?:кота|собаку)|долги (?:отдал\\p{L}*|закрыл\\p{L}*)|пристроил\\p{L}* (?:собаку|кота|кошку)|новый дом|новий дім|проверил\\p{L}* страховку|документы на квартиру|віддал\\p{L}* кота|переписал\\p{L}* машину",
  gasOn: "открыл\\p{L}* газ|газ (?:открыт|включ\\p{L}*)",
  sealed: "закрыл\\p{L}* (?:все )?окна|заклеил\\p{L}* (?:дверь|щели)",
  chest: "(?:давит|болит|жжёт|жжет) в груди|боль в груди|(?:давит|болит) грудь",
  spreads: "(?:в )?левую руку|(?:в )?челюсть|холодный пот|(?:весь |вся )?(?:бледный|бледная|потный|потная)",
  strokeFace: "(?:лицо|рот) (?:перекосило|перекошен\\p{L}*)|перекосило (?:лицо|рот)",
  strokeBody: "не может поднять руку|речь (?:невнятная|спутанная)|не может говорить|путается в словах",
  blue: "губы (?:синие|посинели)|посинел\\p{L}*|сині\\p{L}*|посинел\\p{L}*",
  headHit: "(?:упал\\p{L}*|свалил\\p{L}*)(?: \\p{L}+){0,8} голов\\p{L}*|ударил\\p{L}* голов\\p{L}*|упала в ванной",
  selfCut: "порезал\\p{L}* (?:лезвием|себя|руку|руки|вены)|опять порезал\\p{L}*|порізав\\p{L}* (?:себе|руку|руки)",
  bleeding: "кровь не останавливается|не могу остановить кровь|кров не зупиняється",
  crash: "(?:врежусь|въеду|разобьюсь) (?:в|о)",
  likeAccident: "(?:как|на) несчастный случай|як нещасний випадок",
  unlit: "не (?:зажига|поджига|зажёг|зажег|зажгл)\\p{L}*",
  engine: "машина (?:работает|заведена) в гараже",
  unwell: "тошнит\\p{L}*|тошнить|вс[её] плыв[её]т|кружится голова|язик заплітається",
  gone: "меня (?:уже )?не будет|мене (?:вже )?не буде",
  beatsSomeone: "б'є маму|бь[её]т маму|бьет маму",
  hoarded: "коплю|откладываю|збираю|ховаю",
  schoolThreat: "в школу|до школи|в нашому класі|в груповий чат",
  insulinStopped: "не колю інсулін|не колю инсулин|не ввожу інсулін",
  cold: "провалил\\p{L}*(?: под л[её]д)?|весь мокрый|мороз",
};

/** Arabic in Latin letters and digits, read as written. */
export const ARABIZI_WORDS: Lexicon = {
  pills: "7bob|7obob|hbob|7boob|dawa|adwya|adwiya|7boub|7bub",
  poison: "semm|sim el far",
  rope: "7abl|habl",
  all: "kol|kul|kolha|kollo|kel|kell",
  took: "5adt|akhadt|khadt|bala3t",
  willTake: "ha5od|hakhod|ha5odha|ra7 (?:a5od|ekhod|akhod)",
  stockpiled: "gama3t|lammet|5abbet|khabbet|eshtarait",
  time: "el leila|bokra|bukra|ennaharda|el nharda|el gom3a",
  doIt: "2arart|3amalha",
  farewell: "ma3a salama ya gama3a|wada3an|a(?:5|kh)er resala",
  thanks: "shokran 3ala kol 7aga|shukran 3ala kil shi|shukran 3la kl shi",
  parting: "sam7ouni|sam7oni|samhouni|ma ?tdawaro(?:u)?sh 3alaya|5allo balkom mn|khallo balkom mn",
  killOther: "ha2tlo|ha2tolo|ha2tlaha|ra7 (?:2e2tlo|2otlo)|baddi 2otlo|bade 2otlo",
  weapon: "sekkina|sikkina|sakina|sla7|mosads",
  deserves: "yesta7a2|yesta7ak|yist7ill",
  harmsMe: "bey'?darabni|bye?drabni|darabni|bey?haded?ni|5ana2ni|khana2ni|ra7 yo2tolna|bado yo2tolna|3ayez ye2telni|bado yo2tolni|ye2telni|yo2tolni|3am yedrob (?:emme|emmi|mama)|ra7 ye2tolna",
  someone: "sa7bi|sa7bti|sa7beti|sahbi|sahbti|a5oya|akhoya|o5ti|okhti|ukhti|sadi2i|sadi2ti|ekhti|e5ti|ekhi|e5i|a5i|akhi|emmi|immi|teta|jeddo|jiddo|ibni|binti|marti|jowzi|ubooy|abooy|ummi",
  theirEnd: "hatnot|hayenot|ra7 (?:tenot|yenot)|hat2tel nafsaha|hay2tel nafso|(?:bala3et|bal3et|bala3|akhadet|5adet) (?:kteer|ktir|kter) (?:7bob|7obob|hbob|7boob)|sam7ouni.{0,60}ma 3am yrod",
  unresponsive: "ma 3am (?:yetnaffas|tetnaffas|yetnafas|tetnafas)|mesh 3am (?:yetnaffas|tetnaffas)|mghma 3alay(?:ha|h|o)|ma 3am (?:yfi2|tfi2)|ma yrid 3alay|wijha azrag|nafasa mo zain",
  theyTook: "bala3|bala3et|bal3et|shereb|sherbet|shirbet|akhadet|5adet",
};
