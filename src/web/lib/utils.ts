import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/*
 * tailwind-merge's own merge, given only the class groups this app uses instead of its default
 * configuration of every Tailwind utility (~8 KB gzipped, most of it that configuration, on every
 * page's first load). The groups below are copied from tailwind-merge's default configuration
 * (getDefaultConfig, tailwind-merge 3): same names, same values, same order, so a class is
 * classified and merged exactly as twMerge would; groups and keywords the app does not use are
 * left out. `utils.test.ts` compares cn with twMerge for every class written in src/web (every
 * pair of them): when it fails, copy the missing group or keyword from getDefaultConfig here.
 */

type Validator = (value: string) => boolean;

const arbitraryValueRegex = /^\[(?:(\w[\w-]*):)?(.+)\]$/i;
const arbitraryVariableRegex = /^\((?:(\w[\w-]*):)?(.+)\)$/i;
const lengthUnitRegex =
  /\d+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq(w|h|i|b|min|max))|\b(calc|min|max|clamp)\(.+\)|^0$/;
const colorFunctionRegex = /^(rgba?|hsla?|hwb|(ok)?(lab|lch)|color-mix|color|light-dark)\(.+\)$/;
const shadowRegex = /^(inset_)?-?((\d+)?\.?(\d+)[a-z]+|0)_-?((\d+)?\.?(\d+)[a-z]+|0)/;

const isAny: Validator = () => true;
const isNever: Validator = () => false;
const isFraction: Validator = (v) => /^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/.test(v);
const isNumber: Validator = (v) => !!v && !Number.isNaN(Number(v));
const isInteger: Validator = (v) => !!v && Number.isInteger(Number(v));
const isTshirtSize: Validator = (v) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(v);
const isArbitraryValue: Validator = (v) => arbitraryValueRegex.test(v);
const isArbitraryVariable: Validator = (v) => arbitraryVariableRegex.test(v);
const isAnyNonArbitrary: Validator = (v) => !isArbitraryValue(v) && !isArbitraryVariable(v);

/** `[label:value]`: the label decides, else the value. */
const arbitraryValue =
  (label: Validator, value: Validator): Validator =>
  (v) => {
    const match = arbitraryValueRegex.exec(v);
    return match ? (match[1] ? label(match[1]) : value(match[2]!)) : false;
  };
/** `(label:--var)`: the label decides, else `noLabel`. */
const arbitraryVariable =
  (label: Validator, noLabel = false): Validator =>
  (v) => {
    const match = arbitraryVariableRegex.exec(v);
    return match ? (match[1] ? label(match[1]) : noLabel) : false;
  };
const labelIs =
  (...labels: string[]): Validator =>
  (l) =>
    labels.includes(l);

const isLengthOnly: Validator = (v) => lengthUnitRegex.test(v) && !colorFunctionRegex.test(v);
const isArbitraryLength = arbitraryValue(labelIs('length'), isLengthOnly);
const isArbitraryVariableLength = arbitraryVariable(labelIs('length'));
const isArbitraryNumber = arbitraryValue(labelIs('number'), isNumber);
const isArbitraryWeight = arbitraryValue(labelIs('number', 'weight'), isAny);
const isArbitraryVariableWeight = arbitraryVariable(labelIs('number', 'weight'), true);
const isArbitraryFamilyName = arbitraryValue(labelIs('family-name'), isNever);
const isArbitraryVariableFamilyName = arbitraryVariable(labelIs('family-name'));
const isArbitraryShadow = arbitraryValue(labelIs('shadow'), (v) => shadowRegex.test(v));
const isArbitraryVariableShadow = arbitraryVariable(labelIs('shadow'), true);

// The theme scales and shared value scales of the default configuration.
const spacing = () => [isArbitraryVariable, isArbitraryValue, 'px', isNumber];
const inset = () => [isFraction, 'full', 'auto', ...spacing()];
const margin = () => ['auto', ...spacing()];
const sizing = () => [isFraction, 'auto', 'full', 'dvw', 'dvh', 'lvw', 'lvh', 'svw', 'svh', 'min', 'max', 'fit', ...spacing()];
const overflow = () => ['auto', 'hidden', 'clip', 'visible', 'scroll'];
const gridStartOrEnd = () => [isInteger, 'auto', isArbitraryVariable, isArbitraryValue];
const alignSecondary = () => ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const color = () => [isAny, isArbitraryVariable, isArbitraryValue];
const radius = () => ['', 'none', 'full', isTshirtSize, isArbitraryVariable, isArbitraryValue];
const borderWidth = () => ['', isNumber, isArbitraryVariableLength, isArbitraryLength];
const lineStyle = () => ['solid', 'dashed', 'dotted', 'double'];
const blur = () => ['', 'none', isTshirtSize, isArbitraryVariable, isArbitraryValue];
const number = () => ['none', isNumber, isArbitraryVariable, isArbitraryValue];
const translate = () => [isFraction, 'full', ...spacing()];

