import type { Dish } from '../dish.ts';
import { agreeAfterMarks, agreeMark } from './agreement.ts';
import { categoryWords } from './kind-words.ts';
import type { Renderer } from './renderer.ts';
import { capitalize } from './tidy.ts';

// Titles and descriptions: placeholders filled and a swapped ingredient's name put in the old one's place.

/** A name put into a title in the title's own style: "Capixaba Firm Tofu Moqueca", "Frango xadrez". */
function titleCase(name: string, title: string): string {
  const words = title.split(/\s+/).filter((w) => /^[a-zà-ú]{4,}/i.test(w));
  const upper = words.filter((w) => w[0] === w[0]!.toUpperCase()).length;
  return upper > words.length / 2
    ? name.replace(/(^|[\s-])([a-zà-ú])/g, (_m, sp: string, c: string) => sp + c.toUpperCase())
    : capitalize(name);
}

/**
 * Titles and descriptions: placeholders are filled; in hand-written titles the name of a swapped
 * ingredient is replaced by the new one ("Frango xadrez" with tofu → "Tofu xadrez").
 */
export function retitle(r: Renderer, dish: Dish, text: string): string {
  let out = r.fill(text);
  for (const i of dish.ings) {
    if (i.key === i.origKey) continue;
    const old = r.kb.lex.get(i.origKey);
    const now = r.entry(i);
    if (!old || !now) continue;
    const names = [...old.name[r.lang], ...(old.words ?? []), ...categoryWords(old.cats, r.lang)]
      .filter((n) => n.length > 2)
      .sort((a, b) => b.length - a.length);
    if (out.toLowerCase().includes(now.name[r.lang][0].toLowerCase())) continue;
    for (const n of names) {
      const re = new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
      if (re.test(out)) {
        // English titles use the noun as a modifier ("Mushroom Soup"); Portuguese names it as it is.
        const repl = now.name[r.lang][now.plural && r.lang === 'pt-BR' ? 1 : 0];
        const mark = r.lang === 'pt-BR' ? agreeMark({ g: now.g, pl: Boolean(now.plural) }) : '';
        out = agreeAfterMarks(
          out.replace(re, (m) => (m[0] === m[0]!.toUpperCase() ? titleCase(repl, out) : repl) + mark),
        );
        break;
      }
    }
  }
  return out;
}
