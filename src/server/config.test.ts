import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const require = createRequire(import.meta.url);
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** The bundled language data of `lang`, as a file in `dir` (gzipped or not). */
function copyLangData(dir: string, lang: 'eng' | 'por', gzipped: boolean): void {
  const pkg = require(`@tesseract.js-data/${lang}`) as { langPath: string };
  const gz = fs.readFileSync(path.join(`${pkg.langPath}_best_int`, `${lang}.traineddata.gz`));
  if (gzipped) fs.writeFileSync(path.join(dir, `${lang}.traineddata.gz`), gz);
  else fs.writeFileSync(path.join(dir, `${lang}.traineddata`), zlib.gunzipSync(gz));
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tempero-ocr-config-'));
  made.push(dir);
  return dir;
}

describe('OCR_LANG_PATH', () => {
  it('is unset by default: OCR uses the bundled data', () => {
    expect(loadConfig({}).ocrLangPath).toBeUndefined();
  });

  it('accepts a folder holding English and Portuguese data, gzipped or not, as an absolute path', () => {
    const dir = tempDir();
    copyLangData(dir, 'eng', true);
    copyLangData(dir, 'por', false);
    const relative = path.relative(process.cwd(), dir);
    expect(loadConfig({ OCR_LANG_PATH: relative }).ocrLangPath).toBe(dir);
  });

  it('stops the server with a sentence naming the variable for a missing folder', () => {
    const missing = path.join(os.tmpdir(), 'tempero-no-such-folder-for-ocr');
    expect(() => loadConfig({ OCR_LANG_PATH: missing })).toThrow(ConfigError);
    expect(() => loadConfig({ OCR_LANG_PATH: missing })).toThrow(/OCR_LANG_PATH/);
  });

  it('refuses a folder without the Portuguese data', () => {
    const dir = tempDir();
    copyLangData(dir, 'eng', true);
    expect(() => loadConfig({ OCR_LANG_PATH: dir })).toThrow(/OCR_LANG_PATH.*por\.traineddata/s);
  });

  it('refuses a file that is not Tesseract LSTM data (tesseract.js would crash the process on it)', () => {
    const dir = tempDir();
    copyLangData(dir, 'eng', true);
    fs.writeFileSync(path.join(dir, 'por.traineddata'), 'not language data at all');
    expect(() => loadConfig({ OCR_LANG_PATH: dir })).toThrow(/OCR_LANG_PATH.*por\.traineddata/s);
  });
});

describe('AI settings', () => {
  it.each(['openai', 'anthropic'])(
    'AI_PROVIDER=%s without AI_API_KEY stops at start, naming the variable',
    (provider) => {
      expect(() => loadConfig({ AI_PROVIDER: provider, AI_MODEL: 'm' })).toThrow(ConfigError);
      expect(() => loadConfig({ AI_PROVIDER: provider, AI_MODEL: 'm' })).toThrow(
        /AI_API_KEY must be set when AI_PROVIDER is "/,
      );
      expect(loadConfig({ AI_PROVIDER: provider, AI_MODEL: 'm', AI_API_KEY: 'sk-x' }).ai?.apiKey).toBe('sk-x');
    },
  );

  it('ollama and openai-compatible servers may run without a key', () => {
    expect(loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'llama3' }).ai?.provider).toBe('ollama');
    expect(
      loadConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm', AI_BASE_URL: 'http://127.0.0.1:8080/v1' }).ai
        ?.apiKey,
    ).toBeUndefined();
  });

  it('images get their own timeout, longer than text by default, with or without AI_PROVIDER', () => {
    const plain = loadConfig({ AI_IMAGE_PROVIDER: 'http://127.0.0.1:9/v1/images/generations' });
    expect(plain.aiImage?.timeoutMs).toBeGreaterThan(loadConfig({}).aiTimeoutMs);
    expect(
      loadConfig({ AI_IMAGE_PROVIDER: 'http://127.0.0.1:9/x', AI_IMAGE_TIMEOUT_MS: '5000' }).aiImage?.timeoutMs,
    ).toBe(5000);
    expect(() => loadConfig({ AI_IMAGE_TIMEOUT_MS: '10' })).toThrow(/AI_IMAGE_TIMEOUT_MS/);
  });

  it('AI_MAX_OUTPUT_TOKENS is a positive whole number', () => {
    expect(
      loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'm', AI_MAX_OUTPUT_TOKENS: '12000' }).ai?.maxOutputTokens,
    ).toBe(12000);
    expect(loadConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'm' }).ai?.maxOutputTokens).toBeUndefined();
    expect(() => loadConfig({ AI_MAX_OUTPUT_TOKENS: 'lots' })).toThrow(/AI_MAX_OUTPUT_TOKENS/);
  });
});

