/**
 * One food taken out of a cookbook version whose steps cook it together with others (the sausage of
 * a jambalaya, browned first in the oil the chicken then browns in): each step is read as clauses —
 * "Heat the {oil} in a Dutch oven | and brown the {sausage} for 5 minutes, until crisp" — and the
 * clauses about the food alone go, with the follow-up that handles it ("Lift it out, leaving the
 * fat"); where it is in a list it leaves the list, where it is cooked "with" another food that food
 * becomes the object ("Fry the {bacon} with the {onion}" → "Fry the {onion}"). Both languages are
 * rewritten from the placeholders; when a clause cannot lose it, or the two languages disagree on
 * which steps remain, there is no such version (null). Nothing is replaced word for word.
 */
import type { TLanguage } from '../../../shared/i18n/languages.ts';
import { grammarOf } from '../../../shared/knowledge/grammar.ts';
import { fold } from '../../../shared/knowledge/phrase-index.ts';
import type { TText } from '../../../shared/knowledge/food-schema.ts';
import { ingredientId } from '../../knowledge/cookbook-check.ts';
import type { Room } from '../../knowledge/room.ts';
import { idsIn, SENTENCE } from './edit-words.ts';
import type { Version } from './facts.ts';
import { say } from './pack.ts';
import { LIST_WORDS, withoutFromList } from './render.ts';

/** What a food is cooked in or seasoned with: a clause about the food and these is about it alone. */
const MEDIA = new Set(['fat', 'liquid', 'seasoning', 'spice', 'herb', 'condiment', 'sauce']);
/** On the plate a sauce, a condiment or a herb is a topping of its own: only these season what they go with. */
const PLATE_MEDIA = new Set(['fat', 'liquid', 'seasoning', 'spice']);
/** A sentence that puts foods on the plate: "Top with the salsa and cheddar", "Sirva com…". */
const SERVES: Record<TLanguage, RegExp> = {
  en: /\b(?:serve[sd]?|serving|top(?:ped)? (?:it |them |each )?with|garnish\w*)\b/i,
  'pt-BR': /(?<![\p{L}])(?:sirva|servir|decore|guarneça|por cima)(?![\p{L}])/iu,
};

interface Words {
  /** Words that open a clause's dependent part: it stays with the clause before it. */
  sub: RegExp;
  /** A sentence with no food that handles what the clause before it cooked ("Lift it out"). */
  follow: RegExp;
  /** Connectors a clause may start with, dropped when it becomes the first of its sentence. */
  lead: RegExp;
  /** A clause that only says when ("Meanwhile", "Enquanto isso"): it goes with the clause it timed. */
  when: RegExp;
}

const WORDS: Record<TLanguage, Words> = {
  en: {
    sub: /^(?:until|so|without|leaving|when|while|for|about|or|to|if|as|just|before|after|[a-z]+ing)\b/i,
    follow: /\b(?:it|them|they)\b|^(?:lift|take|set|remove|drain|transfer)\b/i,
    lead: /^(?:and|then|and then)\s+/i,
    when: /^(?:meanwhile|in the meantime|at the same time|now|then|next|first|finally)[.!]?$/i,
  },
  'pt-BR': {
    sub: /^(?:até|para|sem|quando|enquanto|por|ou|se|como|antes|depois de|[a-zà-ú]+ndo)(?=[\s,.;]|$)/i,
    follow:
      /^(?:retire|tire|reserve|escorra|transfira|separe)(?=[\s,.;]|$)|-(?:o|a|os|as)(?=[\s,.;]|$)|(?<![\p{L}])(?:ele|ela|eles|elas)(?![\p{L}])/iu,
    lead: /^(?:e|depois|e depois|e então)\s+/i,
    when: /^(?:enquanto isso|nesse meio-tempo|ao mesmo tempo|agora|depois|em seguida|primeiro|por fim)[.!]?$/i,
  },
};

/** A pronoun that may stand for the food a clause before it named. */
const PRONOUN: Record<TLanguage, RegExp> = {
  en: /\b(?:it|them|they)\b/i,
  'pt-BR': /-(?:o|a|os|as)(?=[\s,.;]|$)|(?<![\p{L}])(?:ele|ela|eles|elas|nele|nela|neles|nelas)(?![\p{L}])/iu,
};

/** A sentence cut into clauses: each keeps the connector before it ("", ", ", " and "). */
function clauses(sentence: string, lang: TLanguage): { lead: string; text: string }[] {
  const w = LIST_WORDS[lang];
  const at = new RegExp(`(,\\s+(?:(?:${w.and})\\s+)?|;\\s+|\\s+(?:${w.and})\\s+)`, 'g');
  const list = new RegExp(`^(?:\\{|(?:${w.articles})\\s|\\d)`, 'i');
  const out: { lead: string; text: string }[] = [];
  let from = 0;
  let lead = '';
  for (const m of sentence.matchAll(at)) {
    const after = sentence.slice(m.index + m[0].length);
    // "the {onion}, {pepper} and {celery}", "and the rest": a list goes on, not a clause.
    if (list.test(after) || WORDS[lang].sub.test(after)) continue;
    out.push({ lead, text: sentence.slice(from, m.index) });
    lead = m[0];
    from = m.index + m[0].length;
  }
  out.push({ lead, text: sentence.slice(from) });
  return out;
}

