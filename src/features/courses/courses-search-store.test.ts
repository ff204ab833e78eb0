import { describePersistedStore } from '#src/testing/persisted-store.ts';
import type { CoursesSearchStore } from './courses-search-store.ts';

describePersistedStore<CoursesSearchStore>({
  name: 'courses-search',
  load: async () => (await import('./courses-search-store.ts')).useCoursesSearchStore,
  defaults: { query: '' },
  change: (state) => state.setQuery('React <script>'),
  saved: { query: 'React <script>' },
  restored: { query: 'React <script>' },
  corrupt: [{ query: 42 }, { query: ['react'] }, { search: 'react' }, 'react'],
});
