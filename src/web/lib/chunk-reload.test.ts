import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunk } from './chunk-reload.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const missing = new TypeError(
  'Failed to fetch dynamically imported module: https://tempero.example/assets/viewer-recipe-page-Ab12.js',
);

describe('isChunkLoadError', () => {
  it('knows the messages of Chromium, Firefox, Safari and Vite for a chunk that did not load', () => {
    expect(isChunkLoadError(missing)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/index-x.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunk', () => {
  it('reloads once for a missing chunk and marks the time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunk(missing, { storage, reload, now: () => 1_000_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again soon after (no loop when the chunk really is missing)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunk(missing, { storage, reload, now: () => 1_000_000 });
    expect(reloadOnceForChunk(missing, { storage, reload, now: () => 1_000_000 + 5_000 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later upgrade in the same tab may reload again.
    expect(reloadOnceForChunk(missing, { storage, reload, now: () => 1_000_000 + CHUNK_RELOAD_GUARD_MS + 1 })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors, nor without storage to guard the loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reloadOnceForChunk(missing, { storage: null, reload })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForChunk(missing, { storage: refusing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
