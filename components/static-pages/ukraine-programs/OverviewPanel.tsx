import { Figures } from '@/components/ui/Figures';
import type { UkraineProgramsContent } from '@/lib/static-content/ukraine-programs';
import styles from './Panels.module.scss';
import own from './Overview.module.scss';

/** Overview: about text, highlights, impact figures and the four steps of applying (#apply). */
export function OverviewPanel({ overview }: { overview: UkraineProgramsContent['overview'] }) {
  return (
    <>
      <section className={styles.block} aria-labelledby="up-about">
        <h2 id="up-about">{overview.aboutTitle}</h2>
        {overview.about.map((p) => (
          <p key={p} className={styles.lead}>
            {p}
          </p>
        ))}
      </section>
      <section className={styles.block} aria-labelledby="up-highlights">
        <h2 id="up-highlights">{overview.highlightsTitle}</h2>
        <ul className={styles.grid4}>
          {overview.highlights.map((item) => (
            <li key={item.title} className={styles.card}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="up-impact">
        <h2 id="up-impact">{overview.impactTitle}</h2>
        <Figures figures={overview.impact} tone="navy" />
      </section>
      <section className={styles.block} aria-labelledby="up-apply" id="apply">
        <h2 id="up-apply">{overview.processTitle}</h2>
        <ol className={own.process}>
          {overview.process.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
