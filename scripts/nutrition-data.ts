/**
 * Rebuilds src/shared/food/usda-sr24.generated.ts from USDA SR24 as Debian packages it inside
 * `cronometer` (public domain data). Extracts exactly the SR24 foods the knowledge room names
 * (the `usda` of each record in src/knowledge/foods).
 *
 *   npm run data:nutrition                 # downloads the package with apt-get download
 *   npm run data:nutrition -- path/to.deb  # or uses a .deb (or the usda_sr24.jar) you have
 *   npm run data:nutrition -- --check      # fails when the committed file differs
 *
 * Needs apt-get (download only) and dpkg-deb; nothing is installed and the app never reads the
 * package at run time.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadRoom } from '../src/server/knowledge/room.ts';
import { renderFoodTable } from '../src/shared/food/sr24-transform.ts';

const root = path.resolve(import.meta.dirname, '..');
const outFile = path.join(root, 'src/shared/food/usda-sr24.generated.ts');

/** The files of a zip archive by name, read from its central directory (stored or deflated). */
function readZip(buf: Buffer, wanted: ReadonlySet<string>): Map<string, string> {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error('not a zip file');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip central directory');
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    at += 46 + nameLen + extraLen + commentLen;
    if (!wanted.has(name)) continue;
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataAt, dataAt + size);
    out.set(name, (method === 8 ? zlib.inflateRawSync(raw) : raw).toString('utf8'));
  }
  return out;
}

function findJar(arg: string | undefined, tmp: string): { jar: string; pkg: string } {
  let deb = arg;
  if (deb?.endsWith('.jar')) return { jar: deb, pkg: 'cronometer' };
  if (!deb) {
    execFileSync('apt-get', ['download', 'cronometer'], { cwd: tmp, stdio: 'inherit' });
    deb = path.join(
      tmp,
      fs.readdirSync(tmp).find((f) => f.endsWith('.deb'))!,
    );
  }
  const out = path.join(tmp, 'x');
  execFileSync('dpkg-deb', ['-x', deb, out]);
  return { jar: path.join(out, 'usr/share/cronometer/usda_sr24.jar'), pkg: path.basename(deb) };
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sr24-'));
try {
  const { jar, pkg } = findJar(
    args.find((a) => !a.startsWith('--')),
    tmp,
  );
  const ids = [
    ...new Set(
      [...loadRoom().foods.values()].flatMap((f) => [...(f.usda ? [f.usda] : []), ...(f.eaten ? [f.eaten.usda] : [])]),
    ),
  ].sort();
  const files = readZip(fs.readFileSync(jar), new Set(ids.map((id) => `usda_sr24/${id}.xml`)));
  const missing = ids.filter((id) => !files.has(`usda_sr24/${id}.xml`));
  if (missing.length) throw new Error(`not in SR24: ${missing.join(', ')}`);
  const byId = new Map(ids.map((id) => [id, files.get(`usda_sr24/${id}.xml`)!]));
  const text = renderFoodTable(byId, { package: pkg });
  if (check) {
    const same = fs.existsSync(outFile) && fs.readFileSync(outFile, 'utf8') === text;
    console.log(same ? `${outFile} is up to date (${ids.length} foods)` : `${outFile} differs`);
    process.exitCode = same ? 0 : 1;
  } else {
    fs.writeFileSync(outFile, text);
    console.log(`wrote ${outFile}: ${ids.length} foods, ${text.length} bytes`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
