import { expect } from 'vitest';
import type { TImportJob } from '../../src/shared/schemas/import-job.ts';
import { signUp, type SignedInUser, type TestApp } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Requests as one person (or a visitor) through the real app. */
export function caller(t: TestApp) {
  return (u: SignedInUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: u?.headers ?? {}, ...(payload ? { payload } : {}) });
}

/** An owner and a member who joined with a code. */
export async function family(
  t: TestApp,
  names: { owner?: string; member?: string } = {},
): Promise<{ owner: SignedInUser; member: SignedInUser }> {
  const owner = await signUp(t.app, { firstName: names.owner ?? 'Ana' });
  const member = await signUp(t.app, { firstName: names.member ?? 'Pedro' });
  await join(t, owner, member);
  return { owner, member };
}

/** `who` joins the household `owner` owns, with a fresh code. */
export async function join(t: TestApp, owner: SignedInUser, who: SignedInUser): Promise<void> {
  const call = caller(t);
  const invited = await call(owner, 'POST', '/api/household/invitations');
  expect(invited.statusCode, invited.body).toBe(201);
  const joined = await call(who, 'POST', '/api/household/join', { code: invited.json().code });
  expect(joined.statusCode, joined.body).toBe(200);
}

/** Upload an export, start it, wait for the background job; the finished job as the API shows it. */
export async function importFile(
  t: TestApp,
  user: SignedInUser,
  format: string,
  body: Buffer,
  fileName = 'export',
): Promise<TImportJob> {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/import-jobs?format=${format}&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...user.headers, 'content-type': 'application/octet-stream' },
    body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<TImportJob>().id;
  const started = await t.app.inject({ method: 'POST', url: `/api/import-jobs/${id}/start`, headers: user.headers });
  expect(started.statusCode, started.body).toBe(202);
  await t.app.ctx.services.importJobs.idle();
  return (await t.app.inject({ method: 'GET', url: `/api/import-jobs/${id}`, headers: user.headers })).json();
}
