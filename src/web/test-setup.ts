import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { provideRecipeTools } from './entities/recipe/extensions/tools.ts';
import { recipeTools } from './widgets/recipe-slots.ts';

// Every test sees the recipe card and modal as the app shows them: with the tools (root.tsx).
provideRecipeTools(() => Promise.resolve(recipeTools));

/*
 * findBy…/waitFor wait for a condition, not for a time: the bound only says when to give up. Dialogs
 * and popovers load their code on first use (lazy-on-demand.ts), and on CI's two shared cores the
 * first transform of such a module can take more than testing-library's default second.
 */
configure({ asyncUtilTimeout: 5000 });

/*
 * A console.error in a web test fails it (DESIGN.md): React reports act() warnings, key warnings,
 * failed prop types and uncaught render errors there, and they must not go unnoticed.
 */
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});

// jsdom lacks a few browser APIs that Radix primitives use.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
}
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom logs "Not implemented" (a console error) for window.scrollTo.
window.scrollTo = (() => {}) as typeof window.scrollTo;
for (const name of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture', 'scrollIntoView'] as const) {
  if (!(name in Element.prototype)) {
    Object.defineProperty(Element.prototype, name, { value: () => false, configurable: true, writable: true });
  }
}
