import { type ReactNode, useId } from 'react';
import { ExternalIcon, GitHubIcon, LinkedInIcon } from '../../components/ui/icons';
import { asset } from '../../config/env';
import { site } from '../../content/site';
import styles from './profile-header.module.css';

export type ProfileHeaderProps = {
  /** Rendered at the header's top right (the wide-screen colour-mode switch, docs/product.md § Colour mode). */
  actions?: ReactNode;
};

/** The mark shown before a profile link: the site's own for LinkedIn and GitHub, else an outward arrow. */
const PROFILE_ICONS: Record<string, typeof ExternalIcon> = {
  linkedin: LinkedInIcon,
  github: GitHubIcon,
};

/**
 * The profile header (docs/product.md § Profile): the owner's name over the hero
 * gradient, headline, bio and the profile links (two in the sample: LinkedIn
 * and GitHub), which open in a new tab and are named by their site.
 */
export function ProfileHeader({ actions }: ProfileHeaderProps) {
  const newTabId = useId();
  const links = site.profiles.map((link) => ({
    ...link,
    Icon: PROFILE_ICONS[link.site.toLowerCase()] ?? ExternalIcon,
  }));
  return (
    <header className={styles.hero}>
      {actions && <div className={styles.actions}>{actions}</div>}
      <img
        className={styles.avatar}
        src={asset(site.avatar)}
        alt={`Portrait of ${site.name}`}
        width={112}
        height={112}
        fetchPriority="high"
      />
      <div className={styles.text}>
        <p className={styles.greeting}>Hi, I’m</p>
        <h1 className={styles.name}>{site.name}</h1>
        <p className={styles.headline}>
          {site.location ? `${site.headline} · ${site.location}` : site.headline}
        </p>
        <p className={styles.bio}>{site.bio}</p>
        <ul className={styles.links}>
          {links.map(({ site: name, url, Icon }) => (
            <li key={name}>
              <a
                className={styles.link}
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={newTabId}
              >
                <Icon />
                {name}
              </a>
            </li>
          ))}
        </ul>
        <span id={newTabId} hidden>
          Opens in a new tab
        </span>
      </div>
    </header>
  );
}
