/**
 * The knowledge room (src/knowledge/): food records, the diet table and the vocabulary of dishes,
 * cuisines, equipment and preparations, read and checked once per process. Every file is
 * zod-checked; a key defined twice, or a food that names a substitute or parent that does not
 * exist, stops the load with the file and the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ZCuisines, ZDishTypes, ZEquipment, ZPreps } from '../../shared/knowledge/cookbook-schema.ts';
import {
  ZDietTable,
  ZFoodFile,
  ZFoodNames,
  type TDiet,
  type TFood,
  type TFoodNames,
} from '../../shared/knowledge/food-schema.ts';
import { buildFoodIndex } from '../../shared/knowledge/food-index.ts';
import type { PhraseIndex } from '../../shared/knowledge/phrase-index.ts';
import { LANGUAGES, type TLanguage } from '../../shared/i18n/languages.ts';
import { Pool } from './compact.ts';

export const KNOWLEDGE_DIR = path.resolve(import.meta.dirname, '../../knowledge');

const ZVocabFile = z
  .object({
    dishTypes: ZDishTypes.optional(),
    cuisines: ZCuisines.optional(),
    equipment: ZEquipment.optional(),
    preps: ZPreps.optional(),
  })
  .strict();
type TVocab = Required<z.infer<typeof ZVocabFile>>;

/** Extra names a language pack gives foods (a language beyond the records' own). */
const ZPackFoods = z.record(z.string(), ZFoodNames);
/** Phrases of a language that read like foods but name none (lang/<code>/not-foods.json). */
const ZNotFoods = z.object({ phrases: z.array(z.string().min(1)) }).strict();

export interface Room {
  foods: ReadonlyMap<string, TFood>;
  /** Names of a food in a language: the record's, else its language pack's, else English. */
  names(key: string, lang: TLanguage): TFoodNames;
  diets: Readonly<Record<string, TDiet>>;
  vocab: Readonly<TVocab>;
  /** Every name and synonym of every food, per language, found by phrase. */
  foodIndex(lang: TLanguage): PhraseIndex<string>;
  /** Phrases of a language that read like foods but name none; the index consumes them unmatched. */
  notFoods(lang: TLanguage): readonly string[];
  /** Where each key was defined (for messages). */
  origin: ReadonlyMap<string, string>;
}

