// Arabic, Persian and Urdu (in Arabic script), Hindi (Devanagari), Hebrew, Thai, Vietnamese and
// Indonesian/Malay: the commonest ways of saying one wants to die, will end one's life, has begun to, is
// being hurt, will hurt someone, or that someone else is in danger now (decision 013, amendment bf).
// Their core words only, read with ./scripts.ts; each language's hyperboles on death ("هموت من الضحك",
// "אני מת על", "mệt chết") are taken out first. Arabic-script text is read with its letters made one
// (alef forms, yeh and kaf, teh marbuta, the zero-width non-joiner, vowel marks), so that a pattern
// written once matches however it was typed; Vietnamese and Indonesian are read without accents.
import { readScript, type Script, type ScriptFinding } from "./scripts";

/** Arabic letters made one: vowel marks and tatweel gone, alef forms, yeh, kaf and teh marbuta unified. */
const arabicLetters = (text: string) =>
  text
    .replace(/[\u064b-\u0652\u0670\u0640\u200c\u200d]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/[ىیۍ]/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/ة/g, "ه")
    .replace(/ۀ/g, "ه");

/** A pattern over Arabic-script text, written as people type it and made one as the text is. */
const ar = (source: string, flags = "") => new RegExp(arabicLetters(source), flags);

/** Latin letters without their accents ("mệt chết" -> "met chet"), lower case; plain ASCII (most texts) skips the decomposition. */
const unaccented = (text: string) =>
  /[^\x00-\x7f]/.test(text) ? text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[đĐ]/g, "d").toLowerCase() : text.toLowerCase();

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

