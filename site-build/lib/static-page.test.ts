import { describe, expect, it } from 'vitest';
import { staticPageHead } from './static-page.ts';

const input = {
  locale: 'ar',
  colourScript: '/p/assets/colour-mode-1.js',
  stylesheet: '/p/assets/cv-1.css',
  title: 'CV · A "B" & C',
  description: 'Work <and> play',
  basePath: '/p/',
  siteUrl: 'https://a.example/p/',
  languagePath: 'ar/',
  page: 'cv/',
  languages: ['en', 'ar'] as const,
};

describe('staticPageHead', () => {
  it('opens the document in the page’s language and direction, every value escaped', () => {
    const head = staticPageHead(input);
    expect(
      head.startsWith('<!doctype html>\n<html lang="ar" dir="rtl" data-theme="dark">\n<head>\n'),
    ).toBe(true);
    expect(head).toContain('<script src="/p/assets/colour-mode-1.js"></script>');
    expect(head).toContain('<link rel="stylesheet" href="/p/assets/cv-1.css">');
    expect(head).toContain('<title>CV · A &quot;B&quot; &amp; C</title>');
    expect(head).toContain('<meta name="description" content="Work &lt;and&gt; play">');
    expect(head).toContain('<link rel="icon" href="/p/favicon.svg">');
    expect(head).not.toContain('</head>');
  });

  it('gives the canonical URL and each language’s alternate only with a site URL', () => {
    const head = staticPageHead(input);
    expect(head).toContain('<link rel="canonical" href="https://a.example/p/ar/cv/">');
    expect(head).toContain('hreflang="en" href="https://a.example/p/cv/"');
    expect(head).toContain('hreflang="x-default" href="https://a.example/p/cv/"');
    const none = staticPageHead({ ...input, siteUrl: '' });
    expect(none).not.toContain('canonical');
    expect(none).not.toContain('hreflang');
    expect(none.split('\n')).not.toContain('');
  });
});
