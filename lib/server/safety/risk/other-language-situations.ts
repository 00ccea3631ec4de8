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
  /** Beyond where one is safe at a height: past the railing, a leg over, sitting on the ledge, legs over the edge. */
  overRail?: string;
  /** At the edge, the step off: will jump now, will not come back down, nobody will stop them, don't talk them out of it. */
  noWayBack?: string;
  /** An allergy or what sets it off: allergic, peanuts, a wasp's sting, the adrenaline pen. */
  allergy?: string;
  /** The airway closing: cannot breathe, the throat, tongue or face swelling. */
  airway?: string;
  /** Looked up how many pills it takes, or the lethal dose. */
  lookedUpDose?: string;
  /** Someone else will kill someone ("my brother says he'll kill his girlfriend tonight"). */
  theyKill?: string;
  /** They stopped answering: not picking up, not replying, the phone off. */
  noAnswer?: string;
}

type Part = keyof Lexicon | "many";
type Situation = [RiskCategory, Part[][]];

/**
 * Each situation holds when every part of one of its combinations stands somewhere in the text (texts
 * in these languages are read whole: the English rules' sentence-by-sentence depth is not theirs).
 */
const SITUATIONS: Situation[] = [
  ["act", [["took", "pills", "all"], ["took", "pills", "many"], ["took", "poison"], ["took", "all", "unwell"]]],
  ["plan", [["rope", "ready"], ["pills", "ready", "time"], ["pills", "ready", "farewell"], ["jump", "time"], ["jump", "doIt"], ["gone", "farewell"], ["gone", "parting"], ["gone", "pills"], ["pills", "ready", "gone"]]],
  ["plan", [["pills", "stockpiled", "all"], ["pills", "willTake", "all"], ["pills", "stockpiled", "willTake"], ["pills", "willTake", "time"], ["poison", "willTake"], ["poison", "stockpiled", "time"], ["rope", "doIt", "time"], ["pills", "doIt", "time"], ["weapon", "doIt", "time"], ["doIt", "time", "thanks"], ["doIt", "time", "farewell"]]],
  ["plan", [["farewell", "parting"], ["thanks", "parting"]]],
  // A rope and a decision, with a goodbye; the lethal dose looked up.
  ["plan", [["rope", "doIt", "farewell"], ["rope", "doIt", "thanks"], ["rope", "doIt", "parting"], ["lookedUpDose"]]],
  ["harm_others", [["killOther", "weapon"], ["killOther", "time"], ["killOther", "deserves"], ["weapon", "deserves"]]],
  ["harmed", [["harmsMe"]]],
  // At a height, the tracks or the water, with a goodbye, an apology or no strength left.
  ["act", [["onEdge", "parting"], ["onEdge", "cantGoOn"], ["onEdge", "farewell"], ["onEdge", "thanks"], ["onEdge", "gone"], ["onEdge", "doIt"], ["onEdge", "ready"]]],
  // Past the railing or on the ledge: at a height, or with a goodbye, an apology or no strength left.
  ["act", [["onEdge", "overRail"], ["overRail", "parting"], ["overRail", "cantGoOn"], ["overRail", "farewell"], ["overRail", "thanks"], ["overRail", "gone"], ["overRail", "doIt"], ["overRail", "ready"]]],
  // At the edge and the step off: will jump now, won't come down, nobody will stop them (a fear of it is asked about).
  ["plan", [["onEdge", "noWayBack"], ["overRail", "noWayBack"]]],
  // A note or affairs put in order, beside a rope, a time, a decision, a goodbye.
  ["plan", [["note", "rope"], ["note", "doIt"], ["note", "parting"], ["note", "gone"], ["affairs", "time"], ["affairs", "parting"], ["affairs", "thanks"], ["affairs", "doIt"], ["affairs", "note"], ["affairs", "gone"], ["affairs", "rope"]]],
  // Gas let out unlit into a shut room, or with a goodbye; a car left running in a shut garage.
  ["act", [["gasOn", "sealed", "unlit"], ["gasOn", "sealed", "doIt"], ["gasOn", "parting"], ["gasOn", "cantGoOn"], ["engine", "sealed"], ["engine", "parting"]]],
  ["act", [["selfCut"]]],
  ["plan", [["crash", "likeAccident"], ["crash", "parting"], ["crash", "time"]]],
  // The body in danger now, the writer's or someone's: a heart attack's pain, a stroke's signs, blue lips, a
  // blow to the head with vomiting or drowsiness, bleeding that will not stop.
  ["emergency", [["chest", "spreads"], ["strokeFace", "strokeBody"], ["blue"], ["headHit", "unwell"], ["headHit", "unresponsive"], ["bleeding"]]],
  // An allergic reaction closing the airway.
  ["emergency", [["allergy", "airway"]]],
  ["other_at_risk", [["beatsSomeone"], ["weapon", "schoolThreat", "killOther"], ["childAlone"], ["missing", "cold"], ["missing", "water"]]],
  ["plan", [["pills", "hoarded", "time"], ["pills", "hoarded", "parting"], ["pills", "hoarded", "doIt"], ["pills", "hoarded", "willTake"]]],
  ["emergency", [["coAlarm", "unwell"], ["coAlarm", "unresponsive"], ["cold", "unresponsive"]]],
  ["act", [["insulinStopped"]]],
  // Someone else's ending, or an emergency now: not breathing or unconscious, pills or poison swallowed.
  ["other_at_risk", [["someone", "theirEnd"], ["someone", "unresponsive"], ["someone", "theyTook", "poison"], ["someone", "theyTook", "pills", "many"], ["someone", "theyTook", "pills", "unwell"]]],
  // Someone's goodbye, and then no answer; someone else armed and set on killing.
  ["other_at_risk", [["someone", "noAnswer", "farewell"], ["someone", "noAnswer", "thanks"], ["someone", "noAnswer", "gone"], ["theyKill", "weapon"]]],
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
  doIt: "lo (?:hago|hare|voy a hacer)|ya (?:lo )?he decidido|esta decidido|la voy a usar|la usare|voy a usarla|(?:hoy|esta noche|manana) (?:se acaba|termina|acaba) todo|lo tengo (?:todo )?decidido|acabo con esto",
  farewell: "adios a (?:todos|todas|todo el mundo)|esta es mi despedida|me despido de (?:todos|ustedes|vosotros)|hasta siempre|(?:esta es )?la ultima vez que (?:escribo|os escribo|les escribo)|(?:este es )?mi ultimo post",
  thanks: "gracias por todo|gracias por (?:aguantarme|soportarme|haberme aguantado|haberme soportado)",
  parting: "perdonadme|perdonenme|perdoname|lo siento por todo|no me (?:busqueis|busquen)|no me (?:vais a volver a ver|volvereis a ver|volveran a ver)|cuida(?:d|n)? (?:a|de) mi (?:perr[oa]|gat[oa]|hij[oa]s?)|(?:es )?mi ultimo mensaje|solo queria dejarlo escrito|(?:queria|quiero) que alguien lo (?:sepa|supiera)|nadie sabe que estoy aqui|(?:es )?lo ultimo que escribo|no me esperen (?:a|para) (?:cenar|comer)|no le digas nada a|os he querido (?:mucho|muchisimo)|siempre os he querido",
  killOther: "(?:voy a|pienso|quiero) (?:matar|apunalar|acuchillar|disparar)(?:le|la|lo)? a|(?:lo|la|los) voy a matar|voy a matarl[oa]s?|(?:lo|la) mato (?:manana|esta noche|hoy)|(?:le )?voy a pegar un tiro",
  weapon: "cuchillo|navaja|pistola|escopeta|(?:el|un|mi) arma|rifle",
  deserves: "se lo (?:merece|tiene merecido)|me las va a pagar|lo va a pagar",
  harmsMe: "me (?:pega|golpea|pego(?! a (?:la|las|el|los|un|una) )|golpeo|ha pegado|ha golpeado|estrangulo|ha estrangulado|viola|violo|ha violado)|(?:me )?(?:ha )?amenazad[oa] con matarme|amenaza con matarme|dice que me va a matar|amenaza con matarnos|(?:dice|dijo) que nos va a matar|nos va a matar|me esta (?:pegando|golpeando|ahorcando|estrangulando|apunalando)|(?:dice|dijo) q(?:ue)? me va a matar|esta pateando la puerta|me apreto el cuello|ojo morado|me di con la puerta|(?:grita|gritando|grito) que me va a matar|esta (?:aporreando|rompiendo|tirando abajo) la puerta",
  someone: "mi (?:amig[oa]|herman[oa]|prim[oa]|novi[oa]|hij[oa]|madre|padre|mama|papa|pareja|companer[oa]|colega)|mi (?:abuel[oa]|espos[oa]|marido|mujer|bebe)|el nino|la nina|mi nino|mi nina|el bebe|la bebe",
  theirEnd: "se (?:va a|quiere) (?:matar|suicidar|tirar (?:del|de un|por la|al))|dice que se (?:mata|tira|va a tirar|va a matar)|se (?:tomo|ha tomado|trago) (?:todas|todos|un bote|una caja)|(?:foto|mensaje) de despedida|(?:ha estado|estaba) (?:juntando|guardando|acumulando) (?:pastillas|pildoras)",
  unresponsive: "no respira|apenas respira|(?:esta )?inconsciente|no (?:se )?despierta|no reacciona|no se despierta bien|(?:esta )?convulsionando|tiene convulsiones|le (?:esta dando|ha dado) una convulsion",
  theyTook: "se (?:tomo|trago|bebio)|(?:se )?ha (?:tomado|tragado|bebido)|tomo|trago|bebio|se ha tragado|se (?:ha )?comido|ha bebido",
  ready: "preparad[oa]s?|ya (?:esta|estan) list[oa]s?|(?:la|las|lo|los) tengo list[oa]s?|list[oa]s? (?:en|sobre) la mesa|atada (?:en|a) (?:la )?viga|(?:esta|la tengo) colgada|cuelga (?:de|en) (?:la )?viga|piedras en los bolsillos",
  jump: "(?:me tiro|me voy a tirar|me tirare|salto|voy a saltar|saltare) (?:del|de la|de un|de una|desde|por la)",
  gone: "ya no (?:estare|voy a estar) (?:aqui|aca)|no (?:estare|voy a estar) (?:aqui|aca) (?:manana|mas)|mejor sin mi|(?:dentro de|en) (?:unos|pocos) dias (?:ya )?no (?:me )?(?:van a hacer falta|haran falta|las necesitare|los necesitare)",
  unwell: "maread[oa]|me zumban los oidos|vomitando|he vomitado|todo me da vueltas|(?:le va a estallar|me va a estallar) la cabeza|mareadisima|mareadisimo",
  onEdge: "estoy en (?:el |la |lo alto del? |lo alto de la )?(?:anden|azotea|tejado|techo|puente|acantilado|barranco|vias|via del tren|mirador)|(?:sentad[oa]|de pie|parad[oa]) (?:en|sobre) (?:el |la )?(?:azotea|puente|tejado)|esperando (?:el|al) (?:tren )?que no para|(?:camino|caminando|voy) hacia el mar|me (?:meto|estoy metiendo) en el (?:mar|rio|agua)|piedras en los bolsillos|(?:estoy|sentad[oa]|de pie|parad[oa]) en (?:la ventana|el balcon|la terraza) (?:de un|del|de la) (?:\\d+|\\S+) (?:piso|planta)|estoy (?:en|subid[oa] a) (?:lo alto|la azotea|el tejado) de|estoy en (?:el |la )?(?:borde|cornisa)|(?:sentad[oa]|de pie|parad[oa]) (?:en|sobre) (?:el |la )?(?:borde|cornisa|repisa|alfeizar)|(?:con )?(?:las piernas|los pies) (?:colgando|al vacio)",
  cantGoOn: "no puedo mas|ya no puedo|no aguanto mas|ya no aguanto|no me quedan fuerzas|no tengo fuerzas",
  note: "(?:he )?escrit[oa] una (?:carta|nota)|(?:deje|dejo|he dejado) una (?:carta|nota)|carta de despedida|nota de despedida|(?:una )?carta para (?:mi madre|mi padre|mis padres|mi hermana|mi hermano|mi mama|mi papa)",
  affairs: "(?:regale|he regalado|he dado|di) (?:mis|todas mis) cosas|(?:deje|he dejado|le deje|le di) (?:la|las|mis) contrasenas?|(?:pague|he pagado) (?:mis|todas mis) deudas|(?:le )?(?:di|he dado) (?:a )?mi (?:perro|gato)|(?:deje|he dejado|dejo) todo (?:ordenado|arreglado|pagado|en orden)|(?:le )?deje (?:el|mi) (?:perro|gato) a|(?:le )?pase las claves|di de baja|todo en orden|(?:nuevo|un nuevo) hogar para|seguro de vida|(?:estoy regalando|regalo) todas mis cosas",
  gasOn: "(?:abri|he abierto|dejo abierto|deje abierto|abro) (?:la llave del |el )?gas",
  sealed: "(?:cerre|he cerrado|cierro) (?:todas )?las ventanas|(?:tape|he tapado|selle) (?:las rendijas|la puerta|las ventanas)|cinta (?:en|alrededor de) la puerta",
  chest: "(?:dolor|presion|opresion|peso) (?:muy )?(?:fuerte )?(?:en el|del) pecho|me aprieta el pecho|se agarra el pecho",
  spreads: "brazo izquierdo|(?:a|hacia) la mandibula|sudor frio|sudo frio|sudando frio",
  strokeFace: "(?:boca|cara) torcida|se le (?:cae|ha caido|tuerce) (?:la boca|media cara|la cara)|(?:la )?mitad de la cara|(?:la )?boca (?:toda |muy )?torcida|(?:la )?cara (?:toda |muy )?torcida|se le ha torcido la (?:boca|cara)",
  strokeBody: "no puede (?:levantar|mover) el brazo|habla (?:raro|rara|arrastrando|muy raro)|no (?:le salen|puede decir) (?:las )?palabras|no se le entiende",
  blue: "labios (?:morados|azules)|se (?:esta|ha) puesto (?:morad[oa]|azul)",
  headHit: "(?:se cayo|se ha caido|cayo)(?: \\S+){0,8} (?:cabeza|golpe)|golpe (?:en|con) la cabeza|se (?:dio|ha dado) (?:un golpe )?en la cabeza",
  selfCut: "me (?:he )?(?:corte|cortado|raje|rajado) (?:el brazo|los brazos|las munecas|la muneca|las piernas|la pierna)|me (?:he )?(?:corte|cortado|raje|rajado) (?:el antebrazo|los antebrazos|el muslo|los muslos)",
  crash: "(?:me estrello|estrellarme|me voy a estrellar|voy a estrellarme|me meto) (?:contra|debajo de) (?:un|una|el|la)|a toda (?:velocidad|pastilla) contra",
  likeAccident: "(?:como|parezca|parecera) un accidente",
  unlit: "sin encender(?:lo)?|sin (?:la )?llama",
  engine: "(?:el )?coche (?:en marcha|encendido) (?:en|dentro del) (?:el )?garaje",
  hoarded: "(?:vengo|estoy|he estado) (?:juntando|guardando|acumulando)|(?:de|en) cada receta|no me (?:las|los) tomo",
  coAlarm: "alarma de monoxido|monoxido",
  schoolThreat: "(?:a la|en la) (?:escuela|prepa|secu|secundaria)|al (?:colegio|insti|instituto)",
  insulinStopped: "(?:deje|dejo|no me pongo|no me inyecto) (?:la )?insulina",
  overRail: "(?:de pie|parad[oa]) (?:en|sobre) (?:la )?(?:barandilla|baranda)|(?:al otro lado de|pase|he pasado|salte|he saltado|trepe|me subi a) la (?:barandilla|baranda|valla)|una pierna (?:por fuera|al otro lado)|(?:por )?fuera de la (?:barandilla|baranda)",
  noWayBack: "no (?:creo que )?(?:baje|vaya a bajar|voy a bajar|bajare|pienso bajar)|no (?:voy a|pienso) volver (?:a casa|atras)|(?:ya )?nadie me va a (?:parar|detener|frenar|convencer)|no (?:intentes|intenteis|intenten|trates de|tratéis de) (?:convencerme|pararme|detenerme)|no me (?:convenzas|convenzais|convenzan|detengas)|(?:pensando en|a punto de|ahora voy a) (?:saltar|tirarme)|ahora salto|ya salto|no hay vuelta atras|no hay marcha atras",
  allergy: "alergic[oa]|alergia|cacahuetes?|cacahuates?|frutos secos|(?:le|me) (?:pico|ha picado) una (?:abeja|avispa)|picadura de (?:abeja|avispa)|epipen|adrenalina|anafilaxia|anafilactic[oa]",
  airway: "(?<!(?:si|que) )(?:no (?:puede|puedo|consigue|logra|le deja) respirar|(?:casi |apenas )?no respira|le cuesta (?:mucho )?respirar|respira con (?:mucha )?dificultad|se (?:le|me) (?:cierra|esta cerrando|hincha|esta hinchando) la garganta|(?:la )?garganta (?:hinchada|cerrada)|se (?:le|me) (?:hincha|esta hinchando|ha hinchado) (?:la lengua|la cara|la boca|los labios)|(?:lengua|cara) hinchada|se (?:esta )?ahoga(?:ndo)?)",
  lookedUpDose: "(?:busque|he buscado|googlee|he googleado|mire|he mirado|investigue|he investigado)(?: \\S+){0,4} (?:cuant[oa]s (?:\\S+ ){0,2}(?:hacen falta|harian falta|se necesitan|necesito|hace falta)|(?:la )?dosis (?:letal|mortal))|cuant[oa]s (?:\\S+ ){0,3}(?:hacen falta|harian falta|se necesitan|hace falta|necesito) para (?:morir|matarme|no despertar)",
  theyKill: "(?:va a|quiere|piensa|dice que va a|dijo que va a) (?:matar|apunalar|acuchillar|pegarle un tiro|disparar) a (?:su|sus|mi|mis|la|el|los|las|alguien)|(?:dice|dijo) que (?:la|lo|los|las) va a matar|(?:la|lo) va a matar (?:esta noche|hoy|manana|ahora)",
  noAnswer: "no (?:me )?(?:contesta|responde|coge el (?:telefono|movil)|me lo coge|lo coge)|ya no (?:me )?(?:contesta|responde|coge)|(?:ha )?dejado de (?:contestar|responder)|dejo de (?:contestar|responder)|(?:tiene|ha) apagado el (?:movil|telefono|celular)|(?:el|su) (?:movil|telefono|celular) (?:esta )?apagado",
  bleeding: "no (?:para|deja) de sangrar|la sangre no (?:para|se detiene)|no (?:puedo|consigo|podemos) parar (?:la sangre|el sangrado)",
};

