import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetchError, safeFetch, type Resolver } from './safe-fetch.ts';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface TestServer {
  port: number;
  hits: string[];
  hostHeaders: string[];
  close: () => Promise<void>;
}

async function startServer(handler: Handler): Promise<TestServer> {
  const hits: string[] = [];
  const hostHeaders: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    hostHeaders.push(req.headers.host ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits,
    hostHeaders,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function fetchError(url: string, opts: Parameters<typeof safeFetch>[1] = {}): Promise<SafeFetchError> {
  try {
    await safeFetch(url, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(SafeFetchError);
    return e as SafeFetchError;
  }
  throw new Error(`expected ${url} to be refused`);
}

const page = '<!doctype html><html><head><title>Pão de queijo</title></head><body><p>ok</p></body></html>';

/** A resolver over a fixed table that counts its calls. */
function tableResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const fn: Resolver = async (host: string) => {
    calls.push(host);
    const answers = table[host];
    if (!answers) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(fn, { calls });
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>not here</body></html>');
    }
  });
});
afterAll(async () => {
  await server.close();
});

describe('safeFetch refuses internal targets (a server listens on 127.0.0.1 and must never be reached)', () => {
  const literalForms: [string, (port: number) => string][] = [
    ['dotted loopback', (p) => `http://127.0.0.1:${p}/page`],
    ['decimal loopback 2130706433', (p) => `http://2130706433:${p}/page`],
    ['octal loopback 0177.0.0.1', (p) => `http://0177.0.0.1:${p}/page`],
    ['hex loopback 0x7f.1', (p) => `http://0x7f.1:${p}/page`],
    ['hex dword loopback 0x7f000001', (p) => `http://0x7f000001:${p}/page`],
    ['short loopback 127.1', (p) => `http://127.1:${p}/page`],
    ['trailing-dot loopback 127.0.0.1.', (p) => `http://127.0.0.1.:${p}/page`],
    ['other loopback 127.53.1.9', (p) => `http://127.53.1.9:${p}/page`],
    ['private 10/8', (p) => `http://10.1.2.3:${p}/`],
    ['private 172.16/12', (p) => `http://172.20.0.1:${p}/`],
    ['private 192.168/16', (p) => `http://192.168.1.1:${p}/`],
    ['cloud metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'],
    ['link-local 169.254/16', () => 'http://169.254.10.10/'],
    ['CGNAT 100.64/10', () => 'http://100.64.0.1/'],
    ['multicast 224/4', () => 'http://224.0.0.1/'],
    ['unspecified 0.0.0.0', (p) => `http://0.0.0.0:${p}/page`],
    ['unspecified short 0', (p) => `http://0:${p}/page`],
    ['broadcast 255.255.255.255', () => 'http://255.255.255.255/'],
    ['reserved 240/4', () => 'http://240.0.0.1/'],
    ['documentation 192.0.2/24', () => 'http://192.0.2.10/'],
    ['IPv6 loopback ::1', (p) => `http://[::1]:${p}/page`],
    ['IPv6 unspecified ::', (p) => `http://[::]:${p}/page`],
    ['IPv6 ULA fc00::/7', () => 'http://[fd12:3456::1]/'],
    ['IPv6 link-local fe80::/10', () => 'http://[fe80::1]/'],
    ['IPv6 multicast ff02::1', () => 'http://[ff02::1]/'],
    ['IPv4-mapped loopback ::ffff:127.0.0.1', (p) => `http://[::ffff:127.0.0.1]:${p}/page`],
    ['IPv4-mapped private ::ffff:10.0.0.1', () => 'http://[::ffff:10.0.0.1]/'],
    ['IPv4-mapped metadata ::ffff:a9fe:a9fe', () => 'http://[::ffff:a9fe:a9fe]/'],
    ['IPv4-compatible ::127.0.0.1', (p) => `http://[::127.0.0.1]:${p}/page`],
    ['NAT64 64:ff9b::10.0.0.1', () => 'http://[64:ff9b::a00:1]/'],
    ['NAT64 local-use 64:ff9b:1::', () => 'http://[64:ff9b:1::a00:1]/'],
    ['6to4 embedding 10.0.0.1', () => 'http://[2002:a00:1::1]/'],
    ['6to4 embedding 127.0.0.1', () => 'http://[2002:7f00:1::1]/'],
    ['Teredo with client 10.0.0.1', () => 'http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/'],
    ['IPv6 documentation 2001:db8::', () => 'http://[2001:db8::1]/'],
  ];
  for (const [name, build] of literalForms) {
    it(`refuses ${name} without any DNS lookup`, async () => {
      const resolver = tableResolver({});
      const hitsBefore = server.hits.length;
      const err = await fetchError(build(server.port), { resolver, timeoutMs: 2000 });
      expect(err.code).toBe('blocked');
      expect(resolver.calls).toEqual([]);
      expect(server.hits.length).toBe(hitsBefore);
    });
  }

  it('refuses localhost by name', async () => {
    const err = await fetchError(`http://localhost:${server.port}/page`, {
      resolver: tableResolver({ localhost: ['127.0.0.1'] }),
    });
    expect(err.code).toBe('blocked');
  });

  it('refuses a name that resolves to a private address', async () => {
    const err = await fetchError('http://intranet.example/', {
      resolver: tableResolver({ 'intranet.example': ['10.0.0.5'] }),
    });
    expect(err.code).toBe('blocked');
  });

  it('refuses a name when any of its addresses is internal', async () => {
    const resolver = tableResolver({ 'mixed.example': ['93.184.216.34', '192.168.0.10'] });
    const err = await fetchError('http://mixed.example/', { resolver });
    expect(err.code).toBe('blocked');
  });

  it('refuses a name resolving to an IPv6 ULA', async () => {
    const err = await fetchError('http://v6.example/', { resolver: tableResolver({ 'v6.example': ['fd00::7'] }) });
    expect(err.code).toBe('blocked');
  });

  it('refuses credentials in the URL', async () => {
    expect((await fetchError('http://user:secret@example.com/')).code).toBe('bad_url');
  });

  it('refuses schemes other than http and https', async () => {
    for (const u of [
      'ftp://example.com/a',
      'file:///etc/passwd',
      'gopher://example.com/',
      'data:text/html,hi',
      'javascript:alert(1)',
    ]) {
      expect((await fetchError(u)).code).toBe('bad_url');
    }
  });

  it('refuses text that is not a URL', async () => {
    expect((await fetchError('not a url')).code).toBe('bad_url');
  });

  it('refuses a loopback address even with the test option when the address is private', async () => {
    const err = await fetchError('http://10.0.0.1/', { allowLoopbackForTests: true });
    expect(err.code).toBe('blocked');
  });

  it('carries the one user-facing message', async () => {
    const err = await fetchError('http://10.0.0.1/');
    expect(err.userMessage).toBe('Failed to import recipe. Please check the URL and try again.');
  });
});

