import { Link } from '@/components/ui/Link';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { DataTable } from '@/components/ui/DataTable';
import { Facts } from '@/components/ui/Facts';
import { PanelBlock } from './PanelBlock';
import styles from './Panels.module.scss';
import own from './Events.module.scss';

/** Events: upcoming events with a registration link, then the information sessions as a table. */
export function EventsPanel({ lang, events }: { lang: Locale; events: UkraineProgramsContent['events'] }) {
  const { event: labels, sessionColumns: columns } = getDictionary(lang).staticPages.ukrainePrograms;
  return (
    <>
      <PanelBlock id="up-events" title={events.title}>
        <ul className={styles.grid2}>
          {events.items.map((event) => (
            <li key={event.title} className={styles.card}>
              <h3>{event.title}</h3>
              <Facts
                className={styles.facts}
                facts={[
                  { label: labels.date, value: event.date },
                  { label: labels.time, value: event.time },
                  { label: labels.location, value: event.location },
                ]}
              />
              <p>{event.description}</p>
              <Link href={localePath(lang, event.registration)} className={styles.cardLink}>
                {labels.register}
                <span className="visually-hidden">{`: ${event.title}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PanelBlock>
      <PanelBlock id="up-sessions" title={events.sessionsTitle}>
        <div className={own.tableWrap}>
          <DataTable className={own.table} caption={events.sessionsCaption} columns={[columns.date, columns.time, columns.programme, columns.format]}>
            {events.sessions.map((session) => (
              <tr key={`${session.date}-${session.programme}`}>
                <td>{session.date}</td>
                <td>{session.time}</td>
                <td>{session.programme}</td>
                <td>{session.format}</td>
              </tr>
            ))}
          </DataTable>
        </div>
      </PanelBlock>
    </>
  );
}
