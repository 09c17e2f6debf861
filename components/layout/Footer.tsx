import { Link } from '@/components/ui/Link';
import { getFooterData } from '@/lib/cms/shell';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/routing';
import { visibleSocialLinks } from '@/lib/navigation/footer';
import { PhoneLink } from '@/components/ui/PhoneLink';
import { SmartLink } from '@/components/ui/SmartLink';
import { footerView } from './footer-view';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.scss';

export async function Footer({ lang }: { lang: Locale }) {
  const data = await getFooterData(lang);
  const dict = getDictionary(lang).shell.footer;
  const view = footerView(data, lang, new Date().getFullYear());
  const { contacts } = view;
  const social = visibleSocialLinks(data.social);

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {view.aboutTitle}
          </h2>
          <p className={styles.about}>{view.about}</p>
        </section>
        {data.menu.length > 0 && (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={styles.heading}>
              {view.quickLinks}
            </h2>
            <ul className={styles.links}>
              {data.menu.map((item) => (
                <li key={item.id}>
                  <SmartLink lang={lang} href={localePath(lang, item.url || '/')}>
                    {item.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className={styles.heading}>
            {view.contactsTitle}
          </h2>
          <address className={styles.contacts}>
            <p>
              <span className="visually-hidden">{dict.addressLabel}: </span>
              {contacts.address}
            </p>
            <p>
              <span className="visually-hidden">{dict.phoneLabel}: </span>
              <PhoneLink phone={contacts.phone} />
            </p>
            {contacts.email && (
              <p>
                <span className="visually-hidden">{dict.emailLabel}: </span>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </p>
            )}
          </address>
          {social.length > 0 && (
            <ul className={styles.social} aria-label={view.followUs}>
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(lang, dict.social[network])}
                    data-network={network}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.notice} data-testid="program-notice">
          {view.notice}
        </p>
        <div className={styles.legal}>
          <p>{view.copyright}</p>
          <ul className={styles.legalLinks}>
            <li>
              <Link href={localePath(lang, '/privacy-policy')}>{view.privacy}</Link>
            </li>
            <li>
              <Link href={localePath(lang, '/terms-of-use')}>{view.terms}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
