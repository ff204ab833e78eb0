import { describe, expect, it } from 'vitest';
import type { SiteContent } from '#src/content/content-schema.ts';
import { pageSite } from '#src/content/page-site.tsx';
import {
  alternateLinkTags,
  homeHeadTags,
  notFoundHeadTags,
  personJsonLd,
  robotsTxt,
  sitemapXml,
} from './head-tags.ts';

/** The sample's content, as the tests' setup sets it (src/testing/setup-tests.ts). */
const site = pageSite();

const withUrl = { siteUrl: 'https://jamie.example/portfolio/', basePath: '/portfolio/' };
const withoutUrl = { siteUrl: '', basePath: '/portfolio/' };

/** The sample content with hostile text in every field the head shows. */
const hostile: SiteContent = {
  ...site,
  name: 'Jamie </script><script>alert(1)</script>',
  headline: '"><img src=x onerror=alert(1)>',
  bio: "It's <b>bold</b> & </title>",
  location: '<!-- Manila -->',
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('homeHeadTags (docs/product.md § Configuration, SITE_URL)', () => {
  it('with SITE_URL: canonical, og:url, the share image and a large Twitter card', () => {
    const doc = parse(homeHeadTags(site, withUrl));
    const attr = (selector: string, name = 'content') =>
      doc.head.querySelector(selector)?.getAttribute(name);
    expect(attr('link[rel="canonical"]', 'href')).toBe('https://jamie.example/portfolio/');
    expect(attr('meta[property="og:url"]')).toBe('https://jamie.example/portfolio/');
    expect(attr('meta[property="og:type"]')).toBe('website');
    expect(attr('meta[property="og:title"]')).toBe('Jamie Santos · Full-stack web developer');
    expect(attr('meta[property="og:description"]')).toBe(site.bio);
    expect(attr('meta[property="og:image"]')).toBe(
      'https://jamie.example/portfolio/images/share.png',
    );
    expect(attr('meta[property="og:image:width"]')).toBe('1200');
    expect(attr('meta[property="og:image:height"]')).toBe('630');
    expect(attr('meta[property="og:image:alt"]')).toBe('Jamie Santos, Full-stack web developer');
    expect(attr('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr('meta[name="twitter:image:alt"]')).toBe('Jamie Santos, Full-stack web developer');
    // X falls back to og:image: the same URL twice would only add bytes.
    expect(doc.head.querySelector('meta[name="twitter:image"]')).toBeNull();
  });

  it('without SITE_URL: leaves out every tag that needs an absolute URL', () => {
    const html = homeHeadTags(site, withoutUrl);
    const doc = parse(html);
    expect(doc.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(doc.head.querySelector('meta[property^="og:image"]')).toBeNull();
    expect(doc.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(doc.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe(
      'summary',
    );
    expect(doc.head.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(html).not.toMatch(/(href|content)="\//);
  });

  it('escapes the content module: hostile text stays text', () => {
    const html = homeHeadTags(hostile, withUrl);
    const doc = parse(html);
    // Only the tags the function writes: no injected element survived.
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(doc.head.querySelector('img')).toBeNull();
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      `${hostile.name} · ${hostile.headline}`,
    );
    expect(doc.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      hostile.bio,
    );
    const jsonLd = JSON.parse(doc.head.querySelector('script')?.textContent ?? '') as Record<
      string,
      unknown
    >;
    expect(jsonLd.name).toBe(hostile.name);
    expect(jsonLd.jobTitle).toBe(hostile.headline);
  });
});

describe('personJsonLd', () => {
  it('describes the owner from the content module', () => {
    expect(personJsonLd(site, withUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Jamie Santos',
      jobTitle: 'Full-stack web developer',
      homeLocation: { '@type': 'Place', name: 'Metro Manila, Philippines' },
      url: 'https://jamie.example/portfolio/',
      image: `https://jamie.example/portfolio/${site.avatar}`,
      sameAs: [
        'https://www.linkedin.com/in/jamie-santos-dev',
        'https://github.com/jamie-santos-dev',
      ],
      seeks: {
        '@type': 'Demand',
        name: 'Open to contract and full-time work from March 2027',
        availabilityStarts: '2027-03',
      },
    });
  });

  it('has no url or image without SITE_URL', () => {
    const person = personJsonLd(site, withoutUrl);
    expect(person).not.toHaveProperty('url');
    expect(person).not.toHaveProperty('image');
  });
});

describe('notFoundHeadTags', () => {
  it('keeps the page out of search results', () => {
    expect(notFoundHeadTags()).toBe('<meta name="robots" content="noindex" />');
  });
});

describe('robotsTxt and sitemapXml', () => {
  it('with SITE_URL: robots.txt names the sitemap, which lists the pages it is given', () => {
    expect(robotsTxt(withUrl)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://jamie.example/portfolio/sitemap.xml\n',
    );
    const sitemap = sitemapXml(withUrl, ['en'], ['', 'cv/']) ?? '';
    const doc = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    expect([...doc.getElementsByTagName('loc')].map((loc) => loc.textContent)).toEqual([
      'https://jamie.example/portfolio/',
      'https://jamie.example/portfolio/cv/',
    ]);
  });

  it('without SITE_URL: no sitemap, and robots.txt does not name one', () => {
    expect(sitemapXml(withoutUrl, ['en'], ['', 'cv/'])).toBeUndefined();
    expect(robotsTxt(withoutUrl)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('languages (docs/product.md § Languages)', () => {
  const fil = {
    lang: 'fil',
    languages: ['en', 'fil'] as const,
    knowsLanguage: ['Filipino', 'Ingles'],
  };
  const en = { ...fil, lang: 'en', knowsLanguage: ['Filipino', 'English'] };

  it('gives each language its canonical URL and hreflang alternates plus x-default', () => {
    const doc = parse(homeHeadTags(site, withUrl, fil));
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://jamie.example/portfolio/fil/',
    );
    expect(doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://jamie.example/portfolio/fil/',
    );
    const alternates = [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://jamie.example/portfolio/'],
      ['fil', 'https://jamie.example/portfolio/fil/'],
      ['x-default', 'https://jamie.example/portfolio/'],
    ]);
    const english = parse(homeHeadTags(site, withUrl, en));
    expect(english.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://jamie.example/portfolio/',
    );
    expect(english.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(3);
  });

  it('links no alternates without SITE_URL or with one language', () => {
    expect(homeHeadTags(site, withoutUrl, fil)).not.toContain('hreflang');
    expect(alternateLinkTags(withUrl.siteUrl, ['en'])).toBe('');
    expect(homeHeadTags(site, withUrl)).not.toContain('hreflang');
  });

  it('says in JSON-LD which languages the owner knows and which the page is in', () => {
    expect(personJsonLd(site, withUrl, fil)).toMatchObject({
      '@type': 'Person',
      url: 'https://jamie.example/portfolio/fil/',
      knowsLanguage: ['Filipino', 'Ingles'],
      mainEntityOfPage: {
        '@type': 'ProfilePage',
        inLanguage: 'fil',
        url: 'https://jamie.example/portfolio/fil/',
      },
    });
    expect(personJsonLd(site, withoutUrl, fil).mainEntityOfPage).toEqual({
      '@type': 'ProfilePage',
      inLanguage: 'fil',
    });
  });

  it('lists every page in every language in the sitemap, each with its page’s alternates', () => {
    const sitemap = sitemapXml(withUrl, ['en', 'fil'], ['', 'cv/']) ?? '';
    const doc = new DOMParser().parseFromString(sitemap, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const urls = [...doc.getElementsByTagName('url')];
    const site = 'https://jamie.example/portfolio/';
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      site,
      `${site}fil/`,
      `${site}cv/`,
      `${site}fil/cv/`,
    ]);
    for (const [index, url] of urls.entries()) {
      const page = index < 2 ? '' : 'cv/';
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(
        links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
      ).toEqual([`en ${site}${page}`, `fil ${site}fil/${page}`, `x-default ${site}${page}`]);
    }
  });
});
