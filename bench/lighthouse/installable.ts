/**
 * The "installable" check Lighthouse 12+ no longer makes (its PWA category is gone): the web
 * manifest and the service worker, checked by reading what the server serves and by loading the
 * app in Chromium, then reloading its start URL with the network cut.
 */
import { chromium, type Browser, type Locator } from 'playwright-core';

export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

interface Manifest {
  id?: string;
  name?: string;
  short_name?: string;
  description?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  lang?: string;
  icons?: ManifestIcon[];
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The checks on what the server serves: the manifest link, the manifest, its icons, /sw.js. */
export async function checkManifest(baseUrl: string): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail?: string) => checks.push({ name, ok, detail });

  const html = await (await fetch(`${baseUrl}/`)).text();
  const link = /<link[^>]+rel="manifest"[^>]+href="([^"]+)"/.exec(html)?.[1];
  add('index.html links a manifest', Boolean(link), link);
  add('index.html has a theme-color meta', /<meta[^>]+name="theme-color"/.test(html));
  add('index.html has an apple-touch-icon', /<link[^>]+rel="apple-touch-icon"/.test(html));
  if (!link) return checks;

  const response = await fetch(new URL(link, baseUrl));
  add('manifest answers 200', response.status === 200, String(response.status));
  add(
    'manifest content type',
    /application\/manifest\+json|application\/json/.test(response.headers.get('content-type') ?? ''),
    response.headers.get('content-type') ?? '',
  );
  let manifest: Manifest;
  try {
    manifest = (await response.json()) as Manifest;
  } catch (error) {
    add('manifest is JSON', false, String(error));
    return checks;
  }
  add('name is "Tempero"', manifest.name === 'Tempero', manifest.name);
  add('short_name', Boolean(manifest.short_name), manifest.short_name);
  add('description', Boolean(manifest.description));
  add('start_url "/"', manifest.start_url === '/', manifest.start_url);
  add('scope "/"', manifest.scope === '/', manifest.scope);
  add('display standalone', manifest.display === 'standalone', manifest.display);
  add('theme_color', /^#[0-9a-f]{6}$/i.test(manifest.theme_color ?? ''), manifest.theme_color);
  add('background_color', /^#[0-9a-f]{6}$/i.test(manifest.background_color ?? ''), manifest.background_color);
  add('lang', Boolean(manifest.lang), manifest.lang);

  const icons = manifest.icons ?? [];
  const real: Array<ManifestIcon & { width: number; height: number }> = [];
  for (const icon of icons) {
    const res = await fetch(new URL(icon.src, baseUrl));
    const size = res.ok ? pngSize(new Uint8Array(await res.arrayBuffer())) : null;
    const declared = icon.sizes ?? '';
    const ok = Boolean(size) && declared === `${size!.width}x${size!.height}` && icon.type === 'image/png';
    add(`icon ${icon.src} is a ${declared} PNG`, ok, size ? `${size.width}x${size.height}` : `HTTP ${res.status}`);
    if (size) real.push({ ...icon, ...size });
  }
  const any = real.filter((icon) => (icon.purpose ?? 'any').split(' ').includes('any'));
  add(
    'a 192×192 icon',
    any.some((icon) => icon.width >= 192 && icon.width === icon.height),
  );
  add(
    'a 512×512 icon',
    any.some((icon) => icon.width >= 512 && icon.width === icon.height),
  );
  add(
    'a maskable icon',
    real.some((icon) => (icon.purpose ?? '').split(' ').includes('maskable')),
  );

  const sw = await fetch(`${baseUrl}/sw.js`);
  add(
    '/sw.js answers 200 as JavaScript',
    sw.status === 200 && /javascript/.test(sw.headers.get('content-type') ?? ''),
    `${sw.status} ${sw.headers.get('content-type')}`,
  );
  add(
    '/sw.js is not cached by HTTP',
    /no-cache|no-store|max-age=0/.test(sw.headers.get('cache-control') ?? ''),
    sw.headers.get('cache-control') ?? '',
  );
  return checks;
}

/** Waits up to 10 s for the element to show; false if it never does. */
async function visible(locator: Locator): Promise<boolean> {
  return locator.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => true,
    () => false,
  );
}

/** Headless Chromium at `chromePath` (Debian's; the benches download no browser). */
export function launchChromium(chromePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
}

/**
 * In Chromium: the service worker registers at scope "/", controls the page, and the start URL
 * loads from it with the network cut (what an installed app opened offline does).
 */
export async function checkServiceWorker(baseUrl: string, chromePath: string): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail?: string) => checks.push({ name, ok, detail });
  const browser = await launchChromium(chromePath);
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    // Expressions as strings: this file is type-checked without the DOM library.
    const scope = String(
      await page.evaluate('navigator.serviceWorker.ready.then((registration) => registration.scope)'),
    );
    add('service worker registered for "/"', scope === `${baseUrl}/`, scope);
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 30_000 });
    add('service worker controls the page', true);
    await context.setOffline(true);
    const response = await page.reload();
    const title = await page.title();
    const rendered = await visible(page.locator('h1').first());
    add('start URL loads offline', Boolean(response?.ok()) && rendered, `HTTP ${response?.status()}, title "${title}"`);
    await page.goto(`${baseUrl}/offline`);
    add('/offline loads offline', await visible(page.getByRole('tab', { name: 'Offline Status' })));
  } catch (error) {
    add('service worker check ran', false, error instanceof Error ? error.message : String(error));
  } finally {
    await browser.close();
  }
  return checks;
}
