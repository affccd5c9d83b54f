/**
 * Ingredient amounts and units: parsing what cooks write in English and Brazilian Portuguese,
 * validating it for the editor, scaling with servings, converting between metric and imperial,
 * and adding amounts up for the shopping list. Pure functions, no Node or DOM APIs.
 */
export {
  UNIT_KEYS,
  unitKindOf,
  unitSystemOf,
  type ConvertOptions,
  type TargetSystem,
  type UnitKey,
  type UnitKind,
  type UnitSystem,
} from './units.ts';
export { parseAmount, type ParsedAmount } from './parse.ts';
export { isValidAmount } from './validate.ts';
export { formatQuantity, type Lang } from './format.ts';
export { doubleAmount, scaleAmount } from './scale.ts';
export { amountSystem, convertAmount, detectUnitSystem } from './convert.ts';
export {
  celsiusToFahrenheit,
  convertLengthsInText,
  convertTemperaturesInText,
  fahrenheitToCelsius,
} from './text-units.ts';
export { sumAmounts } from './sum.ts';
export { normalizeIngredientName } from './names.ts';
export { foldText } from './text.ts';
