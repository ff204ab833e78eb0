/** A project item that passes every rule of CONTRACT.md's "Project JSON", for unit tests. */
export const sampleProject = {
  id: 1,
  title: 'A',
  description: 'B',
  background_image: 'https://example.com/a.svg',
  stack: 'C',
  language: 'D',
  alt: 'E',
  url: 'https://example.com/',
};
