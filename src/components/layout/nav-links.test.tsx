import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavLinks } from './nav-links.tsx';

describe('NavLinks (docs/product.md § Navigation, § Posts)', () => {
  it('leads to the owner’s posts after Home when there are posts; Home stays the current page', () => {
    render(<NavLinks posts />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Writing']);
    expect(links[1]).toHaveAttribute('href', '/posts/');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('has Home alone when the owner has no posts', () => {
    render(<NavLinks posts={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home']);
  });
});
