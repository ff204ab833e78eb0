import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProject as project } from '#src/testing/sample-project.ts';
import { projectsAnswerProblem, validProjectsListPlugin } from './projects-cache-rule.ts';

const URL_ = 'https://api.example.com/projects';

/** The plugin's `cacheWillUpdate` for `response`, as the projects route calls it. */
function cacheWillUpdate(response: Response) {
  return validProjectsListPlugin.cacheWillUpdate?.({
    request: new Request(URL_),
    response,
    event: new Event('fetch') as ExtendableEvent,
  });
}

describe('what may become the cached projects list (docs/product.md § Offline and install)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));

  it.each([
    ['a 500', () => Response.json([project], { status: 500 }), /status 500/],
    ['an HTML maintenance page', () => new Response('<!doctype html><p>Back soon'), /not JSON/],
    ['a proxy’s JSON error', () => Response.json({ error: 'Bad gateway' }), /JSON list/],
    ['a list of which no item passes', () => Response.json([{ name: 'x' }]), /no item passes/],
  ])('refuses %s, keeping the cached copy (null), and logs why', async (_name, answer, reason) => {
    const response = answer();
    expect(await projectsAnswerProblem(response, URL_)).toMatch(reason);
    expect(await cacheWillUpdate(answer())).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(reason));
  });

  it('keeps a list the page would show (some items left out), and an empty list, unread', async () => {
    const partly = Response.json([project, { ...project, id: 2, url: 'javascript:alert(1)' }]);
    const kept = await cacheWillUpdate(partly);
    expect(kept).toBe(partly);
    expect(kept?.bodyUsed).toBe(false);
    expect(await kept?.json()).toHaveLength(2);
    expect(await projectsAnswerProblem(Response.json([]), URL_)).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });
});
