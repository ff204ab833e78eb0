import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineUpOverlay, mergeOverlay, RESUME_LISTS } from '../../site-build/lib/overlay.ts';
import { type GitHubRepo, nextPageUrl } from './github.ts';
import { repo } from './github-repo.fixture.ts';
import { checkOptions, parseInitArgs } from './options.ts';
import { monogram, reelPosterSvg } from './pictures.ts';
import {
  alignPortfolioOverlay,
  alignResumeOverlay,
  droppedLanguages,
  droppedLine,
  InitRefusal,
  mergePortfolio,
  mergeResume,
  parseResumeValues,
  pictureName,
  projectsFromRepos,
  samePerson,
  splitDefault,
} from './plan.ts';
import { isMp4 } from './sources.ts';

const user = {
  login: 'ada',
  name: 'Ada Okafor',
  bio: 'Compilers.',
  location: 'Lagos',
  blog: 'not a url',
  avatar_url: 'https://avatars.example/ada.png',
  html_url: 'https://github.com/ada',
};

describe('projectsFromRepos (docs/product.md § Make it yours)', () => {
  it('keeps own public repositories, most stars first, ties most recently pushed', () => {
    const { projects } = projectsFromRepos(
      [
        repo('old', { stargazers_count: 5, pushed_at: '2024-01-01T00:00:00Z' }),
        repo('fork', { stargazers_count: 99, fork: true }),
        repo('gone', { stargazers_count: 98, archived: true }),
        repo('theirs', { stargazers_count: 97, owner: { login: 'bob' } }),
        repo('new', { stargazers_count: 5, pushed_at: '2026-01-01T00:00:00Z' }),
        repo('star', { stargazers_count: 9 }),
      ],
      'Ada',
      { count: 12 },
    );
    expect(projects.map((project) => project.title)).toEqual(['star', 'new', 'old']);
  });

  it('maps a repository onto a project, topics as the stack, a local picture', () => {
    const {
      projects: [project],
      drawings: [drawing],
    } = projectsFromRepos(
      [repo('Tiny Lisp', { description: ' A Lisp. ', language: 'Rust', topics: ['lisp', 'repl'] })],
      'ada',
      { count: 1 },
    );
    expect(project).toEqual({
      id: 9,
      title: 'Tiny Lisp',
      description: 'A Lisp.',
      background_image: '../images/projects/tiny-lisp.webp',
      stack: 'lisp, repl',
      language: 'Rust',
      alt: 'Title card of Tiny Lisp',
      url: 'https://github.com/ada/Tiny Lisp',
    });
    expect(drawing).toMatchObject({ path: 'images/projects/tiny-lisp.webp', width: 640 });
    expect(drawing.svg).toContain('#dea584');
  });

  it('gives repositories whose names differ only in punctuation pictures of their own', () => {
    const { drawings } = projectsFromRepos([repo('a.b'), repo('a-b'), repo('.github')], 'ada', {
      count: 12,
    });
    expect(drawings.map((drawing) => drawing.path).sort()).toEqual([
      'images/projects/a-b.webp',
      'images/projects/a.b.webp',
      'images/projects/dot.github.webp',
    ]);
  });

  it('lists public repositories only: never a private or an enterprise-internal one', () => {
    const repos = [
      repo('open'),
      repo('secret', { private: true, visibility: 'private', stargazers_count: 50 }),
      repo('in-house', { private: false, visibility: 'internal', stargazers_count: 40 }),
      repo('unsaid', { visibility: undefined, stargazers_count: 30 }),
    ];
    expect(projectsFromRepos(repos, 'ada', { count: 12 }).projects.map((p) => p.title)).toEqual([
      'open',
    ]);
    expect(() => projectsFromRepos(repos, 'ada', { count: 12, names: ['in-house'] })).toThrow(
      /--repos names "in-house", which is not one of ada's own public repositories/,
    );
  });

  it('gives the same bytes whatever order GitHub answers in and whatever it says of stars and pushes that does not move a card', () => {
    // Four tied on stars and pushed date (three of them, by name), one ahead.
    const first = [
      repo('zeta', { id: 1, stargazers_count: 3, pushed_at: '2026-05-01T00:00:00Z' }),
      repo('Alpha', { id: 2, stargazers_count: 3, pushed_at: '2026-05-01T00:00:00Z' }),
      repo('beta', { id: 3, stargazers_count: 3, pushed_at: '2026-05-01T00:00:00Z' }),
      repo('top', { id: 4, stargazers_count: 9, pushed_at: null }),
      repo('older', { id: 5, stargazers_count: 3, pushed_at: '2026-01-01T00:00:00Z' }),
    ];
    // The next day: another order, more stars for the leader, a push that keeps its place.
    const next = [first[2], first[4], first[0], first[3], first[1]].map((item) =>
      item.name === 'top'
        ? { ...item, stargazers_count: 12, pushed_at: '2026-11-27T05:17:00Z' }
        : item,
    );
    const text = (repos: GitHubRepo[]) =>
      JSON.stringify(projectsFromRepos(repos, 'ada', { count: 4 }).projects);
    expect(JSON.parse(text(first)).map((p: { title: string }) => p.title)).toEqual([
      'top',
      'Alpha',
      'beta',
      'zeta',
    ]);
    expect(text(next)).toBe(text(first));
    expect(text([...first].reverse())).toBe(text(first));
    expect(text(first)).not.toMatch(/stargazers|pushed|2026/);
  });

  it('takes exactly the named repositories, in that order, and refuses a missing one', () => {
    const repos = [repo('a'), repo('b'), repo('c'), repo('f', { fork: true })];
    const { projects } = projectsFromRepos(repos, 'ada', { count: 12, names: ['c', 'A'] });
    expect(projects.map((project) => project.title)).toEqual(['c', 'a']);
    expect(() => projectsFromRepos(repos, 'ada', { count: 12, names: ['f'] })).toThrow(InitRefusal);
  });
});

