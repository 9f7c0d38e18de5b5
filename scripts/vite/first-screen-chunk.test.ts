import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgesOf, sideEffectsOf } from './first-screen-chunk';

describe('edgesOf: what a module imports and re-exports', () => {
  it('reads named, default, namespace and bare imports, and requires', () => {
    const code = [
      'import { FormItem, Input as Field } from "@vkontakte/vkui";',
      "import React from 'react';",
      'import * as ns from "./ns.js";',
      'import "./styles.css";',
      'const dom = require("react-dom");',
    ].join('\n');
    expect(edgesOf(code)).toEqual(
      expect.arrayContaining([
        { kind: 'import', spec: '@vkontakte/vkui', names: new Set(['FormItem', 'Input']) },
        { kind: 'import', spec: 'react', names: 'all' },
        { kind: 'import', spec: './ns.js', names: 'all' },
        { kind: 'import', spec: './styles.css', names: new Set() },
        { kind: 'import', spec: 'react-dom', names: 'all' },
      ]),
    );
  });

  it('reads re-exports by name, including one right after a doc comment, and star re-exports', () => {
    const code = [
      '/** The form item. */ export { FormItem } from "./components/FormItem/FormItem.js";',
      'export { a as b, c } from "./abc.js";',
      'export * from "./all.js";',
      'export * as icons from "./icons.js";',
    ].join('\n');
    expect(edgesOf(code)).toEqual([
      { kind: 'reexport', spec: './components/FormItem/FormItem.js', exported: ['FormItem'], local: ['FormItem'] },
      { kind: 'reexport', spec: './abc.js', exported: ['b', 'c'], local: ['a', 'c'] },
      { kind: 'star', spec: './all.js' },
      { kind: 'reexport', spec: './icons.js', exported: ['icons'], local: ['*'] },
    ]);
  });

  it('takes no edge from an example inside a doc comment or from a string', () => {
    const code = ['/**', ' * import { Button } from "@vkontakte/vkui";', ' */', 'export const hint = "see x";'].join('\n');
    expect(edgesOf(code)).toEqual([]);
  });
});

describe('sideEffectsOf: whether the bundler keeps a module nothing uses', () => {
  it("follows a package's sideEffects field and our ui components' rule", () => {
    const root = mkdtempSync(join(tmpdir(), 'slovo-fsc-'));
    const pkg = join(root, 'node_modules', 'lib');
    mkdirSync(join(pkg, 'dist', 'components'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'lib', sideEffects: ['./dist/index.js', '*.css', './dist/polyfills/*.js'] }));
    const effects = sideEffectsOf(/\/src\/(?:[^/]+\/)*ui\/[^/]+\.tsx$/);
    expect(effects(join(pkg, 'dist', 'index.js'))).toBe(true);
    expect(effects(join(pkg, 'dist', 'components', 'Button.css'))).toBe(true);
    expect(effects(join(pkg, 'dist', 'components', 'Button.js'))).toBe(false);
    expect(effects(join(pkg, 'dist', 'polyfills', 'intl.js'))).toBe(true);
    expect(effects('/app/src/pages/feed/ui/FeedCard.tsx')).toBe(false);
    expect(effects('/app/src/pages/feed/model/feed.ts')).toBe(true);
  });
});
