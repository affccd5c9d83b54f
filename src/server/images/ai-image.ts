import type { Config } from '../config.ts';

const MAX_RESPONSE_BYTES = 40 * 1024 * 1024;

export class ImageModelError extends Error {}

export function imagePrompt(title: string, ingredients: string[]): string {
  const list = ingredients.slice(0, 12).join(', ');
  return (
    `An appetizing, realistic overhead photograph of "${title}", a home-cooked dish` +
    (list ? ` made with ${list}` : '') +
    '. Served on a plate on a table, soft natural window light, shallow depth of field. No text, no people, no hands.'
  );
}

async function readCapped(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new ImageModelError('The image model answered with too much data.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks the operator's OpenAI-compatible images endpoint for one 1024×1024 picture and returns its
 * bytes. The URL is operator configuration (it may be a model server on the local network), not
 * user input, so it is called directly rather than through the importer's guarded client.
 */
export async function drawWithModel(
  settings: NonNullable<Config['aiImage']>,
  prompt: string,
  timeoutMs: number,
): Promise<Buffer> {
  let res: Response;
  try {
    res = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, prompt, n: 1, size: '1024x1024', response_format: 'b64_json' }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    throw new ImageModelError(`The image model could not be reached: ${(err as Error).message}`);
  }
  const text = await readCapped(res, MAX_RESPONSE_BYTES);
  if (!res.ok) throw new ImageModelError(`The image model answered ${res.status}: ${text.slice(0, 200)}`);
  let b64: unknown;
  try {
    b64 = (JSON.parse(text) as { data?: Array<{ b64_json?: unknown }> }).data?.[0]?.b64_json;
  } catch {
    throw new ImageModelError('The image model did not answer JSON.');
  }
  if (typeof b64 !== 'string' || b64.length === 0)
    throw new ImageModelError('The image model answered without an image.');
  return Buffer.from(b64, 'base64');
}
