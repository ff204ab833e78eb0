import { create } from 'zustand';

/** The demo reel's like toggle (spec section 4: liked or not liked; starts not liked). */
export type LikeStore = {
  isLiked: boolean;
  setLiked: (isLiked: boolean) => void;
};

export const useLikeStore = create<LikeStore>()((set) => ({
  isLiked: false,
  setLiked: (isLiked) => set({ isLiked }),
}));
