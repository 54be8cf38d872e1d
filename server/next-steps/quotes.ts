import { createHash } from 'node:crypto';
import { uniqueViolation } from '../db/sql-store';
import type { DealerSource } from '../services/dealers/dealer-directory';
import { SEARCH_RADII } from '../services/dealers/dealer-lookup';
import { checkBuild, type PricedBuild } from './build-check';
import { buildDeepLink } from './build-link';
import { checkEmail, checkLanguage, checkName, checkPhone, checkZip } from './input-rules';
import { message, renderInterestMail, renderQuoteMail } from './mail-render';
import { checkInterest, interestLink, type ModelInterest } from './model-interest';
import { badInput, NextStepsError } from './next-steps-error';
import type { InventoryService } from '../services/inventory/inventory-service';
import { isValidVin } from '../../src/domain/vin';
import { enqueueMail } from './outbox';
import { newReference, REFERENCE_PATTERN } from './reference';
import type { NextStepsDeps } from './shares';

/** What the shopper's confirmation shows; no contact details beyond the first name. */
export interface QuoteConfirmation {
  reference: string;
  /** 'build': a priced build with a trim; 'model': interest in a series and year (ADR 0072). */
  kind: 'build' | 'model';
  createdAt: string;
  firstName: string;
  lang: 'en' | 'es';
  dealer: { id: string; name: string; address: string; city: string; state: string; zip: string; phone: string };
  /** A model lead has no grade, trim or price: those are '' and null. */
  vehicle: { year: number; seriesName: string; gradeName: string; trimTitle: string; totalSRP: number | null };
  deepLink: string;
  /** The inventory vehicle the lead asks about ("Check availability"), or null. */
  vin: string | null;
}

export interface QuoteDeps extends NextStepsDeps {
  dealers: DealerSource;
  /** The stock a lead's VIN is checked against. */
  inventory?: InventoryService;
}

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
// The widest radius a shopper can search; a dealer beyond it was never offered to them.
const MAX_RADIUS = SEARCH_RADII[SEARCH_RADII.length - 1]!;

/** Checks the Idempotency-Key header (a UUID from the client, one per opened form). */
export function checkIdempotencyKey(value: unknown): string {
  if (value === undefined || value === '') {
    throw new NextStepsError(400, 'idempotency-key-required', 'An Idempotency-Key header is required.', 'Idempotency-Key');
  }
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new NextStepsError(400, 'invalid-idempotency-key', 'Idempotency-Key must be 8-128 letters, digits or . _ : -', 'Idempotency-Key');
  }
  return value;
}

interface CheckedQuote {
  dealerId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  zip: string;
  /** State of the ZIP (the quote mail's out-the-door estimate). */
  state: string;
  lang: 'en' | 'es';
  /** An inventory vehicle's VIN: the build is exactly that vehicle, at that dealer. */
  vin?: string;
  /** Exactly one of build and interest is set. */
  build?: PricedBuild;
  interest?: ModelInterest;
}

/** Validates every field of a quote request; the first problem is the error. */
export function checkQuote(deps: Pick<QuoteDeps, 'catalog' | 'dealers' | 'inventory'>, body: unknown): CheckedQuote {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('invalid-request', 'body', 'Expected a JSON object.');
  const raw = body as Record<string, unknown>;
  const firstName = checkName(raw.firstName, 'firstName');
  const lastName = checkName(raw.lastName, 'lastName');
  const email = checkEmail(raw.email, 'email');
  const phone = checkPhone(raw.phone);
  const place = checkZip(raw.zip);
  const lang = checkLanguage(raw.lang);
  if (raw.consent !== true) throw badInput('consent-required', 'consent', 'Please agree to be contacted so the dealer can send a quote.');
  const dealerId = typeof raw.dealerId === 'string' ? raw.dealerId : '';
  const dealer = /^\d{5}$/.test(dealerId) ? deps.dealers.byId(dealerId) : undefined;
  if (!dealer) throw badInput('unknown-dealer', 'dealerId', 'Unknown dealer.');
  if (!deps.dealers.near(place, MAX_RADIUS).some((d) => d.dealer.id === dealerId)) {
    throw badInput('dealer-too-far', 'dealerId', `This dealer is more than ${MAX_RADIUS} miles from ZIP ${place.zip}.`);
  }
  const contact = { dealerId, firstName, lastName, email, phone, zip: place.zip, state: place.state, lang };
  if (raw.interest !== undefined) {
    if (raw.build !== undefined || raw.vin !== undefined) throw badInput('invalid-request', 'interest', 'Send either build or interest, not both.');
    return { ...contact, interest: checkInterest(deps.catalog, raw.interest) };
  }
  const build = checkBuild(deps.catalog, raw.build, lang);
  if (raw.vin === undefined || raw.vin === null) return { ...contact, build };
  return { ...contact, build, vin: checkVehicle(deps, raw.vin, dealerId, build) };
}

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().every((c, i) => c === [...b].sort()[i]);

