// The readers of ./world-languages.ts and ./east-asian.ts: the scenes a native would write in a crisis
// (a last message, things given away, a height and "I can't go on", a threat at home, a stroke, a
// swelling that closes the breath, a child who drank a cleaner, a goodbye and then silence), and the
// fears and everyday figures of speech beside them that must never alarm.
import { describe, expect, it } from "vitest";
import { assessRisk } from "./assess";

describe("world and East Asian languages: the scenes of a crisis", () => {
  it.each([
    // Arabic: pills taken, never waking, a sworn threat, a friend about to jump, a stroke, a swelling.
    "خدت شريط المنوم كله وبستنى",
    "نفسي انام وما اصحى",
    "ابوي حلف انه رح يقتلني الليلة، انا قافلة على حالي بالغرفة وهو عم يخبط",
    "اختي قالتلي انها رايحة ترمي حالها من البلكونة وقفلت تلفونها",
    "جدي فجأة وشه مايل وكلامه مش مفهوم",
    "ابني اكل فول سوداني وشفايفه انتفخت ومش قادر يتنفس",
    "انا على سطح البناية وما عدت اقدر، سامحوني",
    // Persian: pills with alcohol, never waking, things given away, a knife in hand, a stroke.
    "ده تا قرص با الکل خوردم",
    "دیگه دلیلی برای زندگی ندارم، فقط میخوام بخوابم و بیدار نشم",
    "لپتاپمو دادم به داداشم، این آخرین پیاممه",
    "بابام چاقو دستشه و میگه همه رو میکشه، درو قفل کردم کمک",
    "پدرم یهو دهنش کج شد و نمیتونه درست حرف بزنه",
    // Urdu: a last message, a killing decided, a swelling, a child who drank a cleaner.
    "یہ میرا آخری پیغام ہے، سب کو اللہ حافظ",
    "کل اس کا کام تمام کر دوں گا، چھری تیار ہے",
    "بیٹے کا چہرہ سوج گیا ہے اور سانس نہیں لے پا رہا",
    "میری بہن نے کہا وہ خودکشی کر لے گی اور اب فون بند ہے",
    "भैया ने लिखा कि वो आत्महत्या कर लेंगे, अब फोन स्विच ऑफ है",
    // Hindi and Hinglish: a fall with blood, someone's wrist cut, things given away, a stroke; a bridge and forgiveness.
    "दादी बाथरूम में गिर गई, खून निकल रहा है और वो होश में नहीं हैं",
    "मेरे दोस्त ने अभी नस काट ली और फोन बंद कर दिया",
    "अपनी घड़ी और किताबें भाई को दे दीं, अब मुझे किसी चीज़ की ज़रूरत नहीं पड़ेगी",
    "नानी का मुँह एक तरफ़ टेढ़ा हो गया है और बोल नहीं पा रही",
    "main bridge pe khada hoon, bas ab himmat kar raha hoon, maaf kar dena mummy",
    // Hebrew: a last message, a threat with a knife, never waking, a goodbye and silence.
    "זו ההודעה האחרונה שלי, אני אוהב אתכם",
    "האקס שלי אמר שהוא יהרוג אותי, הוא עומד ליד הדלת עם סכין",
    "אני רק רוצה להירדם ולא להתעורר",
    "אחותי כתבה 'סליחה על הכל' ועכשיו היא לא עונה לטלפון",
    // Thai: things given away and a goodbye, a stroke.
    "ยกของให้น้องหมดแล้ว ลาก่อนนะทุกคน",
    "พ่อพูดไม่ชัด ปากเบี้ยว ยกแขนไม่ขึ้น",
    // Vietnamese: a last message, a stroke, on a bridge and unable to go on.
    "đây là tin nhắn cuối cùng của mình, xin lỗi mọi người",
    "ông tôi đột nhiên méo miệng và nói không rõ",
    "em đang ở trên cầu, em không chịu nổi nữa rồi",
    // Indonesian: a last message, a child who drank a cleaner, a bridge and "no strength left", a stroke.
    "ini pesan terakhirku buat kalian semua",
    "adikku yang 2 tahun minum cairan pembersih kamar mandi",
    "aku di atas jembatan, udah gak sanggup lagi",
    "nenek tiba-tiba bicaranya pelo dan mulutnya mencong",
    // Chinese, Korean, Japanese: a height and no strength left, charcoal lit, a stroke.
    "我在天台上，真的坚持不下去了",
    "我朋友说她已经点好炭了，叫我别回家",
    "옥상이야. 더는 못 버티겠어",
    "할머니가 말이 어눌하고 한쪽 입이 처졌어요",
    "いま屋上にいる。もう限界。お母さんに伝えて",
  ])("%s: a crisis", (text) => {
    expect(assessRisk(text).level).toBe("crisis");
  });

  it.each([
    // Fears and what-ifs.
    "지하철에서 '뛰어들면 어떡하지' 하는 생각이 자꾸 들어요. 죽고 싶지 않아요",
    "خايفة لو ابني اكل فول سوداني يتورم ومش يقدر يتنفس",
    "میترسم بچم مایع ظرفشویی بخوره و نفسش بند بیاد",
    "takut banget kalau anakku minum cairan pembersih",
    // Everyday figures of speech and plain days.
    "Bosku bakal bunuh aku kalo laporan ini ga kelar",
    "老板今天要杀了我，报告又要重写",
    "Hôm qua thua trận, tức muốn chết",
    "ابوي رح يقتلني اذا عرف اني رسبت في الامتحان",
    "我们在楼顶烧烤，炭已经点好了",
    "다리가 너무 아파서 더는 못 걷겠어",
    "ye mera aakhri din hai office mein, kal se chhutti",
    "ye mera aakhri sawaal hai, phir main chali jaungi ghar",
    "toi cho het do cu cho hang xom vi sap chuyen nha",
    "这是最后一条消息了，我要去睡觉",
  ])("%s: a fear or an everyday text, never alarmed", (text) => {
    expect(assessRisk(text).level).not.toBe("crisis");
  });
});