describe('monogram: the letters a repository picture shows', () => {
  it('takes the first letters of the first two words', () => {
    expect(['tiny-lisp', 'notesPwa', 'dotfiles', 'my_great.app', 'Éclair 2'].map(monogram)).toEqual(
      ['TL', 'NP', 'D', 'MG', 'É2'],
    );
  });
});

describe('mergeResume: the résumé wins, GitHub fills the gaps', () => {
  it('fills name, summary, location and profiles from GitHub, adds the GitHub profile', () => {
    const merged = mergeResume(
      { basics: { label: 'Engineer', profiles: [{ network: 'X', url: 'https://x.com/ada' }] } },
      { user, repos: [], social: [{ provider: 'mastodon', url: 'https://m.example/@ada' }] },
    );
    expect(merged.basics).toEqual({
      name: 'Ada Okafor',
      label: 'Engineer',
      summary: 'Compilers.',
      location: { city: 'Lagos' },
      profiles: [
        { network: 'X', url: 'https://x.com/ada' },
        { network: 'GitHub', username: 'ada', url: 'https://github.com/ada' },
      ],
    });
  });

  it('takes GitHub’s social accounts when the résumé has no profiles', () => {
    const merged = mergeResume(undefined, {
      user: { ...user, name: null },
      repos: [],
      social: [
        { provider: 'linkedin', url: 'https://www.linkedin.com/in/ada' },
        { provider: 'generic', url: 'https://ada.example/' },
        { provider: 'generic', url: 'javascript:alert(1)' },
      ],
    });
    expect(merged.basics?.name).toBe('ada');
    expect(merged.basics?.label).toBe('Software developer');
    expect(merged.basics?.profiles?.map((profile) => profile.network)).toEqual([
      'LinkedIn',
      'ada.example',
      'GitHub',
    ]);
  });
});

