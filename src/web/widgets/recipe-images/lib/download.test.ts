import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadImage, imageFileName } from './download.ts';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('imageFileName', () => {
  it('names the file after the recipe, with the extension of its type', () => {
    expect(imageFileName('Pão de Queijo', 'image/webp')).toBe('pao-de-queijo.webp');
    expect(imageFileName('  Feijoada (completa)! ', 'image/jpeg')).toBe('feijoada-completa.jpg');
    expect(imageFileName('Soup', 'image/png; charset=binary')).toBe('soup.png');
    expect(imageFileName('Soup', 'application/x-unknown')).toBe('soup.webp');
    expect(imageFileName('!!!', 'image/webp')).toBe('recipe-image.webp');
    expect(imageFileName('a'.repeat(200), 'image/webp')).toBe(`${'a'.repeat(80)}.webp`);
  });
});

describe('downloadImage', () => {
  it('saves the fetched image through a download link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('x', { status: 200, headers: { 'Content-Type': 'image/webp' } })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await expect(downloadImage('/media/x-640.webp', 'Moqueca')).resolves.toBe('moqueca.webp');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks[0]!.download).toBe('moqueca.webp');
    expect(clicks[0]!.getAttribute('href')).toBe('blob:1');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('throws when the image cannot be fetched or is not an image', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    await expect(downloadImage('/media/x-640.webp', 'Moqueca')).rejects.toThrow('404');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(downloadImage('/media/x-640.webp', 'Moqueca')).rejects.toThrow('not an image');
  });
});
