import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Resume } from '#src/content/owner-content.ts';

/**
 * A section is its folder and one row in src/app/sections.ts
 * (docs/decisions/0048-a-section-is-a-folder-and-a-row.md): a throw-away
 * "testimonials" face, added as one row, reaches portfolio.json's schema, the
 * page's content, its check, the pictures, what ships, the overlay's lists,
 * what `npm run init` writes, Home's main column and the CV page, with nothing
 * else edited (e2e/add-a-section.spec.ts builds a site with one).
 */
vi.mock('#src/app/sections.ts', async (importOriginal) => {
  const { SECTIONS } = await importOriginal<typeof import('#src/app/sections.ts')>();
  const { testimonialsSection } = await import('./testimonials-section.fixture.ts');
  return { SECTIONS: [...SECTIONS, testimonialsSection] };
});

const {
  PortfolioFields,
  picturesByField,
  SECTION_TEXT_FIELDS,
  sectionLists,
  shippedSections,
  SiteContent,
  sectionsFromResume,
  toSiteContent,
} = await import('#src/app/site-content.ts');
const { translatorFor } = await import('#src/i18n/catalogues.ts');
const { checkPortfolio } = await import('./lib/read-owner-content.ts');
const { cvPage } = await import('./cv/cv-page.ts');
const { homeSectionsModule } = await import('./home-sections-plugin.ts');

const resume = {
  ...(JSON.parse(readFileSync('resume.json', 'utf8')) as Resume),
  references: [{ name: 'Ana Reyes', reference: 'Ships on time.' }],
};
const portfolio = {
  ...JSON.parse(readFileSync('portfolio.json', 'utf8')),
  testimonials: [{ quote: 'Ships on time.', by: 'A client', picture: 'images/ana.webp' }],
};

