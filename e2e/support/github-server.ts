import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { listen } from './listen.ts';

/** One repository as GitHub's REST API lists it (the fields `npm run init` reads, plus owner). */
export type StandInRepo = {
  name: string;
  description?: string | null;
  language?: string | null;
  topics?: string[];
  stargazers_count?: number;
  pushed_at?: string;
  fork?: boolean;
  archived?: boolean;
  /** GitHub's `private` (default false). */
  private?: boolean;
  /** GitHub's `visibility`: `public` (the default), `private` or `internal` (GitHub Enterprise). */
  visibility?: 'public' | 'private' | 'internal';
  homepage?: string | null;
  license?: { spdx_id: string | null; name: string } | null;
  /** The README's text (`GET /repos/{owner}/{repo}/readme`); absent: a 404, as for a repository without one. */
  readme?: string;
  /** Files of the repository (pictures the README shows), served at the README's `download_url` folder. */
  files?: Record<string, Buffer>;
};

/** A user the stand-in knows: their profile, repositories and social accounts. */
export type StandInUser = {
  login: string;
  name?: string | null;
  bio?: string | null;
  location?: string | null;
  blog?: string | null;
  repos: StandInRepo[];
  social?: { provider: string; url: string }[];
};

/**
 * How the stand-in answers: `ok` as GitHub does; `rate-limit` 403 with
 * `x-ratelimit-remaining: 0` to every request; `malformed` 200 with a body
 * that is not JSON; `oversize` 200 with a JSON body of {@link OVERSIZE_BYTES}
 * streamed in chunks without a `Content-Length`; `oversize-declared` the
 * same, announced by its `Content-Length`; `server-error` 502 (an outage);
 * `bad-token` 401 "Bad credentials" (a token GitHub does not accept).
 */
export type GitHubMode =
  | 'ok'
  | 'rate-limit'
  | 'malformed'
  | 'oversize'
  | 'oversize-declared'
  | 'server-error'
  | 'bad-token';

/** The size of an `oversize` answer: 6 MiB, over the 5 MiB cap of a GitHub answer or a résumé. */
export const OVERSIZE_BYTES = 6 * 1024 * 1024;

/**
 * Streams a JSON string of `bytes` bytes in 64 KiB chunks, waiting for the
 * socket to drain between them (so the reader may stop early), with or without `Content-Length`.
 */
