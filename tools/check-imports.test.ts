import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BROWSER_ENTRIES,
  buildOnlyReached,
  describeCycles,
  folderCycles,
  folderOf,
  importsAcross,
  importsOf,
  partOf,
  valueImportsOf,
} from './check-imports.ts';

/**
 * A scratch repository of `files` (path → source) with the repository's `#src/` alias, in a
 * new temporary folder named `{prefix}…`; the caller removes it.
 */
function scratchRepository(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions":{"moduleResolution":"bundler"}}');
  writeFileSync(join(dir, 'package.json'), '{"type":"module","imports":{"#src/*":"./src/*"}}');
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
  return dir;
}

describe('folderOf', () => {
  it.each([
    ['vite.config.ts', undefined],
    ['src/main.tsx', undefined],
    ['src/sw.ts', undefined],
    ['site-build/csp-plugin.ts', 'site-build'],
    ['tools/lib/browser.ts', 'tools'],
    ['e2e/support/ports.ts', 'e2e'],
    ['src/lib/slug.ts', 'src/lib'],
    ['src/components/layout/app-shell.tsx', 'src/components'],
    ['src/features/contact/api/send-message.ts', 'src/features/contact'],
    ['src/features/index.ts', 'src/features'],
  ])('%s counts in %s', (file, folder) => {
    expect(folderOf(file)).toBe(folder);
  });
});

describe('partOf (a feature’s sub-folders count apart in the loop check)', () => {
  it.each([
    ['src/features/contact/api/send-message.ts', 'src/features/contact/api'],
    ['src/features/contact/outbox/outbox.ts', 'src/features/contact/outbox'],
    ['src/features/contact/contact-dialog.tsx', 'src/features/contact'],
    ['src/features/projects/components/card/card.tsx', 'src/features/projects/components'],
    ['src/pwa/worker/precache.ts', 'src/pwa'],
    ['src/main.tsx', undefined],
  ])('%s counts in %s', (file, part) => {
    expect(partOf(file)).toBe(part);
  });
});

describe('importsOf', () => {
  it('reads imports, type imports, re-exports and literal dynamic imports, not computed ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      'const f = (name: string) => import(name);',
      'const x: B = a;',
    ].join('\n');
    expect(importsOf('x.ts', source)).toEqual(['./a', '../b', './c', './d', './e']);
  });

  it('reads TSX', () => {
    expect(importsOf('x.tsx', "import { A } from './a';\nexport const B = () => <A />;")).toEqual([
      './a',
    ]);
  });

  it('names the file it cannot parse', () => {
    expect(() => importsOf('broken.ts', 'import {')).toThrow(/broken\.ts: cannot parse/);
  });
});

