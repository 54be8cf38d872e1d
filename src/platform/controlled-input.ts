import { useReducer } from 'react';

/**
 * Puts a controlled field's kept value back into the DOM when the handler kept less than was
 * typed (a letter in a ZIP field). React re-applies a controlled value after every event; Preact,
 * our runtime (ADR 0107), only does so when the state changes, and a rejected character leaves
 * the state as it was, so the character would stay visible while the build ignores it.
 */
export function keepControlledValue(field: HTMLInputElement | HTMLTextAreaElement, kept: string): void {
  if (field.value !== kept) field.value = kept;
}

/**
 * For radios and checkboxes the build controls: call the returned function in their change
 * handler. When the pick does not change the build (it opened a conflict, or is still resolving),
 * nothing would re-render and Preact would leave the box the browser toggled (React puts it
 * back). The extra render makes Preact compare `checked` with the DOM and restore it; when the
 * build did change, the render shows the new state anyway.
 */
export function useKeepControlledChoices(): () => void {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  return rerender;
}
