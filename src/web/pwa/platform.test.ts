import { describe, expect, it } from 'vitest';
import { isIos, isIosSafari, isStandalone } from './platform.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('platform detection', () => {
  it('recognises Safari on iPhone and on iPad (which says it is a Mac with touch)', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
  });

  it('leaves out other iOS browsers, desktop Safari and Android', () => {
    expect(isIos({ userAgent: IPHONE_CHROME })).toBe(true);
    expect(isIosSafari({ userAgent: IPHONE_CHROME })).toBe(false);
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_MODE, platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: ANDROID_CHROME, platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe(false);
  });

  it("knows when it runs installed: Safari's flag or the standalone display mode", () => {
    const none = () => ({ matches: false });
    expect(isStandalone({ userAgent: IPHONE_SAFARI, standalone: true }, none)).toBe(true);
    expect(
      isStandalone({ userAgent: IPHONE_SAFARI }, (query) => ({ matches: query === '(display-mode: standalone)' })),
    ).toBe(true);
    expect(isStandalone({ userAgent: IPHONE_SAFARI, standalone: false }, none)).toBe(false);
  });
});
