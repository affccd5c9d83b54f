import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 33: SIGNUPS=invite as a person meets it. The first account (the administrator) signs up
 * on a new server, makes an invite in the profile; a friend on a phone, in Portuguese, is told
 * what is missing or wrong under the invite field, then joins with the link; the link works once.
 * The default e2e server is SIGNUPS=open, so this test starts its own (scripts/e2e-server.ts reads
 * SIGNUPS like the server does) on a new, empty data folder.
 */
const PORT = Number(process.env.E2E_SIGNUPS_PORT ?? 3172);
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'correct horse battery';
let server: ChildProcess | undefined;
let serverLog = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/e2e-server.ts')], {
    env: { ...process.env, E2E_PORT: String(PORT), SIGNUPS: 'invite' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (serverLog += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (serverLog += d.toString()));
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the SIGNUPS=invite e2e server exited:\n${serverLog}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the SIGNUPS=invite e2e server did not start:\n${serverLog}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

/** The message under a field (what its aria-describedby points at). */
async function messageOf(page: Page, label: string): Promise<string> {
  const input = page.getByLabel(label, { exact: true }).filter({ visible: true });
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((n): n is HTMLElement => !!n && n.classList.contains('field-error'))
      .map((n) => n.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

async function fillPortugueseSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill('Rosa');
  await page.getByLabel('E-mail', { exact: true }).filter({ visible: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).filter({ visible: true }).fill(PASSWORD);
}

test('SIGNUPS=invite: the administrator invites, the invited person joins once with the link', async ({
  page,
  browser,
}) => {
  // The first account: told it will be the administrator, no invite asked.
  await page.goto(`${base}/api/login?mode=register&lang=en`);
  await expect(
    page.getByText('You are creating the first account on this server: it will be its administrator.'),
  ).toBeVisible();
  await expect(page.getByLabel('Invite code')).toHaveCount(0);
  await page.getByLabel('First name', { exact: true }).fill('Olga');
  await page.getByLabel('E-mail', { exact: true }).filter({ visible: true }).fill('olga@example.com');
  await page.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.waitForURL(`${base}/`);

  // The profile's sign-ups card makes an invite for Rosa; its link is shown once.
  await page.goto(`${base}/profile`);
  const card = page.getByRole('region', { name: 'Sign-ups' });
  await expect(card.getByText(/New accounts need an invite from an administrator/)).toBeVisible();
  await card.getByLabel('Who is it for? (optional)').fill('Rosa');
  await card.getByRole('button', { name: 'Create an invite' }).click();
  await expect(card.getByText('Copy this invite now: it is not shown again.')).toBeVisible();
  const link = await card.getByRole('link', { name: /invite=/ }).textContent();
  expect(link).toMatch(/\/api\/login\?mode=register&invite=[A-HJ-NP-Z2-9]{16}$/);
  await expect(card.getByTestId('signup-invite')).toContainText('Rosa');

  // Rosa, on a phone, in Portuguese.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
  const rosa = await phone.newPage();
  const errors: string[] = [];
  rosa.on('pageerror', (e) => errors.push(e.message));
  try {
    await rosa.goto(`${base}/api/login?mode=register&lang=pt-BR`);
    await expect(rosa.getByText('Novas contas neste servidor precisam de um convite do administrador.')).toBeVisible();
    await fillPortugueseSignUp(rosa, 'rosa@example.com');
    await rosa.getByRole('button', { name: 'Criar conta', exact: true }).click();
    expect(await messageOf(rosa, 'Código de convite')).toBe('Informe seu código de convite.');
    await expect(rosa.getByLabel('Código de convite')).toBeFocused();

    await rosa.getByLabel('Código de convite').fill('AAAABBBBCCCCDDDD');
    await rosa.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await expect
      .poll(() => messageOf(rosa, 'Código de convite'))
      .toBe('Este convite não é válido: ele pode ter expirado ou já ter sido usado.');
    expect(await rosa.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The link fills the code in; the account is made and signed in.
    await rosa.goto(`${link!}&lang=pt-BR`);
    await expect(rosa.getByLabel('Código de convite')).toHaveValue(new URL(link!).searchParams.get('invite')!);
    await fillPortugueseSignUp(rosa, 'rosa@example.com');
    await rosa.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await rosa.waitForURL(`${base}/`);
    const me = await rosa.request.get(`${base}/api/auth/user`);
    expect(await me.json()).toMatchObject({ email: 'rosa@example.com', isAdmin: false });
  } finally {
    await phone.close();
  }
  expect(errors).toEqual([]);

  // The link worked once: someone else using it is told so.
  const other = await browser.newContext();
  const late = await other.newPage();
  try {
    await late.goto(`${link!}&lang=en`);
    await late.getByLabel('First name', { exact: true }).fill('Late');
    await late.getByLabel('E-mail', { exact: true }).filter({ visible: true }).fill('late@example.com');
    await late.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(PASSWORD);
    await late.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect
      .poll(() => messageOf(late, 'Invite code'))
      .toBe('This invite is not valid: it may have expired or been used already.');
  } finally {
    await other.close();
  }
  // And the administrator's list no longer shows it.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Sign-ups' }).getByText('No open invites. An invite lasts 7 days.'),
  ).toBeVisible();
});
