import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS_REFRESH, registerProjectsRefresh } from './periodic-refresh.ts';

function stubPermission(state: PermissionState) {
  const query = vi.fn(async (_descriptor: { name: string }) => ({ state }));
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
  return query;
}

function registrationWith(periodicSync?: object) {
  return (periodicSync ? { periodicSync } : {}) as ServiceWorkerRegistration;
}

describe('registerProjectsRefresh (the page asks for the periodic projects refresh)', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'permissions'));

  it('registers the refresh tag at a 12 hour minimum interval where the permission is granted', async () => {
    const query = stubPermission('granted');
    const register = vi.fn(async () => {});
    expect(await registerProjectsRefresh(registrationWith({ register }))).toBe('registered');
    expect(query).toHaveBeenCalledWith({ name: 'periodic-background-sync' });
    expect(register).toHaveBeenCalledWith(PROJECTS_REFRESH.tag, {
      minInterval: 12 * 60 * 60 * 1000,
    });
  });

  it('does nothing where the permission is not granted or the API is missing', async () => {
    const register = vi.fn(async () => {});
    stubPermission('denied');
    expect(await registerProjectsRefresh(registrationWith({ register }))).toBe('not-granted');
    stubPermission('prompt');
    expect(await registerProjectsRefresh(registrationWith({ register }))).toBe('not-granted');
    expect(await registerProjectsRefresh(registrationWith())).toBe('unsupported');
    expect(register).not.toHaveBeenCalled();
  });

  it('logs a failed registration instead of rejecting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubPermission('granted');
    const register = vi.fn(async () =>
      Promise.reject(new DOMException('no active worker', 'InvalidStateError')),
    );
    expect(await registerProjectsRefresh(registrationWith({ register }))).toBe('failed');
    expect(warn).toHaveBeenCalled();
  });
});
