import { boolean, object } from 'superstruct';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistInIdb } from '#src/lib/idb-persist.ts';

/** The demo reel's like toggle (docs/product.md § Demo reel: liked or not liked; starts not liked). */
export type LikeStore = {
  isLiked: boolean;
  setLiked: (isLiked: boolean) => void;
};

/** Saved in IndexedDB as `like` (docs/product.md § Navigation, "What is remembered"). */
export const useLikeStore = create<LikeStore>()(
  persist(
    (set) => ({
      isLiked: false,
      setLiked: (isLiked) => set({ isLiked }),
    }),
    persistInIdb({
      name: 'like',
      version: 1,
      shape: object({ isLiked: boolean() }),
      partialize: (state: LikeStore) => ({ isLiked: state.isLiked }),
    }),
  ),
);
