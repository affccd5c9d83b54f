import fs from 'node:fs/promises';
import path from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ImportFileError } from './errors.ts';

/**
 * The files of an upload, whatever it is: a zip (entries), a folder (CLI: a Nextcloud Cookbook
 * folder) or one plain file. Formats read them through this interface only, so every cap below
 * applies to all of them.
 */
export interface FileSet {
  files: Array<{ path: string; size: number }>;
  /** The bytes of one file; refuses more than maxBytes (the declared size and the real one). */
  read(path: string, maxBytes: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** Caps against zip bombs: total uncompressed bytes, the ratio of one entry, the entry count. */
export const ZIP_LIMITS = {
  maxTotalUncompressed: 2 * 1024 * 1024 * 1024,
  maxEntries: 50_000,
  /** Text compresses ~10:1, JSON of repeated keys up to ~50:1; 200:1 only comes from a bomb. */
  maxRatio: 200,
  /** The ratio is only judged on entries above this size (tiny entries have silly ratios). */
  ratioFloor: 1024 * 1024,
};

const ZIP_MAGIC = Buffer.from([0x50, 0x4b]);

/** Paths inside archives are only ever names: never absolute, never climbing out. */
export function checkEntryName(name: string): void {
  const n = name.replace(/\\/g, '/');
  if (n.startsWith('/') || /^[A-Za-z]:/.test(n) || n.split('/').includes('..')) {
    throw new ImportFileError(
      'unsafe_path',
      `The archive holds an unsafe path (${name.slice(0, 100)}); nothing was imported.`,
    );
  }
}

function openZip(open: (cb: (err: Error | null, zip: ZipFile) => void) => void): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    open((err, zip) => {
      if (err) reject(new ImportFileError('not_zip', 'The file is not a zip archive (or it is damaged).'));
      else resolve(zip);
    }),
  );
}

function listEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let total = 0;
    zip.on('entry', (e: Entry) => {
      try {
        checkEntryName(e.fileName);
        if (entries.length >= ZIP_LIMITS.maxEntries) {
          throw new ImportFileError(
            'zip_bomb',
            `The archive holds more than ${ZIP_LIMITS.maxEntries} files; nothing was imported.`,
          );
        }
        total += e.uncompressedSize;
        if (total > ZIP_LIMITS.maxTotalUncompressed) {
          throw new ImportFileError(
            'zip_bomb',
            'The archive unpacks to more than 2 GB (a zip bomb?); nothing was imported.',
          );
        }
        if (
          e.uncompressedSize > ZIP_LIMITS.ratioFloor &&
          e.uncompressedSize / Math.max(1, e.compressedSize) > ZIP_LIMITS.maxRatio
        ) {
          throw new ImportFileError(
            'zip_bomb',
            `"${e.fileName.slice(0, 100)}" is compressed more than ${ZIP_LIMITS.maxRatio}:1 (a zip bomb?); nothing was imported.`,
          );
        }
        if (!/\/$/.test(e.fileName)) entries.push(e);
        zip.readEntry();
      } catch (err) {
        zip.close();
        reject(err);
      }
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => {
      // yauzl refuses "../" and absolute names itself ("invalid relative path").
      if (/relative path|absolute path|invalid characters/i.test(err.message)) {
        reject(new ImportFileError('unsafe_path', 'The archive holds an unsafe path; nothing was imported.'));
      } else reject(new ImportFileError('not_zip', `The zip archive is damaged: ${err.message}`));
    });
    zip.readEntry();
  });
}

