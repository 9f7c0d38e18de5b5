import { allForms, englishTokens, tokenVariants } from '../../server/modules/vocabulary/inflect';

/**
 * The sensitive-content filter every example passes before it reaches learners: violence, death, weapons,
 * sex, drugs, alcohol abuse, slurs, insults and profanity, in English and Russian. A term is allowed only when it
 * is the entry's own headword (or one of its translations): the card for "war" may say "war".
 * English terms match whole tokens (a trailing * means "any word starting with this"); Russian terms match
 * word starts, because Russian words inflect.
 */
export const SENSITIVE_EN = [
  // violence, death, weapons
  'kill*', 'murder*', 'dead', 'deadly', 'death*', 'die', 'died', 'dies', 'dying', 'corpse*', 'suicid*', 'shoot*',
  'shot', 'shots', 'gun', 'guns', 'gunman', 'pistol*', 'rifle*', 'weapon*', 'bomb*', 'terroris*', 'stab', 'stabbed',
  'stabbing', 'blood*', 'bleed*', 'bled', 'torture*', 'execution*', 'executed', 'hostage*', 'kidnap*', 'massacre*',
  'genocide', 'slave*', 'slavery', 'assault*', 'violen*', 'abuse*', 'abusing', 'strangle*', 'hang himself',
  'drown*', 'war', 'wars', 'warfare', 'army', 'soldier*', 'knife', 'knives', 'poison*', 'grave', 'funeral*',
  'coffin', 'widow*', 'orphan*', 'cancer', 'tumor', 'tumour', 'injur*', 'wound*', 'beaten', 'punch*', 'fight*', 'fought', 'enemy', 'enemies', 'prison*', 'jail*', 'crime*',
  'criminal*', 'thief', 'thieves', 'steal*', 'stole', 'stolen', 'rob', 'robbed', 'robber*', 'robbery', 'police*',
  'arrest*', 'hate', 'hated', 'hates', 'hatred', 'racis*',
  // sex
  'sex', 'sexy', 'sexual*', 'porn*', 'nude*', 'naked', 'rape*', 'raping', 'rapist*', 'orgasm*', 'erotic*',
  'prostitut*', 'whore*', 'slut*', 'condom*', 'virgin*', 'pregnan*', 'bed with', 'lover*',
  // drugs, alcohol, tobacco
  'drug*', 'cocaine', 'heroin', 'marijuana', 'cannabis', 'overdose*', 'drunk*', 'booze', 'alcohol*', 'beer*',
  'vodka', 'whisky', 'whiskey', 'wine*', 'champagne*', 'brandy', 'cognac', 'liquor*', 'tequila', 'hangover*',
  'cigarette*', 'smoke', 'smoked', 'smokes', 'smoking', 'tobacco',
  // slurs, insults, profanity
  'nigger*', 'nigga*', 'faggot*', 'fag', 'fags', 'retard*', 'kike*', 'chink*', 'spic', 'spics', 'tranny', 'dyke*',
  'idiot*', 'stupid*', 'moron*', 'dumb', 'ugly', 'fuck*', 'shit*', 'damn*',
  'dick*', 'cock', 'pussy', 'asshole*', 'bastard*', 'bitch*', 'cunt*', 'hell', 'penis*', 'vagina*', 'crap',
  // politics, religion flashpoints
  'hitler', 'nazi*', 'fascis*', 'god', 'religion*', 'jesus', 'christ', 'muslim*', 'jew', 'jews',
  'politic*', 'president*', 'election*', 'communis*', 'capitalis*', 'socialis*', 'democra*', 'regime*', 'dictator*',
  'propaganda', 'revolution*', 'protest*', 'putin', 'trump', 'obama', 'clinton', 'stalin', 'lenin', 'soviet*',
  'ukrain*', 'crimea', 'israel*', 'palestin*', 'nato',
  // toilet
  'urinat*', 'pee', 'peed', 'peeing', 'piss*', 'poop*', 'toilet paper',
] as const;

