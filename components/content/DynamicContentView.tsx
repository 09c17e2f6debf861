import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { RichText } from '@/components/ui/RichText';
import type { DynamicContentItem, TeamMember } from '@/lib/cms/schemas';
import { LONG_TITLE_THRESHOLD } from '@/lib/constants';
import { htmlToText, stripHeadings } from '@/lib/html/sanitize';
import { cmsTexts } from '@/lib/i18n/cms-texts';
import type { Dictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { breadcrumbList } from '@/lib/seo/jsonld';
import { BackButton } from './BackButton';
import { ContentCoordinator } from './ContentCoordinator';
import styles from './DynamicContent.module.scss';

type Position = 'start' | 'after_content' | 'end';

/**
 * Breadcrumb (Home / title), title (smaller above 42 characters), optional
 * featured image, body, global blocks, coordinator card, Back. The 274/276 variant shows the
 * image round beside the title and drops the body's headings.
 */
export function DynamicContentView({
  lang,
  item,
  path,
  variant,
  coordinator,
  texts,
}: {
  lang: Locale;
  item: DynamicContentItem;
  /** The page's path without the language ('/privacy-policy', '/authors/…'). */
  path: string;
  variant: 'default' | 'author';
  coordinator: TeamMember | null;
  texts: Dictionary['content'];
}) {
  const title = htmlToText(item.title);
  const { home } = cmsTexts(item.breadcrumb, { home: texts.home }, lang);
  const current = htmlToText(item.breadcrumb.current) || title;
  const long = title.length > LONG_TITLE_THRESHOLD;
  const blocks = (position: Position) =>
    item.global_blocks
      .filter((block) => block.position === position && block.content.trim())
      .map((block) => (
        <RichText lang={lang} key={block.id} html={block.content} className={styles.block} />
      ));
  const body = variant === 'author' ? stripHeadings(item.content) : item.content;
  const author = variant === 'author';
  const contacts = item.additional_contacts.filter((c) => c.email.trim());

  return (
    <article className={styles.page} data-variant={variant}>
      <JsonLd data={breadcrumbList([{ name: home, path: '/' }, { name: current, path }], lang)} />
      <header className={`${styles.hero} ${author ? styles.heroAuthor : ''}`}>
        <div className={styles.heroInner}>
          <nav aria-label={texts.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link href={localePath(lang, '/')}>{home}</Link>
              </li>
              <li aria-current="page">{current}</li>
            </ol>
          </nav>
          <div className={author ? styles.authorHead : undefined}>
            {author && item.featured_image && (
              <Image className={styles.roundImage} src={item.featured_image} alt="" width={160} height={160} preload data-testid="round-image" />
            )}
            <h1 className={long ? `${styles.title} ${styles.titleLong}` : styles.title} data-long-title={long ? 'true' : undefined}>
              {title}
            </h1>
          </div>
        </div>
      </header>

      <div className={styles.container}>
        {!author && item.featured_image && (
          <div className={styles.featured}>
            <Image src={item.featured_image} alt="" fill preload fetchPriority="high" sizes="(min-width: 1024px) 960px, 100vw" />
          </div>
        )}
        <div className={styles.columns}>
          <div className={styles.main}>
            {blocks('start')}
            <RichText lang={lang} html={body} className={styles.body} />
            {blocks('after_content')}
          </div>
          {(coordinator || contacts.length > 0) && (
            <div className={styles.side}>
              {coordinator && (
                <ContentCoordinator
                  member={coordinator}
                  texts={{
                    title: texts.coordinatorTitle,
                    defaultPosition: texts.coordinatorDefaultPosition,
                    email: texts.emailLabel,
                    phone: texts.phoneLabel,
                    officeHours: texts.officeHours,
                  }}
                />
              )}
              {contacts.length > 0 && (
                <aside className={styles.contacts} aria-label={texts.contactsTitle}>
                  <h2 className={styles.asideTitle}>{texts.contactsTitle}</h2>
                  <ul>
                    {contacts.map((contact) => (
                      <li key={contact.email}>
                        {contact.label && <span className={styles.contactLabel}>{contact.label}</span>}
                        <a href={`mailto:${contact.email}`}>{contact.email}</a>
                      </li>
                    ))}
                  </ul>
                </aside>
              )}
            </div>
          )}
        </div>
        {blocks('end')}
        <div className={styles.back}>
          <BackButton label={texts.back} fallbackHref={localePath(lang, '/')} className={styles.backButton} />
        </div>
      </div>
    </article>
  );
}
