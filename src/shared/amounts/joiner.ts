/**
 * The word between an amount and its ingredient when they are read together. Portuguese says "250 g
 * de farinha", "2 xícaras de açúcar", "1 pitada de sal", "2 dentes de alho" but "2 ovos" and "1
 * cebola média"; English needs none ("250 g flour").
 */
import type { Lang } from './format.ts';
import { parseAmountDetail } from './parse.ts';
import { UNITS } from './units.ts';

export function amountJoiner(amount: string, name: string, lang: Lang | undefined): string {
  if (lang !== 'pt-BR' || name.trim() === '') return '';
  if (/^(de|do|da|dos|das|d')\s/i.test(name.trim()) || /\sde$/i.test(amount.trim())) return '';
  const d = parseAmountDetail(amount);
  if (!d?.unit) return '';
  const kind = UNITS[d.unit.form.unit].kind;
  if (kind === 'size' || d.unit.form.unit === 'whole') return '';
  return 'de';
}
