import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, freshDataLocation, startServer, type DataLocation, type ServerProcess } from './harness.ts';

/**
 * Issue 36 item 3: a live stream (GET /api/household/events) open on one app server closes when its
 * session ends, its account is deleted or its member leaves or is removed through ANOTHER server:
 * the announcement goes through PostgreSQL as the changes do. Needs PostgreSQL.
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Reads server-sent events, one at a time; null once the stream ended. */
async function openStream(server: ServerProcess, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/household/events`, { headers: { cookie }, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<string | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((l) => !l.startsWith(':') && !l.startsWith('retry:'));
        if (lines.length === 0) continue;
        return lines.join('|');
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  expect(await next()).toMatch(/^event: ready/);
  /**
   * The next event past any "household" change: the member's own join, made on A just before the
   * stream opened on B, may reach B after it opened (PostgreSQL's notification crosses servers).
   */
  const nextPastHousehold = async (): Promise<string | null> => {
    for (;;) {
      const e = await next();
      if (e === null || !HOUSEHOLD_CHANGE.test(e)) return e;
    }
  };
  return { next, nextPastHousehold, close: () => abort.abort() };
}

const LIST_CHANGE = 'event: change|data: {"topic":"shopping-list"}';
const HOUSEHOLD_CHANGE = /^event: change\|data: \{"topic":"household"/;

describe.skipIf(!hasPostgres)('live streams end with their access, across two app servers (PostgreSQL)', () => {
  let loc: DataLocation;
  let a: ServerProcess;
  let b: ServerProcess;
  const secret = crypto.randomBytes(32).toString('base64url');
  const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-rel-live-'));

  beforeAll(async () => {
    loc = await freshDataLocation({
      pgliteDump: inject('reliabilityPgliteTemplate'),
      postgresTemplate: inject('reliabilityPostgresTemplate'),
    });
    [a, b] = await Promise.all([
      startServer(loc, { env: { SESSION_SECRET: secret } }),
      startServer(loc, { env: { SESSION_SECRET: secret, DATA_DIR: otherDataDir } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await loc?.cleanup();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
  });

  /** Ana (owner) and Pedro (member) on server A; the list changes Ana makes on A. */
  async function family(tag: string) {
    const ana = new ApiClient(a.url);
    await ana.register(`ana-${tag}@example.com`, 'correct horse battery', 'Ana');
    const pedro = new ApiClient(a.url);
    const { id: pedroId } = await pedro.register(`pedro-${tag}@example.com`, 'correct horse battery', 'Pedro');
    const code = (await ana.post('/api/household/invitations')).body.code;
    expect((await pedro.post('/api/household/join', { code })).status).toBe(200);
    const change = async () =>
      expect((await ana.post('/api/shopping-list-items', { name: `item ${Math.random()}` })).status).toBe(201);
    const signIn = async () => {
      const c = new ApiClient(a.url);
      const res = await c.post('/api/auth/login', {
        email: `pedro-${tag}@example.com`,
        password: 'correct horse battery',
      });
      expect(res.status).toBe(200);
      return c;
    };
    return { ana, pedro, pedroId, change, signIn };
  }

  it('logout on A closes the session’s stream on B; the next change does not reach it', async () => {
    const { pedro, change } = await family('logout');
    const onB = await openStream(b, pedro.cookie!);
    await change();
    expect(await onB.nextPastHousehold()).toBe(LIST_CHANGE);
    expect((await pedro.post('/api/auth/logout')).status).toBe(204);
    await change();
    expect(await onB.next()).toBeNull();
  });

  it('a password change on A closes every session’s stream on B; the renewed session’s stream hears on', async () => {
    const { pedro, change, signIn } = await family('password');
    const phone = await signIn();
    const phoneOnB = await openStream(b, phone.cookie!);
    const ownOnB = await openStream(b, pedro.cookie!);
    const changed = await pedro.post('/api/auth/password', {
      currentPassword: 'correct horse battery',
      newPassword: 'another long password',
    });
    expect(changed.status).toBe(204);
    await change();
    expect(await phoneOnB.next()).toBeNull();
    // The asker's old session ends too (harden37: a copy of its cookie must not outlive the
    // change); the client took the renewed one from the answer.
    expect(await ownOnB.next()).toBeNull();
    const renewedOnB = await openStream(b, pedro.cookie!);
    await change();
    expect(await renewedOnB.next()).toBe(LIST_CHANGE);
    renewedOnB.close();
  });

  it('deleting the account on A closes its streams on B', async () => {
    const { pedro, change } = await family('delete');
    const onB = await openStream(b, pedro.cookie!);
    expect((await pedro.request('DELETE', '/api/user/account')).status).toBe(200);
    await change();
    expect(await onB.next()).toBeNull();
  });

  it('a member removed on A, or leaving on A, loses their stream on B', async () => {
    const removed = await family('removed');
    const onB = await openStream(b, removed.pedro.cookie!);
    expect((await removed.ana.request('DELETE', `/api/household/members/${removed.pedroId}`)).status).toBe(204);
    // The stream may say "household" changed; it carries nothing after that and ends.
    const first = await onB.next();
    if (first !== null) {
      expect(first).toBe('event: change|data: {"topic":"household"}');
      await removed.change();
      expect(await onB.next()).toBeNull();
    }

    const leaving = await family('leaving');
    const leaverOnB = await openStream(b, leaving.pedro.cookie!);
    expect((await leaving.pedro.post('/api/household/leave')).status).toBe(200);
    const firstOfLeaver = await leaverOnB.next();
    if (firstOfLeaver !== null) {
      expect(firstOfLeaver).toBe('event: change|data: {"topic":"household"}');
      await leaving.change();
      expect(await leaverOnB.next()).toBeNull();
    }
  });
});
