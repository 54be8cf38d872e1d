import type { Language } from '../../domain/entities';
import { intlLocale } from './intl-locale';

type Defer = (task: () => void) => void;
const nextTask: Defer = (task) => {
  setTimeout(task, 0);
};

/**
 * Starts the browser's number and date formatting data for the page's locale ahead of the first
 * render. The first Intl call of a page costs ~50 ms at 4x CPU (measured in Chromium: ICU
 * start-up), dates ~10 ms more; react-intl makes both as the first parcel mounts, on the path to
 * the page's largest paint. Called while the parcel chunks download, the work happens in an
 * otherwise idle moment, as two short tasks (one long task would count as blocking time).
 */
export function warmIntl(language: Language, defer: Defer = nextTask): void {
  const locale = intlLocale(language);
  defer(() => Intl.NumberFormat.supportedLocalesOf(locale));
  defer(() => Intl.DateTimeFormat.supportedLocalesOf(locale));
}