/**
 * A lead about one inventory vehicle: the VIN must be in the stock, at the chosen dealer, and the
 * build must be exactly that vehicle's (what "Check availability" sends), so a lead never names a
 * vehicle with another vehicle's equipment or price.
 */
function checkVehicle(deps: Pick<QuoteDeps, 'inventory'>, raw: unknown, dealerId: string, build: PricedBuild): string {
  if (typeof raw !== 'string' || !isValidVin(raw)) throw badInput('invalid-vin', 'vin', 'This is not a valid VIN.');
  if (deps.inventory?.readiness() === 'LOADING') {
    throw new NextStepsError(503, 'inventory-loading', 'The inventory is loading. Please try again in a moment.', 'vin', 5);
  }
  const vehicle = deps.inventory?.vehicle(raw);
  if (!vehicle) throw badInput('unknown-vehicle', 'vin', 'This vehicle is no longer in stock.');
  if (vehicle.dealerId !== dealerId) throw badInput('vehicle-at-another-dealer', 'dealerId', 'This vehicle is at another dealer.');
  const s = build.selection;
  const same = s.brand === vehicle.brand && s.seriesId === vehicle.seriesId && s.year === vehicle.year && s.trimCode === vehicle.trimCode
    && s.exteriorColorCode === vehicle.exteriorColorCode && s.interiorColorCode === vehicle.interiorColorCode && s.wheelsCode === vehicle.wheelsCode
    && sameCodes(s.packageCodes, vehicle.packageCodes) && sameCodes(s.accessoryCodes, vehicle.accessoryCodes);
  if (!same) throw badInput('vehicle-build-mismatch', 'build', 'The build is not this vehicle\'s configuration.');
  return raw;
}

function requestHash(quote: CheckedQuote): string {
  // The state follows from the ZIP; the VIN is hashed only when present (older keys replay unchanged).
  const { build, interest, state: _state, vin, ...contact } = quote;
  // A build lead hashes exactly as before model leads existed, so stored keys replay unchanged.
  const vehicle = build ? { selection: build.selection, ...(vin ? { vin } : {}) } : { interest };
  return createHash('sha256').update(JSON.stringify({ ...contact, ...vehicle })).digest('hex');
}

interface LeadRow {
  reference: string;
  created_at: Date | string;
  request_hash: string;
  first_name: string;
  lang: 'en' | 'es';
  dealer_id: string;
  kind: 'build' | 'model';
  year: number;
  series_name: string | null;
  build: PricedBuild | string | null;
  deep_link: string;
  vin: string | null;
}

const LEAD_COLUMNS = 'reference, created_at, request_hash, first_name, lang, dealer_id, kind, year, series_name, build, deep_link, vin';

function confirmation(dealers: DealerSource, row: LeadRow): QuoteConfirmation {
  const build: PricedBuild | null = typeof row.build === 'string' ? JSON.parse(row.build) : row.build;
  const d = dealers.byId(row.dealer_id);
  return {
    reference: row.reference,
    kind: row.kind,
    createdAt: new Date(row.created_at).toISOString(),
    firstName: row.first_name,
    lang: row.lang,
    dealer: d
      ? { id: d.id, name: d.name, address: d.address, city: d.city, state: d.state, zip: d.zip, phone: d.phone }
      : { id: row.dealer_id, name: '', address: '', city: '', state: '', zip: '', phone: '' },
    vehicle: build
      ? { year: build.selection.year, seriesName: build.seriesName, gradeName: build.gradeName, trimTitle: build.trimTitle, totalSRP: build.totalSRP }
      : { year: row.year, seriesName: row.series_name ?? '', gradeName: '', trimTitle: '', totalSRP: null },
    deepLink: row.deep_link,
    vin: row.vin,
  };
}

