import { describe, expect, it } from 'vitest';
import { mediaSrcSet } from '../../../../../shared/schemas/image.ts';
import { responsiveSource, widthCapForQuality } from './responsive-image.ts';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const media = (width: number) => `/media/${ID}-${width}.webp`;

describe('widthCapForQuality', () => {
  it('maps quality bands to the widest rendition offered', () => {
    expect(widthCapForQuality()).toBe(2048); // the default, 85
    expect(widthCapForQuality(100)).toBe(2048);
    expect(widthCapForQuality(85)).toBe(2048);
    expect(widthCapForQuality(84)).toBe(1024);
    expect(widthCapForQuality(70)).toBe(1024);
    expect(widthCapForQuality(69)).toBe(640);
    expect(widthCapForQuality(50)).toBe(640);
    expect(widthCapForQuality(49)).toBe(320);
    expect(widthCapForQuality(0)).toBe(320);
    expect(widthCapForQuality(Number.NaN)).toBe(2048);
  });
});

describe('responsiveSource', () => {
  it('builds the full srcset of a /media image at the default quality (the same as mediaSrcSet)', () => {
    const source = responsiveSource(media(2048));
    expect(source.srcSet).toBe(`${media(320)} 320w, ${media(640)} 640w, ${media(1024)} 1024w, ${media(2048)} 2048w`);
    expect(source.srcSet).toBe(mediaSrcSet(media(2048)));
    expect(source.src).toBe(media(2048));
  });

  it('keeps only the renditions an image has (never upscaled): a 900 px image', () => {
    const source = responsiveSource(media(900));
    expect(source.srcSet).toBe(`${media(320)} 320w, ${media(640)} 640w, ${media(900)} 900w`);
    expect(source.src).toBe(media(900));
  });

  it('caps the srcset and the fallback src by quality', () => {
    expect(responsiveSource(media(2048), 75)).toEqual({
      src: media(1024),
      srcSet: `${media(320)} 320w, ${media(640)} 640w, ${media(1024)} 1024w`,
    });
    expect(responsiveSource(media(2048), 60)).toEqual({
      src: media(640),
      srcSet: `${media(320)} 320w, ${media(640)} 640w`,
    });
    expect(responsiveSource(media(2048), 30)).toEqual({ src: media(320), srcSet: `${media(320)} 320w` });
    // A small image below every cap keeps what it has.
    expect(responsiveSource(media(500), 60)).toEqual({
      src: media(500),
      srcSet: `${media(320)} 320w, ${media(500)} 500w`,
    });
    // A tiny image keeps its one rendition, even under the lowest cap.
    expect(responsiveSource(media(200), 10)).toEqual({ src: media(200), srcSet: `${media(200)} 200w` });
  });

  it('reads same-site absolute /media URLs too', () => {
    expect(responsiveSource(`https://tempero.example${media(640)}`).srcSet).toBe(
      `${media(320)} 320w, ${media(640)} 640w`,
    );
  });

  it('leaves other addresses as they are, whatever the quality', () => {
    expect(responsiveSource('https://cdn.example.com/soup.jpg', 20)).toEqual({
      src: 'https://cdn.example.com/soup.jpg',
    });
    expect(responsiveSource('blob:http://localhost/123', 20)).toEqual({ src: 'blob:http://localhost/123' });
    expect(responsiveSource('/media/short-640.webp')).toEqual({ src: '/media/short-640.webp' });
  });
});
