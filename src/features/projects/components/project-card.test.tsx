import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project } from '../api/project-schema.ts';
import { ProjectCard } from './project-card.tsx';

const project: Project = {
  id: 1,
  title: 'Flood Watch',
  description: 'River levels on a map.',
  background_image: 'https://images.example.org/flood-watch.webp',
  stack: 'React',
  language: 'TypeScript',
  alt: 'A map with river gauges',
  url: 'https://example.org/flood-watch',
};

describe('ProjectCard (docs/product.md § Projects: a link named by the title; remote data)', () => {
  it('is a link named by the title that opens in a new tab without an opener', () => {
    render(
      <ProjectCard project={project} pages={{ 'projects/other/': 'https://example.org/o' }} />,
    );
    const link = screen.getByRole('link', { name: 'Flood Watch' });
    expect(link).toHaveAttribute('href', 'https://example.org/flood-watch');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leads to the project’s page, in the same tab, when the build wrote one (§ Project pages)', () => {
    render(
      <ProjectCard
        project={project}
        pages={{
          'projects/other/': 'https://example.org/o',
          'projects/flood-watch/': 'https://example.org/flood-watch',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Flood Watch' });
    expect(link).toHaveAttribute('href', `${import.meta.env.BASE_URL}projects/flood-watch/`);
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('links out when the page of that name is another project’s (two repositories of one name)', () => {
    render(
      <ProjectCard
        project={project}
        pages={{ 'projects/flood-watch/': 'https://github.com/someone-else/flood-watch' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Flood Watch' });
    expect(link).toHaveAttribute('href', 'https://example.org/flood-watch');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps a picture that failed to load, with its alt text, but hides the broken-image icon', () => {
    render(<ProjectCard project={project} />);
    const image = screen.getByRole('img', { name: 'A map with river gauges' });
    expect(image).not.toHaveAttribute('data-failed');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'A map with river gauges' })).toHaveAttribute(
      'data-failed',
    );
  });
});
