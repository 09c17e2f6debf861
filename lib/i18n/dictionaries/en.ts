import { shell } from './en/shell';
import { testimonials } from './en/testimonials';
import { ui } from './en/ui';
import { team } from './en/team';
import { contacts } from './en/contacts';
import { faq } from './en/faq';
import { stories } from './en/stories';
import { participants } from './en/participants';
import { alumni } from './en/alumni';
import { home } from './en/home';
import { programs } from './en/programs';
import { about } from './en/about';
import { history } from './en/history';
import { founder } from './en/founder';
import { exhibition } from './en/exhibition';
import { staticPages } from './en/static-pages';
import { news } from './en/news';
import { newsletter } from './en/newsletter';
import { unsubscribe } from './en/unsubscribe';
import { confirmSubscription } from './en/confirm-subscription';
import { library } from './en/library';
import { search } from './en/search';
import { content } from './en/content';

/** The English dictionary; its shape is the type every language must match. */
export const en = {
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
