import { PageHero } from '@/components/ui/PageHero';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import type { TeamGalleryItem, TeamPage } from '@/lib/cms/schemas';
import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { teamPageView, type TeamMemberView } from '@/lib/team/view';
import { TeamGallery } from './TeamGallery';
import { TeamMemberCard } from './TeamMemberCard';
import styles from './Team.module.scss';

export function TeamPageView({
  lang,
  page,
  members,
  gallery,
}: {
  lang: Locale;
  page: TeamPage;
  members: TeamMemberView[];
  gallery: { items: TeamGalleryItem[]; hasMore: boolean };
}) {
  const dict = getDictionary(lang);
  const labels = dict.team;
  const view = teamPageView(page, members.length, lang);
  const { texts, subtitles } = view;

  return (
    <>
      <PageHero titleId="team-title" {...view.hero} stats={view.stats} />
      {view.intro && (
        <div className={styles.intro}>
          <RichText lang={lang} html={view.intro} />
        </div>
      )}
      <Section id="team-members" title={texts.team_section_title} subtitle={subtitles.members}>
        {members.length > 0 ? (
          <div className={styles.members}>
            {members.map((member) => (
              <TeamMemberCard
                key={member.id}
                member={member}
                labels={{
                  email: labels.email,
                  phone: labels.phone,
                  officeHours: labels.officeHours,
                  showMore: texts.show_more_text,
                  showLess: texts.show_less_text,
                  keyAchievements: texts.key_achievements_text,
                }}
              />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{labels.noMembers}</p>
        )}
      </Section>
      <Section id="team-gallery" title={texts.gallery_title} subtitle={subtitles.gallery} tone="tinted">
        <TeamGallery
          lang={lang}
          initial={gallery}
          labels={{
            loading: labels.loading,
            openPhoto: labels.openPhoto,
            untitledPhoto: labels.untitledPhoto,
            loadMore: texts.gallery_button_text,
            empty: texts.no_gallery_text,
            comingSoon: texts.gallery_coming_soon,
            lightbox: dict.ui.lightbox,
          }}
        />
      </Section>
      {view.values.length > 0 && (
        <Section id="team-values" title={texts.values_title} subtitle={subtitles.values}>
          <ul className={styles.values}>
            {view.values.map((value, i) => (
              <li key={`${value.title}-${i}`} className={styles.value}>
                <span className={styles.valueNumber} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{value.title}</h3>
                {value.description && <p>{value.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
