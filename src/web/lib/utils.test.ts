import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils.ts';

// The text of every source file of the web app (but cn's own configuration, all group names).
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!./utils.ts', '!./utils.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every word of src/web that could be a class name: over-collecting is harmless, missing one is not. */
function classLikeWords(): string[] {
  const words = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const word of source.split(/[\s'"`{}]+/)) {
      if (/^[!-]?[a-z@*[(][\w\-:/.[\]()%!,#&>=*'+@~]*$/i.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/** The variants of a class ('sm:hover:' of 'sm:hover:bg-accent'), brackets and parentheses kept whole. */
function variantsOf(className: string): string {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  return className.slice(0, end);
}

describe('cn', () => {
  it('joins conditional classes and lets later Tailwind classes win', () => {
    const hidden = false;
    expect(cn('px-2 py-1', hidden && 'hidden', { 'text-sm': true, 'text-lg': false }, ['p-3'])).toBe('text-sm p-3');
    expect(cn('text-sm text-primary', 'text-lg text-white')).toBe('text-lg text-white');
    expect(cn('h-10 px-4', 'h-auto px-0')).toBe('h-auto px-0');
    expect(cn('hover:bg-accent bg-card', 'hover:bg-brand-50')).toBe('bg-card hover:bg-brand-50');
    expect(cn('size-4 w-2', 'size-5')).toBe('size-5');
    expect(cn('border-2 border-transparent', 'border-t-primary border')).toBe('border-transparent border-t-primary border');
    expect(cn('leading-none text-sm/6')).toBe('text-sm/6');
    expect(cn('not-tailwind other', 'not-tailwind')).toBe('not-tailwind other not-tailwind');
  });

  // cn carries only the class groups the app uses (see utils.ts): it must merge every class written
  // in src/web exactly as tailwind-merge's full configuration does. A failure names the class to add.
  it('merges every class used in src/web like twMerge', { timeout: 60_000 }, () => {
    const words = classLikeWords();
    const known: string[] = [];
    const unknown: string[] = [];
    for (const word of words) {
      const twice = `${word} ${word}`;
      if (cn(twice) !== twMerge(twice)) unknown.push(word);
      if (twMerge(twice) === word) known.push(word);
    }
    expect(unknown, 'class groups missing in utils.ts').toEqual([]);
    expect(known.length).toBeGreaterThan(300);
    // Classes conflict only under the same variants (the merge is tailwind-merge's own code in both):
    // every ordered pair of classes with the same variants.
    const byVariants = new Map<string, string[]>();
    for (const className of known) byVariants.set(variantsOf(className), [...(byVariants.get(variantsOf(className)) ?? []), className]);
    const mismatches: string[] = [];
    for (const classes of byVariants.values()) {
      for (const a of classes) {
        for (const b of classes) {
          const pair = `${a} ${b}`;
          if (a !== b && cn(pair) !== twMerge(pair)) mismatches.push(pair);
        }
      }
    }
    expect(mismatches.slice(0, 20), `${mismatches.length} pairs merged unlike twMerge`).toEqual([]);
  });
});