export const SENSITIVE_RU = [
  'убий', 'убит', 'убива', 'убью', 'убьет', 'убьёт', 'убил', 'убей', 'убейт', 'смерт', 'мертв', 'мёртв', 'умер',
  'умира', 'умрет', 'умрёт', 'умру', 'погиб', 'труп', 'самоуб', 'повесил', 'кровь', 'крови', 'кровью', 'кровав',
  'стреля', 'застрел', 'выстрел', 'пистолет', 'ружь', 'ружье', 'оружи', 'бомб', 'террор', 'пытк', 'пыток',
  'казн', 'заложник', 'похищ', 'похит', 'резн', 'геноцид', 'рабств', 'раб ', 'насили', 'избив', 'избил', 'утону',
  'утоп', 'войн', 'воева', 'солдат', 'армия', 'армии', 'нож ', 'ножа', 'ножом', 'ножи', 'яд ', 'яда ', 'ядом', 'отрав', 'могил', 'похорон', 'гроб',
  'вдов', 'сирот', 'рак ', 'раком', 'опухол', 'ранен', 'ранил', 'драка', 'драки', 'драку', 'дракой', 'драть',
  'дерут', 'дрался',
  'тюрьм', 'тюрем', 'преступ', 'вор ', 'вора', 'воры', 'воров', 'украл', 'краж', 'ограб', 'полици', 'арест',
  'ненавид', 'ненавист', 'расист',
  'секс', 'порн', 'голый', 'голая', 'голые', 'голым', 'изнасил', 'оргазм', 'эрот', 'проститу', 'шлюх', 'презерв',
  'девствен', 'беремен', 'любовни',
  'наркот', 'кокаин', 'героин', 'марихуан', 'передоз', 'пьян', 'пиво', 'пива', 'пивом', 'водк', 'виски', 'вино ',
  'вина ', 'вином', 'вине ', 'шампанск', 'коньяк', 'ликёр', 'похмел', 'сигарет', 'курит', 'курил', 'курен', 'табак',
  'идиот', 'дурак', 'дура ', 'дуры', 'тупой', 'тупая', 'тупые', 'тупиц', 'урод', 'сука', 'суки', 'сучк',
  'бля', 'хуй', 'хуя', 'хуе', 'пизд', 'ебат', 'ебал', 'ебан', 'мудак', 'дерьм', 'говн', 'жоп', 'черт ', 'чёрт ', 'черти',
  'политик', 'президент', 'выборы ', 'выборах', 'выборов', 'коммунис', 'капитализ', 'социализ', 'демократ', 'режим', 'диктатор',
  'пропаганд', 'революц', 'протест', 'путин', 'трамп', 'обам', 'сталин', 'ленин', 'советск', 'украин', 'крым',
  'израил', 'палестин', 'нато ',
  'ад ', 'ада ', 'аду ', 'гитлер', 'нацист', 'фашист', 'бог ', 'бога ', 'богу ', 'богом', 'боже', 'религи', 'иисус', 'христ', 'мусульм', 'еврей',
] as const;

const enExact = new Set<string>();
const enPrefix: string[] = [];
const enPhrases: string[][] = [];
for (const t of SENSITIVE_EN) {
  if (t.includes(' ')) enPhrases.push(t.split(' '));
  else if (t.endsWith('*')) enPrefix.push(t.slice(0, -1));
  else enExact.add(t);
}

function enTermOf(token: string): string | null {
  if (enExact.has(token)) return token;
  for (const p of enPrefix) if (token.startsWith(p)) return `${p}*`;
  return null;
}

/**
 * The sensitive terms found in an example (empty = clean). `allowEn` are the entry's headword and variants (their
 * forms are allowed); `allowRu` its translations (Russian words starting like them are allowed).
 */
export function sensitiveHits(
  en: string,
  ru: string | null,
  allowEn: readonly string[] = [],
  allowRu: readonly string[] = [],
  irregularByLemma?: ReadonlyMap<string, readonly string[]>,
): string[] {
  const allowed = new Set<string>();
  for (const a of allowEn) for (const p of englishTokens(a)) for (const f of allForms(p, irregularByLemma)) allowed.add(f);
  const hits: string[] = [];
  const tokens = englishTokens(en);
  for (const tok of tokens) {
    for (const v of tokenVariants(tok)) {
      if (allowed.has(v)) continue;
      const term = enTermOf(v);
      if (term) hits.push(term);
    }
  }
  for (const ph of enPhrases) {
    for (let i = 0; i + ph.length <= tokens.length; i++) {
      if (ph.every((p, j) => tokens[i + j] === p)) hits.push(ph.join(' '));
    }
  }
  if (ru) {
    const allowRuStems = allowRu.flatMap((t) =>
      (t.toLowerCase().match(/[а-яё]+/g) ?? []).map((w) => w.slice(0, Math.max(3, w.length - 2))),
    );
    const words = ru.toLowerCase().match(/[а-яё]+/g) ?? [];
    for (const w of words) {
      if (allowRuStems.some((s) => w.startsWith(s))) continue;
      const padded = `${w} `;
      for (const term of SENSITIVE_RU) {
        if (padded.startsWith(term)) {
          hits.push(term.trim());
          break;
        }
      }
    }
  }
  return [...new Set(hits)];
}
