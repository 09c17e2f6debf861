import type { Testimonial } from '@/lib/cms/schemas';
import { TestimonialCard } from '@/components/testimonials/TestimonialCard';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { HomeSection } from './HomeSection';
import styles from './Home.module.scss';

/** Section 6: up to 3 home testimonials in the shared card. */
export function HomeTestimonials({ testimonials, dict }: { testimonials: Testimonial[]; dict: Dictionary }) {
  if (testimonials.length === 0) return null;
  return (
    <HomeSection name="testimonials" title={dict.home.testimonials.title}>
      <div className={styles.testimonialGrid}>
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} labels={dict.testimonials} />
        ))}
      </div>
    </HomeSection>
  );
}
