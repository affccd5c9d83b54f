import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

async function linesAt(level: string): Promise<Array<{ level: number; msg: string }>> {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fail', async () => {
    throw new Error('boom');
  });
  await app.inject({ url: '/ok' });
  await app.inject({ url: '/fail' });
  await app.close();
  return lines;
}

describe('request log', () => {
  it('writes no line per request at info, and still the failed one', async () => {
    const lines = await linesAt('info');
    expect(lines.map((l) => l.msg)).not.toContain('request completed');
    expect(lines.map((l) => l.msg)).not.toContain('incoming request');
    expect(lines.some((l) => l.level >= 50 && /boom|errored/.test(l.msg))).toBe(true);
  });

  it('writes them at debug', async () => {
    const msgs = (await linesAt('debug')).map((l) => l.msg);
    expect(msgs.filter((m) => m === 'incoming request')).toHaveLength(2);
    expect(msgs).toContain('request completed');
  });
});
