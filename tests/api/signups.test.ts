import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signupInvites, users } from '../../src/server/db/schema.ts';
import { admitSignup, hashSignupInviteCode } from '../../src/server/auth/signups.service.ts';
import { createAccount } from '../../src/server/users/create-account.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 33: SIGNUPS=open|invite|closed. The first account of an instance may always register and
 * is its administrator; later ones need an administrator's invite, or cannot sign up at all.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const register = (app: TestApp['app'], email: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'correct horse battery', firstName: 'Cook', ...extra },
  });

describe('sign-up modes', () => {
  it('open: anyone registers; only the first account is the administrator', async () => {
    t = await createTestApp();
    const first = await register(t.app, 'first@example.com');
    const second = await register(t.app, 'second@example.com');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json().isAdmin).toBe(true);
    expect(second.json().isAdmin).toBe(false);
  });

  it('closed: the first account still registers, the next is refused with the reason in its language', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed' } });
    expect((await register(t.app, 'owner@example.com')).json().isAdmin).toBe(true);
    const en = await register(t.app, 'late@example.com');
    expect(en.statusCode).toBe(403);
    expect(en.json()).toMatchObject({
      code: 'signups_closed',
      message: 'Sign-ups are closed on this server. Ask its administrator for an account.',
    });
    const pt = await register(t.app, 'tarde@example.com', { language: 'pt-BR' });
    expect(pt.statusCode).toBe(403);
    expect(pt.json().message).toBe('Este servidor não aceita novos cadastros. Peça uma conta ao administrador.');
    // An invite does not open a closed server.
    const admin = await signIn(t, 'owner@example.com');
    const invite = await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin, payload: {} });
    expect(invite.statusCode).toBe(201);
    expect((await register(t.app, 'invited@example.com', { invite: invite.json().code })).statusCode).toBe(403);
    expect(await t.database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'owner@example.com' }]);
  });

  it('invite: needs a live invite, used once; wrong, used and expired codes are refused on the field', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' } });
    await register(t.app, 'admin@example.com');
    const admin = await signIn(t, 'admin@example.com');

    const none = await register(t.app, 'nocode@example.com', { language: 'pt-BR' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'invite_required', field: 'invite' });
    expect(none.json().message).toMatch(/^Este servidor só aceita novas contas com convite/);

    const wrong = await register(t.app, 'wrong@example.com', { invite: 'AAAABBBBCCCCDDDD' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'invite', message: expect.stringMatching(/not valid/) });

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: admin,
      payload: { note: 'Aunt Rosa', days: 3 },
    });
    expect(made.statusCode).toBe(201);
    const { code, url, id } = made.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(url).toMatch(new RegExp(`/api/login\\?mode=register&invite=${code}$`));
    // Only a hash is stored.
    const [stored] = await t.database.db.select().from(signupInvites).where(eq(signupInvites.id, id));
    expect(stored!.codeHash).toBe(hashSignupInviteCode(code));
    expect(JSON.stringify(stored)).not.toContain(code);

    // Typed by hand: lower case and dashes are the reader's.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const invited = await register(t.app, 'rosa@example.com', { invite: typed });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().isAdmin).toBe(false);
    const [used] = await t.database.db.select().from(signupInvites).where(eq(signupInvites.id, id));
    expect(used!.usedBy).toBe(invited.json().id);

    const again = await register(t.app, 'again@example.com', { invite: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('invite');

    const stale = await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin, payload: {} });
    await t.database.db
      .update(signupInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupInvites.id, stale.json().id));
    expect((await register(t.app, 'late@example.com', { invite: stale.json().code })).statusCode).toBe(400);
  });

  it('invite: two people racing for one invite cannot both win', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' } });
    await register(t.app, 'admin@example.com');
    const admin = await signIn(t, 'admin@example.com');
    const { code } = (
      await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin, payload: {} })
    ).json();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register(t!.app, `racer${i}@example.com`, { invite: code })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
  });

  it('the first account: simultaneous first sign-ups make exactly one administrator', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed' } });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => register(t!.app, `first${i}@example.com`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(4);
    const admins = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });
});

