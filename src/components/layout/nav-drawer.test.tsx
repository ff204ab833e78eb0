import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavDrawer } from './nav-drawer.tsx';

describe('NavDrawer (docs/decisions/0012-imports-run-one-way.md)', () => {
  it('shows the action the app passes in, in its footer before the colour-mode switch', () => {
    render(
      <NavDrawer
        isOpen
        onOpenChange={() => {}}
        drawerAction={({ className }) => (
          <button type="button" className={className}>
            Action from the app
          </button>
        )}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    const action = screen.getByRole('button', { name: 'Action from the app' });
    expect(dialog).toContainElement(action);
    expect(action.className).toMatch(/install/);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(action.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
