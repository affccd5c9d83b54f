import { PASSWORD_MIN } from '../../shared/schemas/user.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type TLanguage } from '../../shared/i18n/languages.ts';
import { escapeHtml } from '../http/html.ts';

const TEXTS = {
  en: {
    title: 'Sign in · Tempero',
    heading: 'Welcome to Tempero',
    signInIntro: 'Sign in to generate, save and plan your recipes.',
    registerIntro: 'Create your free account. It takes a few seconds.',
    email: 'E-mail',
    password: 'Password',
    passwordHint: `At least ${PASSWORD_MIN} characters.`,
    firstName: 'First name',
    lastName: 'Last name (optional)',
    signIn: 'Sign in',
    createAccount: 'Create account',
    switchToRegister: 'Create an account',
    switchToSignIn: 'I already have an account',
    noAccount: 'New to Tempero?',
    haveAccount: 'Already registered?',
    working: 'Please wait...',
    back: 'Back to Tempero',
    language: 'Language',
    sso: 'Continue with',
    genericError: 'Something went wrong. Please try again.',
    inviteCode: 'Invite code',
    inviteHint: 'The code in the invitation an administrator gave you.',
    inviteOnly: 'New accounts on this server need an invite from its administrator.',
    closed: 'This server does not take new sign-ups. Ask its administrator for an account.',
    firstAccount: 'You are creating the first account on this server: it will be its administrator.',
    errors: {
      inviteRequired: 'Enter your invite code.',
      inviteInvalid: 'This invite is not valid: it may have expired or been used already.',
      emailRequired: 'Enter your e-mail address.',
      emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
      passwordRequired: 'Enter your password.',
      passwordShort: `Your password needs at least ${PASSWORD_MIN} characters.`,
      firstNameRequired: 'Enter your first name.',
      tooLong: 'This is too long.',
      rateLimited: 'Too many attempts. Please wait a moment and try again.',
    },
  },
  'pt-BR': {
    title: 'Entrar · Tempero',
    heading: 'Boas-vindas ao Tempero',
    signInIntro: 'Entre para gerar, salvar e planejar suas receitas.',
    registerIntro: 'Crie sua conta gratuita. Leva poucos segundos.',
    email: 'E-mail',
    password: 'Senha',
    passwordHint: `Pelo menos ${PASSWORD_MIN} caracteres.`,
    firstName: 'Nome',
    lastName: 'Sobrenome (opcional)',
    signIn: 'Entrar',
    createAccount: 'Criar conta',
    switchToRegister: 'Criar uma conta',
    switchToSignIn: 'Já tenho uma conta',
    noAccount: 'Novo no Tempero?',
    haveAccount: 'Já tem cadastro?',
    working: 'Aguarde...',
    back: 'Voltar ao Tempero',
    language: 'Idioma',
    sso: 'Continuar com',
    genericError: 'Algo deu errado. Tente novamente.',
    inviteCode: 'Código de convite',
    inviteHint: 'O código do convite que o administrador lhe deu.',
    inviteOnly: 'Novas contas neste servidor precisam de um convite do administrador.',
    closed: 'Este servidor não aceita novos cadastros. Peça uma conta ao administrador.',
    firstAccount: 'Você está criando a primeira conta deste servidor: ela será a de administrador.',
    errors: {
      inviteRequired: 'Informe seu código de convite.',
      inviteInvalid: 'Este convite não é válido: ele pode ter expirado ou já ter sido usado.',
      emailRequired: 'Informe seu e-mail.',
      emailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
      passwordRequired: 'Informe sua senha.',
      passwordShort: `Sua senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.`,
      firstNameRequired: 'Informe seu nome.',
      tooLong: 'Este texto é longo demais.',
      rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    },
  },
} as const;

export interface LoginPageOptions {
  lang: TLanguage;
  returnTo: string;
  mode: 'signin' | 'register';
  ssoName?: string;
  /** SIGNUPS, and whether the next account is the instance's first (always admitted). */
  signups?: { mode: 'open' | 'invite' | 'closed'; firstAccount: boolean };
  /** An invite code from the invite link (?invite=), put in its field. */
  invite?: string;
}

