import type { Ref } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/constants';

interface Props {
  id: string;
  className?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** The form's field name, where the form also works as a plain GET form. */
  name?: string;
  autoFocus?: boolean;
}

/** The search field of the overlay and of the results page: no browser suggestions, a 'search' Enter key, a bounded length. */
export function SearchInput({ ref, id, autoFocus, className, name, placeholder, value, onChange }: Props) {
  return (
    <input
      ref={ref}
      onChange={(event) => onChange(event.target.value)}
      id={id}
      autoFocus={autoFocus}
      className={className}
      type="search"
      name={name}
      autoComplete="off"
      enterKeyHint="search"
      maxLength={SEARCH_MAX_LENGTH}
      placeholder={placeholder}
      value={value}
    />
  );
}