describe('mergePortfolio', () => {
  const demoReel = { title: 'Demo Reel', caption: 'c', poster: 'p.svg', description: 'd' };
  it('keeps what portfolio.json says of a job still in the résumé; a new one gets defaults', () => {
    const kept = {
      status: 'CONTRACTUAL',
      role: 'maintenance',
      output: 'apps',
      thumbnail: 'images/experience/dev.webp',
      alt: 'Laptop',
    };
    const job = { name: 'City', position: 'Developer', startDate: '2023-02' };
    const { portfolio, drawings } = mergePortfolio(
      {
        basics: { name: 'Ada Okafor' },
        work: [job, { name: 'Lab', position: 'Researcher', startDate: '2020' }],
      },
      {
        resume: { work: [job] },
        portfolio: {
          shortName: 'Jamie',
          avatar: 'a.webp',
          experience: [kept],
          courses: [],
          demoReel,
        },
      },
      { user: 'ada', projects: 4 },
    );
    expect(portfolio.shortName).toBe('Ada');
    expect(portfolio.github).toEqual({ user: 'ada', projects: 4 });
    expect(portfolio.experience).toEqual([
      kept,
      {
        status: 'CURRENT',
        role: 'researcher',
        output: 'software',
        thumbnail: 'images/experience/researcher-lab.webp',
        alt: 'Researcher at Lab',
      },
    ]);
    expect(drawings.map((drawing) => drawing.path)).toEqual([
      'images/experience/researcher-lab.webp',
    ]);
  });

  it("writes portfolio.json's fields in the order the owner's file has them, new ones last", () => {
    const availability = { status: 'open-to-work' as const, timeZone: 'Asia/Manila' };
    const current = {
      resume: { basics: { name: 'Ada Okafor' } },
      portfolio: {
        shortName: 'Ada',
        avatar: 'a.webp',
        demoReel,
        availability,
        publish: { phone: true },
        experience: [],
        courses: [],
      },
    };
    const { portfolio } = mergePortfolio({ basics: { name: 'Ada Okafor' } }, current, {
      user: 'ada',
    });
    expect(Object.keys(portfolio)).toEqual([
      'shortName',
      'avatar',
      'demoReel',
      'availability',
      'publish',
      'experience',
      'courses',
      'github',
    ]);
  });

  it('keeps the default language and the publish choices portfolio.json names', () => {
    const current = {
      resume: {},
      portfolio: {
        language: 'fil',
        publish: { phone: true },
        shortName: 'J',
        avatar: 'a.webp',
        experience: [],
        courses: [],
        demoReel,
      },
    };
    const { portfolio } = mergePortfolio({ basics: { name: 'Ada' } }, current, undefined);
    expect(portfolio.language).toBe('fil');
    expect(portfolio.publish).toEqual({ phone: true });
  });

  it('keeps the same person’s GitHub user on a run without --github, not another person’s', () => {
    const current = {
      resume: { basics: { name: 'Ada Okafor' } },
      portfolio: {
        shortName: 'Ada',
        github: { user: 'ada', projects: 8 },
        avatar: 'a.webp',
        experience: [],
        courses: [],
        demoReel,
      },
    };
    const same = mergePortfolio({ basics: { name: ' ada okafor' } }, current, undefined);
    expect(same.portfolio.github).toEqual({ user: 'ada', projects: 8 });
    const given = mergePortfolio({ basics: { name: 'Ada Okafor' } }, current, { user: 'ada2' });
    expect(given.portfolio.github).toEqual({ user: 'ada2' });
    const other = mergePortfolio({ basics: { name: 'Bo Reyes' } }, current, undefined);
    expect(other.portfolio).not.toHaveProperty('github');
  });
});

