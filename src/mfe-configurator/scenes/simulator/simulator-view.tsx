import { useEffect, useMemo, useState } from 'react';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import { useVehicleName } from '../../../platform/i18n/use-vehicle-name';
import { buildToApiConfig } from '../../../domain/build';
import { buildFromConfiguration } from '../../../domain/build-from-config';
import type { Brand, BuildConfiguration, LatestItemSelected, ResolveStep } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import { computeTotals } from '../../../domain/pricing';
import type { ConfiguratorApi, ResolvedConfiguration, SeriesListing } from '../../data/configurator-api';
import { ConflictModal } from '../../overlays/conflict/conflict-modal';
import { offeredSteps, rankResolutions } from '../../../domain/resolution';
import { SimSelect } from './sim-select';
import { applyResolution, conflictCandidates, defaultSelection, parseSeriesYear, seriesYearOptions, toBuildSelection, type SimSelection } from './sim-selection';
import { simulatorMessages as m } from './simulator-messages';
import './simulator.css';

export interface SimulatorUrls {
  model: string;
  trim(seriesId: string, year: number): string;
  /** Configurator (or summary) URL of a build, with its codes (a deep link). */
  build(scene: 'configurator' | 'summary', build: BuildConfiguration): string;
}

export interface SimulatorViewProps {
  brand: Brand;
  api: ConfiguratorApi;
  urls: SimulatorUrls;
  onBackToModel(): void;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'valid' } | { kind: 'resolved' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The simulator (product.md section 2 route /sim/), a developer tool: custom selects and form elements drive the
 * model, trim, configurator and conflict through the same data port and overlays the scenes use,
 * and links open any scene on the chosen build (a deep link the statechart restores).
 */
export function SimulatorView({ brand, api, urls, onBackToModel }: SimulatorViewProps) {
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const id = usePageId();
  const [series, setSeries] = useState<SeriesListing[]>([]);
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [gradeName, setGradeName] = useState<string | null>(null);
  const [config, setConfig] = useState<ResolvedConfiguration | null>(null);
  const [selection, setSelection] = useState<SimSelection | null>(null);
  const [pickCode, setPickCode] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ pick: LatestItemSelected; resolutions: Array<{ step: ResolveStep; build: BuildConfiguration }> } | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let live = true;
    void api.getSeries().then((list) => live && setSeries(list));
    return () => {
      live = false;
    };
  }, [api]);

  const chosen = parseSeriesYear(vehicle);
  const grades = series.find((s) => s.id === chosen?.seriesId)?.yearSpecificData.find((y) => y.year === chosen?.year)?.grades ?? [];
  const build = useMemo(() => (config && selection ? buildFromConfiguration(config, toBuildSelection(selection)) : null), [config, selection]);
  const candidates = config && selection ? conflictCandidates(config, selection) : [];
  const candidate = candidates.find((c) => `${c.itemType}:${c.itemCode}` === pickCode) ?? null;

  const run = async (work: () => Promise<void>) => {
    setStatus({ kind: 'loading' });
    try {
      await work();
    } catch (error) {
      setStatus({ kind: 'failed', message: messageOf(error) });
    }
  };
  const loadGrade = () =>
    run(async () => {
      const loaded = await api.getConfigByGrade({ seriesId: chosen!.seriesId, year: chosen!.year, gradeName: gradeName! });
      setConfig(loaded);
      setSelection(defaultSelection(loaded));
      setPickCode(null);
      setStatus({ kind: 'idle' });
    });
  const checkPick = () =>
    run(async () => {
      const pick: LatestItemSelected = { itemCode: candidate!.itemCode, itemType: candidate!.itemType, changeType: 'ADD' };
      const result = await api.getRecommendation({ config: buildToApiConfig(build!, brand), latestItemSelected: pick });
      if (result.isConfigValid) {
        setSelection((s) => (s ? applyResolution(s, pick, { applicableTrimId: null, weight: 0, requiredChanges: [] }) : s));
        setStatus({ kind: 'valid' });
      } else {
        // Each step priced by the build it leads to, ranked as the configurator ranks them (ADR 0125).
        const outcomes = offeredSteps(result.resolveSteps).map((step) => ({
          step,
          build: buildFromConfiguration(config!, toBuildSelection(applyResolution(selection!, pick, step))),
        }));
        setConflict({ pick, resolutions: rankResolutions(build!, outcomes) });
        setStatus({ kind: 'idle' });
      }
    });
  const toggle = (key: 'packageCodes' | 'accessoryCodes', code: string) =>
    setSelection((s) => (s ? { ...s, [key]: s[key].includes(code) ? s[key].filter((c) => c !== code) : [...s[key], code] } : s));

  return (
    <section className="cfg-sim" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{intl.formatMessage(m.heading)}</h1>
      <p>{intl.formatMessage(m.intro)}</p>
      <p className="cfg-sim__status" role="status">
        {status.kind === 'loading' ? intl.formatMessage(m.loading) : null}
        {status.kind === 'failed' ? intl.formatMessage(m.failed, { message: status.message }) : null}
        {status.kind === 'valid' ? intl.formatMessage(m.valid) : null}
        {status.kind === 'resolved' ? intl.formatMessage(m.resolved) : null}
      </p>

      <section className="cfg-sim__section" aria-labelledby={`${id}-vehicle`}>
        <h2 id={`${id}-vehicle`}>{intl.formatMessage(m.vehicleSection)}</h2>
        <SimSelect
          label={intl.formatMessage(m.vehicle)}
          placeholder={intl.formatMessage(m.chooseVehicle)}
          options={seriesYearOptions(series, (name, year) => intl.formatMessage(m.vehicleOption, { vehicle: vehicleName({ year, seriesName: name }) }))}
          value={vehicle}
          onChange={(value) => {
            setVehicle(value);
            setGradeName(null);
          }}
        />
        <SimSelect
          label={intl.formatMessage(m.grade)}
          placeholder={intl.formatMessage(m.chooseGrade)}
          options={grades.map((g) => ({ value: g.gradeName, label: g.gradeName }))}
          value={gradeName}
          disabled={grades.length === 0}
          onChange={setGradeName}
        />
        <div className="cfg-sim__actions">
          <a href={urls.model}>{intl.formatMessage(m.openModel)}</a>
          {chosen ? <a href={urls.trim(chosen.seriesId, chosen.year)}>{intl.formatMessage(m.openTrim)}</a> : null}
          <button type="button" className="cfg-sim__button" disabled={!chosen || !gradeName || status.kind === 'loading'} onClick={() => void loadGrade()}>
            {intl.formatMessage(m.loadGrade)}
          </button>
          <button type="button" className="cfg-sim__button cfg-sim__button--secondary" onClick={onBackToModel}>
            {intl.formatMessage(m.back)}
          </button>
        </div>
      </section>

      {config && selection && build ? (
        <>
          <section className="cfg-sim__section" aria-labelledby={`${id}-selection`}>
            <h2 id={`${id}-selection`}>{intl.formatMessage(m.selectionSection)}</h2>
            <SimSelect
              label={intl.formatMessage(m.exterior)}
              placeholder={intl.formatMessage(m.chooseColor)}
              options={config.exteriorColors.map((c) => ({ value: c.code, label: c.title }))}
              value={selection.exteriorColorCode}
              onChange={(code) => setSelection({ ...selection, exteriorColorCode: code })}
            />
            <SimSelect
              label={intl.formatMessage(m.interior)}
              placeholder={intl.formatMessage(m.chooseColor)}
              options={config.interiorColors.map((c) => ({ value: c.code, label: c.title }))}
              value={selection.interiorColorCode}
              onChange={(code) => setSelection({ ...selection, interiorColorCode: code })}
            />
            <fieldset>
              <legend>{intl.formatMessage(m.packages)}</legend>
              {config.packages.map((p) => (
                <label key={p.code} className="cfg-sim__check">
                  <input type="checkbox" checked={selection.packageCodes.includes(p.code)} onChange={() => toggle('packageCodes', p.code)} />
                  {p.title}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{intl.formatMessage(m.accessories)}</legend>
              {config.accessories.map((a) => (
                <label key={a.code} className="cfg-sim__check">
                  <input type="checkbox" checked={selection.accessoryCodes.includes(a.code)} onChange={() => toggle('accessoryCodes', a.code)} />
                  {a.title}
                </label>
              ))}
            </fieldset>
            <p className="cfg-sim__total">{intl.formatMessage(m.total, { price: formatPrice(computeTotals(build).totalSRP) })}</p>
            <div className="cfg-sim__actions">
              <a href={urls.build('configurator', build)}>{intl.formatMessage(m.openBuild)}</a>
              <a href={urls.build('summary', build)}>{intl.formatMessage(m.openSummary)}</a>
            </div>
          </section>

          <section className="cfg-sim__section" aria-labelledby={`${id}-conflict`}>
            <h2 id={`${id}-conflict`}>{intl.formatMessage(m.conflictSection)}</h2>
            <SimSelect
              label={intl.formatMessage(m.pick)}
              placeholder={intl.formatMessage(m.choosePick)}
              options={candidates.map((c) => ({
                value: `${c.itemType}:${c.itemCode}`,
                label: intl.formatMessage(m.pickOption, { title: c.title, code: c.itemCode, incompatible: c.isCompatible ? 'no' : 'yes' }),
              }))}
              value={pickCode}
              onChange={setPickCode}
            />
            <button type="button" className="cfg-sim__button" disabled={!candidate || status.kind === 'loading'} onClick={() => void checkPick()}>
              {intl.formatMessage(m.checkPick)}
            </button>
          </section>

          <ConflictModal
            open={conflict !== null}
            config={config}
            pick={conflict?.pick ?? null}
            before={build}
            resolutions={conflict?.resolutions ?? []}
            onCancel={() => setConflict(null)}
            onResolve={(index) => {
              const step = conflict?.resolutions[index]?.step;
              if (step && conflict) setSelection((s) => (s ? applyResolution(s, conflict.pick, step) : s));
              setConflict(null);
              setPickCode(null);
              setStatus({ kind: 'resolved' });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
