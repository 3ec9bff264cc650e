// `npm run check`: the fast gate a developer runs before committing, and the first step of CI.
// Lint (cached), types (incremental project build), formatting (cached) and dead code run side by
// side; then the unit tests related to the files changed since HEAD (none in a clean clone, where
// the full test run follows anyway). Prints each step's time and exits non-zero if any failed.
import { spawn, execFileSync } from 'node:child_process';

const STATIC_STEPS = [
  ['lint', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
  ['types', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['format', 'npx', ['prettier', '--check', '--cache', '--log-level', 'warn', '.']],
  ['dead code', 'npx', ['knip', '--no-progress']],
  ['function size', 'node', ['scripts/largest-functions.mjs', '--top', '3', '--check']],
  ['partner client drift', 'node', ['scripts/partner-client.mjs', '--check']],
];

function run(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(`--- ${name}\n${output.trimEnd()}\n`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

/** Files changed against HEAD, tracked or new, that still exist. */
function changedFiles() {
  const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n');
  const files = [
    ...git('diff', '--name-only', '--diff-filter=d', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ];
  return [...new Set(files.filter((file) => /\.(ts|tsx|mjs)$/.test(file)))];
}

const results = await Promise.all(
  STATIC_STEPS.map(([name, command, args]) => run(name, command, args)),
);
const changed = changedFiles();
if (changed.length) {
  results.push(
    await run(`unit tests related to ${changed.length} changed files`, 'npx', [
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      '--project',
      'server',
      '--project',
      'renderer',
      '--project',
      'art',
      ...changed,
    ]),
  );
} else {
  results.push({
    name: 'unit tests related to changed files (none changed)',
    ok: true,
    seconds: '0.0',
  });
}
console.log('\ncheck:');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${seconds.padStart(6)} s  ${name}`);
if (results.some((result) => !result.ok)) process.exit(1);
