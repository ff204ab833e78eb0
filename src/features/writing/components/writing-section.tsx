import { useEffect, useId, useMemo, useState } from 'react';
import { useI18n, useTextLangProps } from '#src/i18n/i18n-provider.tsx';
import { getPosts } from '../api/get-posts.ts';
import type { Post } from '../api/post-schema.ts';
import { rowsClass } from './rows.ts';
import styles from './writing.module.css';

/**
 * A post's date (an ISO 8601 string) in the page's language (Intl), as a calendar date in UTC so
 * it never shifts a day by time zone. One format per section and language, shared by its cards:
 * building an `Intl.DateTimeFormat` costs far more than using one.
 */
function useDateFormat(): (date: string) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return (date: string) => format.format(new Date(date));
  }, [locale]);
}

/**
 * One post: a link to the original with its picture, title, date and one-line summary.
 * @param formatDate the section's date format ({@link useDateFormat}).
 */
function PostCard({ post, formatDate }: { post: Post; formatDate: (date: string) => string }) {
  // A title in another language than the page's says so, as project descriptions do.
  const textLang = useTextLangProps(post.lang);
  // Named by its title, described by its date and summary, as a project card is: the name is
  // what a visitor sees as the link's label (WCAG 2.5.3).
  const titleId = useId();
  const detailsId = useId();
  return (
    <a
      className={styles.card}
      href={post.url}
      aria-labelledby={titleId}
      aria-describedby={detailsId}
    >
      <span className={styles.media}>
        {post.image && (
          <img src={post.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
        )}
      </span>
      <span className={styles.body}>
        <span id={titleId} className={styles.title} {...textLang}>
          {post.title}
        </span>
        <span id={detailsId} className={styles.details}>
          <time className={styles.date} dateTime={post.date}>
            {formatDate(post.date)}
          </time>
          {post.summary && (
            <span className={styles.summary} {...textLang}>
              {post.summary}
            </span>
          )}
        </span>
      </span>
    </a>
  );
}

/**
 * Writing (docs/product.md § Writing): the owner's newest posts from the
 * page's language's `data/posts.json`, their own posts (each a link to its
 * page) and their feeds' (each a link to the original). Plain text only: the
 * list holds no markup, and React escapes what it shows.
 * @param onEmpty called when there is nothing to show (no posts, or no list
 *   and no cached copy): the slot then collapses.
 * @param languageHome the page's language's home under the base path, e.g. `/fil/`
 *   (`useLanguageHome`, passed in by the slot, which is in the first view).
 */
export function WritingSection({
  onEmpty,
  languageHome,
}: {
  onEmpty: () => void;
  languageHome: string;
}) {
  const { t } = useI18n();
  const formatDate = useDateFormat();
  const [posts, setPosts] = useState<Post[]>();
  useEffect(() => {
    let live = true;
    getPosts(languageHome).then(
      (loaded) => {
        if (!live) return;
        if (loaded.length) setPosts(loaded);
        else onEmpty();
      },
      (error: unknown) => {
        console.warn('Posts could not be loaded:', error);
        if (live) onEmpty();
      },
    );
    return () => {
      live = false;
    };
  }, [onEmpty, languageHome]);
  if (!posts) return null;
  return (
    <section
      aria-labelledby="writing-heading"
      className={`${styles.section} ${rowsClass(posts.length)}`}
    >
      <h2 id="writing-heading">{t('writing.heading')}</h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.url}>
            <PostCard post={post} formatDate={formatDate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
