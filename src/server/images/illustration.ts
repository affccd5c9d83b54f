import crypto from 'node:crypto';
import { analyse, type IllustrationInput } from './illustration-dish.ts';
import { mulberry32 } from '../../shared/random.ts';
import { between, S, Svg } from './illustration-draw.ts';
import { garnish } from './illustration-food.ts';
import { normalizeName } from './illustration-palette.ts';
import { drawBowl, drawPasta, drawPlate, drawSalad } from './illustration-plated.ts';
import { drawPieces, drawRound, drawTray } from './illustration-portioned.ts';
import { drawCutlery, drawNapkin, drawTable } from './illustration-table.ts';
import { drawChopsticks, drawVessel, vesselFamily } from './illustration-vessel.ts';

export { ILLUSTRATION_SIZE } from './illustration-draw.ts';
export type { IllustrationInput } from './illustration-dish.ts';
export { vesselFamily, type VesselFamily } from './illustration-vessel.ts';

/**
 * The built-in recipe picture: a dish seen from above on a table, drawn as SVG from the recipe.
 * The food's colours and shapes come from its ingredients (see illustration-palette.ts), the kind
 * of dish (bowl, pasta, salad, cake/pizza, snacks, plate) from its title, and every free choice
 * (table, crockery, arrangement) from a seed hashed from title + ingredients + variation. The same
 * recipe therefore always gets the same picture; "generate another" bumps the variation.
 *
 * This module assembles the picture; its parts live beside it: illustration-dish (what is drawn),
 * -draw (primitives), -table, -vessel, -food, -plated and -portioned (the dish families).
 */

export function illustrationSeed(input: IllustrationInput): number {
  const text = [
    normalizeName(input.title),
    ...input.ingredients.map(normalizeName).filter(Boolean).sort(),
    String(input.variation),
  ].join('\n');
  return crypto.createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The illustration as SVG text. */
export function buildIllustrationSvg(input: IllustrationInput): string {
  const r = mulberry32(illustrationSeed(input));
  const dish = analyse(input);
  const svg = new Svg();
  drawTable(svg, r);
  const corner = Math.floor(r() * 4);
  drawNapkin(svg, r, corner);
  const bowl = dish.kind === 'bowl' || (dish.kind === 'salad' && r() < 0.6);
  const radius = bowl ? between(r, 330, 360) : between(r, 360, 390);
  const cx = S / 2 + between(r, -40, 10);
  const cy = S / 2 + between(r, -15, 15);
  if (dish.kind === 'tray') {
    drawTray(svg, r, dish, S / 2 - 40, cy);
    drawCutlery(svg, r, S - 80, cy + between(r, 120, 180), true);
    return finish(svg);
  }
  const family = vesselFamily(input.title);
  svg.add(`<g data-vessel="${family ?? 'crockery'}">`);
  const vessel = drawVessel(svg, r, cx, cy, radius, bowl || family === 'clay-pot' || family === 'noodle-bowl', family);
  svg.add('</g>');
  switch (dish.kind) {
    case 'bowl':
      drawBowl(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'pasta':
      drawPasta(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'salad':
      drawSalad(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'round':
      drawRound(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'pieces':
      drawPieces(svg, r, dish, cx, cy, vessel.food);
      break;
    case 'plate':
      drawPlate(svg, r, dish, cx, cy, vessel.food);
      garnish(svg, r, dish, cx, cy, vessel.food * 0.9);
      break;
    default: {
      const never: never = dish.kind;
      return never;
    }
  }
  if (family === 'noodle-bowl') drawChopsticks(svg, r, cx + radius + between(r, 60, 90), cy + between(r, -20, 40));
  else drawCutlery(svg, r, cx + radius + between(r, 60, 90), cy + between(r, -20, 40), bowl);
  return finish(svg);
}

/** Soft window light from the upper left and a vignette. */
function finish(svg: Svg): string {
  const light = svg.id('light');
  svg.def(
    `<radialGradient id="${light}" cx="0.2" cy="0.15" r="0.9"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.28"/><stop offset="0.6" stop-color="#fff8e8" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>`,
  );
  svg.add(`<rect width="${S}" height="${S}" fill="url(#${light})"/>`);
  return svg.toString();
}
