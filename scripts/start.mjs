// `npm start`: builds the web app and the server only when their sources changed since the last
// build (a hash of every source file, kept in dist/build-stamp), then starts the built server.
// `npm run build` always builds; `node scripts/start.mjs --build-only` builds if needed and stops.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist/build-stamp');
const SOURCES = ['renderer', 'server', 'shared'];
const FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.server.build.json',
];
const OUTPUTS = ['dist/web/index.html', 'dist/web/prerender.json', 'dist/server/server/main.js'];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** One hash over the path and bytes of every file a build reads. */
function sourceStamp() {
  const hash = createHash('sha256');
  const files = [
    ...SOURCES.flatMap((dir) => walk(join(ROOT, dir))),
    ...FILES.map((f) => join(ROOT, f)),
  ]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stamp = sourceStamp();
const built = OUTPUTS.every((file) => existsSync(join(ROOT, file)));
const current = built && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === stamp;
if (current) {
  console.log('The build is current (sources unchanged since the last build): starting it.');
} else {
  console.log(built ? 'Sources changed: building.' : 'No build yet: building.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${stamp}\n`);
}
if (!process.argv.includes('--build-only')) await import(join(ROOT, 'dist/server/server/main.js'));
