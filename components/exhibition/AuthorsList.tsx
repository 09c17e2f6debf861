import Image from 'next/image';
import { RichText } from '@/components/ui/RichText';
import type { Author } from '@/lib/cms/schemas';
import { authorHref } from '@/lib/exhibition/permalink';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Exhibition.module.scss';

export interface AuthorsLabels {
  noAuthors: string;
  readMore: string;
  readMoreAbout: string;
}

/** Avatar, name, short HTML info and 'Read More' to the rewritten permalink. */
export function AuthorsList({ lang, authors, labels }: { lang: Locale; authors: Author[]; labels: AuthorsLabels }) {
  if (authors.length === 0) return <p className={styles.empty}>{labels.noAuthors}</p>;
  return (
    <ul className={styles.authors}>
      {authors.map((author) => {
        const href = authorHref(author.permalink, lang);
        return (
          <li key={author.id} className={styles.author}>
            <div className={styles.avatar}>
              {author.avatar ? (
                <Image src={author.avatar} alt="" fill sizes="96px" className={styles.avatarImage} />
              ) : (
                <span aria-hidden="true">{author.name.charAt(0)}</span>
              )}
            </div>
            <div className={styles.authorBody}>
              <h3 className={styles.authorName}>{author.name}</h3>
              {author.shortInfo && <RichText lang={lang} html={author.shortInfo} className={styles.authorInfo} />}
              {href && (
                <a href={href} className={styles.readMore}>
                  {labels.readMore}
                  <span className="visually-hidden">{` ${fill(labels.readMoreAbout, { name: author.name })}`}</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
