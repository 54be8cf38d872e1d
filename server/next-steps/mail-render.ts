import { formatPrice } from '../../src/domain/format';
import { formatVehicleName } from '../../src/domain/vehicle-name';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import type { PricedBuild } from './build-check';
import { outTheDoorEstimate } from '../../src/domain/out-the-door';
import { describeOtd } from '../../src/domain/out-the-door-text';
import { mailMessages } from './mail.messages';

export type MailLanguage = 'en' | 'es';

/** A mail ready for the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const catalogues: Record<MailLanguage, Record<string, string>> = { en, es };

/**
 * A message of the shared catalogues (locales/*.json, the ones react-intl uses on the page) with
 * its `{name}` arguments filled in. Mails only use plain arguments, so no ICU runtime is needed.
 */
export function message(lang: MailLanguage, id: string, values: Record<string, string | number> = {}): string {
  const template = catalogues[lang][id];
  if (template === undefined) throw new Error(`Missing message ${id} in ${lang}`);
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (!(name in values)) throw new Error(`Message ${id} needs {${name}}`);
    return String(values[name]);
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface Row {
  label: string;
  value: string;
  price?: number;
}

function buildRows(lang: MailLanguage, build: PricedBuild): Row[] {
  const label = { exterior: mailMessages.buildExterior.id, interior: mailMessages.buildInterior.id, wheels: mailMessages.buildWheels.id, package: mailMessages.buildPackage.id, accessory: mailMessages.buildAccessory.id } as const;
  return [
    { label: message(lang, mailMessages.buildTrim.id), value: build.trimTitle, price: build.baseMsrp },
    ...build.lines.map((line) => ({
      label: message(lang, label[line.kind]),
      value: line.dealerInstalled ? message(lang, mailMessages.buildDealerInstalled.id, { title: line.title }) : line.title,
      price: line.kind === 'wheels' ? undefined : line.msrp,
    })),
  ];
}

function priceRows(lang: MailLanguage, build: PricedBuild): Row[] {
  const rows: Row[] = [
    { label: message(lang, mailMessages.priceBase.id), value: formatPrice(build.baseMsrp) },
    { label: message(lang, mailMessages.priceDph.id), value: formatPrice(build.dph) },
    { label: message(lang, mailMessages.priceTotal.id), value: formatPrice(build.totalSRP) },
  ];
  if (build.totalCost !== build.totalSRP) rows.push({ label: message(lang, mailMessages.priceTotalCost.id), value: formatPrice(build.totalCost) });
  return rows;
}

/** The build, its price summary and the restoring link, as HTML and as plain text. */
function buildSection(lang: MailLanguage, build: PricedBuild, link: string): { html: string; text: string } {
  const title = formatVehicleName({ year: build.selection.year, seriesName: build.seriesName, seriesId: build.selection.seriesId, gradeName: build.gradeName }, lang);
  const items = buildRows(lang, build);
  const prices = priceRows(lang, build);
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const html = [
    `<h2>${escapeHtml(title)}</h2>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...items.map((r) => `<tr><th scope="row" align="left" ${cell}>${escapeHtml(r.label)}</th><td ${cell}>${escapeHtml(r.value)}</td><td align="right" ${cell}>${r.price === undefined ? '' : escapeHtml(formatPrice(r.price))}</td></tr>`),
    '</table>',
    `<h3>${escapeHtml(message(lang, mailMessages.priceHeading.id))}</h3>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...prices.map((r) => `<tr><th scope="row" align="left" ${cell}>${escapeHtml(r.label)}</th><td align="right" ${cell}>${escapeHtml(r.value)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">${escapeHtml(message(lang, mailMessages.link.id))}</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(message(lang, mailMessages.disclaimer.id))}</p>`,
  ].join('\n');
  const text = [
    title,
    ...items.map((r) => `${r.label}: ${r.value}${r.price === undefined ? '' : ` ${formatPrice(r.price)}`}`),
    '',
    message(lang, mailMessages.priceHeading.id),
    ...prices.map((r) => `${r.label}: ${r.value}`),
    '',
    `${message(lang, mailMessages.link.id)}: ${link}`,
    '',
    message(lang, mailMessages.disclaimer.id),
  ].join('\n');
  return { html, text };
}

function page(lang: MailLanguage, subject: string, body: string): string {
  return `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family:Arial,sans-serif;color:#222">\n${body}\n</body></html>`;
}

/** The share mail: intro, the sender's comment (escaped), the build, prices and link. */
export function renderShareMail(lang: MailLanguage, build: PricedBuild, link: string, comment: string): RenderedMail {
  const subject = message(lang, mailMessages.shareSubject.id, { vehicle: formatVehicleName({ year: build.selection.year, seriesName: build.seriesName, seriesId: build.selection.seriesId }, lang) });
  const section = buildSection(lang, build, link);
  const intro = message(lang, mailMessages.shareIntro.id);
  const commentLabel = message(lang, mailMessages.shareComment.id);
  const html = page(lang, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    comment ? `<p><strong>${escapeHtml(commentLabel)}</strong></p><blockquote style="white-space:pre-wrap">${escapeHtml(comment)}</blockquote>` : '',
    section.html,
  ].filter(Boolean).join('\n'));
  const text = [intro, comment ? `\n${commentLabel}\n${comment}` : '', '', section.text].join('\n');
  return { subject, html, text };
}

/**
 * The out-the-door estimate for the shopper's ZIP (issue 28): the same lines, bases, sources and
 * omissions as the page's region, from the same domain function and text.
 */
function otdSection(lang: MailLanguage, build: PricedBuild, where: { zip: string; state: string }): { html: string; text: string } {
  const estimate = outTheDoorEstimate({ totalSRP: build.totalSRP, totalCost: build.totalCost, brand: build.selection.brand, state: where.state });
  const text = describeOtd(estimate, (id, values) => message(lang, id, values), lang);
  const heading = message(lang, 'otd.region', { zip: where.zip });
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const sourceOf = (r: { source?: { host: string } }) => (r.source ? message(lang, 'otd.source', { host: r.source.host }) : '');
  const rows = [...text.rows, text.total];
  return {
    html: [
      `<h3>${escapeHtml(heading)}</h3>`,
      '<table role="presentation" style="border-collapse:collapse">',
      ...rows.map((r) => `<tr><th scope="row" align="left" ${cell}>${escapeHtml(r.label)}</th><td ${cell}>${escapeHtml(r.basis)}${r.source ? `<br><a href="${escapeHtml(r.source.url)}">${escapeHtml(sourceOf(r))}</a>` : ''}</td><td align="right" ${cell}>${escapeHtml(r.amount)}</td></tr>`),
      '</table>',
      `<p>${escapeHtml(message(lang, 'otd.omitted.heading'))}:</p>`,
      `<ul>${text.omitted.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>`,
    ].join('\n'),
    text: [heading, ...rows.map((r) => `${r.label}: ${r.amount} (${r.basis}${r.source ? `; ${sourceOf(r)} ${r.source.url}` : ''})`), `${message(lang, 'otd.omitted.heading')}:`, ...text.omitted.map((o) => `- ${o}`)].join('\n'),
  };
}

/** The shopper's quote confirmation: reference, dealer, the vehicle's VIN if any, the build, prices, the out-the-door estimate and link. */
export function renderQuoteMail(
  lang: MailLanguage,
  build: PricedBuild,
  link: string,
  quote: { reference: string; firstName: string; dealerName: string; vin?: string | null; zip?: string; state?: string },
): RenderedMail {
  const subject = message(lang, mailMessages.quoteSubject.id, { reference: quote.reference });
  const intro = message(lang, mailMessages.quoteIntro.id, { firstName: quote.firstName, dealer: quote.dealerName });
  const reference = message(lang, mailMessages.quoteReference.id, { reference: quote.reference });
  const vin = quote.vin ? message(lang, mailMessages.quoteVin.id, { vin: quote.vin }) : '';
  const section = buildSection(lang, build, link);
  const otd = quote.zip && quote.state ? otdSection(lang, build, { zip: quote.zip, state: quote.state }) : undefined;
  const html = page(lang, subject, [`<p>${escapeHtml(intro)}</p>`, `<p><strong>${escapeHtml(reference)}</strong></p>`, vin ? `<p>${escapeHtml(vin)}</p>` : '', section.html, otd?.html ?? ''].filter(Boolean).join('\n'));
  return { subject, html, text: [intro, reference, ...(vin ? [vin] : []), '', section.text, ...(otd ? ['', otd.text] : [])].join('\n') };
}

/** The shopper's confirmation of a model-interest lead (no build): reference, dealer, vehicle and a link to build one. */
export function renderInterestMail(lang: MailLanguage, vehicle: { year: number; seriesName: string }, link: string, quote: { reference: string; firstName: string; dealerName: string }): RenderedMail {
  const subject = message(lang, mailMessages.quoteSubject.id, { reference: quote.reference });
  const intro = message(lang, mailMessages.quoteIntro.id, { firstName: quote.firstName, dealer: quote.dealerName });
  const reference = message(lang, mailMessages.quoteReference.id, { reference: quote.reference });
  const model = message(lang, mailMessages.quoteModel.id, { vehicle: formatVehicleName({ year: vehicle.year, seriesName: vehicle.seriesName }, lang) });
  const linkText = message(lang, mailMessages.quoteModelLink.id);
  const html = page(lang, subject, [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(reference)}</strong></p>`,
    `<p>${escapeHtml(model)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
  ].join('\n'));
  return { subject, html, text: [intro, reference, '', model, '', `${linkText}: ${link}`].join('\n') };
}
