import { describe, expect, it } from 'vitest';
import { BuildEnvError, normaliseBasePath, normaliseSiteUrl, readBuildEnv } from './build-env.ts';

describe('readBuildEnv (docs/product.md § Configuration)', () => {
  it('applies the defaults when nothing is set', () => {
    expect(readBuildEnv({})).toEqual({
      basePath: '/',
      siteUrl: '',
      projectsUrl: '',
      demoReelUrl: '',
    });
  });

  it('keeps valid values, trimmed', () => {
    const env = readBuildEnv({
      BASE_PATH: 'portfolio',
      VITE_PROJECTS_URL: ' https://api.example.com/projects ',
      VITE_DEMO_REEL_URL: '/media/reel.mp4',
      SITE_URL: ' https://Jamie.Example ',
    });
    expect(env).toEqual({
      basePath: '/portfolio/',
      siteUrl: 'https://jamie.example/portfolio/',
      projectsUrl: 'https://api.example.com/projects',
      demoReelUrl: '/media/reel.mp4',
    });
  });

  it.each([
    ['VITE_PROJECTS_URL', 'ftp://example.com/projects', /VITE_PROJECTS_URL must use http or https/],
    ['VITE_PROJECTS_URL', 'projects.json', /VITE_PROJECTS_URL must be an absolute http\(s\) URL/],
    ['VITE_DEMO_REEL_URL', 'javascript:alert(1)', /VITE_DEMO_REEL_URL must use http or https/],
    ['BASE_PATH', 'https://example.com/', /BASE_PATH must be a path/],
    ['BASE_PATH', '/a/../b/', /BASE_PATH must be a path/],
    ['SITE_URL', 'jamie.dev', /SITE_URL must be an absolute http\(s\) URL/],
    ['SITE_URL', '/portfolio/', /SITE_URL must be an absolute http\(s\) URL/],
    ['SITE_URL', 'ftp://jamie.dev', /SITE_URL must use http or https/],
    ['SITE_URL', 'https://jamie.dev/?ref=x', /SITE_URL must be the site's address without/],
    ['SITE_URL', 'https://user:pw@jamie.dev', /SITE_URL must be the site's address without/],
    [
      'SITE_URL',
      'https://jamie.dev/portfolio/',
      /SITE_URL has the path "\/portfolio\/" but BASE_PATH is "\/"/,
    ],
  ])('rejects %s=%s naming the variable', (key, value, message) => {
    expect(() => readBuildEnv({ [key]: value })).toThrow(BuildEnvError);
    expect(() => readBuildEnv({ [key]: value })).toThrow(message);
  });
});

describe('normaliseBasePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['/portfolio', '/portfolio/'],
    ['portfolio/', '/portfolio/'],
    ['/a/b/', '/a/b/'],
  ])('%j → %j', (input, output) => {
    expect(normaliseBasePath(input)).toBe(output);
  });
});

describe('normaliseSiteUrl (the absolute URL behind canonical, og:url and the sitemap)', () => {
  it.each([
    ['', '/', ''],
    ['https://jamie.dev', '/', 'https://jamie.dev/'],
    ['https://jamie.dev/', '/', 'https://jamie.dev/'],
    ['http://127.0.0.1:4960', '/', 'http://127.0.0.1:4960/'],
    ['https://jamie.github.io', '/portfolio/', 'https://jamie.github.io/portfolio/'],
    ['https://jamie.github.io/portfolio', '/portfolio/', 'https://jamie.github.io/portfolio/'],
    ['https://jamie.github.io/portfolio/', '/portfolio/', 'https://jamie.github.io/portfolio/'],
  ])('%j with BASE_PATH %j → %j', (input, basePath, output) => {
    expect(normaliseSiteUrl(input, basePath)).toBe(output);
  });

  it('rejects a path that disagrees with BASE_PATH, suggesting the fix', () => {
    expect(() => normaliseSiteUrl('https://jamie.github.io/other/', '/portfolio/')).toThrow(
      'give SITE_URL as an origin (e.g. "https://jamie.github.io") and the path in BASE_PATH',
    );
  });
});
