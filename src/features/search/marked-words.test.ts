import { describe, expect, it } from 'vitest';
import { markedWords } from './marked-words.ts';

describe('markedWords', () => {
  it('marks each word whose indexed form matched, whatever its case or accents', () => {
    expect(markedWords('Offline café, offline again', ['offline', 'cafe'], 'en')).toEqual([
      { text: 'Offline', marked: true },
      { text: ' ', marked: false },
      { text: 'café', marked: true },
      { text: ', ', marked: false },
      { text: 'offline', marked: true },
      { text: ' again', marked: false },
    ]);
  });

  it('marks nothing when no term matched, keeping the text whole', () => {
    expect(markedWords('A portfolio that works offline', ['react'], 'en')).toEqual([
      { text: 'A portfolio that works offline', marked: false },
    ]);
  });

  it('marks a Japanese word inside a sentence without spaces', () => {
    const runs = markedWords('オフラインで動くサイト', ['オフライン'], 'ja');
    expect(runs[0]).toEqual({ text: 'オフライン', marked: true });
    expect(runs.map(({ text }) => text).join('')).toBe('オフラインで動くサイト');
  });

  it('never marks part of a word', () => {
    expect(markedWords('reactive React', ['react'], 'en')).toEqual([
      { text: 'reactive ', marked: false },
      { text: 'React', marked: true },
    ]);
  });
});
