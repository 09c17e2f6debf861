import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import type { ProgramDetail } from '@/lib/cms/schemas';
import { ProgramHeroStatus } from './ProgramStatus';
import type { StatusProps } from './useApplicationLabels';
import styles from './ProgramDetail.module.scss';

interface Props {
  program: ProgramDetail;
  status: StatusProps;
  programsPath: string;
  /** The breadcrumb's two names: the programmes list and this programme. */
  crumbs: { programs: string; current: string };
  breadcrumbLabel: string;
}

/** The programme's header: breadcrumb, title, lead, application status, featured image. */
export function ProgramHero({ program, status, programsPath, crumbs, breadcrumbLabel }: Props) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <nav aria-label={breadcrumbLabel} className={styles.breadcrumb}>
          <ol>
            <li>
              <Link href={programsPath}>{crumbs.programs}</Link>
            </li>
            <li aria-current="page">{crumbs.current}</li>
          </ol>
        </nav>
        <h1 className={styles.title}>{program.title}</h1>
        {program.description && <p className={styles.lead}>{program.description}</p>}
        <ProgramHeroStatus {...status} onDark />
      </div>
      {program.featured_image && (
        <Image className={styles.heroImage} src={program.featured_image} alt="" width={640} height={400} preload fetchPriority="high" sizes="(min-width: 1024px) 40vw, 100vw" />
      )}
    </header>
  );
}
