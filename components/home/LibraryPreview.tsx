import type { LibraryResource } from '@/lib/cms/schemas';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { localizeFileSize } from '@/lib/library/file-size';
import { HomeSection } from './HomeSection';
import styles from './Home.module.scss';

/** Section 5: library preview (4 resources). */
export function LibraryPreview({ lang, resources, dict }: { lang: Locale; resources: LibraryResource[]; dict: Dictionary }) {
  const texts = dict.home.library;
  return (
    <HomeSection name="library" title={texts.title} link={{ href: localePath(lang, '/library'), text: texts.all }} muted>
      {resources.length === 0 ? (
        <p className={styles.empty}>{texts.empty}</p>
      ) : (
        <ul className={styles.libraryGrid}>
          {resources.map((resource) => (
            <li key={resource.id} className={styles.resource}>
              <p className={styles.resourceMeta}>
                {[resource.category, resource.file_type, localizeFileSize(resource.file_size, lang)].filter(Boolean).join(' · ')}
              </p>
              <h3 className={styles.resourceTitle}>{resource.title}</h3>
              {resource.description && <p className={styles.resourceText}>{resource.description}</p>}
              {resource.file_url && (
                <a className={styles.resourceLink} href={resource.file_url} download>
                  {texts.download}
                  <span className={styles.visuallyHidden}>: {resource.title}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
