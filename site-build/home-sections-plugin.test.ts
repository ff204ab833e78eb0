import { object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { defineSection } from '#src/content/section-face.ts';
import { homeSectionsModule } from './home-sections-plugin.ts';

const face = (key: string, module: `#src/${string}`, content = object({ text: string() })) =>
  defineSection({
    key,
    portfolio: content,
    content,
    toContent: ({ own }) => own,
    home: { module, export: 'Section' },
  });

describe('homeSectionsModule', () => {
  it('shows a section that is not a list whenever its field is there', () => {
    const module = homeSectionsModule([face('note', '#src/features/note/note.tsx')], '/r');
    expect(module).toContain('import { Section as S0 } from "/r/src/features/note/note.tsx";');
    expect(module).toContain(
      'site["note"] != null && j(B, { children: j(S0, { "note": site["note"] }) }, "note")',
    );
  });

  it('refuses a component module outside #src/, naming it', () => {
    expect(() =>
      homeSectionsModule([face('note', './note.tsx' as `#src/${string}`)], '/r'),
    ).toThrow('A section\'s home.module must start with #src/, not "./note.tsx"');
  });
});
