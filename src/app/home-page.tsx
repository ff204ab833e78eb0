import { homeSections } from 'virtual:home-sections';
import { AppShell } from '#src/components/layout/app-shell.tsx';
import { LanguageLinks, useLanguageHome } from '#src/components/layout/language-links.tsx';
import { ThemeSwitch } from '#src/components/layout/theme-switch.tsx';
import { HydrationBoundary } from '#src/components/ui/hydration-boundary.tsx';
import type { SiteContent } from '#src/content/content-schema.ts';
import { useSite } from '#src/content/page-site.tsx';
import { ConnectSection } from '#src/features/contact/connect-section.tsx';
import { CoursesPanel } from '#src/features/courses/courses-panel.tsx';
import { DemoReelStrip } from '#src/features/demo-reel/demo-reel-strip.tsx';
import { InstallButton } from '#src/features/install/install-button.tsx';
import { ProfileHeader } from '#src/features/profile/profile-header.tsx';
import { ProjectsSection } from '#src/features/projects/components/projects-section.tsx';
import { ResumeSectionsSlot } from '#src/features/resume-sections/resume-sections-slot.tsx';
import { SearchButton, SearchHost } from '#src/features/search/search-button.tsx';
import { WritingSlot } from '#src/features/writing/components/writing-slot.tsx';
import styles from './home-page.module.css';

/**
 * The Courses Taken panel, under the navigation in the sidebar and in the
 * drawer; none when the résumé lists no certificates.
 */
const coursesPanel = (courses: SiteContent['courses']) => (className: string) => (
  <CoursesPanel courses={courses} className={className} />
);

/** The drawer's footer buttons: "Search", then "Install app" where the browser can install. */
function DrawerActions({ className }: { className: string }) {
  return (
    <>
      <SearchButton className={className} />
      <InstallButton className={className} />
    </>
  );
}

/**
 * Home, the only route (docs/product.md § Navigation), in this order: profile header,
 * Featured Projects Today, Writing (when the build's posts list has posts), the listed
 * sections with a place in the main column (Your Past Experiences; `homeSections`,
 * site-build/home-sections-plugin.ts, from src/app/sections.ts), the résumé's
 * publications, awards and volunteer work (loaded when scrolled near), Connect, and the
 * footer's demo reel strip. Features meet only here. The header (and its "Search" and
 * "Install app" buttons and colour-mode switch, wide screens only: the drawer has them
 * on narrow ones, passed in as a slot; the page's one search dialog and its keys) hydrates
 * first; each section below it in its own boundary. Each section gets its field of the
 * page's content from here, as a prop; the layout's own places (the profile header's
 * availability line, the navigation panel's courses, the footer's reel) are named here.
 */
export function HomePage() {
  const site = useSite();
  const languageHome = useLanguageHome();
  return (
    <AppShell
      drawerAction={DrawerActions}
      footer={<DemoReelStrip reel={site.demoReel} />}
      navPanel={site.courses.length ? coursesPanel(site.courses) : undefined}
    >
      <ProfileHeader
        availability={site.availability}
        actions={
          <>
            <SearchButton
              className={`${styles.wideOnly} ${styles.install}`}
              labelClassName={styles.labelFromLarge}
            />
            <SearchHost languageHome={languageHome} />
            <InstallButton className={`${styles.wideOnly} ${styles.install}`} />
            <LanguageLinks className={styles.wideOnly} />
            <ThemeSwitch className={styles.wideOnly} />
          </>
        }
      />
      <HydrationBoundary>
        <ProjectsSection />
      </HydrationBoundary>
      {__POSTS_SHOWN__ > 0 && (
        <HydrationBoundary>
          <WritingSlot />
        </HydrationBoundary>
      )}
      {homeSections(site)}
      <ResumeSectionsSlot before="connect-heading" />
      <HydrationBoundary>
        <ConnectSection />
      </HydrationBoundary>
    </AppShell>
  );
}