describe('folderCycles', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function scratch(files: Record<string, string>): string[] {
    root = scratchRepository('folder-cycles-', files);
    return Object.keys(files);
  }

  it('finds two files of one folder that import each other for types alone', () => {
    const files = scratch({
      'src/lib/queue.ts': "import type { Item } from './policy';\nexport type Queue = Item[];",
      'src/lib/policy.ts':
        "import type { Queue } from './queue';\nexport type Item = { q?: Queue };",
      'src/lib/other.ts': "import type { Queue } from './queue';\nexport const n = 1;",
    });
    const { edges, files: fileEdges } = importsAcross(root ?? '', files);
    expect(folderCycles(edges)).toEqual([]);
    const cycles = folderCycles(fileEdges);
    expect(cycles.map((cycle) => cycle.members)).toEqual([
      ['src/lib/policy.ts', 'src/lib/queue.ts'],
    ]);
    expect(describeCycles(cycles, 'files')).toContain('files importing each other');
  });

  it('finds a loop through three folders and names one import per hop', () => {
    const files = scratch({
      'src/lib/a.ts': "import { b } from '../features/one/b';\nexport const a = b;",
      'src/features/one/b.ts': "import { c } from '../../../site-build/c';\nexport const b = c;",
      'site-build/c.ts': "import type { A } from '../src/lib/types';\nexport const c = 1;",
      'src/lib/types.ts': 'export type A = number;',
    });
    const cycles = folderCycles(importsAcross(root ?? '', files).edges);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.members).toEqual(['site-build', 'src/features/one', 'src/lib']);
    expect(cycles[0]?.hops.map((hop) => `${hop.file} → ${hop.target}`)).toEqual([
      'site-build/c.ts → src/lib/types.ts',
      'src/lib/a.ts → src/features/one/b.ts',
      'src/features/one/b.ts → site-build/c.ts',
    ]);
    expect(describeCycles(cycles)).toContain(
      'site-build → src/lib → src/features/one → site-build',
    );
  });

  it('finds none when imports run one way, and ignores packages, composition roots and src/testing', () => {
    const files = scratch({
      'src/main.tsx':
        "import { a } from './app/a';\nimport { b } from './lib/b';\nexport { a, b };",
      'src/app/a.ts':
        "import { b } from '../lib/b';\nimport { c } from '../main';\nexport const a = [b, c];",
      'src/lib/b.ts': "import { join } from 'node:path';\nexport const b = join('x');",
      'src/testing/fake.ts': "import { a } from '../app/a';\nexport const fake = a;",
      'src/app/a.test.ts': "import { fake } from '../testing/fake';\nexport const t = fake;",
    });
    const { edges } = importsAcross(root ?? '', files);
    expect(edges.map((edge) => `${edge.from} → ${edge.to}`).sort()).toEqual([
      'src/app → src/lib',
      'src/app → src/testing',
    ]);
    expect(folderCycles(edges)).toEqual([]);
  });

  it('asks for #src/ where a relative import reaches into another folder of src/, and follows #src/', () => {
    const files = scratch({
      'src/app/a.ts':
        "import { b } from '../lib/b';\nimport { c } from '#src/lib/c';\nexport const a = [b, c];",
      'src/app/d.ts': "import { a } from './a';\nexport const d = a;",
      'src/lib/b.ts': 'export const b = 1;',
      'src/lib/c.ts': "import { d } from '#src/app/d';\nexport const c = d;",
      'site-build/e.ts': "import { b } from '../src/lib/b';\nexport const e = b;",
    });
    const { edges, relative } = importsAcross(root ?? '', files);
    expect(relative.map((item) => `${item.file}: ${item.specifier}`)).toEqual([
      'src/app/a.ts: ../lib/b',
      'site-build/e.ts: ../src/lib/b',
    ]);
    expect(folderCycles(edges).map((cycle) => cycle.members)).toEqual([['src/app', 'src/lib']]);
  });

  it('finds a loop between two sub-folders of one feature, which import each other by relative path', () => {
    const files = scratch({
      'src/features/one/api/request.ts':
        "import type { Failure } from '../outbox/failure';\nexport type Result = Failure | true;",
      'src/features/one/outbox/failure.ts':
        "import type { Result } from '../api/request';\nexport type Failure = false;\nexport type R = Result;",
      'src/features/one/worker/drain.ts':
        "import type { Result } from '../api/request';\nexport type D = Result;",
    });
    const { edges, relative } = importsAcross(root ?? '', files);
    expect(relative).toEqual([]);
    const cycles = folderCycles(edges);
    expect(cycles.map((cycle) => cycle.members)).toEqual([
      ['src/features/one/api', 'src/features/one/outbox'],
    ]);
    expect(describeCycles(cycles)).toContain(
      'src/features/one/outbox/failure.ts imports src/features/one/api/request.ts',
    );
  });

  it('refuses an import of its own it cannot resolve, rather than leave it out', () => {
    const files = scratch({
      'src/app/a.ts': "import { b } from '../lib/missing';\nexport const a = b;",
    });
    expect(() => importsAcross(root ?? '', files)).toThrow(
      /src\/app\/a\.ts: cannot resolve '\.\.\/lib\/missing'/,
    );
  });
});

describe('valueImportsOf (what reaches the browser)', () => {
  it('leaves out the imports TypeScript erases', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, c } from './b';",
      "import { type D } from './d';",
      "import './e.css';",
      "export type { F } from './f';",
      "export { g } from './g';",
      "const h = () => import('./h');",
    ].join('\n');
    expect(valueImportsOf('x.ts', source)).toEqual(['./b', './e.css', './g', './h']);
  });
});

describe('buildOnlyReached (docs/decisions/0012-imports-run-one-way.md)', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function scratch(files: Record<string, string>): string {
    root = scratchRepository('build-only-', files);
    return root;
  }

  it('names a build-only module the browser imports for a value, with the chain to it', () => {
    const dir = scratch({
      'src/main.tsx': "import { panel } from '#src/features/x/panel';\nexport { panel };",
      'src/features/x/panel.tsx':
        "import { LOCALES } from '#src/i18n/catalogues';\nimport type { T } from '#src/i18n/types';\nexport const panel = LOCALES;",
      'src/i18n/catalogues.ts': '// Build only: every language.\nexport const LOCALES = [];',
      'src/i18n/types.ts': '// Build only: types alone.\nexport type T = 1;',
    });
    expect(buildOnlyReached(dir, ['src/main.tsx'])).toEqual([
      {
        file: 'src/i18n/catalogues.ts',
        reason: 'every language.',
        chain: ['src/main.tsx', 'src/features/x/panel.tsx', 'src/i18n/catalogues.ts'],
      },
    ]);
  });

  it('counts the build’s own code outside src/ as build only', () => {
    const dir = scratch({
      'src/sw.ts': "import { rule } from '../site-build/rule';\nexport { rule };",
      'site-build/rule.ts': 'export const rule = 1;',
    });
    expect(buildOnlyReached(dir, ['src/sw.ts']).map(({ file }) => file)).toEqual([
      'site-build/rule.ts',
    ]);
  });

  it('finds none in the repository: the browser never imports the build', () => {
    expect(buildOnlyReached('.', BROWSER_ENTRIES)).toEqual([]);
  });
});
