import type { Dictionary } from '../dictionary';
import { shell } from './uk/shell';
import { testimonials } from './uk/testimonials';
import { ui } from './uk/ui';

export const uk: Dictionary = {
  shell,
  testimonials,
  ui,
};
