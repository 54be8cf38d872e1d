import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ActionIcon } from './action-icon';
import { uiMessages } from './ui-messages';

export interface HistoryButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** Whether a key event targets a text field, where Ctrl/Cmd+Z must keep its text meaning. */
const isTextField = (target: EventTarget | null): boolean => {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
};

/**
 * Undo and redo buttons plus the keyboard shortcuts Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z (and
 * Ctrl+Y), listened for on the document while the configurator scene is shown.
 */
export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  const intl = useIntl();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const undo = key === 'z' && !event.shiftKey;
      if (redo && canRedo) {
        event.preventDefault();
        onRedo();
      } else if (undo && canUndo) {
        event.preventDefault();
        onUndo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [canUndo, canRedo, onUndo, onRedo]);
  return (
    <div className="cfg-history">
      <button type="button" className="cfg-button" disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z Meta+Z">
        <ActionIcon name="undo" />
        <span className="cfg-action-text">{intl.formatMessage(uiMessages.undo)}</span>
      </button>
      <button type="button" className="cfg-button" disabled={!canRedo} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
        <ActionIcon name="redo" />
        <span className="cfg-action-text">{intl.formatMessage(uiMessages.redo)}</span>
      </button>
    </div>
  );
}