describe('another language’s overlays name the items they translate (docs/make-it-yours.md, "Another language")', () => {
  const city = { name: 'City', position: 'Developer', startDate: '2023-02' };
  const lab = { name: 'Lab', position: 'Researcher', startDate: '2020' };
  const shop = { name: 'Shop', position: 'Clerk', startDate: '2018' };
  const overlay = {
    experience: [{ alt: 'Laptop (fil)' }, { alt: 'Microscope (fil)' }],
    courses: [{}],
    demoReel: { caption: 'Silip' },
  };
  const named = {
    experience: [
      { name: 'City', startDate: '2023-02', alt: 'Laptop (fil)' },
      { name: 'Lab', startDate: '2020', alt: 'Microscope (fil)' },
    ],
    demoReel: { caption: 'Silip' },
  };

  it('names each job’s words by its job, drops a gone job’s, leaves a new one to the default', () => {
    expect(
      alignPortfolioOverlay(
        overlay,
        { resume: { work: [city, lab] } },
        { resume: { work: [shop, lab] } },
      ),
    ).toEqual({
      experience: [{ name: 'Lab', startDate: '2020', alt: 'Microscope (fil)' }],
      demoReel: { caption: 'Silip' },
    });
    // No job left with words of its own: no experience field.
    expect(
      alignPortfolioOverlay(
        overlay,
        { resume: { work: [city, lab] } },
        { resume: { work: [shop] } },
      ),
    ).toEqual({ demoReel: { caption: 'Silip' } });
  });

  it('changes nothing once named and the jobs stay (a second run writes the same bytes)', () => {
    const jobs = { resume: { work: [city, lab] } };
    expect(alignPortfolioOverlay(overlay, jobs, jobs)).toEqual(named);
    expect(alignPortfolioOverlay(named, jobs, { resume: { work: [shop, city, lab] } })).toEqual(
      named,
    );
  });

  it('keys the kinds of work and the skills by the default language’s words', () => {
    const portfolio = { availability: { kinds: ['contract', 'full-time'] } } as never;
    expect(
      alignPortfolioOverlay(
        { availability: { kinds: ['kontrata', 'full-time'] } },
        { resume: {}, portfolio },
        { resume: {}, portfolio },
      ),
    ).toEqual({ availability: { kinds: { contract: 'kontrata', 'full-time': 'full-time' } } });
    const skills = { skills: [{ name: 'Front end' }, { name: 'Offline' }] };
    expect(alignResumeOverlay({ skills: [{}, { name: 'Offline (fil)' }] }, skills, skills)).toEqual(
      {
        skills: { Offline: { name: 'Offline (fil)' } },
      },
    );
  });

  it('keeps a translated job on its job when a job is added at the top', () => {
    const before = { work: [city, lab] };
    const after = { work: [shop, city, lab] };
    const aligned = alignResumeOverlay(
      { work: [{ summary: 'Lungsod' }, { summary: 'Laboratoryo' }] },
      before,
      after,
    );
    expect(aligned).toEqual({
      work: [
        { name: 'City', startDate: '2023-02', summary: 'Lungsod' },
        { name: 'Lab', startDate: '2020', summary: 'Laboratoryo' },
      ],
    });
    const merged = mergeOverlay(
      after,
      lineUpOverlay(after, aligned, RESUME_LISTS, {
        overlay: 'resume.fil.json',
        base: 'resume.json',
      }),
    ) as { work: { summary?: string }[] };
    expect(merged.work.map((job) => job.summary)).toEqual([undefined, 'Lungsod', 'Laboratoryo']);
  });
});

describe('another person’s site drops the previous owner’s translations (docs/product.md § Make it yours)', () => {
  const jamie = { basics: { name: 'Jamie Santos' } };
  const ada = { basics: { name: 'Ada N. Okafor' } };
  const existing = [
    { lang: 'fil', files: ['resume.fil.json', 'portfolio.fil.json'] },
    { lang: 'es', files: ['portfolio.es.json'] },
  ];

  it('plans the removal of every language a new owner does not give, with its line', () => {
    const dropped = droppedLanguages(jamie, ada, existing, []);
    expect(dropped).toEqual([
      { lang: 'es', files: ['portfolio.es.json'], owner: 'Jamie Santos' },
      { lang: 'fil', files: ['resume.fil.json', 'portfolio.fil.json'], owner: 'Jamie Santos' },
    ]);
    expect(dropped.map(droppedLine)).toEqual([
      "removed portfolio.es.json: it translated Jamie Santos's résumé; add --resume es=FILE_OR_URL for a Spanish page",
      "removed resume.fil.json, portfolio.fil.json: they translated Jamie Santos's résumé; add --resume fil=FILE_OR_URL for a Filipino page",
    ]);
    // A language the new owner gives (--resume fil=…) is replaced, not removed.
    expect(droppedLanguages(jamie, ada, existing, ['fil']).map(({ lang }) => lang)).toEqual(['es']);
  });

  it('keeps every language for the same person, however the name is spaced, cased or composed', () => {
    const same = { basics: { name: ' JAMIE SANTOS\n' } };
    expect(samePerson(jamie, same)).toBe(true);
    expect(droppedLanguages(jamie, same, existing, [])).toEqual([]);
    // "é" as one code point and as "e" plus a combining accent.
    expect(
      samePerson(
        { basics: { name: 'Andr\u00e9 Silva' } },
        { basics: { name: 'andre\u0301 silva' } },
      ),
    ).toBe(true);
    expect(samePerson(jamie, ada)).toBe(false);
  });

  it('drops nothing when the repository’s résumé names nobody (an unknown owner’s files are kept and checked)', () => {
    expect(droppedLanguages({}, ada, existing, [])).toEqual([]);
  });
});

