import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REACT_DOM_CLIENT,
  REACT_DOM_SENTINELS,
  stacklessReactSentinels,
  withStacklessSentinels,
} from './stackless-react-sentinels';

// The file the web build bundles (react-dom/client in production), beside the package's main file.
const reactDomClient = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs',
  'react-dom-client.production.js',
);

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => unknown;
const transform = stacklessReactSentinels().transform as Transform;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe("React DOM's sentinel errors in the web build", () => {
  it('makes all five of the installed React DOM without a stack', () => {
    expect(REACT_DOM_CLIENT.test(reactDomClient)).toBe(true);
    const source = readFileSync(reactDomClient, 'utf8');
    const { code, count } = withStacklessSentinels(source);
    expect(count).toBe(REACT_DOM_SENTINELS.length);
    for (const name of REACT_DOM_SENTINELS) {
      expect(source).toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(code).toMatch(new RegExp(`\\b${name} = Object\\.create\\(Error\\.prototype`));
    }
    // Every other error React DOM makes is left as it was.
    expect(code.match(/\bError\(/g)?.length).toBe(
      source.match(/\bError\(/g)!.length - REACT_DOM_SENTINELS.length,
    );
  });

  it('gives React an error it knows by identity, with its message and no stack', () => {
    const { code } = withStacklessSentinels(
      'var SuspenseException = Error(formatProdErrorMessage(460));\n' +
        'function suspend() { throw SuspenseException; }',
    );
    const run = new Function(
      'formatProdErrorMessage',
      `${code}\ntry { suspend(); } catch (thrown) { return [thrown, SuspenseException]; }`,
    ) as (format: (code: number) => string) => [unknown, unknown];
    const [thrown, sentinel] = run((code) => `Minified React error #${code}`);
    expect(thrown).toBe(sentinel);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Minified React error #460');
    expect(String(thrown)).toBe('Error: Minified React error #460');
    expect(Object.prototype.hasOwnProperty.call(thrown, 'stack')).toBe(false);
  });

  it('leaves every other module alone and stops the build for a React DOM it does not know', () => {
    expect(
      transform.call(context, 'var SuspenseException = Error("x");', '/src/app.ts'),
    ).toBeNull();
    expect(() =>
      transform.call(
        context,
        'var SuspenseException = new Error(formatProdErrorMessage(460));',
        '/node_modules/react-dom/cjs/react-dom-client.production.js',
      ),
    ).toThrow(/found 0 of 5 \(HydrationMismatchException, SuspenseException/);
  });
});
