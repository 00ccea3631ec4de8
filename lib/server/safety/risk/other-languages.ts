// The commonest ways of saying one wants to die, will kill oneself, or has begun to, in the languages
// people in Europe and the Americas most often write when English is not theirs (decision 013, amendment
// i). Not the English rules' depth: their core words, so that a person in danger who writes in Spanish
// or Polish is not answered as if nothing were said. A "what if", a fear or OCD named in the same
// language makes it a question (the check-in) rather than an alarm; a negation before a wish ("no quiero
// morir": I don't want to die) is no wish. Read on the canonical text: lower case, accents and
// apostrophes gone ("me quiero matar", "jai envie de mourir", "ich mochte sterben", "nie chce zyc").
import type { RiskCategory, RiskLevel } from "@/lib/domain/risk";
import { eastAsianFindings } from "./east-asian";
import { worldLanguageFindings } from "./world-languages";
import { LAUGHED_OFF } from "./scripts";
import * as words from "./other-language-situations";
import type { Lexicon, SituationReader } from "./other-language-situations";

interface Language {
  /** [category, words] of a statement of risk. */
  risk: [RiskCategory, RegExp][];
  /** Words that hold it as a fear, a doubt or OCD. */
  frame: RegExp;
  /** Its words for the situations of ./other-language-situations.ts. */
  lexicon: Lexicon;
}

