// Japanese, Chinese (simplified and traditional) and Korean: the commonest ways of saying one wants to
// die, will end one's life, has begun to, is being hurt, or that someone else is in danger now
// (decision 013, amendment bd). These scripts write words without spaces, so the canonical text (Latin
// letters) holds nothing of them: they are read on the text as written (full-width letters and
// half-width kana made ordinary), with patterns that find words inside a run of characters.
// As for the other languages (./other-languages.ts), their core words, not the English rules' depth:
// a fear, a "what if" or OCD named makes a wish, an intent or a plan a question, never an alarm; an act
// done, being hurt and someone else in danger stand whatever is named beside them. The hyperboles these
// languages build on death ("死ぬほど眠い", "累死了", "배고파 죽겠어") are taken out before reading.
import type { RiskCategory, RiskLevel } from "@/lib/domain/risk";

interface Script {
  /** [category, words, level when not framed (a crisis unless said), words beside them that make them ordinary]. */
  risk: [RiskCategory, RegExp, RiskLevel?, RegExp?][];
  /** A fear, a doubt, a "what if", OCD or unwillingness named. */
  frame: RegExp;
  /** Figures of speech built on death words, removed before reading. */
  hyperbole: RegExp;
  /** "This is not OCD", "not an exposure note": owning words that cancel any frame. */
  notOcd: RegExp;
}

/** A stroke's signs: speech gone wrong and a face or limb that drops, both (one alone is a tired evening). */
const stroke = (speech: string, face: string) => new RegExp(`(?:${speech})[^]{0,30}(?:${face})|(?:${face})[^]{0,30}(?:${speech})`);

