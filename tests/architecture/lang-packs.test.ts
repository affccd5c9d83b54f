/**
 * The words of amounts and ingredient lines are data: each language's folder under
 * src/knowledge/lang is checked here file by file, the generated lists of packs must match the
 * folders, and a further language is read without any code of its own.
 */
import { describe, expect, it } from 'vitest';
import { MODULES, packCodes, packsModule, readPacks } from '../../scripts/lang-packs.ts';
import fs from 'node:fs';
import {
  checkAmountPacks,
  checkLinePacks,
  type TAmountPack,
  type TLinePack,
} from '../../src/shared/amounts/lang-schema.ts';
import { LANG_WORDS, mergeLangPacks } from '../../src/shared/amounts/lang-words.ts';
import { mergeLinePacks } from '../../src/shared/amounts/line-words.ts';
import { LANGUAGES } from '../../src/shared/i18n/languages.ts';

const [AMOUNT, LINE] = MODULES;

describe('language packs of amount and line words', () => {
  it('has a valid pack for every supported language', () => {
    expect(packCodes()).toEqual(expect.arrayContaining([...LANGUAGES]));
    expect(() => checkAmountPacks(readPacks(AMOUNT))).not.toThrow();
    expect(() => checkLinePacks(readPacks(LINE))).not.toThrow();
  });

  it('lists exactly the folders in the generated modules (npm run lang:packs)', async () => {
    for (const module of MODULES) expect(fs.readFileSync(module.file, 'utf8')).toBe(await packsModule(module));
  });

  it('refuses a wrong pack with the language and the field', () => {
    const packs = structuredClone(readPacks(AMOUNT)) as unknown as Record<string, TAmountPack>;
    (packs.en.units.units[0] as { unit: string }).unit = 'bucket';
    expect(() => checkAmountPacks(packs)).toThrow(/src\/knowledge\/lang\/en: units\.units\.0\.unit/);
    const numbers = structuredClone(readPacks(AMOUNT)) as unknown as Record<string, TAmountPack>;
    numbers['pt-BR'].numbers.numbers.dez = 'ten';
    expect(() => checkAmountPacks(numbers)).toThrow(/pt-BR: numbers\.numbers\.dez/);
    const line = structuredClone(readPacks(LINE)) as unknown as Record<string, TLinePack>;
    delete (line.en.lineWords as Partial<TLinePack['lineWords']>).joiners;
    expect(() => checkLinePacks(line)).toThrow(/en: lineWords\.joiners/);
  });

  it('reads a further language from its pack alone', () => {
    const packs = readPacks(AMOUNT) as unknown as Record<string, TAmountPack>;
    const xx: TAmountPack = {
      units: { units: [{ unit: 'cup', words: [['taza', 'tazas']] }], letters: {}, write: { cup: ['taza', 'tazas'] } },
      numbers: { numbers: { dos: '2', media: '1/2' }, halves: ['media'], articles: [], mixed: ['y'] },
      amountWords: {
        prefixes: ['unos'],
        modifiers: [],
        modifiersAfter: ['colmada'],
        toTaste: ['al gusto'],
        vague: ['un poco de'],
        range: ['a'],
        compound: ['y'],
        plus: ['más'],
        linking: ['de'],
      },
    };
    const words = mergeLangPacks({ en: packs.en, xx });
    expect(words.forms).toContainEqual(expect.objectContaining({ unit: 'cup', sing: 'taza', plur: 'tazas' }));
    expect(words.numbers.get('dos')).toEqual({ n: 2, d: 1 });
    expect(words.halves.has('media')).toBe(true);
    expect(words.toTaste).toContain('al gusto');
    expect(words.mixed).toEqual(expect.arrayContaining(['and', 'y']));
    const line = mergeLinePacks({
      xx: {
        lineWords: {
          preparation: [],
          stems: ['picad'],
          endings: ['o', 'a'],
          adverbs: ['finamente'],
          nameWords: [],
          phrases: ['en cubos'],
          prepLeads: ['cortado en'],
          comment: ['para servir'],
          commentBefore: [],
          states: ['fresco'],
          unitsAfterName: [],
          modifierSuffixes: [],
          joiners: ['y'],
        },
      },
    });
    expect(line.preparation.has('picada')).toBe(true);
    expect(line.phrases).toContain('en cubos');
  });

  it('gives a spelling two languages share to both', () => {
    const g = LANG_WORDS.forms.filter((f) => f.unit === 'g' && f.sing === 'g');
    expect(g).toEqual([expect.objectContaining({ lang: 'any' })]);
    expect(LANG_WORDS.forms.find((f) => f.sing === 'xícara')?.lang).toBe('pt');
    expect(LANG_WORDS.forms.find((f) => f.sing === 'cup')?.lang).toBe('en');
  });
});
