import { describe, expect, it } from 'vitest';
import { projectSlug } from './project-slug.ts';

describe('projectSlug (docs/product.md § Project pages)', () => {
  it('is the GitHub repository’s name in lower case', () => {
    expect(projectSlug({ title: 'Flood Watch', url: 'https://github.com/jamie/Flood-Watch' })).toBe(
      'flood-watch',
    );
    expect(projectSlug({ title: 'x', url: 'https://github.com/jamie/tool.git' })).toBe('tool');
    expect(projectSlug({ title: 'x', url: 'https://github.com/jamie/.dotfiles' })).toBe('dotfiles');
    expect(projectSlug({ title: 'x', url: 'https://github.com/jamie/jamie.github.io' })).toBe(
      'jamie.github.io',
    );
  });

  it('slugs the title for a project elsewhere or a profile link', () => {
    expect(projectSlug({ title: 'Recipe Box', url: 'https://gitlab.com/jamie/recipes' })).toBe(
      'recipe-box',
    );
    expect(projectSlug({ title: 'Café Órale', url: 'https://github.com/jamie' })).toBe(
      'cafe-orale',
    );
    expect(projectSlug({ title: '案内', url: 'https://github.com/jamie/..' })).toBe('project');
  });
});
