import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KeyFeature } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { FuelEconomyText } from '../model/fuel-economy';
import type { FeatureAvailability, GradeRow } from './trim-grades';
import { trimMessages as m } from './trim-messages';

const AVAILABILITY = { standard: m.standard, available: m.available, none: m.notAvailable } as const;

/**
 * Two or three grades side by side as a data table: grades are column headers, attributes row
 * headers, so a screen reader announces "SR5, Engine, ..." for every cell.
 */
export function ComparisonTable({ grades, keyFeatures }: { grades: GradeRow[]; keyFeatures: KeyFeature[] }) {
  const intl = useIntl();
  const list = intl.formatList(grades.map((g) => g.name), { type: 'conjunction' });
  const rows: Array<{ key: string; label: string; cell: (g: GradeRow) => ReactNode }> = [
    { key: 'price', label: intl.formatMessage(m.price), cell: (g) => formatPrice(g.baseMsrp) },
    { key: 'engine', label: intl.formatMessage(m.engine), cell: (g) => g.engines.join(' / ') },
    { key: 'drive', label: intl.formatMessage(m.drivetrain), cell: (g) => g.drives.join(' / ') },
    { key: 'transmission', label: intl.formatMessage(m.transmission), cell: (g) => g.transmissions.join(' / ') },
    { key: 'hp', label: intl.formatMessage(m.horsepower), cell: (g) => g.horsepower.map((value) => intl.formatMessage(m.hp, { value })).join(' / ') },
    { key: 'mileage', label: intl.formatMessage(m.mileage), cell: (g) => <FuelEconomyText mileage={g.mileage} /> },
    ...keyFeatures.map((f) => ({
      key: f.id,
      label: f.title,
      cell: (g: GradeRow) => intl.formatMessage(AVAILABILITY[(g.features[f.id] ?? 'none') as FeatureAvailability]),
    })),
  ];
  return (
    <div className="cfg-trim__table-wrap">
      <table className="cfg-trim__table">
        <caption>{intl.formatMessage(m.compareCaption, { grades: list })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.feature)}</th>
            {grades.map((g) => (
              <th key={g.gradeName} scope="col">
                {g.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {grades.map((g) => (
                <td key={g.gradeName}>{row.cell(g)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