export const FRENCH: Lexicon = {
  pills: "medicaments?|medocs?|cachets?|comprimes?|pilules?|somniferes?|anxiolytiques?|antidepresseurs?|doliprane|paracetamol|xanax|lexomil|stilnox|stilnox|xanax",
  poison: "poison|mort aux rats|raticide|cyanure|antigel|(?:eau de )?javel|deboucheur|pile bouton|une pile|lessive|pastille (?:de |pour )?lave vaisselle|aimants?",
  rope: "une corde|la corde",
  all: "tous|toutes|toute la (?:boite|plaquette)|la boite entiere|tout le tube|beaucoup|plein de",
  took: "jai (?:pris|avale|bu)|je viens de (?:prendre|avaler)|j?viens d(?:e )?(?:prendre|avaler)|je viens davaler|g pris|j ai pris|jai (?:gobe|englouti)",
  willTake: "je vais (?:les |tout )?(?:prendre|avaler|boire)|je (?:les |le )?prendrai|je (?:les )?avalerai",
  stockpiled: "jai (?:garde|gardes|cache|caches|mis de cote|accumule|stocke|achete|economise)|mis(?:es)? de cote",
  time: "ce soir|cette nuit|demain|aujourdhui|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce week ?end|apres les cours",
  doIt: "je le (?:fais|ferai)|je vais le faire|cest decide|tout est pret|jai donne (?:toutes )?mes affaires|jai tout prevu|(?:ce soir|demain|cette nuit) cest fini|ce sera regle|jen finis (?:ce soir|cette nuit|demain)|jai tout decide|ma decision est prise",
  farewell: "adieu|cest mon dernier message|je vous dis adieu|(?:cest )?la derniere fois que (?:jecris|je vous ecris|jecrirai)|mon dernier post",
  thanks: "merci pour tout|merci de mavoir (?:supporte|supportee)|merci davoir (?:tout )?supporte",
  parting: "pardon(?:nez moi)? pour tout|pardonnez moi|ne me cherchez pas|vous (?:ne )?me reverrez (?:plus|jamais)|(?:prenez soin|occupez vous) de (?:mon|ma|mes)|mon dernier message|personne (?:ne )?sait que je suis (?:la|ici)|je sais pas pourquoi (?:je|j) ?ecris ca|un dernier message|(?:de )?pas m attendre|ne m attendez pas|je viendrai pas|t inquiete pas|je vous ai (?:tant |tellement |beaucoup )?aimes",
  killOther: "je vais (?:le |la |les )?(?:tuer|buter|poignarder|flinguer|descendre)|je (?:le |la )?tuerai|je vais lui (?:planter|tirer dessus)|va tire[rd] (?:sur )?(?:les|le|la)|tire[rd] les",
  weapon: "couteau|fusil|flingue|pistolet|revolver|(?:une|l|mon) arme|gun",
  deserves: "(?:il|elle) (?:le|la) merite|(?:il|elle) va payer|(?:il|elle) (?:le|la) merite|(?:il|elle|ils|elles) va payer|(?:ils|elles) vont (?:payer|comprendre)|(?:il|elle) va comprendre",
  harmsMe: "(?<!ca |ce qui |cela )me (?:frappe|bat|cogne|viole|etrangle)|ma (?:frappee?|battue|etranglee?|violee?)|menace de me tuer|ma menacee? de me tuer|enfermee? dans ma chambre|menace de nous tuer|va nous tuer|(?:il|elle) a un couteau[^.]{0,30}aidez moi|aidez moi[^.]{0,30}(?:il|elle) a un couteau|menace ma (?:mere|soeur|fille)|il a (?:encore )?cogne|jai du sang dans la bouche|finir le travail|il (?:ma|m a) (?:etranglee?|frappee?|tabassee?)|(?:dit|crie|hurle|gueule) quil va me tuer|(?:il|elle) (?:defonce|enfonce) la porte",
  someone: "mon (?:ami|pote|copain|frere|fils|cousin|pere|mari|coloc|meilleur ami)|ma (?:pote|copine|amie|soeur|fille|cousine|mere|femme|coloc|meilleure amie)|ma (?:grand mere|mamie)|mon (?:grand pere|papi|bebe)",
  theirEnd: "(?:va|veut) se (?:tuer|suicider|jeter|pendre|foutre en lair)|se jette (?:du|dun|de la|sous|par)|(?:va|veut) sauter (?:du|dun|de la|par)|photo de (?:medocs|medicaments|cachets)|a pris tous ses|adieu tout le monde|photo dune corde|(?:elle|il) (?:a|avait) (?:garde|stocke|accumule) des (?:cachets|medicaments|comprimes)",
  unresponsive: "toute? molle?|tout mou|ne respire (?:plus|pas)|respire a peine|inconsciente?|ne se reveille (?:plus|pas)|ne reagit (?:plus|pas)|douleur (?:enorme|forte|terrible) dans la poitrine|(?:il|elle) convulse|fait des convulsions|fait une crise depilepsie",
  theyTook: "a (?:pris|avale|bu)|a avale|a mange|a bu",
  ready: "(?:est|sont) (?:pret|prete|prets|pretes)|preparee?s?|alignee?s? (?:sur|devant)|des (?:roches|pierres|cailloux) dans (?:les|mes) poches",
  jump: "je (?:vais )?(?:saute|sauter|sauterai|me jeter|me jette|me jetterai) (?:du|de la|dun|dune|par la|sous)",
  gone: "je ne serai plus (?:la|ici)|jserai plus la|mieux sans moi|je (?:ne )?serai (?:plus|pas) la|jserai pas la|dans (?:quelques|peu de) jours (?:je nen aurai plus besoin|ca ne me servira plus)",
  unwell: "(?:elle|il) vomit|vertiges?|la tete qui tourne|envie de vomir|jai vomi|oreilles qui sifflent",
  onEdge: "je suis (?:sur|en haut) (?:le|du|de la|de mon|la) (?:toit|pont|falaise|quai|voie|voies|balcon)|(?:assise?|debout) sur (?:le|la) toit|rendue? au (?:quai|pont|bord)|des (?:roches|pierres|cailloux) dans (?:les|mes) poches|je (?:marche|rentre|avance) (?:vers|dans) (?:la mer|leau|le lac|la riviere)|(?:je suis |jsuis )?au bord (?:de la|du) (?:falaise|pont|quai|vide|toit|precipice)|(?:tout )?au bout du quai|au bord du quai|(?:je suis|jsuis) (?:sur le toit|en haut) (?:de|du|dun|dune) (?:\\S+ ){0,2}(?:immeuble|batiment|tour|parking|pont|falaise)|(?:je suis|jsuis) sur le pont|je suis (?:sur|en haut) (?:le|du|de la|la) (?:bord|rebord|parapet)|(?:assise?|debout) sur (?:le|la) (?:rebord|parapet|bord|corniche)|(?:les )?(?:pieds|jambes) dans le vide",
  cantGoOn: "je nen peux plus|jen peux plus|chen peux plus|je tiens plus|je ne tiens plus|plus la force|jai plus de force",
  note: "jai (?:ecrit|laisse) une (?:lettre|note|mot)|(?:une )?lettre (?:dadieu|pour (?:ma|mon|mes))|un mot pour (?:ma|mon|mes)",
  affairs: "jai donne (?:toutes )?mes affaires|le code de mon (?:tel|telephone|portable)|mes mots de passe|jai (?:paye|rembourse) (?:toutes )?mes dettes|jai (?:donne|confie) mon (?:chat|chien)|jai (?:tout )?range mes (?:papiers|affaires)|assurance vie|(?:voiture|char) revisee? pour le dernier|les papiers sont dans|je donne toutes mes affaires",
  gasOn: "(?:jai )?ouvert le gaz",
  sealed: "(?:scotch|ruban|adhesif) autour de la porte|(?:jai )?ferme (?:toutes )?les fenetres|calfeutre",
  chest: "(?:douleur|serre|pression|poids) (?:enorme |forte |terrible )?(?:dans|sur|a) la poitrine|mal (?:a|dans) la poitrine|serrement (?:dans la|a la) poitrine",
  spreads: "bras gauche|(?:jusqua|vers|dans) la machoire|sueurs? froides?|(?:sue|transpire) (?:a grosses gouttes|froid)",
  strokeFace: "(?:la )?moitie de sa (?:bouche|figure|visage) (?:tombe|pend)|bouche de travers|visage (?:de travers|qui tombe)|(?:sa )?bouche (?:tombe|pend)|(?:la )?bouche (?:toute |tout )?(?:tordue|de travers)|(?:le )?visage (?:tout )?(?:tordu|de travers)|un cote du visage (?:tombe|paralyse)",
  strokeBody: "(?:arrive|narrive|peut|ne peut) (?:plus|pas) (?:a )?lever (?:le|son) bras|parle (?:bizarre|bizarrement|de travers|mal)|narrive plus a parler|mots (?:melanges|qui sortent pas)",
  blue: "levres (?:bleues|violettes)|(?:devient|devenu|devenue) (?:bleue?|violette?)",
  headHit: "(?:tombee?|chute)(?: \\S+){0,8} (?:tete|crane)|(?:cogne|tape|heurte) la tete",
  selfCut: "(?:me suis|jme suis|mesuis) (?:encore )?(?:ouvert|ouverte|coupee?|tailladee?) (?:le|les|la) (?:bras|poignets?|veines|cuisses?|jambes?)|(?:me suis|jme suis) (?:encore )?(?:ouvert|ouverte|coupee?|tailladee?) (?:lavant bras|les avant bras|la cuisse)",
  bleeding: "(?:ca )?(?:arrete|sarrete) pas de saigner|saigne (?:sans arret|encore et encore)|ne (?:sarrete|s arrete) pas de saigner|le sang ne sarrete pas|saignement ne sarrete pas",
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
  overRail: "debout sur (?:la )?(?:rambarde|parapet)|(?:jai )?(?:enjambe|passe|franchi) la (?:rambarde|barriere|balustrade)|une jambe (?:de lautre cote|par dessus)|(?:les|mes) (?:deux )?jambes de lautre cote|(?:de lautre cote|derriere) (?:de )?la (?:rambarde|barriere|balustrade)",
  noWayBack: "je (?:ne )?(?:descendrai|redescendrai) (?:pas|plus|jamais)|je (?:ne )?(?:vais|veux) (?:pas|plus) (?:descendre|redescendre)|personne (?:ne )?(?:va|pourra) (?:marreter|me retenir|mempecher)|(?:essayez|essaie|essayer) pas de me (?:retenir|convaincre|dissuader)|(?:ne )?me (?:retenez|retiens) pas|(?:je vais|jvais) sauter|je saute (?:maintenant|ce soir|tout de suite)|je pense a sauter|(?:il ny a )?pas de retour en arriere|plus de retour en arriere",
  allergy: "allergique|allergie|cacahuetes?|arachides?|fruits a coque|pique(?:e)? par une (?:guepe|abeille)|piqure de (?:guepe|abeille)|epipen|stylo (?:a |d)?adrenaline|stylo dadrenaline|anapen|anaphylaxie|anaphylactique",
  airway: "(?<!(?:si|sil|que|quil) )(?:(?:narrive|arrive|peut|ne peut|narrivons) (?:plus|pas) (?:a )?respirer|respire (?:mal|difficilement|a peine)|ne respire (?:plus|pas|presque plus)|(?:sa|ma) gorge (?:gonfle|se ferme|se serre|enfle)|gorge gonflee|(?:sa|ma) langue (?:gonfle|enfle)|(?:son|mon) visage (?:gonfle|enfle)|(?:il|elle) setouffe|jetouffe|suffoque)",
  lookedUpDose: "(?:cherche|regarde|google|googlise|recherche)(?: \\S+){0,4} (?:combien (?:de )?(?:\\S+ ){0,2}(?:il faut|faudrait|en faut)|(?:la )?dose (?:letale|mortelle))|combien (?:de )?(?:\\S+ ){0,3}(?:il faut|faudrait) pour (?:mourir|en finir|ne plus se reveiller|ne pas se reveiller)",
  theyKill: "(?:il|elle) (?:va|veut) (?:tuer|buter|poignarder|flinguer) (?:sa|son|ses|ma|mon|mes|quelquun)|(?:il|elle) (?:va|veut) (?:la|le|les) (?:tuer|buter|poignarder|flinguer)|quil va (?:la|le|les) (?:tuer|buter|poignarder)|quelle va (?:la|le|les) (?:tuer|buter|poignarder)",
  noAnswer: "(?:il|elle) (?:ne )?repond (?:plus|pas|pu)|ne repond plus|ne decroche (?:plus|pas)|(?:il|elle) a eteint son (?:tel|telephone|portable)|(?:son )?(?:tel|telephone|portable) (?:est )?eteint|tombe direct sur (?:la|sa) messagerie",
};

