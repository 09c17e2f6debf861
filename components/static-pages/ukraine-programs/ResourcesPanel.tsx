import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { LinkList } from '@/components/ui/LinkList';
import { PanelBlock } from './PanelBlock';
import styles from './Panels.module.scss';
import own from './Resources.module.scss';

/** Resources: guides and links, three webinars with their duration, four PDFs to download. */
export function ResourcesPanel({ lang, resources }: { lang: Locale; resources: UkraineProgramsContent['resources'] }) {
  const labels = getDictionary(lang).staticPages.ukrainePrograms;
  return (
    <>
      <PanelBlock id="up-lists" title={resources.listsTitle}>
        <div className={styles.grid2}>
          {resources.lists.map((list) => (
            <div key={list.title} className={styles.card}>
              <h3>{list.title}</h3>
              <LinkList lang={lang} links={list.items} className={styles.bullets} />
            </div>
          ))}
        </div>
      </PanelBlock>
      <PanelBlock id="up-webinars" title={resources.webinarsTitle}>
        <ul className={styles.grid3}>
          {resources.webinars.map((webinar) => (
            <li key={webinar.title} className={styles.card} data-testid="webinar">
              <h3>{webinar.title}</h3>
              <p className={styles.muted}>{webinar.presenter}</p>
              <p>{webinar.description}</p>
              <p className={own.duration}>{`${labels.webinarDuration}: ${fill(labels.minutes, { minutes: webinar.minutes })}`}</p>
            </li>
          ))}
        </ul>
      </PanelBlock>
      <PanelBlock id="up-downloads" title={resources.downloadsTitle}>
        <ul className={own.downloads}>
          {resources.downloads.map((file) => (
            <li key={file.href}>
              <span>{file.title}</span>
              <a href={file.href} download className={own.downloadButton}>
                {labels.download}
                <span className="visually-hidden">{`: ${file.title}`}</span>
              </a>
            </li>
          ))}
        </ul>
      </PanelBlock>
    </>
  );
}
