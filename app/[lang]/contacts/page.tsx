import { ContactsPageView } from '@/components/contacts/ContactsPageView';
import { getContactsPage } from '@/lib/cms/pages';
import { getDictionary } from '@/lib/i18n/dictionary';
import { generateLangParams } from '@/lib/i18n/params';
import { cmsPageRoute } from '../page-routes';

const route = cmsPageRoute({
  path: '/contacts',
  texts: (lang) => getDictionary(lang).contacts,
  load: getContactsPage,
  render: (lang, page) => <ContactsPageView lang={lang} page={page} />,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;

// REVALIDATE.pages as a literal, which Next needs; [lang] is closed: any other value is Next's 404 (app/global-not-found.tsx).
export const revalidate = 300, dynamicParams = false;
export const generateStaticParams = generateLangParams;