const mentions = (text: string, id: string) => new RegExp(`\\{${id}[.=}]`).test(text);

/** "Fry the {bacon} with the {onion}" → "Fry the {onion}": the food with it becomes the object. */
function withOther(text: string, id: string, lang: TLanguage): string {
  const w = LIST_WORDS[lang];
  const by = lang === 'pt-BR' ? 'com' : 'with';
  const ph = `(?:(?:${w.articles})\\s+)?\\{${id}(?:[.=][^}]*)?\\}`;
  return text.replace(new RegExp(`${ph}\\s+${by}\\s+((?:(?:${w.articles})\\s+)?\\{)`, 'i'), '$1');
}

/** A step's text in one language without the food, or null when a clause cannot lose it. */
export function stepWithout(text: string, id: string, kindOf: (x: string) => string, lang: TLanguage): string | null {
  const kept: string[] = [];
  let gone = false;
  for (const sentence of text.split(SENTENCE)) {
    const ids = idsIn(sentence);
    if (!ids.includes(id)) {
      // "Lift it out, leaving the fat": the food just cooked is what it handles.
      if (gone && ids.length === 0 && WORDS[lang].follow.test(sentence)) continue;
      gone = false;
      kept.push(sentence);
      continue;
    }
    const parts: { lead: string; text: string }[] = [];
    let dropped = false;
    const media = SERVES[lang].test(sentence) ? PLATE_MEDIA : MEDIA;
    for (const c of clauses(sentence, lang)) {
      if (!mentions(c.text, id)) {
        // "junte a {x} e doure por 5 minutos": a clause with no food of its own, joined to the
        // one that went by "and", does its cooking; one that handles it ("lift it out") goes too.
        const joined = new RegExp(`^,?\\s+(?:${LIST_WORDS[lang].and})\\s+$`, 'i').test(c.lead);
        if (dropped && idsIn(c.text).length === 0 && (joined || WORDS[lang].follow.test(c.text))) continue;
        // "Beat the {eggs} and dip the {chicken} in them": what is left still needs the food.
        if (dropped && PRONOUN[lang].test(c.text)) return null;
        dropped = false;
        parts.push(c);
        continue;
      }
      const others = idsIn(c.text).filter((x) => x !== id && !media.has(kindOf(x)));
      if (others.length === 0) {
        dropped = true;
        // "Meanwhile, fry the {sausage}…": the words that only said when it was done go with it.
        if (parts.length && WORDS[lang].when.test(parts[parts.length - 1]!.text.trim())) parts.pop();
        continue;
      }
      let left = withoutFromList(c.text, id, lang);
      if (mentions(left, id)) left = withOther(c.text, id, lang);
      if (mentions(left, id)) return null;
      parts.push({ lead: c.lead, text: left });
    }
    gone = dropped || gone;
    if (!parts.length) {
      gone = true;
      continue;
    }
    // The first clause left opens the sentence: without its connector, capitalised.
    const first = parts[0]!;
    const opening = first.text.replace(WORDS[lang].lead, '');
    let out = (opening.charAt(0).toUpperCase() + opening.slice(1)).concat(
      parts
        .slice(1)
        .map((p) => p.lead + p.text)
        .join(''),
    );
    if (!/[.!?]$/.test(out)) out += '.';
    out = out.replace(/\s+([,.;])/g, '$1');
    kept.push(out);
  }
  return kept.join(' ').trim();
}

/**
 * The version without ingredient `id`, its clauses taken out of the steps in both languages, and
 * the lines only those clauses used gone with it; null when a step cannot lose it.
 */
export function withoutFood(room: Room, v: Version, id: string): Version | null {
  const kindOf = (x: string) =>
    room.foods.get(v.ingredients.find((i) => ingredientId(i) === x)?.food ?? '')?.kind ?? 'other';
  const steps: TText[] = [];
  for (const st of v.steps) {
    const en = stepWithout(st.en, id, kindOf, 'en');
    const pt = stepWithout(st['pt-BR'], id, kindOf, 'pt-BR');
    if (en === null || pt === null) return null;
    // The two languages are one recipe: a step goes in both or stays in both.
    if (!en !== !pt) return null;
    if (en && pt) steps.push({ en, 'pt-BR': pt });
  }
  const before = new Set(v.steps.flatMap((st) => [...idsIn(st.en), ...idsIn(st['pt-BR'])]));
  const after = new Set(steps.flatMap((st) => [...idsIn(st.en), ...idsIn(st['pt-BR'])]));
  if (after.has(id) || steps.length === 0) return null;
  // A line the steps named and no longer name went with the food (the fat only it browned in).
  const ingredients = v.ingredients.filter(
    (i) => ingredientId(i) !== id && (!before.has(ingredientId(i)) || after.has(ingredientId(i))),
  );
  return { ...v, steps, ingredients, name: nameWithout(room, v, id) };
}

