import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake provider received. */
export interface ProviderCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** Resolves when the client closed the connection before an answer was sent. */
  aborted: Promise<void>;
}

/** What the fake answers: the model's text (and why it stopped), or nothing at all (it hangs). */
export type FakeAnswer = { text: string; stop?: 'stop' | 'length' } | { status: number; body: string } | 'hang';

/**
 * A small AI provider on 127.0.0.1 that speaks each wire protocol the app uses: OpenAI chat
 * completions (…/chat/completions), Anthropic messages (…/messages), Ollama (/api/chat) and an
 * OpenAI images endpoint (…/images/generations). Every call is recorded.
 */
export async function startFakeProvider(answer: (call: ProviderCall) => FakeAnswer) {
  const calls: ProviderCall[] = [];
  const listeners: Array<(call: ProviderCall) => void> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      let abortedResolve!: () => void;
      const aborted = new Promise<void>((resolve) => (abortedResolve = resolve));
      res.on('close', () => {
        if (!res.writableFinished) abortedResolve();
      });
      const call: ProviderCall = {
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        aborted,
      };
      calls.push(call);
      for (const l of listeners.splice(0)) l(call);
      const a = answer(call);
      if (a === 'hang') return;
      if ('status' in a) {
        res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
        return;
      }
      const path = call.path;
      let out: unknown;
      if (path.endsWith('/images/generations')) {
        out = { created: 1, data: [{ b64_json: a.text }] };
      } else if (path.endsWith('/messages')) {
        out = {
          id: 'msg_1',
          type: 'message',
          role: 'assistant',
          model: String(call.body.model),
          content: [{ type: 'text', text: a.text }],
          stop_reason: a.stop === 'length' ? 'max_tokens' : 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 20 },
        };
      } else if (path.endsWith('/api/chat')) {
        out = {
          model: String(call.body.model),
          created_at: new Date().toISOString(),
          message: { role: 'assistant', content: a.text },
          done: true,
          done_reason: a.stop === 'length' ? 'length' : 'stop',
          prompt_eval_count: 10,
          eval_count: 20,
        };
      } else if (path.endsWith('/chat/completions')) {
        out = {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: String(call.body.model),
          choices: [{ index: 0, message: { role: 'assistant', content: a.text }, finish_reason: a.stop ?? 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
        };
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    /** The next call (or the latest one if it already came). */
    nextCall(): Promise<ProviderCall> {
      return new Promise((resolve) => listeners.push(resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** A valid recipe as a model would answer it (chickpeas and tomatoes, 25 minutes), for the fakes to return. */
export function modelRecipe(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    description: 'A simple dish.',
    prepTime: 10,
    cookTime: 15,
    servings: 2,
    difficulty: 'Easy',
    ingredients: [
      { name: 'chickpeas', amount: '400 g' },
      { name: 'tomatoes', amount: '2' },
    ],
    instructions: [
      'Heat the oil in a pan and cook the tomatoes until soft.',
      'Add the chickpeas and simmer for 10 minutes.',
    ],
    tags: ['quick'],
    tips: ['Use canned chickpeas.'],
    ...extra,
  };
}

/**
 * A dish no cookbook has. With a model configured the cookbook answers what it knows and the
 * model the rest, so tests of the model's path ask for this.
 */
export const UNKNOWN_DISH = 'kraken thermidor';
