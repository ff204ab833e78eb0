import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '#src/i18n/catalogues.ts';
import { I18nProvider } from '#src/i18n/i18n-provider.tsx';
import type { Post } from '../api/post-schema.ts';
import { WritingSection } from './writing-section.tsx';

const posts: Post[] = [
  {
    url: 'https://blog.example.org/a',
    title: 'First',
    date: '2026-10-14T02:00:00.000Z',
    summary: 'One.',
  },
  {
    url: 'https://blog.example.org/b',
    title: 'Second',
    date: '2026-08-30T23:30:00.000Z',
    summary: '',
  },
  {
    url: 'https://blog.example.org/c',
    title: 'Third',
    date: '2026-06-21T01:15:00.000Z',
    summary: 'Three.',
  },
  {
    url: 'https://blog.example.org/d',
    title: 'Fourth',
    date: '2026-04-05T05:00:00.000Z',
    summary: 'Four.',
  },
];

// The list as the site answers it: set before the section renders (it fetches on mount).
vi.mock('../api/get-posts.ts', () => ({ getPosts: () => Promise.resolve(posts) }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WritingSection (docs/product.md § Writing: each post a link with its date)', () => {
  it('builds one date format for the whole section, not one per post', async () => {
    const Real = Intl.DateTimeFormat;
    // Counts the constructions and hands back real formats. The spy calls its implementation
    // with `new` (an arrow function refuses it) and a `new.target` of its own (a subclass would
    // lose the prototype's methods): a plain function that returns a real one.
    function Counted(...args: ConstructorParameters<typeof Real>) {
      return new Real(...args);
    }
    const DateTimeFormat = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(Counted as unknown as typeof Real);
    render(<WritingSection onEmpty={() => {}} languageHome="/" />);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(4);
    expect(DateTimeFormat).toHaveBeenCalledTimes(1);
  });

  it('writes each date in the page’s language, as a calendar date in UTC', async () => {
    const dateOf = (title: string) =>
      screen.getByRole('link', { name: title }).querySelector('time');
    const { unmount } = render(<WritingSection onEmpty={() => {}} languageHome="/" />);
    await screen.findByRole('list');
    expect(dateOf('Second')).toHaveTextContent('Aug 30, 2026');
    expect(dateOf('First')).toHaveTextContent('Oct 14, 2026');
    unmount();
    render(
      <I18nProvider translator={translatorFor('fil')}>
        <WritingSection onEmpty={() => {}} languageHome="/" />
      </I18nProvider>,
    );
    await screen.findByRole('list');
    const fil = new Intl.DateTimeFormat('fil', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateOf('Second')).toHaveTextContent(fil.format(new Date(posts[1].date)));
    expect(dateOf('Second')).not.toHaveTextContent('Aug 30, 2026');
  });
});
