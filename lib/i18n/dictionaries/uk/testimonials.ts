import type { Widen } from '../../widen';
import type { testimonials as en } from '../en/testimonials';

export const testimonials: Widen<typeof en> = {
  readMore: 'Читати далі',
  readLess: 'Згорнути',
  photoOf: 'Фото: {name}',
};
