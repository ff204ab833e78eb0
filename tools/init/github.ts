/**
 * A small client for the public GitHub REST API, the reads that
 * `npm run init` and `npm run refresh-projects` need: the user, their
 * repositories (every page), their social accounts, a repository's README
 * and a picture. Plain
 * `fetch`; no token needed (docs/product.md § Make it yours).
 *
 * - `GITHUB_API_URL` points it elsewhere (GitHub Enterprise, a stand-in in tests).
 * - `GITHUB_TOKEN`, when set, goes along as a bearer token (5,000 requests an hour instead of 60).
 * - Every request names the project in its `User-Agent`, as GitHub asks.
 */
import {
  array,
  boolean,
  type Infer,
  nullable,
  number,
  optional,
  type Struct,
  StructError,
  string,
  type,
  validate,
} from 'superstruct';
import {
  DownloadRefusal,
  httpUrl,
  MAX_API_ANSWER_BYTES,
  MAX_PICTURE_BYTES,
  networkFailure,
  readCapped,
  withDeadlines,
} from './capped-read.ts';

/** GitHub's public API, unless `GITHUB_API_URL` says otherwise. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';
/** Sent with every request (GitHub refuses requests without one). */
export const USER_AGENT = 'portfolio-pwa-init (npm run init; a portfolio site template)';
/** Repositories per page: GitHub's most. */
const PER_PAGE = 100;
/** Pages read at most (10,000 repositories), so a broken `Link` header cannot loop forever. */
const MAX_PAGES = 100;

/** The fields of `GET /users/{user}` used here. */
export const GitHubUser = type({
  login: string(),
  name: nullable(string()),
  bio: nullable(string()),
  location: nullable(string()),
  blog: nullable(string()),
  avatar_url: string(),
  html_url: string(),
});
export type GitHubUser = Infer<typeof GitHubUser>;

/** The fields of one item of `GET /users/{user}/repos` used here. */
export const GitHubRepo = type({
  id: number(),
  name: string(),
  description: nullable(string()),
  html_url: string(),
  language: nullable(string()),
  topics: optional(array(string())),
  stargazers_count: number(),
  pushed_at: nullable(string()),
  /** The project's site, as the owner set it on GitHub ("" or null when none). */
  homepage: optional(nullable(string())),
  /** The licence GitHub detected: `spdx_id` is `NOASSERTION` for one it could not name. */
  license: optional(nullable(type({ spdx_id: nullable(string()), name: string() }))),
  fork: boolean(),
  archived: boolean(),
  /** Only `false` is listed (docs/product.md § Make it yours: public repositories only). */
  private: boolean(),
  /** `public`, `private`, or `internal` (GitHub Enterprise: visible to the enterprise only); only `public` is listed. */
  visibility: optional(string()),
  owner: type({ login: string() }),
});
export type GitHubRepo = Infer<typeof GitHubRepo>;

/** The fields of `GET /repos/{owner}/{repo}/readme` used here: the file, base64-encoded, and where it lives. */
export const GitHubReadme = type({
  content: string(),
  encoding: string(),
  size: number(),
  html_url: nullable(string()),
  download_url: nullable(string()),
});
export type GitHubReadme = Infer<typeof GitHubReadme>;

/** One item of `GET /users/{user}/social_accounts`: `provider` is e.g. "linkedin", "twitter", "generic". */
export const GitHubSocialAccount = type({ provider: string(), url: string() });
export type GitHubSocialAccount = Infer<typeof GitHubSocialAccount>;

/**
 * Why a GitHub read failed, in words a person can act on; `kind` lets the
 * caller tell them apart: `not-found` (unknown user), `rate-limit` (set
 * `GITHUB_TOKEN`), `unreachable` (no answer), `refused` (another status,
 * given as `status`), `malformed` (an answer of the wrong shape).
 */
