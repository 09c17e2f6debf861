import { Figures } from '@/components/ui/Figures';
import type { ImpactBlock } from '@/lib/static-pages/impact';
import type { BlockComponents } from './blocks';
import shared from './StaticPages.module.scss';
import styles from './Impact.module.scss';

type Of<T extends ImpactBlock['type']> = { block: Extract<ImpactBlock, { type: T }> };

function Statistics({ block }: Of<'statistics'>) {
  return <Figures figures={block.items.map(({ description, ...figure }) => ({ ...figure, note: description }))} />;
}

function Timeline({ block }: Of<'timeline'>) {
  return (
    <ol className={styles.steps}>
      {block.events.map((event) => (
        <li key={event.year} className={styles.step}>
          <span className={styles.stepMark}>{event.year}</span>
          <h3>{event.title}</h3>
          <p>{event.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A grid of cards, each with an optional tag line, a heading and a text line. */
function Cards({ cards }: { cards: { key: string; tag?: string; title: string; text: string; muted?: boolean }[] }) {
  return (
    <ul className={styles.cardGrid}>
      {cards.map((card) => (
        <li key={card.key} className={styles.card}>
          {card.tag && <p className={shared.tag}>{card.tag}</p>}
          <h3>{card.title}</h3>
          <p className={card.muted ? shared.muted : undefined}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Research({ block }: Of<'research'>) {
  return <Cards cards={block.projects.map((p) => ({ key: p.title, tag: p.field, title: p.title, text: p.description }))} />;
}

function MediaHighlights({ block }: Of<'mediaHighlights'>) {
  return <Cards cards={block.items.map((m) => ({ key: m.headline, tag: m.outlet, title: m.headline, text: m.date, muted: true }))} />;
}

function Testimonials({ block }: Of<'testimonials'>) {
  return (
    <ul className={styles.cardGrid}>
      {block.items.map((item) => (
        <li key={item.author} className={styles.card}>
          <blockquote className={styles.cardQuote}>
            <p>“{item.quote}”</p>
            <footer>
              <strong>{item.author}</strong>
              <span>{item.role}</span>
            </footer>
          </blockquote>
        </li>
      ))}
    </ul>
  );
}

function GlobalNetwork({ block }: Of<'globalNetwork'>) {
  return (
    <>
      <p className={shared.lead}>{block.description}</p>
      <Figures figures={block.figures} />
    </>
  );
}

function Publications({ block }: Of<'publications'>) {
  return (
    <ul className={styles.plainList}>
      {block.items.map((item) => (
        <li key={item.title}>
          <cite className={styles.pubTitle}>{item.title}</cite>
          <span className={shared.muted}>{`${item.authors} · ${item.venue}, ${item.year}`}</span>
        </li>
      ))}
    </ul>
  );
}

function ImpactMetrics({ block }: Of<'impactMetrics'>) {
  return (
    <ul className={styles.metrics}>
      {block.metrics.map((metric) => (
        <li key={metric.label}>
          <div className={styles.metricHead}>
            <span>{metric.label}</span>
            <strong>{metric.percent}%</strong>
          </div>
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${metric.percent}%` }} />
          </div>
          <p className={shared.muted}>{metric.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** "blocks of types statistics, timeline, research, testimonials, globalNetwork, publications, mediaHighlights, impactMetrics". */
export const IMPACT_BLOCKS: BlockComponents<ImpactBlock> = {
  statistics: Statistics,
  timeline: Timeline,
  research: Research,
  testimonials: Testimonials,
  globalNetwork: GlobalNetwork,
  publications: Publications,
  mediaHighlights: MediaHighlights,
  impactMetrics: ImpactMetrics,
};
