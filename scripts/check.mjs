// `npm run check`: the fast gate a developer runs before committing, and the first step of CI.
// Lint (cached), types (incremental project build), formatting (cached) and dead code run side by
// side with the unit tests related to the files changed since HEAD (none in a clean clone, where
// the full test run follows anyway). Prints each step's time and exits non-zero if any failed.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Server test files that start servers in processes of their own, take a database away, load it
 * or fuzz the whole API. Every server file imports the app, so each is "related" to any change on
 * the server: together they were 87 s of the 239 s of test time the gate spent after a one-line
 * change to `server/auth/auth.service.ts` (2026-11-30). The gate runs one only when a file in its
 * own folder changed; `npm test` always runs them all.
 */
const WHOLE_PROCESS_TESTS = [
  'server/database/data-folder.test.ts',
  'server/shutdown.test.ts',
  'server/health/health-port.test.ts',
  'server/health/health-while-busy.test.ts',
  'tests/server/database-concurrency.test.ts',
  'tests/server/database-outage.test.ts',
  'tests/server/database-saturation.test.ts',
  'tests/server/throwaway-database.test.ts',
  'tests/server/openapi-contract.test.ts',
];

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

/** The unit tests related to the changed files, as a step, or undefined when none changed. */
function relatedTests(changed) {
  if (!changed.length) return undefined;
  const folders = new Set(changed.map((file) => dirname(file)));
  const leftToTheFullRun = WHOLE_PROCESS_TESTS.filter((file) => !folders.has(dirname(file)));
  const left = leftToTheFullRun.length
    ? ` (${leftToTheFullRun.length} whole-process server files left to npm test)`
    : '';
  return [
    `unit tests related to ${changed.length} changed files${left}`,
    'npx',
    [
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      '--project',
      'server',
      '--project',
      'renderer',
      '--project',
      'renderer-mocks',
      '--project',
      'art',
      ...leftToTheFullRun.flatMap((file) => ['--exclude', file]),
      ...changed,
    ],
  ];
}

// Every step at once: the tests spend much of their time waiting on a database or a socket, which
// the static steps fill.
const related = relatedTests(changedFiles());
const results = await Promise.all(
  [...STATIC_STEPS, ...(related ? [related] : [])].map(([name, command, args]) =>
    run(name, command, args),
  ),
);
if (!related)
  results.push({
    name: 'unit tests related to changed files (none changed)',
    ok: true,
    seconds: '0.0',
  });
const stale = WHOLE_PROCESS_TESTS.filter((file) => !existsSync(file));
if (stale.length)
  results.push({
    name: `WHOLE_PROCESS_TESTS names no file: ${stale.join(', ')}`,
    ok: false,
    seconds: '0.0',
  });
console.log('\ncheck:');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${seconds.padStart(6)} s  ${name}`);
if (results.some((result) => !result.ok)) process.exit(1);