describe('safeFetch against an allowed test host', () => {
  it('fetches a page with the test-only loopback option, keeping the original Host', async () => {
    const resolver = tableResolver({ 'recipes.test': ['127.0.0.1'] });
    const res = await safeFetch(`http://recipes.test:${server.port}/page`, {
      resolver,
      allowLoopbackForTests: true,
      expect: 'html',
    });
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/html');
    expect(res.charset).toBe('utf-8');
    expect(res.body.toString('utf8')).toBe(page);
    expect(server.hostHeaders.at(-1)).toBe(`recipes.test:${server.port}`);
  });

  it('pins the checked address: a rebinding resolver is asked once, its later private answer never used', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls++;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const res = await safeFetch(`http://rebind.test:${server.port}/page`, {
      resolver: rebinding,
      allowLoopbackForTests: true,
    });
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
  });

  it('re-checks a redirect to the same name when its address has changed to a private one', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(302, { location: '/page' });
      res.end();
    });
    try {
      let calls = 0;
      const rebinding: Resolver = async () => {
        calls++;
        return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
      };
      const err = await fetchError(`http://rebind.test:${s.port}/start`, {
        resolver: rebinding,
        allowLoopbackForTests: true,
      });
      expect(err.code).toBe('blocked');
      expect(s.hits).toEqual(['/start']);
    } finally {
      await s.close();
    }
  });

  it('refuses a redirect from the allowed host to a private address', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(301, { location: 'http://192.168.1.1/admin' });
      res.end();
    });
    try {
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true });
      expect(err.code).toBe('blocked');
    } finally {
      await s.close();
    }
  });

  it('refuses a redirect to the cloud metadata address spelled in decimal', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(307, { location: 'http://2852039166/latest/meta-data/' });
      res.end();
    });
    try {
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true });
      expect(err.code).toBe('blocked');
    } finally {
      await s.close();
    }
  });

  it('refuses a redirect to a name that resolves privately', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(302, { location: 'http://internal.test/' });
      res.end();
    });
    try {
      const resolver = tableResolver({ 'internal.test': ['172.16.5.5'] });
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true, resolver });
      expect(err.code).toBe('blocked');
      expect(resolver.calls).toEqual(['internal.test']);
    } finally {
      await s.close();
    }
  });

  it('follows up to 5 redirects and refuses the 6th', async () => {
    const s = await startServer((req, res) => {
      const n = Number((req.url ?? '/0').slice(1));
      if (n >= 7) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(page);
        return;
      }
      res.writeHead(302, { location: `/${n + 1}` });
      res.end();
    });
    try {
      const ok = await safeFetch(`http://127.0.0.1:${s.port}/2`, { allowLoopbackForTests: true });
      expect(ok.url).toBe(`http://127.0.0.1:${s.port}/7`);
      expect(ok.redirects).toHaveLength(5);
      const err = await fetchError(`http://127.0.0.1:${s.port}/1`, { allowLoopbackForTests: true });
      expect(err.code).toBe('too_many_redirects');
    } finally {
      await s.close();
    }
  });

  it('refuses a streamed body past the 5 MB cap and stops reading', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 40 && res.write(chunk)) sent++;
        if (sent < 40) res.once('drain', pump);
        else res.end();
      };
      res.on('close', () => (sent = 40));
      pump();
    });
    try {
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true });
      expect(err.code).toBe('too_large');
    } finally {
      await s.close();
    }
  });

  it('refuses a declared Content-Length over the cap before reading', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) });
      res.write('<html>');
    });
    try {
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true });
      expect(err.code).toBe('too_large');
    } finally {
      await s.close();
    }
  });

  it('refuses a small gzip body that inflates past the cap', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(8 * 1024 * 1024, ' '));
    const s = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    try {
      expect(bomb.length).toBeLessThan(100_000);
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true });
      expect(err.code).toBe('too_large');
    } finally {
      await s.close();
    }
  });

  it('decompresses gzip and brotli pages', async () => {
    const s = await startServer((req, res) => {
      const br = req.url === '/br';
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': br ? 'br' : 'gzip' });
      res.end(br ? zlib.brotliCompressSync(page) : zlib.gzipSync(page));
    });
    try {
      for (const p of ['/gz', '/br']) {
        const res = await safeFetch(`http://127.0.0.1:${s.port}${p}`, { allowLoopbackForTests: true });
        expect(res.body.toString('utf8')).toBe(page);
      }
    } finally {
      await s.close();
    }
  });

  it('times out a server that never answers', async () => {
    const s = await startServer(() => undefined);
    try {
      const t0 = Date.now();
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true, timeoutMs: 300 });
      expect(err.code).toBe('timeout');
      expect(Date.now() - t0).toBeLessThan(3000);
    } finally {
      await s.close();
    }
  });

  it('times out a body that trickles past the budget', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const t = setInterval(() => res.write('<p>x</p>'), 50);
      res.on('close', () => clearInterval(t));
    });
    try {
      const err = await fetchError(`http://127.0.0.1:${s.port}/`, { allowLoopbackForTests: true, timeoutMs: 400 });
      expect(err.code).toBe('timeout');
    } finally {
      await s.close();
    }
  });

  it('reports a non-HTML content type when a page is expected', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(200, { 'content-type': req.url === '/json' ? 'application/json' : 'application/pdf' });
      res.end(req.url === '/json' ? '{"a":1}' : '%PDF-1.4');
    });
    try {
      for (const p of ['/pdf', '/json']) {
        const err = await fetchError(`http://127.0.0.1:${s.port}${p}`, { allowLoopbackForTests: true, expect: 'html' });
        expect(err.code).toBe('not_html');
      }
      const any = await safeFetch(`http://127.0.0.1:${s.port}/json`, { allowLoopbackForTests: true });
      expect(any.contentType).toBe('application/json');
    } finally {
      await s.close();
    }
  });

  it('accepts plain text when text is expected, and sniffs HTML sent without a type', async () => {
    const s = await startServer((req, res) => {
      if (req.url === '/txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('Pancakes\nIngredients\n2 eggs');
      else {
        res.removeHeader('content-type');
        res.writeHead(200).end(page);
      }
    });
    try {
      expect(
        (await safeFetch(`http://127.0.0.1:${s.port}/txt`, { allowLoopbackForTests: true, expect: 'text' }))
          .contentType,
      ).toBe('text/plain');
      expect(
        (await fetchError(`http://127.0.0.1:${s.port}/txt`, { allowLoopbackForTests: true, expect: 'html' })).code,
      ).toBe('not_html');
      const sniffed = await safeFetch(`http://127.0.0.1:${s.port}/none`, {
        allowLoopbackForTests: true,
        expect: 'html',
      });
      expect(sniffed.contentType).toBe('');
    } finally {
      await s.close();
    }
  });

  it('reports an HTTP error status', async () => {
    const err = await fetchError(`http://127.0.0.1:${server.port}/missing`, { allowLoopbackForTests: true });
    expect(err.code).toBe('http_error');
    expect(err.status).toBe(404);
  });

  it('reports a Cloudflare challenge as bot_challenge', async () => {
    const s = await startServer((req, res) => {
      res.writeHead(403, { 'content-type': 'text/html', 'cf-mitigated': req.url === '/header' ? 'challenge' : 'x' });
      res.end(
        '<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={}</script></body></html>',
      );
    });
    try {
      for (const p of ['/header', '/markup']) {
        const err = await fetchError(`http://127.0.0.1:${s.port}${p}`, { allowLoopbackForTests: true, expect: 'html' });
        expect(err.code).toBe('bot_challenge');
        expect(err.status).toBe(403);
      }
    } finally {
      await s.close();
    }
  });

  it('reports a captcha wall on 503 as bot_challenge, but not a recipe page with a reCAPTCHA comment form', async () => {
    const s = await startServer((req, res) => {
      if (req.url === '/wall') {
        res.writeHead(503, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>Sorry</title></head><body><div class="g-recaptcha"></div>Please verify you are human</body></html>',
        );
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          '<html><head><title>Lemon cake</title></head><body><h1>Lemon cake</h1><form><div class="g-recaptcha"></div></form></body></html>',
        );
      }
    });
    try {
      expect((await fetchError(`http://127.0.0.1:${s.port}/wall`, { allowLoopbackForTests: true })).code).toBe(
        'bot_challenge',
      );
      const ok = await safeFetch(`http://127.0.0.1:${s.port}/recipe`, { allowLoopbackForTests: true });
      expect(ok.status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
