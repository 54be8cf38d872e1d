import { useRef, useState, type KeyboardEvent } from 'react';
import { usePageId } from '../../../platform/page-id';

export interface SimOption {
  value: string;
  label: string;
}

export interface SimSelectProps {
  label: string;
  options: SimOption[];
  value: string | null;
  placeholder: string;
  onChange(value: string): void;
  disabled?: boolean;
}

/**
 * The simulator's custom select: the WAI-ARIA "select-only combobox" pattern. Focus stays on the
 * combobox; the active option is announced through aria-activedescendant. Keys: Enter, Space,
 * Alt+Down or Down open; Up/Down/Home/End move; Enter or Space choose; Escape or Tab close.
 */
export function SimSelect({ label, options, value, placeholder, onChange, disabled = false }: SimSelectProps) {
  const id = usePageId();
  const [open, setOpen] = useState(false);
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const comboRef = useRef<HTMLDivElement>(null);
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (i: number) => {
    const option = options[i];
    if (option) onChange(option.value);
    setOpen(false);
    comboRef.current?.focus();
  };
  const show = () => {
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || options.length === 0) return;
    const last = options.length - 1;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(event.key)) {
        event.preventDefault();
        show();
      }
      return;
    }
    const moves: Record<string, number> = { ArrowDown: Math.min(last, active + 1), ArrowUp: Math.max(0, active - 1), Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="cfg-sim-select">
      <span id={`${id}-label`} className="cfg-sim-select__label">
        {label}
      </span>
      <div
        ref={comboRef}
        role="combobox"
        tabIndex={disabled ? -1 : 0}
        className="cfg-sim-select__combo"
        aria-labelledby={`${id}-label`}
        aria-controls={`${id}-listbox`}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-disabled={disabled || undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
        onClick={() => (disabled ? undefined : open ? setOpen(false) : show())}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {selectedIndex >= 0 ? options[selectedIndex].label : placeholder}
      </div>
      <ul id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className="cfg-sim-select__list" hidden={!open}>
        {options.map((option, i) => (
          <li
            key={option.value}
            id={optionId(i)}
            role="option"
            aria-selected={i === selectedIndex}
            className={i === active ? 'cfg-sim-select__option cfg-sim-select__option--active' : 'cfg-sim-select__option'}
            // mousedown would blur the combobox first and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(i)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
