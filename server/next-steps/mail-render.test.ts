import { loadCatalog } from '../catalog/catalog-loader';
import { checkBuild } from './build-check';
import { escapeHtml, message, renderQuoteMail, renderShareMail } from './mail-render';
import { validBuild } from './test-support/next-steps-fixtures';

const build = checkBuild(loadCatalog(), validBuild());
const link = 'https://www.example.com/configurator/build/step/summary/year/2025/series/rav4/model/4430/?a=1&b=2';

describe('mails', () => {
  it('shows the build, the price summary and the restoring link in English', () => {
    const mail = renderShareMail('en', build, link, 'Nice & shiny');
    expect(mail.subject).toBe('A 2025 RAV4 build was shared with you');
    for (const text of ['Base MSRP', '$28,850', 'Delivery, Processing and Handling', '$1,395', 'Total MSRP', '$30,645', 'Total with dealer-installed accessories', '$30,680', 'Open this build']) {
      expect(mail.html).toContain(escapeHtml(text));
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('href="https://www.example.com/configurator/build/step/summary/year/2025/series/rav4/model/4430/?a=1&amp;b=2"');
    expect(mail.html).toContain('Nice &amp; shiny');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('writes the same mail in Spanish from the shared catalogues', () => {
    const mail = renderShareMail('es', build, link, '');
    expect(mail.subject).toBe('Te compartieron un RAV4 2025 configurado');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(escapeHtml(message('es', 'mail.price.total')));
    expect(mail.html).toContain('(instalado por el concesionario)');
    expect(mail.html).not.toContain('Su mensaje:');
  });

  it('a Spanish mail names the build in Spanish: catalog texts from the Spanish catalog, year last', () => {
    const spanish = checkBuild(loadCatalog(), validBuild(), 'es');
    const mail = renderShareMail('es', spanish, link, '');
    // Names from the catalog's Spanish, not its English (the oracle is the literal text).
    for (const text of ['Red de carga', 'Botiquín de primeros auxilios (instalado por el concesionario)', 'Rieles de techo', 'Rines de acero de 17 pulg.', 'Tela negra']) {
      expect(mail.text).toContain(text);
    }
    for (const english of ['Cargo Net', 'First Aid Kit', 'Roof Rails', 'steel wheels', 'Fabric']) expect(mail.text).not.toContain(english);
    expect(mail.text.split('\n')).toContain('RAV4 LE 2025');
    expect(mail.text).toContain('Precio total sugerido por el fabricante (MSRP): $30,645');
    // The English mail of the same build keeps English names and the year first.
    const english = renderShareMail('en', build, link, '');
    expect(english.text.split('\n')).toContain('2025 RAV4 LE');
    expect(english.text).toContain('Cargo Net');
  });

  it('escapes whatever a comment holds, so it can never become markup', () => {
    const mail = renderShareMail('en', build, link, '"><img src=x onerror=alert(1)>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&quot;&gt;&lt;img');
  });

  it('confirms a quote with its reference and dealer', () => {
    const mail = renderQuoteMail('es', build, link, { reference: 'Q-ABCDEFGH', firstName: 'Ana', dealerName: 'Harbor Motors' });
    expect(mail.subject).toBe('Tu solicitud de cotización Q-ABCDEFGH');
    expect(mail.text).toContain('Gracias, Ana. Harbor Motors recibió tu solicitud de cotización');
    expect(mail.text).toContain('Tu número de referencia: Q-ABCDEFGH');
  });

  it('refuses a message id or argument that does not exist rather than sending a broken mail', () => {
    expect(() => message('en', 'mail.nope')).toThrow('Missing message mail.nope in en');
    expect(() => message('en', 'mail.quote.subject')).toThrow('needs {reference}');
  });
});
