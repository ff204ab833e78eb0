import { describe, expect, it } from 'vitest';
import { GitHubError } from './github.ts';
import { InitRefusal } from './plan.ts';
import { annotation, failureKind, failureMessage } from './refresh-projects.ts';

describe('refresh-projects failures (docs/product.md § Make it yours)', () => {
  it('tells what may pass by itself from what never will', () => {
    const refused = (status: number) =>
      new GitHubError('refused', `GitHub answered ${status}`, status);
    expect(failureKind(new GitHubError('unreachable', 'no answer'))).toBe('passing');
    expect(failureKind(new GitHubError('rate-limit', 'used up'))).toBe('passing');
    expect(failureKind(refused(502))).toBe('passing');
    expect(failureKind(refused(503))).toBe('passing');
    expect(failureKind(refused(429))).toBe('passing');
    expect(failureKind(new GitHubError('not-found', 'no such user'))).toBe('lasting');
    expect(failureKind(refused(401))).toBe('lasting');
    expect(failureKind(refused(403))).toBe('lasting');
    expect(failureKind(new InitRefusal('a repos entry is gone'))).toBe('lasting');
  });

  it('adds the fix to what never will work', () => {
    expect(failureMessage(new GitHubError('not-found', 'GitHub user "x" not found.'))).toMatch(
      /npm run init -- --github NEW-NAME/,
    );
    expect(failureMessage(new GitHubError('refused', 'GitHub answered 401.', 401))).toMatch(
      /GITHUB_TOKEN: set it to a valid token, or unset it/,
    );
    expect(failureMessage(new GitHubError('unreachable', 'Could not reach GitHub.'))).toBe(
      'Could not reach GitHub.',
    );
  });
});

describe('annotation', () => {
  it('writes a GitHub Actions workflow command, escaped as the runner reads it', () => {
    expect(annotation('warning', 'Projects: not refreshed', '100% down\nretry')).toBe(
      '::warning title=Projects%3A not refreshed::100%25 down%0Aretry',
    );
    expect(annotation('error', 'A, B', 'x')).toBe('::error title=A%2C B::x');
  });
});