const JAPANESE: Script = {
  risk: [
    ["wish_dead", /死にたい|生きていたくない|生きたくない|もう生きていけない|生きるのが(?:つらい|辛い|しんどい)/],
    ["wish_dead", /消えたい|いなくなりたい|楽になりたい|目が覚めなければ|(?:私|僕|俺)?がいない(?:ほう|方)が(?:幸せ|いい)/, "check_in"],
    // Things given away and an end named; a day chosen to end it.
    ["plan", /終わりにする(?:って|と)決め|(?:譲った|あげた|形見)[^]{0,40}(?:最後|終わり|さよなら)|最後の日に(?:する|します)/],
    ["intent", /(?:今夜|今晩|今日|明日|今から|これから|もうすぐ)[^。！？\n]{0,15}(?:死にます|死ぬ|死のう|自殺|飛び降り|首を吊|命を絶|終わりに)|自殺(?:する|します|しよう|したい|を考えて)|死にます|死のうと(?:思|決め)|命を絶(?:ちます|とう|つ)|終わりにします/],
    ["plan", /飛び降り(?:る|ます|よう)/, undefined, /シーン|ドラマ|映画|漫画|マンガ|アニメ|ゲーム|小説|主人公/],
    ["plan", /決行(?:する|します|日)|準備(?:は)?(?:できてる|できた|万端)|(?:ロープ|紐|縄)[^。]{0,8}(?:かけた|掛けた|結んだ)|(?:橋の上|屋上|線路|柵の外|手すりの外)[^。]{0,12}(?:あと一歩|飛び降り|さよなら|もう無理)|柵を?越え|遺書|練炭|首吊り|首を吊(?:る|ります|ろう)|ロープ(?:を|は)?(?:用意|買)|(?:薬|睡眠薬|眠剤)[^。]{0,12}(?:ため|貯め|集め)(?:て|た)|(?:\d{2,}|何十)錠[^]{0,30}(?:飲む|飲みます|並べ|今夜)|(?:ロープ|縄)[^。]{0,12}(?:決めた|用意した|準備した)|ホームの(?:一番)?端[^]{0,24}(?:電車|通過|列車)|(?:次の)?通過電車で|(?:屋上|線路|橋の上|ホームの端)に(?:いる|います|来た|来ました|立って)/],
    ["act", /(?:薬|くすり|クスリ|睡眠薬|眠剤|錠剤|市販薬|風邪薬|頭痛薬)[^。！？\n]{0,12}(?:全部|ぜんぶ|大量に|一箱|一瓶|まとめて|何十錠|\d{2,}錠)[^。！？\n]{0,6}(?:飲んだ|飲みました|飲んじゃった|飲んで)|オーバードーズ(?:した|しました|しちゃった)|(?:OD|od)(?:した|しました|しちゃった)|手首を切(?:った|りました|っちゃった)|リスカ(?:した|しました|しちゃった)|練炭を?(?:たい|焚い|炊い|つけ)|深く(?:切り|いき)すぎ|(?:腕|手首|足)を?切ってる|タオル(?:が)?真っ赤/],
    ["other_at_risk", /(?:友達|友だち|彼氏|彼女|母|父|姉|妹|兄|弟|子ども|子供|息子|娘|夫|妻|赤ちゃん)[^。！？\n]{0,24}(?:息をしていない|息してない|意識がない|起きない|目を覚まさない|反応がない)|(?:飛び降りる|死ぬ|自殺する)(?:って|と)(?:言って|LINE|ライン|連絡)/],
    ["harmed", /(?:殴られ(?:て|た|てる)|蹴られ(?:て|た|てる)|首を?絞められ|殺すって言われ|殺すと言われ|暴力を振るわれ)/],
    ["harm_others", /殺してやる|刺してやる|(?:包丁|ナイフ|刃物)[^。]{0,14}(?:刺す|殺す|刺しに|殺しに)|(?:刺す|殺す)[。、 ]?[^。]{0,4}(?:包丁|ナイフ|刃物)[^。]{0,8}(?:カバン|鞄|ポケット|持っ|用意)/],
    // Heights, tracks and water, told as where one is or is going now.
    ["plan", /(?:屋上|柵|フェンス|手すり)の?(?:外側|外)に|線路に(?:入る|飛び込|降り)|(?:電車|快速|列車|特急)[^。]{0,10}(?:飛び込|線路に)|(?:海|川)に(?:入る|入ります|飛び込)[^\n]{0,20}(?:ばいばい|バイバイ|さよなら|さようなら|もう|最後|終わり|ごめん)|(?:もう|最後|終わり)[^\n]{0,20}(?:海|川)に(?:入る|飛び込)|(?:橋|屋上)[^\n]{0,24}(?:落ちたら|飛び降りたら|楽になれる)/],
    // Poison swallowed, gas opened with the windows shut.
    ["act", /(?:農薬|除草剤|殺虫剤|漂白剤)を?(?:のんだ|飲んだ|飲みました|飲んじゃった)/],
    ["plan", /ガス(?:の元栓)?を?(?:開け|出し|つけ)(?:た|て|っぱなし)[^。]{0,20}(?:窓|目張り|ドア)[^。]{0,6}(?:閉め|ふさ|塞)/, undefined, /かも|かな|確認|大丈夫|料理|煮/],
    // Someone else's body in danger: a stroke's signs, swelling and wheezing after food, a goodbye and silence.
    // Someone else in danger now: choking, a button battery or medicine swallowed, walking into traffic, a fall with bleeding and no answer.
    ["other_at_risk", /喉に詰まらせ|息ができてない|ボタン電池を?飲み込|(?:国道|道路|線路)の真ん中を歩いて|呼びかけても(?:反応|返事)がない/],
    ["other_at_risk", stroke("ろれつ(?:が)?回らな|言葉が出な|話し方が(?:おかしい|変)", "顔の(?:半分|片側)が(?:下が|垂れ|動かな)|片(?:方の)?(?:手|腕|足)に力が入らな|口(?:元)?が(?:曲が|下が)")],
    ["other_at_risk", /(?:ばいばい|バイバイ|さよなら|さようなら|今までありがとう|海に入る|終わりにする)[^]{0,40}(?:既読(?:が)?つかない|電話(?:に)?出ない|連絡(?:が)?つかない)/],
    // Being threatened at home now: a knife, someone at the door who will not go.
    ["harmed", /(?:包丁|ナイフ|刃物)を?持ち出[^]{0,24}(?:隠れ|立てこも|逃げ)|(?:包丁|ナイフ|刃物)(?:を)?持って[^。]{0,16}(?:怒鳴|暴れ|追いかけ|叫)|(?:元カレ|元彼|元夫|元旦那|ストーカー|知らない(?:人|男))[^。]{0,12}(?:ドア|玄関)の前に(?:いて|いる)[^。]{0,24}(?:ガチャガチャ|叩い|蹴っ|開けろ|殺す)/],
    // The writer's own emergency: a throat closing or swelling after food, bleeding that will not stop.
    ["emergency", /(?:食べ|飲ん)[^。]{0,12}(?:喉|のど)(?:が)?(?:しまって|締まって|腫れ|詰ま)|息が(?:ヒューヒュー|ゼーゼー)|血(?:が)?止まら(?:ない|ん|なく)/],
  ],
  frame: /想像|勝手に|大丈夫|怖い|こわい|怖く|恐い|不安|強迫|侵入思考|しまうのでは|しまわないか|どうしよう|したくない|死にたくない|浮かん|考えてしまう|気がして|暴露|曝露|ERP|erp|確認/,
  notOcd: /(?:曝露|暴露|強迫|ERP|erp)[^。]{0,8}(?:じゃない|ではない|じゃありません|ではありません)/,
  hyperbole: /死ぬほど|しぬほど|死ぬかと思った|尊(?:すぎて|くて)死ぬ|尊死|(?:恥ずかし|はずかし)[^。]{0,6}死にたい|死にたいくらい|笑い死|死んだように|死ぬ気で|(?:ゲーム|キャラ|ボス)[^。]{0,6}死/g,
};

