import { Link } from '@/components/ui/Link';
import { longFigure } from '@/components/ui/figure';
import styles from './Stories.module.scss';

/** The global network section of the stories and alumni pages: four figures and up to two links. */
export function GlobalNetwork({
  title,
  subtitle,
  figures,
  links,
}: {
  title: string;
  subtitle: string;
  figures: readonly { value: string; label: string }[];
  links: { href: string; text: string; primary?: boolean }[];
}) {
  return (
    <section className={styles.network} aria-labelledby="global-network">
      <div className={styles.networkInner}>
        <h2 id="global-network">{title}</h2>
        {subtitle && <p className={styles.networkSubtitle}>{subtitle}</p>}
        <dl className={styles.figures}>
          {figures.map((f) => (
            <div key={f.label} className={styles.figure}>
              <dt>{f.label}</dt>
              <dd data-long={longFigure(f.value)}>{f.value}</dd>
            </div>
          ))}
        </dl>
        {links.length > 0 && (
          <div className={styles.networkLinks}>
            {links.map((l) => (
              <Link key={l.text} href={l.href} className={l.primary ? styles.networkPrimary : styles.networkSecondary}>
                {l.text}
              </Link>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