const ARABIC: Script = {
  present: ARABIC_SCRIPT,
  risk: [
    ["wish_dead", ar("اريد ان اموت|بدي موت|بدي اموت|عايز اموت|عاوز اموت|عايزه اموت|ابي اموت|ابغى اموت|نفسي اموت|تعبت من الحياه|مش عايز اعيش|مش عايزه اعيش|ما بدي عيش|لا اريد ان اعيش|الموت ارحم|ياريتني مت|يا ريتني مت")],
    ["intent", ar("(?:ح|ه|راح |رح |سوف |سا|بدي |عايز |عاوز |عايزه |ابي |ابغى |حابب |نفسي )(?:انتحر|اقتل نفسي)|اقتل نفسي|بقتل حالي|رح اقتل حالي|(?:ا|ح|ه)نهي حياتي|(?:الليله|بكره|بكرا|غدا|اليوم|النهارده|هلا|الحين)[^.؟!\\n]{0,24}(?:انتحر|اموت|انهي|ارمي نفسي|اقفز|انط)")],
    ["plan", ar("(?:ح|ه|رح |راح )?ارمي (?:نفسي|حالي)|(?:سطح|جسر|كوبري|بلكونه|شباك|البرج)[^.؟!\\n]{0,24}(?:ارمي|اقفز|انط|اخر مره)|حبل (?:جاهز|المشنقه)|رساله وداع|رسالتي الاخيره|وصيتي|(?:جمعت|خبيت|مخبي)[^.؟!\\n]{0,12}(?:الحبوب|حبوب|الدوا|ادويه|الادويه)")],
    ["act", ar("(?:بلعت|اخذت|اخدت|خذيت|شربت|اكلت)[^.؟!\\n]{0,24}(?:الحبوب|حبوب|الدوا|دوا|دواء|ادويه|الادويه|اقراص|برشام|بنادول|البنادول|باراسيتامول|منوم|منومات|سم|مبيد|كلور|فلاش)|جرحت نفسي|قطعت (?:ايدي|شرايني|عروقي|شرياني)|الدم (?:ما بيوقف|ما عم يوقف|مش عم يوقف|مش راضي يقف|لا يتوقف|ما وقف)")],
    ["other_at_risk", ar("(?:صاحبي|صاحبتي|اخوي|اخويا|اخي|اختي|امي|ماما|ابوي|ابويا|بابا|ابني|بنتي|طفلي|جوزي|مراتي|زوجي|زوجتي|جدتي|جدي)[^.؟!\\n]{0,32}(?:مش بيتنفس|ما بيتنفس|ما يتنفس|لا يتنفس|مش بتتنفس|مغمي عليه|مغمي عليها|فاقد الوعي|فاقده الوعي|مش بيصحى|ما بيصحى|ما يصحى|بلع|بلعت|اخذ حبوب|شرب)")],
    ["harmed", ar("(?:بيضربني|يضربني|ضربني|بتضربني|بيخنقني|خنقني|هيقتلني|حيقتلني|رح يقتلني|بدو يقتلني|يبي يذبحني|هددني بالقتل|هددني يقتلني)|(?:معاه|معه|ماسك) (?:سكينه|سكين)[^.؟!\\n]{0,20}(?:يهددني|بيهددني|ورايا|علي)")],
    // "الله ياخده" and "الله يقتله" are curses, not intent.
    ["harm_others", ar("(?:ه|ح|رح |راح |بدي |سا)?(?:اقتله|اقتلها|ادبحه|اذبحه|ادبحها|اذبحها)"), undefined, ar("الله ي")],
    // Standing on a roof or a bridge; pills beside one for tonight; a goodbye with the means.
    ["plan", ar("(?:واقف|واقفه|قاعد|قاعده)[^.؟!\\n]{0,10}(?:عالسطح|على السطح|فوق السطح|ع السطح|على الجسر|عالجسر|على الكوبري|ع الكوبري|على حافه|عالحافه)|(?:الحبوب|حبوب|الدوا)[^.؟!\\n]{0,12}(?:جنبي|جمبي|معايا|في ايدي)[^\\n]{0,40}(?:الليله|هاخدها|هخدها|حاخدها|رح اخدها|كلها)|(?:سامحيني|سامحوني|سامحني|وداعا|اسف علي كل|اسفه علي كل)[^\\n]{0,80}(?:الحبوب|حبوب|سم|حبل|مسدس|سكين|الليله)")],
    // Someone else fallen and not answering, not breathing, an empty strip of pills beside them.
    ["other_at_risk", ar("(?:واقع|واقعه|مرمي|مرميه)[^.؟!\\n]{0,20}(?:مش بيرد|ما بيرد|مش بترد|ما بترد|ما يرد)|(?:نفسه|نفسها) (?:مش باين|مش طالع)|(?:شريط|علبه) (?:دوا|حبوب) فاضي")],
    ["harmed", ar("(?:بيضرب|يضرب)(?:نا|ني)|(?:هيقتلنا|حيقتلنا|رح يقتلنا|بدو يقتلنا)")],
    ["harm_others", ar("(?:مسدس|سلاح|سكين|فرد)[^\\n]{0,32}(?:اقتله|اقتلها|اطخه|اضربه بالنار)")],
    // Things given away, gas with the windows shut, a strip of pills in hand with "forgive me", a threat with a knife at the door.
    ["plan", ar("(?:وزعت|عطيت|اعطيت)[^.؟!\\n]{0,20}(?:حوايجي|اغراضي|حاجاتي|اشيائي)|(?:للسطح|السطح)[^.؟!\\n]{0,24}(?:نرتاح|ارتاح)|فتحت الغاز[^\\n]{0,30}(?:سكرت|قفلت|اغلقت|سديت)|(?:الشريط|شريط|العلبه|الحبوب)[^.؟!\\n]{0,16}(?:في ايدي|بايدي|جنبي)[^\\n]{0,60}(?:سامحوني|سامحيني|سامحني|وداعا)")],
    ["other_at_risk", ar("(?:ما|مش|مو) (?:عم |بي)?يتنفس")],
    ["harmed", ar("(?:ه|ح|ب|رح |راح )?(?:يدبحني|يذبحني|يقتلني)[^\\n]{0,40}(?:السكينه|سكين|واقف)|(?:معاه|معه) (?:السكينه|السكين)")],
    ["other_at_risk", ar("(?:واقف|واقفه) (?:على|ع) (?:سطح|السطح)[^\\n]{0,30}(?:هينط|حينط|رح ينط|بدو ينط|هيرمي نفسه|رح يرمي حاله)|مش بيتنفس كويس|(?:لونه|لونها) ازرق|وقع في البانيو")],
    ["plan", ar("اخر رساله مني|هاي اخر رساله")],
  ],
  frame: ar("خاطر|تلزق|يجيني|تجيني|ما ابي|ما ابغى|خايف|خايفه|اخاف|وسواس|الوسواس|افكار دخيله|فكره دخيله|ماذا لو|طب لو|مش عايز|ما بدي|لا اريد|استغفر|بخاف"),
  hyperbole: ar("(?:ه|ح|ب|رح )?موت (?:من )?(?:الجوع|الضحك|التعب|النوم|البرد|الحر|العطش|الزهق)|ميت من (?:الضحك|التعب|الجوع)|قتلني الضحك|موتني من الضحك|الله يرحمه|الله يرحمها|رحمه الله|رحمها الله|انا لله", "g"),
};

