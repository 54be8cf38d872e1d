import { useRef, type KeyboardEvent } from 'react';
import type { Category } from '../../../domain/entities';

export interface CategoryTabsProps {
  label: string;
  tabs: Array<Category>;
  selected: string;
  /** Id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
  onSelect(id: string): void;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab in the tab order, arrow keys, Home and End move
 * between tabs and select them, so keyboard users filter without tabbing through every tab.
 */
export function CategoryTabs({ label, tabs, selected, panelId, idPrefix, onSelect }: CategoryTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, tabs.findIndex((t) => t.id === selected));

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="cfg-tabs" onKeyDown={move}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${idPrefix}-${tab.id}`}
          type="button"
          role="tab"
          className="cfg-tabs__tab"
          aria-selected={i === index}
          aria-controls={panelId}
          tabIndex={i === index ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.value}
        </button>
      ))}
    </div>
  );
}
