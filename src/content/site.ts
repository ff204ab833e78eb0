import type { SiteContent } from './content-schema';

/**
 * The owner's content: edit this file to make the site yours.
 *
 * Paths such as `images/...` point into `public/` and are resolved against
 * the site's base path, so the page works under a sub-path and offline.
 * The build checks this object against `SiteContent` (content-schema.ts) and
 * stops with the failing field's path if something is off.
 *
 * Sample data: docs/product.md § Experience and § Courses (three experience entries, ten courses of which
 * three are "Dummy Course").
 */
export const site = {
  name: 'Jamie Santos',
  shortName: 'Jamie',
  headline: 'Full-stack web developer',
  bio: 'I build fast, accessible web applications for local government and small businesses in Metro Manila, from the database to the last pixel.',
  location: 'Metro Manila, Philippines',
  avatar: 'images/avatar.webp',
  social: { site: 'LinkedIn', url: 'https://www.linkedin.com/in/jamie-santos-dev' },
  codeHosting: { site: 'GitHub', url: 'https://github.com/jamie-santos-dev' },
  experience: [
    {
      id: 1,
      title: 'Developer',
      status: 'CONTRACTUAL',
      description:
        'Maintained and extended the city’s permit and payment web applications: React front ends, a Laravel API and nightly PostgreSQL reports.',
      year: 2023,
      date: 'February 2023 to December 2023',
      url: 'https://www.makati.gov.ph/',
      tags: { location: 'Makati', role: 'maintenance', output: 'web applications' },
      thumbnail: 'images/experience/developer.webp',
      alt: 'Laptop with a code editor open',
    },
    {
      id: 2,
      title: 'Technical Assistant',
      status: 'JOB ORDER',
      description:
        'Kept the records office’s intranet applications running, fixed reported bugs and moved three paper workflows into web forms.',
      year: 2022,
      date: 'June 2022 to January 2023',
      url: 'https://manila.gov.ph/',
      tags: { location: 'Manila', role: 'maintenance', output: 'web applications' },
      thumbnail: 'images/experience/technical-assistant.webp',
      alt: 'Wrench over a browser window',
    },
    {
      id: 3,
      title: 'Clerk Processor',
      status: 'JOB ORDER',
      description:
        'Encoded and verified business permit documents, and wrote spreadsheet macros that halved the team’s encoding backlog.',
      year: 2021,
      date: 'March 2021 to May 2022',
      url: 'https://quezoncity.gov.ph/',
      tags: { location: 'Quezon City', role: 'encode', output: 'documents' },
      thumbnail: 'images/experience/clerk-processor.webp',
      alt: 'Stack of documents with a checkmark',
    },
  ],
  courses: [
    {
      id: 1,
      title: 'React - The Complete Guide',
      description: 'Course - Marisol Reyes',
      thumbnail: 'images/courses/react.webp',
    },
    {
      id: 2,
      title: 'TypeScript Fundamentals',
      description: 'Course - Daniel Cruz',
      thumbnail: 'images/courses/typescript.webp',
    },
    {
      id: 3,
      title: 'Node.js, Express and PostgreSQL Bootcamp',
      description: 'Course - Paolo Mendoza',
      thumbnail: 'images/courses/node.webp',
    },
    {
      id: 4,
      title: 'Dummy Course',
      description: 'Course - dummy',
      thumbnail: 'images/courses/dummy.webp',
    },
    {
      id: 5,
      title: 'Responsive Layouts with CSS Grid and Flexbox',
      description: 'Course - Bea Lim',
      thumbnail: 'images/courses/css.webp',
    },
    {
      id: 6,
      title: 'Git and GitHub for Teams',
      description: 'Course - Carlo Dizon',
      thumbnail: 'images/courses/git.webp',
    },
    {
      id: 7,
      title: 'Dummy Course',
      description: 'Course - dummy',
      thumbnail: 'images/courses/dummy.webp',
    },
    {
      id: 8,
      title: 'Progressive Web Apps in Depth',
      description: 'Course - Andrea Santiago',
      thumbnail: 'images/courses/pwa.webp',
    },
    {
      id: 9,
      title: 'Web Accessibility for Developers',
      description: 'Course - Miguel Tan',
      thumbnail: 'images/courses/a11y.webp',
    },
    {
      id: 10,
      title: 'Dummy Course',
      description: 'Course - dummy',
      thumbnail: 'images/courses/dummy.webp',
    },
  ],
  demoReel: {
    title: 'Demo Reel',
    caption: 'A short tour of recent work',
    poster: 'images/demo-reel-poster.svg',
    description:
      'Six silent seconds: three title cards on a purple gradient. ' +
      '“Jamie Santos, full-stack web developer”; “Featured projects: permits, clinic queues, flood watch”; ' +
      '“Demo Reel: thanks for watching”.',
  },
} satisfies SiteContent;