describe('the sign-up lock', () => {
  it('holds while an account is being created: a second sign-up waits, then is not the first', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed' } });
    const db = t.database.db;
    const slowCreate = (email: string) => async (tx: typeof db, isAdmin: boolean) => {
      // Slow, as a busy database would be: the other sign-up has every chance to look meanwhile.
      await new Promise((r) => setTimeout(r, 150));
      return createAccount(tx, { email, firstName: 'Racer', isAdmin });
    };
    const results = await Promise.allSettled(
      ['a', 'b', 'c'].map((n) => admitSignup(db, { mode: 'closed' }, slowCreate(`${n}@example.com`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const admins = await db.select().from(users).where(eq(users.isAdmin, true));
    expect(admins).toHaveLength(1);
  });
});

describe('administrator invites', () => {
  it('are listed and revoked by the administrator only; a revoked invite no longer works', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' } });
    await register(t.app, 'admin@example.com');
    const admin = await signIn(t, 'admin@example.com');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: admin,
      payload: { note: 'Ben' },
    });
    const { id, code } = made.json();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: admin });
    expect(list.json()).toEqual({
      signups: 'invite',
      invites: [{ id, note: 'Ben', createdAt: expect.any(String), expiresAt: expect.any(String) }],
    });
    expect(JSON.stringify(list.json())).not.toContain(code);

    // An ordinary account (made with an invite) sees none of it.
    const second = (
      await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin, payload: {} })
    ).json();
    await register(t.app, 'member@example.com', { invite: second.code });
    const member = await signIn(t, 'member@example.com');
    for (const [method, url] of [
      ['GET', '/api/admin/invites'],
      ['POST', '/api/admin/invites'],
      ['DELETE', `/api/admin/invites/${id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: member, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/invites/${id}`, headers: admin })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/invites/${id}`, headers: admin })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/invites/not-a-uuid', headers: admin })).statusCode,
    ).toBe(404);
    expect((await register(t.app, 'ben@example.com', { invite: code })).statusCode).toBe(400);
    // A used invite cannot be revoked (it is history), and no longer shows.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/invites/${second.id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/invites', headers: admin })).json().invites).toEqual(
      [],
    );
  });

  it('refuses an oversized note and an out-of-range lifetime', async () => {
    t = await createTestApp();
    const admin = (await signUp(t.app)).headers;
    for (const payload of [{ note: 'x'.repeat(101) }, { days: 0 }, { days: 91 }, { days: 1.5 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/invites', headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('the sign-in page', () => {
  const page = async (query: string, headers: Record<string, string> = {}) =>
    (await t!.app.inject({ method: 'GET', url: `/api/login?${query}`, headers })).body;

  it('tells the first account it will be the administrator', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed' } });
    const html = await page('mode=register&lang=pt-BR');
    expect(html).toContain('Você está criando a primeira conta deste servidor: ela será a de administrador.');
    expect(html).toContain('id="register-form"');
    expect(html).not.toContain('id="register-invite"');
  });

  it('closed: says so in the reader language and shows no form to create an account', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'closed' } });
    await register(t.app, 'owner@example.com');
    const en = await page('mode=register&lang=en');
    expect(en).toContain('This server does not take new sign-ups. Ask its administrator for an account.');
    expect(en).not.toContain('id="register-form"');
    const pt = await page('mode=register&lang=pt-BR');
    expect(pt).toContain('Este servidor não aceita novos cadastros. Peça uma conta ao administrador.');
    expect(pt).not.toContain('id="register-form"');
    // Signing in still works as before.
    expect(pt).toContain('id="signin-form"');
  });

  it('invite: asks for the code, filled in from the invite link (escaped)', async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' } });
    await register(t.app, 'owner@example.com');
    const html = await page(`mode=register&lang=pt-BR&invite=${encodeURIComponent('AB"><script>x</script>')}`);
    expect(html).toContain('<label for="register-invite">Código de convite</label>');
    expect(html).toContain('Novas contas neste servidor precisam de um convite do administrador.');
    expect(html).toContain('value="AB&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>x</script>');
  });
});

describe('authService.setPassword (tempero reset-password)', () => {
  it('changes the password and ends every session of the account, and only of that account', async () => {
    t = await createTestApp();
    const a = await signUp(t.app, { email: 'a@example.com' });
    const a2 = await signIn(t, 'a@example.com');
    const b = await signUp(t.app, { email: 'b@example.com' });
    const me = (headers: Record<string, string>) =>
      t!.app.inject({ method: 'GET', url: '/api/auth/user', headers }).then((r) => r.statusCode);
    expect(await me(a.headers)).toBe(200);
    const { authService } = await import('../../src/server/auth/auth.service.ts');
    const { sessionEnder } = await import('../../src/server/auth/session-end.ts');
    const sessions = sessionEnder({ db: t.database.db, live: t.app.ctx.services.live });
    await authService(t.database.db, sessions).setPassword(a.id, 'a brand new password');
    expect(await me(a.headers)).toBe(401);
    expect(await me(a2)).toBe(401);
    expect(await me(b.headers)).toBe(200);
    const login = (password: string) =>
      t!.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.com', password } });
    expect((await login('correct horse battery')).statusCode).toBe(401);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });
});

async function signIn(app: TestApp, email: string): Promise<Record<string, string>> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'correct horse battery' },
  });
  const cookie = res.cookies.find((c) => c.name === 'tempero_session');
  if (!cookie) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return { cookie: `tempero_session=${cookie.value}` };
}
