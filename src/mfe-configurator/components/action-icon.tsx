/**
 * Small line icons for the compact action row above the car (issue 27). On the phone the action
 * buttons show only these, their words stay in the DOM (visually hidden) as the accessible name.
 * Drawn inline: the parcels run under a CSP that allows no inline styles, SVG attributes are fine.
 */
const PATHS = {
  undo: 'M9 7H4V2M4.5 7.5A8 8 0 1 1 4 13',
  redo: 'M15 7h5V2M19.5 7.5A8 8 0 1 0 20 13',
  grade: 'M4 8h13l-3-3M20 16H7l3 3',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21',
} as const;

export type ActionIconName = keyof typeof PATHS;

export function ActionIcon({ name }: { name: ActionIconName }) {
  return (
    <svg className="cfg-action-icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
