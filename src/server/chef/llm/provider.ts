import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createOllama } from 'ollama-ai-provider-v2';
import type { Config } from '../../config.ts';

export type AiConfig = NonNullable<Config['ai']>;

/**
 * Ollama's native API (/api/chat) lives under /api. Operators write the server root, the /api
 * folder, or the OpenAI-style /v1 address they use elsewhere: all three mean the same server.
 */
export function ollamaApiBase(baseUrl: string | undefined): string {
  const root = (baseUrl ?? 'http://127.0.0.1:11434').replace(/\/+$/, '').replace(/\/(?:v1|api)$/, '');
  return `${root}/api`;
}

/**
 * The language model for the operator's AI settings. The base URL comes from the operator's
 * configuration only (never from a user), so it does not go through the importer's guarded client.
 */
export function createLanguageModel(ai: AiConfig): LanguageModel {
  switch (ai.provider) {
    case 'openai':
      return createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(ai.model);
    case 'anthropic':
      return createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(ai.model);
    case 'ollama':
      // AI_API_KEY goes along for Ollama behind an auth proxy or Ollama's hosted service.
      return createOllama({
        baseURL: ollamaApiBase(ai.baseUrl),
        ...(ai.apiKey ? { headers: { Authorization: `Bearer ${ai.apiKey}` } } : {}),
      })(ai.model);
    case 'openai-compatible':
      if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for the openai-compatible provider.');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: ai.baseUrl,
        apiKey: ai.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(ai.model);
  }
}
