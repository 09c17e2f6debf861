import { ContactsPageView } from '@/components/contacts/ContactsPageView';
import { findContactsPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../_routes/cms-page-route';

const route = cmsPageRoute({
  path: '/contacts',
  texts: (lang) => getDictionary(lang).contacts,
  find: findContactsPage,
  render: (lang, page) => <ContactsPageView lang={lang} page={page} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
