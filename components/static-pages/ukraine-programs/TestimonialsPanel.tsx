import Image from 'next/image';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { PanelBlock } from './PanelBlock';
import styles from './Panels.module.scss';
import own from './Testimonials.module.scss';

/** Testimonials: quotes of participants with photo, position and programme. */
export function TestimonialsPanel({ testimonials }: { testimonials: UkraineProgramsContent['testimonials'] }) {
  return (
    <PanelBlock id="up-testimonials" title={testimonials.title}>
      <ul className={styles.grid3}>
        {testimonials.items.map((item) => (
          <li key={item.author} className={styles.card}>
            <blockquote className={own.quote}>
              <p>“{item.quote}”</p>
            </blockquote>
            <div className={own.person}>
              <div className={own.avatar}>
                <Image src={item.image} alt="" fill sizes="56px" className={styles.cover} />
              </div>
              <p>
                <strong>{item.author}</strong>
                <span>{item.position}</span>
                <span className={styles.tag}>{item.program}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </PanelBlock>
  );
}