const LANGUAGES: Record<string, Language> = {
  spanish: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bespero no (?:volver a )?despertar(?:me)? (?:nunca|mas|nunca mas)\b|\bojala no (?:me )?despierte (?:mas|nunca)\b/],
      // The body in danger now: bleeding in pregnancy, a throat closing, bleeding that will not stop.
      ["emergency", /\bembarazada\b[^.]{0,60}\bsangrando (?:mucho|muchisimo)|\bsangrando (?:mucho|muchisimo)\b[^.]{0,60}\bembarazada\b|\bse me cierra la garganta\b|\bno (?:para|deja) de sangrar\b/],
      ["wish_dead", /\b(?<!no )(?:quiero|quisiera|deseo) (?:morir(?:me)?|estar muert[oa]|desaparecer para siempre|dejar de existir)\b|\bme quiero morir\b|\bojala (?:me muriera|no despertar|me pasara algo)|\bno quiero (?:seguir )?(?:vivir|viviendo|despertar(?:me)?\b(?! (?:tan |muy )?(?:temprano|pronto|a las|antes|de madrugada)))\b|\bestarian mejor sin mi\b/],
      // Passive: better off dead, tired of living, sleeping and not waking, nobody would miss me.
      ["wish_dead", /\b(?<!no )(?:ojala|quisiera|desearia|preferiria|prefiero) (?:estar muert[oa]|estuviera muert[oa]|estuviese muert[oa]|morir(?:me)?|me muriera|no (?:existir|haber nacido|hubiera nacido|despertar(?:me)?|estar aqui)|nunca (?:haber|hubiera) nacido|desaparecer|dormir(?:me)? y no despertar(?:me)?|me atropell\w+)\b|\b(?<!no )(?:quiero|quisiera) (?:desaparecer|dormir(?:me)? y no (?:volver a )?despertar(?:me)?)\b|\b(?:estaria|estarian|estariamos) mejor (?:muert[oa]s?|sin mi)\b|\bmejor (?:estar )?muert[oa]\b|\b(?:cansad[oa]|hart[oa]) de (?:vivir|la vida|existir)\b|\b(?:para que|que sentido tiene|no vale la pena) (?:seguir )?vivir\b|\bla vida no tiene (?:ningun )?sentido\b|\bnadie me (?:echaria de menos|extranaria)\b|\bpara que (?:sigo|seguir) (?:viviendo|vivir)\b/],
      ["intent", /\b(?:me voy a|voy a|quiero|pienso|pienso en|pensando en|me quiero) (?:matarme|suicidarme|quitarme la vida)\b|\bme (?:voy a|quiero) (?:matar|suicidar|quitar la vida)\b|\bquitarme la vida\b|\bacabar con (?:mi vida|todo)\b|\bsuicidarme\b|\bme (?:voy a tirar|tiro|tirare) (?:del|de un|de la|por la|al|bajo)\b/],
      ["act", /\b(?:me (?:he )?(?:corte|cortado|tome todas|tome todos)|me estoy cortando|(?:me )?tome (?:todas las|todos los|un monton de|muchas) (?:pastillas|pildoras|medicamentos|remedios)|sobredosis|intente (?:matarme|suicidarme|quitarme la vida|ahorcarme)|(?:ya )?lo hice y (?:sangra|estoy sangrando)|no (?:para|deja) de sangrar)\b/],
      ["other_at_risk", /\bse (?:va a|quiere) (?:matar|suicidar|quitar la vida|tirar (?:del|de un|por la|al))\b/],
      // Someone beaten at home now: "mi padrastro le está pegando a mi mamá".
      ["other_at_risk", /\b(?:le |la |lo )?(?:esta|estan) (?:pegando|golpeando|ahorcando|estrangulando|pateando|dando una paliza) (?:a )?(?:mi|mis) (?:madre|mama|hermana|hermano|hij[oa]|abuel[oa]|padre|papa)\b/],
    ],
    frame: /\b(?:y si|miedo|me da miedo|tengo miedo|me aterra|pensamientos? intrusivos?|toc|la idea de)\b/,
    lexicon: words.SPANISH,
  },
  french: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bjespere (?:ne plus|ne jamais) me reveiller\b|\bjespere que je ne me reveillerai (?:plus|jamais)\b/],
      ["intent", /\bje vais sauter (?:ce soir|cette nuit|demain|du pont|de la fenetre|du toit)\b/],
      ["act", /\bjme suis (?:coupee?|scarifiee?)\b/],
      ["plan", /\bcest fini pour moi\b.{0,120}\b(?:fusil|arme|corde|cachets|medocs)\b|\b(?:fusil|arme|corde)\b.{0,120}\bcest fini pour moi\b/],
      ["plan", /\bde quoi en finir\b|\bjai (?:achete|pris|trouve|prepare|ce quil faut|tout ce quil faut) de quoi le faire\b|\ben finir (?:ce soir|cette nuit|demain)\b/],
      ["act", /\bjai (?:avale|pris) toute la boite\b/],
      ["emergency", /\bma gorge se (?:ferme|serre)\b|\benceinte\b[^.]{0,60}\bsaigne (?:beaucoup|enormement)|\bsaigne (?:beaucoup|enormement)\b[^.]{0,60}\benceinte\b|\bca ne (?:sarrete|s arrete) pas de saigner\b/],
      ["wish_dead", /\b(?<!aucune |pas |plus |nulle )(?:je veux|jai envie de|je voudrais|envie de) (?:vraiment |juste |tellement |seulement )?mourir\b|\bje (?:ne )?veux (?:plus|pas) vivre\b|\bplus envie de vivre\b|\bmieux sans moi\b|\ba quoi bon vivre\b/],
      // Passive: better off dead, tired of living, not waking, nobody would miss me.
      ["wish_dead", /\b(?:je|j) ?(?:voudrais|veux|aimerais|prefererais|prefere|jaimerais|jvoudrais|jveux) (?:juste )?(?:etre mort(?:e)?|disparaitre|ne (?:plus|pas|jamais) (?:exister|me reveiller|etre la|etre ne(?:e)?)|dormir et ne (?:jamais|plus) me reveiller)\b|\b(?:jaimerais|jvoudrais|jveux|jprefererais) (?:juste )?(?:etre mort(?:e)?|disparaitre|ne (?:plus|pas|jamais) (?:exister|me reveiller|etre la))\b|\b(?:je serais|serais) mieux (?:mort(?:e)?|sous terre)\b|\bmieux vaut (?:etre )?mort(?:e)?\b|\b(?:marre|fatigue(?:e)?|las(?:se)?) de (?:vivre|la vie|exister)\b|\bla vie na (?:plus )?(?:de|aucun) sens\b|\bpersonne ne me (?:regretterait|manquerait)\b|\bjaurais (?:prefere|aime) ne (?:jamais|pas) (?:naitre|etre ne(?:e)?)\b|\b(?:pas|plus) envie de (?:me reveiller|vivre|exister)\b|\b(?:endormir|dormir)(?: \S+){0,4} (?:ne )?(?:jamais|plus) (?:me )?reveiller\b|\ba quoi (?:ca )?sert (?:de )?vivre\b|\bpersonne (?:ne )?(?:remarquerait|sen rendrait compte)\b|\b(?:voiture|camion|bus) (?:pouvait|pourrait) me (?:renverser|ecraser)\b/],
      ["intent", /\b(?:je vais|je veux|envie de) (?:me tuer|me suicider|en finir|mettre fin a mes jours|me foutre en lair|me pendre|me jeter (?:du|sous|par|dans))\b|\bme suicider\b|\bmettre fin a mes jours\b|\bje me (?:jetterai|jette|pendrai) (?:du|sous|par|dans|demain|ce soir)\b|\bje me tue(?! (?:au|a|de|pour|avec|le|la|les)\b)/],
      ["act", /\b(?:je me suis (?:coupe|coupee|scarifie|scarifiee|ouvert les veines)|je me suis brulee? [^.!?]{0,60}?\b(?:expres|volontairement|(?:five|cinq|six|plusieurs|\d+) (?:times|fois))|je me scarifie|jai (?:pris|avale) (?:tous mes|toutes mes|toute la boite de|toute la plaquette de) ?(?:medicaments|cachets|comprimes)?|jai essaye de me (?:tuer|suicider|pendre))\b/],
      ["other_at_risk", /\b(?:il|elle) (?:va|veut) se (?:tuer|suicider|pendre|jeter)\b/],
    ],
    frame: /\b(?:et si|peur|jai peur|angoisse|pensees? intrusives?|toc|je ne veux pas mourir)\b/,
    lexicon: words.FRENCH,
  },
  german: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bhoffe(?: ,)? (?:dass )?ich (?:nie|nicht) (?:mehr|wieder) aufwache\b|\bhoffentlich wache ich (?:nie|nicht) (?:mehr|wieder) auf\b/],
      ["plan", /(?<!(?:ihren|seinen|einen) )\babschiedsbrief (?:liegt|ist (?:geschrieben|fertig)|hab ich (?:schon )?geschrieben)\b/],
      ["act", /\b(?:hab|habe) mir (?:\w+ ){0,6}(?:in den arm|in die arme|ins bein|in die pulsader) geschnitten\b/],
      ["emergency", /\bhort nicht auf zu bluten\b/],
      ["intent", /\bich will (?:jetzt )?(?:springen|runterspringen)\b(?! lernen)/],
      ["act", /\b(?:ich )?(?:steh|stehe|bin) (?:jetzt|gerade) (?:an|auf) den (?:gleisen|schienen)\b|\bpulsadern (?:aufgeschnitten|aufgeschlitzt)\b/],
      ["plan", /\balles geregelt\b.{0,160}\bist es so weit\b|\bist es so weit\b.{0,160}\balles geregelt\b/],
      ["act", /\b(?:ich )?(?:steh|stehe|bin) (?:jetzt|gerade) auf (?:der|dem) (?:brucke|dach|hochhaus)\b(?! und (?:mache|fotografiere|schaue|geniesse|warte))/],
      ["wish_dead", /\bich (?:will|mochte|wurde gern|wurde gerne) (?:sterben|tot sein|nicht mehr leben|nicht mehr aufwachen)\b|\bich will nicht mehr leben\b|\bbesser ohne mich\b|\bnicht mehr da (?:sein|ware)\b/],
      // Passive: dead rather than alive, tired of life, never waking, nobody would miss me.
      ["wish_dead", /\b(?:wunschte|wunsche)\b(?: \S+){0,6} (?:tot|nie geboren|nicht (?:mehr )?(?:da|am leben|aufwachen|aufzuwachen|existieren|leben))\b|\b(?:ware|war|bin) (?:lieber|besser) tot\b|\blieber tot (?:sein|ware)\b|\blebensmude\b|\b(?:mude|satt) (?:vom|des) leben\b|\bdes lebens (?:mude|uberdrussig)\b|\bkeine lust mehr (?:zu leben|auf (?:das|mein) leben)\b|\b(?:einschlafen|schlafen) und nie (?:wieder|mehr) aufwachen\b|\bich (?:will|mochte|wurde gern(?:e)?) (?:einfach )?(?:verschwinden|nicht mehr existieren)\b|\b(?:niemand|keiner) wurde mich vermissen\b|\bwozu (?:noch )?leben\b|\b(?:das )?leben hat keinen sinn (?:mehr)?\b|\btot (?:besser|lieber) dran\b|\b(?:ware|war) ich (?:lieber |besser )?tot\b|\bhoffentlich (?:fahrt|uberfahrt) mich\b/],
      ["intent", /\b(?:ich (?:bringe|bring) mich (?:\w+ ){0,3}um|mich (?:\w+ ){0,3}umbringen|mir das leben nehmen|selbstmord|suizid|ich (?:will|werde) mich (?:\w+ ){0,3}(?:umbringen|toten|aufhangen|erhangen)|ich springe (?:\w+ ){0,2}(?:von|vor) (?:der|die|den|dem|einen|eine|einem))\b|\b(?:bring|bringe) ich mich (?:\w+ ){0,3}um\b/],
      ["act", /\b(?:ich (?:ritze|schneide) mich|(?:mich|hab|habe) (?:\w+ ){0,2}geritzt|alle (?:tabletten|pillen) (?:\w+ )?genommen|uberdosis|versucht mich (?:umzubringen|aufzuhangen|zu toten|zu erhangen))\b/],
      ["other_at_risk", /\b(?:er|sie) (?:will|wird) sich (?:\w+ ){0,2}(?:umbringen|toten|das leben nehmen)\b|\b(?:er|sie) sich (?:\w+ ){0,3}(?:umbringen|toten|das leben nehmen) (?:will|wird|mochte)\b/],
    ],
    frame: /\b(?:was wenn|angst|zwangsgedanken?|zwang\w*|ich will nicht sterben|obwohl ich leben will)\b/,
    lexicon: words.GERMAN,
  },
  portuguese: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bespero (?:nao acordar mais|nunca mais acordar)\b|\btomara que eu nao acorde mais\b/],
      ["emergency", /\bnao consigo parar o sangue\b/],
      ["intent", /\bvou me (?:jogar|atirar) (?:da|de|do) (?:janela|ponte|predio|telhado|viaduto|varanda)\b/],
      ["act", /\b(?:to|estou|tou) (?:em cima d[ao]|na|no) (?:ponte|telhado|viaduto|predio)\b[^.!?]{0,10}.{0,80}\b(?:nao aguento mais|desculpa (?:mae|pai|gente|a todos|por tudo)|adeus|me perdoa)\b|\b(?:nao aguento mais|adeus)\b.{0,80}\b(?:to|estou|tou) (?:em cima d[ao]|na|no) (?:ponte|telhado|viaduto|predio)\b/],
      ["emergency", /\b(?:o )?sangue nao para\b|\bnao para de (?:sangrar|jorrar)\b|\bgravida\b[^.]{0,60}\bsangrando muito|\bsangrando muito\b[^.]{0,60}\bgravida\b|\bminha garganta (?:esta )?fechando\b/],
      ["wish_dead", /\b(?<!nao )(?:quero|queria) (?:morrer|sumir para sempre|estar mort[oa]|nao existir)\b|\bnao quero (?:mais )?(?:viver|existir)\b|\bmelhor sem mim\b/],
      // Passive: better off dead, tired of living, not waking, nobody would miss me.
      ["wish_dead", /\b(?<!nao )(?:queria|quero|gostaria de|preferia|tomara (?:que eu )?|quem me dera) (?:estar mort[oa]|sumir|desaparecer|nao (?:existir|acordar(?: mais)?|ter nascido)|dormir e nao acordar(?: mais)?|morrer|morra|nao acorde)\b|\b(?:cansad[oa]|exaust[oa]) de (?:viver|existir|(?:da|a) vida)\b|\bnao aguento mais (?:viver|a vida|existir)\b|\b(?:estaria|seria|era) melhor (?:se eu )?(?:estar |estivesse )?(?:mort[oa]|morrer|nao existir|sumir)\b|\bmelhor (?:estar )?mort[oa]\b|\bninguem (?:ia|iria|vai) sentir (?:a )?minha falta\b|\b(?:pra|para) que (?:continuar (?:a )?)?viver\b|\ba vida nao (?:tem|faz) (?:mais )?(?:nenhum )?sentido\b|\bnao quero (?:mais )?acordar\b|\b(?:adormecer|dormir) e (?:nunca mais|nao) acordar\b|\bpreferia nao (?:estar (?:ca|aqui)|existir)\b|\b(?:oxala|tomara|quem me dera)(?: \S+){0,3} me atropel\w*/],
      ["intent", /\b(?:vou|quero|vontade de|pensando em) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b|\bacabar com (?:a )?minha vida\b|\bme suicidar\b|\bvou pular (?:do|da|de|na)\b/],
      ["act", /\b(?:me cortei|estou me cortando|tomei (?:todos os|todas as|muitos|varios) (?:remedios|comprimidos|pilulas)|tentei me matar)\b/],
      ["other_at_risk", /\b(?:ele|ela) (?:vai|quer) se (?:matar|suicidar)\b/],
      // Someone beaten at home now: "meu padrasto tá batendo na minha mãe agora".
      ["other_at_risk", /\b(?:esta|ta|estao|tao) (?:batendo|espancando|enforcando|estrangulando|chutando|agredindo) (?:n[ao]s? |em )?(?:minha |meu |minhas |meus |a |o )?(?:mae|mamae|irma|irmao|filh[oa]s?|avo|pai|namorada|esposa|mulher)\b/],
    ],
    frame: /\b(?:e se|medo|tenho medo|pensamentos? intrusivos?|toc|nao quero morrer)\b/,
    lexicon: words.PORTUGUESE,
  },
  italian: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bspero di non (?:svegliarmi|risvegliarmi) (?:piu|mai piu)\b/],
      ["intent", /\b(?:mi schianto|schiantarmi) contro\b/],
      ["wish_dead", /\b(?<!non )(?:voglio|vorrei) morire\b|\bnon voglio piu vivere\b|\bmeglio (?:senza di me|se non ci fossi)\b/],
      // Passive: better off dead, tired of living, not waking, nobody would miss me.
      ["wish_dead", /\b(?<!non )(?:vorrei|voglio|preferirei|magari) (?:essere mort[oa]|fossi mort[oa]|morissi|sparire|scomparire|non (?:esistere|svegliarmi(?: piu)?|esserci(?: piu)?|essere mai nat[oa]|essermi mai svegliat[oa]|mi svegliassi)|addormentarmi e non svegliarmi(?: piu)?)\b|\bnon voglio piu (?:svegliarmi|esistere|esserci)\b|\b(?:stanc[oa]|stuf[oa]) (?:di vivere|della vita)\b|\b(?:sarebbe meglio|starei meglio|meglio) (?:se fossi )?mort[oa]\b|\bmeglio morire\b|\b(?:che senso ha|a che serve) vivere\b|\bla vita non ha (?:piu )?(?:nessun )?senso\b|\bnessuno (?:sentirebbe|sentira) la mia mancanza\b|\bvorrei (?:solo |soltanto |semplicemente )(?:sparire|scomparire|morire|non esistere)\b|\bnon voglio (?:piu )?svegliarmi\b|\bmagari mi (?:investisse|investa|mettesse sotto)\b/],
      ["intent", /\b(?:mi voglio|voglio) (?:uccidere|ammazzare)\b|\bmi (?:ammazzo|uccido)\b(?! (?:di|dal|dalle|dalla|dai|a|per|con)\b)|\buccidermi\b|\bsuicidarmi\b|\b(?:farla|la faccio) finita\b|\btogliermi la vita\b|\bmi (?:butto|buttero) (?:dal|da|sotto|giu)\b/],
      ["act", /\b(?:mi (?:sono )?tagliat[oa]|mi taglio|ho preso tutte le (?:pillole|pastiglie))\b/],
    ],
    frame: /\b(?:e se|paura|ho paura|pensieri intrusivi|doc|non voglio morire)\b/,
    lexicon: words.ITALIAN,
  },
  dutch: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\b(?:ik hoop|hoop ik)(?: \S+){0,2} dat ik (?:niet|nooit) meer wakker (?:word|wordt|zal worden)\b/],
      ["act", /\b(?:heb|ik heb) me (?:\w+ ){0,4}gesneden\b|\bbloedt dwars door\b/],
      ["wish_dead", /\bik wil (?:dood|sterven|niet meer leven|niet meer wakker worden)\b|\bbeter af zonder mij\b/],
      // Passive: better off dead, tired of life, never waking, nobody would miss me.
      ["wish_dead", /\bik (?:wou|wilde|wens|zou willen) dat ik (?:dood (?:was|ben)|er niet (?:meer )?was|nooit geboren was|niet meer wakker werd)\b|\bik wil (?:er )?niet meer (?:zijn|bestaan)\b|\bik wil (?:gewoon )?verdwijnen\b|\blevensmoe\b|\bmoe van het leven\b|\b(?:het )?leven heeft geen zin (?:meer)?\b|\bwaarom (?:nog )?(?:verder )?leven\b|\bniemand zou me missen\b|\b(?:beter|liever) dood\b|\b(?:in slaap vallen|slapen|inslapen) en (?:nooit|niet) meer wakker\b|\bbeter af (?:zijn )?als ik dood\b|\bhet leven(?: \S+){0,2} moe\b/],
      ["intent", /\b(?:zelfmoord|mezelf (?:van kant maken|doden|ombrengen|ophangen)|ik ga mezelf|een einde (?:aan )?(?:mijn leven|maken aan mijn leven)|ik ga (?:\w+ ){0,3}een einde (?:aan|maken)|(?:ik )?spring (?:ik )?(?:\w+ ){0,2}(?:voor de trein|van de (?:brug|flat)))\b|\bmaak (?:ik )?er een eind(?:e)? aan\b|\bik ga (?:\w+ ){0,3}(?:voor de trein|van de brug|van het dak|van de flat) springen\b/],
      ["act", /\b(?:ik snijd mezelf|(?:heb|ik) mezelf (?:\w+ ){0,2}gesneden|alle pillen (?:genomen|ingenomen))\b/],
    ],
    frame: /\b(?:wat als|bang|dwanggedachten?|ik wil niet dood|walg)\b/,
    lexicon: words.DUTCH,
  },
  polish: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bmam nadzieje(?: ,)? ze (?:sie )?(?:juz|wiecej) (?:sie )?nie obudze\b|\bmam nadzieje(?: ,)? ze (?:sie )?nie obudze (?:sie )?(?:juz|wiecej)\b/],
      // Blades at hand and cutting begun ("mam przy sobie żyletki i już zaczęłam").
      ["act", /\bzyletk\w*\b.{0,40}\b(?:juz )?(?:zaczelam|zaczalem)\b|\bpocielam sie\b|\bpocialem sie\b/],
      ["emergency", /\bgardlo (?:puchnie|mi puchnie|sie zamyka)\b|\bnie moge oddychac\b.{0,30}\bgardlo\b/],
      ["plan", /\bskocz(?:yc|e) z (?:mostu|dachu|okna|balkonu|wiaduktu) (?:w (?:sobote|niedziele|piatek|nocy)|dzis|dzisiaj|jutro|wieczorem)\b/],
      ["act", /\bstoje na (?:dachu|moscie|krawedzi|balkonie)\b.{0,80}\b(?:przepraszam|nie moge juz|zegnajcie)\b|\b(?:przepraszam wszystkich|nie moge juz)\b.{0,80}\bstoje na (?:dachu|moscie|krawedzi)\b/],
      ["wish_dead", /\b(?<!nie )(?:chce|chcialbym|chcialabym) umrzec\b|\bnie chce (?:juz )?zyc\b/],
      // Passive: better off dead, tired of life, never waking, nobody would miss me.
      ["wish_dead", /\b(?<!nie )(?:chcialbym|chcialabym|wolalbym|wolalabym|obym) (?:nie zyc|umrzec|umarl|umarla|zniknac|nie istniec|sie nie obudzic|sie nie obudzil(?:a)?|nie obudzic sie|zasnac i (?:sie )?nie obudzic|sie nie urodzic)\b|\b(?<!nie )chce (?:po prostu )?zniknac\b|\bnie chce (?:sie )?(?:juz )?(?:obudzic|istniec)\b|\bgdybym (?:nie zyl(?:a)?|umarl(?:a)?|nie istnial(?:a)?|sie nie urodzil(?:a)?)\b|\bmam dosc (?:zycia|zyc)\b|\bzmeczon[ya] zyciem\b|\bnie ma sensu zyc\b|\bpo co (?:mam )?zyc\b|\bzycie nie ma sensu\b|\bnikt (?:by )?(?:za mna )?nie tesknil\b|\blepiej (?:by bylo|gdybym) (?:umrzec|nie zyl(?:a)?|umarl(?:a)?)\b|\bnie chce sie(?: \S+){0,2} obudzic\b|\bpo co(?: \S+){0,3} zyc\b/],
      ["intent", /\b(?:chce sie zabic|zabije sie|zabic sie|odebrac sobie zycie|samobojstwo|skoncze ze soba|skonczyc ze soba|skocze z (?:mostu|dachu|okna))\b|\b(?<!nie )sie zabije\b/],
      ["act", /\b(?:tne sie|pociel(?:am|em)|wzielam wszystkie tabletki|wzialem wszystkie tabletki)\b/],
    ],
    frame: /\b(?:a co jesli|boje sie|strach|mysli natretne|nerwica natrectw|nie chce umrzec)\b/,
    lexicon: words.POLISH,
  },
  turkish: {
    risk: [
      // Hoping not to wake again.
      ["wish_dead", /\bumarim (?:bir daha|hic) uyanmam\b/],
      ["wish_dead", /\b(?:olmek istiyorum|yasamak istemiyorum|keske olsem|olsem keske|keske hic dogmasaydim)\b/],
      // Passive: better dead, tired of living, not waking, nobody would miss me.
      ["wish_dead", /\bkeske (?:olseydim|uyanmasam|yok olsam|kaybolsam|hic var olmasaydim|beni (?:bir )?araba ezse)\b|\bolsem (?:daha iyi|kurtulsam)\b|\byasamaktan (?:biktim|yoruldum|sikildim)\b|\byasamanin (?:bir )?anlami yok\b|\b(?:bir daha )?uyanmak istemiyorum\b|\bbir daha uyanmasam\b|\b(?:yok olmak|kaybolmak) istiyorum\b|\bkimse (?:beni )?ozlemez\b|\bolmek daha iyi\b|\buyanmamak istiyorum\b|\bolsem kimse\b|\bkeske(?: \S+){0,3} (?:carpsa|ezse)\b/],
      ["intent", /\b(?:kendimi (?:oldurecegim|oldurmek|olduruyorum|asacagim)|intihar (?:edecegim|etmek|ediyorum)|(?:kopruden|binadan|balkondan|catidan) atla(?:yacagim|mak istiyorum))\b/],
      ["act", /\b(?:butun (?:haplari|ilaclari) (?:ictim|aldim)|kendimi kestim|(?:kollarimi|bileklerimi|kolumu) (?:\w+ )?kestim)\b/],
    ],
    frame: /\b(?:ya (?:\w+ ){0,6}\w*(?:olursa|edersem|sam|sem)|korkuyorum|korku|okb|takinti|bu dusunce)\b/,
    lexicon: words.TURKISH,
  },
  tagalog: {
    risk: [
      ["act", /\bhiniwa ko (?:yung |ang )?pulso ko\b|\bayaw tumigil (?:ng )?dugo\b/],
      ["wish_dead", /\b(?:gusto ko (?:nang |na )?(?:mamatay|mawala)|ayoko (?:nang |na )?mabuhay)\b/],
      // Passive: better dead, tired of living, not waking, nobody would miss me.
      ["wish_dead", /\bsana (?:mamatay (?:na )?(?:lang )?ako|patay na (?:lang )?ako|(?:hindi|di) na ako magising|mawala na (?:lang )?ako)\b|\b(?:pagod|sawa) na (?:akong mabuhay|ako sa buhay|ako mabuhay)\b|\bwala(?:ng|ng nang| nang) (?:saysay|silbi|kwenta) (?:ang )?(?:mabuhay|buhay ko)\b|\bwalang (?:makakamiss|mamimiss) sa akin\b|\b(?:mas mabuti|mabuti pa)(?: \S+){0,4} patay na ako\b|\bgusto ko (?:nang? )?(?:na )?lang (?:mamatay|mawala)\b|\bayoko (?:nang?|na) (?:gumising|magising)\b|\b(?:hindi|di) na (?:ako )?magising\b|\b(?:silbi|saysay) ng buhay ko\b|\bmakaka ?miss sa akin\b/],
      ["intent", /\b(?:magpapakamatay|magpakamatay|papatayin ko (?:ang )?sarili ko|tatalon (?:na )?ako)\b/],
      ["act", /\b(?:nilaslas ko|naglaslas|ininom ko lahat|uminom ako ng (?:maraming|lahat ng) gamot)\b/],
    ],
    frame: /\b(?:paano kung|takot|natatakot|ocd|intrusive|ayokong mamatay|ayaw kong mamatay)\b/,
    lexicon: words.TAGALOG,
  },
  // Hindi and Urdu written in Latin letters.
  hinglish: {
    risk: [
      // A scarf or rope tied to the fan (Roman Hindi and Urdu): "pankhay se dupatta baandh diya".
      ["plan", /\bpankh[ae]y? se (?:dupatta|rassi|chunni)\b|\b(?:dupatta|rassi|chunni) baandh (?:diya|di|li|dia)\b/],
      ["intent", /\b(?:koodne (?:ja (?:raha|rahi)|wala|wali)|ja (?:raha|rahi) (?:hoon|hu) koodne|kood (?:jaunga|jaungi|jaaunga|jaaungi))\b/],
      ["act", /\bchhat pe khad[ai] (?:hoon|hu|hun)\b.{0,80}\b(?:sab khatam|alvida|maaf karna)\b|\b(?:sab khatam|alvida)\b.{0,80}\bchhat pe khad[ai] (?:hoon|hu|hun)\b/],
      ["emergency", /\binhaler\b[^.]{0,40}\b(?:fark nahi|kaam nahi|asar nahi)\b[^.]{0,60}\bsaans nahi\b|\bsaans nahi (?:aa|le pa) (?:rahi|raha)\b[^.]{0,60}\binhaler\b/],
      ["wish_dead", /\b(?:mujhe|mai|main|mein) (?:mar(?:na)? (?:jana )?chahta|marna chahti|marna chahta|mar jana chahti|mar jana chahta|marna hai)\b|\bjeena nahi chahta\b|\bjeena nahi chahti\b/],
      // Passive: better dead, tired of living, never waking, nobody would miss me.
      ["wish_dead", /\bkaash (?:main|mai|me|mein) mar (?:jaun|jaaun|jata|jati|jaata|jaati|gaya hota|gayi hoti)\b|\b(?:mar jana|marna) (?:hi )?(?:behtar|better)\b|\b(?:main|mai|me|mein) mar (?:jaun|jaaun|jaoon|jaaoon|jaunga|jaungi|gaya|gayi) (?:to|toh) (?:sab(?:ke|ko|ka)? (?:liye |ke liye )?)?(?:behtar|better|accha|achha|acha)\b|\bjeene ka (?:mann|man|mun) nahi\b|\bzindagi (?:se thak (?:gaya|gayi)|ka koi (?:matlab|maksad) nahi)\b|\b(?:kabhi )?na uthun\b|\bkoi miss nahi karega\b|\bgayab ho (?:jana|jaana) chaht\w*|\buthna (?:hi )?nahi\b|\bjeene se thak\b|\bjeene ka (?:kya|koi) (?:matlab|fayda)\b|\b(?:jaane|marne) se kisi ko (?:farak|fark) nahi\b|\b(?:main|mai|me|mein) na (?:hota|hoti|hoon|hun|rahun|rahu|rahoon) (?:to|toh) (?:sab(?:ka|ke liye|ko)? )?(?:kuch )?(?:better|behtar|accha|achha|acha)\b/],
      ["intent", /\b(?:khudkushi|aatmahatya|atmahatya|suicide kar (?:lunga|lungi|loon))\b|\b(?:khud ko|apne aap ko) (?:maar (?:dunga|dungi|lunga|lungi)|khatam kar (?:dunga|dungi|lunga|lungi))\b|\b(?:chhat|chat|building|pul|chhath) se kood (?:jaunga|jaungi|jaaunga|jaaungi)\b/],
      ["act", /\b(?:saari|sari|bahut saari) (?:\w+ ){0,2}(?:goliyan|goliya) kha li|\bnas kaat li\b/],
    ],
    frame: /\b(?:kya hoga agar|agar maine|darr|dar lagta|ocd)\b/,
    lexicon: words.HINGLISH,
  },
};