const PERSIAN: Script = {
  present: ARABIC_SCRIPT,
  risk: [
    ["wish_dead", ar("میخوام بمیرم|میخواهم بمیرم|دلم میخواد بمیرم|خسته ام از زندگی|خستم از زندگی|کاش مرده بودم|دیگه نمیخوام زندگی کنم|نمیخوام زنده باشم")],
    ["intent", ar("خودکشی (?:میکنم|کنم|خواهم کرد)|خودمو میکشم|خودم را میکشم|میخوام خودمو بکشم|(?:امشب|امروز|فردا)[^.؟!\\n]{0,24}(?:خودکشی|تمومش|میمیرم|خودمو میکشم)")],
    ["plan", ar("طناب (?:آماده|اماده|خریدم)|(?:قرص|قرصا|قرصها)[^.؟!\\n]{0,10}جمع کردم|وصیت ?نامه|نامه خداحافظی|از (?:پل|پشت بوم|پشت بام|بالکن)[^.؟!\\n]{0,10}(?:میپرم|بپرم|پرت)|خودمو پرت میکنم")],
    ["act", ar("(?:همه|کل|یه بسته|یک بسته|همه ی)[^.؟!\\n]{0,10}(?:قرص|قرصا|قرصها|داروها)[^.؟!\\n]{0,24}خوردم|(?:قرص|قرصا|قرصها)(?: رو)? (?:همه|کل)(?:ش|شو|شون)? ?(?:رو )?خوردم|رگمو زدم|رگم را زدم|دستمو بریدم|سم خوردم")],
    ["other_at_risk", ar("(?:دوستم|خواهرم|برادرم|مامانم|بابام|بچم|بچه ام|شوهرم|زنم|مادربزرگم)[^.؟!\\n]{0,32}(?:نفس نمیکشه|بیهوش|بیدار نمیشه|قرص خورده|به هوش نمیاد)")],
    ["harmed", ar("منو میزنه|مرا میزند|کتکم میزنه|داره منو میزنه|میخواد منو بکشه|تهدید کرده (?:منو|مرا) بکشه|گلومو فشار")],
    ["harm_others", ar("میکشمش|اونو میکشم")],
    // At a roof's edge; a rope tied; "I'm ending it"; a goodbye with the means.
    ["plan", ar("(?:لب|روی|بالای) (?:پشت ?بوم|پشت ?بام|پل|بالکن)|تمومش میکنم|کارو تموم میکنم|طناب[^.؟!\\n]{0,24}(?:بستم|آماده)|(?:خداحافظ|ببخشید که|ممنونم از همه)[^\\n]{0,80}(?:اسلحه|تفنگ|قرص|طناب|سم)")],
    ["harmed", ar("منو[^.؟!\\n]{0,20}میزنه|همه ?تونو میکشم|همتونو میکشم")],
    ["harmed", ar("با کمربند[^.؟!\\n]{0,16}(?:میزنه|افتاده)|افتاده به جونم")],
    ["other_at_risk", ar("(?:دخترم|پسرم|بچم|بچه ام)[^\\n]{0,40}(?:قرص|دارو)[^\\n]{0,30}(?:خورده|خوابش|بیحال)")],
    ["act", ar("خون(?:ش)? بند نمیاد|خونریزی بند نمیاد")],
    ["plan", ar("طناب[^.؟!\\n]{0,30}(?:آوردم|خریدم)")],
    ["harm_others", ar("(?:با )?چاقو[^.؟!\\n]{0,16}میزنمش|میزنمش با چاقو")],
    ["other_at_risk", ar("هوشیار نیست|جواب نمیده|قندش افتاده")],
    ["act", ar("(?:یه|یک) ورق(?: کامل)?[^.؟!\\n]{0,16}خوردم|ترامادول[^.؟!\\n]{0,10}خوردم")],
  ],
  // "اگه" alone is a plain "if" ("if I see him tonight I'll kill him"); "نکنه" is the "what if".
  frame: ar("میترسم|ترس|وسواس|افکار مزاحم|فکر مزاحم|نکنه|نمیخوام(?! زندگی| زنده)"),
  hyperbole: ar("(?:از خنده|از خستگی|از گرسنگی|از بیحوصلگی) (?:مردم|میمیرم)|(?:مردم|میمیرم) از (?:خنده|خستگی|گرسنگی)|خدا بیامرزه|خدا رحمتش کنه", "g"),
};

