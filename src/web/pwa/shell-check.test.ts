import { describe, expect, it } from 'vitest';
import { shellAssets, shellComplete } from './shell-check.ts';

const html = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-jUt9Ll2F.js"></script>
<link rel="modulepreload" crossorigin href="/assets/i18n-B5LhiQ4l.js">
<link rel="stylesheet" crossorigin href="/assets/index-Crw8BVdj.css">
<link rel="manifest" href="/manifest.webmanifest">
</head><body><div id="root"></div></body></html>`;

describe('the app shell a service worker may serve', () => {
  it('names the built scripts and styles of the page, not its icons or manifest', () => {
    expect(shellAssets(html)).toEqual([
      '/assets/index-jUt9Ll2F.js',
      '/assets/i18n-B5LhiQ4l.js',
      '/assets/index-Crw8BVdj.css',
    ]);
  });

  it('is complete only when every one of them is cached', async () => {
    const cached = new Set(shellAssets(html));
    expect(await shellComplete(html, async (p) => cached.has(p))).toBe(true);
    cached.delete('/assets/i18n-B5LhiQ4l.js');
    expect(await shellComplete(html, async (p) => cached.has(p))).toBe(false);
    expect(
      await shellComplete(html, async () => {
        throw new Error('cache gone');
      }),
    ).toBe(false);
  });
});
