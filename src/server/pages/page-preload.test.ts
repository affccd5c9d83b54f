import { describe, expect, it } from 'vitest';
import { pagePreloadFiles, pagePreloadTags, withStartPreloads } from './page-preload.ts';

const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_react.js'] },
  'src/web/components/layout/app-layout.tsx': { file: 'assets/app-layout-d.js', imports: ['_shared.js'] },
  'src/web/features/home/home-page.tsx': {
    file: 'assets/home-page-e.js',
    imports: ['_shared.js', '_react.js', '_cards.js'],
    dynamicImports: ['src/web/features/dialog.tsx'],
  },
  '_cards.js': { file: 'assets/cards-f.js' },
  'src/web/features/dialog.tsx': { file: 'assets/dialog-g.js' },
  'src/web/features/landing/landing-page.tsx': { file: 'assets/landing-h.js', imports: ['_react.js'] },
  'src/web/features/public-recipe/public-recipe-page.tsx': {
    file: 'assets/public-i.js',
    imports: ['_cards.js', '_react.js'],
  },
};

describe('page preloads', () => {
  it("names the frame's and Home's static chunks once, not the entry's nor what loads on demand", () => {
    const hrefs = [
      ...pagePreloadTags(manifest, '/', true).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/assets/app-layout-d.js',
      '/assets/shared-c.js',
      '/assets/home-page-e.js',
      '/assets/cards-f.js',
    ]);
  });

  it('names the landing page for a visitor, and a public recipe page for anyone, without the frame', () => {
    expect(pagePreloadFiles(manifest, '/', false)).toEqual(['/assets/landing-h.js']);
    const recipe = '/recipes/0b3e4c2a-5d6f-4a1b-9c8d-7e6f5a4b3c2d';
    expect(pagePreloadFiles(manifest, recipe, false)).toEqual(['/assets/public-i.js', '/assets/cards-f.js']);
    // Signed in, /recipes/:id is the viewer's recipe in the app; the shared link is the public page.
    expect(pagePreloadFiles(manifest, recipe, true)).toEqual([]);
    const shared = '/public/recipe/0b3e4c2a-5d6f-4a1b-9c8d-7e6f5a4b3c2d';
    expect(pagePreloadFiles(manifest, shared, true)).toEqual(['/assets/public-i.js', '/assets/cards-f.js']);
    expect(pagePreloadFiles(manifest, '/favorites', false)).toEqual([]);
  });

  it('names nothing for a page it does not list', () => {
    expect(pagePreloadTags(manifest, '/profile', true)).toBe('');
    expect(pagePreloadTags({}, '/', true)).toBe('');
  });

  it("adds the files to start.js's list of a rendered page, after the entry's own", () => {
    const html =
      '<head><script src="/start.js" data-entry="/assets/index-a.js" data-preload="/assets/react-b.js" defer></script></head>';
    expect(withStartPreloads(html, pagePreloadFiles(manifest, '/profile', true))).toBe(html);
    const home = withStartPreloads(html, pagePreloadFiles(manifest, '/', true));
    expect(home).toContain(
      'data-preload="/assets/react-b.js /assets/app-layout-d.js /assets/shared-c.js /assets/home-page-e.js /assets/cards-f.js"',
    );
    expect(withStartPreloads(html.replace('/assets/react-b.js', ''), ['/assets/x.js'])).toContain(
      'data-preload="/assets/x.js"',
    );
    // A start.js without a list, and a list on another element, are left alone.
    const without = '<script src="/start.js" defer></script><div data-preload="x"></div>';
    expect(withStartPreloads(without, ['/assets/x.js'])).toBe(without);
  });
});
