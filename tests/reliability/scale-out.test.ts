import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ApiClient,
  freshDataLocation,
  listAllRecipes,
  startServer,
  type DataLocation,
  type ServerProcess,
} from './harness.ts';

/**
 * Two app servers over one PostgreSQL, as behind a load balancer: nothing may live in one
 * process. Needs PostgreSQL (an embedded database belongs to one process by design).
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) {
  console.warn('scale-out tests skipped: they need PostgreSQL (set TEST_DATABASE_URL, as .ci/run does).');
}

describe.skipIf(!hasPostgres)(
  'scale-out: two app servers on one PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let loc: DataLocation;
    let a: ServerProcess;
    let b: ServerProcess;
    const secret = crypto.randomBytes(32).toString('base64url');
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-rel-b-'));

    beforeAll(async () => {
      loc = await freshDataLocation({
        pgliteDump: inject('reliabilityPgliteTemplate'),
        postgresTemplate: inject('reliabilityPostgresTemplate'),
      });
      // Same database and secret; different DATA_DIRs, so nothing can be shared through local files.
      [a, b] = await Promise.all([
        // Webhooks may reach the receiver the webhook test runs on this machine.
        startServer(loc, { env: { SESSION_SECRET: secret, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } }),
        startServer(loc, {
          env: { SESSION_SECRET: secret, DATA_DIR: otherDataDir, WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
        }),
      ]);
    });
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await loc?.cleanup();
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    });

    it('a session made on one server works on the other, and signing out on one ends it on both', async () => {
      const onA = new ApiClient(a.url);
      const user = await onA.register('roaming@example.com');
      const onB = new ApiClient(b.url, onA.cookie);
      const me = await onB.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(user.id);

      const signIn = new ApiClient(b.url);
      expect(
        (await signIn.post('/api/auth/login', { email: 'roaming@example.com', password: 'correct horse battery' }))
          .status,
      ).toBe(200);
      const sameOnA = new ApiClient(a.url, signIn.cookie);
      expect((await sameOnA.get('/api/auth/user')).status).toBe(200);
      expect((await new ApiClient(b.url, signIn.cookie).post('/api/auth/logout')).status).toBe(204);
      expect((await sameOnA.get('/api/auth/user')).status).toBe(401);
      // The first session is untouched.
      expect((await onB.get('/api/auth/user')).status).toBe(200);
    });

    it('an API token revoked on one server is refused by the other on its next request', async () => {
      const onA = new ApiClient(a.url);
      await onA.register('token-roamer@example.com');
      const made = await onA.post('/api/tokens', { name: 'Script', scope: 'read' });
      expect(made.status).toBe(201);
      const withToken = (server: ServerProcess) =>
        fetch(`${server.url}/api/recipes`, { headers: { authorization: `Bearer ${made.body.token}` } });
      expect((await withToken(b)).status).toBe(200);
      expect((await withToken(b)).status).toBe(200);
      expect((await onA.request('DELETE', `/api/tokens/${made.body.id}`)).status).toBe(204);
      expect((await withToken(b)).status).toBe(401);
      expect((await withToken(a)).status).toBe(401);
    });

    it('webhook events made on both servers are delivered once each, in order', async () => {
      const got: string[] = [];
      const receiver = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString('utf8')));
        req.on('end', () => {
          got.push((JSON.parse(body) as { data: { name: string } }).data.name);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(4137, '127.0.0.1', r));
      try {
        const onA = new ApiClient(a.url);
        await onA.register('hooked@example.com');
        const onB = new ApiClient(b.url, onA.cookie);
        const hook = await onA.post('/api/webhooks', {
          url: 'http://127.0.0.1:4137/hook',
          events: ['shopping_item.added'],
        });
        expect(hook.status).toBe(201);
        const names = Array.from({ length: 10 }, (_, i) => `item ${i}`);
        for (const [i, name] of names.entries())
          expect((await (i % 2 ? onB : onA).post('/api/shopping-list-items', { name })).status).toBe(201);
        for (let i = 0; i < 400 && got.length < names.length; i++) await new Promise((r) => setTimeout(r, 50));
        // Both servers poll the queue: give a duplicate time to show up before counting.
        await new Promise((r) => setTimeout(r, 6_000));
        expect(got).toEqual(names);
      } finally {
        receiver.closeAllConnections();
        await new Promise((r) => receiver.close(r));
      }
    });

    it('writes from both servers, concurrent or not, are visible on both', async () => {
      const onA = new ApiClient(a.url);
      await onA.register('both@example.com');
      const onB = new ApiClient(b.url, onA.cookie);
      const body = (title: string) => ({
        title,
        ingredients: [{ name: 'rice', amount: '1 cup' }],
        instructions: ['Cook.'],
      });

      const made = await onA.post('/api/recipes', body('From A'));
      expect(made.status).toBe(201);
      expect((await onB.get(`/api/recipes/${made.body.id}`)).body.title).toBe('From A');
      const fav = await onB.patch(`/api/recipes/${made.body.id}/favorite`);
      expect(fav.body.isFavorite).toBe(true);
      expect((await onA.get(`/api/recipes/${made.body.id}`)).body.isFavorite).toBe(true);
      expect((await onB.post('/api/shopping-list-items', { name: 'rice', amount: '1 kg' })).status).toBe(201);
      expect((await onA.get('/api/shopping-list-items')).body.map((i: { name: string }) => i.name)).toEqual(['rice']);

      // 40 creates and 40 favourite toggles of one recipe, half on each server, all at once.
      const creates = Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? onA : onB).post('/api/recipes', body(`Parallel ${i}`)),
      );
      const toggles = Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? onB : onA).patch(`/api/recipes/${made.body.id}/favorite`),
      );
      const results = await Promise.all([...creates, ...toggles]);
      expect(results.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
      const seenA = await listAllRecipes(onA);
      const seenB = await listAllRecipes(onB);
      expect(seenA).toHaveLength(41);
      expect(seenB).toEqual(seenA);
      // An even number of flips from true: every toggle counted once, none lost between servers.
      expect(seenA.find((r) => r.id === made.body.id)!.isFavorite).toBe(true);
    });

    it('the login rate limit holds across servers: 5 failures on each, then the 11th try is 429 on either', async () => {
      const setup = new ApiClient(a.url);
      await setup.register('target@example.com');
      const attempt = (server: ServerProcess, password = 'wrong password!') =>
        new ApiClient(server.url).post('/api/auth/login', { email: 'target@example.com', password });
      for (let i = 0; i < 5; i++) {
        expect((await attempt(a)).status).toBe(401);
        expect((await attempt(b)).status).toBe(401);
      }
      const eleventh = await attempt(a);
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await attempt(b)).status).toBe(429);
      // Even the right password waits out the window.
      expect((await attempt(b, 'correct horse battery')).status).toBe(429);
    });

    it('an upload URL signed by one server is accepted by the other; a server with another secret refuses it', async () => {
      const onA = new ApiClient(a.url);
      await onA.register('photos@example.com');
      const onB = new ApiClient(b.url, onA.cookie);
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c84' } })
        .jpeg()
        .toBuffer();
      const recipe = await onA.post('/api/recipes', {
        title: 'Pictured',
        ingredients: [{ name: 'egg', amount: '1' }],
        instructions: ['Fry.'],
      });

      const slot = await onA.post('/api/objects/upload');
      expect(slot.status).toBe(200);
      const uploadURL: string = slot.body.uploadURL;
      expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=/);
      expect((await onB.send('PUT', uploadURL, photo, 'image/jpeg')).status).toBe(204);
      // With the local driver, the bytes sit in B's folder: attach where they were received (several
      // servers share objects through S3 or one shared folder; the URL works on any of them).
      const attached = await onB.request('PUT', `/api/recipes/${recipe.body.id}/image`, {
        imageURL: uploadURL.split('?')[0],
      });
      expect(attached.status, JSON.stringify(attached.body)).toBe(200);
      expect((await onA.get(`/api/recipes/${recipe.body.id}`)).body.imageUrl).toBe(attached.body.imageUrl);
      const media = await fetch(`${b.url}${attached.body.imageUrl}`);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/webp');

      // Neither server wrote a secret of its own: they use SESSION_SECRET.
      expect(fs.existsSync(path.join(loc.dataDir, '.secret'))).toBe(false);
      expect(fs.existsSync(path.join(otherDataDir, '.secret'))).toBe(false);
      // A third server on the same database but with a different secret refuses A's links.
      const cDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-rel-c-'));
      const c = await startServer(loc, {
        env: { SESSION_SECRET: crypto.randomBytes(32).toString('base64url'), DATA_DIR: cDataDir },
      });
      try {
        const another = (await onA.post('/api/objects/upload')).body.uploadURL as string;
        const refused = await new ApiClient(c.url, onA.cookie).send('PUT', another, photo, 'image/jpeg');
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe('This upload link is not valid.');
        // ...while B, sharing the secret, takes the same link.
        expect((await onB.send('PUT', another, photo, 'image/jpeg')).status).toBe(204);
      } finally {
        await c.kill();
        fs.rmSync(cDataDir, { recursive: true, force: true });
      }
    });
  },
);