export function streamOversize(
  response: import('node:http').ServerResponse,
  bytes: number,
  declared: boolean,
): void {
  response.writeHead(200, {
    'content-type': 'application/json',
    ...(declared && { 'content-length': String(bytes) }),
  });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      const size = Math.min(chunk.length, bytes - sent);
      const part = Buffer.from(chunk.subarray(0, size));
      if (sent === 0) part[0] = 0x22; // the opening quote
      sent += size;
      if (sent === bytes) part[size - 1] = 0x22; // the closing quote
      if (!response.write(part)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  response.on('error', () => {});
  more();
}

/** A request as it arrived: path with query, and the headers `npm run init` must send. */
export type SeenRequest = { path: string; userAgent?: string; authorization?: string };

/**
 * A stand-in for GitHub's REST API (docs/product.md § Make it yours: tests
 * never call the real one): `GET /users/{user}`, `/users/{user}/repos`
 * (paginated by `per_page` and `page`, with a `Link` header like GitHub's),
 * `/users/{user}/social_accounts`, `/repos/{user}/{repo}/readme` (with the repository's
 * files under its `download_url`), `/avatars/{user}.png` and the `files` given; an unknown user
 * is a 404 with GitHub's body. Listens on an ephemeral port of 127.0.0.1.
 */
export async function startGitHubServer(
  users: StandInUser[],
  /** Other files it serves as they are, by path, e.g. `{ '/files/resume.json': '{…}' }` (a résumé given by URL). */
  files: Record<string, string> = {},
) {
  const known = new Map(users.map((user) => [user.login.toLowerCase(), user]));
  // A repository keeps its id whatever order it is listed in, as on GitHub.
  const ids = new Map<string, number>();
  const idOf = (login: string, name: string) => {
    const key = `${login}/${name}`.toLowerCase();
    if (!ids.has(key)) ids.set(key, 5000 + ids.size);
    return ids.get(key) as number;
  };
  for (const user of users) for (const repo of user.repos) idOf(user.login, repo.name);
  let mode: GitHubMode = 'ok';
  const seen: SeenRequest[] = [];
  const avatar = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#2f6f4f' },
  })
    .png()
    .toBuffer();

  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    seen.push({
      path: `${url.pathname}${url.search}`,
      userAgent: request.headers['user-agent'],
      authorization: request.headers.authorization,
    });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (mode === 'rate-limit') {
      json(
        403,
        { message: 'API rate limit exceeded for 127.0.0.1.' },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1893456000' },
      );
      return;
    }
    if (mode === 'server-error') {
      json(502, { message: 'Server Error' });
      return;
    }
    if (mode === 'bad-token') {
      json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    if (mode === 'oversize' || mode === 'oversize-declared') {
      streamOversize(response, OVERSIZE_BYTES, mode === 'oversize-declared');
      return;
    }
    if (mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"login": ');
      return;
    }
    if (url.pathname in files) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(files[url.pathname]);
      return;
    }
    // A repository's README, and its files under the README's download_url (GitHub's raw host).
    const repoMatch = url.pathname.match(/^\/(repos|raw)\/([^/]+)\/([^/]+)\/(?:main\/)?(.*)$/);
    const repoOwner = repoMatch && known.get(decodeURIComponent(repoMatch[2] ?? '').toLowerCase());
    const repo = repoOwner?.repos.find(
      (item) => item.name === decodeURIComponent(repoMatch?.[3] ?? ''),
    );
    if (repoMatch && repoOwner && repo) {
      const host = `http://${request.headers.host}`;
      const base = `/raw/${repoOwner.login}/${repo.name}/main/`;
      if (repoMatch[1] === 'repos' && repoMatch[4] === 'readme' && repo.readme !== undefined) {
        const bytes = Buffer.from(repo.readme);
        json(200, {
          name: 'README.md',
          path: 'README.md',
          size: bytes.length,
          encoding: 'base64',
          content: bytes.toString('base64'),
          html_url: `https://github.com/${repoOwner.login}/${repo.name}/blob/main/README.md`,
          download_url: `${host}${base}README.md`,
        });
        return;
      }
      const file = repoMatch[1] === 'raw' ? repo.files?.[repoMatch[4] ?? ''] : undefined;
      if (file) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(file);
        return;
      }
    }
    const avatarMatch = url.pathname.match(/^\/avatars\/([^/]+)\.png$/);
    if (avatarMatch) {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(avatar);
      return;
    }
    const match = url.pathname.match(/^\/users\/([^/]+)(\/repos|\/social_accounts)?$/);
    const user = match && known.get(decodeURIComponent(match[1]).toLowerCase());
    if (!match || !user) {
      json(404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest',
        status: '404',
      });
      return;
    }
    const origin = `http://${request.headers.host}`;
    if (!match[2]) {
      json(200, {
        login: user.login,
        id: 1000,
        name: user.name ?? null,
        bio: user.bio ?? null,
        location: user.location ?? null,
        blog: user.blog ?? '',
        avatar_url: `${origin}/avatars/${user.login}.png`,
        html_url: `https://github.com/${user.login}`,
        public_repos: user.repos.length,
      });
      return;
    }
    if (match[2] === '/social_accounts') {
      json(200, user.social ?? []);
      return;
    }
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const items = user.repos.slice((page - 1) * perPage, page * perPage).map((repo) => ({
      id: idOf(user.login, repo.name),
      name: repo.name,
      full_name: `${user.login}/${repo.name}`,
      description: repo.description ?? null,
      html_url: `https://github.com/${user.login}/${repo.name}`,
      language: repo.language ?? null,
      topics: repo.topics ?? [],
      stargazers_count: repo.stargazers_count ?? 0,
      pushed_at: repo.pushed_at ?? '2026-01-01T00:00:00Z',
      fork: repo.fork ?? false,
      archived: repo.archived ?? false,
      private: repo.private ?? false,
      visibility: repo.visibility ?? 'public',
      homepage: repo.homepage ?? null,
      license: repo.license ?? null,
      owner: { login: user.login },
    }));
    const last = Math.max(1, Math.ceil(user.repos.length / perPage));
    const link = (to: number) => {
      const next = new URL(url.href);
      next.searchParams.set('page', String(to));
      return `<${origin}${next.pathname}${next.search}>`;
    };
    const links = [
      page < last && `${link(page + 1)}; rel="next"`,
      page < last && `${link(last)}; rel="last"`,
    ].filter(Boolean);
    json(200, items, links.length ? { link: links.join(', ') } : {});
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  return {
    /** The origin to give as `GITHUB_API_URL`. */
    url: `http://127.0.0.1:${port}`,
    setMode(next: GitHubMode) {
      mode = next;
    },
    /** Adds a repository to a user (as if they pushed a new one). */
    addRepo(login: string, repo: StandInRepo) {
      known.get(login.toLowerCase())?.repos.push(repo);
    },
    /**
     * Replaces a user's repositories with what `change` makes of them (e.g.
     * the same ones in another order, with other star counts); ids stay.
     */
    changeRepos(login: string, change: (repos: StandInRepo[]) => StandInRepo[]) {
      const user = known.get(login.toLowerCase());
      if (user) user.repos = change(structuredClone(user.repos));
    },
    /** Every request since the start, in order. */
    seen: () => [...seen],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
