'use client';

import { useId, useState } from 'react';
import styles from './ProgramDetail.module.scss';

/** One FAQ item: expands on its own; the short answer first, with a toggle to the full answer. */
export function FaqItem({
  question,
  shortAnswer,
  answerHtml,
  labels,
}: {
  question: string;
  shortAnswer: string;
  answerHtml: string;
  labels: { showFull: string; showShort: string };
}) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(shortAnswer.trim() === '');
  const panelId = useId();
  return (
    <div className={styles.faqItem} data-open={open}>
      <h3 className={styles.faqQuestion}>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          {question}
        </button>
      </h3>
      <div id={panelId} hidden={!open} className={styles.faqAnswer}>
        {full ? <div dangerouslySetInnerHTML={{ __html: answerHtml }} /> : <p>{shortAnswer}</p>}
        {shortAnswer.trim() !== '' && answerHtml.trim() !== '' && (
          <button type="button" className={styles.linkButton} onClick={() => setFull((v) => !v)}>
            {full ? labels.showShort : labels.showFull}
          </button>
        )}
      </div>
    </div>
  );
}
