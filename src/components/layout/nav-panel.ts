import type { ReactNode } from 'react';

/**
 * What the app shows under the navigation, in the sidebar and in the drawer
 * (the Courses Taken panel): called once for each place with that place's
 * class name (its size and spacing there). The layout knows no feature, so
 * `app/` passes it in (docs/decisions/0012-imports-run-one-way.md).
 */
export type NavPanel = (className: string) => ReactNode;