function replayOf(dealers: DealerSource, row: LeadRow, hash: string): { quote: QuoteConfirmation; replayed: true } {
  if (row.request_hash !== hash) {
    throw new NextStepsError(422, 'idempotency-key-reused', 'This Idempotency-Key was used for a different quote request.', 'Idempotency-Key');
  }
  return { quote: confirmation(dealers, row), replayed: true };
}

/**
 * Request a quote for a priced build (`build`) or, from the no-inventory page, for a series and
 * model year only (`interest`, ADR 0072). Idempotent by `idempotencyKey`: the lead insert is ON CONFLICT DO NOTHING on
 * the key's UNIQUE constraint, so a double click, a retry or the same request reaching another
 * server process returns the first lead (replayed) instead of making a second one. The lead, the
 * consent wording with its time, and the confirmation mail commit together.
 */
export async function submitQuote(deps: QuoteDeps, body: unknown, idempotencyKey: unknown): Promise<{ quote: QuoteConfirmation; replayed: boolean }> {
  const key = checkIdempotencyKey(idempotencyKey);
  const quote = checkQuote(deps, body);
  const hash = requestHash(quote);
  const existing = await deps.store.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE idempotency_key = $1`, [key]);
  if (existing.rows[0]) return replayOf(deps.dealers, existing.rows[0], hash);

  const dealer = deps.dealers.byId(quote.dealerId)!;
  const { build, interest } = quote;
  const deepLink = build ? buildDeepLink(deps.origin, build.selection, quote.lang) : interestLink(deps.origin, interest!, quote.lang);
  const consent = message(quote.lang, 'quote.consent.label');
  const s = build ? build.selection : interest!;
  for (let attempt = 0; ; attempt += 1) {
    const reference = newReference('Q');
    const who = { reference, firstName: quote.firstName, dealerName: dealer.name };
    const mail = build ? renderQuoteMail(quote.lang, build, deepLink, { ...who, vin: quote.vin ?? null, zip: quote.zip, state: quote.state }) : renderInterestMail(quote.lang, interest!, deepLink, who);
    try {
      const created = await deps.store.transaction(async (tx) => {
        const { rows } = await tx.query<LeadRow & { id: number }>(
          `INSERT INTO leads (reference, idempotency_key, request_hash, dealer_id, first_name, last_name, email, phone, zip, lang,
             consent_text, consent_at, brand, environment, series_id, year, trim_code, build, total_srp, deep_link, kind, series_name, vin)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13, $14, $15, $16, $17::jsonb, $18, $19, $20, $21, $22)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, ${LEAD_COLUMNS}`,
          [reference, key, hash, quote.dealerId, quote.firstName, quote.lastName, quote.email, quote.phone, quote.zip, quote.lang,
            consent, s.brand, s.environment, s.seriesId, s.year, build?.selection.trimCode ?? null, build ? JSON.stringify(build) : null,
            build?.totalSRP ?? null, deepLink, build ? 'build' : 'model', build ? null : interest!.seriesName, quote.vin ?? null],
        );
        const row = rows[0];
        if (!row) return undefined;
        const mailId = await enqueueMail(tx, { ...mail, kind: 'quote-confirmation', lang: quote.lang, recipient: quote.email }, deps.smtp);
        await tx.query('UPDATE leads SET mail_id = $1 WHERE id = $2', [mailId, row.id]);
        return row;
      });
      if (created) {
        deps.mailQueued?.();
        return { quote: confirmation(deps.dealers, created), replayed: false };
      }
      // Another request with this key committed first (it held the key's index entry until then).
      const winner = await deps.store.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE idempotency_key = $1`, [key]);
      return replayOf(deps.dealers, winner.rows[0]!, hash);
    } catch (error) {
      if (uniqueViolation(error) === 'leads_reference_key' && attempt < 3) continue;
      throw error;
    }
  }
}

/** The confirmation of one lead by its reference (GET /api/quotes/:reference). */
export async function findQuote(deps: Pick<QuoteDeps, 'store' | 'dealers'>, reference: string): Promise<QuoteConfirmation> {
  if (!REFERENCE_PATTERN.test(reference) || !reference.startsWith('Q-')) {
    throw new NextStepsError(404, 'not-found', 'No quote request has this reference.');
  }
  const { rows } = await deps.store.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE reference = $1`, [reference]);
  if (!rows[0]) throw new NextStepsError(404, 'not-found', 'No quote request has this reference.');
  return confirmation(deps.dealers, rows[0]);
}
