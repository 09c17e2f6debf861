import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { RichText } from '@/components/ui/RichText';
import type { TeamGalleryItem, TeamPage } from '@/lib/cms/schemas';
import { countLabel } from '@/lib/i18n/count-label';
import { getDictionary, t } from '@/lib/i18n/dictionary';
import { formatNumber } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { TeamMemberView } from '@/lib/team/view';
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
  const texts = dict.team;
  const values = [
    { title: page.value1_title, description: page.value1_description },
    { title: page.value2_title, description: page.value2_description },
    { title: page.value3_title, description: page.value3_description },
  ].filter((v) => v.title || v.description);
  // The people shown below are counted; the CMS's figure stands only when the list is empty (a failed fetch).
  const memberCount = members.length;

  return (
    <>
      <PageHero
        titleId="team-title"
        title={page.hero_title}
        subtitle={page.hero_subtitle}
        description={page.hero_description}
        stats={[
          memberCount > 0
            ? { value: formatNumber(memberCount, lang), label: countLabel(memberCount, lang, texts.statsMembers, page.stats_members_label) }
            : { value: page.stats_members_number, label: page.stats_members_label },
          { value: page.stats_experience_number, label: page.stats_experience_label },
          { value: page.stats_dedication_number, label: page.stats_dedication_label },
        ]}
      />
      {page.page_content && (
        <div className={styles.intro}>
          <RichText html={page.page_content} />
        </div>
      )}
      <Section id="team-members" title={page.team_section_title || texts.membersTitle} subtitle={page.team_section_subtitle}>
        {members.length > 0 ? (
          <div className={styles.members}>
            {members.map((member) => (
              <TeamMemberCard
                key={member.id}
                member={member}
                labels={{
                  showMore: page.show_more_text || texts.showMore,
                  showLess: page.show_less_text || texts.showLess,
                  keyAchievements: page.key_achievements_text || texts.keyAchievements,
                  email: texts.email,
                  phone: texts.phone,
                  officeHours: texts.officeHours,
                }}
              />
            ))}
          </div>
        ) : (
          <p className={styles.empty}>{texts.noMembers}</p>
        )}
      </Section>
      <Section id="team-gallery" title={page.gallery_title || texts.galleryTitle} subtitle={page.gallery_subtitle} tone="tinted">
        <TeamGallery
          lang={lang}
          initial={gallery}
          labels={{
            loadMore: page.gallery_button_text || texts.loadMore,
            loading: texts.loading,
            empty: page.no_gallery_text || texts.galleryEmpty,
            comingSoon: page.gallery_coming_soon || texts.galleryComingSoon,
            openPhoto: texts.openPhoto,
            untitledPhoto: texts.untitledPhoto,
            lightbox: dict.ui.lightbox,
          }}
        />
      </Section>
      {values.length > 0 && (
        <Section id="team-values" title={page.values_title || t(lang, texts.valuesTitle)} subtitle={page.values_subtitle}>
          <ul className={styles.values}>
            {values.map((value, i) => (
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
