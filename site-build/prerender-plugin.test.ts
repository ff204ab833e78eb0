// @vitest-environment jsdom
// Hydrates the prerendered page: a DOM, and the page's language and content as the page's tests set them.
import type { PortfolioFields } from '#src/app/site-content.ts';
import '#src/testing/setup-tests.ts';
import { readFileSync } from 'node:fs';
import { act, createElement } from 'react';
import { hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Root } from '#src/app/root.tsx';
import type { BuildEnv } from '#src/config/build-env.ts';
import type { Resume } from '#src/content/owner-content.ts';
import { escapeHtml } from '#src/lib/html-escape.ts';
import { cvPage } from './cv/cv-page.ts';
import { compactMarkup, fillPage, prerenderPlugin } from './prerender-plugin.ts';
import { fillSiteHtml } from './site-html-plugin.ts';

/**
 * The four replacement patterns of `String.replace` (`$$`, `$&`, `` $` ``,
 * `$'`) in the owner's text must reach the page as written
 * (docs/decisions/0001-prerender-then-hydrate.md: the client hydrates the
 * prerendered page without a mismatch).
 */
const { HOSTILE, hostile } = await vi.hoisted(async () => {
  const { readFileSync } = await import('node:fs');
  const HOSTILE = {
    bio: "Saves $$ on hosting. R&D at $&Co, before $` and after $' too.",
    job: "Cut costs by $$ with $& and $` and $'.",
    project: "Counts $$, $&, $` and $' right.",
  };
  // The sample résumé with the patterns in its summary, a job's summary and a project's description.
  const resume = JSON.parse(readFileSync('resume.json', 'utf8')) as Resume;
  const portfolio = JSON.parse(readFileSync('portfolio.json', 'utf8')) as PortfolioFields;
  if (!resume.basics || !resume.work?.[1]) throw new Error('the sample résumé changed');
  resume.basics.summary = HOSTILE.bio;
  resume.work[1].summary = HOSTILE.job;
  resume.projects = [{ name: 'Ledger', description: HOSTILE.project }];
  return { HOSTILE, hostile: { resume, portfolio } };
});

// The page's content module, as the owner-content plugin would give it for that résumé.
vi.mock('#src/app/site.ts', async () => {
  const { toSiteContent } = await import('#src/app/site-content.ts');
  return { site: toSiteContent(hostile.resume, hostile.portfolio) };
});

const { site } = await import('#src/app/site.ts');

const ENV = {
  basePath: '/',
  siteUrl: 'https://owner.example/',
  projectsUrl: '',
} as BuildEnv;

/** index.html as the client build hands it to the prerenderer (placeholders filled, manifest linked). */
function builtTemplate(): string {
  return fillSiteHtml(readFileSync('index.html', 'utf8'), site).replace(
    '</head>',
    '<link rel="manifest" href="/manifest.webmanifest"></head>',
  );
}

/** Runs the plugin's `generateBundle` on `template` with the real server entry; returns Home and 404.html. */
async function prerender(template: string): Promise<{ home: string; notFound: string }> {
  const plugin = prerenderPlugin({
    serverEntry: 'src/entry-server.tsx',
    content: site,
    env: ENV,
  });
  const bundle: Record<string, { type: 'asset'; source: string }> = {
    'index.html': { type: 'asset', source: template },
  };
  const emitted: Record<string, string> = {};
  const context = {
    emitFile: (file: { fileName: string; source: string }) => {
      emitted[file.fileName] = file.source;
      return file.fileName;
    },
    getFileName: (id: string) => id,
  };
  const hook = plugin.generateBundle as (this: unknown, ...args: unknown[]) => Promise<void>;
  await hook.call(context, {}, bundle, false);
  return { home: bundle['index.html'].source, notFound: emitted['404.html'] ?? '' };
}

