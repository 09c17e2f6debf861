import { Figures } from '@/components/ui/Figures';
import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { PanelBlock, TextCards } from './PanelBlock';
import styles from './Panels.module.scss';
import own from './Overview.module.scss';

/** Overview: about text, highlights, impact figures and the four steps of applying (#apply). */
export function OverviewPanel({ overview }: { overview: UkraineProgramsContent['overview'] }) {
  return (
    <>
      <PanelBlock id="up-about" title={overview.aboutTitle}>
        {overview.about.map((p) => (
          <p key={p} className={styles.lead}>
            {p}
          </p>
        ))}
      </PanelBlock>
      <PanelBlock id="up-highlights" title={overview.highlightsTitle}>
        <TextCards items={overview.highlights} columns={4} />
      </PanelBlock>
      <PanelBlock id="up-impact" title={overview.impactTitle}>
        <Figures figures={overview.impact} tone="navy" />
      </PanelBlock>
      <PanelBlock id="up-apply" title={overview.processTitle} anchor="apply">
        <ol className={own.process}>
          {overview.process.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PanelBlock>
    </>
  );
}