const URDU: Script = {
  present: ARABIC_SCRIPT,
  risk: [
    ["wish_dead", ar("مرنا چاہتا ہوں|مرنا چاہتی ہوں|مر جانا چاہتا|مر جانا چاہتی|جینا نہیں چاہتا|جینا نہیں چاہتی|زندگی سے تنگ آ گیا|زندگی سے تنگ آ گئی|کاش میں مر جاؤں")],
    ["intent", ar("خودکشی کر (?:لوں گا|لوں گی|رہا ہوں|رہی ہوں)|خود کو مار (?:لوں گا|لوں گی|دوں گا|دوں گی)|آج رات[^.؟!\\n]{0,24}(?:خودکشی|مر جاؤں|ختم کر)")],
    ["plan", ar("گولیاں جمع|الوداع سب|(?:چھت|پل|چھت) سے کود (?:جاؤں|جاوں|رہا|رہی)|پھندا|رسی (?:تیار|باندھ)")],
    ["act", ar("(?:ساری|سب|پوری)[^.؟!\\n]{0,10}(?:گولیاں|دوائیاں|دوائی|گولی)[^.؟!\\n]{0,10}(?:کھا لیں|کھالیں|کھا لی|کھا گیا|کھا گئی)|کلائی کاٹ لی|نس کاٹ لی|زہر (?:پی|کھا) لیا")],
    ["other_at_risk", ar("(?:دوست|بہن|بھائی|امی|ابو|بچہ|بچی|بیٹا|بیٹی|شوہر|بیوی)[^.؟!\\n]{0,32}(?:سانس نہیں لے|بے ہوش|ہوش میں نہیں|اٹھ نہیں رہ|گولیاں کھا لی)")],
    ["harmed", ar("مجھے (?:مار|پیٹ) (?:رہا|رہی|تا|تی)|مارنے کی دھمکی|مجھے جان سے مار")],
    ["harm_others", ar("(?:اسے|اس کو) (?:مار دوں گا|مار ڈالوں گا|قتل کر دوں گا)")],
    // On a roof, will jump; a cloth tied to the fan; a goodbye with poison; a deep cut that will not stop.
    ["plan", ar("کود (?:جاؤں|جاوں) (?:گا|گی)|چھلانگ لگا (?:دوں|لوں) (?:گا|گی)|(?:پنکھے|پنکھا)[^.؟!\\n]{0,20}(?:باندھ|لٹک)|دوپٹہ باندھ|سب ختم کر دوں (?:گا|گی)|چوہے مار|معاف کر دینا[^\\n]{0,80}(?:زہر|گولیاں|چوہے مار|پھندا|پستول)")],
    ["act", ar("خون (?:رک|بند) (?:ہی )?نہیں (?:رہا|ہو رہا)|گہرا کٹ")],
    ["harm_others", ar("(?:پستول|بندوق|چاقو|کلاشنکوف)[^\\n]{0,48}(?:گولی مار|قتل کر|مار دوں)|گولی مار (?:کے آؤں گا|دوں گا)")],
    ["harmed", ar("غیرت کے نام|(?:جان سے )?مار دے گا|بندوق لے کر[^\\n]{0,20}گھوم")],
    ["plan", ar("(?:دے دی|دے دیا|دے دیں)[^\\n]{0,48}(?:میں نہیں ہوں گا|میں نہیں ہوں گی|نہیں رہوں)|میں نہیں (?:ہوں|رہوں) (?:گا|گی)")],
    ["other_at_risk", ar("مٹی کا تیل پی|تیزاب پی|ہونٹ نیلے|بچوں کو مار رہا|سانپ نے (?:کاٹ|ڈس)")],
    ["plan", ar("آخری سلام|آخری پیغام|کا خیال رکھنا[^\\n]{0,40}(?:دے دینا|آخری)")],
    ["harmed", ar("مار رہا تھا|ڈنڈا لے کر|ڈنڈے سے")],
    ["act", ar("چوہے مار (?:دوا|گولی) کھا (?:لی|لیا)")],
  ],
  frame: ar("ڈر|خوف|وسوسہ|وسوسے|او سی ڈی|اگر|نہیں چاہتا|نہیں چاہتی"),
  hyperbole: ar("(?:ہنس ہنس کر|تھکن سے|بھوک سے|گرمی سے) (?:مر|مرا|مری)|اللہ مغفرت کرے|انا للہ", "g"),
};

