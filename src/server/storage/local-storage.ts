import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertKey, ObjectTooLargeError, type ObjectStorage, type StoredObjectInfo } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
}

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException)?.code === 'ENOENT';
}

/** Objects as files under one folder; writes go through a temporary file and a rename. */
export function localStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const s = await fsp.stat(fileOf(key));
      return s.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(tmp, body, { mode: 0o640 });
      await fsp.rename(tmp, file);
    },
    async get(key) {
      const info = await stat(key);
      if (!info) return null;
      return { ...info, body: fs.createReadStream(fileOf(key)) };
    },
    async read(key, maxBytes) {
      const info = await stat(key);
      if (!info) return null;
      if (info.size > maxBytes) throw new ObjectTooLargeError(info.size);
      return fsp.readFile(fileOf(key));
    },
    head: stat,
    async copy(fromKey, toKey) {
      const to = fileOf(toKey);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      await fsp.copyFile(fileOf(fromKey), to);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fsp.rm(fileOf(key), { force: true })));
    },
    async presignPut() {
      return null;
    },
  };
}
