import { useIntl } from 'react-intl';
import type { BuildConfiguration, Language } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { displayName, seatingTitle } from '../../../domain/names';
import { parseAccessoryPrice, parsePrice, shopperPackages } from '../../../domain/pricing';
import { summaryMessages as m } from './summary-messages';

/** The information section's list: grade, powertrain, colours, packages and accessories with prices. */
export function SummaryInfo({ build, lang }: { build: BuildConfiguration; lang: Language }) {
  const intl = useIntl();
  const name = (text: string) => displayName(text, build.seriesId);
  const rows: Array<[string, string | null]> = [
    [intl.formatMessage(m.grade), name(build.gradeName)],
    [intl.formatMessage(m.cabBed), build.cabBed],
    [intl.formatMessage(m.engine), build.engine ? name(build.engine) : null],
    [intl.formatMessage(m.drive), build.drive],
    [intl.formatMessage(m.transmission), build.transmission],
    [intl.formatMessage(m.horsepower), build.horsepower],
    [intl.formatMessage(m.seating), build.seating ? seatingTitle(build.seating, lang) : null],
    [intl.formatMessage(m.exterior), build.exteriorColor ? intl.formatMessage(m.item, { title: build.exteriorColor.title, price: formatPrice(parsePrice(build.exteriorColor.msrp.value)) }) : null],
    [intl.formatMessage(m.interior), build.interiorColor ? intl.formatMessage(m.item, { title: build.interiorColor.title, price: formatPrice(parsePrice(build.interiorColor.msrp.value)) }) : null],
  ];
  const list = (items: Array<{ code: string; title: string; price: number }>) =>
    items.length === 0 ? (
      <p>{intl.formatMessage(m.none)}</p>
    ) : (
      <ul>
        {items.map((item) => (
          <li key={item.code}>{intl.formatMessage(m.item, { title: item.title, price: formatPrice(item.price) })}</li>
        ))}
      </ul>
    );
  return (
    <>
      <dl className="cfg-summary__facts">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className="cfg-summary__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{intl.formatMessage(m.packages)}</h3>
      {list(shopperPackages(build.packages).map((p) => ({ code: p.code, title: p.title, price: parsePrice(p.msrp.value) })))}
      <h3>{intl.formatMessage(m.accessories)}</h3>
      {list(build.accessories.map((a) => ({ code: a.code, title: a.title, price: parseAccessoryPrice(a.msrp.value) })))}
    </>
  );
}

/**
 * The few facts shown under the summary's car (issue 27): grade, engine, drivetrain and
 * horsepower as a strip of figures; the full list is in "Your selections".
 */
export function KeySpecs({ build }: { build: BuildConfiguration }) {
  const intl = useIntl();
  const name = (text: string) => displayName(text, build.seriesId);
  const specs: Array<[string, string | null]> = [
    [intl.formatMessage(m.grade), name(build.gradeName)],
    [intl.formatMessage(m.engine), build.engine ? name(build.engine) : null],
    [intl.formatMessage(m.drive), build.drive],
    [intl.formatMessage(m.horsepower), build.horsepower],
  ];
  const shown = specs.filter((spec): spec is [string, string] => Boolean(spec[1]));
  if (shown.length === 0) return null;
  return (
    <dl className="cfg-summary__specs">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
