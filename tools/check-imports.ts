/**
 * `npm run test:imports`: fails when a folder imports a folder that imports
 * it back, directly or through others, or when an import reaches into
 * another folder of `src/` by a relative path instead of the `#src/` alias
 * (docs/decisions/0012-imports-run-one-way.md; the alias lets Biome state
 * each layer's import rule once).
 *
 * A "folder" is each top-level folder (`site-build/`, `tools/`, `e2e/`), each
 * layer of `src/` (`src/lib/`, `src/pwa/`, …) and each feature
 * (`src/features/contact/`, …). Files directly in `src/` and at the root are
 * composition roots and belong to no folder; `src/testing/` may import what
 * it fakes, so its own imports are not counted. Inside a feature, each
 * sub-folder (`api/`, `outbox/`, `worker/`, `components/`, …) and the files
 * directly in the feature's folder count as folders of their own for the
 * loops ({@link partOf}), so two parts of one feature cannot import each
 * other either; a feature's own files still import each other by relative
 * path.
 *
 * It also fails when the browser's code ({@link BROWSER_ENTRIES} and what they
 * import for values) reaches a build-only module: one outside `src/`, or one
 * whose first line says `// Build only: {why}` (the catalogues of every
 * language, the résumé's mapping, the prerenderer's entry).
 *
 * Imports are read with Vite's own parser and resolver (oxc, through
 * rolldown): static imports, re-exports, `import type` and `import()` with a
 * string. dependency-cruiser would do this job, but it reads TypeScript only
 * through the `typescript` package's JavaScript API, which TypeScript 7 no
 * longer has.
 *
 * Exit 0 with a summary, or 1 listing each cycle with one import per hop,
 * each relative import into another folder of `src/`, and each build-only
 * module the browser's code reaches with the chain of imports to it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResolverFactory } from 'rolldown/experimental';
import { parseSync } from 'rolldown/utils';

/** One import that crosses folders: `file` (in folder `from`) imports `target` (in `to`) as `specifier`. */
export type FolderEdge = {
  from: string;
  to: string;
  file: string;
  target: string;
  specifier: string;
};

/** An import of a file in `src/` from outside its folder, written as a relative path. */
export type RelativeCrossing = { file: string; specifier: string; target: string };

/**
 * Folders that import each other (a strongly connected component), and one
 * loop through them: its hops in order (the first leaves the folder the last
 * one enters), each with one example import.
 */
export type FolderCycle = { members: string[]; hops: FolderEdge[] };

/**
 * The folder `file` (a path relative to the root, `/`-separated) counts in,
 * or undefined for a composition root (the root's files, `src/*.ts(x)`).
 */
export function folderOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts.length === 1) return undefined;
  if (parts[0] !== 'src') return parts[0];
  if (parts.length === 2) return undefined;
  if (parts[1] === 'features' && parts.length > 3) return `src/features/${parts[2]}`;
  return `src/${parts[1]}`;
}

/**
 * The part of the code `file` counts in for the loop check: inside a
 * feature, its sub-folder (`src/features/contact/outbox`) or, for a file
 * directly in the feature's folder, the feature (`src/features/contact`);
 * elsewhere its folder ({@link folderOf}).
 */
export function partOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 4) {
    return parts.slice(0, 4).join('/');
  }
  return folderOf(file);
}

