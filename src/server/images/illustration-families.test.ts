import { describe, expect, it } from 'vitest';
import { buildIllustrationSvg, vesselFamily } from './illustration.ts';

/** Issue 20 item 9: the built-in picture shows the vessel of the dish's family. */
describe('illustration vessels by dish family', () => {
  it('knows the family from the title, in English and Portuguese', () => {
    const cases: [string, ReturnType<typeof vesselFamily>][] = [
      ['Moqueca de peixe', 'clay-pot'],
      ['Moqueca capixaba', 'clay-pot'],
      ['Feijoada completa', 'clay-pot'],
      ['Bobó de camarão', 'clay-pot'],
      ['Shakshuka', 'skillet'],
      ['Fritada de legumes', 'skillet'],
      ['Seafood paella', 'paella-pan'],
      ['Paelha de frutos do mar', 'paella-pan'],
      ['Shoyu ramen', 'noodle-bowl'],
      ['Pho bo', 'noodle-bowl'],
      ['Sopa de legumes', null],
      ['Chicken soup', null],
      ['Bobotie', null],
    ];
    for (const [title, family] of cases) expect(vesselFamily(title), title).toBe(family);
  });

  it('draws a moqueca in a clay pot with two ears, a soup in plain crockery', () => {
    const moqueca = buildIllustrationSvg({
      title: 'Moqueca de peixe',
      ingredients: ['peixe branco', 'leite de coco', 'azeite de dendê'],
      variation: 0,
    });
    const soup = buildIllustrationSvg({
      title: 'Sopa de peixe',
      ingredients: ['peixe branco', 'leite de coco', 'azeite de dendê'],
      variation: 0,
    });
    expect(moqueca).toContain('data-vessel="clay-pot"');
    expect(soup).toContain('data-vessel="crockery"');
    const group = (svg: string) => /<g data-vessel="[^"]+">([\s\S]*?)<\/g>/.exec(svg)![1]!;
    expect((group(moqueca).match(/<ellipse /g) ?? []).length).toBeGreaterThanOrEqual(2);
    expect(group(moqueca)).toMatch(/fill="#(?:2e2420|3a2b24|4a3328)|fill="url\(/);
    expect(moqueca).not.toBe(soup);
  });

  it('gives noodle soups chopsticks instead of a knife and fork, and stays the same for the same recipe', () => {
    const input = { title: 'Shoyu ramen', ingredients: ['ramen noodles', 'egg'], variation: 0 };
    const ramen = buildIllustrationSvg(input);
    expect(ramen).toContain('data-vessel="noodle-bowl"');
    expect(ramen).toMatch(/height="500" rx="5"/);
    expect(buildIllustrationSvg(input)).toBe(ramen);
  });
});