describe('pictureName: a picture file of its own for every name', () => {
  it('keeps a Latin name readable and gives any other a stable hash', () => {
    expect(pictureName('Distributed Systems', 'course')).toBe('distributed-systems');
    const names = [
      'データ分析',
      '機械学習',
      'Μηχανικός λογισμικού',
      'Προγραμματιστής',
      'C++ dev',
      'C dev',
    ];
    const files = names.map((name) => pictureName(name, 'job'));
    expect(new Set(files).size).toBe(names.length);
    expect(files[0]).toMatch(/^job-[0-9a-f]{8}$/);
    expect(names.map((name) => pictureName(name, 'job'))).toEqual(files);
  });

  it('gives two jobs named in Japanese or Greek two pictures, each with its own alt text', () => {
    const work = [
      { name: '東京データ', position: 'データエンジニア', startDate: '2022' },
      { name: 'ソフト株式会社', position: '開発者', startDate: '2019', endDate: '2021' },
      { name: 'Αθήνα Λογισμικό', position: 'Μηχανικός', startDate: '2015', endDate: '2018' },
      {
        name: 'Ελληνική Εταιρεία',
        position: 'Προγραμματιστής',
        startDate: '2012',
        endDate: '2014',
      },
    ];
    const { portfolio, drawings } = mergePortfolio(
      { basics: { name: '山田 花子' }, work },
      {
        resume: {},
        portfolio: {
          shortName: 'Jamie',
          avatar: 'a.webp',
          experience: [],
          courses: [],
          demoReel: { title: 'Demo Reel', caption: 'c', poster: 'p.svg', description: 'd' },
        },
      },
      undefined,
    );
    const thumbnails = portfolio.experience.map((job) => job.thumbnail);
    expect(new Set(thumbnails).size).toBe(4);
    expect(drawings.map((drawing) => drawing.path)).toEqual(thumbnails);
    expect(drawings[1].svg).toContain('開発者');
    expect(portfolio.experience[1].alt).toBe('開発者 at ソフト株式会社');
  });
});

describe('the demo reel', () => {
  it('draws the poster as the sample’s is drawn, with the owner’s name', () => {
    expect(reelPosterSvg('Jamie Santos')).toBe(
      readFileSync('public/images/demo-reel-poster.svg', 'utf8'),
    );
    expect(reelPosterSvg('Ada <Okafor>')).toContain('>Ada &lt;Okafor&gt;</text>');
  });

  it('takes an mp4 video, not a QuickTime movie or any other file', () => {
    expect(isMp4(readFileSync('public/media/demo-reel.mp4'))).toBe(true);
    const box = (brand: string) => Buffer.from(`\0\0\0\x18ftyp${brand}\0\0\0\0`, 'latin1');
    expect(isMp4(box('isom'))).toBe(true);
    expect(isMp4(box('qt  '))).toBe(false);
    expect(isMp4(Buffer.from('<html>not a video</html>'))).toBe(false);
  });
});

