import Image from 'next/image';
import Link from 'next/link';
import { config } from '@/lib/config';
import { getDictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/fill';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import type { UkraineProgramsContent, UkraineTab } from '@/lib/static-content/ukraine-programs';
import { SubscribeForm } from './SubscribeForm';
import { UkraineTabs } from './UkraineTabs';
import styles from './UkrainePrograms.module.scss';

/** Spec part 2 §2, "Ukrainian programmes page (hard-coded)". */
export function UkraineProgramsView({ lang, content }: { lang: Locale; content: UkraineProgramsContent }) {
  const dict = getDictionary(lang).staticPages;
  const { overview, programs, resources, testimonials, events, news, faq, contact } = content;
  const href = (path: string) => localePath(lang, path);

  const panels: Record<UkraineTab, React.ReactNode> = {
    overview: (
      <>
        <section className={styles.block} aria-labelledby="up-about">
          <h2 id="up-about">{overview.aboutTitle}</h2>
          {overview.about.map((p) => (
            <p key={p} className={styles.lead}>
              {p}
            </p>
          ))}
        </section>
        <section className={styles.block} aria-labelledby="up-highlights">
          <h2 id="up-highlights">{overview.highlightsTitle}</h2>
          <ul className={styles.grid4}>
            {overview.highlights.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.block} aria-labelledby="up-impact">
          <h2 id="up-impact">{overview.impactTitle}</h2>
          <dl className={styles.figures}>
            {overview.impact.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.block} aria-labelledby="up-apply" id="apply">
          <h2 id="up-apply">{overview.processTitle}</h2>
          <ol className={styles.process}>
            {overview.process.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </>
    ),
    programs: (
      <>
        {programs.groups.map((group, g) => (
          <section key={group.title} className={styles.block} aria-labelledby={`up-group-${g}`}>
            <h2 id={`up-group-${g}`}>{group.title}</h2>
            <p className={styles.muted}>{group.description}</p>
            <ul className={styles.grid3}>
              {group.programmes.map((programme) => (
                <li key={programme.title} className={styles.programme}>
                  <div className={styles.programmeImage}>
                    <Image src={programme.image} alt="" fill sizes="(min-width: 1024px) 30vw, 100vw" className={styles.cover} />
                  </div>
                  <div className={styles.programmeBody}>
                    <h3>{programme.title}</h3>
                    <p>{programme.description}</p>
                    <dl className={styles.facts}>
                      <div>
                        <dt>{programs.labels.deadline}</dt>
                        <dd>{programme.deadline}</dd>
                      </div>
                      <div>
                        <dt>{programs.labels.eligibility}</dt>
                        <dd>{programme.eligibility}</dd>
                      </div>
                    </dl>
                    <Link href={href(programme.link)} className={styles.cardLink}>
                      {programs.labels.learnMore}
                      <span className="visually-hidden">{`: ${programme.title}`}</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.block} aria-labelledby="up-initiatives">
          <h2 id="up-initiatives">{programs.initiativesTitle}</h2>
          <ul className={styles.grid3}>
            {programs.initiatives.map((item) => (
              <li key={item.title} className={styles.card}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
    resources: (
      <>
        <section className={styles.block} aria-labelledby="up-lists">
          <h2 id="up-lists">{resources.listsTitle}</h2>
          <div className={styles.grid2}>
            {resources.lists.map((list) => (
              <div key={list.title} className={styles.card}>
                <h3>{list.title}</h3>
                <ul className={styles.links}>
                  {list.items.map((item) => (
                    <li key={item.label}>
                      <Link href={href(item.href)}>{item.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
        <section className={styles.block} aria-labelledby="up-webinars">
          <h2 id="up-webinars">{resources.webinarsTitle}</h2>
          <ul className={styles.grid3}>
            {resources.webinars.map((webinar) => (
              <li key={webinar.title} className={styles.card} data-testid="webinar">
                <h3>{webinar.title}</h3>
                <p className={styles.muted}>{webinar.presenter}</p>
                <p>{webinar.description}</p>
                <p className={styles.duration}>
                  {`${resources.durationLabel}: ${fill(resources.minutes, { minutes: webinar.minutes })}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.block} aria-labelledby="up-downloads">
          <h2 id="up-downloads">{resources.downloadsTitle}</h2>
          <ul className={styles.downloads}>
            {resources.downloads.map((file) => (
              <li key={file.href}>
                <span>{file.title}</span>
                <a href={file.href} download className={styles.downloadButton}>
                  {resources.downloadLabel}
                  <span className="visually-hidden">{`: ${file.title}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
    testimonials: (
      <section className={styles.block} aria-labelledby="up-testimonials">
        <h2 id="up-testimonials">{testimonials.title}</h2>
        <ul className={styles.grid3}>
          {testimonials.items.map((item) => (
            <li key={item.author} className={styles.card}>
              <blockquote className={styles.quote}>
                <p>“{item.quote}”</p>
              </blockquote>
              <div className={styles.person}>
                <div className={styles.avatar}>
                  <Image src={item.image} alt="" fill sizes="56px" className={styles.cover} />
                </div>
                <p>
                  <strong>{item.author}</strong>
                  <span>{item.position}</span>
                  <span className={styles.tag}>{item.program}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    ),
    events: (
      <>
        <section className={styles.block} aria-labelledby="up-events">
          <h2 id="up-events">{events.title}</h2>
          <ul className={styles.grid2}>
            {events.items.map((event) => (
              <li key={event.title} className={styles.card}>
                <h3>{event.title}</h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>{events.labels.date}</dt>
                    <dd>{event.date}</dd>
                  </div>
                  <div>
                    <dt>{events.labels.time}</dt>
                    <dd>{event.time}</dd>
                  </div>
                  <div>
                    <dt>{events.labels.location}</dt>
                    <dd>{event.location}</dd>
                  </div>
                </dl>
                <p>{event.description}</p>
                <Link href={href(event.registration)} className={styles.cardLink}>
                  {events.labels.register}
                  <span className="visually-hidden">{`: ${event.title}`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.block} aria-labelledby="up-sessions">
          <h2 id="up-sessions">{events.sessionsTitle}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{events.sessionsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{events.sessionColumns.date}</th>
                  <th scope="col">{events.sessionColumns.time}</th>
                  <th scope="col">{events.sessionColumns.programme}</th>
                  <th scope="col">{events.sessionColumns.format}</th>
                </tr>
              </thead>
              <tbody>
                {events.sessions.map((session) => (
                  <tr key={`${session.date}-${session.programme}`}>
                    <td>{session.date}</td>
                    <td>{session.time}</td>
                    <td>{session.programme}</td>
                    <td>{session.format}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </>
    ),
    news: (
      <>
        <section className={styles.block} aria-labelledby="up-news">
          <h2 id="up-news">{news.title}</h2>
          <ul className={styles.grid3}>
            {news.items.map((item) => (
              <li key={item.title} className={styles.programme}>
                <div className={styles.programmeImage}>
                  <Image src={item.image} alt="" fill sizes="(min-width: 1024px) 30vw, 100vw" className={styles.cover} />
                </div>
                <div className={styles.programmeBody}>
                  <p className={styles.muted}>{item.date}</p>
                  <h3>{item.title}</h3>
                  <p>{item.excerpt}</p>
                  <Link href={href(item.link)} className={styles.cardLink}>
                    {news.readMore}
                    <span className="visually-hidden">{`: ${item.title}`}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.block} aria-labelledby="up-updates">
          <h2 id="up-updates">{news.updatesTitle}</h2>
          <ul className={styles.updates}>
            {news.updates.map((update) => (
              <li key={update.text}>
                <span className={styles.muted}>{update.date}</span> {update.text}
              </li>
            ))}
          </ul>
        </section>
      </>
    ),
    faq: (
      <section className={styles.block} aria-labelledby="up-faq">
        <h2 id="up-faq">{faq.title}</h2>
        <div className={styles.faq}>
          {faq.items.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    ),
    contact: (
      <div className={styles.contactPanel}>
        <section className={styles.card} aria-labelledby="up-contact">
          <h2 id="up-contact">{contact.title}</h2>
          <p>{contact.text}</p>
          <p>
            {`${contact.emailLabel}: `}
            <a href={`mailto:${config.defaultContactEmail}`}>{config.defaultContactEmail}</a>
          </p>
          <Link href={href('/contacts')} className={styles.cardLink}>
            {contact.contactsLink}
          </Link>
          <h3 className={styles.socialTitle}>{contact.socialTitle}</h3>
          <ul className={styles.social}>
            {contact.social.map((item) => (
              <li key={item.label}>
                {item.label} <span className={styles.muted}>({item.note})</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    ),
  };

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.heroSubtitle}>{content.subtitle}</p>
          <h1>{content.title}</h1>
          <p className={styles.heroText}>{content.heroText}</p>
          <div className={styles.heroActions}>
            <a href="#apply" className={styles.primary}>
              {content.applyNow}
            </a>
            <a href="#programs" className={styles.onDark}>
              {content.explorePrograms}
            </a>
          </div>
        </div>
      </div>
      <UkraineTabs label={dict.tabs.label} tabLabels={content.tabs} panels={panels} />
      <section className={styles.subscribeSection} aria-labelledby="up-subscribe">
        <div className={styles.subscribeInner}>
          <h2 id="up-subscribe">{contact.subscribeTitle}</h2>
          <p>{contact.subscribeText}</p>
          <SubscribeForm lang={lang} labels={dict.subscribe} />
        </div>
      </section>
    </>
  );
}