const HINDI: Script = {
  present: /[\u0900-\u097f]/,
  risk: [
    ["wish_dead", /मरना चाहता हूं|मरना चाहता हूँ|मरना चाहती हूं|मरना चाहती हूँ|मर जाना चाहता|मर जाना चाहती|जीना नहीं चाहता|जीना नहीं चाहती|जीने का मन नहीं|काश मैं मर जाऊं|काश मैं मर जाऊँ/],
    ["intent", /आत्महत्या कर (?:लूंगा|लूँगा|लूंगी|लूँगी|रहा हूं|रही हूं|रहा हूँ|रही हूँ)|खुद को (?:मार|ख़त्म कर|खत्म कर) (?:लूंगा|लूँगा|लूंगी|लूँगी|डालूंगा|दूंगा)|(?:आज रात|आज|कल)[^।.\n]{0,24}(?:मर जाऊंगा|मर जाऊँगा|मर जाऊंगी|मर जाऊँगी|आत्महत्या|खुद को खत्म|ख़ुद को ख़त्म)|(?:जिंदगी|ज़िंदगी) (?:खत्म|ख़त्म) कर (?:दूंगा|दूंगी|लूंगा|लूंगी)/],
    ["plan", /फंदा|फांसी (?:लगा|का)|सुसाइड नोट|(?:नींद की )?गोलियां जमा|(?:छत|पुल|बिल्डिंग) से कूद (?:जाऊंगा|जाऊंगी|जाऊँगा|रहा|रही)|ट्रेन के आगे (?:कूद|लेट)/],
    ["act", /(?:सारी|सब|पूरी)[^।.\n]{0,12}(?:गोलियां|गोलियाँ|दवाइयां|दवाइयाँ|दवा|गोली)[^।.\n]{0,10}(?:खा ली|खा लीं|निगल)|नस काट ली|कलाई काट ली|(?:ज़हर|जहर) (?:पी|खा) लिया/],
    ["other_at_risk", /(?:दोस्त|बहन|भाई|मम्मी|मां|माँ|पापा|बच्चा|बच्ची|बेटा|बेटी|पति|पत्नी|दादी|नानी)[^।.\n]{0,32}(?:सांस नहीं ले|साँस नहीं ले|बेहोश|होश नहीं|उठ नहीं रह|गोलियां खा ली)/],
    ["harmed", /मुझे (?:मार|पीट) (?:रहा|रही|रहे|ता|ती)|मारने की धमकी|मुझे जान से मार|मेरा गला दबा/],
    ["harm_others", /(?:उसे|उसको) (?:मार डालूंगा|मार दूंगा|जान से मार दूंगा)|खून कर दूंगा/],
    // A count of pills taken; at a bridge or roof's edge with an end; a rope tied to the fan; a goodbye with poison.
    ["act", /\d+[^।.\n]{0,10}(?:नींद की )?(?:गोलियां|गोलियाँ|गोली)[^।.\n]{0,10}खा (?:ली|लीं|लिया)/],
    ["plan", /(?:पुल|छत|बिल्डिंग|ट्रैक)[^।.\n]{0,20}(?:खड़ा|खड़ी)[^\n]{0,40}(?:खत्म|ख़त्म|कूद|अलविदा)|(?:पंखे|पंखा)[^।.\n]{0,16}(?:रस्सी|दुपट्टा|चुन्नी)|रस्सी बांध (?:दी|ली)|(?:अलविदा|माफ़ करना|माफ करना)[^\n]{0,80}(?:कीटनाशक|ज़हर|जहर|गोलियां|रस्सी)|कीटनाशक की बोतल|मैं नहीं (?:रहूँगा|रहूंगा|रहूँगी|रहूंगी)/],
    ["harmed", /(?:मार|पीट) रहे हैं|जला देंगे|ज़िंदा जला|जिंदा जला/],
    ["harm_others", /(?:कट्टा|पिस्तौल|बंदूक|तमंचा|चाकू)[^\n]{0,40}(?:गोली मार|मार दूँगा|मार दूंगा|मार डालूंगा)|गोली मार (?:दूँगा|दूंगा)/],
    ["plan", /(?:सल्फ़ास|सल्फास|सेल्फास|कीटनाशक|चूहे मार)[^\n]{0,30}(?:ले आया|ले आई|खा|पी|रख)|(?:गंगा|नदी|नहर) में सब (?:ख़त्म|खत्म)|(?:दे दीं|दे दिया|दे दी)[^\n]{0,40}(?:ख़त्म|खत्म|अलविदा)|पुल पर (?:जाऊँगी|जाऊंगी|जाऊँगा|जाऊंगा)/],
    ["other_at_risk", /(?:रूममेट|दीदी|भैया|सहेली|पूरा पत्ता)[^।.\n]{0,40}(?:उठ नहीं|साँस बहुत धीमी|सांस बहुत धीमी|बेहोश)|(?:बेटा|बेटी|बच्चा|बच्ची)[^।.\n]{0,40}(?:पी गया|पी गई|खा गया|खा गई|निगल)[^।.\n]{0,30}(?:उल्टी|बेहोश|साँस)/],
    ["harmed", /(?:सबको )?जला देगा|गैस का सिलेंडर खोल/],
    ["harm_others", /काम तमाम|कट्टा मिल गया/],
    ["act", /(?:ख़ून|खून) रुक (?:ही )?नहीं (?:रहा|रही)|ब्लेड चलाया/],
    ["other_at_risk", /(?:साँप|सांप) ने काट|(?:साँप|सांप) काट/],
  ],
  frame: /डर|डरता|डरती|ओसीडी|OCD|ocd|अगर|नहीं चाहता|नहीं चाहती|ख्याल|ख़याल|विचार आते/,
  hyperbole: /(?:हंस हंस के|हँस हँस के|हंसते हंसते|थकान से|भूख से|गर्मी से) (?:मर|मरा|मरी)|भगवान (?:उनकी|उसकी) आत्मा को शांति/g,
};

