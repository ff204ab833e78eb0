import { copyRepository } from './repository-copy.ts';
import { test } from './test.ts';
import { buildVariantSite, type VariantSite } from './variant-site.ts';

/** A built copy of the repository, as {@link builtEditedCopy} gives it to a spec's tests. */
export type EditedCopy = {
  /** The site's root URL, with the trailing slash; '' until `beforeAll` has run. */
  readonly site: string;
  /** The copy's folder; '' until `beforeAll` has run. */
  readonly copy: string;
};

/**
 * A copy of the repository (`copyRepository`) that `edit` changes, built and served as a static
 * host does (`buildVariantSite`), once for all the spec's tests: made in `beforeAll` (up to
 * 10 min on a loaded machine), stopped and removed in `afterAll`; each test is marked slow.
 * Call it at the spec's top level.
 * @param prefix the temporary folder's name prefix (`add-a-section-`).
 * @param edit changes the copy at the folder it is given, as an owner would.
 */
export function builtEditedCopy(prefix: string, edit: (dir: string) => void): EditedCopy {
  const built = { site: '', copy: '' };
  let variant: VariantSite | undefined;
  test.beforeEach(() => test.slow());
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    built.copy = copyRepository(prefix);
    edit(built.copy);
    variant = await buildVariantSite(built.copy);
    built.site = variant.url;
  });
  test.afterAll(async () => {
    await variant?.close();
  });
  return built;
}
