import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNIT_SYSTEM_STORAGE_KEY,
  getStoredUnitSystemSnapshot,
  isUnitSystem,
  readStoredUnitSystem,
  storeUnitSystem,
  subscribeStoredUnitSystem,
  unitSystemForLocales,
} from './unit-system.ts';

afterEach(() => localStorage.clear());

describe('unitSystemForLocales', () => {
  it('is imperial for en-US and metric elsewhere', () => {
    expect(unitSystemForLocales(['en-US', 'en'])).toBe('imperial');
    expect(unitSystemForLocales(['pt-BR'])).toBe('metric');
    expect(unitSystemForLocales(['en-GB'])).toBe('metric');
    expect(unitSystemForLocales(['fr'])).toBe('metric');
  });

  it('reads the first preference, with its likely region when none is given', () => {
    expect(unitSystemForLocales(['en'])).toBe('imperial'); // en is en-US
    expect(unitSystemForLocales(['pt'])).toBe('metric'); // pt is pt-BR
    expect(unitSystemForLocales(['de-DE', 'en-US'])).toBe('metric');
    expect(unitSystemForLocales(['es-US'])).toBe('imperial');
    expect(unitSystemForLocales(['en_US'])).toBe('imperial');
    expect(unitSystemForLocales(['en-Latn-US'])).toBe('imperial');
    expect(unitSystemForLocales(['es-419'])).toBe('metric');
    expect(unitSystemForLocales(['my'])).toBe('imperial'); // Burmese is my-MM
    expect(unitSystemForLocales(['EN-us'])).toBe('imperial');
  });

  it('falls back to the product default (imperial) without a usable language', () => {
    expect(unitSystemForLocales([])).toBe('imperial');
    expect(unitSystemForLocales(['not a tag!'])).toBe('imperial');
  });
});

describe('the stored choice of a signed-out visitor', () => {
  it('is kept on the device and announced to subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStoredUnitSystem(listener);
    expect(readStoredUnitSystem()).toBeNull();
    storeUnitSystem('metric');
    expect(localStorage.getItem(UNIT_SYSTEM_STORAGE_KEY)).toBe('metric');
    expect(getStoredUnitSystemSnapshot()).toBe('metric');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    storeUnitSystem('imperial');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores anything stored that is not a unit system', () => {
    localStorage.setItem(UNIT_SYSTEM_STORAGE_KEY, 'furlongs');
    expect(readStoredUnitSystem()).toBeNull();
    expect(isUnitSystem('metric')).toBe(true);
    expect(isUnitSystem('furlongs')).toBe(false);
  });
});
