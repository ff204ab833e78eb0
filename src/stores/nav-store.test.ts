import { describePersistedStore } from '#src/testing/persisted-store.ts';
import type { NavStore } from './nav-store.ts';

describePersistedStore<NavStore>({
  name: 'nav',
  load: async () => (await import('./nav-store.ts')).useNavStore,
  defaults: { active: 'home', isDrawerOpen: false },
  change: (state) => {
    state.setActive('home');
    state.setDrawerOpen(true);
  },
  // The drawer's open state is never saved: a reload never opens over the page.
  saved: { active: 'home' },
  restored: { active: 'home', isDrawerOpen: false },
  corrupt: [{ active: 'about' }, { active: 'home', isDrawerOpen: true }, { active: 1 }, {}],
});