describe('the list of sections (src/app/sections.ts)', () => {
  it('gives each section a key of its own, none of them a field every page shares', async () => {
    const { SECTIONS } = await import('#src/app/sections.ts');
    const { OwnerFields } = await import('#src/content/owner-content.ts');
    const { SiteIdentity } = await import('#src/content/content-schema.ts');
    const keys = SECTIONS.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    const shared = new Set([...Object.keys(OwnerFields), ...Object.keys(SiteIdentity.schema)]);
    expect(keys.filter((key) => shared.has(key))).toEqual([]);
    expect(keys).toContain('testimonials');
  });

  it("adds a listed section's field to portfolio.json's schema, and refuses the file without it", () => {
    expect(checkPortfolio(portfolio)).toMatchObject({ testimonials: portfolio.testimonials });
    const { testimonials: _left, ...without } = portfolio;
    expect(() => checkPortfolio(without)).toThrow(/portfolio\.json: testimonials: /);
    expect(Object.keys(PortfolioFields.schema)).toContain('testimonials');
  });

  it("maps the section's field onto the page's content, after the others, and checks it", () => {
    const site = toSiteContent(resume, checkPortfolio(portfolio));
    const keys = Object.keys(site);
    expect(keys.at(-1)).toBe('testimonials');
    expect(keys).toEqual(expect.arrayContaining(['name', 'experience', 'courses', 'demoReel']));
    expect((site as unknown as Record<string, unknown>).testimonials).toEqual([
      { quote: 'Ships on time.', by: 'A client, Ana Reyes', picture: 'images/ana.webp' },
    ]);
    expect(SiteContent.is(site)).toBe(true);
    expect(SiteContent.is({ ...site, testimonials: [{ quote: '' }] })).toBe(false);
  });

  it("names the section's pictures, ships what its face says, and gives the overlay its texts and lists", () => {
    const site = toSiteContent(resume, checkPortfolio(portfolio));
    expect(picturesByField(site)).toContainEqual(['testimonials[0].picture', 'images/ana.webp']);
    expect(picturesByField(site)[0]).toEqual(['avatar', site.avatar]);
    const shipped = shippedSections(site as unknown as Record<string, unknown>);
    expect(shipped.testimonials).toEqual([{ quote: 'Ships on time.', by: 'A client, Ana Reyes' }]);
    expect(shipped.experience).not.toEqual(site.experience);
    expect(SECTION_TEXT_FIELDS).toEqual(
      expect.arrayContaining(['testimonials.*.quote', 'experience.*.role', 'demoReel.title']),
    );
    expect(sectionLists(resume)).toContainEqual({
      path: ['testimonials'],
      item: 'testimonial',
      fields: ['name'],
      namesOf: resume.references,
      strip: true,
    });
  });

  it("lets npm run init write the section's field from the résumé, with its pictures, beside the others'", () => {
    const previous = { resume, portfolio: checkPortfolio(portfolio) };
    const { fields, pictures } = sectionsFromResume({
      resume,
      previous,
      samePerson: true,
      i18n: translatorFor('en'),
      pictureFile: (folder, text) =>
        `images/${folder}/${text.toLowerCase().replace(/\W+/g, '-')}.webp`,
    });
    expect((fields as Record<string, unknown>).testimonials).toEqual([
      { quote: 'Ships on time.', by: 'Ana Reyes', picture: 'images/testimonials/ana-reyes.webp' },
    ]);
    expect(pictures).toContainEqual({
      path: 'images/testimonials/ana-reyes.webp',
      card: { title: 'Ana Reyes', subtitle: '' },
    });
    // The other sections' fields, each kept from the repository's for the same résumé.
    expect(fields.experience).toEqual(previous.portfolio.experience);
    expect(fields.demoReel).toEqual(previous.portfolio.demoReel);
    expect(Object.keys(fields).at(-1)).toBe('testimonials');
  });

  it("prints the section's part of the CV page after the parts the CV's order names, and each face's own", () => {
    const html = cvPage({
      resume,
      site: toSiteContent(resume, checkPortfolio(portfolio)),
      fallbackProjects: [],
      basePath: '/',
      siteUrl: '',
      vcardFile: 'jamie-santos.vcf',
      stylesheet: '/assets/cv.css',
      colourScript: '/assets/colour-mode.js',
      publish: { references: true },
    });
    const at = (id: string) => html.indexOf(`<section aria-labelledby="${id}">`);
    expect(html).toContain(
      '<blockquote><p>Ships on time.</p><p>A client, Ana Reyes</p></blockquote>',
    );
    // Work and Certificates come from the experience and courses faces, in the CV's order.
    expect(at('cv-work')).toBeGreaterThan(-1);
    expect(at('cv-work')).toBeLessThan(at('cv-projects'));
    expect(at('cv-education')).toBeLessThan(at('cv-certificates'));
    expect(at('cv-certificates')).toBeLessThan(at('cv-awards'));
    expect(at('cv-references')).toBeGreaterThan(-1);
    expect(at('cv-testimonials')).toBeGreaterThan(at('cv-references'));
  });

  it("places the section's component in Home's main column, after the listed ones, with its field", async () => {
    const { SECTIONS } = await import('#src/app/sections.ts');
    const module = homeSectionsModule(SECTIONS, '/repo');
    const component = (file: string) => module.indexOf(`"/repo/src/features/${file}"`);
    expect(component('experience/experience-section.tsx')).toBeGreaterThan(-1);
    expect(component('testimonials/testimonials-section.tsx')).toBeGreaterThan(
      component('experience/experience-section.tsx'),
    );
    expect(module).toContain('import { Testimonials as S1 }');
    // A list shows when it has items, with its field as the prop of its name.
    expect(module).toContain(
      'site["testimonials"]?.length > 0 && j(B, { children: j(S1, { "testimonials": site["testimonials"] }) }, "testimonials")',
    );
    // The sections the page places itself (profile header, navigation panel, footer) are not here.
    expect(module).not.toContain('demoReel');
  });
});
