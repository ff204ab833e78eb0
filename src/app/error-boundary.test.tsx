import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary (docs/product.md § Errors)', () => {
  it('shows "Unexpected Application Error!" followed by the error text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken error={new Error('projects is not iterable')} />
      </ErrorBoundary>,
    );
    const heading = screen.getByRole('heading', { name: 'Unexpected Application Error!' });
    expect(heading).toBeInTheDocument();
    expect(heading.nextElementSibling).toHaveTextContent('projects is not iterable');
    expect(console.error).toHaveBeenCalled();
  });

  it('shows thrown non-errors as text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken error="plain string" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('plain string')).toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