const HEBREW: Script = {
  present: /[\u0590-\u05ff]/,
  risk: [
    ["wish_dead", /רוצה למות|בא לי למות|לא רוצה לחיות|נמאס לי לחיות|הלוואי שהייתי מת|הלוואי שאמות/],
    ["intent", /אתאבד|(?:הולך|הולכת) להתאבד|אהרוג את עצמי|(?:הלילה|היום|מחר)[^.?!\n]{0,24}(?:אתאבד|אמות|אסיים עם זה|אקפוץ)/],
    ["plan", /מכתב פרידה|(?:אספתי|אוספת|אוסף) כדורים|(?:לקפוץ|אקפוץ) (?:מהגג|מהגשר|מהמרפסת|מהבניין)|חבל (?:מוכן|קשור)/],
    ["act", /(?:לקחתי|בלעתי)[^.?!\n]{0,12}(?:את כל|כל ה|חבילה|קופסה|חפיסה)[^.?!\n]{0,12}(?:כדורים|הכדורים|תרופות|התרופות)|(?:לקחתי|בלעתי) (?:את )?כל (?:הכדורים|התרופות)|חתכתי את עצמי|חתכתי (?:ורידים|את היד|את הוורידים)/],
    ["other_at_risk", /(?:חבר|חברה|אחי|אחותי|אמא|אבא|הבן|הבת|התינוק|התינוקת|בעלי|אשתי|סבתא|סבא)[^.?!\n]{0,32}(?:לא נושם|לא נושמת|מחוסר הכרה|מחוסרת הכרה|לא מתעורר|לא מתעוררת|בלע|בלעה)/],
    ["harmed", /מרביץ לי|מכה אותי|היכה אותי|חונק אותי|(?:איים|מאיים|מאיימת|איימה) להרוג אותי/],
    ["harm_others", /אני אהרוג אות(?:ו|ה)|אהרוג אות(?:ו|ה)/],
    // On a roof and jumping; a rope bought; "finishing it"; thanks and goodbye with a gun.
    ["plan", /(?:על הגג|על הגשר|על המרפסת|על הקצה)[^\n]{0,40}(?:קופץ|קופצת|אקפוץ|נמאס)|(?:קניתי|הכנתי) חבל|(?:גומר|גומרת|אגמור) עם זה|(?:תודה על הכל|אל תאשימו)[^\n]{0,80}(?:האקדח|אקדח|כדורים|חבל)/],
    ["other_at_risk", /לא (?:מגיב|מגיבה)[^\n]{0,40}(?:כחולות|נושם|כדורים)|השפתיים (?:שלו|שלה) כחולות/],
    ["harm_others", /(?:סכין|אקדח)[^\n]{0,48}(?:דוקר|אדקור|יורה|אירה|להרוג) אות(?:ו|ה)|(?:דוקר|אדקור) אות(?:ו|ה)/],
    ["other_at_risk", /(?:מכה |מרביץ ל)(?:את )?(?:אמא|אחי|אחותי)/],
    ["plan", /מעבר למעקה|(?:נכנס|נכנסת|אכנס) לים ולא (?:חוזר|חוזרת|אחזור)|נתתי את הכלב|כתבתי מכתבים לכולם/],
    ["harm_others", /(?:יש לי|לקחתי) את האקדח[^\n]{0,48}(?:גומר|אהרוג|יורה)|גומר את [^\s]+ היום/],
    ["act", /חתכתי עמוק|דם על כל ה(?:רצפה|מקלחת)/],
    ["plan", /יש לי את הכדורים|זהו,? נגמר|תשמרו על (?:הכלב|החתול)[^\n]{0,40}לא אהיה|לא אהיה[^\n]{0,40}תשמרו על/],
    ["act", /(?:לקחתי|בלעתי) את כל (?:ה)?(?:קופסה|חבילה|בקבוק)/],
    ["other_at_risk", /נפל[^\n]{0,30}(?:לא זז|לא עונה|דם מהראש)|לא זז[^\n]{0,30}לא עונה/],
  ],
  frame: /פוחד|פוחדת|מפחד|מפחדת|חרדה|OCD|ocd|טורדני|טורדניות|מה אם|לא רוצה(?! לחיות)/,
  hyperbole: /(?:מת|מתה|מתים|מתות) (?:מצחוק|מעייפות|מרעב|על)|הרגת אותי מצחוק|זכרונו לברכה|ז"ל/g,
};

const THAI: Script = {
  present: /[\u0e00-\u0e7f]/,
  risk: [
    ["wish_dead", /อยากตาย|ไม่อยากอยู่แล้ว|ไม่อยากมีชีวิต|เบื่อชีวิต|อยากหายไปจากโลก/],
    ["intent", /ฆ่าตัวตาย|จบชีวิต(?:ตัวเอง)?|(?:คืนนี้|วันนี้|พรุ่งนี้)[^\n]{0,24}(?:ตาย|จบ|กระโดด)/],
    ["plan", /เชือก(?:แขวน|ผูก)|จดหมายลาตาย|เก็บยาไว้|กระโดด(?:ตึก|สะพาน|จากตึก|จากสะพาน|ลงจาก)/],
    ["act", /กินยา[^\n]{0,12}(?:หมด|ทั้งแผง|ทั้งขวด|เกินขนาด|ไปเยอะ)|กรีด(?:ข้อมือ|แขน)|กินยาฆ่าแมลง|กินยาพิษ/],
    ["other_at_risk", /(?:เพื่อน|แม่|พ่อ|พี่|น้อง|ลูก|แฟน|สามี|ภรรยา|คุณยาย|คุณตา)[^\n]{0,60}(?:ไม่หายใจ|หมดสติ|ไม่ตื่น|ปลุกไม่ตื่น|กินยา|แขวนคอ)/],
    ["harmed", /(?:ตบ|ตี|ทำร้าย|ซ้อม)(?:ฉัน|หนู|ผม)|บีบคอ|ขู่จะฆ่า|จะฆ่า(?:ฉัน|หนู|ผม)/],
    ["harm_others", /จะฆ่ามัน|ฆ่ามันแน่|จะแทงมัน/],
    // On a rooftop and jumping; poison in hand with a goodbye; a gun taken to shoot someone; a beating now.
    ["plan", /ดาดฟ้า[^\n]{0,30}(?:กระโดด|ไม่ไหว)|(?:ยาฆ่าหญ้า|ยาเบื่อหนู|ยาฆ่าแมลง|ยาพิษ)[^\n]{0,20}(?:อยู่ในมือ|เตรียม)|ลาก่อน[^\n]{0,40}(?:ยา|เชือก|ปืน)/],
    ["harmed", /กำลังตี(?:แม่|หนู|ฉัน|ผม)|ฆ่าให้ตาย/],
    ["harm_others", /ปืน[^\n]{0,30}(?:ยิง|ฆ่า)|จะไปยิง/],
    ["harmed", /ถือมีดไล่|ไล่(?:ฟัน|แทง)/],
    ["plan", /(?:ยืนอยู่)?บนสะพาน[^\n]{0,30}(?:ถึงเวลา|ได้เวลา|กระโดด)|แจกของ(?:หมด)?[^\n]{0,60}วันสุดท้าย|เตาถ่าน[^\n]{0,30}(?:ปิดหน้าต่าง|ในห้อง)|ไม่ต้องตามหา/],
    ["plan", /ดาดฟ้า[^\n]{0,30}โดด|ซื้อถ่าน|ปิดช่องลม/],
  ],
  frame: /กลัว|ย้ำคิดย้ำทำ|ความคิดแทรก|ถ้า|ไม่อยากทำ/,
  hyperbole: /(?:อาย|ขำ|เหนื่อย|หิว|ร้อน|ง่วง)(?:จน)?(?:จะ)?(?:อยาก)?ตาย|ตายแล้ว|จะตาย(?:แล้ว)?$/g,
};

