import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { RESULTS_PER_GROUP } from '#src/features/search/find-results.ts';
import { SEARCH_GROUPS } from '#src/features/search/search-index.ts';
import { translatorFor } from '#src/i18n/catalogues.ts';
import {
  STATIC_SEARCH_ENTRY,
  staticSearchPlugin,
  staticSearchTags,
  staticSearchTexts,
} from './static-search-plugin.ts';

describe('the static pages’ search parts (docs/product.md § Search)', () => {
  it('writes the texts in the page’s language, a count for every number of results a search can show', () => {
    const texts = staticSearchTexts(translatorFor('fil'), '/fil/');
    expect(texts.languageHome).toBe('/fil/');
    expect(texts.field).toBe(translatorFor('fil').t('search.field'));
    expect(texts.counts).toHaveLength(SEARCH_GROUPS.length * RESULTS_PER_GROUP);
    expect(texts.counts[0]).toBe('1 resulta');
    expect(texts.counts[6]).toBe('7 resulta');
    expect(texts.none).toBe('Walang resulta para sa “{query}”');
    expect(Object.keys(texts.groups)).toEqual(SEARCH_GROUPS.map(({ group }) => group));
    // Arabic's plural forms, each number its own.
    const ar = staticSearchTexts(translatorFor('ar'), '/ar/');
    expect(ar.counts[0]).toBe(translatorFor('ar').t('search.count', { count: 1 }));
    expect(ar.counts[1]).toBe(translatorFor('ar').t('search.count', { count: 2 }));
    expect(ar.counts[1]).not.toBe(ar.counts[0]);
  });

  it('prerenders the button hidden, loads the script as a module, and keeps the texts as data', () => {
    const tags = staticSearchTags(translatorFor('en'), '/', '/assets/static-search-x.js');
    expect(tags.script).toBe('<script type="module" src="/assets/static-search-x.js"></script>');
    expect(tags.button).toMatch(/^<button type="button" id="search-button"[^>]* hidden /);
    expect(tags.button).toContain('aria-keyshortcuts="/ Control+K Meta+K"');
    expect(tags.button).toContain('<span>Search</span>');
    const data = /^<script type="application\/json" id="search-texts">(.*)<\/script>$/.exec(
      tags.texts,
    )?.[1];
    expect(JSON.parse(data ?? '')).toEqual(staticSearchTexts(translatorFor('en'), '/'));
  });

  it('keeps a hostile base path inside the data and the attribute', () => {
    const tags = staticSearchTags(translatorFor('en'), '/</script><b>/', '/a.js?"x');
    expect(tags.texts).not.toContain('</script><b>');
    expect(tags.script).toContain('src="/a.js?&quot;x"');
    // The element's one end is its own.
    expect(tags.texts.match(/<\/script/gi)).toHaveLength(1);
    expect(
      JSON.parse(tags.texts.slice(tags.texts.indexOf('>') + 1, -'</script>'.length)),
    ).toMatchObject({
      languageHome: '/</script><b>/',
    });
  });

  it('gives `npm run dev` the source under the base path, and a build nothing before it is built', () => {
    const resolved = (command: 'serve' | 'build') =>
      ({ base: '/portfolio/', command }) as unknown as ResolvedConfig;
    const dev = staticSearchPlugin();
    (dev.configResolved as (config: ResolvedConfig) => void)(resolved('serve'));
    expect(dev.scriptUrl()).toBe(`/portfolio/${STATIC_SEARCH_ENTRY}`);
    const build = staticSearchPlugin();
    (build.configResolved as (config: ResolvedConfig) => void)(resolved('build'));
    expect(() => build.scriptUrl()).toThrow(/not built yet/);
  });
});
