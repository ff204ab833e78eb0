import { describePersistedStore } from '#/testing/persisted-store';
import type { CoursesSearchStore } from './courses-search-store';

describePersistedStore<CoursesSearchStore>({
  name: 'courses-search',
  load: async () => (await import('./courses-search-store')).useCoursesSearchStore,
  defaults: { query: '' },
  change: (state) => state.setQuery('React <script>'),
  saved: { query: 'React <script>' },
  restored: { query: 'React <script>' },
  corrupt: [{ query: 42 }, { query: ['react'] }, { search: 'react' }, 'react'],
});
