import { useEffect, useState } from 'react';
import type { Language } from '../../../domain/entities';
import { stripHtml } from '../../../domain/format';

/** The fuel-economy disclaimers of a series-year (product.md section 7 "Content calls"). */
export interface VehicleDisclaimers {
  mpg: string;
  mpge: string;
}

/** `{origin}/service/tcom/ContentFragmentData/{locale}/vehicles~{locale}~{seriesId}~{year}~vehicle-card/` */
export function disclaimersUrl(origin: string, lang: Language, seriesId: string, year: number): string {
  if (!/^[A-Za-z0-9-]{1,50}$/.test(seriesId) || !Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`disclaimers: invalid series or year ${JSON.stringify({ seriesId, year })}`);
  }
  return `${origin}/service/tcom/ContentFragmentData/${lang}/vehicles~${lang}~${seriesId}~${year}~vehicle-card/`;
}

const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && typeof (value as { value?: unknown }).value === 'string' ? stripHtml((value as { value: string }).value).trim() : '';

/** Fetches and reads the vehicle card; throws on a non-OK answer or a body without `contents`. */
export async function fetchDisclaimers(url: string, fetchImpl: typeof fetch = fetch): Promise<VehicleDisclaimers> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Response status: ${response.status}`);
  const body = (await response.json()) as { contents?: Array<Record<string, unknown>> };
  if (!Array.isArray(body?.contents)) throw new Error('disclaimers: answer has no contents');
  const card = body.contents[0] ?? {};
  return { mpg: textOf(card.mpgDisclaimerCode), mpge: textOf(card.mpgeDisclaimerCode) };
}

export interface DisclaimersState {
  /** Set once the fetch settled, whether it worked or not (product.md section 7: data-ready is still set). */
  ready: boolean;
  disclaimers: VehicleDisclaimers | null;
}

/**
 * The summary's disclaimers. A failure only logs a warning (product.md section 7 "Failed disclaimer fetch: log a
 * warning only. The data-ready flag is still set."): the summary is complete without them.
 */
export function useDisclaimers(origin: string, lang: Language, seriesId: string, year: number, fetchImpl?: typeof fetch): DisclaimersState {
  const [state, setState] = useState<DisclaimersState>({ ready: false, disclaimers: null });
  useEffect(() => {
    let live = true;
    setState({ ready: false, disclaimers: null });
    // No build yet (the summary is still loading): nothing to ask for.
    if (!seriesId || !year) return undefined;
    const load = async () => {
      try {
        const disclaimers = await fetchDisclaimers(disclaimersUrl(origin, lang, seriesId, year), fetchImpl);
        if (live) setState({ ready: true, disclaimers });
      } catch (error) {
        console.warn('[configurator] disclaimers could not be loaded', error);
        if (live) setState({ ready: true, disclaimers: null });
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [origin, lang, seriesId, year, fetchImpl]);
  return state;
}