describe('the command line', () => {
  it('refuses what it cannot use, naming the option', () => {
    expect(() => checkOptions({})).toThrow(/Give --github USER or --resume/);
    expect(() => checkOptions({ github: 'a b' })).toThrow(/is not a GitHub user name/);
    expect(() => checkOptions({ github: 'ada', projects: '0' })).toThrow(/--projects must be/);
    expect(() => checkOptions({ resume: 'r.json', repos: 'a' })).toThrow(/--repos needs --github/);
    expect(() => checkOptions({ github: 'ada', repos: 'a,A' })).toThrow(/--repos names "A" twice/);
    expect(checkOptions({ github: 'ada', repos: ' a, b ,' })).toEqual({
      github: 'ada',
      resume: undefined,
      translations: [],
      projects: 12,
      repos: ['a', 'b'],
    });
  });

  it('takes --resume again for each other language, LANG=FILE_OR_URL', () => {
    expect(
      parseInitArgs([
        '--github',
        'ada',
        '--resume',
        'resume.json',
        '--resume',
        'fil=resume.fil.json',
        '--resume',
        'pt-BR=https://ada.example/cv.pt.json?v=2',
      ]),
    ).toMatchObject({
      github: 'ada',
      resume: 'resume.json',
      translations: [
        { lang: 'fil', source: 'resume.fil.json' },
        { lang: 'pt-BR', source: 'https://ada.example/cv.pt.json?v=2' },
      ],
    });
    // A URL or a path with "=" in it is the default language's: a ":", "/" or "." comes first.
    expect(parseResumeValues(['https://ada.example/cv?lang=en', 'fil=./a=b.json'])).toEqual({
      resume: 'https://ada.example/cv?lang=en',
      translations: [{ lang: 'fil', source: './a=b.json' }],
    });
    // Another language alone is an option set (whether the default comes too is planInit's to say).
    expect(parseInitArgs(['--resume', 'fil=f.json'])).toMatchObject({
      translations: [{ lang: 'fil', source: 'f.json' }],
    });
  });

  it('refuses a bad language tag, an empty source, the same language twice, two default résumés', () => {
    expect(() => parseResumeValues(['pt_BR=cv.json'])).toThrow(
      /"pt_BR" is not a language tag such as "fil" or "pt-BR"/,
    );
    expect(() => parseResumeValues(['Filipino=cv.json'])).toThrow(
      /"Filipino" is not a language tag/,
    );
    expect(() => parseResumeValues(['fil='])).toThrow(/--resume fil= needs a file or URL/);
    expect(() => parseResumeValues(['fil=a.json', 'fil=b.json'])).toThrow(
      /names the language "fil" twice/,
    );
    expect(() => parseResumeValues(['a.json', 'b.json'])).toThrow(
      /the default language's résumé twice \("a\.json" and "b\.json"\)/,
    );
    expect(() =>
      parseInitArgs(['--resume', 'a.json', '--resume', 'fil=x', '--resume', 'fil=y']),
    ).toThrow(InitRefusal);
  });

  it('counts LANG= of the default language as the default résumé, once', () => {
    const fil = { lang: 'fil', source: 'f.json' };
    expect(splitDefault({ translations: [{ lang: 'en', source: 'e.json' }, fil] }, 'en')).toEqual({
      resume: 'e.json',
      translations: [fil],
    });
    expect(splitDefault({ resume: 'r.json', translations: [fil] }, 'en')).toEqual({
      resume: 'r.json',
      translations: [fil],
    });
    expect(() =>
      splitDefault({ resume: 'r.json', translations: [{ lang: 'en', source: 'e.json' }] }, 'en'),
    ).toThrow(/the default language's résumé twice: "r\.json" and en=e\.json/);
    // Filipino as the default (portfolio.json language "fil"): English is the other language.
    expect(() => splitDefault({ resume: 'r.json', translations: [fil] }, 'fil')).toThrow(
      /"fil" is the default language/,
    );
  });

  it('follows GitHub’s Link header to the next page', () => {
    expect(
      nextPageUrl(
        '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
      ),
    ).toBe('https://api.github.com/user/1/repos?page=2');
    expect(nextPageUrl('<https://api.github.com/user/1/repos?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPageUrl(null)).toBeUndefined();
  });
});
