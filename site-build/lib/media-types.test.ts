import { describe, expect, it } from 'vitest';
import { pictureType } from './media-types.ts';

describe('pictureType', () => {
  it('gives each picture type by its extension', () => {
    expect(pictureType('public/images/avatar.svg')).toBe('image/svg+xml');
    expect(pictureType('/portfolio/images/shot.webp')).toBe('image/webp');
    expect(pictureType('icon.png')).toBe('image/png');
    expect(pictureType('photo.jpg')).toBe('image/jpeg');
    expect(pictureType('photo.jpeg')).toBe('image/jpeg');
    expect(pictureType('photo.avif')).toBe('image/avif');
  });

  it('reads the extension in any case', () => {
    expect(pictureType('SHOT.PNG')).toBe('image/png');
    expect(pictureType('a/b.JpEg')).toBe('image/jpeg');
  });

  it('gives nothing for another file or none', () => {
    for (const path of ['cv.css', 'a.gif', 'README', 'images/', 'a.webp?v=1', 'a.toString']) {
      expect(pictureType(path)).toBeUndefined();
    }
  });
});
