import { describePersistedStore } from '../../testing/persisted-store';
import type { LikeStore } from './like-store';

describePersistedStore<LikeStore>({
  name: 'like',
  load: async () => (await import('./like-store')).useLikeStore,
  defaults: { isLiked: false },
  change: (state) => state.setLiked(true),
  saved: { isLiked: true },
  restored: { isLiked: true },
  corrupt: [{ isLiked: 'yes' }, { isLiked: 1 }, { liked: true }, true],
});
