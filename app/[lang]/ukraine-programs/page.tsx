import { UkraineProgramsView } from '@/components/static-pages/UkraineProgramsView';
import { ukraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { staticPageRoute } from '../_routes/static-page-route';

const route = staticPageRoute('/ukraine-programs', ukraineProgramsContent, (lang, content) => <UkraineProgramsView lang={lang} content={content} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;

export const dynamicParams = false;
