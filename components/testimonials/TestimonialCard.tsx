import Image from 'next/image';
import type { Testimonial } from '@/lib/cms/schemas';
import { sanitizeCmsHtml } from '@/lib/html/sanitize';
import { testimonialView } from '@/lib/stories/testimonial-card';
import { TestimonialToggle } from './TestimonialToggle';
import styles from './TestimonialCard.module.scss';

export interface TestimonialLabels {
  readMore: string;
  readLess: string;
}

/** One testimonial, shared by home, alumni and stories pages. Server-rendered; the toggle is a small island. */
export function TestimonialCard({ testimonial, labels }: { testimonial: Testimonial; labels: TestimonialLabels }) {
  const view = testimonialView(testimonial.content);
  const meta = [testimonial.position, testimonial.institution].filter(Boolean).join(', ');
  const html = sanitizeCmsHtml(testimonial.content);
  return (
    <TestimonialToggle
      fullWidthWhenExpanded={view.fullWidthWhenExpanded}
      collapsed={view.collapsed}
      labels={labels}
      body={<div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />}
      header={
        <figcaption className={styles.person}>
          {testimonial.photo ? (
            <Image className={styles.photo} src={testimonial.photo} alt="" width={56} height={56} />
          ) : (
            <span className={styles.initial} aria-hidden="true">
              {testimonial.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <span>
            <span className={styles.name}>{testimonial.name}</span>
            {meta && <span className={styles.meta}>{meta}</span>}
            {testimonial.year && <span className={styles.meta}>{testimonial.year}</span>}
          </span>
        </figcaption>
      }
    />
  );
}