const VIETNAMESE: Script = {
  present: /\b(?:toi|minh|tao|em|anh|chi|khong|muon|chet|thuoc|dem nay|duoc|nguoi|cua|nhung|dang|roi|lam)\b/,
  risk: [
    ["wish_dead", /\bmuon chet\b|khong muon song|chan song|song de lam gi|uoc gi (?:minh|toi|em) chet/],
    ["intent", /\b(?:muon|se|dinh|sap|quyet dinh) tu tu\b|\btu tu (?:chet|roi|day)\b|\btu sat\b|ket lieu (?:cuoc doi|ban than)|(?:dem nay|toi nay|hom nay|ngay mai)[^.\n]{0,24}(?:chet|tu tu|nhay|ket thuc)/],
    ["plan", /\bsoi day\b|thu tuyet menh|(?:gom|tich|de danh|cat) thuoc|nhay (?:cau|lau|tu tang|tu san thuong|xuong song)/],
    ["act", /uong (?:het|ca|nguyen)[^.\n]{0,12}thuoc|uong thuoc (?:qua lieu|ngu het)|(?:cat|rach) (?:tay|co tay|mach)|uong thuoc (?:tru sau|diet chuot)/],
    ["other_at_risk", /\b(?:ban|me|bo|anh|chi|em|con|vo|chong|ba|ong)\b[^.\n]{0,24}(?:khong tho|bat tinh|ngat xiu|goi khong tinh|uong (?:het|nhieu) thuoc)/],
    ["harmed", /danh (?:toi|em|minh|tao)\b|bop co (?:toi|em|minh)|doa giet|se giet (?:toi|em|minh)\b/],
    ["harm_others", /\b(?:se|tao se|toi se) giet (?:no|han|thang|con)\b/],
    // On a bridge or roof, jumping to end it; hanging with a rope ready; poison set by the bed; a knife to stab someone.
    ["plan", /(?:dung|ngoi) tren (?:cau|noc|san thuong|lan can)|nhay xuong (?:la xong|cho xong)|(?:se )?treo co|day (?:da )?chuan bi|thuoc (?:chuot|tru sau|diet co)[^.\n]{0,24}(?:de san|ben giuong|trong tay|chuan bi)/],
    ["harmed", /cam dao[^.\n]{0,16}(?:doa|giet)/],
    ["harm_others", /dam chet (?:no|han|thang)|(?:se|tao se) (?:dam|giet|chem) (?:chet )?(?:no|han|thang)/],
    ["other_at_risk", /\b(?:be|con|chau)\b[^.\n]{0,30}nuot[^.\n]{0,16}(?:thuoc|vien)|non ra mau/],
    ["plan", /\bngay cuoi\b|day thung|day (?:thung )?treo san|thu tuyet menh/],
    ["harmed", /cam dao duoi (?:em|toi|minh)|dang dap cua/],
    ["other_at_risk", /moi tim|goi mai khong tinh|tho kho khe/],
    ["plan", /thuoc chuot[^.\n]{0,30}(?:mua san|se uong|em uong|toi uong|minh uong)/],
    ["harm_others", /tao (?:dam|giet|chem) (?:no|han|thang)|dao mai san/],
  ],
  // Read without accents, "sợ" (afraid) and "lo" (worry) are also "số" and "lọ": only as phrases.
  frame: /\b(?:toi|minh|em|anh|rat|hoi) so\b|\bso (?:rang|hai|lam|qua)\b|\bocd\b|y nghi xam nhap|\bneu\b|lo lang|lo so|khong muon(?! song)/,
  hyperbole: /(?:met|doi|cuoi|nong|buon ngu|chan|so) (?:muon |gan |sap )?chet|chet (?:cuoi|met|doi|nong)/g,
};

