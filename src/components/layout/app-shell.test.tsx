import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell.tsx';

describe('AppShell (docs/decisions/0012-imports-run-one-way.md)', () => {
  it('shows the panel the app passes in under the sidebar navigation, with the sidebar’s class', () => {
    const places: string[] = [];
    render(
      <AppShell
        navPanel={(className) => {
          places.push(className);
          return <p>Panel from the app</p>;
        }}
      >
        <h1>Main</h1>
      </AppShell>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveTextContent('Panel from the app');
    expect(sidebar.querySelector('nav')).not.toBeNull();
    expect(places).toHaveLength(1);
    expect(places[0]).toMatch(/sidebarCourses/);
  });

  it('renders no panel when the app passes none', () => {
    render(
      <AppShell>
        <h1>Main</h1>
      </AppShell>,
    );
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).not.toHaveTextContent(
      'Panel from the app',
    );
  });
});
