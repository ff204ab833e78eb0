/** A project item that passes every rule of docs/product.md § Projects, for unit tests. */
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
