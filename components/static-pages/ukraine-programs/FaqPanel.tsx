import type { UkraineProgramsContent } from '@/lib/static-content/ukraine-programs';
import styles from './Panels.module.scss';
import own from './Faq.module.scss';

/** FAQ: five questions, each opening its answer in place. */
export function FaqPanel({ faq }: { faq: UkraineProgramsContent['faq'] }) {
  return (
    <section className={styles.block} aria-labelledby="up-faq">
      <h2 id="up-faq">{faq.title}</h2>
      <div className={own.faq}>
        {faq.items.map((item) => (
          <details key={item.question} className={own.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
