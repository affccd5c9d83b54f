import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sessionsStore } from '../../src/server/auth/sessions.ts';
import { hashSignupInviteCode } from '../../src/server/auth/signups.service.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { signupInvites, users } from '../../src/server/db/schema.ts';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { kitchenSettingsRepository } from '../../src/server/pantry/kitchen-settings.repository.ts';
import { childEnv, freshDataLocation, ROOT, type DataLocation } from '../reliability/harness.ts';

/** Issue 33: the `tempero` CLI of the image (npm run cli here): accounts, passwords, invites, exports. */
const cli = (args: string[], env: Record<string, string>, input?: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['src/server/cli.ts', ...args],
      { cwd: ROOT, env: childEnv(env), maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) =>
        resolve({
          code: err ? ((err as { code?: number }).code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
    child.stdin!.end(input ?? '');
  });

const open = (loc: DataLocation) =>
  openDatabase(loc.databaseUrl ? { databaseUrl: loc.databaseUrl } : { dataDir: path.join(loc.dataDir, 'db') });

describe('tempero create-user / reset-password / invite / export --all', () => {
  it('administers accounts from the command line, whatever SIGNUPS says', async () => {
    const loc = await freshDataLocation({
      pgliteDump: inject('pgliteTemplate'),
      postgresTemplate: inject('postgresTemplate'),
    });
    const env = { ...loc.env, SIGNUPS: 'closed', PUBLIC_URL: 'https://recipes.example.com' };
    try {
      // The first account, password from stdin: the administrator.
      const first = await cli(
        ['create-user', '--email', 'Owner@Example.com', '--first-name', 'Olga', '--password-stdin'],
        env,
        'a long enough secret\n',
      );
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toBe('Created the account owner@example.com (administrator).\n');
      // A second one with a generated password, printed once; not an administrator.
      const second = await cli(
        ['create-user', '--email', 'cook@example.com', '--first-name', 'Caio', '--language', 'pt-BR'],
        env,
      );
      expect(second.code).toBe(0);
      const generated = /Its password \(shown only now\): (\S+)/.exec(second.stdout)?.[1];
      expect(generated).toMatch(/^[\w-]{24}$/);
      expect(second.stdout).not.toContain('administrator');

      // Refusals: a taken e-mail, a short password, a bad e-mail, a missing name, an unknown language.
      const taken = await cli(['create-user', '--email', 'cook@example.com', '--first-name', 'X'], env);
      expect(taken).toMatchObject({ code: 1 });
      expect(taken.stderr).toBe('create-user: An account with this e-mail already exists.\n');
      const short = await cli(
        ['create-user', '--email', 'x@example.com', '--first-name', 'X', '--password-stdin'],
        env,
        'short\n',
      );
      expect(short.code).toBe(2);
      expect(short.stderr).toMatch(/^create-user: the password: Password must be at least 10 characters/);
      expect((await cli(['create-user', '--email', 'not-an-email', '--first-name', 'X'], env)).stderr).toMatch(
        /^create-user: --email: Enter a valid e-mail address/,
      );
      expect((await cli(['create-user', '--email', 'y@example.com'], env)).code).toBe(2);
      expect(
        (await cli(['create-user', '--email', 'y@example.com', '--first-name', 'Y', '--language', 'fr'], env)).code,
      ).toBe(2);

      // Sessions of the account, on the database the server uses.
      let db = await open(loc);
      const cook = (await db.db.select().from(users)).find((u) => u.email === 'cook@example.com')!;
      expect(cook.language).toBe('pt-BR');
      expect(await verifyPassword(cook.passwordHash, generated!)).toBe(true);
      const session = await sessionsStore(db.db).create(cook.id);
      // The calendar feed's address is signed with this (issue 36): a reset must void it.
      await kitchenSettingsRepository(db.db).save(cook.id, { calendarNonce: 'before the reset' });
      await db.close();

      const reset = await cli(
        ['reset-password', '--email', 'cook@example.com', '--password-stdin'],
        env,
        'the new password here\n',
      );
      expect(reset).toMatchObject({ code: 0, stderr: '' });
      expect(reset.stdout).toBe('New password set for cook@example.com; every session of the account has ended.\n');
      expect((await cli(['reset-password', '--email', 'nobody@example.com'], env)).stderr).toBe(
        'reset-password: no account with the e-mail nobody@example.com\n',
      );

      db = await open(loc);
      const after = (await db.db.select().from(users)).find((u) => u.email === 'cook@example.com')!;
      expect(await verifyPassword(after.passwordHash, 'the new password here')).toBe(true);
      expect(await sessionsStore(db.db).resolve(session.token)).toBeNull();
      expect((await kitchenSettingsRepository(db.db).find(after.id))?.calendarNonce).toBeNull();
      await db.close();

      // An invite: its code and link, a hash stored.
      const invite = await cli(['invite', '--days', '2', '--note', 'For Rosa'], env);
      expect(invite.code).toBe(0);
      const code = /Invite code: (\S+)/.exec(invite.stdout)?.[1];
      expect(invite.stdout).toContain(`Link: https://recipes.example.com/api/login?mode=register&invite=${code}\n`);
      expect(invite.stderr).toBe('note: SIGNUPS is "closed": invites are only asked for with SIGNUPS=invite.\n');
      expect((await cli(['invite', '--days', '0'], env)).code).toBe(2);
      expect((await cli(['invite', '--list'], env)).stdout).toMatch(/ expires \S+ {2}For Rosa\n$/);
      db = await open(loc);
      const [stored] = await db.db.select().from(signupInvites);
      expect(stored!.codeHash).toBe(hashSignupInviteCode(code!));
      await db.close();

      // Every account, one restorable file each, private.
      const out = path.join(loc.dataDir, 'exports');
      const all = await cli(['export', '--all', '--out', out], env);
      expect(all.code).toBe(0);
      expect(all.stderr).toMatch(/2 accounts exported to /);
      expect(fs.readdirSync(out).sort()).toEqual(['cook@example.com.tempero.json', 'owner@example.com.tempero.json']);
      const file = path.join(out, 'owner@example.com.tempero.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ '@context': expect.anything() });
      expect((await cli(['export', '--all'], env)).code).toBe(2);
      expect((await cli(['export', '--all', '--user', 'cook@example.com', '--out', out], env)).code).toBe(2);
    } finally {
      await loc.cleanup();
    }
  }, 180_000);
});
