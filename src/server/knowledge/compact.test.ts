import { describe, expect, it } from 'vitest';
import { loadCookbook } from '../chef/cookbook/load.ts';
import { PhraseIndex } from '../../shared/knowledge/phrase-index.ts';
import { FrozenSet, Pool } from './compact.ts';
import { knowledgeRoom } from './room.ts';

describe('the pool of equal values', () => {
  it('gives back an equal copy, with equal parts shared and frozen', () => {
    const pool = new Pool();
    const a = pool.json({ names: { en: 'anchovy', pt: 'anchova' }, cook: { raw: { min: [0, 0] } }, n: 0.25 });
    const b = pool.json({ names: { en: 'sardine', pt: 'sardinha' }, cook: { raw: { min: [0, 0] } }, n: 0.25 });
    expect(a).toEqual({ names: { en: 'anchovy', pt: 'anchova' }, cook: { raw: { min: [0, 0] } }, n: 0.25 });
    expect(b.names.en).toBe('sardine');
    expect(a.cook).toBe(b.cook);
    expect(a.names).not.toBe(b.names);
    expect(Object.isFrozen(a.cook.raw.min)).toBe(true);
    expect(() => {
      (a.cook.raw.min as number[])[0] = 9;
    }).toThrow(TypeError);
    expect(pool.json({ x: undefined, y: 1 })).toEqual({ y: 1 });
  });

  it('shares lists and sets by their members in order', () => {
    const pool = new Pool();
    expect(pool.list(['salt', 'garlic'])).toBe(pool.list(['salt', 'garlic']));
    expect(pool.list(['garlic', 'salt'])).not.toBe(pool.list(['salt', 'garlic']));
    const s = pool.set(new Set(['dairy', 'egg']));
    expect(pool.set(['dairy', 'egg'])).toBe(s);
    expect([...s]).toEqual(['dairy', 'egg']);
    expect(s.has('egg')).toBe(true);
    expect(() => s.add('meat')).toThrow(TypeError);
    expect(() => s.delete('egg')).toThrow(TypeError);
    expect(() => s.clear()).toThrow(TypeError);
    expect(new FrozenSet(['a']).size).toBe(1);
  });

  it('holds the room and the cookbook index with one copy of their equal parts', () => {
    const room = knowledgeRoom();
    // Foods that cook the same way share the record of how.
    const cues = new Map<string, unknown>();
    let shared = 0;
    for (const food of room.foods.values())
      for (const [method, how] of Object.entries(food.cook ?? {})) {
        const key = `${method}:${JSON.stringify(how)}`;
        if (cues.get(key) === how) shared++;
        else if (!cues.has(key)) cues.set(key, how);
        else throw new Error(`two copies of ${key}`);
      }
    expect(shared).toBeGreaterThan(100);
    const book = loadCookbook(undefined, room);
    const salty = book.entries.filter((e) => e.foods.includes('salt'));
    expect(salty.length).toBeGreaterThan(100);
    const courses = new Map<string, readonly string[]>();
    for (const e of book.entries) {
      const known = courses.get(e.courses.join());
      if (known) expect(e.courses).toBe(known);
      else courses.set(e.courses.join(), e.courses);
      expect(Object.isFrozen(e.foods)).toBe(true);
    }
    expect(courses.size).toBeLessThan(book.entries.length / 10);
  });
});

describe('the phrase index', () => {
  it('shares one list per value among its names and never changes a list it gave out', () => {
    const ix = new PhraseIndex<string>();
    ix.add('Feijoada Completa', 'feijoada');
    ix.add('feijoada', 'feijoada');
    const first = ix.get('feijoada completa');
    expect(ix.get('FEIJOADA')).toBe(first);
    ix.add('feijoada', 'feijoada-light');
    expect(first).toEqual(['feijoada']);
    expect(ix.get('feijoada')).toEqual(['feijoada', 'feijoada-light']);
    expect(ix.find('uma feijoada completa hoje').map((h) => [h.phrase, h.values])).toEqual([
      ['feijoada completa', ['feijoada']],
    ]);
  });
});