describe('fillPage', () => {
  const template =
    '<html><head><title>x</title></head><body><div id="root"><!--app-html--></div></body></html>';

  it.each([['$$'], ['$&'], ['$`'], ["$'"]])(
    'inserts %s in the title, the head tags and the markup as written',
    (pattern) => {
      const page = fillPage(template, {
        route: 'home',
        title: `A ${pattern} B`,
        headTags: `<meta name="description" content="C ${pattern} D">`,
        markup: `<p>E ${pattern} F</p>`,
      });
      expect(page).toBe(
        `<html><head><title>A ${escapeHtml(pattern)} B</title><meta name="description" content="C ${pattern} D"></head>` +
          `<body><div id="root" data-route="home"><p>E ${pattern} F</p></div></body></html>`,
      );
    },
  );

  it('refuses a template without the placeholder', () => {
    expect(() =>
      fillPage('<html><head></head></html>', {
        route: 'home',
        title: '',
        headTags: '',
        markup: '',
      }),
    ).toThrow(/lost its placeholder/);
  });
});

describe('compactMarkup', () => {
  const parsed = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };

  it('drops the slash of void elements and empty values, and the page parses the same', () => {
    const markup =
      '<div hidden="" data-skeleton="" class="a"><img src="/a.webp" alt="" width="4"/>' +
      '<input type="search" value="" spellCheck="false"/><br/>' +
      '<p title="x=&quot;&quot; y/">a=&quot;&quot; <b>b</b> c/&gt;</p>' +
      '<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></div>';
    const compact = compactMarkup(markup);
    expect(compact).toBe(
      '<div hidden data-skeleton class="a"><img src="/a.webp" alt width="4">' +
        '<input type="search" value spellCheck="false"><br>' +
        '<p title="x=&quot;&quot; y/">a=&quot;&quot; <b>b</b> c/&gt;</p>' +
        '<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg></div>',
    );
    expect(parsed(compact)).toBe(parsed(markup));
  });
});

describe('fillSiteHtml', () => {
  it('puts the bio into the description as written, HTML-escaped', () => {
    const html = fillSiteHtml('<meta content="%SITE_DESCRIPTION%"><i>%SITE_SHORT_NAME%</i>', {
      ...site,
      shortName: "$'$`",
    });
    expect(html).toBe(
      '<meta content="Saves $$ on hosting. R&amp;D at $&amp;Co, before $` and after $&#39; too.">' +
        '<i>$&#39;$`</i>',
    );
  });
});

describe('prerenderPlugin with $ patterns in the owner’s text', () => {
  let hydrated: ReactRoot | undefined;

  // Unmount before jsdom goes: the page's clock and lazy sections would otherwise
  // schedule React work after the environment is torn down ("window is not defined").
  afterEach(async () => {
    await act(async () => hydrated?.unmount());
    hydrated = undefined;
    document.body.replaceChildren();
  });

  it('writes the bio once, as written, into one root, and the page hydrates without a mismatch', async () => {
    const { home, notFound } = await prerender(builtTemplate());
    const escapedBio = HOSTILE.bio.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

    expect(home.match(/<div id="root"/g)).toHaveLength(1);
    expect(home.match(/<head>/g)).toHaveLength(1);
    expect(home).toContain(`<meta name="description" content="${escapedBio}">`);
    // The bio in the profile header (React escapes only & and ' differently).
    const body = home.slice(home.indexOf('<body>') + '<body>'.length, home.indexOf('</body>'));
    document.body.innerHTML = body;
    const root = document.getElementById('root');
    expect(root?.textContent).toContain(HOSTILE.bio);
    expect(notFound.match(/<div id="root"/g)).toHaveLength(1);

    const errors: unknown[] = [];
    await act(async () => {
      hydrated = hydrateRoot(root as HTMLElement, createElement(Root, { route: 'home', site }), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(root?.textContent).toContain(HOSTILE.bio);
  });

  it('keeps every pattern in the CV page: the summary, the job and the project', () => {
    const html = cvPage({
      resume: hostile.resume,
      site,
      fallbackProjects: [],
      basePath: '/',
      siteUrl: '',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/cv.css',
      colourScript: '/colour.js',
    });
    document.body.innerHTML = html.slice(html.indexOf('<body'), html.indexOf('</body>'));
    for (const text of Object.values(HOSTILE)) expect(document.body.textContent).toContain(text);
  });
});
