import type SharpDefault from 'sharp';

export type Sharp = typeof SharpDefault;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first image operation instead of at start: libvips and its bindings are
 * ~10 MB of resident memory a server that handles no image never needs. Shared by the image
 * pipeline, the photo import and OCR.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(
    ({ default: sharp }) => {
      // Every image is different: libvips' operation cache would only hold memory.
      sharp.cache(false);
      return sharp;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