/*
 * The groups, in the default configuration's order (it matters: the first matching value wins).
 * Long keyword lists keep the keywords the app uses.
 */
const classGroups = {
  // Layout
  aspect: [{ aspect: ['auto', 'square', isFraction, isArbitraryValue, isArbitraryVariable, 'video'] }],
  container: ['container'],
  display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'table', 'grid', 'inline-grid', 'contents', 'hidden'],
  sr: ['sr-only', 'not-sr-only'],
  isolation: ['isolate', 'isolation-auto'],
  'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
  overflow: [{ overflow: overflow() }],
  'overflow-x': [{ 'overflow-x': overflow() }],
  'overflow-y': [{ 'overflow-y': overflow() }],
  overscroll: [{ overscroll: ['auto', 'contain', 'none'] }],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  inset: [{ inset: inset() }],
  'inset-x': [{ 'inset-x': inset() }],
  'inset-y': [{ 'inset-y': inset() }],
  top: [{ top: inset() }],
  right: [{ right: inset() }],
  bottom: [{ bottom: inset() }],
  left: [{ left: inset() }],
  visibility: ['visible', 'invisible', 'collapse'],
  z: [{ z: [isInteger, 'auto', isArbitraryVariable, isArbitraryValue] }],
  // Flexbox and grid
  basis: [{ basis: [isFraction, 'full', 'auto', isTshirtSize, ...spacing()] }],
  'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
  'flex-wrap': [{ flex: ['nowrap', 'wrap', 'wrap-reverse'] }],
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', isArbitraryValue] }],
  grow: [{ grow: ['', isNumber, isArbitraryVariable, isArbitraryValue] }],
  shrink: [{ shrink: ['', isNumber, isArbitraryVariable, isArbitraryValue] }],
  'grid-cols': [{ 'grid-cols': [isInteger, 'none', 'subgrid', isArbitraryVariable, isArbitraryValue] }],
  'col-start-end': [{ col: ['auto', { span: ['full', isInteger, isArbitraryVariable, isArbitraryValue] }, ...gridStartOrEnd()] }],
  'col-start': [{ 'col-start': gridStartOrEnd() }],
  'row-start': [{ 'row-start': gridStartOrEnd() }],
  gap: [{ gap: spacing() }],
  'gap-x': [{ 'gap-x': spacing() }],
  'gap-y': [{ 'gap-y': spacing() }],
  'justify-content': [{ justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] }],
  'justify-self': [{ 'justify-self': ['auto', ...alignSecondary()] }],
  'align-items': [{ items: [...alignSecondary(), { baseline: ['', 'last'] }] }],
  'align-self': [{ self: ['auto', ...alignSecondary(), { baseline: ['', 'last'] }] }],
  // Spacing
  p: [{ p: spacing() }],
  px: [{ px: spacing() }],
  py: [{ py: spacing() }],
  pt: [{ pt: spacing() }],
  pr: [{ pr: spacing() }],
  pb: [{ pb: spacing() }],
  pl: [{ pl: spacing() }],
  m: [{ m: margin() }],
  mx: [{ mx: margin() }],
  my: [{ my: margin() }],
  mt: [{ mt: margin() }],
  mr: [{ mr: margin() }],
  mb: [{ mb: margin() }],
  ml: [{ ml: margin() }],
  // Sizing
  size: [{ size: sizing() }],
  w: [{ w: [isTshirtSize, 'screen', ...sizing()] }],
  'min-w': [{ 'min-w': [isTshirtSize, 'screen', 'none', ...sizing()] }],
  'max-w': [{ 'max-w': [isTshirtSize, 'screen', 'none', 'prose', { screen: [isTshirtSize] }, ...sizing()] }],
  h: [{ h: ['screen', 'lh', ...sizing()] }],
  'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing()] }],
  'max-h': [{ 'max-h': ['screen', 'lh', ...sizing()] }],
  // Typography
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryVariableLength, isArbitraryLength] }],
  'font-style': ['italic', 'not-italic'],
  'font-weight': [{ font: ['light', 'normal', 'medium', 'semibold', 'bold', isArbitraryVariableWeight, isArbitraryWeight] }],
  'font-family': [{ font: [isArbitraryVariableFamilyName, isArbitraryFamilyName, isAnyNonArbitrary] }],
  'fvn-normal': ['normal-nums'],
  'fvn-spacing': ['proportional-nums', 'tabular-nums'],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', isArbitraryVariable, isArbitraryValue] }],
  'line-clamp': [{ 'line-clamp': [isNumber, 'none', isArbitraryVariable, isArbitraryNumber] }],
  leading: [{ leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', ...spacing()] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', isArbitraryVariable, isArbitraryValue] }],
  'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
  'text-color': [{ text: color() }],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-thickness': [{ decoration: [isNumber, 'from-font', 'auto', isArbitraryVariable, isArbitraryLength] }],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', isArbitraryVariable, isArbitraryValue] }],
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
  'vertical-align': [{ align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', isArbitraryVariable, isArbitraryValue] }],
  whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
  break: [{ break: ['normal', 'words', 'all', 'keep'] }],
  hyphens: [{ hyphens: ['none', 'manual', 'auto'] }],
  // Backgrounds
  'bg-color': [{ bg: color() }],
  'gradient-from': [{ from: color() }],
  'gradient-via': [{ via: color() }],
  'gradient-to': [{ to: color() }],
  // Borders
  rounded: [{ rounded: radius() }],
  'border-w': [{ border: borderWidth() }],
  'border-w-y': [{ 'border-y': borderWidth() }],
  'border-w-t': [{ 'border-t': borderWidth() }],
  'border-w-r': [{ 'border-r': borderWidth() }],
  'border-w-b': [{ 'border-b': borderWidth() }],
  'border-w-l': [{ 'border-l': borderWidth() }],
  'divide-y': [{ 'divide-y': borderWidth() }],
  'border-style': [{ border: [...lineStyle(), 'hidden', 'none'] }],
  'border-color': [{ border: color() }],
  'border-color-y': [{ 'border-y': color() }],
  'border-color-t': [{ 'border-t': color() }],
  'border-color-r': [{ 'border-r': color() }],
  'border-color-b': [{ 'border-b': color() }],
  'border-color-l': [{ 'border-l': color() }],
  'divide-color': [{ divide: color() }],
  'outline-style': [{ outline: [...lineStyle(), 'none', 'hidden'] }],
  'outline-offset': [{ 'outline-offset': [isNumber, isArbitraryVariable, isArbitraryValue] }],
  'outline-w': [{ outline: ['', isNumber, isArbitraryVariableLength, isArbitraryLength] }],
  'outline-color': [{ outline: color() }],
  // Effects
  shadow: [{ shadow: ['', 'inner', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  'shadow-color': [{ shadow: color() }],
  'ring-w': [{ ring: borderWidth() }],
  'ring-color': [{ ring: color() }],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': [{ 'ring-offset': color() }],
  opacity: [{ opacity: [isNumber, isArbitraryVariable, isArbitraryValue] }],
  // Filters
  filter: [{ filter: ['', 'none', isArbitraryVariable, isArbitraryValue] }],
  blur: [{ blur: blur() }],
  'drop-shadow': [{ 'drop-shadow': ['', 'none', isTshirtSize, isArbitraryVariableShadow, isArbitraryShadow] }],
  'drop-shadow-color': [{ 'drop-shadow': color() }],
  'backdrop-blur': [{ 'backdrop-blur': blur() }],
  // Tables
  'border-collapse': [{ border: ['collapse', 'separate'] }],
  'table-layout': [{ table: ['auto', 'fixed'] }],
  // Transitions and animation
  transition: [{ transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', isArbitraryVariable, isArbitraryValue] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', isArbitraryVariable, isArbitraryValue] }],
  // Transforms
  rotate: [{ rotate: number() }],
  scale: [{ scale: number() }],
  transform: [{ transform: [isArbitraryVariable, isArbitraryValue, '', 'none', 'gpu', 'cpu'] }],
  translate: [{ translate: translate() }],
  'translate-x': [{ 'translate-x': translate() }],
  'translate-y': [{ 'translate-y': translate() }],
  // Interactivity
  accent: [{ accent: color() }],
  cursor: [{ cursor: ['auto', 'default', 'pointer', 'not-allowed', 'grab', 'grabbing', isArbitraryVariable, isArbitraryValue] }],
  'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  resize: [{ resize: ['none', '', 'y', 'x'] }],
  'scroll-mt': [{ 'scroll-mt': spacing() }],
  touch: [{ touch: ['auto', 'none', 'manipulation'] }],
  select: [{ select: ['none', 'text', 'all', 'auto'] }],
  // SVG
  fill: [{ fill: ['none', ...color()] }],
};

// tailwind-merge's conflicts between the groups above (a class of the key removes earlier ones of the list).
const conflictingClassGroups = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-spacing'],
  'fvn-spacing': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  'border-w': ['border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': ['border-color-y', 'border-color-t', 'border-color-r', 'border-color-b', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y'],
};

const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['*', '**', 'after', 'backdrop', 'before', 'details-content', 'file', 'first-letter', 'first-line', 'marker', 'placeholder', 'selection'],
}));

/** Joins class names and lets a later Tailwind class override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
