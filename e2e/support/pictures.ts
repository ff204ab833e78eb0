import { expect, type Locator } from '@playwright/test';

/**
 * Whether the picture `image` (an `<img>`) has loaded now: complete, with a
 * width (`naturalWidth` > 0 px). A failed or blocked picture is complete
 * too, with no width: false.
 */
export function pictureLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

/**
 * Waits until the picture `image` has loaded ({@link pictureLoaded});
 * fails when it has not within `expect`'s timeout (a failed picture never
 * loads).
 */
export async function expectPictureLoaded(image: Locator): Promise<void> {
  await expect.poll(() => pictureLoaded(image)).toBe(true);
}
