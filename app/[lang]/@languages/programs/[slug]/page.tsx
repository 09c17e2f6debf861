import { resolveProgram } from '@/lib/programs/program-data';
import { itemLanguageLinks } from '../../item-language-links';

/** A programme's language link: its translation, else the other language's programme list. */
export default itemLanguageLinks('/programs', resolveProgram, (resolution) => (resolution.kind === 'program' ? resolution.program : null));