export const GERMAN: Lexicon = {
  pills: "tabletten|pillen|schlaftabletten|medikamente|beruhigungstabletten|antidepressiva|paracetamol|ibuprofen|tramadol|tavor|lorazepam|diazepam|zopiclon|zolpidem|valium|praxiten",
  poison: "gift|rattengift|frostschutz|zyankali|bleiche|bleichmittel|rohrreiniger|abflussreiniger|spulmaschinentabs?|spultabs?|knopfzelle|magnete",
  rope: "(?:ein|das|einen|den) seil|strick|schlinge",
  all: "alle|die ganze (?:packung|schachtel)|die ganzen|alles auf einmal",
  took: "(?:hab|habe)(?: \\S+){0,4} (?:genommen|geschluckt|eingenommen)|die ganze (?:packung|schachtel)(?: \\S+){0,2} (?:genommen|geschluckt|eingenommen)|(?:hab|habe)(?: \\S+){0,7} (?:runtergespult|runtergekippt|runtergeschluckt|eingeworfen|eingeschmissen|reingeworfen|reingepfiffen)",
  willTake: "(?:nehm|nehme|schluck|schlucke) ich (?:sie )?alle|ich (?:nehm|nehme|schluck|schlucke) (?:sie )?alle|werde (?:sie )?(?:alle )?(?:nehmen|schlucken)|alle auf einmal (?:nehmen|schlucken)",
  stockpiled: "gesammelt|gehortet|versteckt|gekauft|besorgt|zur seite gelegt",
  time: "heute (?:nacht|abend)|morgen|am wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nach der schule|wenn alle schlafen|samstag is",
  doIt: "(?:mach|mache|tu|tue) ich es|ich (?:mach|mache|tu|tue) es|ziehe ich es durch|(?:mach|mache) ich schluss(?! mit)|ich (?:mach|mache) (?:heute |heute nacht |jetzt )?schluss(?! mit)|(?:zieh|ziehe) ich es durch|(?:ich hab|hab ich) (?:alles )?entschieden",
  farewell: "lebt wohl|(?:das ist )?meine letzte nachricht|ich verabschiede mich|(?:das ist )?das letzte mal(?: \\S+){0,2} dass ich (?:hier |euch )?schreibe|mein letzter (?:post|beitrag)",
  thanks: "danke fur alles|danke(?: ,)? dass ihr mich (?:ertragen|ausgehalten) habt|danke furs (?:ertragen|aushalten)|ihr wart immer (?:so )?(?:lieb|gut|nett) zu mir",
  parting: "verzeiht mir|es tut mir leid fur alles|sucht (?:nicht nach mir|mich nicht)|passt auf euch auf|kummert euch um (?:meinen|meine|mein)|ihr werdet mich nicht (?:mehr|wieder) sehen|meine letzte nachricht|tut mir leid fur (?:alle|alles|euch)|wollte nur tschuss sagen|(?:ist|war) nicht eure schuld|wartet(?: \\S+){0,3} nicht (?:mit dem essen )?auf mich|brauch ich nicht mehr|sagts? (?:dem|der) \\S+ (?:bitte )?nix|ich hab(?:e)? euch (?:immer )?(?:lieb gehabt|geliebt)",
  killOther: "ich (?:bring|bringe) (?:ihn|sie|den|die|meinen|meine)(?: \\S+){0,3} um|ich (?:stech|steche|erschiess|erschiesse|ersteche) (?:ihn|sie|den|die)|ich (?:tu|tue) (?:ihm|ihr|meinem|meiner)(?: \\S+){0,2} was an|(?:werde|will) (?:ihn|sie) (?:umbringen|toten|abstechen|erschiessen)|absticht|abstechen",
  weapon: "messer|pistole|waffe|gewehr|knarre",
  deserves: "(?:hat es|es) verdient|wird dafur bezahlen",
  harmsMe: "(?:schlagt|schlug|verprugelt|wurgt|wurgte|vergewaltigt) mich|hat mich (?:geschlagen|gewurgt|verprugelt|vergewaltigt|eingesperrt)|(?:droht|drohte|hat gedroht)(?: \\S+){0,4} (?:umzubringen|zu toten)|bringt (?:er|sie) mich um|bringt uns (?:alle )?um|(?:er|sie) (?:bringt|wird) mich(?: \\S+){0,2} um|(?:jemand|einer|ein mann|einbrecher) (?:bricht|brechen)(?: \\S+){0,3} ein|einbrecher (?:ist|sind) (?:im|in der|in meinem|in meiner)|schlagt (?:grad |gerade )?auf (?:meine|meinen) (?:mama|mutter|papa|vater|schwester|bruder) ein|verprugelt (?:grad |gerade )?(?:meine|meinen) (?:mama|mutter|schwester|bruder)|(?:hat|er hat|sie hat) mich (?:gerade |grad )?(?:gewurgt|geschlagen|verprugelt)|gewurgt bis|het mi (?:wieder )?gschlage|bringt mi um|er hat mich wieder geschlagen|(?:schreit|brullt)(?: \\S+){0,3} (?:dass er mich|er bringt mich) umbring\\p{L}*|(?:tritt|hammert) (?:gegen )?die tur(?: ein)?",
  someone: "mein (?:freund|bruder|sohn|kumpel|vater|cousin|mitbewohner|bester freund)|meine (?:freundin|schwester|tochter|mutter|cousine|mitbewohnerin|beste freundin)|meine (?:oma|omi|grossmutter|frau)|mein (?:opa|grossvater|mann|kind)",
  theirEnd: "(?:dach|brucke|fenster|balkon|hochhaus)(?: \\S+){0,8} (?:springt|springen)|(?:springt|springen) (?:von|vor)|(?:will|wird) sich(?: \\S+){0,2} (?:umbringen|toten|was antun|etwas antun)|alle tabletten genommen|danke fur alles.{0,80}geht nicht mehr ans (?:handy|telefon)|(?:hat|hatte) (?:\\S+ )?tabletten (?:gesammelt|gehortet)",
  unresponsive: "atmet (?:nicht|kaum|nicht mehr)|bewusstlos|wacht nicht (?:mehr )?auf|reagiert nicht|reagiert kaum|redet wirres zeug|kommt nicht mehr hoch|krampfanfall|krampft am ganzen korper",
  theyTook: "hat(?: \\S+){0,5} (?:genommen|geschluckt|getrunken)|hat (?:von )?(?:den |dem |der )?\\S+ gegessen|verschluckt",
  ready: "(?:liegen|liegt) (?:schon )?(?:hier )?(?:neben|vor) mir|(?:liegen|liegt|steht|stehen|ist|sind|hab ich|habe ich) (?:schon )?(?:bereit|parat)|bereitgelegt|vorbereitet|hergerichtet|(?:hangt|hangen) (?:schon|bereit)|steine in (?:den|die|meine) taschen|taschen voll (?:mit )?steinen",
  jump: "(?:ich )?(?:springe|spring) (?:heute \\S+ |morgen )?(?:vom|von der|von einer|aus dem|vor den|vor einen)|springe ich (?:vom|von der|aus dem)",
  gone: "(?:bin ich|ich bin|werde ich|ich werde) nicht mehr (?:da|hier)(?: sein)?|besser (?:dran )?ohne mich|(?:in ein paar tagen|bald) brauch(?:e)? ich (?:das|die|sie|es) (?:eh )?nicht mehr",
  unwell: "schwindelig|schwindlig|mir ist (?:so |total |voll )?(?:schlecht|ubel)|(?:hab|habe) (?:schon )?(?:gekotzt|erbrochen)|ohren (?:klingeln|pfeifen)|dreht sich alles|(?:total )?benommen|kotzt|kopfweh|voll schwindlig",
  onEdge: "(?:steh|stehe|bin|sitze|sitz) (?:grad |gerade |jetzt )?(?:an den gleisen|auf den gleisen|auf (?:der|dem) (?:brucke|dach|hochhaus|klippe|parkhaus)|oben auf (?:der|dem) (?:brucke|dach|parkhaus)|am (?:gelander|abgrund|ufer|kai))|(?:gleisen|schienen) (?:hinterm|hinter dem|am)|ins wasser (?:gehen|laufen|gegangen)|steine in (?:den|die|meine) taschen|(?:steh|stehe|bin) (?:grad |gerade |jetzt )?(?:am (?:wasser|fluss|ufer|see|meer)|an der (?:elbe|spree|donau|isar|weser|mosel|ostsee|nordsee))|(?:steh|stehe|bin|sitze|sitz) (?:grad |gerade |jetzt )?(?:ganz )?oben auf (?:der|dem|einem|einer) (?:brucke|dach|hochhaus|parkhaus)|(?:sitze|sitz|stehe|steh|bin) (?:grad |gerade |jetzt )?(?:auf|an) der (?:kante|brustung|dachkante)|(?:die )?beine (?:baumeln|hangen) (?:uber|in|runter)",
  cantGoOn: "ich kann nicht mehr|kann nicht mehr|keine kraft mehr|halte (?:es )?nicht mehr aus|is eh (?:wurscht|egal) jetzt|ist (?:eh )?(?:alles )?egal jetzt",
  note: "(?:brief|zettel|abschiedsbrief) (?:geschrieben|hinterlassen|liegt)|(?:hab|habe) (?:einen )?(?:brief|zettel) (?:geschrieben|hinterlassen)|briefe? an(?: \\S+){1,6} (?:liegen|liegt)",
  affairs: "(?:hab|habe) mich (?:heute )?(?:von \\S+ \\S+ )?verabschiedet|meine sachen (?:verschenkt|verteilt)|(?:passworter|passwort|pin) (?:aufgeschrieben|hinterlassen|weitergegeben)|schulden (?:bezahlt|beglichen)|(?:katze|hund) (?:abgegeben|weggegeben)|alles geregelt|(?:meine|mein) \\S+ (?:kriegt|bekommt) (?:der|die) (?:kleine|kleiner)|neues zuhause|testament liegt|pins? (?:auch|liegen)|lebensversicherung|(?:ich )?verschenke alle meine sachen",
  gasOn: "(?:gas|gashahn) (?:aufgedreht|offen|an)",
  sealed: "fenster (?:zu|geschlossen|abgedichtet|zugeklebt)|tur (?:abgedichtet|zugeklebt)",
  chest: "(?:schmerzen|druck|stechen|enge) (?:in|auf) der brust|brustschmerzen|(?:halt|fasst) sich (?:an )?die brust",
  spreads: "(?:in den |den )?linken arm|(?:in den |den )?kiefer|kalter schweiss|kaltschweissig|schweissgebadet",
  strokeFace: "gesicht hangt|mundwinkel hangt|(?:halbe|eine) gesichtshalfte|mund (?:ist )?schief|mund (?:ist )?(?:ganz |total )?(?:schief|verzogen)|gesicht (?:ist )?(?:ganz |total )?(?:schief|verzogen)",
  strokeBody: "arm nicht (?:mehr )?(?:heben|hoch)|spricht (?:komisch|verwaschen|undeutlich|wirr)|lallt|findet (?:keine|die) worte (?:nicht)?|spricht (?:\\S+ )?(?:komisch|verwaschen|undeutlich|wirr)",
  blue: "lippen (?:werden |sind |wird )?blau|lauft blau an|wird blau|lippen (?:sind|werden) (?:blaulich|blau)",
  headHit: "(?:gesturzt|gefallen|runtergefallen|hingefallen)(?: \\S+){0,8} kopf|kopf (?:angeschlagen|aufgeschlagen|gestossen)|blutet am kopf|platzwunde",
  selfCut: "(?:hab|habe) mich (?:wieder |heute )?(?:tief )?(?:geschnitten|geritzt)|(?:hab|habe) mir(?: \\S+){0,6} (?:in den |in die |ins |den |die )?(?:unterarm|unterarme|arm|arme|handgelenk|handgelenke|pulsader|pulsadern|oberschenkel)(?: \\S+){0,2} (?:geschnitten|aufgeschnitten|geritzt|aufgeritzt)",
  bleeding: "hort nicht auf zu bluten|blutet (?:und blutet|ohne ende|immer weiter)|nicht (?:mehr )?aufhort zu bluten|nicht aufhoren will zu bluten|blutung (?:hort nicht auf|stoppt nicht|lasst sich nicht stillen)",
  crash: "(?:mit vollgas|ungebremst) gegen|gegen (?:einen|nen|den|die) (?:baum|pfeiler|bruckenpfeiler|brucke|mauer|lkw)",
  likeAccident: "(?:wie (?:ein|n|einen) unfall)",
  unlit: "ohne (?:es |ihn )?anzuzunden|nicht angezundet",
  engine: "(?:auto|motor) (?:lauft|laufen lassen) in der garage",
  beatsSomeone: "(?:schlagt|verprugelt|wurgt|schubst) (?:meine|meinen) (?:mama|mutter|papa|vater|schwester|bruder)",
  hoarded: "von (?:drei|zwei|mehreren|verschiedenen) (?:verschiedenen )?(?:arzten|arzte)|aufschreiben lassen|genug beisammen",
  schoolThreat: "klassengruppe|in die schule|zur schule|mitbringt",
  coAlarm: "co-? ?melder|kohlenmonoxid",
  insulinStopped: "kein insulin mehr|insulin (?:weggelassen|nicht mehr gespritzt)",
  overRail: "uber das gelander|ubers gelander (?:geklettert|gestiegen)|(?:hinter|hinterm|jenseits|ausserhalb) (?:dem |des )?gelander[s]?|(?:ein|das|mein) bein (?:schon )?(?:druben|auf der anderen seite|uber dem abgrund)",
  noWayBack: "ich (?:komm|komme) nicht (?:mehr )?(?:runter|zuruck)|niemand (?:halt|wird) mich (?:mehr )?(?:auf|aufhalten)|(?:haltet|halt) mich nicht auf|versucht (?:nicht|gar nicht erst) mich (?:aufzuhalten|umzustimmen)|(?:gleich|jetzt) (?:spring|springe) ich|ich (?:spring|springe) (?:jetzt|gleich)|es gibt kein zuruck|kein zuruck mehr",
  allergy: "allergisch|allergie|erdnuss|erdnusse|erdnussen|wespenstich|bienenstich|von einer (?:wespe|biene) gestochen|epipen|adrenalinpen|notfallset|anaphylaxie|anaphylaktisch\\p{L}*|allergischer schock",
  airway: "(?<!(?:wenn|falls|dass) )(?:(?:kriegt|bekommt|krieg|bekomme) (?:kaum|keine|fast keine) luft|kann (?:kaum|nicht|nicht mehr) (?:mehr )?atmen|atmet (?:kaum|schwer|pfeifend)|(?:hals|rachen) (?:schwillt|ist zugeschwollen|ist geschwollen|zieht sich zu)|(?:zunge|gesicht|lippen) (?:schwillt|schwellen|ist geschwollen|sind geschwollen)|ringt nach luft|erstickt)",
  lookedUpDose: "(?:gegoogelt|gegooglet|nachgeschaut|nachgelesen|recherchiert|gesucht|geschaut)(?: \\S+){0,4} (?:wie ?viele? (?:\\S+ ){0,2}(?:man braucht|notig sind|reichen|todlich sind)|(?:die |eine )?todliche dosis)|wie ?viele? (?:\\S+ ){0,3}(?:man braucht|notig sind|reichen) um (?:zu sterben|nicht mehr aufzuwachen)",
  theyKill: "(?:er|sie) (?:will|wird) (?:seine|ihre|ihren|seinen|jemanden)(?: \\S+){0,2} (?:umbringen|toten|abstechen|erschiessen|erstechen)|dass (?:er|sie)(?: \\S+){0,4} (?:seine|ihre|ihren|seinen)(?: \\S+){0,2} (?:umbringen|toten|abstechen|erschiessen) (?:will|wird)|dass (?:er|sie)(?: \\S+){0,4} (?:seine|ihre|ihren|seinen)(?: \\S+){0,2} umbringt",
  noAnswer: "(?:geht|ging) nicht (?:mehr )?ans (?:handy|telefon)|antwortet nicht (?:mehr)?|meldet sich nicht (?:mehr)?|(?:sein|ihr) (?:handy|telefon) ist aus|hat (?:ihr|sein) (?:handy|telefon) (?:ausgeschaltet|aus)",
};

