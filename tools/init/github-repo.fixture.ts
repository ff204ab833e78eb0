import type { GitHubRepo } from './github.ts';

/**
 * A repository as GitHub's REST API lists it (`GET /users/{user}/repos`), for unit
 * tests: `ada`'s own, public, not a fork, not archived, no stars; `extra` overrides.
 */
export const repo = (name: string, extra: Partial<GitHubRepo> = {}): GitHubRepo => ({
  id: name.length,
  name,
  description: null,
  html_url: `https://github.com/ada/${name}`,
  language: null,
  topics: [],
  stargazers_count: 0,
  pushed_at: '2026-01-01T00:00:00Z',
  fork: false,
  archived: false,
  private: false,
  visibility: 'public',
  owner: { login: 'ada' },
  ...extra,
});