export class GitHubError extends Error {
  constructor(
    readonly kind: 'not-found' | 'rate-limit' | 'unreachable' | 'refused' | 'malformed',
    message: string,
    /** The HTTP status GitHub answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GitHubError';
  }
}

/** Where and how to reach the API. */
export type GitHubOptions = {
  /** The API's origin (and path prefix, for GitHub Enterprise's `/api/v3`), e.g. `https://api.github.com`. */
  apiUrl?: string;
  /** A token for the `Authorization: Bearer` header; unset: unauthenticated. */
  token?: string;
};

/** Options from the environment: `GITHUB_API_URL` and `GITHUB_TOKEN` (docs/product.md § Configuration: both optional). */
export function githubOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GitHubOptions {
  const apiUrl = env.GITHUB_API_URL?.trim() || DEFAULT_GITHUB_API_URL;
  if (!/^https?:\/\/[^/]/i.test(apiUrl) || !URL.canParse(apiUrl)) {
    throw new GitHubError(
      'refused',
      `GITHUB_API_URL "${apiUrl}" is not an http(s) URL, e.g. https://github.example.com/api/v3.`,
    );
  }
  return { apiUrl, token: env.GITHUB_TOKEN?.trim() || undefined };
}

/** The `next` URL of a `Link` header (RFC 8288), as GitHub paginates. */
export function nextPageUrl(link: string | null): string | undefined {
  for (const part of link?.split(',') ?? []) {
    const match = part.match(/<([^>]+)>\s*;\s*rel="?next"?/);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * Reads of one API origin. Every method rejects with a {@link GitHubError}.
 */
export type GitHubClient = ReturnType<typeof createGitHubClient>;

/**
 * A client for `options.apiUrl` (see {@link GitHubOptions}).
 * @throws GitHubError from every method (see its `kind`).
 */
export function createGitHubClient(options: GitHubOptions = githubOptionsFromEnv()) {
  const apiUrl = (options.apiUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': USER_AGENT,
    ...(options.token && { Authorization: `Bearer ${options.token}` }),
  };

  async function request(url: string, what: string, user?: string): Promise<Response> {
    let response: Response;
    // The token goes to the API's own origin only (the avatar is on another host).
    const sent =
      new URL(url).origin === new URL(apiUrl).origin ? headers : { 'User-Agent': USER_AGENT };
    try {
      response = await fetch(url, withDeadlines({ headers: sent, redirect: 'follow' }));
    } catch (error) {
      throw new GitHubError(
        'unreachable',
        `Could not reach GitHub at ${apiUrl} (${networkFailure(error)}) while reading ${what}. Check the connection, or GITHUB_API_URL if you set it.`,
      );
    }
    if (response.ok) return response;
    const remaining = response.headers.get('x-ratelimit-remaining');
    if ((response.status === 403 || response.status === 429) && remaining === '0') {
      const reset = Number(response.headers.get('x-ratelimit-reset'));
      const when = reset ? ` (it resets at ${new Date(reset * 1000).toISOString()})` : '';
      throw new GitHubError(
        'rate-limit',
        `GitHub's rate limit is used up${when}: ${options.token ? 'GITHUB_TOKEN is set, so wait for the reset' : 'set GITHUB_TOKEN to a personal access token (no scopes needed) and run again'}.`,
      );
    }
    if (response.status === 404 && user) {
      throw new GitHubError('not-found', `GitHub user "${user}" not found at ${apiUrl}.`);
    }
    throw new GitHubError(
      'refused',
      `GitHub answered ${response.status} ${response.statusText} to ${what} (${url}).`,
      response.status,
    );
  }

  /** The body of `response`, at most `cap` bytes. @throws GitHubError `malformed` when larger, `unreachable` when it breaks off. */
  async function bytesOf(response: Response, url: string, what: string, cap: number) {
    try {
      return await readCapped(response, { cap, what, url });
    } catch (error) {
      if (error instanceof DownloadRefusal) throw new GitHubError('malformed', error.message);
      throw new GitHubError('unreachable', `${what} (${url}) broke off: ${networkFailure(error)}.`);
    }
  }

  /** The JSON body of `response` (at most {@link MAX_API_ANSWER_BYTES}). @throws GitHubError `malformed` when it is not JSON. */
  async function jsonOf(response: Response, url: string, what: string): Promise<unknown> {
    const bytes = await bytesOf(response, url, `GitHub's answer to ${what}`, MAX_API_ANSWER_BYTES);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new GitHubError('malformed', `GitHub's answer to ${what} (${url}) is not JSON.`);
    }
  }

  async function json<T>(url: string, struct: Struct<T>, what: string, user?: string): Promise<T> {
    const response = await request(url, what, user);
    const body = await jsonOf(response, url, what);
    const [error, value] = validate(body, struct);
    if (error instanceof StructError) {
      const at = error.path.join('.') || '(root)';
      throw new GitHubError(
        'malformed',
        `GitHub's answer to ${what} (${url}) is not what was expected: ${at}: ${error.message}`,
      );
    }
    return value as T;
  }

  const userPath = (user: string) => `${apiUrl}/users/${encodeURIComponent(user)}`;

  return {
    apiUrl,
    /** `GET /users/{user}`. @throws GitHubError `not-found` naming the user. */
    user(user: string): Promise<GitHubUser> {
      return json(userPath(user), GitHubUser, `the user "${user}"`, user);
    },
    /** Every page of `GET /users/{user}/repos` (the repositories the user owns), in GitHub's order. */
    async repos(user: string): Promise<GitHubRepo[]> {
      const repos: GitHubRepo[] = [];
      let url: string | undefined =
        `${userPath(user)}/repos?type=owner&sort=full_name&per_page=${PER_PAGE}`;
      for (let page = 1; url && page <= MAX_PAGES; page += 1) {
        const what = `the repositories of "${user}"`;
        const response = await request(url, what, user);
        const body = await jsonOf(response, url, what);
        const [error, items] = validate(body, array(GitHubRepo));
        if (error) {
          throw new GitHubError(
            'malformed',
            `GitHub's repository list (${url}) is not what was expected: ${error.path.join('.') || '(root)'}: ${error.message}`,
          );
        }
        repos.push(...items);
        url = nextPageUrl(response.headers.get('link'));
      }
      // One repository per id, should a page boundary move while reading.
      return [...new Map(repos.map((repo) => [repo.id, repo])).values()];
    },
    /** `GET /users/{user}/social_accounts`; none where the API has no such endpoint (older GitHub Enterprise, 404). */
    async socialAccounts(user: string): Promise<GitHubSocialAccount[]> {
      try {
        return await json(
          `${userPath(user)}/social_accounts`,
          array(GitHubSocialAccount),
          `the social accounts of "${user}"`,
        );
      } catch (error) {
        if (
          error instanceof GitHubError &&
          error.kind === 'refused' &&
          / 404 /.test(error.message)
        ) {
          return [];
        }
        throw error;
      }
    },
    /**
     * A picture (the avatar, or one a README shows), as bytes, at most `cap` bytes.
     * @param what names it in messages (default "the avatar").
     * @throws GitHubError `refused` for a URL that is not http(s), `malformed` when larger than the cap, or `unreachable`.
     */
    async picture(url: string, what = 'the avatar', cap = MAX_PICTURE_BYTES): Promise<Buffer> {
      const named = `${what[0]?.toUpperCase()}${what.slice(1)}`;
      try {
        httpUrl(url, `${named}'s URL`);
      } catch (error) {
        throw new GitHubError('refused', (error as Error).message);
      }
      const response = await request(url, what);
      return bytesOf(response, url, named, cap);
    },
    /**
     * `GET /repos/{owner}/{repo}/readme`: the repository's README, or undefined when it has none (404).
     * @throws GitHubError as the other reads (a README over {@link MAX_API_ANSWER_BYTES} is `malformed`).
     */
    async readme(owner: string, repo: string): Promise<GitHubReadme | undefined> {
      const url = `${apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/readme`;
      try {
        return await json(url, GitHubReadme, `the README of ${owner}/${repo}`);
      } catch (error) {
        if (error instanceof GitHubError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
