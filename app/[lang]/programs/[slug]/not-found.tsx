import { ProgramNotFound } from '@/components/programs/ProgramNotFound';
import { getDictionary } from '@/lib/i18n/dictionary';

/** Unknown programme: status 404, 'Program not found' and a link back to the programmes. */
export default function NotFound() {
  const texts = (lang: 'uk' | 'en') => {
    const d = getDictionary(lang).programs;
    return { title: d.notFound, back: d.backToPrograms };
  };
  return <ProgramNotFound texts={{ uk: texts('uk'), en: texts('en') }} />;
}