/** The module specifiers `source` imports, re-exports or loads with a literal `import()`. */
export function importsOf(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) {
    throw new Error(`${file}: cannot parse: ${errors[0]?.message ?? 'unknown error'}`);
  }
  const specifiers = [
    ...module.staticImports.map((item) => item.moduleRequest.value),
    ...module.staticExports.flatMap((item) =>
      item.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
  ];
  for (const { moduleRequest } of module.dynamicImports) {
    const text = source.slice(moduleRequest.start, moduleRequest.end);
    const literal = text.match(/^(['"`])([^'"`$]+)\1$/);
    if (literal?.[2]) specifiers.push(literal[2]);
  }
  return specifiers;
}

/**
 * The module specifiers `source` imports for their values: {@link importsOf} without the
 * imports TypeScript erases (`import type`, `export type … from`, and an import whose every
 * name is a type), which never reach the browser.
 */
export function valueImportsOf(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) {
    throw new Error(`${file}: cannot parse: ${errors[0]?.message ?? 'unknown error'}`);
  }
  const erased = (entries: readonly { isType: boolean }[]) =>
    entries.length > 0 && entries.every((entry) => entry.isType);
  const specifiers = [
    ...module.staticImports
      .filter((item) => !erased(item.entries))
      .map((item) => item.moduleRequest.value),
    ...module.staticExports.flatMap((item) =>
      item.entries.flatMap((entry) =>
        entry.moduleRequest && !entry.isType ? [entry.moduleRequest.value] : [],
      ),
    ),
  ];
  for (const { moduleRequest } of module.dynamicImports) {
    const text = source.slice(moduleRequest.start, moduleRequest.end);
    const literal = text.match(/^(['"`])([^'"`$]+)\1$/);
    if (literal?.[2]) specifiers.push(literal[2]);
  }
  return specifiers;
}

/** Vite's resolver, as the build resolves the repository's imports (its `#src/` alias included). */
function resolverFor(root: string): ResolverFactory {
  return new ResolverFactory({
    extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
    conditionNames: ['import', 'default'],
    tsconfig: { configFile: join(root, 'tsconfig.json'), references: 'auto' },
  });
}

/**
 * The repository's file that `file` imports as `specifier` (a path relative to `root`,
 * `/`-separated), or undefined for a package or a module outside the repository.
 * @throws Error naming `file` when an import of its own (relative, `#src/`) cannot be
 *   resolved: a file of the repository that cannot be found would hide its imports.
 */
function resolvedFile(
  resolver: ResolverFactory,
  root: string,
  file: string,
  specifier: string,
): string | undefined {
  const { path: found, error } = resolver.sync(dirname(join(root, file)), specifier);
  if (!found && /^[.#/]/.test(specifier)) {
    throw new Error(`${file}: cannot resolve '${specifier}': ${error ?? 'not found'}`);
  }
  if (!found || found.split(sep).includes('node_modules')) return undefined;
  const target = relative(root, found).split(sep).join('/');
  return target.startsWith('..') ? undefined : target;
}

/**
 * What the browser runs first: the page's entry (index.html's script), the service worker,
 * and the static pages' search script (site-build/search/static-search-plugin.ts).
 */
export const BROWSER_ENTRIES = [
  'src/main.tsx',
  'src/sw.ts',
  'src/features/search/static/static-search.ts',
];

/**
 * How a module says it must never reach the browser: its first line is
 * `// Build only: {why}` (docs/decisions/0012-imports-run-one-way.md).
 */
const BUILD_ONLY = /^\/\/ Build only: (.+)/;

/** A build-only module the browser's code imports: the module, its reason, and one import chain to it. */
export type BuildOnlyReach = { file: string; reason: string; chain: string[] };

/**
 * The build-only modules (first line `// Build only: …`, or outside `src/`) that `entries` reach through imports
 * of values (type-only ones are erased), with the shortest chain of imports to each: every
 * one would ship to the browser. Packages are not followed.
 * @throws Error naming the file when one cannot be parsed, or an import of its own cannot be resolved.
 */
export function buildOnlyReached(root: string, entries: readonly string[]): BuildOnlyReach[] {
  const resolver = resolverFor(root);
  const cameFrom = new Map<string, string | undefined>(entries.map((entry) => [entry, undefined]));
  const queue = [...entries];
  const reached: BuildOnlyReach[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const source = readFileSync(join(root, file), 'utf8');
    const reason = file.startsWith('src/')
      ? source.match(BUILD_ONLY)?.[1]
      : 'the build’s and the tools’ code, outside src/';
    if (reason) {
      const chain = [file];
      for (let back = cameFrom.get(file); back; back = cameFrom.get(back)) chain.unshift(back);
      reached.push({ file, reason, chain });
    }
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const specifier of valueImportsOf(file, source)) {
      const target = resolvedFile(resolver, root, file, specifier);
      if (!target || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return reached;
}

/**
 * The imports of `files` (relative paths under `root`) that leave their
 * folder: `edges` between folders, a feature's parts counted apart
 * ({@link partOf}; imports of packages, of a file's own part and of
 * composition roots are left out, as are the imports of `src/testing/`),
 * and `relative`, those that reach into `src/` from another folder
 * ({@link folderOf}: a whole feature is one) or from a composition root by
 * a relative path, where `#src/` belongs.
 * @throws Error naming the file when one cannot be parsed, or an import of
 *   its own (relative, `#src/`) cannot be resolved.
 */
export function importsAcross(
  root: string,
  files: string[],
): { edges: FolderEdge[]; relative: RelativeCrossing[]; files: FolderEdge[] } {
  const resolver = resolverFor(root);
  const edges: FolderEdge[] = [];
  const fileEdges: FolderEdge[] = [];
  const crossings: RelativeCrossing[] = [];
  for (const file of files) {
    const from = partOf(file);
    const fromFolder = folderOf(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const specifier of importsOf(file, source)) {
      const target = resolvedFile(resolver, root, file, specifier);
      if (!target) continue;
      const toFolder = folderOf(target);
      if (
        toFolder &&
        toFolder !== fromFolder &&
        target.startsWith('src/') &&
        specifier.startsWith('.')
      ) {
        crossings.push({ file, specifier, target });
      }
      if (target !== file) fileEdges.push({ from: file, to: target, file, target, specifier });
      const to = partOf(target);
      if (from && fromFolder !== 'src/testing' && to && to !== from) {
        edges.push({ from, to, file, target, specifier });
      }
    }
  }
  return { edges, relative: crossings, files: fileEdges };
}

/**
 * Every cycle of the folder graph: one per strongly connected component of two or more folders.
 * Given the `files` edges of {@link importsAcross}, the same for files.
 */
export function folderCycles(edges: FolderEdge[]): FolderCycle[] {
  const next = new Map<string, Map<string, FolderEdge>>();
  for (const edge of edges) {
    const out = next.get(edge.from) ?? new Map<string, FolderEdge>();
    if (!out.has(edge.to)) out.set(edge.to, edge);
    next.set(edge.from, out);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(folder) === index.get(folder)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== folder);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components.map((component) => cycleIn(component, next));
}

/** One concrete loop through a strongly connected component, from its first folder back to it. */
function cycleIn(component: string[], next: Map<string, Map<string, FolderEdge>>): FolderCycle {
  const members = new Set(component);
  const start = component[0] ?? '';
  // Breadth-first from start until an edge leads back to it: the shortest loop.
  const cameFrom = new Map<string, FolderEdge>();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const [to, edge] of next.get(at) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const hops = [edge];
        for (let back = cameFrom.get(at); back; back = cameFrom.get(back.from)) hops.unshift(back);
        return { members: component, hops };
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, edge);
        queue.push(to);
      }
    }
  }
  // Not reached: a component of two or more folders has a loop through each of them.
  return { members: component, hops: [] };
}

/** The repository's TypeScript files, as git lists them (tracked and new, not ignored). */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.endsWith('.d.ts'));
}

/** The report printed for `cycles`: one block per cycle, one line per hop. */
export function describeCycles(cycles: FolderCycle[], kind = 'folders'): string {
  return cycles
    .map(
      (cycle) =>
        `${kind} importing each other: ${cycle.members.join(', ')}\n` +
        `  for example ${[...cycle.hops.map((hop) => hop.from), cycle.hops[0]?.from].join(' → ')}:\n` +
        cycle.hops.map((hop) => `    ${hop.file} imports ${hop.target}`).join('\n'),
    )
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const { edges, relative: crossings, files } = importsAcross(root, sourceFiles(root));
  const cycles = folderCycles(edges);
  // Two files that import each other, even for types alone, are one module split in two.
  const fileCycles = folderCycles(files);
  const folders = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  for (const { file, specifier, target } of crossings) {
    console.error(`${file}: import '${specifier}' as '#src/${target.slice('src/'.length)}'`);
  }
  if (cycles.length > 0) console.error(describeCycles(cycles));
  if (fileCycles.length > 0) console.error(describeCycles(fileCycles, 'files'));
  // The browser never downloads the build's own code (docs/decisions/0012-imports-run-one-way.md).
  const shipped = buildOnlyReached(root, BROWSER_ENTRIES);
  for (const { file, reason, chain } of shipped) {
    console.error(
      `the browser's code imports ${file}, build only: ${reason}\n  through ${chain.join(' → ')}`,
    );
  }
  if (crossings.length > 0 || cycles.length > 0 || fileCycles.length > 0 || shipped.length > 0) {
    console.error(
      `\n${cycles.length} folder cycle(s), ${fileCycles.length} file cycle(s), ${crossings.length} relative import(s) into another folder of src/, ${shipped.length} build-only module(s) in the browser's code. ` +
        'Imports run one way, reach src/ through #src/, and never bring the build into the browser (docs/decisions/0012-imports-run-one-way.md).',
    );
    process.exit(1);
  }
  console.log(
    `No folder cycle among ${folders.size} folders (${edges.length} imports across), no file cycle among ${new Set(files.flatMap((edge) => [edge.from, edge.to])).size} files, no build-only module in the browser's code.`,
  );
}
