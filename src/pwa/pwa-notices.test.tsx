import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaNotices } from './pwa-notices.tsx';
import { useUpdateStore } from './update-store.ts';

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
}

describe('PwaNotices (docs/product.md § Offline and install: offline indicator and update prompt)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useUpdateStore.setState({ applyUpdate: null });
  });

  it('renders empty live regions on the server, so hydration matches the prerendered HTML', () => {
    const html = renderToString(<PwaNotices />);
    expect(html).not.toMatch(/offline|new version/i);
    expect(html.match(/role="status"/g)).toHaveLength(2);
  });

  it('tells the visitor when they go offline, and clears when they are back', () => {
    render(<PwaNotices />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => setOnline(false));
    expect(screen.getByText(/You are offline/)).toBeInTheDocument();
    expect(screen.getByText(/You are offline/).closest('[role="status"]')).not.toBeNull();
    act(() => setOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });

  it('offers a waiting version with Reload, which applies it once', async () => {
    const applyUpdate = vi.fn();
    render(<PwaNotices />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    act(() => useUpdateStore.setState({ applyUpdate }));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: 'Reload' });
    await userEvent.click(reload);
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
  });

  it('can be dismissed with the keyboard', async () => {
    render(<PwaNotices />);
    act(() => useUpdateStore.setState({ applyUpdate: vi.fn() }));
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('offers the next version again after one was dismissed', async () => {
    render(<PwaNotices />);
    act(() => useUpdateStore.setState({ applyUpdate: vi.fn() }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    const next = vi.fn();
    act(() => useUpdateStore.setState({ applyUpdate: next }));
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(reload).toBeEnabled();
    await userEvent.click(reload);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
