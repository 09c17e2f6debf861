import { shell } from './en/shell';
import { testimonials } from './en/testimonials';
import { ui } from './en/ui';

/** The English dictionary; its shape is the type every language must match. */
export const en = {
  shell,
  testimonials,
  ui,
};
