'use client';

import { useId } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';
import { useSearchText } from '@/lib/list-state/useSearchText';

/**
 * The text search of a server-rendered list as a form of its own: a GET form of the list's
 * address, so it works before and without scripts (the other filters ride along as hidden
 * fields); with scripts it searches as the visitor types (useSearchText).
 */
export function ListSearchField({
  action,
  value,
  hidden,
  onSearch,
  label,
  placeholder,
  className,
  inputClassName,
  labelClassName,
}: {
  /** The list's address (the form's action). */
  action: string;
  /** The search in the address. */
  value: string;
  /** The list's other filters, kept by the form without scripts. */
  hidden: Record<string, string>;
  onSearch: (text: string, mode: 'push' | 'replace') => void;
  label: string;
  placeholder: string;
  className?: string;
  inputClassName?: string;
  labelClassName?: string;
}) {
  const id = useId();
  const { submit, inputProps } = useSearchText(value, onSearch, action);
  return (
    <form
      role="search"
      className={className}
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {Object.entries(hidden)
        .filter(([, v]) => v !== '')
        .map(([name, v]) => (
          <input key={name} type="hidden" name={name} value={v} />
        ))}
      <input {...inputProps} id={id} type="search" name="q" className={inputClassName} placeholder={placeholder} maxLength={SEARCH_MAX_LENGTH} />
    </form>
  );
}
