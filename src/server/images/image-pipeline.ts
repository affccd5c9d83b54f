import type { Metadata, OutputInfo } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH, renditionWidths } from '../../shared/schemas/image.ts';
import { payloadTooLarge, unsupportedMedia } from '../http/errors.ts';
import { loadSharp } from '../lib/sharp.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif']);
const WEBP_QUALITY = 82;
const PROCESS_TIMEOUT_SECONDS = 30;

export interface Rendition {
  width: number;
  height: number;
  data: Buffer;
}

const notAnImage = () => unsupportedMedia('Only JPEG, PNG, WebP, AVIF or HEIC images can be uploaded.');

/** The image type from the file's magic bytes (never its name or declared type); 415 otherwise. */
export async function sniffImage(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw notAnImage();
  return type.mime;
}

/**
 * Validates an uploaded image and returns its WebP renditions: magic bytes, byte size, pixel count
 * read from the header before any decoding (a 20000×20000 PNG is refused in milliseconds), then
 * EXIF orientation applied, every metadata block dropped (sharp writes none unless asked), and
 * sizes from IMAGE_WIDTHS up to the image's own width, never upscaled, at most 2048 px.
 */
export async function processUpload(bytes: Buffer): Promise<Rendition[]> {
  if (bytes.length > IMAGE_MAX_BYTES) throw payloadTooLarge('The image is larger than 20 MB.');
  const mime = await sniffImage(bytes);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Header only: limitInputPixels is checked below with a clearer message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw notAnImage();
  if (width * height > IMAGE_MAX_PIXELS) {
    throw payloadTooLarge(
      `The image is too large: ${width}×${height} pixels; the limit is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  const oriented = meta.autoOrient ?? { width, height };
  const scale = Math.min(1, IMAGE_MAX_WIDTH / Math.max(oriented.width, oriented.height));
  const maxWidth = Math.max(1, Math.round(oriented.width * scale));
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (mime === 'image/heic' || mime === 'image/heif') {
      throw unsupportedMedia('HEIC photos cannot be read by this server; please upload a JPEG, PNG or WebP.');
    }
    if (/pixel limit/i.test((err as Error).message)) throw payloadTooLarge('The image has too many pixels.');
    throw unsupportedMedia('The image could not be read; it may be damaged.');
  }
  return renditionsFromRaw(base.data, base.info);
}

/** WebP renditions of a decoded image (raw pixels), at every standard width up to its own. */
export async function renditionsFromRaw(
  raw: Buffer,
  info: { width: number; height: number; channels: number },
): Promise<Rendition[]> {
  const sharp = await loadSharp();
  const input = { raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } };
  const out: Rendition[] = [];
  for (const w of renditionWidths(info.width)) {
    let img = sharp(raw, input);
    if (w !== info.width) img = img.resize({ width: w });
    const { data, info: o } = await img.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    out.push({ width: o.width, height: o.height, data });
  }
  return out;
}

let grainTile: Promise<Buffer> | undefined;

/** A fixed (seeded) grey noise tile, laid over illustrations as paper-like texture. */
function grain(): Promise<Buffer> {
  grainTile ??= (async () => {
    const sharp = await loadSharp();
    const size = 256;
    const px = Buffer.alloc(size * size);
    let s = 0x2f6b3a;
    for (let i = 0; i < px.length; i++) {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      px[i] = 128 + ((s >>> 16) % 36) - 18;
    }
    return sharp(px, { raw: { width: size, height: size, channels: 1 } })
      .png()
      .toBuffer();
  })();
  return grainTile;
}

/** Rasterises an SVG with a soft grain, then makes its renditions. */
export async function renditionsFromSvg(svg: string): Promise<Rendition[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(svg), { limitInputPixels: IMAGE_MAX_PIXELS })
    .composite([{ input: await grain(), tile: true, blend: 'soft-light' }])
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return renditionsFromRaw(data, info);
}