// Arabic written in Latin letters and digits ("arabizi"), Levantine, Egyptian and Gulf: read as written,
// since the canonical text takes a digit inside a word for a letter ("anta7er" is not "antater").
const ARABIZI: Language = {
  risk: [
    ["intent", /\bharmi nafs[iy]\b/],
    ["wish_dead", /\b(?<!mesh |mish |ma |mush |mosh |msh )(?:baddi|badi|bidi|bedi|abi|abgha|3ayez|ayez|awez|nefsi|nifsi|ya ret(?:ni)?|yaret(?:ni)?|ya reet(?:ni)?) (?:mout|moot|mot|amout|amoot|amot)\b|\b(?:mesh|mish|ma|mush|mosh) (?:3ayez|3ayza|ayez|baddi|bdi|badi) (?:a3eesh|a3ish|3ish|3eesh|a3ees)\b|\bta3ban(?:a|e)? (?:mn|men|min) (?:el |al )?(?:7aya|hayat|7ayat)\b|\bya ?(?:rait|ret|reet)(?:ni)? (?:kont )?(?:mayet|mayta|mout|amout)\b|\ba7san law (?:ana )?(?:mot|mout|amout|mett)\b|\bnefsi (?:a5tefi|akhtefi)\b|\bmesh (?:3ayez|3ayza) as7a\b|\bta3ebt (?:mn|men|min) (?:el )?7aya|\bma ?as7ash\b|\blazmet el 7aya/],
    ["intent", /\b(?:a2tol|2e2tol|e2tol|a2tel|2atel|aktol|a2tl|2oktol|amawet|amawwet|amaweet) (?:7ali|nafsi|7aly|nafsy)\b|\b(?:ntehar|antehar|anta7er|ante7er|an7er)\b|\b(?:ha2tel|ha2tol|ha2otl|hakhod) (?:7ali|nafsi|7aly|nafsy)\b/],
    ["act", /\b(?:akhadt|5adt|khadt) (?:kol|kil) (?:el )?(?:7boob|hboob|7bob|dawa)\b|\b(?:gara7t|jara7t|2ata3t) (?:edi|eidi|idi|ideya|3er2i)\b/],
  ],
  frame: /\b(?:khayef|5ayef|5ayfe|khayfe|wasawes|waswas)\b/,
  lexicon: words.ARABIZI_WORDS,
};

