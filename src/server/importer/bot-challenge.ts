/**
 * Recognises anti-bot interstitials (Cloudflare "Just a moment...", DataDome, PerimeterX,
 * Imperva/Incapsula, SiteGround, DDoS-Guard, generic captcha walls) so the user is told the site
 * refused automated access instead of getting an empty import.
 */

// Markers that only a challenge page carries; seen on any status.
const STRONG_MARKERS = [
  '_cf_chl_opt',
  'cf-browser-verification',
  'cf_chl_prog',
  'captcha-delivery.com',
  'geo.captcha-delivery',
  'px-captcha',
  '_incapsula_resource',
  'incapsula incident',
  'sgcaptcha',
  'ddos-guard',
  'window._pxappid',
];

// Markers that ordinary pages can also carry (a comment form's reCAPTCHA, Cloudflare's analytics
// script); they count only on a refusal status.
const WEAK_MARKERS = [
  'challenge-platform',
  'challenges.cloudflare.com',
  'captcha',
  'turnstile',
  'verify you are human',
  'are you a robot',
  'unusual traffic',
  'enable javascript and cookies',
  'access denied',
  'request blocked',
];

const CHALLENGE_TITLES =
  /^\s*(just a moment|attention required|checking your browser|one more step|please wait|verifying you are human|verify you are human|are you a robot|human verification|security check|pardon our interruption|access to this page has been denied|ddos-guard|robot or human)/i;

export function isBotChallenge(status: number, headers: Record<string, string>, body: string): boolean {
  if ((headers['cf-mitigated'] ?? '').toLowerCase() === 'challenge') return true;
  // Only the head of the page matters; challenge pages are small.
  const head = body.slice(0, 200_000).toLowerCase();
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? '';
  if (CHALLENGE_TITLES.test(title.replace(/&[a-z#0-9]+;/g, ' '))) return true;
  if (STRONG_MARKERS.some((m) => head.includes(m))) return true;
  const refusal = status === 403 || status === 429 || status === 503;
  return refusal && WEAK_MARKERS.some((m) => head.includes(m));
}
