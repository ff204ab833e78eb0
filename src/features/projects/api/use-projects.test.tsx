import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProject } from '#src/testing/sample-project.ts';
import { resetProjectsForTests, useProjects } from './use-projects.ts';

function Status({ label }: { label: string }) {
  const state = useProjects();
  return (
    <p>
      {label}: {state.status}
      {state.status === 'success' && ` ${state.projects.length}`}
    </p>
  );
}

const okProject = sampleProject;

describe('useProjects (docs/product.md § Projects: fetched once per visit)', () => {
  beforeEach(() => resetProjectsForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('shares one request between every reader and re-render', async () => {
    const fetchMock = vi.fn(async () => Response.json([okProject]));
    vi.stubGlobal('fetch', fetchMock);
    const { rerender } = render(
      <>
        <Status label="first" />
        <Status label="second" />
      </>,
    );
    expect(screen.getByText('first: loading')).toBeInTheDocument();
    expect(await screen.findByText('second: success 1')).toBeInTheDocument();
    rerender(<Status label="again" />);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(screen.getByText('again: success 1')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500 answer', async () => new Response('oops', { status: 500 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['JSON that is not a list', async () => Response.json({ projects: [] })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('turns %s into the error state', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Status label="projects" />);
    expect(await screen.findByText('projects: error')).toBeInTheDocument();
  });

  it('logs the items it leaves out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([okProject, { ...okProject, id: 2, url: 'javascript:x' }])),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Status label="projects" />);
    expect(await screen.findByText('projects: success 1')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/1 item\(s\) left out[\s\S]*item 1: url/),
    );
  });
});
