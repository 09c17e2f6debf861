import type { Dictionary } from '../dictionary';
import { shell } from './uk/shell';
import { testimonials } from './uk/testimonials';
import { ui } from './uk/ui';
import { team } from './uk/team';
import { contacts } from './uk/contacts';
import { faq } from './uk/faq';
import { stories } from './uk/stories';
import { participants } from './uk/participants';
import { alumni } from './uk/alumni';
import { search } from './uk/search';
import { content } from './uk/content';

export const uk: Dictionary = {
  shell,
  testimonials,
  ui,
  team,
  contacts,
  faq,
  stories,
  participants,
  alumni,
  search,
  content,
};
