import type { TLanguage } from '../../shared/constants.ts';
import { escapeHtml } from '../http/html.ts';

const TEXTS = {
  en: { title: 'Sign out · Tempero', heading: 'Sign out of Tempero?', button: 'Sign out', back: 'Back to Tempero' },
  'pt-BR': { title: 'Sair · Tempero', heading: 'Sair do Tempero?', button: 'Sair', back: 'Voltar ao Tempero' },
} as const;

/**
 * GET /api/logout (the spec's Logout link) answers this page instead of signing out: a GET can be
 * sent by any site (a link, an <img>), a POST with our Origin cannot. The page's script submits
 * the form at once when the visitor came from this site; otherwise the visitor presses the button.
 */
export function renderLogoutPage(lang: TLanguage): string {
  const t = TEXTS[lang];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff7ed;color:#1c1917;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{background:#fff;border:1px solid #e7e5e4;border-radius:1rem;width:100%;max-width:22rem;padding:2rem;text-align:center}
h1{margin:0 0 1rem;font-size:1.4rem}
button{width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:700;font-size:1rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #fdba74;outline-offset:2px}
a{display:inline-block;margin-top:1rem;color:#57534e}
</style>
</head>
<body>
<main>
  <h1>${e(t.heading)}</h1>
  <form id="logout-form" method="post" action="/api/logout">
    <button type="submit">${e(t.button)}</button>
  </form>
  <a href="/">${e(t.back)}</a>
</main>
<script src="/api/logout/logout.js" defer></script>
</body>
</html>`;
}

/** Submits the sign-out form when the page was reached from this site (the app's Logout item). */
export const LOGOUT_SCRIPT = `(() => {
  const form = document.getElementById('logout-form');
  if (!form) return;
  let sameSite = false;
  try { sameSite = document.referrer !== '' && new URL(document.referrer).origin === location.origin; } catch { sameSite = false; }
  if (sameSite) form.submit();
})();
`;
