/**
 * Consistency checks for the message catalogues (locales/*.json), used by locales.test.ts.
 * Kept out of the runtime barrel: the ICU parser is only needed when checking, never in a page.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogue = Record<string, unknown>;

/** Keys of `from` that `to` lacks. */
export function missingKeys(from: Catalogue, to: Catalogue): string[] {
  return Object.keys(from).filter((key) => !Object.prototype.hasOwnProperty.call(to, key));
}

/** Keys whose message is not a non-blank string. */
export function emptyMessages(messages: Catalogue): string[] {
  return Object.entries(messages)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

/** Placeholder names with their kind, e.g. "price:number", "count:plural", "b:tag". */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          found.add(`${element.value}:argument`);
          break;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`${element.value}:${TYPE[element.type]}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${element.value}:tag`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/**
 * Keys present in both catalogues whose messages do not parse as ICU or use different
 * placeholders (a Spanish message without {price} would silently drop the price).
 */
export function placeholderMismatches(en: Catalogue, es: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) {
    const a = en[key];
    const b = es[key];
    if (typeof a !== 'string' || typeof b !== 'string') continue;
    let left: string;
    let right: string;
    try {
      left = placeholders(a).join(',');
      right = placeholders(b).join(',');
    } catch (error) {
      problems.push(`${key}: not a valid ICU message (${(error as Error).message})`);
      continue;
    }
    if (left !== right) problems.push(`${key}: en {${left}} es {${right}}`);
  }
  return problems;
}
