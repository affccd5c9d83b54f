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
