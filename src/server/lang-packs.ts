import { checkAmountPacks, checkLinePacks } from '../shared/amounts/lang-schema.ts';
import { LANG_PACKS } from '../shared/amounts/lang-packs.generated.ts';
import { LINE_PACKS } from '../shared/amounts/line-packs.generated.ts';

let checked = false;

/**
 * Checks the language packs of amount and line words with zod (src/knowledge/lang; a wrong file
 * stops the server with the language and the field). Once per process.
 */
export function checkLanguagePacks(): void {
  if (checked) return;
  checkAmountPacks(LANG_PACKS);
  checkLinePacks(LINE_PACKS);
  checked = true;
}