const INDONESIAN: Script = {
  present: /\b(?:aku|saya|gue|gw|mau|pengen|ingin|udah|sudah|banget|nggak|gak|tidak|nak|tak|mati|obat|sekarang|tolong|yang|dengan|adik|adikku|kakak|anak|racun|minum)\b/,
  risk: [
    ["wish_dead", /\b(?:mau|ingin|pengen|pingin|nak|rasa nak) mati\b|(?:capek|lelah|cape) hidup|(?:tidak|ga|gak|nggak|tak) (?:mau|nak) hidup lagi/],
    ["intent", /bunuh diri|mengakhiri hidup|akhiri hidup(?:ku)?|gantung diri|(?:malam ini|hari ini|besok|esok|mlm ini)[^.\n]{0,24}(?:mati|bunuh diri|lompat|terjun|mengakhiri)/],
    ["plan", /\btali\b[^.\n]{0,16}(?:siap|udah|sudah)|surat (?:perpisahan|wasiat)|(?:ngumpulin|kumpulin|simpan|nyimpen) obat|(?:lompat|terjun) dari (?:jembatan|gedung|atap|lantai)/],
    ["act", /minum (?:semua|sebotol|satu botol|satu strip|sestrip|banyak) (?:obat|pil)|(?:udah|sudah|dah) minum (?:semua )?obat(?:nya)? (?:semua|sekaligus)|nyilet|menyayat (?:tangan|nadi)|potong nadi|minum (?:racun|baygon|pembasmi)/],
    ["other_at_risk", /\b(?:teman|temen|adik|kakak|ibu|ayah|mama|papa|anak|suami|istri|pacar|nenek|kakek)\b[^.\n]{0,24}(?:tidak bernapas|ga napas|gak napas|nggak napas|pingsan|tidak sadar|ga bangun|gak bangun|nggak bangun|minum (?:banyak )?obat)/],
    ["harmed", /(?:mukul|memukul|nampar|mencekik|cekik|mukulin|pukulin|nonjok) (?:aku|saya|gue|gw)\b|(?:ngancam|mengancam) (?:mau |akan )?bunuh (?:aku|saya|gue)|mau bunuh (?:aku|saya|gue)\b/],
    ["harm_others", /\b(?:gue|aku|saya|gw) (?:mau|akan|bakal) bunuh (?:dia|si)\b|bakal (?:gue|gw) bunuh/],
    // On a bridge or roof, going to jump; bleeding that will not stop; poison in hand with a goodbye; a blade to kill someone.
    ["plan", /(?:di atas|di) (?:jembatan|atap|gedung|rooftop)[^.\n]{0,40}(?:lompat|terjun)|mau (?:lompat|terjun) aja|racun (?:tikus|serangga)?[^.\n]{0,16}(?:di tangan|udah siap|sudah siap|dah siap)|selamat tinggal[^\n]{0,60}(?:racun|obat|ubat|tali|pisau)/],
    ["act", /darah (?:tak|tidak|gak|ga|nggak) (?:berhenti|mau berhenti)|luka dalam/],
    ["other_at_risk", /(?:pengsan|pingsan)[^.\n]{0,24}(?:tak sedar|tidak sadar|tak bernafas|tidak bernapas)|botol (?:obat|ubat) kosong/],
    ["harm_others", /(?:nak|mau|akan|bakal) bunuh dia|(?:parang|pisau|golok|celurit)[^\n]{0,40}bunuh/],
    ["other_at_risk", /(?:pukul|mukul|memukul) (?:mak|ibu|mama)\b|(?:tali|ikat) pinggang|(?:minum|makan) racun|mulutnya berbusa|kejang|terminum|minum (?:clorox|bayclin|pemutih)/],
    ["plan", /tinggal lompat|(?:bagi|kasih) semua barang|terjun (?:ke )?(?:sungai|laut)/],
    ["harmed", /bakal bunuh (?:aku|saya|gue)|bawa parang/],
    ["act", /darahnya netes terus|sayatannya (?:dalam|kedalaman)/],
    ["plan", /jangan cari aku|(?:tak|tidak|nggak|gak) (?:payah|usah|perlu) cari (?:aku|saya)|titip (?:kucing|anjing|ibu|adik)|terjun dari (?:jembatan|jambatan|bangunan)/],
    ["act", /(?:obat|pil)[^.\n]{0,20}(?:satu strip|sestrip|sebotol|sekaligus)/],
    ["other_at_risk", /(?:mukulin|mukuli) (?:ibu|mama|mak)\b/],
  ],
  laughing: /\bwk(?:wk)+|\b(?:haha|hehe)+\b|\blol\b/,
  frame: /\btakut\b|\bocd\b|pikiran intrusif|gimana kalau|bagaimana jika|(?:tidak|ga|gak|nggak) mau(?! hidup)/,
  hyperbole: /(?:capek|laper|lapar|ngakak|panas|ngantuk|bosen|bosan) (?:banget )?(?:mau |sampe |sampai )?mati|mati (?:ketawa|gaya|lampu|listrik|kutu)|(?:hp|baterai|motor|mesin|lampu) (?:ku |gue )?mati/g,
};

export function worldLanguageFindings(raw: string): ScriptFinding[] {
  const found: ScriptFinding[] = [];
  if (ARABIC_SCRIPT.test(raw)) {
    const text = arabicLetters(raw);
    for (const script of [ARABIC, PERSIAN, URDU]) found.push(...readScript(script, text));
  }
  found.push(...readScript(HINDI, raw), ...readScript(HEBREW, raw), ...readScript(THAI, raw));
  // Latin letters: read without accents, and only where the language's own words stand.
  const latin = unaccented(raw);
  found.push(...readScript(VIETNAMESE, latin), ...readScript(INDONESIAN, latin));
  return found;
}
