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

/** The variants of a class, in any order ('hover:sm:' for 'sm:hover:bg-accent'): only classes with the same ones can conflict. */
function variantsOf(className: string): string {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  return variants.sort().join(':');
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

  it('reads variants, important, postfixes, negatives and arbitrary values like twMerge', () => {
    const lists = [
      '',
      '  ',
      'hover:focus:bg-card focus:hover:bg-primary',
      'sm:hover:p-2 hover:sm:p-4 hover:p-1',
      '[&_svg]:hover:size-3 hover:[&_svg]:size-4 [&_svg]:hover:size-5',
      'before:hover:opacity-0 hover:before:opacity-50',
      'data-[state=open]:bg-accent data-[state=open]:bg-card',
      '!p-2 p-4 p-6! !p-1',
      'text-sm/6 leading-none text-lg',
      'leading-none text-sm/6',
      'bg-card/80 bg-primary/[0.04] bg-muted',
      '-mt-1 mt-2 -mx-2 ml-1',
      '[overflow-wrap:anywhere] [overflow-wrap:normal] [color:red]',
      'px-[calc(1rem+2px)] px-(--gutter) p-[max(0.25rem,env(safe-area-inset-bottom))]',
      'text-[length:var(--x)] text-[color:var(--y)] text-[12px] text-[red]',
      'border border-2 border-t-4 border-t border-y-2 border-b-0',
      'inset-0 top-1 inset-x-2 left-0 inset-y-1',
      'line-clamp-2 block overflow-hidden line-clamp-3',
      'flex-1 shrink-0 grow flex-none',
      'size-4 w-2 h-2 size-5',
      'tabular-nums normal-nums tabular-nums',
    ];
    for (const list of lists) expect(cn(list), list).toBe(twMerge(list));
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