export const PORTUGUESE: Lexicon = {
  pills: "remedios|comprimidos|pilulas|medicamentos|calmantes|antidepressivos|rivotril|paracetamol|clonazepam|diazepam|zolpidem|rivotril",
  poison: "veneno|chumbinho|raticida|agua sanitaria|cloro|soda caustica|desinfetante|bateria de botao|pilha de botao|desentupidor|lixivia|candida|pastilha (?:da|de) maquina|imas",
  rope: "(?:uma|a) corda",
  all: "todos|todas|a (?:caixa|cartela) (?:toda|inteira)|(?:uma|a) (?:caixa|cartela) (?:toda|inteira)",
  took: "tomei|engoli|bebi|acabei de (?:tomar|engolir|beber)|mandei (?:pra dentro|goela abaixo)",
  willTake: "vou (?:os |as |o |a )?(?:tomar|engolir|beber)|tomarei",
  stockpiled: "guardei|juntei|escondi|comprei|andei a juntar|tenho guardad[oa]s",
  time: "hoje a noite|esta noite|essa noite|amanha|sexta|sabado|domingo|segunda|terca|quarta|quinta|no fim de semana|depois da aula|depois do trabalho|hoje",
  doIt: "vou fazer isso|esta decidido|(?:ja )?deixei tudo (?:arrumado|pronto|organizado|resolvido)|vai ser (?:hoje|amanha|esta noite|hoje a noite)|ja decidi|hoje acaba|(?:hoje|amanha) (?:acaba|termina) tudo|(?:eu )?resolvo isso de vez|(?:ja )?decidi tudo|(?:ta|esta) decidido|(?:hoje|amanha) eu acabo com (?:isso|tudo)",
  farewell: "adeus a todos|(?:essa|esta) e (?:a )?minha despedida|me despeco|despeco me|(?:e )?a ultima vez que (?:escrevo|escrevo aqui|falo com voces)|meu ultimo post",
  thanks: "obrigad[oa] por tudo|obrigad[oa] por me (?:aguentarem|aturarem|suportarem|aguentar|aturar)",
  parting: "me perdoem|perdoem me|desculpem por tudo|nao me procurem|cuidem (?:da|do|dos|das) (?:minha|meu|meus|minhas)|nunca mais vao me ver|(?:a )?minha ultima mensagem|desculpem|so queria que alguem soubesse|so queria q(?:ue)? alguem soubesse|sempre amei (?:voces|vcs)",
  killOther: "vou (?:matar|esfaquear)(?: o| a)?|vou dar cabo d(?:ele|ela|o|a)|vou mata l[oa]|eu (?:o|a) mato|vai (?:\" )?(?:resolver|atirar|matar)",
  weapon: "faca|arma|pistola|revolver|espingarda|canivete|oitao|berro|trinta e oito|38",
  deserves: "(?:ele|ela) merece|vai pagar|vai ver|nao escapa",
  harmsMe: "me (?:bateu|bate|espancou|espanca|enforcou|estuprou)|(?:bate|bateu) me|(?:ameaca|ameacou) (?:me )?matar|me ameaca|disse que (?:vai|ia) me matar|(?:ameaca|ameacou) matar a gente|vai (?:nos|matar a gente)|disse que vai matar a gente|(?:estou |to )?dormindo na rua|(?:diz|disse) que me (?:mata|vai matar)|(?:ta|esta) quebrando tudo|falou que vai me matar|(?:ele )?pegou a faca|me deu (?:um )?(?:murro|soco|chapada|estalo|tapa)|fechei-?me no quarto|fechei me no quarto|vai buscar a faca|braco (?:ta|esta) torto|trancou a porta e levou meu celular|acaba com a gente|foi so um acidente|(?:ta|esta) me (?:batendo|espancando|enforcando|agredindo|estrangulando|esganando)|(?:gritando|grita|gritou|berrando) que vai me matar|(?:ta|esta) (?:chutando|esmurrando|arrombando|socando) a porta",
  someone: "(?:minha|meu) (?:amig[oa]|irma|irmao|filh[oa]|prim[oa]|namorad[oa]|mae|pai|colega)|(?:minha|meu) (?:avo|vo|marido|esposa|esposo|bebe)",
  theirEnd: "(?:vai|quer) se (?:matar|suicidar|atirar|jogar)|se vai (?:matar|atirar|jogar)|vai pular (?:da|do|de)|tomou todos os|ia se (?:matar|jogar|atirar)|(?:msg|mensagem) de despedida|(?:tava|estava) (?:juntando|guardando) (?:remedios|comprimidos)",
  unresponsive: "nao (?:esta )?respira(?:ndo)?|mal respira|desmaiad[oa]|inconsciente|nao acorda|nao reage|convulsionando|tendo (?:uma )?convulsao|ficando roxo|ficando roxa|nao responde|respirando (?:esquisito|estranho)|ta respirando esquisito",
  theyTook: "tomou|engoliu|bebeu",
  ready: "(?:estao|esta) (?:prontos|prontas|pronta|pronto|separad[oa]s)|preparad[oa]s|separei|pedras nos bolsos",
  jump: "(?:vou pular|pulo|vou me jogar|me jogo|vou saltar|salto) (?:da|do|de um|de uma|pela)",
  gone: "(?:ja )?nao (?:vou estar|estarei) mais (?:aqui|ca)|melhor sem mim|(?:ja )?nao vou estar (?:mais )?ca|(?:daqui a|em) (?:alguns|poucos) dias (?:ja )?nao vou (?:mais )?precisar",
  unwell: "tont[oa]|zumbido|vomitando|vomitei|enjoad[oa]|tudo (?:a )?girar|tudo girando",
  onEdge: "(?:estou|to|tou) (?:em cima d[ao]|n[ao]|na beira d[ao]) (?:falesia|ponte|telhado|predio|viaduto|trilhos|linha do comboio|linha do trem|penhasco|precipicio|varanda|terraco|laje)|(?:entrando|entrei|vou entrar) no mar|pedras nos bolsos|(?:sentei|sentado|sentada|to|tou|estou) na janela|pernas? (?:pra|para) fora|sentad[oa] (?:na beira|no parapeito|na borda|na mureta)",
  cantGoOn: "nao aguento mais|nao consigo mais|to sem forcas|estou sem forcas|nao tenho (?:mais )?forcas",
  note: "(?:escrevi|deixei) uma (?:carta|bilhete|nota)|carta de despedida|(?:uma )?carta (?:pra|para) (?:a )?(?:minha|meu) (?:mae|pai|irma|irmao|filh[oa]|esposa|marido)",
  affairs: "(?:doei|dei) (?:as |todas as )?minhas (?:roupas|coisas)|(?:deixei|passei) a senha|paguei (?:as |todas as )?minhas dividas|(?:dei|deixei) (?:o )?meu (?:cachorro|gato|cao)|entreguei a casa|dei as minhas coisas|deixei tudo escrito|(?:as |minhas )?senhas (?:do|da) (?:banco|celular|conta) (?:com|pra|para) (?:a |o )?(?:minha|meu)|(?:deixei|passei|dei) (?:as |minhas )?senhas|(?:estou|to) (?:doando|dando) todas as minhas coisas",
  gasOn: "(?:abri|deixei aberto) o gas",
  sealed: "fechei (?:as |todas as )?janelas|(?:tapei|vedei) a porta",
  chest: "dor no peito|aperto no peito|pressao no peito|(?:segura|agarra) o peito",
  spreads: "braco esquerdo|mandibula|suor frio|suando frio",
  strokeFace: "boca (?:torta|caida)|rosto (?:torto|caido)|metade do rosto|boca ficou torta|boca (?:toda )?torta|rosto (?:todo )?torto|um lado do rosto (?:caido|caiu)",
  strokeBody: "nao consegue (?:levantar|mexer) o braco|fala (?:enrolada|estranha|enrolado)|nao consegue falar|falar enrolado|braco direito nao mexe|nao mexe",
  blue: "labios (?:roxos|azuis)|(?:ficando|ficou) (?:roxo|roxa|azul)",
  headHit: "(?:caiu|caido)(?: \\S+){0,8} cabeca|bateu (?:com )?a cabeca",
  selfCut: "me cortei|cortei (?:o|os) (?:braco|bracos|pulso|pulsos)|cortei (?:o|os|a|as) (?:antebraco|antebracos|coxa|coxas)",
  bleeding: "nao para de sangrar|o sangue nao para|o sangue nao (?:para|estanca)|nao (?:consigo|conseguimos) estancar",
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
  overRail: "(?:passei|pulei) (?:o|a) (?:parapeito|grade|muro|mureta)|em pe (?:no parapeito|na mureta)|do lado de fora d[ao] (?:grade|parapeito|mureta)|(?:estou|to|tou) no parapeito",
  noWayBack: "(?:pensando em|a ponto de|agora eu vou) pular|(?:hoje|agora) eu (?:vou|pulo)(?! \\p{L})|(?:nao )?vou descer (?:mais|nao)|nao vou (?:descer|voltar)|ninguem (?:vai|me vai) me (?:impedir|parar|segurar)|nao (?:tentem|tente|adianta tentar) me (?:impedir|convencer|parar|segurar)|nao tem (?:mais )?volta|sem volta",
  allergy: "alergic[oa]|alergia|amendoim|castanhas?|picad[oa] por (?:uma )?(?:abelha|vespa)|picada de (?:abelha|vespa)|epipen|caneta de adrenalina|adrenalina|anafilaxia|anafilatico|anafilatica",
  airway: "(?<!(?:se|que) )(?:nao (?:consegue|consigo|ta conseguindo|esta conseguindo) respirar|(?:mal|quase nao) (?:consegue )?respira|garganta (?:inchada|fechando|inchando)|(?:lingua|boca|rosto|cara|labios?) (?:inchad[ao]s?|inchou|incharam|inchando)|falta de ar|sufocando|se sufocando)",
  lookedUpDose: "(?:pesquisei|procurei|busquei|googlei|vi na internet)(?: \\S+){0,4} (?:quant[oa]s (?:\\S+ ){0,2}(?:precisa|precisam|e preciso|sao precisos|seria preciso|matam)|(?:a )?dose (?:letal|mortal))|quant[oa]s (?:\\S+ ){0,3}(?:precisa|precisam|e preciso|sao precisos) (?:pra|para) (?:morrer|nao acordar)",
  theyKill: "(?:vai|quer) (?:matar|esfaquear) (?:a |o )?(?:sua|seu|namorada|mulher|esposa|ex|alguem)|(?:vai|quer) (?:mata|esfaquea) l[ao]|(?:disse|diz|falou) que vai (?:mata|esfaquea) l[ao]|(?:disse|diz|falou) que vai matar (?:a |o )?(?:sua|seu|namorada|mulher|ex)",
  noAnswer: "nao (?:me )?(?:responde|atende|esta respondendo|ta respondendo|ta atendendo|esta atendendo)|parou de (?:responder|atender)|(?:celular|telemovel|telefone) (?:ta |esta )?desligado|desligou o (?:celular|telefone|telemovel)",
};

