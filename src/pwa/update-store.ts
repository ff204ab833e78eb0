import { create } from 'zustand';

/** State of a waiting new version of the site (docs/product.md § Offline and install, "Updates"). */
export type UpdateStore = {
  /**
   * Set while a new service worker waits: activates it, after which this
   * tab (and no other) reloads into the new version. Also set, to a plain
   * reload, when a part of this tab's version could not load because another
   * tab switched to a new one. Null when there is nothing to update.
   */
  applyUpdate: (() => void) | null;
};

/** Written by `service-worker.ts`, read by the update prompt. Never persisted. */
export const useUpdateStore = create<UpdateStore>()(() => ({ applyUpdate: null }));
