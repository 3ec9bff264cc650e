// Prints the largest functions of the code base by line count (migrations and the art generator's
// drawing tables are left out), and exits non-zero when one is over the limit.
//   node scripts/largest-functions.mjs [--top 15] [--limit 150]
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const TOP = option('--top', 15);
const LIMIT = option('--limit', 150);
const EXCLUDED = [/\/migrations\//, /\.d\.ts$/];
// The art generator's drawing tables: one case per scene or effect, each a few lines of shapes.
const DRAWING_TABLES = new Set([
  'renderer/scripts/art/scenery.ts:scene',
  'renderer/scripts/art/effects.ts:effect',
]);

const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !EXCLUDED.some((pattern) => pattern.test(file)));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.end).line;
      found.push({ file, line: start + 1, lines: end - start + 1, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name))
    return parent.name.text;
  if (parent && ts.isCallExpression(parent))
    return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

found.sort((a, b) => b.lines - a.lines);
const measured = found.filter((f) => !DRAWING_TABLES.has(`${f.file}:${f.name}`));
for (const f of measured.slice(0, TOP))
  console.log(`${String(f.lines).padStart(5)}  ${f.file}:${f.line}  ${f.name}`);
const over = measured.filter((f) => f.lines > LIMIT);
console.log(
  `largest function: ${measured[0]?.lines ?? 0} lines; ${over.length} over ${LIMIT} (tests included; migrations and the art generator's drawing tables left out)`,
);
if (process.argv.includes('--check') && over.length) process.exit(1);