function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) {
    return Promise.reject(
      new ImportFileError('too_large', `"${entry.fileName}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`),
    );
  }
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new ImportFileError('not_zip', `"${entry.fileName}" cannot be read: ${err.message}`));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        // yauzl also checks the real size against the declared one (validateEntrySizes).
        if (size > maxBytes)
          stream.destroy(new ImportFileError('too_large', `"${entry.fileName}" is larger than declared.`));
        else chunks.push(c);
      });
      stream.on('error', (e: Error) =>
        reject(
          e instanceof ImportFileError
            ? e
            : new ImportFileError('not_zip', `"${entry.fileName}" cannot be read: ${e.message}`),
        ),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

async function zipFileSet(zip: ZipFile): Promise<FileSet> {
  const entries = await listEntries(zip);
  const byName = new Map(entries.map((e) => [e.fileName, e]));
  return {
    files: entries.map((e) => ({ path: e.fileName, size: e.uncompressedSize })),
    async read(p, maxBytes) {
      const e = byName.get(p);
      if (!e) throw new ImportFileError('missing', `"${p}" is not in the archive.`);
      return readEntry(zip, e, maxBytes);
    },
    async close() {
      zip.close();
    },
  };
}

const ZIP_OPTIONS = {
  lazyEntries: true,
  autoClose: false,
  validateEntrySizes: true,
  strictFileNames: false,
  decodeStrings: true,
};

/** A zip held in memory (an archive inside the archive, as Tandoor writes them). */
export async function zipFromBuffer(bytes: Buffer): Promise<FileSet> {
  if (bytes.length < 4 || !bytes.subarray(0, 2).equals(ZIP_MAGIC))
    throw new ImportFileError('not_zip', 'The file is not a zip archive.');
  return zipFileSet(await openZip((cb) => yauzl.fromBuffer(bytes, ZIP_OPTIONS, cb)));
}

async function folderFileSet(root: string): Promise<FileSet> {
  const files: Array<{ path: string; size: number }> = [];
  const walk = async (dir: string, depth: number) => {
    if (depth > 4) return;
    for (const d of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) await walk(full, depth + 1);
      else if (d.isFile())
        files.push({ path: path.relative(root, full).split(path.sep).join('/'), size: (await fs.stat(full)).size });
      if (files.length > ZIP_LIMITS.maxEntries)
        throw new ImportFileError('zip_bomb', 'The folder holds too many files.');
    }
  };
  await walk(root, 0);
  const known = new Set(files.map((f) => f.path));
  return {
    files,
    async read(p, maxBytes) {
      if (!known.has(p)) throw new ImportFileError('missing', `"${p}" is not in the folder.`);
      const full = path.join(root, p);
      const { size } = await fs.stat(full);
      if (size > maxBytes)
        throw new ImportFileError('too_large', `"${p}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      return fs.readFile(full);
    },
    async close() {},
  };
}

/** Opens an uploaded file (or, from the CLI, a folder). `name` is the name the user gave it. */
export async function openFileSet(file: string, name = path.basename(file)): Promise<FileSet> {
  const stat = await fs.stat(file);
  if (stat.isDirectory()) return folderFileSet(file);
  if (stat.size === 0) throw new ImportFileError('empty', 'The file is empty (0 bytes).');
  const head = Buffer.alloc(4);
  const fh = await fs.open(file, 'r');
  try {
    await fh.read(head, 0, 4, 0);
  } finally {
    await fh.close();
  }
  if (head.subarray(0, 2).equals(ZIP_MAGIC))
    return zipFileSet(await openZip((cb) => yauzl.open(file, ZIP_OPTIONS, cb)));
  const base = name.replace(/[\\/]/g, '_') || 'file';
  return {
    files: [{ path: base, size: stat.size }],
    async read(p, maxBytes) {
      if (p !== base) throw new ImportFileError('missing', `"${p}" is not in the upload.`);
      if (stat.size > maxBytes)
        throw new ImportFileError('too_large', `"${p}" is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
      return fs.readFile(file);
    },
    async close() {},
  };
}

/** Junk that archivers add (macOS resource forks, Finder files): never a recipe, never reported. */
export function isJunk(p: string): boolean {
  return (
    /(^|\/)__MACOSX\//.test(p) || /(^|\/)\.DS_Store$/.test(p) || /(^|\/)\._/.test(p) || /(^|\/)Thumbs\.db$/i.test(p)
  );
}