export class KnowledgeError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The knowledge room has ${problems.length} problem(s):\n- ${problems.slice(0, 40).join('\n- ')}`);
    this.problems = problems;
  }
}

function readJson(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`${rel(file)}: not valid JSON (${(err as Error).message})`);
    return null;
  }
}

export const rel = (file: string) => path.relative(path.resolve(KNOWLEDGE_DIR, '../..'), file);

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

function zodProblems(file: string, error: z.ZodError): string[] {
  return error.issues.slice(0, 20).map((i) => `${rel(file)}: ${i.path.join('.')}: ${i.message}`);
}

export function loadRoom(dir = KNOWLEDGE_DIR): Room {
  const problems: string[] = [];
  // The records are kept for the life of the process: one shared, frozen copy of each equal part.
  const pool = new Pool();
  const origin = new Map<string, string>();
  const foods = new Map<string, TFood>();
  for (const file of jsonFiles(path.join(dir, 'foods'))) {
    const parsed = ZFoodFile.safeParse(readJson(file, problems));
    if (!parsed.success) {
      problems.push(...zodProblems(file, parsed.error));
      continue;
    }
    const where = rel(file);
    for (const [key, food] of Object.entries(parsed.data)) {
      if (foods.has(key)) problems.push(`${where}: food "${key}" is already defined in ${origin.get(`food:${key}`)}`);
      else {
        foods.set(pool.string(key), pool.json(food));
        origin.set(`food:${key}`, where);
      }
    }
  }
  for (const [key, food] of foods) {
    for (const s of food.subs ?? [])
      if (!foods.has(s.food))
        problems.push(`${origin.get(`food:${key}`)}: ${key}: substitute "${s.food}" is not a food`);
    if (food.of && !foods.has(food.of))
      problems.push(`${origin.get(`food:${key}`)}: ${key}: "of" names "${food.of}", which is not a food`);
    if (food.can && !foods.has(food.can))
      problems.push(`${origin.get(`food:${key}`)}: ${key}: "can" names "${food.can}", which is not a food`);
    if (food.raw && !foods.has(food.raw.food))
      problems.push(`${origin.get(`food:${key}`)}: ${key}: "raw" names "${food.raw.food}", which is not a food`);
    // Mild or hot is judged from each chili's own heat: a chili without one would be guessed.
    if (food.diet.includes('chili') !== (food.heat !== undefined))
      problems.push(
        `${origin.get(`food:${key}`)}: ${key}: ${food.heat === undefined ? 'a chili needs its "heat" (1–3)' : '"heat" is for foods of the chili category'}`,
      );
    for (let at = food.of, seen = new Set([key]); at; at = foods.get(at)?.of) {
      if (seen.has(at)) {
        problems.push(`${origin.get(`food:${key}`)}: ${key}: "of" goes round in a circle through "${at}"`);
        break;
      }
      seen.add(at);
    }
  }

  const vocab: TVocab = { dishTypes: {}, cuisines: {}, equipment: {}, preps: {} };
  for (const file of jsonFiles(path.join(dir, 'vocab'))) {
    const parsed = ZVocabFile.safeParse(readJson(file, problems));
    if (!parsed.success) {
      problems.push(...zodProblems(file, parsed.error));
      continue;
    }
    for (const section of Object.keys(vocab) as (keyof TVocab)[]) {
      for (const [key, value] of Object.entries(parsed.data[section] ?? {})) {
        const where = `${section}:${key}`;
        if (origin.has(where))
          problems.push(`${rel(file)}: ${section} "${key}" is already defined in ${origin.get(where)}`);
        else {
          (vocab[section] as Record<string, unknown>)[pool.string(key)] = pool.json(value);
          origin.set(where, rel(file));
        }
      }
    }
  }
  for (const [key, d] of Object.entries(vocab.dishTypes))
    if (d.parent && !vocab.dishTypes[d.parent])
      problems.push(`dish type ${key}: parent "${d.parent}" is not a dish type`);

  const dietsFile = path.join(dir, 'diets.json');
  const diets = ZDietTable.safeParse(readJson(dietsFile, problems));
  if (!diets.success) problems.push(...zodProblems(dietsFile, diets.error));

  const packNames = new Map<string, Record<string, TFoodNames>>();
  for (const lang of LANGUAGES) {
    const file = path.join(dir, 'lang', lang, 'foods.json');
    if (!fs.existsSync(file)) continue;
    const parsed = ZPackFoods.safeParse(readJson(file, problems));
    if (parsed.success) packNames.set(lang, pool.json(parsed.data));
    else problems.push(...zodProblems(file, parsed.error));
  }

  const notFoods = new Map<string, string[]>();
  for (const lang of LANGUAGES) {
    const file = path.join(dir, 'lang', lang, 'not-foods.json');
    if (!fs.existsSync(file)) continue;
    const parsed = ZNotFoods.safeParse(readJson(file, problems));
    if (parsed.success) notFoods.set(lang, pool.json(parsed.data.phrases));
    else problems.push(...zodProblems(file, parsed.error));
  }

  if (problems.length) throw new KnowledgeError(problems);

  const names = (key: string, lang: TLanguage): TFoodNames => {
    const food = foods.get(key);
    if (!food) throw new Error(`unknown food ${key}`);
    const own = (food.names as Partial<Record<string, TFoodNames>>)[lang];
    return own ?? packNames.get(lang)?.[key] ?? food.names.en;
  };
  const indexes = new Map<TLanguage, PhraseIndex<string>>();
  const foodIndex = (lang: TLanguage) => {
    let index = indexes.get(lang);
    if (!index) {
      index = buildFoodIndex(foods.keys(), (key) => names(key, lang), lang, notFoodsOf(lang));
      indexes.set(lang, index);
    }
    return index;
  };
  const notFoodsOf = (lang: TLanguage): readonly string[] => notFoods.get(lang) ?? [];
  return { foods, names, diets: pool.json(diets.data!), vocab, foodIndex, notFoods: notFoodsOf, origin };
}

let room: Room | null = null;
/** The room of this checkout, loaded once. */
export function knowledgeRoom(): Room {
  room ??= loadRoom();
  return room;
}
