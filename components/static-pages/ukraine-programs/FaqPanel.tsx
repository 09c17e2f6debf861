import type { UkraineProgramsContent } from '@/lib/static-pages/ukraine-programs';
import { PanelBlock } from './PanelBlock';
import own from './Faq.module.scss';

/** FAQ: five questions, each opening its answer in place. */
export function FaqPanel({ faq }: { faq: UkraineProgramsContent['faq'] }) {
  return (
    <PanelBlock id="up-faq" title={faq.title}>
      <div className={own.faq}>
        {faq.items.map((item) => (
          <details key={item.question} className={own.faqItem}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </PanelBlock>
  );
}