export const ITALIAN: Lexicon = {
  pills: "pillole|pastiglie|compresse|farmaci|medicine|sonniferi|ansiolitici|antidepressivi|tachipirina|xanax|gocce|lexotan|valium|tavor|en",
  poison: "veleno|topicida|candeggina|varechina|detersivo|pila a bottone|pastiglia (?:della|per la) lavastoviglie|calamite|magneti",
  rope: "(?:una|la) corda|cappio",
  all: "tutte(?! le (?:mattine|sere|notti|volte|settimane))|tutti(?! i (?:giorni|mesi|pomeriggi))|(?:la scatola intera|tutta la scatola|tutto il flacone)",
  took: "ho (?:gia |appena )?(?:preso|ingoiato|bevuto|mandato giu)(?! (?:uno|una|solo|soltanto|mezza|mezzo)\\b)|ho (?:buttato giu|trangugiato)",
  willTake: "(?:le|li) (?:prendo|prendero) tutt[ei]|prendero tutt[ei]|le ingoio|le mando giu|me le prendo",
  stockpiled: "ho (?:messo da parte|nascosto|nascoste|accumulato|comprato|conservato)|messe da parte",
  time: "stasera|stanotte|domani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|questo (?:fine settimana|weekend)|dopo scuola",
  doIt: "lo (?:faccio|faro)|e deciso|ho (?:gia )?deciso(?! di| che| cosa| dove| quando| come)|ho preso la mia decisione",
  farewell: "addio|(?:questo e )?il mio ultimo messaggio|vi saluto per sempre|(?:e )?lultima volta che (?:scrivo|vi scrivo)|il mio ultimo post",
  thanks: "grazie (?:di|per) tutto|grazie (?:per|di) avermi sopportat[oa]",
  parting: "perdonatemi|scusate per tutto|non cercatemi|non mi vedrete piu|prendetevi cura (?:di|del|della)|il mio ultimo messaggio|vi voglio bene|lascio il telefono|dopo questo messaggio|volevo solo dire grazie|per non sparire senza dire niente|ho salutato (?:mia|mio) (?:madre|padre|mamma|papa|sorella|fratello)|(?:che )?(?:giovedi|lunedi|martedi|mercoledi|venerdi|domani) non vengo|non serve piu|vi ho (?:sempre |tanto |davvero )?voluto (?:tanto )?bene",
  killOther: "(?:ammazzo|uccido|ammazzero|uccidero|accoltello) (?:mio|mia|il|la|lo|quel|quella|lui|lei)|(?:lo|la) (?:ammazzo|uccido)|(?:voglio|vado ad?) (?:ammazzare|uccidere|accoltellare)",
  weapon: "coltello|pistola|fucile|(?:un|l) arma",
  deserves: "se lo merita|(?:la|me la) paghera",
  harmsMe: "mi (?:ha )?(?:picchiat[oa]|picchia|strangolat[oa]|violentat[oa])|mi (?:prende|ha preso) a (?:botte|pugni|schiaffi)|mi (?:minaccia|ha minacciat[oa])|minaccia di (?:uccidermi|ammazzarmi)|minaccia di ucciderci|ci (?:ammazza|uccide)|mi sta picchiando(?! a (?:carte|scacchi|tennis|ping pong|calcetto|briscola|scopa|padel))|sta sfondando la porta|mi ha spinto contro|ha chiuso a chiave|sangue dal naso non si ferma|(?:urla|grida) che mi (?:ammazza|uccide)|prende a calci la porta",
  someone: "(?:il )?mio (?:amico|fratello|figlio|cugino|ragazzo|compagno|papa|padre)|(?:la )?mia (?:amica|sorella|figlia|cugina|ragazza|compagna|mamma|madre)|(?:la )?mia (?:nonna|moglie|bambina)|(?:il )?mio (?:nonno|marito|bambino)|(?:la )?mia coinquilina|(?:il )?mio coinquilino",
  theirEnd: "si (?:vuole|vuol) (?:uccidere|ammazzare|buttare)|(?:vuole|sta per) (?:uccidersi|ammazzarsi|buttarsi|suicidarsi)|si butta (?:dal|da|sotto|giu)|ha preso tutte le (?:pillole|pastiglie)|(?:ha|aveva) messo da parte (?:delle )?(?:pillole|pastiglie)",
  unresponsive: "non respira|respira a fatica|svenut[oa]|incosciente|non si sveglia|non reagisce|faccia storta|non riesce a parlare|non muove il braccio|tutto molle|non mi guarda|non risponde|respira in modo strano|ha le convulsioni|sta avendo (?:una crisi epilettica|le convulsioni)",
  theyTook: "ha (?:preso|ingoiato|bevuto)|si e (?:presa|preso)",
  ready: "(?:sono|e) (?:pronte|pronti|pronta|pronto)|preparat[oaie]|pront[ei] sul|sassi nelle tasche",
  jump: "(?:salto|mi butto|mi lancio|mi buttero|saltero) (?:dal|dalla|da un|da una|giu dal|giu dalla|sotto)",
  gone: "non ci saro piu|non saro piu qui|meglio senza di me|tra (?:qualche|pochi|un paio di) giorn[oi] non mi serv\\p{L}* piu",
  unwell: "mi gira la testa|ho vomitato|vomito|nausea|ronzio nelle orecchie|fischio nelle orecchie|stordit[oa]",
  onEdge: "sono (?:sul|sulla|in cima al|in cima alla|sopra il|sul bordo del) (?:tetto|terrazzo|ponte|binari|binario|scogliera)|(?:vicino al|sul) passaggio a livello|(?:sto camminando|cammino|entro) (?:verso il|nel) (?:mare|fiume|lago)|sassi nelle tasche|sono (?:sul tetto|in cima) (?:del|della|di un|di una|dell) (?:\\S+ ){0,2}(?:palazzo|condominio|edificio|parcheggio|ponte)|sono (?:sul|sulla|sopra il) (?:cornicione|parapetto|bordo)|(?:seduto|seduta) sul (?:bordo|cornicione|parapetto)|(?:con )?le gambe (?:penzoloni|nel vuoto)",
  cantGoOn: "non ce la faccio (?:piu|a tornare)|non ce la faccio|non reggo piu|non ho piu forze|basta(?! (?:cosi|poco|che|con))",
  note: "ho (?:scritto|lasciato) una (?:lettera|biglietto)|lettera d(?:i )?addio|(?:un )?biglietto per",
  affairs: "ho regalato (?:le mie cose|tutto)|ho lasciato (?:la password|le password|il pin)|ho pagato (?:i miei debiti|tutti i debiti)|ho dato (?:il mio|la mia) (?:cane|gatto|gatta)|(?:una )?nuova casa per|ho controllato la polizza|la casa resta a|(?:sto regalando|regalo) tutte le mie cose",
  gasOn: "(?:ho aperto|ho lasciato aperto) il gas",
  sealed: "(?:ho chiuso|chiuso) (?:tutte )?le finestre|(?:sigillato|nastro su) la porta",
  chest: "dolore (?:fortissimo |forte )?al petto|(?:peso|oppressione|pressione) (?:sul|al) petto",
  spreads: "braccio sinistro|mascella|sudo freddo|sudore freddo|suda freddo|nel braccio|grigio in faccia",
  strokeFace: "(?:faccia|bocca) storta|meta (?:della )?faccia|viso storto|bocca (?:tutta )?storta|faccia (?:tutta )?storta|un lato della faccia",
  strokeBody: "non (?:riesce a )?(?:alzare|muovere) il braccio|parla (?:strano|male|in modo strano)|non riesce a parlare",
  blue: "labbra (?:blu|viola)|(?:diventa|diventato|diventata) (?:blu|viola)",
  headHit: "(?:caduto|caduta|cade)(?: \\S+){0,8} (?:testa|battuto)|battuto la testa",
  selfCut: "mi sono (?:tagliat[oa]|ferit[oa]) (?:il|i|le) (?:braccio|braccia|polsi|polso|gambe)|mi sono (?:tagliat[oa]|ferit[oa]) (?:lavambraccio|gli avambracci|la coscia)",
  bleeding: "non smette di sanguinare|sangue non si ferma|il sangue non (?:si ferma|smette)|non riesco a fermare il sangue",
  crash: "(?:mi schianto|schiantarmi|vado) contro (?:un|una|il|la)|non ho intenzione di frenare|senza frenare",
  likeAccident: "(?:come|sembrera|sembri) un incidente",
  unlit: "senza accender(?:lo|e)",
  engine: "(?:macchina|auto|motore) accesa? (?:in|nel) garage",
  beatsSomeone: "(?:picchia|sta picchiando|prende a pugni) (?:mia|mio) (?:madre|mamma|sorella|fratello|padre)",
  childAlone: "da solo da (?:un ora|ore|ieri)|sul balcone da solo|si arrampica sulla ringhiera",
  schoolThreat: "a scuola",
  coAlarm: "rilevatore di (?:co|monossido)|monossido",
  insulinStopped: "(?:smesso|smetto) (?:di fare )?(?:l )?insulina",
  overRail: "ho (?:gia )?scavalcato (?:la ringhiera|il parapetto)|(?:dallaltra parte|oltre|fuori) (?:della |la |del |il )?(?:ringhiera|parapetto)|in piedi sul parapetto",
  noWayBack: "non (?:scendo|scendero) (?:piu|giu)|non (?:torno|tornero) indietro|nessuno mi (?:fermera|puo fermare)|non (?:provate|provare|cercate|cercare) (?:a|di) fermarmi|(?:adesso|ora) (?:salto|mi butto)|sto per (?:saltare|buttarmi)|(?:sto pensando|penso) (?:a|di) (?:saltare|buttarmi)|non si torna indietro",
  allergy: "allergic[oa]|allergia|arachidi|noccioline|frutta secca|punt[oa] da (?:unape|una vespa)|puntura di (?:ape|vespa)|epipen|penna (?:di )?adrenalina|adrenalina|anafilassi|anafilattico|anafilattica",
  airway: "(?<!(?:se|che) )(?:non (?:riesce|riesco) (?:piu )?a respirare|respira (?:a fatica|male|a stento)|(?:la )?gola (?:gonfia|si chiude|si sta chiudendo|si gonfia)|(?:lingua|faccia|viso|labbra) (?:gonfia|gonfie|si gonfia|si gonfiano)|sta soffocando|soffoca)",
  lookedUpDose: "(?:ho cercato|ho googlato|ho guardato|cercato|googlato)(?: \\S+){0,4} (?:quante (?:\\S+ ){0,2}(?:servono|ci vogliono|bastano)|(?:la )?dose (?:letale|mortale))|quante (?:\\S+ ){0,3}(?:servono|ci vogliono|bastano) per (?:morire|non svegliarsi|non svegliarmi)",
  theyKill: "(?:vuole|va ad?|sta per) (?:ammazzare|uccidere|accoltellare) (?:la sua|il suo|sua|suo|lei|lui|qualcuno)|(?:la|lo) (?:vuole|va ad?) (?:ammazzare|uccidere|accoltellare)|dice che (?:la|lo) (?:ammazza|uccide)",
  noAnswer: "non (?:mi )?risponde(?: piu| al telefono)?|ha smesso di rispondere|(?:il )?(?:telefono|cellulare) (?:e )?spento|ha spento il (?:telefono|cellulare)",
};

