import type { DishIng } from '../dish.ts';
import { lineHead } from '../lift.ts';
import type { TAction, TStep } from '../schema.ts';
import { categoryWords } from './kind-words.ts';
import type { Renderer } from './renderer.ts';
import { bakeInAirFryer, preheatFor } from './rewrites.ts';
import { techniqueStep, timeText } from './technique.ts';

/**
 * One step of a dish as text: a technique step from the table (technique.ts), or a hand-written
 * step with its placeholders filled and what a swap or method change altered put right.
 */

/** One step as text, or null when every ingredient it is about is gone. */
export function renderStep(ren: Renderer, s: TStep): string | null {
  if ('do' in s) return techniqueStep(ren, s);
  const refs = [...s.text[ren.lang].matchAll(/\{([a-z0-9-]+)/g)].map((m) => m[1]!);
  // A step about ingredients that are all gone (removed) is dropped, not left half-empty.
  if (refs.length > 0 && refs.every((r) => ren.resolve(r).length === 0)) return null;
  let text = ren.fill(s.text[ren.lang]);
  for (const i of (s.uses ?? []).flatMap((r) => ren.resolve(r)))
    if (i.key !== i.origKey) text = afterSwap(ren, text, i, s.act);
  text = renameKinds(ren, text, s.uses ?? []);
  const swap = ren.dish.methodSwap;
  if (swap) text = preheatFor(text, swap.to, ren.lang);
  if (swap && s.act && (swap.from as string[]).includes(s.act)) text = methodSentence(ren, s, text);
  return text;
}

/**
 * A step that still calls a swapped meat or fish by its kind ("the chicken", "a carne") names the
 * new ingredient instead, with the right article.
 */
function renameKinds(ren: Renderer, text: string, uses: string[]): string {
  const meat = ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'];
  if (!ren.dish.ings.some((i) => i.key !== i.origKey && ren.kb.lex.get(i.origKey)?.cats.some((c) => meat.includes(c))))
    return text;
  // Other ingredients whose names hold a kind word ("a carne seca" when the ribs became
  // mushrooms) are masked first, so only the swapped one is renamed.
  const masks: string[] = [];
  const kept = ren.dish.ings
    .filter((i) => i.key === i.origKey)
    .flatMap((i) => [...(ren.entry(i)?.name[ren.lang] ?? []), lineHead(i.line?.[ren.lang] ?? '')])
    .filter((n) => n.includes(' ') || n.includes('-'))
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const n of kept) {
    const re = new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gi');
    out = out.replace(re, (m) => {
      masks.push(m);
      return `\uE003${masks.length - 1}\uE003`;
    });
  }
  for (const i of ren.dish.ings) {
    if (i.key === i.origKey) continue;
    const old = ren.kb.lex.get(i.origKey);
    if (!old || !old.cats.some((c) => ['meat', 'beef', 'pork', 'poultry', 'fish', 'shellfish'].includes(c))) continue;
    if (uses.length > 0 && !uses.some((u) => u === i.id || u === i.slot)) continue;
    for (const w of categoryWords(old.cats, ren.lang)) {
      const esc = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (ren.lang === 'pt-BR') {
        out = out.replace(
          new RegExp(`\\b(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela)\\s+${esc}\\b`, 'gi'),
          (_m, art: string) => {
            const form = /^(o|a|os|as)$/i.test(art) ? 'o' : /^d/i.test(art) ? 'do' : /^n/i.test(art) ? 'no' : 'pelo';
            return `${ren.article(ren.agree(i), form)} ${ren.name(i)}`;
          },
        );
        out = out.replace(new RegExp(`\\bde ${esc}\\b`, 'gi'), `de ${ren.name(i)}`);
      } else out = out.replace(new RegExp(`\\b${esc}\\b`, 'gi'), ren.name(i));
    }
  }
  return out.replace(/\uE003(\d+)\uE003/g, (_m, k: string) => masks[Number(k)] ?? '');
}

/**
 * A hand-written step about a swapped ingredient: its cooking time becomes the new ingredient's
 * own, and nothing renders fat that the new ingredient does not have.
 */