/** The server-rendered sign-in / create-account page. No inline script: behaviour is in login.js. */
export function renderLoginPage(o: LoginPageOptions): string {
  const t = TEXTS[o.lang];
  const e = escapeHtml;
  const signups = o.signups ?? { mode: 'open', firstAccount: false };
  const closed = signups.mode === 'closed' && !signups.firstAccount;
  const needsInvite = signups.mode === 'invite' && !signups.firstAccount;
  const notice = signups.firstAccount ? t.firstAccount : closed ? t.closed : needsInvite ? t.inviteOnly : '';
  const inviteField = needsInvite
    ? `
      <label for="register-invite">${e(t.inviteCode)}</label>
      <input id="register-invite" name="invite" autocomplete="off" autocapitalize="characters" spellcheck="false" required maxlength="64" value="${e(o.invite ?? '')}" aria-describedby="register-invite-hint register-invite-error">
      <p class="hint" id="register-invite-hint">${e(t.inviteHint)}</p>
      <p class="field-error" id="register-invite-error"></p>`
    : '';
  const langLink = (lang: TLanguage, label: string) =>
    `<a href="/api/login?${new URLSearchParams({ returnTo: o.returnTo, lang }).toString().replace(/&/g, '&amp;')}" hreflang="${lang}" lang="${lang}"${lang === o.lang ? ' aria-current="true"' : ''}>${label}</a>`;
  const sso = o.ssoName
    ? `<a class="sso" href="/api/login?${new URLSearchParams({ returnTo: o.returnTo, provider: 'oidc' }).toString().replace(/&/g, '&amp;')}">${e(t.sso)} ${e(o.ssoName)}</a>`
    : '';
  return `<!doctype html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2410c">
<meta name="robots" content="noindex">
<title>${e(t.title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light;--brand:#c2410c;--ink:#1c1917;--muted:#57534e;--line:#e7e5e4;--bg:#fff7ed}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--ink);min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem}
main{background:#fff;border:1px solid var(--line);border-radius:1rem;box-shadow:0 10px 30px rgba(0,0,0,.06);width:100%;max-width:26rem;padding:2rem}
h1{margin:0 0 .25rem;font-size:1.5rem}p{margin:.25rem 0 1rem;color:var(--muted)}
.brand{font-weight:800;color:var(--brand);text-decoration:none;font-size:1.1rem}
label{display:block;font-weight:600;font-size:.9rem;margin:.75rem 0 .25rem}
input{width:100%;padding:.65rem .75rem;border:1px solid #d6d3d1;border-radius:.5rem;font-size:1rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #fdba74;outline-offset:2px}
button{width:100%;margin-top:1.25rem;padding:.75rem;border:0;border-radius:.5rem;background:var(--brand);color:#fff;font-weight:700;font-size:1rem;cursor:pointer}
button[disabled]{opacity:.6;cursor:wait}.hint{font-size:.8rem;color:var(--muted);margin:.25rem 0 0}
.switch{margin-top:1rem;text-align:center;font-size:.95rem}.switch button{all:unset;color:var(--brand);font-weight:700;cursor:pointer;text-decoration:underline}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:.5rem;padding:.6rem .75rem;margin-top:1rem}
.error:empty{display:none}.field-error{color:#991b1b;font-size:.85rem;margin:.3rem 0 0}.field-error:empty{display:none}input[aria-invalid=true]{border-color:#dc2626}[hidden]{display:none!important}
.top{display:flex;justify-content:space-between;align-items:center;margin-bottom:1.25rem;gap:.5rem}.langs{display:flex;gap:.5rem;font-size:.85rem}.langs a{color:var(--muted)}.langs a[aria-current]{color:var(--ink);font-weight:700}
.notice{background:#fff7ed;border:1px solid #fed7aa;border-radius:.5rem;padding:.6rem .75rem;color:var(--ink)}
.sso{display:block;text-align:center;margin-top:1rem;padding:.7rem;border:1px solid var(--line);border-radius:.5rem;color:var(--ink);text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
  <div class="top"><a class="brand" href="/">Tempero</a><nav class="langs" aria-label="${e(t.language)}">${langLink('en', 'English')}${langLink('pt-BR', 'Português (BR)')}</nav></div>
  <div id="auth" data-return-to="${e(o.returnTo)}" data-generic-error="${e(t.genericError)}" data-errors="${e(JSON.stringify({ ...t.errors, passwordMin: PASSWORD_MIN }))}" data-working="${e(t.working)}" data-lang="${o.lang}">
  <section id="signin-section"${o.mode === 'register' ? ' hidden' : ''}>
    <h1>${e(t.heading)}</h1>
    <p>${e(t.signInIntro)}</p>
    <form id="signin-form" novalidate>
      <label for="signin-email">${e(t.email)}</label>
      <input id="signin-email" name="email" type="email" autocomplete="email" required aria-describedby="signin-email-error">
      <p class="field-error" id="signin-email-error"></p>
      <label for="signin-password">${e(t.password)}</label>
      <input id="signin-password" name="password" type="password" autocomplete="current-password" required aria-describedby="signin-password-error">
      <p class="field-error" id="signin-password-error"></p>
      <button type="submit" data-label="${e(t.signIn)}">${e(t.signIn)}</button>
      <div class="error" role="alert" aria-live="polite"></div>
    </form>
    ${sso}
    <p class="switch">${e(t.noAccount)} <button type="button" id="to-register">${e(t.switchToRegister)}</button></p>
  </section>
  <section id="register-section"${o.mode === 'register' ? '' : ' hidden'}>
    <h1>${e(t.switchToRegister)}</h1>
    <p>${e(closed ? t.closed : t.registerIntro)}</p>
    ${notice && !closed ? `<p class="notice" id="signup-notice">${e(notice)}</p>` : ''}
    ${
      closed
        ? ''
        : `<form id="register-form" novalidate>${inviteField}
      <label for="register-first-name">${e(t.firstName)}</label>
      <input id="register-first-name" name="firstName" autocomplete="given-name" required maxlength="100" aria-describedby="register-first-name-error">
      <p class="field-error" id="register-first-name-error"></p>
      <label for="register-last-name">${e(t.lastName)}</label>
      <input id="register-last-name" name="lastName" autocomplete="family-name" maxlength="100">
      <label for="register-email">${e(t.email)}</label>
      <input id="register-email" name="email" type="email" autocomplete="email" required aria-describedby="register-email-error">
      <p class="field-error" id="register-email-error"></p>
      <label for="register-password">${e(t.password)}</label>
      <input id="register-password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" aria-describedby="register-password-hint register-password-error">
      <p class="hint" id="register-password-hint">${e(t.passwordHint)}</p>
      <p class="field-error" id="register-password-error"></p>
      <button type="submit" data-label="${e(t.createAccount)}">${e(t.createAccount)}</button>
      <div class="error" role="alert" aria-live="polite"></div>
    </form>`
    }
    <p class="switch">${e(t.haveAccount)} <button type="button" id="to-signin">${e(t.switchToSignIn)}</button></p>
  </section>
  </div>
  <p class="switch"><a href="/">${e(t.back)}</a></p>
</main>
<script src="/api/login/login.js" defer></script>
</body>
</html>`;
}

