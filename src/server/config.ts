import path from 'node:path';
import { z } from 'zod';
import { langDataFiles, OcrDataError } from './lib/ocr-data.ts';
import { weakSecretReason } from './lib/secret-strength.ts';

/**
 * The only module that reads process.env. Every setting is validated once at boot; a bad value
 * stops the server with a sentence naming the variable.
 */
const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters long (make one with `openssl rand -hex 32`)',
  }),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  AI_PROVIDER: z.enum(['openai', 'anthropic', 'ollama', 'openai-compatible', '']).optional(),
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(60000),
  /** Pictures take longer than text: their own limit, used whether or not AI_PROVIDER is set. */
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(120000),
  /** Overrides the per-operation output budget (a week plan needs ~5-7k tokens). */
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(200000).optional(),
  AI_IMAGE_PROVIDER: optionalUrl,
  AI_IMAGE_MODEL: optionalText,
  AI_IMAGE_API_KEY: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY: optionalText,
  S3_SECRET_KEY: optionalText,
  S3_REGION: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v === 'true' || v === '1' || v === ''),
  /** Who may create an account; the first account of an instance always may (and is its admin). */
  SIGNUPS: z.enum(['open', 'invite', 'closed']).default('open'),
  REDIS_URL: optionalUrl,
  OCR_LANG_PATH: optionalText,
  /** Hosts on the local network webhooks may reach (comma-separated names or IP addresses). */
  WEBHOOK_ALLOWED_HOSTS: optionalText,
});

export type TEnv = z.infer<typeof ZEnv>;
export type TSignupMode = TEnv['SIGNUPS'];

export interface Config {
  env: TEnv['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Secret for signing upload URLs and similar; generated and stored in DATA_DIR when unset. */
  sessionSecret?: string;
  publicUrl?: string;
  secureCookies: boolean;
  logLevel: TEnv['LOG_LEVEL'];
  trustProxy: boolean;
  oidc?: { issuer: string; clientId: string; clientSecret?: string; name: string };
  ai?: {
    provider: 'openai' | 'anthropic' | 'ollama' | 'openai-compatible';
    model: string;
    baseUrl?: string;
    apiKey?: string;
    timeoutMs: number;
    /** AI_MAX_OUTPUT_TOKENS: replaces every operation's own output budget when set. */
    maxOutputTokens?: number;
  };
  /** AI_TIMEOUT_MS, also when no AI_PROVIDER is set. */
  aiTimeoutMs: number;
  aiImage?: { url: string; model?: string; apiKey?: string; timeoutMs: number };
  s3?: {
    endpoint?: string;
    bucket: string;
    accessKey: string;
    secretKey: string;
    region: string;
    forcePathStyle: boolean;
  };
  /** SIGNUPS: open (anyone), invite (with an administrator's invite) or closed (the CLI only). */
  signups: TSignupMode;
  redisUrl?: string;
  /** Absolute folder of Tesseract language data (eng and por, checked at boot); unset: the bundled data. */
  ocrLangPath?: string;
  /**
   * WEBHOOK_ALLOWED_HOSTS: host names and IP addresses (lower case, IPv6 without brackets) that
   * webhooks may reach even though they resolve to private or loopback addresses. Empty: none.
   */
  webhookAllowedHosts: string[];
}

export class ConfigError extends Error {}

/** Settings whose value must never appear in an error or a log. */
const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'AI_API_KEY',
  'AI_IMAGE_API_KEY',
  'OIDC_CLIENT_SECRET',
  'S3_SECRET_KEY',
]);

