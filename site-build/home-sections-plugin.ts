import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SECTIONS } from '#src/app/sections.ts';
import type { AnyStruct, SectionFace } from '#src/content/section-face.ts';

const ID = 'virtual:home-sections';

/**
 * The module of Home's main column that the list of sections places
 * (docs/decisions/0048-a-section-is-a-folder-and-a-row.md), as JavaScript:
 * `homeSections(site)`, one element per face with a `home` part, in the
 * list's order, each its component inside a `HydrationBoundary`, given its
 * field of `site` as the prop of the same name, and left out when the field
 * is absent or an empty list.
 * @param root the checkout's root: a face names its component's module as
 *   `#src/…` (the package's `imports`), which a virtual module cannot resolve.
 * @throws Error when a face's `home.module` is not under `#src/`.
 */
export function homeSectionsModule(
  faces: readonly SectionFace<string, AnyStruct, AnyStruct>[],
  root: string,
): string {
  const path = (module: string) => {
    if (!module.startsWith('#src/')) {
      throw new Error(`A section's home.module must start with #src/, not "${module}"`);
    }
    return JSON.stringify(resolve(root, 'src', module.slice('#src/'.length)));
  };
  const placed = faces.filter((face) => face.home);
  const imports = placed.map(
    ({ home }, index) =>
      `import { ${home?.export} as S${index} } from ${path(home?.module ?? '')};`,
  );
  const elements = placed.map(({ key, content }, index) => {
    const field = `site[${JSON.stringify(key)}]`;
    // A list shows when it has items; any other field when it is there.
    const shown = content.type === 'array' ? `${field}?.length > 0` : `${field} != null`;
    return `${shown} && j(B, { children: j(S${index}, { ${JSON.stringify(key)}: ${field} }) }, ${JSON.stringify(key)})`;
  });
  return [
    "import { jsx as j } from 'react/jsx-runtime';",
    `import { HydrationBoundary as B } from ${path('#src/components/ui/hydration-boundary.tsx')};`,
    ...imports,
    `export const homeSections = (site) => [${elements.join(', ')}];`,
    '',
  ].join('\n');
}

/**
 * `virtual:home-sections` ({@link homeSectionsModule}) from the list of
 * sections (src/app/sections.ts), for Home's page (src/app/home-page.tsx).
 */
export function homeSectionsPlugin(root: string): Plugin {
  return {
    name: 'portfolio:home-sections',
    enforce: 'pre',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? homeSectionsModule(SECTIONS, root) : undefined),
  };
}
