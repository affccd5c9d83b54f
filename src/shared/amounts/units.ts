/**
 * Canonical units and what they measure (how cooks write them: unit-words.ts; how they are
 * written back: unit-spelling.ts). Volumes use the kitchen convention (1 cup = 240 ml, 1 tbsp = 15 ml, 1 tsp = 5 ml,
 * 1 fl oz = 30 ml) so conversions between spoons, cups and millilitres are exact rationals.
 */
import { q, type Q } from './rational.ts';

export const UNIT_KEYS = [
  'g',
  'kg',
  'mg',
  'ml',
  'cl',
  'dl',
  'l',
  'tsp',
  'tbsp',
  'dessert-spoon',
  'coffee-spoon',
  'cup',
  'fl-oz',
  'oz',
  'lb',
  'pint',
  'quart',
  'gallon',
  'piece',
  'clove',
  'slice',
  'can',
  'package',
  'box',
  'jar',
  'bottle',
  'bag',
  'container',
  'tray',
  'bunch',
  'sprig',
  'stalk',
  'stick',
  'head',
  'leaf',
  'fillet',
  'strip',
  'sheet',
  'cube',
  'square',
  'ball',
  'link',
  'loaf',
  'pod',
  'ear',
  'spear',
  'wedge',
  'knob',
  'scoop',
  'shot',
  'basket',
  'handful',
  'pinch',
  'dash',
  'drop',
  'drizzle',
  'dozen',
  'glass',
  'whole',
  'large',
  'medium',
  'small',
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];
export type UnitSystem = 'metric' | 'imperial' | 'neutral';
/** The reader's choice of units (spec: imperial by default, or metric). */
export type TargetSystem = 'metric' | 'imperial';
/**
 * What converting does with a quantity already written in both systems ("1 cup (240 ml)", "350°F
 * (180°C)"): 'keep' (the default) puts the reader's half first and keeps the author's other half
 * beside it; 'drop' leaves the reader's half alone, for text that must read in one system.
 */
export interface ConvertOptions {
  equivalent?: 'keep' | 'drop';
}
/** mass and volume convert; count units are things you count; size words; vague are "a bit". */
export type UnitKind = 'mass' | 'volume' | 'count' | 'size' | 'vague';
export type WordLang = 'en' | 'pt' | 'any';

interface UnitInfo {
  kind: UnitKind;
  system: UnitSystem;
  /** For mass: grams (metric) or ounces (imperial); for volume: millilitres (both systems). */
  base?: Q;
}

const M = (kind: UnitKind, system: UnitSystem, base?: Q): UnitInfo => ({ kind, system, base });

export const UNITS: Record<UnitKey, UnitInfo> = {
  g: M('mass', 'metric', q(1)),
  kg: M('mass', 'metric', q(1000)),
  mg: M('mass', 'metric', q(1, 1000)),
  ml: M('volume', 'metric', q(1)),
  cl: M('volume', 'metric', q(10)),
  dl: M('volume', 'metric', q(100)),
  l: M('volume', 'metric', q(1000)),
  tsp: M('volume', 'imperial', q(5)),
  tbsp: M('volume', 'imperial', q(15)),
  'dessert-spoon': M('volume', 'imperial', q(10)),
  'coffee-spoon': M('volume', 'imperial', q(5, 2)),
  cup: M('volume', 'imperial', q(240)),
  'fl-oz': M('volume', 'imperial', q(30)),
  pint: M('volume', 'imperial', q(480)),
  quart: M('volume', 'imperial', q(960)),
  gallon: M('volume', 'imperial', q(3840)),
  oz: M('mass', 'imperial', q(1)),
  lb: M('mass', 'imperial', q(16)),
  piece: M('count', 'neutral'),
  clove: M('count', 'neutral'),
  slice: M('count', 'neutral'),
  can: M('count', 'neutral'),
  package: M('count', 'neutral'),
  box: M('count', 'neutral'),
  jar: M('count', 'neutral'),
  bunch: M('count', 'neutral'),
  sprig: M('count', 'neutral'),
  stalk: M('count', 'neutral'),
  stick: M('count', 'neutral'),
  head: M('count', 'neutral'),
  leaf: M('count', 'neutral'),
  bottle: M('count', 'neutral'),
  bag: M('count', 'neutral'),
  container: M('count', 'neutral'),
  tray: M('count', 'neutral'),
  fillet: M('count', 'neutral'),
  strip: M('count', 'neutral'),
  sheet: M('count', 'neutral'),
  cube: M('count', 'neutral'),
  square: M('count', 'neutral'),
  ball: M('count', 'neutral'),
  link: M('count', 'neutral'),
  loaf: M('count', 'neutral'),
  pod: M('count', 'neutral'),
  ear: M('count', 'neutral'),
  spear: M('count', 'neutral'),
  wedge: M('count', 'neutral'),
  knob: M('count', 'neutral'),
  scoop: M('count', 'neutral'),
  shot: M('count', 'neutral'),
  basket: M('count', 'neutral'),
  dozen: M('count', 'neutral'),
  glass: M('count', 'neutral'),
  whole: M('count', 'neutral'),
  handful: M('vague', 'neutral'),
  pinch: M('vague', 'neutral'),
  dash: M('vague', 'neutral'),
  drop: M('vague', 'neutral'),
  drizzle: M('vague', 'neutral'),
  large: M('size', 'neutral'),
  medium: M('size', 'neutral'),
  small: M('size', 'neutral'),
};

/** Grams in one avoirdupois ounce. */
export const GRAMS_PER_OZ = 28.349523125;

export function unitSystemOf(unit: UnitKey | null | undefined): UnitSystem {
  return unit ? UNITS[unit].system : 'neutral';
}

export function unitKindOf(unit: UnitKey | null | undefined): UnitKind | null {
  return unit ? UNITS[unit].kind : null;
}
