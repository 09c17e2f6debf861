import { ContactsPageView } from '@/components/contacts/ContactsPageView';
import { getContactsPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/contacts',
  texts: (lang) => getDictionary(lang).contacts,
  load: getContactsPage,
  render: (lang, page) => <ContactsPageView lang={lang} page={page} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const revalidate = 300; // REVALIDATE.pages — Next needs a literal here
export const dynamicParams = false; // [lang] is closed (its values come from the layout's generateStaticParams): any other value is Next's 404 (app/global-not-found.tsx)
