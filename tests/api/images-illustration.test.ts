import { describe, expect, it } from 'vitest';
import { buildIllustrationSvg, illustrationSeed } from '../../src/server/images/illustration.ts';
import { lookUpIngredient } from '../../src/server/images/illustration-palette.ts';
import { mediaSrcSet, parseMediaUrl, renditionWidths } from '../../src/shared/schemas/image.ts';

describe('ingredient colours', () => {
  it('knows common ingredients in English and Portuguese, without caring about accents or amounts', () => {
    const pairs: Array<[string, string]> = [
      ['tomato', 'tomates'],
      ['spinach', 'espinafre'],
      ['rice', 'arroz branco'],
      ['black beans', 'feijão preto'],
      ['carrot', '2 cenouras raladas'],
      ['cheese', 'queijo'],
      ['pumpkin', 'abóbora'],
    ];
    for (const [en, pt] of pairs) {
      const a = lookUpIngredient(en);
      const b = lookUpIngredient(pt);
      expect(a, en).not.toBeNull();
      expect(b?.color, `${en} / ${pt}`).toBe(a!.color);
    }
    expect(lookUpIngredient('Feijao Preto')?.color).toBe(lookUpIngredient('feijão preto')?.color);
    // the longer name wins: black beans are not (brown) beans, sweet potato is not potato
    expect(lookUpIngredient('black beans')?.color).not.toBe(lookUpIngredient('beans')?.color);
    expect(lookUpIngredient('sweet potato')?.color).not.toBe(lookUpIngredient('potato')?.color);
    expect(lookUpIngredient('1 pitada de sal')?.role).toBe('neutral');
    expect(lookUpIngredient('unobtainium')).toBeNull();
  });
});

describe('illustration', () => {
  const salad = { title: 'Salada de tomate', ingredients: ['tomate', 'alface', 'cebola roxa'], variation: 0 };

  it('is the same SVG for the same recipe and changes with the variation', () => {
    expect(buildIllustrationSvg(salad)).toBe(buildIllustrationSvg({ ...salad }));
    expect(buildIllustrationSvg({ ...salad, variation: 1 })).not.toBe(buildIllustrationSvg(salad));
    // ingredient order and letter case do not change the dish
    expect(
      illustrationSeed({ ...salad, title: 'SALADA DE TOMATE', ingredients: ['alface', 'cebola roxa', 'tomate'] }),
    ).toBe(illustrationSeed(salad));
  });

  it("paints the dish in its ingredients' colours", () => {
    const svg = buildIllustrationSvg(salad);
    expect(svg).toContain(lookUpIngredient('alface')!.color);
    const beans = buildIllustrationSvg({ title: 'Feijoada', ingredients: ['feijão preto', 'linguiça'], variation: 0 });
    expect(beans).not.toContain(lookUpIngredient('alface')!.color);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"')).toBe(true);
  });
});

describe('rendition naming', () => {
  it('derives widths and srcset from the largest rendition path', () => {
    expect(renditionWidths(2048)).toEqual([320, 640, 1024, 2048]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(200)).toEqual([200]);
    const url = '/media/AbCdEfGhIjKlMnOpQrStUv-800.webp';
    expect(parseMediaUrl(url)).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', width: 800 });
    expect(parseMediaUrl(`https://example.com${url}`)).toEqual({ id: 'AbCdEfGhIjKlMnOpQrStUv', width: 800 });
    expect(parseMediaUrl('/media/../../etc/passwd')).toBeNull();
    expect(mediaSrcSet(url)).toBe(
      '/media/AbCdEfGhIjKlMnOpQrStUv-320.webp 320w, /media/AbCdEfGhIjKlMnOpQrStUv-640.webp 640w, /media/AbCdEfGhIjKlMnOpQrStUv-800.webp 800w',
    );
    expect(mediaSrcSet('https://example.com/photo.jpg')).toBeNull();
  });
});
