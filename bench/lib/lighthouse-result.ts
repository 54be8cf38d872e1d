/**
 * Reading a Lighthouse result (LHR): the typed subset the page benchmark uses, and the
 * diagnostics that explain its figures. Pure, tested without a browser.
 */

/** The part of a Lighthouse result (LHR) this benchmark reads. */
export interface LhrLike {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  configSettings?: { formFactor?: string; throttlingMethod?: string; throttling?: Record<string, number> };
  environment?: { benchmarkIndex?: number };
}

/** An audit's numeric value, or null. */
export const numeric = (lhr: LhrLike, audit: string): number | null => {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
/** Rounds to `digits` decimals, keeping null. */
export const roundTo = (value: number | null, digits: number) => (value === null ? null : Number(value.toFixed(digits)));

export interface LighthouseDiagnostics {
  lcpElement: string | null;
  /** TTFB, load delay, load time, render delay of the LCP, in ms. */
  lcpPhasesMs: Record<string, number>;
  layoutShiftElements: Array<{ element: string; score: number }>;
  /** What text compression (gzip/brotli) of the responses would save. */
  textCompressionSavingsBytes: number | null;
  totalByteWeight: number | null;
  mainThreadWorkMs: number | null;
  /** Scripts by main-thread CPU time (evaluation + parse), the five largest. */
  scriptCpuMs: Array<{ url: string; ms: number }>;
  largestTransfers: Array<{ url: string; bytes: number }>;
}

interface TableLike {
  type?: string;
  items?: Array<Record<string, unknown>>;
  overallSavingsBytes?: number;
}

const tableOf = (details: unknown): TableLike => (details && typeof details === 'object' ? (details as TableLike) : {});
const nodeLabel = (node: unknown): string | null => {
  if (!node || typeof node !== 'object') return null;
  const { selector, snippet } = node as { selector?: unknown; snippet?: unknown };
  if (typeof selector === 'string' && typeof snippet === 'string') return `${selector} ${snippet}`;
  return typeof selector === 'string' ? selector : typeof snippet === 'string' ? snippet : null;
};
/** URLs without the ephemeral origin, so runs compare. */
const pathOf = (url: unknown): string => {
  if (typeof url !== 'string') return String(url);
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
};

/**
 * The diagnostics that explain a run's figures: the LCP element and its phases, what shifted,
 * compression savings, byte weight and the costliest scripts. Tolerates audits a version lacks.
 */
export function diagnosticsOf(lhr: LhrLike): LighthouseDiagnostics {
  const lcpParts = tableOf(lhr.audits['largest-contentful-paint-element']?.details).items ?? [];
  // Lighthouse 12: a list of two tables, the element, then its phases.
  const lcpElementTable = tableOf(lcpParts[0]).items ?? [];
  const phaseTable = tableOf(lcpParts[1]).items ?? [];
  const lcpPhasesMs: Record<string, number> = {};
  for (const row of phaseTable) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') lcpPhasesMs[row.phase] = Math.round(row.timing);
  }
  const shifts = (tableOf(lhr.audits['layout-shifts']?.details).items ?? [])
    .map((row) => ({ element: nodeLabel(row.node) ?? 'unknown', score: typeof row.score === 'number' ? Number(row.score.toFixed(3)) : 0 }));
  const scriptCpuMs = (tableOf(lhr.audits['bootup-time']?.details).items ?? [])
    .filter((row) => typeof row.total === 'number')
    .map((row) => ({ url: pathOf(row.url), ms: Math.round(row.total as number) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const largestTransfers = (tableOf(lhr.audits['total-byte-weight']?.details).items ?? [])
    .filter((row) => typeof row.totalBytes === 'number')
    .map((row) => ({ url: pathOf(row.url), bytes: row.totalBytes as number }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5);
  const savings = tableOf(lhr.audits['uses-text-compression']?.details).overallSavingsBytes;
  return {
    lcpElement: nodeLabel(lcpElementTable[0]?.node),
    lcpPhasesMs,
    layoutShiftElements: shifts,
    textCompressionSavingsBytes: typeof savings === 'number' ? savings : null,
    totalByteWeight: numeric(lhr, 'total-byte-weight'),
    mainThreadWorkMs: roundTo(numeric(lhr, 'mainthread-work-breakdown'), 0),
    scriptCpuMs,
    largestTransfers,
  };
}

