import type { ComponentType, ReactNode } from 'react';

/**
 * What the app shows under the navigation, in the sidebar and in the drawer
 * (the Courses Taken panel): called once for each place with that place's
 * class name (its size and spacing there). The layout knows no feature, so
 * `app/` passes it in (docs/decisions/0012-imports-run-one-way.md).
 */
export type NavPanel = (className: string) => ReactNode;

/**
 * What the app shows in the drawer's footer, before the colour-mode switch
 * (the "Install app" button): a component the drawer renders with that
 * place's class name (a secondary button's look and its spacing there). A
 * slot for the same reason as {@link NavPanel}.
 */
export type DrawerAction = ComponentType<{ className: string }>;

/** The slots the app fills in the navigation, passed from `AppShell` through the menu button to the drawer. */
export type NavSlots = {
  /** Shown under the navigation, in the sidebar and the drawer (the Courses Taken panel). */
  navPanel?: NavPanel;
  /** Shown in the drawer's footer before the colour-mode switch (the "Install app" button). */
  drawerAction?: DrawerAction;
};
