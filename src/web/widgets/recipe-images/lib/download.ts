const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/**
 * A file name from the recipe title: accents dropped, lower case, words joined by hyphens, at most
 * 80 characters, 'recipe-image' when nothing is left; the extension follows the image's type.
 */
export function imageFileName(title: string, type: string): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'recipe-image';
  const ext = EXTENSIONS[type.split(';')[0]!.trim().toLowerCase()] ?? 'webp';
  return `${base}.${ext}`;
}

/**
 * Fetches the image (same-site /media renditions; other addresses only where the page's CSP allows
 * them) and saves it with a name from the title. Throws when the image cannot be read.
 */
export async function downloadImage(imageUrl: string, title: string): Promise<string> {
  const res = await fetch(imageUrl, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`${res.status}: image download failed`);
  const blob = await res.blob();
  if (!blob.type.startsWith('image/')) throw new Error('the answer is not an image');
  const name = imageFileName(title, blob.type);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the blob after click() returns: free it a little later.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
  return name;
}
