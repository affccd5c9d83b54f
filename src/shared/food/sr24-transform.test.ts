import { describe, expect, it } from 'vitest';
import { parseFoodXml, renderFoodTable } from './sr24-transform.ts';

const FLOUR =
  '<food uid="20081" name="Wheat flour, white, all-purpose"><measure amount="1.0" name="cup" grams="125.0"/>' +
  '<nutrient amount="364.0" name="Energy"/><nutrient amount="10.33" name="Protein"/><nutrient amount="76.31" name="Carbs"/>' +
  '<nutrient amount="2.7" name="Fiber"/><nutrient amount="0.27" name="Sugars"/><nutrient amount="0.98" name="Fat"/>' +
  '<nutrient amount="0.155" name="Saturated"/><nutrient amount="2.0" name="Sodium"/><nutrient amount="15.0" name="Calcium"/></food>';
const ONION =
  '<food uid="11282" name="Onions, raw &amp; &quot;sweet&quot;"><measure amount="1.0" name="cup, chopped" grams="160.0"/>' +
  '<measure amount="1.0" name="medium (2-1/2&quot; dia)" grams="110.0"/><measure amount="0.5" name="cup" grams="79.0"/>' +
  '<measure amount="1.0" name="tablespoon" grams="10.0"/><measure amount="3.0" name="oz" grams="85.0"/>' +
  '<nutrient amount="40.0" name="Energy"/><nutrient amount="1.1" name="Protein"/></food>';

describe('SR24 transform', () => {
  it('keeps the eight nutrients and the household measures, per one measure', () => {
    expect(parseFoodXml(ONION)).toEqual({
      id: '11282',
      name: 'Onions, raw & "sweet"',
      row: [[40, 1.1, null, null, null, null, null, null], { cup: 158, tbsp: 10, medium: 110 }],
    });
    expect(parseFoodXml(FLOUR).row[0]).toEqual([364, 10.33, 76.31, 2.7, 0.27, 0.98, 0.155, 2]);
  });

  it('weighs a cup of nuts whole, as they are bought, when SR24 has no plain cup', () => {
    const ALMONDS =
      '<food uid="12061" name="Nuts, almonds"><measure amount="1.0" name="cup, ground" grams="95.0"/>' +
      '<measure amount="1.0" name="cup, sliced" grams="92.0"/><measure amount="1.0" name="cup, whole" grams="143.0"/>' +
      '<nutrient amount="579.0" name="Energy"/></food>';
    expect(parseFoodXml(ALMONDS).row[1]).toEqual({ cup: 143 });
  });

  it('reads a measure USDA names in the plural as one of it ("5 slices" of ginger: 2.2 g a slice)', () => {
    const GINGER =
      '<food uid="11216" name="Ginger root, raw"><measure amount="1.0" name="tsp" grams="2.0"/>' +
      '<measure amount="0.25" name="cup slices (1&quot; dia)" grams="24.0"/>' +
      '<measure amount="5.0" name="slices (1&quot; dia)" grams="11.0"/><nutrient amount="80.0" name="Energy"/></food>';
    expect(parseFoodXml(GINGER).row[1]).toEqual({ cup: 96, tsp: 2, slice: 2.2 });
  });

  it('writes the same bytes whatever order the files come in', () => {
    const a = renderFoodTable(
      new Map([
        ['20081', FLOUR],
        ['11282', ONION],
      ]),
      { package: 'cronometer_test.deb' },
    );
    const b = renderFoodTable(
      new Map([
        ['11282', ONION],
        ['20081', FLOUR],
      ]),
      { package: 'cronometer_test.deb' },
    );
    expect(a).toBe(b);
    expect(a.indexOf("'11282'")).toBeLessThan(a.indexOf("'20081'"));
    expect(a).toContain('Public domain');
    // USDA's description is the line's comment, for a reader checking each match.
    expect(a).toMatch(/'20081': \[.*\], \/\/ Wheat flour, white, all-purpose\n/);
  });

  it('refuses a file whose food is not the one asked for', () => {
    expect(() => renderFoodTable(new Map([['99999', FLOUR]]), { package: 'x' })).toThrow(/99999/);
  });
});
