import { axe, describeViolations, useE2eSession } from './harness';

/**
 * Next steps on the summary in Chromium against the real app: share a build (the outbox mail's
 * link restores the same build), run a payment estimate, save a build, reload and resume it, and
 * axe on the open overlays. English and Spanish.
 */

jest.setTimeout(120_000);

const SUMMARY = 'configurator/build/step/summary/year/2025/series/rav4/model/4430/?ext=040&int=FB10&pkg=RR&acc=CRGNET&acc=FAK';

const e2e = useE2eSession({ zipcode: '90210' });

const TEXT = {
  en: { prefix: '', quote: 'Request a quote', first: 'First name', last: 'Last name', email: 'Email', consent: /I agree to be contacted/, submit: 'Send request', sheet: 'Build sheet', qr: 'QR code of the link to this build', share: 'Share your build', recipient: 'Recipient email', send: 'Send email', sent: 'Your email was sent!', payment: 'Estimate payments', monthly: /Estimated \$[\d,.]+ per month/, save: 'Save build', saved: 'Saved builds', resume: /^Resume / },
  es: { prefix: 'espanol/', quote: 'Solicita una cotización', first: 'Nombre', last: 'Apellido', email: 'Correo electrónico', consent: /Acepto que el concesionario/, submit: 'Enviar solicitud', sheet: 'Hoja de configuración', qr: 'Código QR del enlace a esta configuración', share: 'Comparte tu configuración', recipient: 'Correo electrónico del destinatario', send: 'Enviar correo', sent: '¡Tu correo fue enviado!', payment: 'Calcula tus pagos', monthly: /Estimado de \$[\d,.]+ al mes/, save: 'Guardar configuración', saved: 'Configuraciones guardadas', resume: /^Continuar / },
} as const;

/** Rows of the local outbox (/dev/mail) addressed to `recipient`. */
async function mailRows(recipient: string): Promise<string[]> {
  const list = await (await e2e.page.request.get(`${e2e.server.origin}/dev/mail`)).text();
  return list.split('<tr>').filter((row) => row.includes(recipient));
}

/** The HTML of the one mail sent to `recipient`. */
async function mailTo(recipient: string): Promise<string> {
  const rows = await mailRows(recipient);
  expect(rows).toHaveLength(1);
  const id = /\/dev\/mail\/(\d+)/.exec(rows[0])![1];
  return (await e2e.page.request.get(`${e2e.server.origin}/dev/mail/${id}/html`)).text();
}

/** The summary scene's heading ('Your 2025 RAV4 LE' / 'Tu RAV4 LE 2025'), not the host page's title. */
const summaryHeading = () => e2e.page.getByRole('heading', { level: 1, name: /^(Your|Tu) / });

async function openSummary(lang: 'en' | 'es'): Promise<string> {
  await e2e.page.goto(`${e2e.server.origin}/${TEXT[lang].prefix}${SUMMARY}`);
  const heading = summaryHeading();
  await heading.waitFor();
  return heading.innerText();
}

describe.each(['en', 'es'] as const)('next steps (%s)', (lang) => {
  const t = TEXT[lang];

  it('shares a build whose mailed link restores the same build', async () => {
    const heading = await openSummary(lang);
    await e2e.page.getByRole('button', { name: t.share, exact: true }).click();
    const dialog = e2e.page.getByRole('dialog');
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
    const recipient = `friend-${lang}-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: t.recipient }).fill(recipient);
    await dialog.getByRole('button', { name: t.send }).click();
    await dialog.getByText(t.sent).waitFor();

    const html = await mailTo(recipient);
    const href = /href="([^"]*\/build\/step\/summary\/[^"]*)"/.exec(html)![1].replace(/&amp;/g, '&');
    expect(href).toContain('ext=040');
    await e2e.page.goto(href);
    await summaryHeading().waitFor();
    expect(await summaryHeading().innerText()).toBe(heading);
    expect(new URL(e2e.page.url()).searchParams.getAll('acc').sort()).toEqual(['CRGNET', 'FAK']);
  });

  it('estimates a payment', async () => {
    await openSummary(lang);
    await e2e.page.getByRole('button', { name: t.payment }).click();
    await e2e.page.getByRole('dialog').getByText(t.monthly).waitFor();
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
  });

  it('saves a build, reloads and resumes it', async () => {
    await openSummary(lang);
    await e2e.page.evaluate(() => window.localStorage.clear());
    await e2e.page.getByRole('button', { name: t.save, exact: true }).click();
    await e2e.page.reload();
    await summaryHeading().waitFor();
    await e2e.page.getByRole('button', { name: t.saved }).click();
    await e2e.page.getByRole('dialog').getByRole('button', { name: t.resume }).waitFor();
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
    await e2e.page.getByRole('dialog').getByRole('button', { name: t.resume }).click();
    await e2e.page.waitForURL(/\/build\/step\/summary\/year\/2025\/series\/rav4\/model\/4430\/\?ext=040/);
    await summaryHeading().waitFor();
  });

  it('requests a quote from a listed dealer once, even on a double click', async () => {
    await openSummary(lang);
    await e2e.page.getByRole('button', { name: t.quote, exact: true }).click();
    const dialog = e2e.page.getByRole('dialog');
    const dealer = dialog.getByRole('radio').first();
    await dealer.waitFor();
    await dealer.check();
    const email = `buyer-${lang}-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: t.first }).fill('Ana');
    await dialog.getByRole('textbox', { name: t.last }).fill('García');
    await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(email);
    await dialog.getByRole('checkbox', { name: t.consent }).check();
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
    await dialog.getByRole('button', { name: t.submit }).dblclick();
    const confirmation = await dialog.getByRole('status').filter({ hasText: /Q?[A-Z0-9-]{6,}/ }).innerText();
    expect(confirmation).toContain('Ana');
    expect(await mailRows(email)).toHaveLength(1);
  });

  it('shows a build sheet with a QR code of the build link', async () => {
    await openSummary(lang);
    await e2e.page.getByRole('button', { name: t.sheet }).click();
    const qr = e2e.page.getByRole('dialog').getByRole('img', { name: t.qr });
    await qr.waitFor();
    await e2e.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.vc-sheet__qr img');
      return Boolean(img && img.complete && img.naturalWidth > 0);
    });
    expect(describeViolations(await axe(e2e.page))).toEqual([]);
  });

  it('asks before the page is left with an unsaved build', async () => {
    await openSummary(lang);
    await e2e.page.evaluate(() => window.localStorage.clear());
    // Chromium only asks after the shopper interacted with the page.
    await e2e.page.getByRole('button', { name: t.payment }).click();
    await e2e.page.keyboard.press('Escape');
    const asked = new Promise<string>((resolve) => e2e.page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await e2e.page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});
