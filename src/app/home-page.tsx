import { AppShell } from '#/components/layout/app-shell';
import { LanguageLinks } from '#/components/layout/language-links';
import { ThemeSwitch } from '#/components/layout/theme-switch';
import { HydrationBoundary } from '#/components/ui/hydration-boundary';
import { useSite } from '#/content/page-site';
import { ConnectSection } from '#/features/contact/connect-section';
import { CoursesPanel } from '#/features/courses/courses-panel';
import { DemoReelStrip } from '#/features/demo-reel/demo-reel-strip';
import { ExperienceSection } from '#/features/experience/experience-section';
import { InstallButton } from '#/features/install/install-button';
import { ProfileHeader } from '#/features/profile/profile-header';
import { ProjectsSection } from '#/features/projects/components/projects-section';
import styles from './home-page.module.css';

/**
 * The Courses Taken panel, under the navigation in the sidebar and in the
 * drawer; none when the résumé lists no certificates.
 */
const coursesPanel = (className: string) => <CoursesPanel className={className} />;

/**
 * Home, the only route (docs/product.md § Navigation), in this order: profile header,
 * Featured Projects Today, Your Past Experiences, Connect, and the footer's
 * demo reel strip. Features meet only here. The header (and its "Install app"
 * button and colour-mode switch, both wide screens only: the drawer has them
 * on narrow ones, passed in as a slot) hydrates first; each section below it in its own boundary.
 */
export function HomePage() {
  const site = useSite();
  return (
    <AppShell
      drawerAction={InstallButton}
      footer={<DemoReelStrip />}
      navPanel={site.courses.length ? coursesPanel : undefined}
    >
      <ProfileHeader
        actions={
          <>
            <InstallButton className={`${styles.wideOnly} ${styles.install}`} />
            <LanguageLinks className={styles.wideOnly} />
            <ThemeSwitch className={styles.wideOnly} />
          </>
        }
      />
      <HydrationBoundary>
        <ProjectsSection />
      </HydrationBoundary>
      {site.experience.length > 0 && (
        <HydrationBoundary>
          <ExperienceSection />
        </HydrationBoundary>
      )}
      <HydrationBoundary>
        <ConnectSection />
      </HydrationBoundary>
    </AppShell>
  );
}
