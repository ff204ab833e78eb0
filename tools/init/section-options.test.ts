import { describe, expect, it, vi } from 'vitest';

/**
 * What `npm run init` asks comes from the sections' faces (their `initOptions`,
 * docs/decisions/0048-a-section-is-a-folder-and-a-row.md): a throw-away
 * "testimonials" face, added as one row to the list, brings its flag, its
 * usage line and its refusal, beside the availability's.
 */
vi.mock('#src/app/sections.ts', async (importOriginal) => {
  const { SECTIONS } = await importOriginal<typeof import('#src/app/sections.ts')>();
  const { testimonialsSection } = await import('../../site-build/testimonials-section.fixture.ts');
  return { SECTIONS: [...SECTIONS, testimonialsSection] };
});

const { initFlags, parseInitArgs, USAGE } = await import('./options.ts');

describe("npm run init's sections' options", () => {
  it("gives npm run init the section's flag, its usage line and its refusal", () => {
    expect(
      parseInitArgs(['--resume', 'resume.json', '--testimonial', ' Ships on time. '])?.sections,
    ).toEqual({
      testimonials: [{ quote: 'Ships on time.', by: 'A client', picture: 'images/client.webp' }],
    });
    // The availability's flags are still there beside it, from their own face.
    expect(
      parseInitArgs(['--resume', 'resume.json', '--not-looking', '--time-zone', 'Asia/Manila'])
        ?.sections,
    ).toEqual({ availability: { status: 'not-looking', timeZone: 'Asia/Manila' } });
    expect(parseInitArgs(['--resume', 'resume.json'])?.sections).toBeUndefined();
    expect(() => parseInitArgs(['--resume', 'resume.json', '--testimonial', ' '])).toThrow(
      '--testimonial needs the words',
    );
    expect(USAGE).toContain('[--testimonial QUOTE]');
    expect(USAGE).toContain('  --testimonial QUOTE   what a client said of your work');
  });

  it("refuses a section's flag that the command or another section already has, naming both", async () => {
    const { SECTION_INIT_OPTIONS } = await import('#src/app/site-content.ts');
    const [availability, testimonials] = SECTION_INIT_OPTIONS;
    if (!availability || !testimonials) throw new Error('two sections ask for flags');
    const taking = (flag: string) => ({
      key: 'quotes',
      options: { ...testimonials.options, flags: { [flag]: { type: 'string' as const } } },
    });
    expect(Object.keys(initFlags(SECTION_INIT_OPTIONS))).toEqual(
      expect.arrayContaining(['resume', 'time-zone', 'testimonial']),
    );
    expect(() => initFlags([availability, taking('resume')])).toThrow(
      '--resume is declared by npm run init and by the section "quotes"',
    );
    expect(() => initFlags([availability, taking('time-zone')])).toThrow(
      '--time-zone is declared by the section "availability" and by the section "quotes"',
    );
  });
});
