/**
 * The HTTP side of scripts/container-test.sh: what a person does with a running Tempero, through
 * its public API, checked as they would see it.
 *
 *   drive.ts signup BASE EMAIL                  create the account (the first one: administrator)
 *   drive.ts create BASE EMAIL TITLE            sign in and create a recipe
 *   drive.ts expect BASE EMAIL TITLE...         sign in; every TITLE is among the recipes; prints isAdmin
 *   drive.ts photo BASE EMAIL                   sign in and import a recipe from a photo of a card
 *                                               (rendered here): the image's OCR works
 *   drive.ts slow BASE EMAIL N -- CMD...        sign in, start N recipe creations whose bodies are only
 *                                               half sent, start CMD (it stops the server with
 *                                               SIGTERM), then send the rest: every request must
 *                                               still be answered 201, and CMD must succeed
 *   drive.ts password BASE EMAIL NEW            the password the test signed up with is refused (401),
 *                                               NEW signs in (after `tempero reset-password`)
 *   drive.ts health BASE up|down [SECRET...]    /api/health as the healthcheck sees it: up answers
 *                                               exactly {"status":"ok"}; down (database stopped) a 5xx
 *                                               with only message, code and requestId; neither names
 *                                               a SECRET, the database's address or a version
 *   drive.ts surface BASE -                     the API's own route list (OpenAPI) has no route that
 *                                               sets a password without the current one: resetting
 *                                               one is the command line's, inside the container
 *
 * Exit 0 when the check holds, 1 (with the reason on stderr) when it does not.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';

const PASSWORD = 'container test password';

interface Answer {
  status: number;
  body: any;
  cookie?: string;
}

function request(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  raw?: { bytes: Buffer; type: string },
): Promise<Answer> {
  const url = new URL(path, base);
  const text = raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body);
  const type = raw ? raw.type : 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          ...(text ? { 'content-type': type, 'content-length': Buffer.byteLength(text) } : {}),
          ...(cookie ? { cookie } : {}),
          origin: url.origin,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = raw;
          try {
            parsed = raw ? JSON.parse(raw) : null;
          } catch {
            /* not JSON */
          }
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('tempero_session='));
          resolve({ status: res.statusCode ?? 0, body: parsed, ...(set ? { cookie: set.split(';')[0] } : {}) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    req.on('error', reject);
    req.end(text);
  });
}

function fail(message: string): never {
  process.stderr.write(`drive: ${message}\n`);
  process.exit(1);
}

