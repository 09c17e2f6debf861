import { PageHero } from '@/components/ui/PageHero';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import type { CirclesContent } from '@/lib/static-pages/circles';
import { InteractiveCircle } from './InteractiveCircle';
import styles from './Circles.module.scss';

/** Circles demo page: decorative circle variants in groups with name and description. */
export function CirclesDemoView({ lang, content }: { lang: Locale; content: CirclesContent }) {
  const { pressHint } = getDictionary(lang).staticPages.circles;
  return (
    <>
      <PageHero title={content.title} subtitle={content.subtitle} description={content.note} />
      {content.groups.map((group) => (
        <section key={group.size} className={styles.group} aria-labelledby={`circles-${group.size}`}>
          <div className={styles.inner}>
            <h2 id={`circles-${group.size}`}>{group.title}</h2>
            <p className={styles.groupDescription}>{group.description}</p>
            <ul className={styles.variants}>
              {group.variants.map((variant) => (
                <li key={variant.id} className={styles.variant} data-testid="circle-variant">
                  <div className={styles.stage}>
                    {group.size === 'interactive' ? (
                      <InteractiveCircle look={variant.look} label={`${variant.name}: ${pressHint}`} />
                    ) : (
                      <span className={`${styles.circle} ${styles[group.size]} ${styles[variant.look]}`} aria-hidden="true" />
                    )}
                  </div>
                  <h3>{variant.name}</h3>
                  <p>{variant.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