const CHINESE: Script = {
  risk: [
    ["wish_dead", /(?:我|好|真的|很)想死(?![你您他她它])|不想活(?:了|下去)|活不下去|活着没意思|活著沒意思|不如死了|死了算了/],
    ["wish_dead", /想消失|不想醒来|不想醒來|(?:没有|沒有|冇咗)我(?:会|會)?(?:更好|好过啲|好過啲|更幸福)/, "check_in"],
    // Things given away or left in order and an end named; there will be no "me" after a day.
    ["plan", /(?:不会|不會)再有我|(?:以后|以後|之后|之後)就不用找我|(?:托付给|托付給|送给|送給)[^]{0,40}(?:不用找我|别找我|別找我|最后一天|最後一天)/],
    ["intent", /(?:我就|我会|我會|就要)[^。，,！？\n]{0,10}跳下去|(?:今晚|今天|明天|待会|待會|等下|马上|馬上|现在|現在|周[一二三四五六日末]|週[一二三四五六日末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|禮拜[一二三四五六日天])[^。，,！？\n]{0,12}(?:去死|自杀|自殺|跳楼|跳樓|跳下去|上吊|烧炭|燒炭|结束自己|結束自己)|我要(?:去死|自杀|自殺|跳楼|跳樓)|准备(?:自杀|去死)|準備(?:自殺|去死)|不活了|结束(?:自己的)?生命|結束(?:自己的)?生命|结束这一切|結束這一切/],
    ["plan", /(?:买|買)了?(?:炭|木炭)/, undefined, /bbq|BBQ|烧烤|燒烤|烤肉|露营|露營|火锅|火鍋|打边炉|打邊爐/],
    ["plan", /遗书|遺書|烧炭|燒炭|(?:买|買)了?(?:绳子|繩子)|(?:炭|木炭|绳子|繩子)[^。，,]{0,4}(?:买好|買好|准备好|準備好)|(?:胶带|膠帶)[^。]{0,10}(?:窗|门缝|門縫)|(?:绳子|繩子|绳|繩)[^。，,]{0,6}(?:挂好|掛好|绑好|綁好|系好|繫好|打好)|(?:攒|攢|存|凑够|湊夠|储咗|儲咗)了?[^。]{0,8}(?:药|藥|片)|(?:\d{2,}|六十|五十|四十|三十|一百|几十|幾十)(?:颗|顆|粒|片)[^]{0,30}(?:吞|吃|食)|(?:江边|江邊|河边|河邊|海边|海邊|岸上)[^]{0,24}(?:鞋|关机|關機|对不起|對不起)|(?:带|帶)(?:她|他|佢)一起走|(?:刀|刀子)(?:已经|已經)?(?:买好|買好|准备好|準備好)|(?:日子|时间|時間|方法)(?:都|也)?(?:定好|想好|选好|選好)了|(?:查好|选好|選好|找好|看好)了?[^。]{0,8}(?:桥|橋|楼|樓|地方|天台|位置)|(?:天台|顶楼|頂樓|楼顶|樓頂|大桥|大橋|桥上|橋上|天桥|天橋|楼上|樓上)[^。]{0,20}(?:想跳|跳下去|不想下去|想结束|想結束|再见|再見|bye|永别|永別|脚在抖|腳在抖)|(?:想跳|跳下去)[^。]{0,12}(?:天台|顶楼|頂樓|桥|橋|楼|樓)|(?:栏杆|欄杆)外/],
    ["act", /(?:吞下去了|吞咗|吃了|吞了)[^。]{0,6}(?:一整瓶|整瓶|一整盒|一樽)|(?:一整瓶|整瓶)[^。]{0,6}(?:吞|吃|喝)(?:下去|光|完)/],
    ["act", /(?:吃了|吞了|喝了|服了)[^。，,！？\n]{0,8}(?:一整瓶|整瓶|一盒|一整盒|整盒|一大把|几十|幾十|全部|所有的?)[^。，,！？\n]{0,6}(?:药|藥|安眠|片|粒|扑热息痛|撲熱息痛|普拿疼|泰诺|泰諾|布洛芬|阿司匹林)|(?:药|藥|片|粒)[^。]{0,20}全(?:部)?(?:吃|吞)了|割腕|割了手腕|(?:割|切)(?:得|到)(?:太|好|很)?深|(?:撞|割|打)[^。]{0,10}(?:流血|出血)[^。]{0,6}停不下来|停不下來/],
    ["other_at_risk", /(?:朋友|室友|妈妈|媽媽|爸爸|哥哥|姐姐|弟弟|妹妹|孩子|宝宝|寶寶|老公|老婆|男朋友|女朋友|同学|同學|奶奶|爷爷|爺爺|外婆|外公|阿嬤|阿嬷|阿公|姥姥)[^。]{0,24}(?:叫不醒|摇不醒|搖不醒|(?:没|沒)(?:有|在)?呼吸|不呼吸了|昏迷|没反应|沒反應|要跳楼|要跳樓|要自杀|要自殺)|(?:摇|搖|叫)都(?:摇|搖|叫)?不醒/],
    ["harmed", /(?:正在|在|一直|又)(?:打|抽)我(?!电话|電話|手机|手機)|(?:皮带|皮帶|棍子|衣架)(?:抽|打)我|把我打(?:得|到|伤|傷)|掐(?:住)?我(?:的)?脖子|要(?:杀|殺)(?:了)?我|家暴/],
    // Heights, tracks and water, told as where one is or is going now (Mandarin and Cantonese).
    ["plan", /(?:天台|楼顶|樓頂|顶楼|頂樓)(?:边|邊|边上|邊上|边缘|邊緣)|卧轨|臥軌|(?:铁轨|鐵軌|轨道|軌道|平交道|月台边|月台邊)[^。]{0,20}(?:等|躺|下一班|车|車)|(?:江边|江邊|河边|河邊|海边|海邊|码头|碼頭|桥上|橋上)[^。]{0,24}(?:落水|跳下|不用等我|别找我|別找我|唔好搵我|再见|再見|88|拜拜)|(?:就|去|要)落水|跳江|跳河|投江|投河|(?:天台|楼顶|樓頂|顶楼|頂樓|桥上|橋上|天桥|天橋)[^\n]{0,20}(?:不想|唔想)(?:再)?(?:回去|下去|返落去)/],
    // Poison swallowed, gas opened with the windows shut.
    ["act", /(?:喝|吃|饮|飲|服)(?:了|咗)?[^。，,]{0,6}(?:农药|農藥|百草枯|巴拉刈|敌敌畏|敵敵畏|老鼠药|老鼠藥|漂白水)/],
    ["plan", /(?:煤气|煤氣|瓦斯|天然气|天然氣)(?:阀|閥|开关|開關)?(?:门|門)?[^。，,]{0,4}(?:打开|打開|开着|開著|开了|開了)[^。]{0,16}(?:窗|门|門)[^。]{0,6}(?:关|關|封)/, undefined, /是不是|有没有|有沒有|检查|檢查|确认|確認|会不会|會不會|做饭|做飯|煮|炖|燉|炒|烧水|燒水|煲/],
    // Someone else's body in danger: a stroke's signs, collapse, swelling after food, a goodbye and silence.
    ["other_at_risk", stroke("(?:讲话|講話|说话|說話|讲嘢|講嘢)(?:都)?(?:不清楚|唔清楚|不清|含糊)|口齿不清|口齒不清", "(?:嘴巴|嘴|口)(?:歪|歪一边|歪一邊)|半边脸|半邊臉|(?:手|腳|脚)(?:都|突然)?(?:没力|沒力|無力|无力|麻)")],
    ["other_at_risk", /(?:倒地|倒在|晕倒|暈倒|昏倒|摔倒)[^。]{0,24}(?:叫不醒|没反应|沒反應|(?:没|沒)(?:有)?呼吸|嘴唇|流了好多血|叫(?:他|她)(?:不应|不應))|叫(?:他|她)(?:不应|不應)|嘴唇(?:开始|開始)?(?:发紫|發紫|发黑|發黑|变紫|變紫)|(?:冇|没|沒)(?:咗|有|在)?呼吸[^。]{0,12}(?:反應|反应|拍|叫唔醒)|(?:抽筋|抽搐)[^。]{0,10}(?:未停|不停|没停|沒停|停不)|(?:纽扣|紐扣)?电池[^。]{0,4}(?:吞|吃)|(?:吞|吃)了?(?:纽扣|紐扣)?(?:电池|電池)|(?:女儿|儿子|孩子|女兒|兒子|小孩|BB)[^。]{0,12}(?:整瓶|一整瓶)[^。]{0,8}(?:喝光|喝完|吃光)|一个人锁在家|一個人鎖在家|(?:脸|臉|塊面)(?:都)?(?:肿|腫)[^。]{0,16}(?:喘不上|喘不过|喘不過|透唔到|呼吸困难|呼吸困難|吸唔到)/],
    ["other_at_risk", /(?:不用等我|别找我|別找我|唔好搵我|结束了|結束了|永别|永別|再见了|再見了)[^]{0,40}(?:打不通|没接|沒接|不接|联系不上|聯繫不上|聯絡不到|联络不到|冇人聽|唔聽)/],
    // Being threatened at home now: a knife, someone at the door who says they will kill.
    ["harmed", /(?:弄死|砍死|劈死|捅死|掐死|斬死|斩死)(?:我|你)(?!妈|媽|爸|的|们|們|老公|老婆|儿子|兒子|女儿|女兒|家|哥|姐|弟|妹)|(?:拿|攞|拎)(?:着|著|住)(?:把|一把)?(?:刀|菜刀)[^。]{0,12}(?:嗌|叫|骂|罵|话要|話要|说要|說要)|要(?:打死|杀死|殺死)我|(?:踹门|踹門|砸门|砸門|撞门|撞門)|(?:拿|攞)(?:着|著|住)?(?:把|一把)?(?:刀|菜刀)[^。]{0,12}(?:打|骂|罵|追|话要|話要|说要|說要)/],
    // The writer's own emergency: a throat tightening after food, heavy bleeding.
    ["emergency", /(?:喉咙|喉嚨|喉)(?:好|很|越来越|越嚟越)?(?:紧|緊|肿|腫)[^。]{0,12}(?:吸唔到|吸到氣|喘不|透唔到|呼吸)|大出血|(?:血|流血)[^。]{0,10}(?:止不住|止唔到|一路流|一直流|停不下|不停地?流)/],
    ["harm_others", /我要(?:杀|殺)了(?:他|她|你)|(?:杀|殺)了?[^。]{0,12}(?:刀|刀子)|(?:刀|刀子)[^。]{0,16}(?:杀|殺|捅|砍|付出代价|付出代價|去找他|去找她)|带刀去|帶刀去/, undefined, /鱼|魚|鸡|雞|猪|豬|切菜|料理|厨|廚|做饭|做飯|剧|劇|电影|電影|游戏|遊戲/],
  ],
  notOcd: /(?:不是|唔係|並不是|并不是)(?:强迫|強迫|侵入|暴露)/,
  frame: /想到|总想|總想|吓得|嚇得|画面|畫面|脑子里|腦子裡|怕|担心|擔心|强迫|強迫|万一|萬一|会不会|會不會|不想死|根本不想|侵入|闯入性|闖入性|念头|念頭|暴露|焦虑|焦慮/,
  hyperbole: /(?:累|笑|饿|餓|热|熱|气|氣|冷|困|忙|烦|煩|吓|嚇|羡慕|羨慕|帅|帥|美|可爱|可愛|丑|醜|难吃|難吃|好吃|尴尬|尷尬|无聊|無聊)(?:得)?(?:想)?死(?:了|我了)?|想死(?:你|您)|死定了|要die了/g,
};

const KOREAN: Script = {
  risk: [
    ["wish_dead", /죽고\s?싶|살기\s?싫|살고\s?싶지\s?않|그만\s?살고\s?싶/],
    ["wish_dead", /사라지고\s?싶|없어지고\s?싶|안\s?깨어나고\s?싶|내가\s?없는\s?게\s?(?:나아|낫)/, "check_in"],
    // Things given away and a last day named.
    ["plan", /(?:다\s?줬|나눠\s?줬|물려\s?줬)[^]{0,40}(?:마지막|끝이야)/],
    ["plan", /한강\s?(?:갈|간다|가려|갈\s?거)/, undefined, /치맥|피크닉|산책|자전거|라면|공원|친구들이랑|놀러/],
    ["intent", /(?:자살|ㅈㅅ)(?:할|하려|하고\s?싶|할\s?거|하겠)|(?:오늘|내일|오늘\s?밤|지금|이따)[^.!?\n]{0,15}(?:죽을\s?거|죽을게|뛰어내릴|목을\s?맬|자살|끝낼\s?거)|죽으려고|끝내려고\s?해/],
    ["plan", /(?:방법|날짜)(?:도|를|이)?\s?(?:다\s?)?정했|실행(?:하려고|할\s?거)|(?:줄|밧줄|끈)[^.]{0,6}(?:걸어\s?놨|걸었|묶어\s?놨)|(?:모아\s?둔|모아\s?놓은|모은)\s?(?:약|수면제)|(?:약|수면제)[^.]{0,10}(?:다\s?)?모아\s?(?:놨|뒀|둠)|(?:약|수면제)[^.]{0,16}다\s?(?:먹을|먹으려|먹어\s?버릴)|(?:옥상|다리|대교|난간)[^.]{0,15}(?:뛰어내리|밖에\s?서|한\s?걸음)|난간\s?밖|유서|번개탄|연탄[^.]{0,8}(?:피울|피웠|사\s?왔|샀)|(?:약|수면제)[^.]{0,8}모(?:아|았)|(?:옥상|다리\s?위|난간)에?\s?(?:왔|올라왔|서\s?있)|뛰어내릴\s?거|목을\s?맬\s?거/],
    ["act", /(?:약|수면제|진통제|알약|감기약)[^.!?\n]{0,10}(?:다|전부|한\s?통|한\s?움큼|잔뜩|몽땅)\s?(?:먹었|삼켰|털어\s?넣었)|손목을?\s?(?:그었|긋고\s?있|그어)|깊게\s?그었|피가\s?안\s?멈|번개탄\s?(?:피웠|피우고)|목을\s?맸/],
    ["other_at_risk", /(?:친구|엄마|아빠|언니|오빠|누나|형|동생|아이|애기|아기|남편|아내|남친|여친)[^.]{0,24}(?:숨을?\s?안\s?쉬|숨을?\s?안\s?쉬어|의식이\s?없|안\s?깨어나|안\s?일어나|반응이\s?없|뛰어내린다|죽는다고|자살한다고)/],
    ["harmed", /(?:나를|날|저를)\s?(?:때려|때리|때렸)|(?:또|지금)\s?때리고\s?있|맞고\s?있어|목\s?(?:을\s?)?(?:졸라|조르고|졸랐)|죽인다고/],
    ["harm_others", /죽여\s?버릴\s?거|죽이러\s?(?:간다|갈|가)|칼[^.]{0,15}(?:죽이|찌르|찌를)|찌를\s?거/],
    // Heights, tracks and water, told as where one is or is going now.
    ["plan", /난간\s?(?:넘|밖|바깥)|옥상[^.]{0,24}(?:곧\s?갈게|뛰어내리|안\s?무서)|(?:한강|다리|대교)[^.]{0,24}(?:난간|뛰어|넘어)|(?:선로|철로|철길)에?\s?(?:들어|뛰어|누울)/],
    // Poison swallowed, gas opened with the doors shut.
    ["act", /(?:농약|제초제|살충제|락스)\s?(?:을|를)?\s?(?:마셨|먹었|마심)/],
    ["plan", /가스\s?(?:밸브)?\s?(?:를|을)?\s?(?:열어|틀어)[^.]{0,20}(?:문|창문)[^.]{0,6}(?:닫|막)/, undefined, /혹시|확인|걱정|요리|끓/],
    // Someone else's body in danger: a stroke's signs, a goodbye and silence.
    // Someone else in danger now: a fall with bleeding and closed eyes, choking, a battery swallowed, gas and no answer.
    ["other_at_risk", /피가\s?(?:멈추질|멈추지|안\s?멈)[^]{0,24}(?:눈을\s?안\s?떠|의식)|눈을\s?안\s?떠|목에\s?(?:걸려|막혀)[^.]{0,10}숨|건전지를?\s?삼켰|가스\s?냄새[^]{0,40}(?:전화를?\s?안\s?받|연락이?\s?안)/],
    ["other_at_risk", stroke("말이\\s?(?:어눌|꼬여|안\\s?나와)|발음이\\s?(?:이상|새)", "(?:팔|다리)에\\s?힘이\\s?(?:없|안\\s?들어)|입이\\s?(?:돌아|비뚤)|얼굴\\s?한쪽")],
    ["other_at_risk", /(?:그동안\s?고마웠|끝낼게|잘\s?있어|미안해\s?다들)[^]{0,40}(?:연락\s?(?:이\s?)?안\s?(?:됨|돼|되)|전화\s?(?:를\s?)?안\s?받|답장\s?(?:이\s?)?없)/],
    // Being threatened at home now: a knife, someone at the door.
    ["harmed", /칼\s?(?:을\s?)?들고[^.]{0,16}(?:때리|소리|위협|쫓아)|(?:때리고\s?있어요|때리고\s?있어)|죽여\s?버린다고|(?:전남친|전\s?남친|전여친|전남편|스토커|모르는\s?(?:사람|남자))[^.]{0,20}문\s?(?:을\s?)?(?:계속\s?)?(?:두드리|부수|발로\s?차)/],
    // The writer's own emergency: a throat swelling after food.
    ["emergency", /목이\s?(?:붓|부어|조여)[^.]{0,12}(?:숨|호흡)|숨\s?(?:쉬기|쉬는\s?게)\s?힘들[^.]{0,16}(?:먹었|먹고)|(?:먹었|먹고)[^.]{0,16}(?:목이\s?(?:붓|부어)|숨\s?(?:쉬기|쉬는\s?게)\s?힘들)/],
  ],
  notOcd: /강박\s?(?:사고|생각)?(?:가|이)?\s?아니/,
  frame: /이미지|떠올|상상|무서|두려|걱정|강박|혹시|할까\s?봐|될까\s?봐|원하지\s?않|싫은데|침투|노출\s?치료|생각이\s?(?:들|떠)/,
  hyperbole: /(?:배고파|피곤해|웃겨|귀여워|더워|추워|졸려|힘들어|짜증나|심심해|바빠)\s?죽(?:겠|을\s?것\s?같)/g,
};

const LAUGHING = /ㅋㅋ|ㅎㅎ|哈哈|笑$|笑。|(?<![a-z])w{2,}|草$|lol/i;
const LAUGHED_OFF = new Set<RiskCategory>(["wish_dead", "intent"]);
const NOT_AFRAID = /안\s?무서\S*|무섭지\s?않\S*|怖くない|こわくない|怖くなくな\S*|不怕|唔怕/g;

/** Any character of the three scripts: kana, CJK ideographs, hangul. */
const EAST_ASIAN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

// Categories a fear, a "what if" or OCD named makes a question: one's own wish, intent or plan, and harm
// to another (the commonest obsession). An act done, being hurt and someone else in danger stand.
const FRAMED = new Set<RiskCategory>(["wish_dead", "intent", "plan", "harm_others"]);
/** The English frames: the ERP form's feared outcome is read as "I am afraid that …" (assessFearedOutcome). */
const ENGLISH_FRAME = /\b(?:afraid|scared|terrified|what if|worried)\b/i;

export function eastAsianFindings(raw: string): { category: RiskCategory; level: RiskLevel; evidence: string }[] {
  if (!EAST_ASIAN.test(raw)) return [];
  // Full-width letters and half-width kana made ordinary (NFKC), and only those: NFKC would also turn
  // Korean's shorthand jamo ("ㅋㅋ", "ㅈㅅ") into other code points.
  const text = raw.replace(/[\uff01-\uff5e\uff61-\uff9f]+/g, (run) => run.normalize("NFKC"));
  const found: { category: RiskCategory; level: RiskLevel; evidence: string }[] = [];
  for (const script of [JAPANESE, CHINESE, KOREAN]) {
    const read = text.replace(script.hyperbole, " ");
    // Not afraid any more ("안 무서움", "不怕了") is no fear: it shows the resolve.
    const framed = !script.notOcd.test(read) && (script.frame.test(read.replace(NOT_AFRAID, " ")) || ENGLISH_FRAME.test(read));
    // A wish or an intent said laughing ("진짜 죽고 싶다 ㅋㅋ"): a figure of speech, as in English.
    const laughing = LAUGHING.test(read);
    for (const [category, words, level = "crisis", unless] of script.risk) {
      const m = words.exec(read);
      if (m && !unless?.test(read) && !(laughing && LAUGHED_OFF.has(category))) found.push({ category, level: framed && FRAMED.has(category) ? "check_in" : level, evidence: m[0] });
    }
  }
  return found;
}
