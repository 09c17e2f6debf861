import styles from './Participants.module.scss';

export interface DisabledFilter {
  id: string;
  label: string;
  kind: 'search' | 'select';
  placeholder?: string;
  options?: readonly string[];
  /** The empty choice's text, when it differs from the panel's. */
  allLabel?: string;
}

/**
 * "{product}ers page and participants: filters are disabled." Shown so visitors see
 * what is coming; every control is disabled and says why.
 */
export function DisabledFilters({
  idPrefix,
  title,
  note,
  filters,
  resetLabel,
  allLabel,
}: {
  idPrefix: string;
  title: string;
  note: string;
  filters: DisabledFilter[];
  resetLabel?: string;
  allLabel: string;
}) {
  const noteId = `${idPrefix}-note`;
  return (
    <form className={styles.filters} aria-labelledby={`${idPrefix}-title`} aria-describedby={noteId} data-testid="disabled-filters">
      <h2 id={`${idPrefix}-title`} className={styles.filtersTitle}>
        {title}
      </h2>
      <p id={noteId} className={styles.note}>
        {note}
      </p>
      <fieldset className={styles.filterFields} disabled>
        {filters.map((f) => (
          <div key={f.id} className={styles.filterField}>
            <label htmlFor={`${idPrefix}-${f.id}`}>{f.label}</label>
            {f.kind === 'search' ? (
              <input id={`${idPrefix}-${f.id}`} type="search" placeholder={f.placeholder} disabled />
            ) : (
              <select id={`${idPrefix}-${f.id}`} disabled defaultValue="">
                <option value="">{f.allLabel ?? allLabel}</option>
                {(f.options ?? []).map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            )}
          </div>
        ))}
        {resetLabel && (
          <button type="button" className={styles.reset} disabled>
            {resetLabel}
          </button>
        )}
      </fieldset>
    </form>
  );
}
