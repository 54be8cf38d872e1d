/**
 * Puts a controlled field's kept value back into the DOM when the handler kept less than was
 * typed (a letter in a ZIP field). React re-applies a controlled value after every event; Preact,
 * our runtime (ADR 0107), only does so when the state changes, and a rejected character leaves
 * the state as it was, so the character would stay visible while the build ignores it.
 */
export function keepControlledValue(field: HTMLInputElement | HTMLTextAreaElement, kept: string): void {
  if (field.value !== kept) field.value = kept;
}
