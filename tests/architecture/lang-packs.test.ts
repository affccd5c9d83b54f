/**
 * The words amounts are written with are data: each language's folder under src/knowledge/lang
 * is checked here file by file, the generated list of packs must match the folders, and a further
 * language is read without any code of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, PACK_FILES, PACKS_DIR, packsModule } from '../../scripts/lang-packs.ts';
import { checkLangPacks, LANG_WORDS, mergeLangPacks, type TLangPack } from '../../src/shared/amounts/lang-words.ts';
import { LANGUAGES } from '../../src/shared/i18n/languages.ts';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

function packFromDisk(code: string): Record<string, unknown> {
  const pack: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(PACK_FILES)) pack[key] = readJson(path.join(PACKS_DIR, code, file));
  return pack;
}

describe('language packs of amount words', () => {
  it('has a valid pack for every supported language', () => {
    for (const code of LANGUAGES) expect(() => checkLangPacks({ [code]: packFromDisk(code) })).not.toThrow();
  });

  it('lists exactly the folders in the generated module (npm run lang:packs)', async () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(await packsModule());
  });

  it('refuses a wrong pack with the language and the field', () => {
    const pack = packFromDisk('en') as { units: { units: { unit: string }[] } };
    const broken = structuredClone(pack);
    broken.units.units[0].unit = 'bucket';
    expect(() => checkLangPacks({ en: broken })).toThrow(/src\/knowledge\/lang\/en: units\.units\.0\.unit/);
    const badNumber = structuredClone(packFromDisk('pt-BR')) as { numbers: { numbers: Record<string, string> } };
    badNumber.numbers.numbers.dez = 'ten';
    expect(() => checkLangPacks({ 'pt-BR': badNumber })).toThrow(/pt-BR: numbers\.numbers\.dez/);
  });

  it('reads a further language from its pack alone', () => {
    const en = checkLangPacks({ en: packFromDisk('en') }).en;
    const xx: TLangPack = {
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
      },
      lineWords: {
        linking: ['de'],
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
    };
    const words = mergeLangPacks({ en, xx });
    expect(words.forms).toContainEqual(expect.objectContaining({ unit: 'cup', sing: 'taza', plur: 'tazas' }));
    expect(words.numbers.get('dos')).toEqual({ n: 2, d: 1 });
    expect(words.halves.has('media')).toBe(true);
    expect(words.toTaste).toContain('al gusto');
    expect(words.mixed).toEqual(expect.arrayContaining(['and', 'y']));
    expect(words.line.preparation.has('picada')).toBe(true);
    expect(words.line.phrases).toContain('en cubos');
  });

  it('gives a spelling two languages share to both', () => {
    const g = LANG_WORDS.forms.filter((f) => f.unit === 'g' && f.sing === 'g');
    expect(g).toEqual([expect.objectContaining({ lang: 'any' })]);
    expect(LANG_WORDS.forms.find((f) => f.sing === 'xícara')?.lang).toBe('pt');
    expect(LANG_WORDS.forms.find((f) => f.sing === 'cup')?.lang).toBe('en');
  });
});