/**
 * The title without the food where it names it beside others ("… with Chicken, Sausage and
 * Shrimp" → "… with Chicken and Shrimp", "Macarrão com salsicha" → "Macarrão"); a bracketed
 * other name that names it goes whole.
 */
function nameWithout(room: Room, v: Version, id: string): TText {
  const line = v.ingredients.find((i) => ingredientId(i) === id);
  const food = line?.food;
  const out = { ...v.name };
  if (!line || !food) return out;
  const isIt = (values: readonly string[]) =>
    values.some((x) => x === food || room.foods.get(food)?.of === x || room.foods.get(x)?.of === food);
  for (const lang of ['en', 'pt-BR'] as const) {
    // The title may call the line by a word of its own name: "Sausage" for the andouille sausage.
    const own = ` ${fold([line.name?.[lang] ?? '', room.names(food, lang).one].join(' ')).replace(/[^\p{L}]+/gu, ' ')} `;
    const name = titleWithout(room, v.name[lang], (values, words) => isIt(values) || own.includes(` ${words} `), lang);
    if (name === null) return v.name;
    out[lang] = name;
  }
  return out;
}

/**
 * A title without the foods `isIt` picks (by their keys, or the folded words the title uses), where
 * it names them beside others; the title itself when it does not name them, null when it cannot
 * lose them.
 */
export function titleWithout(
  room: Room,
  title: string,
  isIt: (values: readonly string[], words: string) => boolean,
  lang: TLanguage,
): string | null {
  let name = title;
  // A title may hold the dish's name in the other language: "(Macarrão com Salsicha)".
  const hits = [...room.foodIndex(lang).find(name), ...room.foodIndex(lang === 'en' ? 'pt-BR' : 'en').find(name)]
    .filter((h) => isIt(h.values, fold(name.slice(h.start, h.end)).trim()))
    .filter((h, n, all) => all.findIndex((x) => x.start < h.end && h.start < x.end) === n)
    .sort((a, b) => b.start - a.start);
  if (!hits.length) return title;
  for (const h of hits) name = `${name.slice(0, h.start)}{left-out}${name.slice(h.end)}`;
  name = name.replace(/,\s+\{left-out\}(\s+(?:and|e)\s+)/, '$1');
  name = name.replace(/\s*\([^()]*\{left-out\}[^()]*\)/g, '');
  for (let n = 0; n < hits.length; n++) name = withoutFromList(name, 'left-out', lang);
  const by = lang === 'pt-BR' ? '(?:com|e)' : '(?:with|and)';
  name = name.replace(new RegExp(`\\s+${by}\\s+(?:\\p{L}+\\s+){0,2}\\{left-out\\}(?=$|\\s+\\p{Ll}|\\s*[(])`, 'u'), '');
  // "Pea and {ham} Pasta": the food named before the dish's noun, as one of a pair.
  name = name.replace(/\s+(?:and|e|&)\s+\{left-out\}(?=\s)/, '').replace(/\{left-out\}\s+(?:and|e|&)\s+/, '');
  // "Oatmeal {raisin} Cookies": a food named between two words of the title qualifies the dish.
  name = name.replace(/(?<![\p{L}])((?!(?:and|e|with|com|de|da|do)\s)\p{L}+)\s+\{left-out\}\s+(?=\p{Lu})/u, '$1 ');
  name = name.replace(/\s{2,}/g, ' ').trim();
  return name.includes('{left-out}') || !name ? null : name;
}

/**
 * A sentence of the edits' pack about a food: `{food}` its name, `{the}` with its article,
 * `{pron}` the pronoun for it, and every `@` agreeing with its gender and number, from the food's
 * record ("a salsicha … ela é cozida", "o bacon … ele é cozido").
 */
export function sayOf(
  room: Room,
  lang: TLanguage,
  key: string,
  food: string,
  params: Record<string, string | number> = {},
): string {
  const n = room.names(food, lang);
  const g = grammarOf(lang);
  const gender = n.g ?? 'm';
  const plural = room.foods.get(food)?.plural === true && n.many !== n.one;
  const name = plural ? n.many : n.one;
  const pron = lang === 'pt-BR' ? `el${gender === 'm' ? 'e' : 'a'}${plural ? 's' : ''}` : plural ? 'they' : 'it';
  const text = say(lang, 'edits', key, {
    food: name,
    the: lang === 'pt-BR' ? `${g.article(gender, plural)} ${name}` : `the ${name}`,
    pron,
    // "em que eles eram cozidos", not "era".
    was: lang === 'pt-BR' ? (plural ? 'eram' : 'era') : plural ? 'were' : 'was',
    ...params,
  });
  return g.agree(text, gender, plural);
}

/**
 * The name of a food the cook's words are, as the language writes it: "camarão" for the folded
 * "camarao", "chocolate" (not "dark chocolate") for "chocolate"; else their words.
 */
export function ownWord(room: Room, food: string, words: string, lang: TLanguage): string {
  const n = room.names(food, lang);
  const w = fold(words).trim();
  return [n.one, n.many, ...(n.syn ?? [])].find((x) => fold(x) === w) ?? words;
}