async function signIn(base: string, email: string, password = PASSWORD): Promise<string> {
  const res = await request(base, 'POST', '/api/auth/login', { email, password });
  if (res.status !== 200 || !res.cookie) fail(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.cookie;
}

const recipe = (title: string) => ({
  title,
  description: 'Made by the container test.',
  ingredients: [
    { name: 'rice', amount: '1 cup' },
    { name: 'water', amount: '2 cups' },
  ],
  instructions: ['Rinse the rice.', 'Simmer it in the water for 18 minutes.'],
  servings: 2,
});

async function titles(base: string, cookie: string): Promise<string[]> {
  const res = await request(base, 'GET', '/api/recipes?page=1&pageSize=100', undefined, cookie);
  if (res.status !== 200) fail(`list recipes: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as Array<{ title: string }>).map((r) => r.title);
}

/**
 * One creation with its body half sent; `finish` sends the rest and resolves with the answer's
 * status. It counts as started once the server has read the request's headers: the request asks
 * `Expect: 100-continue`, and Node's server answers "100 Continue" when it has taken the request
 * on (a connection whose headers it has not read yet is idle, and closed at shutdown).
 */
function halfSentCreation(base: string, cookie: string, title: string): Promise<{ finish: () => Promise<number> }> {
  const url = new URL('/api/recipes', base);
  const text = JSON.stringify(recipe(title));
  const half = Math.floor(text.length / 2);
  return new Promise((resolveStarted, rejectStarted) => {
    let answered: (status: number) => void = () => {};
    let failed: (err: Error) => void = () => {};
    const done = new Promise<number>((res, rej) => {
      answered = res;
      failed = rej;
    });
    done.catch(() => {}); // reported by finish()
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
        expect: '100-continue',
        cookie,
        origin: url.origin,
      },
    });
    req.on('continue', () =>
      req.write(text.slice(0, half), () =>
        resolveStarted({
          finish: () => {
            req.end(text.slice(half));
            return done;
          },
        }),
      ),
    );
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => answered(res.statusCode ?? 0));
    });
    req.on('error', (err) => {
      failed(err);
      rejectStarted(err);
    });
    req.flushHeaders();
  });
}

const [command, base, email, ...rest] = process.argv.slice(2);
if (!command || !base || !email) fail('usage: drive.ts signup|create|expect|slow BASE EMAIL …');

switch (command) {
  case 'signup': {
    const res = await request(base, 'POST', '/api/auth/register', { email, password: PASSWORD, firstName: 'Tess' });
    if (res.status !== 201) fail(`sign-up ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    process.stdout.write(`signed up ${email} (administrator: ${res.body.isAdmin})\n`);
    break;
  }
  case 'create': {
    const cookie = await signIn(base, email);
    const res = await request(base, 'POST', '/api/recipes', recipe(rest[0] ?? 'Rice'), cookie);
    if (res.status !== 201) fail(`create recipe: ${res.status} ${JSON.stringify(res.body)}`);
    process.stdout.write(`created "${res.body.title}" (${res.body.id})\n`);
    break;
  }
  case 'expect': {
    const cookie = await signIn(base, email);
    const have = await titles(base, cookie);
    const missing = rest.filter((t) => !have.includes(t));
    if (missing.length) fail(`missing recipes: ${missing.join(', ')} (have: ${have.join(', ')})`);
    const me = await request(base, 'GET', '/api/auth/user', undefined, cookie);
    process.stdout.write(`found ${rest.length} recipes of ${email}; administrator: ${me.body.isAdmin}\n`);
    break;
  }
  case 'photo': {
    const cookie = await signIn(base, email);
    const { default: sharp } = await import('sharp');
    const lines = ['Carrot Cake', 'Serves 8', '', 'Ingredients', '2 cups flour', '3 carrots', '', 'Method'];
    lines.push('1. Mix everything and bake for 40 minutes.');
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="${50 + lines.length * 30}">` +
      '<rect width="100%" height="100%" fill="#fff"/>' +
      lines
        .map(
          (l, i) =>
            `<text x="30" y="${45 + i * 30}" font-family="DejaVu Sans, sans-serif" font-size="${i === 0 ? 26 : 19}">${l}</text>`,
        )
        .join('') +
      '</svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const link = await request(base, 'POST', '/api/recipes/image-upload-url', {}, cookie);
    if (link.status !== 200) fail(`upload URL: ${link.status} ${JSON.stringify(link.body)}`);
    const uploadURL = String(link.body.uploadURL);
    const put = await request(base, 'PUT', uploadURL, undefined, cookie, { bytes: png, type: 'image/png' });
    if (put.status !== 204) fail(`upload: ${put.status} ${JSON.stringify(put.body)}`);
    const res = await request(base, 'POST', '/api/recipes/import-from-image', { imageUrl: uploadURL }, cookie);
    if (res.status !== 201) fail(`import from photo: ${res.status} ${JSON.stringify(res.body)}`);
    const names = (res.body.ingredients as Array<{ name: string }>).map((i) => i.name);
    if (!/carrot cake/i.test(res.body.title) || !names.some((n) => /flour/i.test(n)))
      fail(`the photo read as ${JSON.stringify({ title: res.body.title, names })}`);
    process.stdout.write(`imported "${res.body.title}" from a photo (${names.join(', ')})\n`);
    break;
  }
  case 'slow': {
    const count = Number(rest[0]);
    const dash = rest.indexOf('--');
    const cmd = rest.slice(dash + 1);
    if (!Number.isInteger(count) || count < 1 || dash < 0 || cmd.length === 0) fail('slow BASE EMAIL N -- CMD…');
    const cookie = await signIn(base, email);
    const started = await Promise.all(
      Array.from({ length: count }, (_, i) => halfSentCreation(base, cookie, `In flight ${i + 1}`)),
    );
    // The stop command returns when the server has exited, which it does only after these
    // requests are answered: it runs beside them.
    const stopper = spawn(cmd[0]!, cmd.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    // podman without systemd complains about its healthcheck timers: not this test's business.
    stopper.stderr!.on('data', (d: Buffer) => {
      const lines = d
        .toString()
        .split('\n')
        .filter((l) => l && !l.includes('systemd'));
      if (lines.length) process.stderr.write(`${lines.join('\n')}\n`);
    });
    const stopped = new Promise<number | null>((resolve) => stopper.on('exit', (code) => resolve(code)));
    // Give the server time to receive the signal and begin shutting down before the bodies arrive.
    await new Promise((r) => setTimeout(r, 1500));
    const statuses = await Promise.all(started.map((s) => s.finish().catch((e: Error) => e.message)));
    process.stdout.write(`${count} requests in flight during SIGTERM answered: ${statuses.join(', ')}\n`);
    if (statuses.some((s) => s !== 201)) fail('a request in flight was not completed');
    const code = await stopped;
    if (code !== 0) fail(`${cmd.join(' ')} exited ${code}`);
    break;
  }
  case 'password': {
    const fresh = rest[0];
    if (!fresh) fail('password BASE EMAIL NEW');
    const old = await request(base, 'POST', '/api/auth/login', { email, password: PASSWORD });
    if (old.status !== 401) fail(`the old password of ${email} answered ${old.status}, not 401`);
    await signIn(base, email, fresh);
    process.stdout.write(`${email}: the old password is refused (401), the new one signs in\n`);
    break;
  }
  case 'health': {
    // `email` is up|down here; the rest are strings the answer must not contain.
    const want = email;
    const res = await request(base, 'GET', '/api/health');
    const raw = JSON.stringify(res.body);
    const server = `${res.status} ${raw}`;
    if (want === 'up') {
      if (res.status !== 200 || raw !== '{"status":"ok"}') fail(`health (up): ${server}`);
    } else {
      const keys = res.body && typeof res.body === 'object' ? Object.keys(res.body).sort() : [];
      if (res.status < 500 || keys.some((k) => !['code', 'message', 'requestId'].includes(k)))
        fail(`health (database down): ${server}`);
    }
    const leaks = [...rest, 'postgres://', ':5432', 'ECONNREFUSED', 'ENOTFOUND', 'stack', 'node_modules'].filter(
      (secret) => secret && raw.toLowerCase().includes(secret.toLowerCase()),
    );
    if (leaks.length) fail(`health answered ${server}, which names ${leaks.length} thing(s) it should not`);
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) =>
      http.get(new URL('/api/health', base), (r) => (r.resume(), resolve(r.headers))).on('error', reject),
    );
    const telling = ['server', 'x-powered-by'].filter((h) => headers[h] !== undefined);
    if (telling.length) fail(`health answers with ${telling.map((h) => `${h}: ${headers[h]}`).join(', ')}`);
    process.stdout.write(`health (${want}): ${server}; no secret, address, stack or version in it\n`);
    break;
  }
  case 'surface': {
    const res = await request(base, 'GET', '/api/docs/json');
    if (res.status !== 200 || !res.body?.paths) fail(`the OpenAPI document: ${res.status}`);
    const routes: string[] = [];
    for (const [path, ops] of Object.entries(res.body.paths as Record<string, Record<string, any>>))
      for (const [method, op] of Object.entries(ops)) {
        // A route about passwords by its address, or one whose body or query has a password field.
        const input = JSON.stringify([op.requestBody ?? null, op.parameters ?? null]);
        if (/password/i.test(path) || /"[a-z]*password[a-z]*":/i.test(input))
          routes.push(`${method.toUpperCase()} ${path}`);
      }
    // Signing up or in takes a password; changing one takes the current one too. Nothing else may.
    const allowed = new Set(['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/password']);
    const extra = routes.filter((r) => !allowed.has(r));
    if (extra.length) fail(`routes that take a password: ${extra.join(', ')}`);
    const change = (res.body.paths['/api/auth/password']?.post ?? {}) as Record<string, any>;
    if (!JSON.stringify(change).includes('currentPassword'))
      fail('POST /api/auth/password does not ask for the current password');
    process.stdout.write(
      `password routes over HTTP: ${routes.sort().join(', ')} (the change asks for the current one)\n`,
    );
    break;
  }
  default:
    fail(`unknown command ${command}`);
}
