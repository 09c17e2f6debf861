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
import { home } from './uk/home';
import { programs } from './uk/programs';
import { about } from './uk/about';
import { history } from './uk/history';
import { founder } from './uk/founder';
import { exhibition } from './uk/exhibition';
import { staticPages } from './uk/static-pages';
import { news } from './uk/news';
import { newsletter } from './uk/newsletter';
import { unsubscribe } from './uk/unsubscribe';
import { confirmSubscription } from './uk/confirm-subscription';
import { library } from './uk/library';
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
  home,
  programs,
  about,
  history,
  founder,
  exhibition,
  staticPages,
  news,
  newsletter,
  unsubscribe,
  confirmSubscription,
  library,
  search,
  content,
};
