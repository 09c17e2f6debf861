'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './ProgramFaq.module.scss';

export interface FaqItemView {
  id: number;
  question: string;
  shortAnswer: string;
  /** Sanitised on the server. */
  fullAnswer: ReactNode;
  hasFull: boolean;
}

/** FAQ items expand independently; each opens on its short answer and can switch to the full one. */
export function ProgramFaq({
  items,
  texts,
}: {
  items: FaqItemView[];
  texts: { showFullAnswer: string; showShortAnswer: string };
}) {
  return (
    <ul className={styles.faqList}>
      {items.map((item) => (
        <FaqItem key={item.id} item={item} texts={texts} />
      ))}
    </ul>
  );
}

function FaqItem({ item, texts }: { item: FaqItemView; texts: { showFullAnswer: string; showShortAnswer: string } }) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(!item.shortAnswer);
  const panelId = useId();
  const canToggle = item.shortAnswer !== '' && item.hasFull;
  return (
    <li className={styles.faqItem} data-open={open || undefined}>
      <h3 className={styles.faqQuestion}>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span>{item.question}</span>
          <span aria-hidden="true" className={styles.faqIcon} />
        </button>
      </h3>
      <div id={panelId} className={styles.faqAnswer} hidden={!open}>
        {full || !item.shortAnswer ? item.fullAnswer : <p>{item.shortAnswer}</p>}
        {canToggle && (
          <button type="button" className={styles.faqToggle} aria-pressed={full} onClick={() => setFull((v) => !v)}>
            {full ? texts.showShortAnswer : texts.showFullAnswer}
          </button>
        )}
      </div>
    </li>
  );
}
