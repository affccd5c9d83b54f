/**
 * The reading knowledge, read once and checked against the room: each language's reading words
 * (src/knowledge/lang/<code>/reader.json), the facts about no single food (reading.json) and the
 * tips (tips.json). A food, diet or cuisine they name that the room does not know stops the load
 * with the file and the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { LANGUAGES, type TLanguage } from '../../../shared/i18n/languages.ts';
import {
  ZReaderPack,
  ZReading,
  ZTips,
  type TReaderPack,
  type TReading,
  type TTip,
  type TTipWhen,
} from '../../../shared/knowledge/reader-schema.ts';
import { KNOWLEDGE_DIR, KnowledgeError, rel, type Room } from '../../knowledge/room.ts';

export interface ReaderKnowledge {
  packs: ReadonlyMap<TLanguage, TReaderPack>;
  reading: TReading;
  tips: readonly TTip[];
}

function parse<S extends z.ZodType>(file: string, schema: S, problems: string[]): z.infer<S> | null {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`${rel(file)}: ${(err as Error).message}`);
    return null;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data as z.infer<S>;
  problems.push(...parsed.error.issues.slice(0, 20).map((i) => `${rel(file)}: ${i.path.join('.')}: ${i.message}`));
  return null;
}

function tipFoods(w: TTipWhen): string[] {
  return [...(w.foods ?? []), ...(w.allFoods ?? []), ...(w.any ?? []).flatMap(tipFoods)];
}

/** Reads and checks the reading knowledge of a knowledge folder against its room. */
export function loadReader(room: Room, dir = KNOWLEDGE_DIR): ReaderKnowledge {
  const problems: string[] = [];
  const packs = new Map<TLanguage, TReaderPack>();
  for (const lang of LANGUAGES) {
    const pack = parse(path.join(dir, 'lang', lang, 'reader.json'), ZReaderPack, problems);
    if (pack) packs.set(lang, pack);
  }
  const readingFile = path.join(dir, 'reading.json');
  const reading = parse(readingFile, ZReading, problems);
  if (reading) {
    for (const f of [...reading.shapes, ...reading.starchShapes])
      if (!room.foods.has(f)) problems.push(`${rel(readingFile)}: shape "${f}" is not a food`);
    for (const d of reading.tagDiets)
      if (!room.diets[d]) problems.push(`${rel(readingFile)}: tagDiets: "${d}" is not in diets.json`);
    for (const [c, h] of Object.entries(reading.cuisines)) {
      if (!room.vocab.cuisines[c]) problems.push(`${rel(readingFile)}: cuisine "${c}" is not in vocab`);
      for (const f of h.foods)
        if (!room.foods.has(f)) problems.push(`${rel(readingFile)}: cuisines.${c}: "${f}" is not a food`);
    }
  }
  const tipsFile = path.join(dir, 'tips.json');
  const tips = parse(tipsFile, ZTips, problems);
  for (const [i, t] of (tips ?? []).entries()) {
    for (const f of tipFoods(t.when))
      if (!room.foods.has(f)) problems.push(`${rel(tipsFile)}: tip ${i}: "${f}" is not a food`);
    if (t.when.cuisine && !room.vocab.cuisines[t.when.cuisine])
      problems.push(`${rel(tipsFile)}: tip ${i}: cuisine "${t.when.cuisine}" is not in vocab`);
  }
  if (problems.length) throw new KnowledgeError(problems);
  return { packs, reading: reading!, tips: tips! };
}

const loaded = new WeakMap<Room, ReaderKnowledge>();
/** The reading knowledge of this checkout for a room, loaded once. */
export function readerOf(room: Room): ReaderKnowledge {
  let k = loaded.get(room);
  if (!k) loaded.set(room, (k = loadReader(room)));
  return k;
}

/** One language's reading words. */
export function readerPack(room: Room, lang: TLanguage): TReaderPack {
  return readerOf(room).packs.get(lang)!;
}