// Russian and Ukrainian, read as written (the canonical text keeps Latin letters only).
const CYRILLIC: Language = {
  risk: [
    // Hoping not to wake again.
    ["wish_dead", /надеюсь,? (?:что )?(?:больше|уже) не проснусь|сподіваюсь,? (?:що )?(?:більше|вже) не прокинусь/],
    ["intent", /прыгну с (?:крыши|моста|балкона)|(?:піду на міст|пойду на мост).{0,60}(?:вибачте|простите)/],
    ["wish_dead", /(?:хочу|хотел бы|хотела бы) (?:умереть|сдохнуть|не жить)|не хочу (?:больше )?жить|хочу померти|не хочу (?:більше )?жити|надоело жить/],
    // Passive: better dead, tired of living, not waking, nobody would miss me.
    ["wish_dead", /лучше бы я (?:умер|умерла|сдох|сдохла|не родил|не жил|не существовал)|(?:хочу|хотел бы|хотела бы) (?:исчезнуть|не просыпаться|не проснуться|заснуть и не проснуться|не существовать)|не хочу (?:больше )?(?:просыпаться|существовать)|устал(?:а)? (?:от жизни|жить)|нет смысла жить|зачем (?:мне )?жить|жизнь не имеет смысла|никто (?:не будет|не стал бы|не станет) (?:по мне )?скучать|скорее бы (?:умереть|сдохнуть)|хочу зникнути|не хочу (?:більше )?(?:прокидатися|існувати)|краще б я (?:помер|померла|не народив|не народилась)|втомив(?:ся)? жити|втомилась жити|(?:нема|немає) сенсу жити|навіщо (?:мені )?жити|лучше (?:мертв|мёртв)\p{L}*|хочу просто (?:исчезнуть|умереть)|не хочу(?: \p{L}+){0,2} просыпаться|уснуть и не проснуться|смысл жить|никто бы(?: \p{L}+){0,3} не скучал|бы меня сбила машина|(?:хотів|хотіла) б(?:и)?(?: \p{L}+){0,2} зникнути|не хочу(?: \p{L}+){0,2} прокидатися|втомил\p{L}* жити|заснути і (?:більше )?не прокинутися|сенс жити|ніхто б(?: \p{L}+){0,3} не сумував|краще б мене(?: \p{L}+){0,2} не було/u],
    ["intent", /поконч(?:у|ить) (?:с собой|з собою)|убь[юе] себя|убить себя|вбити себе|вб'ю себе|самоубийств|суицид|повешусь|повеситься|вскрыться|вскрою вены|купил[а]? верёвку|купил[а]? веревку|покінч(?:у|ити) (?:з|із) собою/],
    ["act", /(?:выпил|выпила|наглотал(?:ась|ся)?|наковтал(?:ась|ся)|наковтався) (?:все )?(?:таблетки|таблеток)|порезал(?:а)? (?:себе )?(?:вены|руки)|резал(?:а)? (?:себе )?(?:вены|руки)|порізал(?:а)? (?:собі )?(?:руки|вени)/],
  ],
  frame: /а что если|боюсь|страшно|окр|навязчив/,
  lexicon: words.CYRILLIC_WORDS,
};

export interface LanguageFinding {
  category: RiskCategory;
  level: RiskLevel;
  evidence: string;
}

// Most texts are English: a language's patterns run only on a text that holds one of its words. Those
// words are read off its own patterns (every run of three letters or more: a word, or the stem of one,
// "cansad" of "cansad[oa]"), less the ones English uses too, which would only make English texts pay for
// the patterns. One look-up per word and per stem of it, instead of a regular expression per language
// (an expression of these alternatives cost a fifth of the whole assessment).
const ENGLISH_TOO = new Set(
  "and are ate bang bat bate beta better bin blister bring building bus bye can chat come cousin decide dem die diazepam dice dis end era far fare fine flat for gala gast gift had hat her hindi ibuprofen idea intrusive law main mama man mat medicine men message min miss mist mon not ocd one papa paracetamol pardon per photo pills plus poison pour rats revolver rifle school serve sin sleeping solo son sorry sous spring strip suicide tablets thanks the tramadol tube tue van vent viola war was week weekend will xanax accident arm ben code college figure garage gas gun insulin kind laptop list loop mal mam media met minus note open over password pin pot range sam see slap tape ten water adrenalin adrenaline allergic ape bald casa decision direct dose dove epipen falls fast google gut hay internet mortal pare parking pies post tong todo tour var viaduct word kez all stop door car you baby minutes partner bad bed tired long train bleeding park face mins box job hard sent half four help table overdose horrible ladder control six happen move belt toilet crash bank high sofa rail video route written sort email alarm battery terrible final pool bike low type burden minute hammer violent relief lift white local gross mess row may total bleed crisis diabetes emails rent pan tractor diabetic massive record lit couple camping queue moment court machine trapped heel truck fatal hamster pic routine stock vomit grand taper orange chose fuss camera alcohol pie sale pile trampoline camp barbecue nausea guard clonazepam patio super spirit piece glucose hypo couch mouse mole lamp taxi rigid pale accidents pins net machete auto ties pesticide metro bbq comment tabs wild lag grade stole rum trap constant rails gang rose bout scooter shooter rage lego pendant salon canal confused gory".split(" "),
);

/** The words a set of patterns is made of, and the stems ("cansad" of "cansad[oa]"). */
function patternWords(sources: string[]): { words: string[]; stems: string[] } {
  const text = sources.join(" ").replace(/\\[pP]\{L\}(?:\*|\+)?|\\[a-zA-Z]|\(\?<?[:!=]/g, (escape) => (escape.startsWith("\\p") ? "[" : " "));
  const words: string[] = [];
  const stems: string[] = [];
  for (const [, word, next] of text.matchAll(/([a-z0-9]{3,})(.?)/g)) {
    if (ENGLISH_TOO.has(word)) continue;
    (next === "[" || next === "(" ? stems : words).push(word);
  }
  return { words, stems };
}

const LANGUAGES_BY_WORD = new Map<string, Language[]>();
const LANGUAGES_BY_STEM = new Map<string, Language[]>();
const file = (map: Map<string, Language[]>, key: string, language: Language) => {
  const languages = map.get(key) ?? [];
  if (!languages.includes(language)) map.set(key, [...languages, language]);
};
for (const language of [...Object.values(LANGUAGES), ARABIZI]) {
  const { words, stems } = patternWords([...language.risk.map(([, pattern]) => pattern.source), language.frame.source, ...Object.values(language.lexicon)]);
  for (const word of words) file(LANGUAGES_BY_WORD, word, language);
  for (const stem of stems) file(stem.length >= 5 ? LANGUAGES_BY_STEM : LANGUAGES_BY_WORD, stem, language);
}

// In a longer text one such word is more likely an English typo or a name ("beter", "Sana") than a
// sentence in that language, which would hold at least two.
const LONG_TEXT_WORDS = 25;

/** The languages whose words (or words on whose stems) stand in the canonical text: one will do in a short text, two in a longer one. */
export function languagesIn(canonical: string): Set<Language> {
  const hits = new Map<Language, Set<string>>();
  const add = (languages: Language[] | undefined, word: string) => languages?.forEach((language) => hits.set(language, (hits.get(language) ?? new Set()).add(word)));
  const words = canonical.split(" ");
  for (const word of words) {
    add(LANGUAGES_BY_WORD.get(word), word);
    for (let end = Math.min(word.length, 12); end >= 5; end--) add(LANGUAGES_BY_STEM.get(word.slice(0, end)), word);
  }
  const needed = words.length > LONG_TEXT_WORDS ? 2 : 1;
  return new Set([...hits].filter(([, found]) => found.size >= needed).map(([language]) => language));
}

const READERS = new Map<Language, SituationReader>([...Object.values(LANGUAGES), ARABIZI, CYRILLIC].map((language) => [language, words.situationReader(language.lexicon)]));

// Laughter ("me tiro por la ventana jajaja", "я повешусь 😅"): a wish or an intent laughed off is a figure
// of speech, as "lol" is in English (the East Asian and world scripts' rule too); a plan beside it is asked about.
const LAUGHTER = /(?<![\p{L}])(?:ja(?:ja)+|je(?:je)+|ha(?:ha)+|ah(?:ah)+|hihi+|mdr|ptdr|xd+|lol|lmao|kkk+|rsrs+|хаха\p{L}*|ахах\p{L}*)(?![\p{L}])|😂|🤣|😅|😆|😹/iu;

// What a fear or OCD named beside it can make a question: one's own wish, intent or plan. An act done,
// being hurt and someone else in danger stand, whatever fear is named with them.
const FRAMED = new Set<RiskCategory>(["wish_dead", "active_thoughts", "intent", "plan", "method", "harm_others", "hopelessness"]);

/** What the text says of risk in another language: a crisis, or a check-in where it is held as a fear. */
export function otherLanguageFindings(canonical: string, raw = ""): LanguageFinding[] {
  const found: LanguageFinding[] = [];
  const laughing = LAUGHTER.test(raw || canonical);
  const read = (language: Language, text: string) => {
    const owned = NOT_OCD.test(text);
    const framed = language.frame.test(text) && !owned;
    // OCD named is no frame for a plan told beside it ("ya no puedo más con el TOC … esta noche me tomo
    // todas las pastillas"): as in English, talk of OCD never excuses a statement. A fear or a "what if" is.
    const fearFramed = framed && language.frame.test(text.replace(OCD_NAMED, " "));
    const levelOf = (category: RiskCategory): RiskLevel => (FRAMED.has(category) && (category === "plan" ? fearFramed || laughing : framed) ? "check_in" : "crisis");
    const push = (category: RiskCategory, evidence: string) => {
      if (!(laughing && LAUGHED_OFF.has(category))) found.push({ category, level: levelOf(category), evidence });
    };
    for (const [category, words] of language.risk) {
      const m = words.exec(text);
      if (m) push(category, m[0]);
    }
    for (const { category, evidence } of READERS.get(language)!(text)) push(category, evidence);
  };
  const languages = languagesIn(canonical);
  for (const language of languages) if (language !== ARABIZI) read(language, canonical);
  if (/[\u0400-\u04ff]/.test(raw)) read(CYRILLIC, raw.toLowerCase());
  found.push(...eastAsianFindings(raw), ...worldLanguageFindings(raw));
  if (languages.has(ARABIZI) || /[a-z][235789]|[235789][a-z]/i.test(raw)) read(ARABIZI, raw.toLowerCase());
  return found;
}

// OCD and its thoughts named, in those languages (the frames hold them beside fear words).
const OCD_NAMED = /\b(?:toc|doc|ocd|okb|takinti|zwang\w*|zwangsgedanken?|dwang\w*|dwanggedachten?|natrectw\w*|nerwica natrectw|mysli natretne|pensamientos? intrusivos?|pensees? intrusives?|pensieri intrusivi|pensamentos? intrusivos?)\b/g;

// "It's not the OCD" in those languages: owning words that cancel any frame, as in English.
const NOT_OCD = /\b(?:no es (?:el |mi )?toc|no es un pensamiento intrusivo|pas (?:le |du |mon )?toc|ce nest pas une pensee intrusive|nicht (?:der |mein |die )?(?:zwang\w*|ocd)|nicht wegen (?:der |meiner |meinen |den )?(?:zwang\w*|ocd)|kein zwang\w*|non e un pensiero intrusivo|nao e um pensamento intrusivo|to nie jest mysl natretna|nao e (?:o |meu )?toc|non e (?:il |mio )?doc|geen dwang\w*|to nie (?:nerwica|ocd)|hindi (?:ito|to|na ito) (?:ocd|ang ocd))\b/;

/** A fear, a doubt or OCD named in another language, and not disowned (the classifier knows those languages' words least). */
export function framedInAnotherLanguage(canonical: string): boolean {
  const languages = languagesIn(canonical);
  return languages.size > 0 && !NOT_OCD.test(canonical) && [...languages].some((language) => language.frame.test(canonical));
}