/** Behaviour of the sign-in page, served as an external file so the CSP can forbid inline scripts. */
export const LOGIN_SCRIPT = `(() => {
  const root = document.getElementById('auth');
  if (!root) return;
  const returnTo = root.dataset.returnTo || '/';
  const params = new URLSearchParams(location.search);
  try {
    const stored = localStorage.getItem('i18nextLng');
    // The same mapping as matchLanguage (src/shared/i18n/languages.ts), from its data.
    const languages = ${JSON.stringify(SUPPORTED_LANGUAGES.map((l) => [l.code, l.matches]))};
    const tag = stored ? stored.trim().toLowerCase().replace(/_/g, '-') : '';
    const found = languages.find(([code]) => code.toLowerCase() === tag) || languages.find(([, m]) => m.includes(tag.split('-')[0]));
    const normalized = found ? found[0] : stored ? ${JSON.stringify(DEFAULT_LANGUAGE)} : null;
    if (!params.has('lang') && normalized && normalized !== root.dataset.lang) {
      params.set('lang', normalized);
      location.replace(location.pathname + '?' + params.toString());
      return;
    }
    if (params.has('lang')) localStorage.setItem('i18nextLng', root.dataset.lang);
  } catch (_) { /* storage unavailable: keep the server's choice */ }
  const show = (mode) => {
    document.getElementById('signin-section').hidden = mode !== 'signin';
    document.getElementById('register-section').hidden = mode !== 'register';
    const first = document.querySelector(mode === 'signin' ? '#signin-email' : '#register-section input');
    if (first) first.focus();
  };
  document.getElementById('to-register').addEventListener('click', () => show('register'));
  document.getElementById('to-signin').addEventListener('click', () => show('signin'));
  // Every message is a sentence in the page's language, next to the field it is about: the form is
  // checked here first, and a field the server refuses gets the same sentence (never its raw text).
  let texts = {};
  try { texts = JSON.parse(root.dataset.errors || '{}'); } catch (_) {}
  const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;
  const problem = (input, registering) => {
    const value = input.value.trim();
    if (input.name === 'email') return value === '' ? texts.emailRequired : EMAIL.test(value) ? null : texts.emailInvalid;
    if (input.name === 'password') {
      if (input.value === '') return texts.passwordRequired;
      return registering && input.value.length < texts.passwordMin ? texts.passwordShort : null;
    }
    if (input.name === 'firstName') return value === '' ? texts.firstNameRequired : null;
    if (input.name === 'invite') return value === '' ? texts.inviteRequired : null;
    return null;
  };
  // A field the server named: the sentence for that field (its value passed the checks above).
  const serverProblem = (input, registering) => problem(input, registering) || (input.name === 'email' ? texts.emailInvalid : input.name === 'password' && registering ? texts.passwordShort : input.name === 'firstName' ? texts.firstNameRequired : input.name === 'invite' ? texts.inviteInvalid : texts.tooLong);
  const setFieldError = (input, message) => {
    const slot = document.getElementById(input.id + '-error');
    if (slot) slot.textContent = message || '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const wire = (formId, url) => {
    const form = document.getElementById(formId);
    if (!form) return; // sign-ups closed: no form to create an account
    const button = form.querySelector('button[type=submit]');
    const error = form.querySelector('.error');
    const registering = formId === 'register-form';
    const inputs = Array.from(form.querySelectorAll('input[name]'));
    for (const input of inputs) {
      input.addEventListener('input', () => { if (input.hasAttribute('aria-invalid')) setFieldError(input, problem(input, registering)); });
    }
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      error.textContent = '';
      let firstInvalid = null;
      for (const input of inputs) {
        const message = problem(input, registering);
        setFieldError(input, message);
        if (message && !firstInvalid) firstInvalid = input;
      }
      if (firstInvalid) { firstInvalid.focus(); return; }
      const body = {};
      for (const [k, v] of new FormData(form).entries()) if (String(v).length) body[k] = String(v);
      body.language = root.dataset.lang;
      button.disabled = true;
      button.textContent = root.dataset.working;
      try {
        const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (res.ok) { location.assign(returnTo); return; }
        let message = root.dataset.genericError;
        let data = null;
        try { data = await res.json(); } catch (_) {}
        const named = data && res.status === 400 ? inputs.filter((i) => (data.issues || [{ field: data.field }]).some((issue) => issue && issue.field === i.name)) : [];
        if (named.length) {
          for (const input of named) setFieldError(input, serverProblem(input, registering));
          named[0].focus();
          message = '';
        } else if (res.status === 429) message = texts.rateLimited;
        else if (data && data.message && res.status !== 400 && res.status < 500) message = data.message;
        error.textContent = message;
      } catch (_) {
        error.textContent = root.dataset.genericError;
      }
      button.disabled = false;
      button.textContent = button.dataset.label;
    });
  };
  wire('signin-form', '/api/auth/login');
  wire('register-form', '/api/auth/register');
})();
`;