function afterSwap(ren: Renderer, text: string, i: DishIng, act: TAction | undefined): string {
  const e = ren.entry(i);
  const pt = ren.lang === 'pt-BR';
  let out = text;
  const range = act ? e?.cook?.[act] : undefined;
  if (range) {
    const re = pt ? /(\d+)(?:\s*(?:a|–|-)\s*(\d+))?\s*minutos?/ : /(\d+)(?:\s*(?:–|-|to)\s*(\d+))?\s*minutes?/;
    out = out.replace(re, timeText(ren, range));
  }
  if (e && !e.fat) {
    out = pt
      ? out
          .replace(/a gordura (derreter|soltar|derretida)( e)? ?/g, '')
          .replace(/soltar (a|sua) gordura/g, 'dourar')
          .replace(/na gordura (que soltou|do [a-z]+)/g, 'na panela')
      : out
          .replace(/(the )?fat has rendered( and)? ?/g, '')
          .replace(/render(s|ed)? (its|the) fat/g, 'browns')
          .replace(/in the (rendered )?fat/g, 'in the pan');
    out = out.replace(/(until|até)\s*([.,;])/g, pt ? 'até dourar$2' : 'until golden$2');
    // Tofu has no skin to prick.
    out = (
      pt
        ? out
            .replace(/,? e fure a pele[^,.;]*/g, '')
            .replace(/\bfure a pele[^,.;]*/g, 'seque bem')
            .replace(/,? com a pele para (?:baixo|cima)/g, '')
        : out.replace(/,? and (?:prick|pierce|score) the skin[^,.;]*/g, '').replace(/,? skin[- ]side (?:down|up)/g, '')
    ).replace(/\s+([.,;])/g, '$1');
  }
  return out;
}

/** A hand-written step whose cooking the method change replaces: the new method's own sentence. */
function methodSentence(ren: Renderer, s: Extract<TStep, { text: unknown }>, text: string): string {
  const all = (s.uses ?? []).flatMap((r) => ren.resolve(r));
  // The appliance takes the main ingredient: the protein when there is one (the tomatoes of a
  // stew stay in the pot), else the vegetables or starch of a vegetable dish.
  const mainRoles = ren.dish.ings.some((i) => i.role === 'protein') ? ['protein'] : ['vegetable', 'starch'];
  let used = all.filter((i) => mainRoles.includes(i.role));
  // A step that cooks the dish's main ingredient without naming it ("fry the cutlets").
  if (used.length === 0) {
    // Aromatics softened in the pan stay on the stove when another step cooks the main ingredient.
    const from = ren.dish.methodSwap!.from as string[];
    const elsewhere = ren.dish.steps.some(
      (o) =>
        o !== s &&
        'text' in o &&
        o.act !== undefined &&
        from.includes(o.act) &&
        (o.uses ?? []).some((u) => ren.resolve(u).some((i) => mainRoles.includes(i.role))),
    );
    if (elsewhere) return text;
    const main =
      ren.dish.ings.find((i) => i.role === 'protein') ??
      ren.dish.ings.find((i) => i.role === 'vegetable' || i.role === 'starch');
    if (!main) return ren.dish.methodSwap!.to === 'airfry' ? bakeInAirFryer(text, ren.lang) : text;
    used = [main];
  }
  const main = techniqueStep(ren, { do: ren.dish.methodSwap!.to, what: [...new Set(used.map((i) => i.id))] });
  if (!main) return text;
  // The step's other ingredients (sauce, liquid, seasoning) still go in; frying fat does not.
  const others = [...new Set(all.filter((i) => !used.includes(i) && i.role !== 'fat').map((i) => i.id))];
  if (others.length === 0) return main;
  const list = ren.fill(others.map((id) => (ren.lang === 'pt-BR' ? `{${id}|o}` : `{${id}}`)).join(', '));
  return ren.lang === 'pt-BR' ? `${main} Junte ${list} e misture.` : `${main} Stir in the ${list}.`;
}
