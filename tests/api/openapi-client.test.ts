import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GENERATED_FILE, generateClientTypes, openApiDocument, run } from '../../scripts/openapi-client.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-openapi-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the generated API client types (npm run api:generate)', () => {
  it('the committed file is what the server’s schemas generate today', async () => {
    const generated = await generateClientTypes(await openApiDocument());
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(generated);
  });

  it('--check fails on a stale file and passes once it is written again', async () => {
    const file = path.join(tmp, 'schema.generated.ts');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fs.writeFileSync(
      file,
      fs.readFileSync(GENERATED_FILE, 'utf8').replace("'/api/recipes/{id}'", "'/api/recipe/{id}'"),
    );
    expect(await run({ check: true, file })).toBe(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('is stale'));
    expect(await run({ check: false, file })).toBe(0);
    expect(await run({ check: true, file })).toBe(0);
    error.mockRestore();
    log.mockRestore();
  });

  it('describes request bodies and answers from the zod schemas, not as loose objects', async () => {
    const document = await openApiDocument();
    const item = document.paths?.['/api/recipes/{id}'] as { patch: { requestBody?: unknown; responses: object } };
    const patch = item.patch;
    expect(patch.requestBody).toBeDefined();
    expect(JSON.stringify(patch.responses)).toContain('"ingredients"');
  });
});
