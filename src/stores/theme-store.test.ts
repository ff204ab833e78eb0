import { describePersistedStore } from '../testing/persisted-store';
import type { ThemeStore } from './theme-store';

describePersistedStore<ThemeStore>({
  name: 'theme',
  load: async () => (await import('./theme-store')).useThemeStore,
  defaults: { mode: 'dark' },
  change: (state) => state.toggle(),
  saved: { mode: 'light' },
  restored: { mode: 'light' },
  corrupt: [{ mode: 'blue' }, { mode: null }, { theme: 'light' }, 'light', []],
});
