import { describe, expect, it } from 'vitest';
import { signedInPreloadTags } from './page-preload.ts';

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
};

describe('signedInPreloadTags', () => {
  it("names the frame's and Home's static chunks once, not the entry's nor what loads on demand", () => {
    const hrefs = [
      ...signedInPreloadTags(manifest, '/').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/assets/app-layout-d.js',
      '/assets/shared-c.js',
      '/assets/home-page-e.js',
      '/assets/cards-f.js',
    ]);
  });

  it('names nothing for a page it does not list', () => {
    expect(signedInPreloadTags(manifest, '/profile')).toBe('');
    expect(signedInPreloadTags({}, '/')).toBe('');
  });
});
