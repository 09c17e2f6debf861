import type { ReactNode } from 'react';

/** A button that picks one value of a set (a filter's chip or menu entry): pressed while it is the chosen one. */
export function ChoiceButton({ pressed, onChoose, className, children }: { pressed: boolean; onChoose: () => void; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-pressed={pressed} onClick={onChoose}>
      {children}
    </button>
  );
}

/** One value of a filter, with its label. */
export interface FilterOption<K> {
  key: K;
  label: string;
}

/** A drop-down's list of values, each a ChoiceButton pressed while its value is the chosen one. */
export function ChoiceList<K extends string | number>({
  id,
  className,
  itemClassName,
  labelledBy,
  options,
  value,
  onChoose,
}: {
  id: string;
  className?: string;
  itemClassName?: string;
  labelledBy?: string;
  options: FilterOption<K>[];
  value: K | undefined;
  onChoose: (key: K) => void;
}) {
  return (
    <ul id={id} className={className} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <li key={String(option.key)}>
          <ChoiceButton className={itemClassName} pressed={option.key === value} onChoose={() => onChoose(option.key)}>
            {option.label}
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}