export const DUTCH: Lexicon = {
  pills: "pillen|tabletten|medicijnen|slaappillen|slaapmiddelen|paracetamol|oxazepam|antidepressiva",
  poison: "gif|rattengif|antivries|bleekmiddel|ontstopper|bloeddruk(?:medicatie|pillen)|vaatwastablet(?:ten)?|magneten",
  rope: "(?:een|het|de) touw|strop",
  all: "al (?:mijn|mn|de)|alle|(?:de|een) hele (?:doos|strip|pot)|allemaal",
  took: "(?:heb|ik heb)(?: \\S+){0,10} (?:ingenomen|genomen|geslikt|doorgeslikt)|(?:heb|ik heb)(?: \\S+){0,10} (?:weggespoeld|achterover geslagen|naar binnen gewerkt)",
  willTake: "(?:neem|slik) ik (?:ze )?(?:allemaal|alle)|ik (?:neem|slik) ze (?:allemaal|alle)|ga ze (?:allemaal )?(?:innemen|slikken)",
  stockpiled: "gespaard|opgespaard|verzameld|verstopt|gekocht",
  time: "vannacht|vanavond|morgen|vandaag|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|dit weekend|na school",
  doIt: "doe ik het|ik doe het|ga ik het doen|ik heb het besloten|het is besloten|is het klaar|is het zover|ga ik het (?:echt |nu )?doen",
  farewell: "dit is mijn afscheid|vaarwel|ik neem afscheid|mijn laatste bericht|mn laatste bericht|mijn laatste bericht|(?:dit is )?de laatste keer dat ik (?:hier )?(?:schrijf|post)|mijn laatste post",
  thanks: "(?:bedankt|dank|dankjewel) voor alles|bedankt dat jullie me (?:hebben )?(?:verdragen|uitgehouden)",
  parting: "vergeef me|sorry voor alles|zoek me niet|jullie zien me nooit meer|zorg (?:goed )?voor (?:mijn|mn)|mijn laatste bericht|ik hou van jullie|sorry mam|sorry pap|aan niemand gezegd|ik heb (?:altijd )?van jullie gehouden",
  killOther: "ik (?:ga|zal) (?:hem|haar|die gast|die vent|mijn [a-z]+)(?: \\S+){0,2} (?:neersteken|vermoorden|doodmaken|neerschieten|afmaken)|ik (?:vermoord|steek|schiet) (?:hem|haar)|steek ik (?:hem|haar) neer|schiet ik (?:hem|haar) neer|sla ik (?:z n|zn|zijn|haar) kop in|gaat steken|komt steken",
  weapon: "mes|pistool|wapen|geweer|vuurwapen|honkbalknuppel|knuppel",
  deserves: "(?:hij|zij|ze) verdient het|(?:hij|zij) gaat boeten",
  harmsMe: "(?:slaat|sloeg|schopt|wurgde|wurgt|verkrachtte|mishandelt) me|(?:heeft|hij heeft|zij heeft) me (?:geslagen|gewurgd|verkracht|mishandeld)|(?:dreigt|dreigde) (?:me )?(?:te )?(?:vermoorden|doden)|me (?:vermoordt|vermoorden) als|(?:dreigt|dreigde) ons (?:te )?(?:vermoorden|doden)|hij heeft mij weer geslagen|er ni(?:et)? meer uit kom|van de trap gevallen ben maar|(?:schreeuwt|roept) dat (?:hij|ze) me (?:vermoordt|gaat vermoorden)|(?:schopt|bonkt|beukt) (?:tegen|op) de deur",
  someone: "mijn (?:vriend|vriendin|zus|broer|zoon|dochter|neef|nicht|moeder|vader|huisgenoot|maat|beste vriend|beste vriendin)|mijn (?:oma|opa|man|vrouw)|ons (?:manneke|ventje|kind|zoontje|dochtertje|meisje|kindje)|mijn (?:zoontje|dochtertje|kindje|kind)",
  theirEnd: "zichzelf(?: \\S+){0,2} (?:iets aandoen|aandoen|van kant maken|doden|ophangen)|(?:gaat|wil)(?: \\S+){0,3} (?:van|voor)(?: \\S+){0,3} springen|springt (?:van|voor)|alle pillen (?:genomen|ingenomen)|zelfmoord (?:gaat )?plegen|(?:heeft|had) (?:\\S+ )?pillen (?:gespaard|verzameld|opgespaard)",
  unresponsive: "ademt (?:niet|nauwelijks)|bewusteloos|wordt niet wakker|reageert niet|heel suf|erg suf|slap|stuiptrekkingen|epileptische aanval",
  theyTook: "heeft(?: \\S+){0,5} (?:ingenomen|genomen|geslikt|gedronken)|binnengespeeld|ingeslikt|doorgeslikt|in (?:haar|zijn|z n|zn) mond gehad",
  ready: "klaargelegd|liggen klaar|ligt klaar|staat klaar|voorbereid|ligt naast me",
  jump: "(?:ik )?(?:spring|ga springen) (?:van|voor)",
  gone: "(?:ben ik|ik ben) er (?:morgen )?niet meer|beter af zonder mij|over een paar dagen heb ik (?:ze|het|die|dat) niet meer nodig",
  unwell: "duizelig|misselijk|overgegeven|oren suizen|zware hoofdpijn|zo slaperig",
  onEdge: "(?:sta|zit|ben) (?:nu |al |hier )?(?:bij|op|aan) (?:het spoor|de rails|de kade|het dak|de brug)|(?:ga ik erin|loop ik het water in|het water in)|stenen in (?:mijn|mn) zakken|(?:sta|zit|ben) (?:nu |al |hier )?(?:bovenop|boven op|op het dak van|op de bovenste verdieping van) (?:de|het|een|die|dat) (?:\\S+ )?(?:parkeergarage|flat|gebouw|brug|toren|viaduct|kantoor|dak)|(?:sta|zit|ben)(?: \\S+){0,6} (?:bij|op|aan) de rand|(?:mijn )?benen (?:over de rand|bungelen)",
  cantGoOn: "ik kan niet meer|kan het niet meer|geen kracht meer|ik hou het niet meer vol|ik zie het (?:gewoon |echt |allemaal )?niet meer zitten",
  note: "(?:een )?brief (?:op|neergelegd|geschreven|achtergelaten)|afscheidsbrief",
  affairs: "(?:laptop|telefoon) (?:gewist|leeggemaakt)|(?:mijn|mn) (?:spullen|gitaar|spaargeld)(?: \\S+){0,6} gegeven|wachtwoorden (?:opgeschreven|gegeven)|schulden (?:betaald|afgelost)|(?:hoeven|hoef) (?:jullie|je) me niet meer te bellen|ik geef al (?:mijn|mn) spullen weg",
  gasOn: "gas (?:open|aan|opengedraaid)",
  sealed: "ramen (?:dicht|afgeplakt)|deur afgeplakt",
  chest: "pijn op (?:de|mijn|zijn|haar) borst|druk op (?:de|mijn|zijn|haar) borst|beklemmend gevoel",
  spreads: "linkerarm|linker arm|kaak|koud zweet|klam",
  strokeFace: "gezicht hangt|mond(?:hoek)? hangt|scheve mond|mond (?:is )?(?:helemaal )?scheef|scheef gezicht|gezicht (?:is )?(?:helemaal )?scheef|een kant van (?:zijn|haar) gezicht hangt",
  strokeBody: "arm niet (?:meer )?(?:optillen|omhoog)|praat (?:ineens )?(?:wartaal|raar|onduidelijk|brabbel)|kan niet (?:meer )?praten",
  blue: "lippen (?:worden |zijn )?blauw|loopt blauw aan|wordt blauw",
  headHit: "gevallen(?: \\S+){0,8} hoofd|hoofd (?:gestoten|geraakt|bezeerd)",
  selfCut: "(?:heb|ik heb) (?:mezelf|mijzelf) (?:weer )?(?:gesneden|opengesneden)|(?:heb|ik heb) (?:in )?(?:mijn )?(?:onderarm|arm|armen|pols|polsen|bovenbeen) (?:\\S+ ){0,2}(?:gesneden|opengesneden)",
  bleeding: "blijft (?:maar )?bloeden|stopt niet met bloeden|het bloeden (?:stopt|houdt) niet|krijg het bloeden niet gestopt",
  crash: "(?:vol gas )?tegen (?:een|de) (?:boom|muur|pijler|vrachtwagen)|(?:rij|knal) (?:ik )?(?:me )?tegen",
  likeAccident: "(?:als|lijkt op) een ongeluk",
  unlit: "zonder (?:het )?aan te steken|niet aangestoken",
  engine: "(?:auto|motor) (?:draait|laten draaien) in de garage",
  beatsSomeone: "slaat (?:mijn|mn) (?:moeder|mama|zus|broer|vader)",
  schoolThreat: "naar school|op school",
  coAlarm: "co-? ?melder|koolmonoxide",
  insulinStopped: "geen insuline meer",
  overRail: "over de reling|(?:aan de )?(?:andere kant|buitenkant) van de reling|(?:sta|zit) op de reling",
  noWayBack: "niemand (?:gaat|kan|zal) me (?:nog |meer |nu )?(?:tegenhouden|stoppen)|(?:hou|houd) me niet tegen|probeer me niet (?:tegen te houden|om te praten)|ik kom niet (?:meer )?(?:naar beneden|terug)|ik spring (?:nu|zo)|ik ga (?:nu |zo )springen|er is geen weg terug|geen weg terug",
  allergy: "allergisch|allergie|pindas?|pinda|notenallergie|wespensteek|bijensteek|gestoken door een (?:wesp|bij)|epipen|adrenalinepen|anafylaxie|anafylactische",
  airway: "(?<!(?:als|dat) )(?:kan (?:niet|nauwelijks|bijna niet) (?:meer )?ademen|krijgt (?:geen|nauwelijks) (?:lucht|adem)|ademt (?:niet|nauwelijks|moeilijk|piepend)|keel (?:zwelt|zit dicht|gaat dicht|is opgezwollen)|(?:tong|gezicht|lippen) (?:zwelt|zwellen|is opgezwollen|zijn opgezwollen)|stikt)",
  lookedUpDose: "(?:opgezocht|gegoogeld|nagezocht|uitgezocht|gezocht)(?: \\S+){0,3} (?:hoeveel (?:\\S+ ){0,2}(?:nodig (?:zijn|is|heb)|je nodig hebt|dodelijk (?:zijn|is))|(?:de |een )?dodelijke dosis)|hoeveel (?:\\S+ ){0,3}(?:nodig (?:zijn|is)|je nodig hebt) om (?:dood te gaan|te sterven|niet meer wakker te worden)",
  theyKill: "(?:hij|zij|ze)(?: \\S+){0,4} (?:gaat|wil|zal) (?:\\S+ ){0,2}(?:vermoorden|doodmaken|neersteken|neerschieten|doodsteken|doodschieten)|(?:gaat|wil) (?:hem|haar|zijn \\S+|haar \\S+) (?:vermoorden|doodmaken|neersteken|neerschieten)",
  noAnswer: "neemt (?:de telefoon |zijn telefoon |haar telefoon )?niet (?:meer )?op|reageert niet (?:meer )?op (?:berichten|appjes|mijn berichten)|antwoordt niet (?:meer)?|(?:zijn|haar) (?:telefoon|gsm|mobiel) (?:staat )?uit|is niet meer bereikbaar",
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
  doIt: "(?:to )?zrobie|zrobie to|postanowilam|postanowilem|teraz tylko czekam|(?:jak|jesli) to nie bedzie wypadek|(?:juz )?wszystko (?:postanowil(?:am|em)|zdecydowal(?:am|em))|skoncze z tym",
  farewell: "zegnajcie|zegnam (?:sie|was)|(?:to )?moja ostatnia wiadomosc|(?:to )?moj ostatni wpis|ostatni raz (?:tu |tutaj )?pisze|(?:to )?moj ostatni post",
  thanks: "(?:dziekuje|dzieki) za wszystko|dziekuje wam za wszystko|(?:dzieki|dziekuje)(?: ,)? ze mnie znosil\\p{L}*",
  parting: "przepraszam|wybaczcie(?: mi)?|nie szukajcie mnie|juz mnie nie zobaczycie|zaopiekujcie sie (?:moim|moja|moimi)|chcial(?:am|em) tylko komus powiedziec|nie dzwoncie|kochal(?:am|em) was",
  killOther: "(?<!sie )zabije (?:go|ja|ich|tego|te|mojego|moja)|(?:go|ja) zabije|zadzgam|zastrzele (?:go|ja)",
  weapon: "noz|nozem|pistolet|bron|siekiere|siekiera",
  deserves: "zasluzyl(?:a)?|zaplaci za to",
  harmsMe: "(?:bije|bil|pobil|dusil|zgwalcil) mnie|mnie (?:bije|bil|pobil|dusi|dusil)|grozi(?:l)?(?: mi)? ze (?:mnie )?zabije|grozi(?:l)?(?: \\S+){0,3} ze (?:nas|mnie)(?: \\S+){0,2} zabije|zabije nas|ma noz (?:, )?pomocy|pomocy (?:, )?ma noz|ma noz i (?:grozi|krzyczy)|bije (?:moja )?mame|nas pozabija|pozabija nas|uderzyl mnie|wali w drzwi|(?:zamknelam|zamknalem) sie (?:z nimi )?w (?:pokoju|lazience)|zlamal mi (?:palce|reke|nos)|wali w (?:nie|drzwi)|mi zlamal (?:palce|reke|nos)|krzyczy ze mnie zabije|kopie w drzwi",
  someone: "(?:moj|moja) (?:kolega|kolezanka|przyjaciel|przyjaciolka|brat|siostra|syn|corka|chlopak|dziewczyna|mama|tata)|kolega|kolezanka|przyjaciolka|przyjaciel|(?:moj|moja) (?:babcia|dziadek|maz|zona|dziecko)|babcia|dziadek|kumpel|kumpela",
  theirEnd: "(?:skacze|skoczy|chce skoczyc) z (?:mostu|dachu|okna|balkonu)|chce sie zabic|zabije sie|(?:wziela|wzial|polknela|polknal) wszystkie|zegnajcie.{0,60}wylaczyl(?:a)? telefon|ma sznur w|zbieral(?:a)? (?:tabletki|leki)",
  unresponsive: "nie oddycha|ledwo oddycha|nieprzytomn[aey]|nie budzi sie|nie reaguje|belkocze|opadniety kacik ust|nie moze podniesc reki|dziwnie oddycha|nie wstaje|ma drgawki|atak padaczki",
  theyTook: "wypil[aoy]?|wypila|polknal[aoy]?|polknela|wzial[aoy]?|wziela|zazyl[aoy]?|lyknal[aoy]?|lyknela",
  ready: "przygotowan[aye]|przygotowalam|przygotowalem|gotow[aey]|czeka na (?:mnie|stole)|kamienie w kieszeniach",
  jump: "(?:skocze|rzuce sie) (?:z|pod)",
  gone: "juz mnie nie bedzie|nie bedzie mnie (?:juz|jutro)|lepiej beze mnie|za (?:kilka|pare) dni nie (?:beda|bedzie) mi (?:juz )?potrzebn\\p{L}*",
  unwell: "kreci mi sie w glowie|wymiotuje|wymiotowalam|wymiotowalem|szumi mi w uszach|slabo mi|niedobrze mi",
  onEdge: "(?:siedze|stoje|jestem) (?:na|przy|pod) (?:dachu|torach|moscie|nabrzezu|wiadukcie)|(?:siedze|stoje|jestem) przy (?:krawedzi|barierce)|(?:wchodze|weszlam|wszedlem) do (?:wody|rzeki|morza|jeziora)|kamienie w kieszeniach|(?:siedze|stoje|jestem) na (?:krawedzi|gzymsie|parapecie)|(?:z )?nogami (?:za krawedzia|w powietrzu|nad przepascia)",
  cantGoOn: "(?:juz )?nie mam (?:juz )?sily|nie daje rady|nie wytrzymam|juz nie moge",
  note: "napisal(?:a|em|am)? list|zostawil(?:a|em|am)? list|list pozegnalny|kartke pozegnalna",
  affairs: "rozdal(?:a|em|am) (?:swoje )?rzeczy|(?:zostawil(?:a|em|am)|dal(?:a|em|am)) (?:haslo|hasla|pin)|splacil(?:a|em|am) (?:dlugi|dlug)|oddal(?:a|em|am) (?:kota|psa)|splacil(?:em|am) (?:wszystkie )?dlugi|(?:kotem|psem) zajmie sie|klucze zostawil(?:em|am)|polisa na zycie|(?:laptop|telefon) dla \\S+ (?:juz )?spakowany|kot u sasiadki|rozdaje wszystkie (?:swoje )?rzeczy",
  gasOn: "odkrecil(?:a|em|am) gaz|gaz (?:odkrecony|wlaczony)|odkrecil(?:em|am) (?:wszystkie )?kurki",
  sealed: "zamknel(?:a|em|am) (?:wszystkie )?okna|zakleil(?:a|em|am) (?:drzwi|szpary)|pozamykal(?:em|am) (?:wszystkie )?okna",
  chest: "(?:bol|ucisk|gniecie|boli) (?:w )?(?:klatce|klatka)|trzyma sie za klatke|klatka piersiowa",
  spreads: "lewej reki|lewa reka|lewego ramienia|szczeki|szczeka|zimny pot|spocony|spocona|(?:caly|cala) szar[ya]",
  strokeFace: "opadniety kacik|krzywa buzia|krzywe usta|twarz (?:opadla|krzywa|opadnieta)|(?:krzywe|wykrzywione) usta|krzywa twarz|usta (?:ma )?(?:cale )?(?:krzywe|wykrzywione)|opadl(?:a|o)? (?:mu|jej) (?:kacik|polowa twarzy)",
  strokeBody: "nie moze podniesc reki|belkocze|mowi (?:dziwnie|niewyraznie)",
  blue: "sine usta|usta (?:robia sie |sa )?sine|sinieje",
  headHit: "(?:spadl|spadla|upadl|upadla|przewrocil(?:a)?)(?: \\S+){0,8} glow[aey]|uderzyl(?:a)? sie w glowe",
  selfCut: "(?:znowu )?sie (?:pocielam|pocialem|pocial|pociela)|pocielam sie|pocialem sie|(?:przecielam|przecialem) (?:sobie )?(?:reke|nadgarstki|zyly)|(?:przecielam|przecialem|pocielam|pocialem) (?:sobie )?(?:przedramie|przedramiona|udo|uda)",
  bleeding: "krew (?:leci|cieknie)(?: \\S+){0,3} (?:nie chce przestac|nie przestaje)|nie moge zatamowac|krew nie przestaje (?:leciec|plynac)|nie moge zatrzymac krwi|krwawienie nie ustaje",
  crash: "wjade w (?:tira|drzewo|mur|filar|ciezarowke)|(?:rozbije sie|rozwale sie) o",
  likeAccident: "(?:na|jak) wypadek",
  unlit: "nie zapalajac|bez zapalania",
  engine: "samochod (?:wlaczony|chodzi) w garazu",
  beatsSomeone: "(?:pchnal|uderzyl|bije|popchnal) mame",
  missing: "wyszedl w nocy|wyszla w nocy|telefon wylaczony",
  cold: "minus (?:\\S+nascie|\\S+dziesci|\\d+)|bez kurtki",
  coAlarm: "czujnik czadu|czad",
  insulinStopped: "nie biore insuliny",
  overRail: "stoje na (?:barierce|balustradzie)|(?:przeszlam|przeszedlem|przelazlam|przelazlem) przez (?:barierke|balustrade|porecz|barierki)|za barierka",
  noWayBack: "nie zejde|juz nie zejde|nie wroce|nikt mnie (?:juz )?nie (?:powstrzyma|zatrzyma)|nie (?:probujcie|probuj) mnie (?:powstrzymac|zatrzymac|przekonac)|(?:zaraz|teraz) (?:skocze|skacze)|nie ma odwrotu|nie ma (?:juz )?powrotu",
  allergy: "uczulon[ya]|uczulenie|alergia|alergie|alergii|alergiczn\\p{L}*|orzeszki|orzechy|orzeszkow|uzadlil[aoy]? (?:go|ja|mnie) (?:osa|pszczola)|uzadlenie|epipen|adrenalin[aey]|wstrzykiwacz|anafilaks\\p{L}*|wstrzas anafilaktyczny",
  airway: "(?<!(?:jesli|jezeli|ze|gdyby) )(?:nie (?:moze|moge|jest w stanie) (?:zlapac )?oddychac|nie moze zlapac (?:tchu|powietrza)|ledwo oddycha|dusi sie|gardlo (?:puchnie|mu puchnie|jej puchnie|sie zamyka|spuchniete)|(?:jezyk|twarz|usta) (?:puchnie|puchna|spuchl\\p{L}*|spuchniet\\p{L}*))",
  lookedUpDose: "(?:sprawdzil(?:am|em)|szukal(?:am|em)|wygooglowal(?:am|em)|czytal(?:am|em))(?: \\S+){0,4} (?:ile (?:\\S+ ){0,2}(?:trzeba|potrzeba|wystarczy)|(?:dawke|dawka) smierteln[ae])|ile (?:\\S+ ){0,3}(?:trzeba|potrzeba|wystarczy) (?:zeby|by|aby) (?:umrzec|sie nie obudzic)",
  theyKill: "(?:zadzga|zastrzeli|pozabija) (?:ja|go|ich)|(?:idzie|poszedl|poszla|chce) (?:ja|go|ich) zabic|(?:idzie|chce) zabic (?:swoja|swojego|ja|go|ich)",
  noAnswer: "nie odbiera|nie odpisuje|przestal(?:a)? (?:odpisywac|odpowiadac|odbierac)|(?:telefon|komorke) (?:ma )?wylaczon[ya]|wylaczyl(?:a)? telefon",
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
  doIt: "yapacagim|karar verdim|bitecek|bitiricem|ayarladim|kararimi verdim|her seyi (?:ayarladim|hallettim)|bu gece bitiriyorum",
  farewell: "hoscakalin|elveda|(?:bu )?son mesajim|(?:bu )?(?:buraya )?son (?:yazim|yazisim|gonderim|paylasimim)|son kez yaziyorum",
  thanks: "her sey icin (?:tesekkurler|tesekkur ederim|sagolun)|(?:beni )?(?:cektiginiz|katlandiginiz) icin (?:tesekkurler|tesekkur ederim|sagolun)",
  parting: "beni affedin|hakkinizi helal edin|beni aramayin|beni bir daha gormeyeceksiniz|(?:kedime|kopegime|cocuklarima) iyi bakin|(?:bana )?kizmasin|uzulmesin|beni beklemeyin|ben gitmeden|sizi (?:cok |hep )sevdim",
  killOther: "(?<!kendimi )(?:oldurecegim|bicaklayacagim|vuracagim)|sikicam|sikacagim|vurucam|vuracak",
  weapon: "bicak|bicagi|bicakla|silah|silahi|tabanca|tufek|ruhsatsiz|tabancasini|silahini|silahin",
  deserves: "hak ediyor|hak etti|odeyecek",
  harmsMe: "beni (?:dovuyor|dovdu|bogdu|tehdit ediyor)|oldurmekle tehdit|beni oldurecegini|bizi oldurecek|bizi oldurmekle tehdit|bana vuruyor|kapiyi kiriyor|beni dovuyo(?! (?:tavlada|satrancta|okeyde|oyunda|macta))|pasaportumu aldi|kilitli tutuyor|(?:yine )?dovuyor|kafami duvara vurdu|kapiyi tekmeliyor|banyoya kilitlendim|kilitlendi(?:m|k)|elinde bicak|(?:seni )?oldurecegim diye bagiriyor",
  someone: "arkadasim|kardesim|ablam|abim|kizim|oglum|annem|babam|sevgilim|babaannem|anneannem|dedem|esim|bebegim",
  theirEnd: "atlayacagini|atlayacak|kendini oldurecek|intihar edecek|butun (?:haplari|ilaclari) icti|hoscakalin herkes|koprudan atlayacak|kopruye gidicem|(?:hap|ilac)(?:lari)? biriktiriyormus",
  unresponsive: "nefes almiyor|bayildi|bilinci kapali|uyanmiyor|tepki vermiyor|nefes almiyo|yere yigildi|uyanmiyo|havale geciriyor|nobet geciriyor",
  theyTook: "icti|yuttu|aldi|icmis|yutmus",
  ready: "hazirladim|hazir duruyor|bagladim",
  jump: "(?:atlayacagim|kendimi atacagim)",
  gone: "artik burada olmayacagim|yarin burada olmayacagim|(?:birkac|bir iki) gun (?:sonra|icinde) (?:artik )?(?:ihtiyacim olmayacak|lazim olmayacak)",
  unwell: "basim donuyor|kusuyorum|midem bulaniyor|kustu",
  onEdge: "(?:kopruduyum|koprudeyim|cati(?:dayim|dayim)|catidayim|raylardayim|ucurumun kenarindayim|rayların yanindayim|balkonun kenarindayim|catinin kenarindayim)|(?:denize|suya) (?:yuruyorum|giriyorum)|(?:koprunun|binanin|catinin) (?:ustundeyim|tepesindeyim)|(?:kenarinda|kenarina) (?:oturuyorum|oturdum)|ayaklarim (?:bosta|bosluga sarkiyor)",
  cantGoOn: "artik (?:yoruldum|dayanamiyorum|dayanamiyom)|dayanamiyorum|gucum kalmadi|yoruldum",
  note: "mektup yazdim|not (?:yazdim|biraktim)|veda mektubu|mektubu? (?:masaya |masanin ustune |yatagin ustune )?(?:koydum|biraktim)",
  affairs: "(?:kedimi|kopegimi) (?:arkadasa|birine) verdim|borclarimi odedim|herkese helallik|esyalarimi dagittim|sifremi biraktim|(?:kediyi|kedimi|kopegi|kopegimi) \\S+ verdim|yeni evi|parayi (?:anneme|babama|kardesime) aktardim|(?:tum|butun) esyalarimi (?:dagitiyorum|verdim)",
  gasOn: "gazi (?:actim|acik biraktim)",
  sealed: "(?:camlari|pencereleri) (?:kapattim|bantladim)|kapiyi bantladim",
  chest: "gogsu(?:m)? (?:agriyor|sikisiyor|yaniyor)|gogus agrisi|gogsunde (?:agri|baski|sikisma)|gogsunu tutuyor",
  spreads: "sol kol(?:uma|una|u)?|cene(?:me|sine)?|soguk ter",
  strokeFace: "agzi (?:bir tarafa )?kaydi|yuzu (?:kaydi|kaymis|dusmus)|agzi (?:carpik|egri)|agzi (?:egildi|carpildi)|yuzunun bir tarafi (?:dustu|kaydi|dusuk)",
  strokeBody: "kolunu kaldiramiyor|konusamiyor|konusmasi (?:bozuldu|garip)",
  blue: "dudaklari (?:morardi|mosmor|mavi)|morariyor",
  headHit: "(?:dustu|dusmus)(?: \\S+){0,8} (?:kafasini|basini)|kafasini carpti|basini carpti",
  selfCut: "(?:kolumu|bileklerimi|bilegimi|kendimi) (?:yine )?(?:jiletle )?kestim|jiletle (?:kolumu|bileklerimi|bilegimi|kendimi)? ?kestim",
  bleeding: "kan durmuyo(?:r)?|kanama durmuyo(?:r)?|kani durduramiyorum",
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
  overRail: "korkulugun (?:ustundeyim|disindayim|disinda|ote tarafindayim)|korkulugun dis tarafina gectim|korkulugu (?:gectim|astim)",
  noWayBack: "artik geri (?:donmek istemiyorum|donmeyecegim|donmicem)|(?:artik )?geri donus yok|kimse (?:beni )?(?:durduramaz|durduramayacak)|beni (?:durdurmaya|vazgecirmeye) calismayin|(?:simdi|birazdan|su an) atlayacagim|asagi inmeyecegim|inmeyecegim",
  allergy: "alerji(?:si|m|k)?|alerjisi var|fistik|fistiga|fistikli|ari (?:sokmasi|soktu)|epipen|adrenalin kalemi|anafilaksi|anafilaktik",
  airway: "(?<!(?:ya) )(?:nefes (?:alamiyor|alamiyorum|alamiyo|almakta zorlaniyor)|nefesi (?:daraliyor|kesiliyor|yetmiyor)|bogazi (?:sisti|sisiyor|kapaniyor|daraliyor)|(?:yuzu|dili|dudaklari) (?:sisti|sisiyor)|boguluyor)",
  lookedUpDose: "(?:kac (?:\\S+ ){0,2}(?:gerektigini|yettigini|oldurdugunu)|(?:olumcul|oldurucu) dozu?)(?: \\S+){0,3} (?:arastirdim|baktim|googleladim|ogrendim|aradim)",
  theyKill: "(?:onu|kizi|kadini|karisini|sevgilisini|kiz arkadasini|birini) (?:oldurecek|oldurecekmis|bicaklayacak|bicaklayacakmis|vuracak|vuracakmis)",
  noAnswer: "(?:telefonu|telefonunu) (?:acmiyor|kapatti|kapali)|cevap vermiyor|mesajlara donmuyor|aramalara donmuyor|ulasamiyorum",
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
  doIt: "сделаю это|зроблю це|я (?:решил|вирішив)\\p{L}*|от тоді|вот тогда|я (?:вс[её]|все) (?:решил|вирішил|вирішив|вирішила)\\p{L}*|покончу с этим|покінчу з цим",
  farewell: "прощайте|прощавайте|(?:моё|мое|моє) (?:последнее|останнє) (?:сообщение|повідомлення)|(?:мой|мій|это|це) (?:последний|останній) (?:пост|допис)|последний раз (?:здесь |тут )?пишу|востаннє (?:тут )?пишу|останній раз (?:тут )?пишу",
  thanks: "спасибо за вс[её]|дякую за все|всем спасибо|(?:дякую|спасибо|спасибі),? (?:що|что|за то что) (?:терпіли|терпели)",
  parting: "простите меня|пробачте|не ищите меня|не шукайте мене|вы меня больше не увидите|ви мене більше не побачите|позаботьтесь о|подбайте про|простите все|простите всех|телефон оставлю|пишу последнее|меня не ждите|мене не чекайте|не ждите|не чекайте|пока я (?:ещ[её] )?могу|поки я (?:ще )?тут|я вас (?:любил|любила|любив)|прости меня|прости за вс[её]|пробач мене|пробач за все",
  killOther: "убью (?!себя)\\p{L}+|зарежу|застрелю|вб'ю (?!себе)\\p{L}+|заріжу|дочекаюсь його|подожду его|дождусь его|поріже|порежет|зарежет",
  weapon: "нож|ножик|пистолет|ружь[её]|ніж|пістолет|рушниц\\p{L}*|нож\\p{L}*",
  deserves: "заслужил\\p{L}*|заслужив|поплатится|поплатиться",
  harmsMe: "бь[её]т меня|избивает меня|бил меня|душил меня|изнасиловал\\p{L}*|угрожает(?: \\p{L}+){0,2} убить|говорит(?: что)? убь[её]т|(?:меня )?бь[её]т и говорит|б'є мене|бив мене|душив мене|погрожує(?: \\p{L}+){0,2} вбити|згвалтував\\p{L}*|убь[её]т нас|(?:орет|кричит)(?: что)? убь[её]т|(?:опять|снова) бь[её]т|разбил мне губу|убь[её]т если|кровь из носа|дверь выносит|ломает дверь|(?:сказал|сказала|говорит)(?: \\p{L}+){0,5} убь[её]т|рука не двигается|кровь из уха|знов б[ʼ']є|ламає двері|замкнулась у ванній|кричить(?:,)? що (?:вб[ʼ']є|уб[ʼ']є) мене",
  someone: "подруга|друг|брат|сестра|сын|дочь|подружка|син|донька|бабушка|дедушка|муж|жена|ребенок|ребёнок|бабуся|дідусь|дитина|реб[её]нок|ребенку|у мужа|у жены|мой муж|моя жена|реб[её]н\\p{L}*|дитин\\p{L}*|мама|мамы|маме|маму|мами|мамі|папа|тато|сына|сыну|дочк\\p{L}*|доньк\\p{L}*",
  theirEnd: "(?:на|с|з|из) (?:мосту|моста|крыше|крыши|даху|балконе|балкона|балконі|окна|вікна)(?: \\p{L}+){0,5} (?:прыгн|спрыгн|стрибн)\\p{L}*|(?:прыгн|спрыгн|стрибн)\\p{L}* (?:с|з|из) (?:крыши|моста|мосту|окна|балкона|даху|вікна)|поконч\\p{L}* с собой|покінч\\p{L}* (?:з|із) собою|убь[её]т себя|вб'є себе|прощай.{0,60}не берет трубку|копит таблетки|накопил\\p{L}* (?:\\p{L}+ )?(?:таблет\\p{L}*|снотворн\\p{L}*|пігул\\p{L}*)|назбирал\\p{L}* (?:\\p{L}+ )?(?:таблет\\p{L}*|пігул\\p{L}*)",
  unresponsive: "не дышит|без сознания|не просыпается|не реагирует|не дихає|не прокидається|непритомн\\p{L}*|не відповідає|дихає (?:дуже )?дивно|дышит (?:очень )?странно|встать не может|не может встать|почти не говорит|конвульс\\p{L}*|эпилептическ\\p{L}* приступ|епілептичн\\p{L}* напад",
  theyTook: "выпил\\p{L}*|наглотал\\p{L}*|проглотил\\p{L}*|випив\\p{L}*|випила|наковтал\\p{L}*|проглотил\\p{L}*",
  onEdge: "(?:сижу|стою|я) (?:на|у) (?:крыше|мосту|путей|путях|рельсах|обрыве|даху|мості|коліях)|(?:зашла|зашел|зашёл|захожу|иду) в (?:воду|залив|реку|море)|у (?:самого )?края платформы|на даху|на крыше (?:\\p{L}+ ){0,2}(?:дома|многоэтажки|девятиэтажки|высотки|общаги|здания)|(?:сижу|стою|я) (?:на|у) (?:краю|карнизе|парапете)|(?:сиджу|стою|я) на (?:краю|парапеті|карнизі)|на самому краю|на самом краю|ноги (?:свесил\\p{L}*|звісил\\p{L}*|звесил\\p{L}*)",
  cantGoOn: "больше не могу|не могу больше|нет сил|сил больше нет|більше не можу|немає сил|не можу більше|так більше не можу|не витримую",
  note: "записк\\p{L}* (?:написал\\p{L}*|оставил\\p{L}*|лежит)|написал\\p{L}* записк\\p{L}*|прощальн\\p{L}* (?:письмо|записк\\p{L}*)|записку написав|написал\\p{L}* (?:всем )?письма|листа (?:\\p{L}+ )?написав",
  affairs: "раздал\\p{L}* (?:свои )?(?:вещи|всё|все)|оставил\\p{L}* пароли|отдал\\p{L}* (?:кота|собаку)|долги (?:отдал\\p{L}*|закрыл\\p{L}*)|пристроил\\p{L}* (?:собаку|кота|кошку)|новый дом|новий дім|проверил\\p{L}* страховку|документы на квартиру|віддал\\p{L}* кота|переписал\\p{L}* машину|раздаю все (?:свои )?вещи|роздаю всі (?:свої )?речі|роздав\\p{L}* всі (?:свої )?речі",
  gasOn: "открыл\\p{L}* газ|газ (?:открыт|включ\\p{L}*)",
  sealed: "закрыл\\p{L}* (?:все )?окна|заклеил\\p{L}* (?:дверь|щели)",
  chest: "(?:давит|болит|жжёт|жжет) в груди|боль в груди|(?:давит|болит) грудь",
  spreads: "(?:в )?левую руку|(?:в )?челюсть|холодный пот|(?:весь |вся )?(?:бледный|бледная|потный|потная)",
  strokeFace: "(?:лицо|рот) (?:перекосило|перекошен\\p{L}*)|перекосило (?:лицо|рот)|(?:рот|лицо|обличчя) (?:перекосилось|перекосило|перекривило|перекривилось|кривой|криве|кривое)|кривой рот|кривий рот|перекосило (?:ей|ему|їй|йому) (?:лицо|рот)",
  strokeBody: "не может поднять руку|речь (?:невнятная|спутанная)|не может говорить|путается в словах",
  blue: "губы (?:синие|посинели)|посинел\\p{L}*|губи (?:сині|синіють|посиніли)|посинів\\p{L}*|посиніл\\p{L}*|синіють|синіє|синеет|губы син\\p{L}*|синеют|посинел\\p{L}*",
  headHit: "(?:упал\\p{L}*|свалил\\p{L}*)(?: \\p{L}+){0,8} голов\\p{L}*|ударил\\p{L}* голов\\p{L}*|упала в ванной",
  selfCut: "порезал\\p{L}* (?:лезвием|себя|руку|руки|вены)|опять порезал\\p{L}*|порізав\\p{L}* (?:себе|руку|руки)|порезал\\p{L}* (?:себе )?(?:предплечье|запястье|запястья|бедро)|порізал\\p{L}* (?:собі )?(?:передпліччя|зап[ʼ']ястя|стегно)",
  bleeding: "кровь не останавливается|не могу остановить кровь|кров не зупиняється|кров[^.!?]{0,80}не (?:зупиняється|спиняється)|кровь[^.!?]{0,80}не (?:останавливается|прекращается)|не можу зупинити кров\\p{L}*|кров (?:хлище|хлюще)|кровь хлещет",
  crash: "(?:врежусь|въеду|разобьюсь) (?:в|о)",
  likeAccident: "(?:как|на) несчастный случай|як нещасний випадок",
  unlit: "не (?:зажига|поджига|зажёг|зажег|зажгл)\\p{L}*",
  engine: "машина (?:работает|заведена) в гараже",
  unwell: "тошнит\\p{L}*|тошнить|вс[её] плыв[её]т|кружится голова|язик заплітається",
  gone: "меня (?:уже )?не будет|мене (?:вже )?не буде|(?:через|за) (?:пару|несколько|кілька|декілька) дн\\p{L}* (?:мне |мені )?(?:это |они |це |вони )?(?:не понадоб\\p{L}*|не знадоб\\p{L}*)",
  beatsSomeone: "б'є маму|бь[её]т маму|бьет маму",
  hoarded: "коплю|откладываю|збираю|ховаю",
  schoolThreat: "в школу|до школи|в нашому класі|в груповий чат",
  insulinStopped: "не колю інсулін|не колю инсулин|не ввожу інсулін",
  cold: "провалил\\p{L}*(?: под л[её]д)?|весь мокрый|мороз",
  overRail: "стою на (?:перилах|поручнях)|перелез\\p{L}* (?:через|за) (?:перила|ограждение)|переліз\\p{L}* (?:через|за) (?:перила|поруччя|огорожу)|за перилами|за поруччям",
  noWayBack: "шагну|(?:сейчас|зараз) (?:прыгну|стрибну|шагну)|не (?:спущусь|слезу|злізу|спущуся)|не отговаривай\\p{L}*|не відмовля\\p{L}*|не (?:пытайтесь|пытайся|намагайтеся|намагайся) (?:меня |мене )?(?:остановить|отговорить|зупинити|відмовити)|никто (?:меня )?не остановит|ніхто (?:мене )?не зупинить|пути назад нет|назад дороги нет|зроблю крок|сделаю шаг",
  allergy: "аллерги\\p{L}*|алерг\\p{L}*|арахис\\p{L}*|арахіс\\p{L}*|укусил\\p{L}* (?:оса|пчела)|вкусил\\p{L}* (?:оса|бджола)|ужалил\\p{L}*|эпипен|епіпен|адреналин\\p{L}*|адреналін\\p{L}*|анафилакт\\p{L}*|анафілакт\\p{L}*",
  airway: "(?<!(?:если|что|якщо|що) )(?:не (?:может|можу|могу|може) (?:дышать|дихати|вдохнуть|вдихнути)|задыха\\p{L}*|задиха\\p{L}*|горло (?:опух\\p{L}*|отек\\p{L}*|отёк\\p{L}*|набряк\\p{L}*|сжимается|закрывается)|(?:язык|язик|лицо|обличчя|губы|губи) (?:опух\\p{L}*|отек\\p{L}*|отёк\\p{L}*|набряк\\p{L}*|распух\\p{L}*)|не хватает воздуха|не вистачає повітря)",
  lookedUpDose: "(?:гуглил\\p{L}*|погуглил\\p{L}*|загуглил\\p{L}*|искал\\p{L}*|посмотрел\\p{L}*|гуглив|гуглила|погуглив|загуглив|шукав|шукала|подивив\\p{L}*)(?: \\p{L}+){0,3},? (?:сколько (?:\\p{L}+ ){0,2}(?:нужно|надо|хватит)|скільки (?:\\p{L}+ ){0,2}(?:треба|потрібно|вистачить)|смертельн\\p{L}* доз\\p{L}*)|сколько (?:\\p{L}+ ){0,3}(?:нужно|надо) (?:чтобы|чтоб) (?:умереть|не проснуться)|скільки (?:\\p{L}+ ){0,3}(?:треба|потрібно) щоб (?:померти|не прокинутися)",
  theyKill: "(?:убь[её]т|зарежет|застрелит|прирежет|вб[ʼ']є|заріже|застрелить) (?:её|ее|его|свою|своего|жену|девушку|її|його|дружину|дівчину)|(?:хочет|собирается|збирається|хоче) (?:её |ее |его |її |його )?(?:убить|зарезать|застрелить|вбити|зарізати|застрелити)",
  noAnswer: "не (?:бер[её]т|бере) (?:трубку|слухавку|телефон)|перестал\\p{L}* (?:отвечать|брать трубку)|перестав\\p{L}* (?:відповідати|брати слухавку)|не отвечает|телефон (?:выключен|вимкнен\\p{L}*)|(?:выключил|вимкнул|вимкнув)\\p{L}* телефон|вне зоны доступа",
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