function describe(issue: z.core.$ZodIssue): string {
  const name = issue.path.join('.') || 'configuration';
  return `${name} ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const value = source[String(i.path[0])] ?? '';
      // A secret is never echoed into a log: its length says enough.
      const got = SECRET_VARIABLES.has(String(i.path[0])) ? `${value.trim().length} characters` : JSON.stringify(value);
      return `- ${describe(i)} (got ${got})`;
    });
    throw new ConfigError(`Tempero cannot start: the environment has invalid settings.\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const need = (cond: boolean, message: string) => {
    if (!cond) throw new ConfigError(`Tempero cannot start: ${message}`);
  };
  if (e.SESSION_SECRET) {
    const weak = weakSecretReason(e.SESSION_SECRET);
    need(
      weak === null,
      `SESSION_SECRET is too easy to guess: ${weak}. Make a random one with \`openssl rand -hex 32\` ` +
        '(the same value on every app server), or leave SESSION_SECRET unset to have Tempero generate one ' +
        'into DATA_DIR/.secret.',
    );
  }
  let oidc: Config['oidc'];
  if (e.OIDC_ISSUER || e.OIDC_CLIENT_ID) {
    need(Boolean(e.OIDC_ISSUER && e.OIDC_CLIENT_ID), 'OIDC_ISSUER and OIDC_CLIENT_ID must be set together.');
    oidc = {
      issuer: e.OIDC_ISSUER!,
      clientId: e.OIDC_CLIENT_ID!,
      clientSecret: e.OIDC_CLIENT_SECRET,
      name: e.OIDC_NAME ?? 'SSO',
    };
  }
  let ai: Config['ai'];
  if (e.AI_PROVIDER) {
    need(Boolean(e.AI_MODEL), `AI_MODEL must be set when AI_PROVIDER is "${e.AI_PROVIDER}".`);
    need(
      e.AI_PROVIDER !== 'openai-compatible' || Boolean(e.AI_BASE_URL),
      'AI_BASE_URL must be set when AI_PROVIDER is "openai-compatible".',
    );
    // Hosted providers refuse every call without a key: stop now instead of falling back forever.
    need(
      !['openai', 'anthropic'].includes(e.AI_PROVIDER) || Boolean(e.AI_API_KEY),
      `AI_API_KEY must be set when AI_PROVIDER is "${e.AI_PROVIDER}".`,
    );
    ai = {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL!,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      ...(e.AI_MAX_OUTPUT_TOKENS ? { maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS } : {}),
    };
  }
  let s3: Config['s3'];
  if (e.S3_BUCKET || e.S3_ENDPOINT || e.S3_ACCESS_KEY) {
    need(
      Boolean(e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY),
      'S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together.',
    );
    s3 = {
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET!,
      accessKey: e.S3_ACCESS_KEY!,
      secretKey: e.S3_SECRET_KEY!,
      region: e.S3_REGION ?? 'us-east-1',
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    };
  }
  let ocrLangPath: string | undefined;
  if (e.OCR_LANG_PATH) {
    ocrLangPath = path.resolve(e.OCR_LANG_PATH);
    try {
      langDataFiles(ocrLangPath);
    } catch (err) {
      if (err instanceof OcrDataError) throw new ConfigError(`Tempero cannot start: OCR_LANG_PATH ${err.message}`);
      throw err;
    }
  }
  const webhookAllowedHosts: string[] = [];
  for (const entry of (e.WEBHOOK_ALLOWED_HOSTS ?? '').split(',')) {
    const host = entry
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    if (host === '') continue;
    // A host, not a URL: no scheme, port, path or spaces (the port is the webhook URL's business).
    need(
      /^[a-z0-9.-]+$/.test(host) || /^[0-9a-f:.]+$/.test(host),
      `WEBHOOK_ALLOWED_HOSTS must list host names or IP addresses separated by commas (got "${entry.trim()}").`,
    );
    webhookAllowedHosts.push(host);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    secureCookies: Boolean(e.PUBLIC_URL?.startsWith('https://')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    oidc,
    ai,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiImage: e.AI_IMAGE_PROVIDER
      ? {
          url: e.AI_IMAGE_PROVIDER,
          model: e.AI_IMAGE_MODEL,
          apiKey: e.AI_IMAGE_API_KEY,
          timeoutMs: e.AI_IMAGE_TIMEOUT_MS,
        }
      : undefined,
    s3,
    signups: e.SIGNUPS,
    redisUrl: e.REDIS_URL,
    ocrLangPath,
    webhookAllowedHosts,
  };
}
