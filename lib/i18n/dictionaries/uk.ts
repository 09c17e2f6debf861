import type { Dictionary } from '../dictionary';
import { shell } from './uk/shell';
import { ui } from './uk/ui';

export const uk: Dictionary = {
  shell,
  ui,
};
