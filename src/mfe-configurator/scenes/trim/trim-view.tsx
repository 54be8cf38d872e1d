import { useState, type MouseEvent } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import { useVehicleName } from '../../../platform/i18n/use-vehicle-name';
import type { KeyFeature } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { SceneSkeleton } from '../../app/scene-skeleton';
import { FuelEconomyText } from '../model/fuel-economy';
import { ComparisonTable } from './comparison-table';
import { GradeDetailsModal } from './grade-details-modal';
import { GradeGuide } from './grade-guide';
import { ALL_DRIVES, driveChoices, filterGrades, MAX_COMPARED, toggleCompared, type GradeRow } from './trim-grades';
import { trimMessages as m } from './trim-messages';
import './trim.css';

/** Grade names have spaces; ids referenced by aria-labelledby must not. */
const slug = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-');

export interface TrimViewProps {
  year: number | null;
  /** Display name of the series. */
  seriesName: string;
  rows: GradeRow[];
  keyFeatures: KeyFeature[];
  loading: boolean;
  filters: { active: string; features: string[] };
  /** Address of the model scene, for the back link's href (opening it in a new tab works too). */
  backHref: string;
  onBack(): void;
  onSetDrive(active: string): void;
  onToggleFeature(id: string): void;
  onClearFilters(): void;
  onChoose(grade: GradeRow): void;
}

/**
 * Trim selection (product.md section 2): 'View All Vehicles', filters with a results count, grade cards with a
 * details modal, and a side-by-side comparison of two or three grades. Filters live in the
 * statechart (product.md section 4 "filters"); which grades are compared and which details are open is view state.
 */
export function TrimView(props: TrimViewProps) {
  const { rows, keyFeatures, filters } = props;
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const id = usePageId();
  const [compared, setCompared] = useState<string[]>([]);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const shown = filterGrades(rows, filters);
  const drives = driveChoices(rows);
  const active = drives.includes(filters.active) ? filters.active : ALL_DRIVES;
  const comparedRows = compared.map((name) => rows.find((r) => r.gradeName === name)).filter((r): r is GradeRow => Boolean(r));
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.onBack();
  };

  return (
    <section className="cfg-trim" aria-labelledby={`${id}-heading`}>
      <a className="cfg-trim__back" href={props.backHref} onClick={back}>
        {intl.formatMessage(m.back)}
      </a>
      <h1 id={`${id}-heading`} className="cfg-trim__heading">
        {intl.formatMessage(m.heading, { vehicle: vehicleName({ year: props.year, seriesName: props.seriesName }) })}
      </h1>
      {props.loading ? <SceneSkeleton scene="trim" /> : null}
      {!props.loading && rows.length === 0 ? <p role="status">{intl.formatMessage(m.none)}</p> : null}
      {!props.loading && rows.length > 0 ? (
        <>
          <section className="cfg-trim__filters" aria-labelledby={`${id}-filters`}>
            <h2 id={`${id}-filters`}>{intl.formatMessage(m.filters)}</h2>
            {drives.length > 1 ? (
              <fieldset>
                <legend>{intl.formatMessage(m.drivetrain)}</legend>
                {[ALL_DRIVES, ...drives].map((drive) => (
                  <label key={drive} className="cfg-trim__choice">
                    <input type="radio" name={`${id}-drive`} value={drive} checked={active === drive} onChange={() => props.onSetDrive(drive)} />
                    {drive === ALL_DRIVES ? intl.formatMessage(m.allDrives) : drive}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {keyFeatures.length > 0 ? (
              <fieldset>
                <legend>{intl.formatMessage(m.features)}</legend>
                {keyFeatures.map((f) => (
                  <label key={f.id} className="cfg-trim__choice">
                    <input type="checkbox" checked={filters.features.includes(f.id)} onChange={() => props.onToggleFeature(f.id)} />
                    {f.title}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <p className="cfg-trim__results" role="status">
              {intl.formatMessage(m.results, { count: shown.length })}
            </p>
            <button type="button" className="cfg-trim__secondary" onClick={props.onClearFilters} disabled={active === ALL_DRIVES && filters.features.length === 0}>
              {intl.formatMessage(m.clearFilters)}
            </button>
          </section>
          <ul className="cfg-trim__grades">
            {shown.map((grade) => {
              const isCompared = compared.includes(grade.gradeName);
              return (
                <li key={grade.gradeName} className="cfg-trim__grade">
                  <article aria-labelledby={`${id}-${slug(grade.gradeName)}`}>
                    {grade.image ? <img className="cfg-trim__image" src={grade.image.url} alt="" width={480} height={270} loading="lazy" decoding="async" /> : null}
                    <h2 id={`${id}-${slug(grade.gradeName)}`}>{grade.name}</h2>
                    <p className="cfg-trim__price">{intl.formatMessage(m.from, { price: formatPrice(grade.baseMsrp) })}</p>
                    <GradeGuide grade={grade} />
                    <p>
                      <FuelEconomyText mileage={grade.mileage} />
                    </p>
                    <p>{grade.engines.join(' / ')}</p>
                    <label className="cfg-trim__choice">
                      <input
                        type="checkbox"
                        checked={isCompared}
                        disabled={!isCompared && compared.length >= MAX_COMPARED}
                        onChange={() => setCompared((c) => toggleCompared(c, grade.gradeName))}
                      />
                      {intl.formatMessage(m.compare, { grade: grade.name })}
                    </label>
                    <div className="cfg-trim__actions">
                      <button type="button" className="cfg-trim__secondary" onClick={() => setDetailsOf(grade.gradeName)}>
                        {intl.formatMessage(m.details, { grade: grade.name })}
                      </button>
                      <button type="button" className="cfg-trim__choose" onClick={() => props.onChoose(grade)}>
                        {intl.formatMessage(m.choose, { grade: grade.name })}
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
          <section className="cfg-trim__compare" aria-labelledby={`${id}-compare`}>
            <h2 id={`${id}-compare`}>{intl.formatMessage(m.compareHeading)}</h2>
            {comparedRows.length >= 2 ? <ComparisonTable grades={comparedRows} keyFeatures={keyFeatures} /> : <p>{intl.formatMessage(m.compareHint)}</p>}
            {comparedRows.length >= MAX_COMPARED ? <p>{intl.formatMessage(m.compareLimit)}</p> : null}
          </section>
        </>
      ) : null}
      <GradeDetailsModal
        grade={rows.find((r) => r.gradeName === detailsOf) ?? null}
        keyFeatures={keyFeatures}
        onClose={() => setDetailsOf(null)}
        onChoose={(grade) => {
          setDetailsOf(null);
          props.onChoose(grade);
        }}
      />
    </section>
  );
}
