import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { LOCALES } from '@/lib/constants';
import { getDictionary } from '@/lib/i18n/dictionary';
import { impactContent } from '@/lib/static-pages/impact';
import { ukraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { OFFICE_FIGURES as F } from './office-figures';

const cms = (lang: string, file: string) => JSON.parse(readFileSync(`content/${lang}/${file}`, 'utf8')) as Record<string, string>;
const values = (figures: readonly { value: string }[]) => figures.map((f) => f.value);

describe.each(LOCALES)('one coherent office: the same figures on every page (%s)', (lang) => {
  const about = cms(lang, 'pages/about.json');
  const history = cms(lang, 'pages/history.json');
  const alumni = cms(lang, 'pages/alumni.json');
  const founder = cms(lang, 'pages/founder.json');

  it('the CMS’s pages state the office’s figures', () => {
    expect([about.impact_stat1_number, history.partnership_stat1_number, alumni.stats_alumni_number, cms(lang, 'about-data.json').alumni_count]).toEqual(
      Array(4).fill(F.ukrainianAlumni[lang]),
    );
    expect([about.impact_stat2_number, history.partnership_stat2_number]).toEqual([F.americanParticipants[lang], F.americanParticipants[lang]]);
    expect([about.impact_stat3_number, history.partnership_stat4_number]).toEqual([F.partnersInUkraine[lang], F.partnersInUkraine[lang]]);
    expect([history.partnership_stat3_number, alumni.stats_universities_number, cms(lang, 'pages/programs.json').stats_universities_number]).toEqual(
      Array(3).fill(F.hostsInUsa[lang]),
    );
    expect(about.impact_stat4_number).toBe(F.yearsInUkraine[lang]);
    expect([about.network_stat1_number, founder.legacy_stat1_number]).toEqual([F.alumniWorldwide[lang], F.alumniWorldwide[lang]]);
    expect([about.network_stat2_number, founder.legacy_stat2_number]).toEqual([F.countries[lang], F.countries[lang]]);
    expect(about.network_stat4_number).toBe(F.yearsOfExchange[lang]);
  });

  it('the hard-coded pages state the same figures (impact: alumni, years, partners)', () => {
    expect(values(impactContent[lang].figures)).toEqual([F.ukrainianAlumni[lang], F.yearsInUkraine[lang], F.partnersInUkraine[lang]]);
    const stats = impactContent[lang].blocks.find((b) => b.type === 'statistics');
    expect(stats?.type === 'statistics' && values(stats.items).slice(0, 3)).toEqual([
      F.ukrainianAlumni[lang],
      F.americanParticipants[lang],
      F.partnersInUkraine[lang],
    ]);
    expect(values(ukraineProgramsContent[lang].overview.impact).slice(0, 2)).toEqual([F.ukrainianAlumni[lang], F.hostsInUsa[lang]]);
    expect(values(getDictionary(lang).participants.figures)).toEqual([F.ukrainianAlumni[lang], F.yearsInUkraine[lang]]);
    expect(values(getDictionary(lang).stories.network.figures)).toEqual([
      F.alumniWorldwide[lang],
      F.countries[lang],
      F.yearsOfExchange[lang],
      F.ukrainianAlumni[lang],
    ]);
  });
});
