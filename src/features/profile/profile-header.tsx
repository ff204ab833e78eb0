import { type ReactNode, useId } from 'react';
import { useLanguageHome } from '#src/components/layout/language-links.tsx';
import { ExternalIcon, GitHubIcon, LinkedInIcon } from '#src/components/ui/icons.tsx';
import { asset } from '#src/config/env.ts';
import { useFallbackLang } from '#src/content/fallback-lang.ts';
import { useSite } from '#src/content/page-site.tsx';
import { useI18n } from '#src/i18n/i18n-provider.tsx';
import { AvailabilityLine, type ShippedAvailability } from './availability-line.tsx';
import styles from './profile-header.module.css';

export type ProfileHeaderProps = {
  /** Rendered at the header's top right (the wide-screen colour-mode switch, docs/product.md § Colour mode). */
  actions?: ReactNode;
  /** The page's `availability` (./availability.content.ts), as the page gives it; absent: no line. */
  availability?: ShippedAvailability;
};

/** The mark shown before a profile link: the site's own for LinkedIn and GitHub, else an outward arrow. */
const PROFILE_ICONS: Record<string, typeof ExternalIcon> = {
  linkedin: LinkedInIcon,
  github: GitHubIcon,
};

/**
 * The profile header (docs/product.md § Profile): the owner's name over the hero
 * gradient, headline, bio and the profile links (two in the sample: LinkedIn
 * and GitHub), which open in a new tab and are named by their site, then the
 * link "CV" to the CV page (docs/product.md § CV and contact card). Between
 * the bio and the links, the owner's availability when they give one
 * ({@link AvailabilityLine}).
 *
 * It is the owner's h-card (microformats2: `h-card` with `p-name`, `u-photo`,
 * `p-note` and a `u-url` per profile), and each profile link says `rel="me"`,
 * so IndieWeb tools and Mastodon can verify the profiles point back here.
 */
export function ProfileHeader({ actions, availability }: ProfileHeaderProps) {
  const site = useSite();
  const languageHome = useLanguageHome();
  const { t } = useI18n();
  const newTabId = useId();
  // The owner's texts the page's translation leaves out carry the default language's `lang`.
  const fallbackLang = useFallbackLang(site.fallback);
  const headlineLang = fallbackLang('headline');
  const links = site.profiles.map((link) => ({
    ...link,
    Icon: PROFILE_ICONS[link.site.toLowerCase()] ?? ExternalIcon,
  }));
  return (
    <header className={styles['h-card']}>
      {actions && <div className={styles.actions}>{actions}</div>}
      <img
        className={styles['u-photo']}
        src={asset(site.avatar)}
        alt={t('profile.portrait', { name: site.name })}
        width={112}
        height={112}
        fetchPriority="high"
      />
      <div className={styles.text}>
        <p className={styles.greeting}>{t('profile.greeting')}</p>
        <h1 className={styles['p-name']}>{site.name}</h1>
        {!site.location || !headlineLang.lang ? (
          <p className={styles.headline} {...headlineLang}>
            {site.location ? `${site.headline} · ${site.location}` : site.headline}
          </p>
        ) : (
          // The headline in the default language, the place in the page's.
          <p className={styles.headline}>
            <span {...headlineLang}>{site.headline}</span> · {site.location}
          </p>
        )}
        <p className={styles['p-note']} {...fallbackLang('bio')}>
          {site.bio}
        </p>
        <AvailabilityLine availability={availability} newTabId={newTabId} />
        <ul className={styles.links}>
          {links.map(({ site: name, url, Icon }) => (
            <li key={name}>
              <a
                className={styles['u-url']}
                href={url}
                target="_blank"
                rel="me noopener noreferrer"
                aria-describedby={newTabId}
              >
                <Icon />
                {name}
              </a>
            </li>
          ))}
          <li>
            <a className={styles['u-url']} href={`${languageHome}cv/`}>
              {t('profile.cv')}
            </a>
          </li>
        </ul>
        <span id={newTabId} hidden>
          {t('profile.newTab')}
        </span>
      </div>
    </header>
  );
}
