import { isIosSafari, isStandalone, type PlatformInfo } from './platform.ts';

/** Spec section 9: the iOS install dialog appears 3 s after start. */
export const IOS_DIALOG_DELAY_MS = 3000;
export const IOS_DIALOG_DISMISSED_KEY = 'tempero.iosInstallDismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(IOS_DIALOG_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export function rememberIosInstallDismissed(): void {
  try {
    localStorage.setItem(IOS_DIALOG_DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Without storage it may show again next visit; nothing worse.
  }
}

/** Whether the iOS install dialog applies: Safari on iOS, not installed, not dismissed before. */
export function shouldOfferIosInstall(info: PlatformInfo = navigator): boolean {
  return isIosSafari(info) && !isStandalone(info) && !wasDismissed();
}
