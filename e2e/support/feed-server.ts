import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { streamOversize } from './github-server.ts';
import { listen } from './listen.ts';

/**
 * A stand-in blog host for `npm run init -- --feed URL` and `npm run refresh`
 * (docs/product.md § Writing): the same three posts as RSS 2.0 (`/rss.xml`,
 * dev.to's and Medium's kind), Atom 1.0 (`/atom.xml`, a personal blog's) and
 * JSON Feed 1.1 (`/feed.json`), a picture for the first post (`/cover.png`),
 * and the hostile cases:
 * - `/hostile.xml`: scripts and event handlers in a title (plain text in RSS) and a summary, a
 *   `javascript:` link, a 1 MB title and 10,000 items;
 * - `/oversize.xml`: 6 MB streamed without a `Content-Length` (over the 5 MB cap);
 * - `/empty.xml`: a feed with no items; `/undated.xml`: items with no date or no link;
 * - `/inject.json`: JSON that breaks off where it would start a GitHub Actions workflow command;
 * - `/atom-text.xml`: an Atom feed in `xml:lang="en_US"` with a plain-text title that
 *   reads like markup and an entry dated in the future;
 * - `/not-a-feed`: a blog's HTML page; `/down`: 503 (an outage); anything else 404.
 * Listens on a free port of 127.0.0.1; `requests` lists the paths asked for.
 */
export async function startFeedServer() {
  const cover = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#20639b' },
  })
    .png()
    .toBuffer();
  const requests: string[] = [];
  let origin = '';
  const posts = () => [
    {
      title: 'Shipping an offline-first PWA',
      path: '/posts/offline-pwa',
      date: '2026-09-02T08:00:00Z',
      html: '<p>What a <b>service worker</b> keeps, and for how long.</p>',
      image: `${origin}/cover.png`,
    },
    {
      title: 'Typed catalogues for two languages',
      path: '/posts/typed-catalogues',
      date: '2026-07-15T08:00:00Z',
      html: '<p>Filipino and English texts, checked by the compiler.</p>',
    },
    {
      title: 'Budgets that fail the build',
      path: '/posts/budgets',
      date: '2026-05-01T08:00:00Z',
      html: '<p>Bytes, milliseconds and layout shifts as tests.</p>',
    },
  ];
  const xml = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const rss = (items: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Stand-in blog</title><link>${origin}/</link><language>en</language>${items}</channel></rss>`;
  const rssItems = () =>
    posts()
      .map(
        (post) =>
          `<item><title>${xml(post.title)}</title><link>${origin}${post.path}</link><pubDate>${new Date(post.date).toUTCString()}</pubDate><description>${xml(post.html)}</description>${post.image ? `<enclosure url="${post.image}" type="image/png" length="${cover.length}"/>` : ''}</item>`,
      )
      .join('');
  const atom = () =>
    `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Stand-in blog</title><id>${origin}/</id><updated>2026-09-02T08:00:00Z</updated>${posts()
      .map(
        (post) =>
          `<entry><title>${xml(post.title)}</title><link rel="alternate" href="${origin}${post.path}"/><id>${origin}${post.path}</id><published>${post.date}</published><updated>${post.date}</updated><summary type="html">${xml(post.html)}</summary></entry>`,
      )
      .join('')}</feed>`;
  const jsonFeed = () =>
    JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Stand-in blog',
      language: 'en',
      items: posts().map((post) => ({
        id: post.path,
        url: `${origin}${post.path}`,
        title: post.title,
        date_published: post.date,
        content_html: post.html,
        ...(post.image && { image: post.image }),
      })),
    });
  const hostile = () => {
    const newest = new Date('2026-10-01T00:00:00Z').getTime();
    const item = (index: number, title: string, link: string, description = '') =>
      `<item><title>${title}</title><link>${link}</link><pubDate>${new Date(newest - index * 3_600_000).toUTCString()}</pubDate><description>${description}</description></item>`;
    return rss(
      item(
        0,
        xml('<script>alert("title")</script>Scripted <img src=x onerror=alert(1)>post'),
        `${origin}/posts/scripted`,
        xml('<script>steal()</script><p onclick="x()">Only these words</p>'),
      ) +
        item(1, 'Click me', 'javascript:alert(document.cookie)') +
        item(2, 'A'.repeat(1024 * 1024), `${origin}/posts/long`) +
        Array.from({ length: 10_000 }, (_, index) =>
          item(3 + index, `Filler ${index}`, `${origin}/posts/filler-${index}`),
        ).join(''),
    );
  };

  const undated = () =>
    rss(
      `<item><title>No date</title><link>${origin}/posts/no-date</link></item><item><title>No link</title><pubDate>${new Date('2026-09-02T08:00:00Z').toUTCString()}</pubDate></item>`,
    );
  const atomText = () =>
    `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en_US"><title>Stand-in blog</title><id>${origin}/</id><updated>2026-09-02T08:00:00Z</updated>
<entry><title type="text">Using &lt;dialog&gt; &amp; popovers</title><link href="${origin}/posts/dialog"/><id>${origin}/posts/dialog</id><published>2026-09-02T08:00:00Z</published><summary type="text">When &lt;dialog&gt; beats a div.</summary></entry>
<entry><title>Scheduled</title><link href="${origin}/posts/scheduled"/><id>${origin}/posts/scheduled</id><published>2999-01-01T00:00:00Z</published></entry></feed>`;

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    requests.push(path);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    switch (path) {
      case '/rss.xml':
        return send(200, 'application/rss+xml', rss(rssItems()));
      case '/atom.xml':
        return send(200, 'application/atom+xml', atom());
      case '/feed.json':
        return send(200, 'application/feed+json', jsonFeed());
      case '/cover.png':
        return send(200, 'image/png', cover);
      case '/hostile.xml':
        return send(200, 'application/rss+xml', hostile());
      case '/oversize.xml':
        return streamOversize(response, 6 * 1024 * 1024, false);
      case '/empty.xml':
        return send(200, 'application/rss+xml', rss(''));
      case '/undated.xml':
        return send(200, 'application/rss+xml', undated());
      case '/inject.json':
        return send(200, 'application/feed+json', '[\n::error::injected by a feed');
      case '/atom-text.xml':
        return send(200, 'application/atom+xml', atomText());
      case '/not-a-feed':
        return send(200, 'text/html', '<!doctype html><title>My blog</title><h1>Posts</h1>');
      case '/down':
        return send(503, 'text/plain', 'Service Unavailable');
      default:
        return send(404, 'text/plain', 'Not Found');
    }
  });
  await listen(server, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The stand-in's origin, e.g. `http://127.0.0.1:40123`. */
    origin,
    /** The paths asked for so far. */
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
