/**
 * Renders the app's PNG icons from public/favicon.svg with sharp (librsvg inside libvips):
 * the 192 and 512 px "any" icons (the rounded tile as drawn), a 512 px maskable icon (full-bleed
 * background, artwork inside the 80 % safe zone so any mask shape keeps it whole) and the 180 px
 * apple-touch-icon (full-bleed: iOS rounds the corners itself and shows transparency as black).
 * The PNGs are committed; run again after changing the SVG:  npx node scripts/generate-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'public/icons');
const BRAND = '#c2410c';

/** The favicon's drawing without its rounded background tile, scaled around the centre. */
function fullBleed(scale: number): string {
  const inner = svg
    .replace(/<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/<rect width="64" height="64"[^>]*\/>/, '');
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g>
</svg>`;
}

async function render(source: string, size: number, file: string): Promise<void> {
  const out = path.join(outDir, file);
  await sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out);
  console.log(`wrote ${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
}

fs.mkdirSync(outDir, { recursive: true });
await render(svg, 192, 'icon-192.png');
await render(svg, 512, 'icon-512.png');
// The safe zone of a maskable icon is a centred circle of 40 % radius: scale 0.7 keeps the
// drawing (which spans about 40 of 64 units) well inside it.
await render(fullBleed(0.7), 512, 'icon-maskable-512.png');
await render(fullBleed(0.85), 180, 'apple-touch-icon.png');
