import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import {
  indexOptions,
  SEARCH_OPTIONS,
  type StoredSearchDocument,
} from '#src/features/search/search-index.ts';
import { readOwnerContent } from '../lib/read-owner-content.ts';
import { searchPlugin } from './search-plugin.ts';

const { languages } = readOwnerContent();
const LANGUAGES = languages.map((language, index) => ({
  ...language,
  path: index === 0 ? '' : `${language.lang}/`,
}));

/** Runs the plugin's `generateBundle` on the sample content; returns the emitted files and the logged lines. */
function build(caseStudies = true): { files: Map<string, string>; lines: string[] } {
  const files = new Map<string, string>();
  const lines: string[] = [];
  const plugin = searchPlugin({
    env: { basePath: '/portfolio/' },
    languages: LANGUAGES,
    caseStudies,
    log: (line) => lines.push(line),
  });
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      files.set(file.fileName, file.source);
      return file.fileName;
    },
  };
  const hook = plugin.generateBundle as (this: unknown, ...args: unknown[]) => void;
  hook.call(context, {}, {}, false);
  return { files, lines };
}

type Result = StoredSearchDocument & { id: string };

/** Loads a written index as the search dialog does and searches it as the dialog does. */
function search(json: string | undefined, lang: string, query: string): Result[] {
  if (!json) throw new Error(`no index for ${lang}`);
  return MiniSearch.loadJSON(json, indexOptions(lang)).search(query, SEARCH_OPTIONS) as never;
}

/** Every document of a written index, by id. */
function documentsOf(json: string | undefined): Map<string, StoredSearchDocument> {
  const { storedFields, documentIds } = JSON.parse(json ?? '{}') as {
    storedFields: Record<string, StoredSearchDocument>;
    documentIds: Record<string, string>;
  };
  return new Map(Object.entries(documentIds).map(([short, id]) => [id, storedFields[short]!]));
}

describe('searchPlugin', () => {
  const { files, lines } = build();

  it('writes one index per language, under its path, and says each one’s size in one line', () => {
    expect([...files.keys()]).toEqual(['search-index.json', 'fil/search-index.json']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Search index: en \d+ documents, [\d,]+ bytes; fil \d+ documents, [\d,]+ bytes$/,
    );
  });

  it('finds a Filipino post and a Filipino case study by a word of their text', () => {
    const index = files.get('fil/search-index.json');
    // A word of content/posts/offline-permit-forms.fil.md's body, not of its title or summary.
    const post = search(index, 'fil', 'Kamuning');
    expect(post.map((result) => result.id)).toContain('post:offline-permit-forms');
    expect(post.find((result) => result.id === 'post:offline-permit-forms')).toMatchObject({
      kind: 'post',
      title: 'Mga permit form na hindi natatalo ng mahinang signal',
      url: '/portfolio/fil/posts/offline-permit-forms/',
    });
    expect(post[0]?.lang).toBeUndefined();
    // content/projects/clinic-queue.fil.md: "pasyente" is in the Filipino case study only.
    const project = search(index, 'fil', 'pasyente');
    expect(project.map((result) => result.id)).toEqual(['project:clinic-queue']);
    expect(project[0]?.url).toBe('/portfolio/fil/projects/clinic-queue/');
    // Not in the English index: each language's index has its own case studies.
    expect(search(files.get('search-index.json'), 'en', 'pasyente')).toEqual([]);
  });

  it('marks an untranslated post with its language and leads to its own page', () => {
    const documents = documentsOf(files.get('fil/search-index.json'));
    expect(documents.get('post:nightly-postgres-reports')).toMatchObject({
      lang: 'en',
      url: '/portfolio/posts/nightly-postgres-reports/',
    });
  });

  it('never indexes a draft', () => {
    for (const [fileName, json] of files) {
      expect(documentsOf(json).has('post:precache-budget-notes'), fileName).toBe(false);
      // A word of content/posts/precache-budget-notes.md (draft: true) and of no other text.
      const lang = fileName.startsWith('fil/') ? 'fil' : 'en';
      const index = MiniSearch.loadJSON(json, indexOptions(lang));
      expect(index.search('unfinished', { prefix: false, fuzzy: false }), fileName).toEqual([]);
    }
  });

  it('leads every result under the base path or to an https address, with unique ids', () => {
    for (const [fileName, json] of files) {
      const documents = documentsOf(json);
      expect(documents.size, fileName).toBeGreaterThan(20);
      for (const [id, document] of documents)
        expect(document.url, id).toMatch(/^(\/portfolio\/|https:\/\/)/);
    }
  });

  it('leads each project to its own address when the owner has no project pages', () => {
    const documents = documentsOf(build(false).files.get('fil/search-index.json'));
    const projects = [...documents].filter(([id]) => id.startsWith('project:'));
    expect(projects.length).toBeGreaterThan(0);
    for (const [, project] of projects) expect(project.url).toMatch(/^https:\/\/github\.com\//);
  });

  it('answers the same index on the dev server, and passes other paths on', () => {
    const plugin = searchPlugin({
      env: { basePath: '/portfolio/' },
      languages: LANGUAGES,
      caseStudies: true,
    });
    type Middleware = (
      req: { url: string },
      res: { setHeader: (name: string, value: string) => void; end: (body: string) => void },
      next: (error?: unknown) => void,
    ) => void;
    let middleware: Middleware | undefined;
    const server = {
      config: { base: '/portfolio/' },
      middlewares: { use: (handler: Middleware) => (middleware = handler) },
    };
    (plugin.configureServer as (server: unknown) => void)(server);
    const get = (url: string) => {
      const answer = { type: '', body: '', passed: false };
      middleware?.(
        { url },
        { setHeader: (_name, value) => (answer.type = value), end: (body) => (answer.body = body) },
        () => (answer.passed = true),
      );
      return answer;
    };
    expect(get('/portfolio/fil/search-index.json')).toMatchObject({
      type: 'application/json; charset=utf-8',
      passed: false,
    });
    expect(get('/portfolio/fil/search-index.json').body).toBe(files.get('fil/search-index.json'));
    expect(get('/portfolio/de/search-index.json').passed).toBe(true);
    expect(get('/portfolio/').passed).toBe(true);
  });
});
