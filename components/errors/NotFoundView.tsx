import { Link } from '@/components/ui/Link';
import type { NotFoundTexts } from '@/lib/navigation/not-found';
import { GoBackButton } from './GoBackButton';
import styles from './NotFoundScreen.module.scss';

/** The not-found screen: 404, the title, a sentence, the way out and, on the generic screen, Go Back. */
export function NotFoundView({ texts }: { texts: NotFoundTexts }) {
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {texts.title}
      </h1>
      <p className={styles.subtitle}>{texts.text}</p>
      <div className={styles.actions}>
        <Link href={texts.link.href} className={styles.primary}>
          {texts.link.label}
        </Link>
        {texts.goBack && <GoBackButton label={texts.goBack} className={styles.secondary} />}
      </div>
    </section>
  );
}