describe('SIGNUPS', () => {
  it('is open by default; invite and closed are taken; anything else stops the server naming it', () => {
    expect(loadConfig({}).signups).toBe('open');
    expect(loadConfig({ SIGNUPS: 'invite' }).signups).toBe('invite');
    expect(loadConfig({ SIGNUPS: 'closed' }).signups).toBe('closed');
    expect(() => loadConfig({ SIGNUPS: 'invites' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGNUPS: 'Closed' })).toThrow(/SIGNUPS .*got "Closed"/);
  });
});

describe('SESSION_SECRET', () => {
  const refused = (value: string) => {
    try {
      loadConfig({ SESSION_SECRET: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    return null;
  };

  it('refuses placeholders and guessable values of 32 characters or more, naming the variable and the fix', () => {
    const weak = [
      'change-me-change-me-change-me-change-me',
      'CHANGEME_please_set_a_real_value_here_1234',
      'replace-this-with-a-long-random-string-xyz',
      'your-secret-here-0f3a9c1b2d4e5f60718293a4',
      'e'.repeat(40),
      '0123456789'.repeat(4),
      'abcdefgh'.repeat(5),
      'Tq9!Tq9!Tq9!Tq9!Tq9!Tq9!Tq9!Tq9!Tq9!',
      'abababababababababababababababababab'.replace(/b/g, 'c'),
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab1234567',
      '11111111111111111111111111112222333',
    ];
    for (const value of weak) {
      expect(value.length, value).toBeGreaterThanOrEqual(32);
      const message = refused(value);
      expect(message, value).toMatch(/^Tempero cannot start: SESSION_SECRET is too easy to guess: /);
      expect(message, value).toContain('openssl rand -hex 32');
      // The value itself is never written into the error (it ends up in logs).
      expect(message, value).not.toContain(value);
    }
  });

  it('a too short one names its length, not its value', () => {
    const message = refused('short-but-secret');
    expect(message).toContain('SESSION_SECRET must be at least 32 characters long');
    expect(message).toContain('openssl rand -hex 32');
    expect(message).toContain('(got 16 characters)');
    expect(message).not.toContain('short-but-secret');
  });

  it('accepts generated secrets of every usual kind, and no secret at all (the embedded default)', async () => {
    const crypto = await import('node:crypto');
    for (let i = 0; i < 200; i++) {
      for (const value of [
        crypto.randomBytes(16).toString('hex'),
        crypto.randomBytes(32).toString('hex'),
        crypto.randomBytes(32).toString('base64'),
        crypto.randomBytes(24).toString('base64url'),
      ])
        expect(loadConfig({ SESSION_SECRET: value }).sessionSecret).toBe(value);
    }
    // A long pass phrase typed by a person is not refused for being words.
    expect(refused('correct horse battery staple, cooked slowly overnight')).toBeNull();
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    expect(loadConfig({ SESSION_SECRET: '' }).sessionSecret).toBeUndefined();
  });

  it('the embedded default (DATA_DIR/.secret, made when SESSION_SECRET is unset) passes the same check', async () => {
    const { resolveSecret } = await import('./app.ts');
    const { weakSecretReason } = await import('./lib/secret-strength.ts');
    const dir = tempDir();
    const secret = resolveSecret(loadConfig({ DATA_DIR: dir }));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(weakSecretReason(secret)).toBeNull();
    expect(loadConfig({ SESSION_SECRET: secret }).sessionSecret).toBe(secret);
  });

  it('the data folder that holds the made secret is closed to other users, even one made 0755 before', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { resolveSecret } = await import('./app.ts');
    const dir = path.join(tempDir(), 'data');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    resolveSecret(loadConfig({ DATA_DIR: dir }));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dir, '.secret')).mode & 0o777).toBe(0o600);
  });
});
