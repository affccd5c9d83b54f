/** What the install surfaces need to know about the browser (spec section 2, Other surfaces). */
export interface PlatformInfo {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
  /** Safari's own flag: true when opened from the home screen. */
  standalone?: boolean;
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIos(info: PlatformInfo): boolean {
  if (/iPad|iPhone|iPod/.test(info.userAgent)) return true;
  return info.platform === 'MacIntel' && (info.maxTouchPoints ?? 0) > 1;
}

/**
 * Safari on iOS, where "Add to Home Screen" is the way to install (no install prompt exists).
 * Other iOS browsers (Chrome, Firefox, Edge, Opera, in-app browsers) announce themselves.
 */
export function isIosSafari(info: PlatformInfo): boolean {
  return (
    isIos(info) &&
    /Safari\//.test(info.userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//.test(info.userAgent)
  );
}

/** Running as an installed app (from the home screen or an app window). */
export function isStandalone(
  info: PlatformInfo = navigator,
  matchMedia: ((query: string) => { matches: boolean }) | undefined = window.matchMedia?.bind(window),
): boolean {
  if (info.standalone === true) return true;
  return Boolean(matchMedia?.('(display-mode: standalone)').matches);
}
