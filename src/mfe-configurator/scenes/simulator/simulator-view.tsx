import { useMemo, useState } from 'react';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createLoaderMachine } from '../../../platform/loader.machine';
import { usePageId } from '../../../platform/page-id';
import { useIntl } from 'react-intl';
import { useVehicleName } from '../../../platform/i18n/use-vehicle-name';
import type { Brand, BuildConfiguration, ChangeType, ItemType } from '../../../domain/entities';
import { formatPrice } from '../../../domain/format';
import type { ConfiguratorApi, SeriesListing } from '../../data/configurator-api';
import { createBuildMachine, type BuildSnapshot } from '../../machine/build.machine';
import { buildOf, conflictBuilds } from '../../machine/build-view';
import { ConflictModal } from '../../overlays/conflict/conflict-modal';
import { SimSelect } from './sim-select';
import { conflictCandidates, parseSeriesYear, seriesYearOptions, simStatus, type SimAction } from './sim-selection';
import { simulatorMessages as m } from './simulator-messages';
import './simulator.css';

/** The simulator's series list: one load per data port, with a retry after a failure. */
const seriesListMachine = createLoaderMachine<null, SeriesListing[]>({ id: 'simulator series list' });

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

/**
 * The simulator (product.md section 2 route /sim/), a developer tool: custom selects and form elements drive the
 * model, trim, configurator and conflict through the same data port and overlays the scenes use,
 * and links open any scene on the chosen build (a deep link the statechart restores).
 */
export function SimulatorView({ brand, api, urls, onBackToModel }: SimulatorViewProps) {
  const intl = useIntl();
  const vehicleName = useVehicleName();
  const id = usePageId();
  const seriesLoader = useMemo(() => seriesListMachine.provide({ actors: { load: fromPromise(() => api.getSeries()) } }), [api]);
  const [seriesState, sendSeries] = useMachine(seriesLoader, { input: null });
  const series = seriesState.context.output ?? [];
  const [vehicle, setVehicle] = useState<string | null>(null);
  const [gradeName, setGradeName] = useState<string | null>(null);
  // The configurator's own build machine, as a standalone actor: picks, recommendations and
  // conflicts follow the one implementation the configurator scene uses (ADR 0116), on a build of
  // the simulator's own (the shopper's build in the root machine is left alone).
  const machine = useMemo(() => createBuildMachine(api), [api]);
  const buildRef = useActorRef(machine, { input: { brand } });
  const snapshot = useSelector(buildRef, (s: BuildSnapshot) => s);
  const [pickCode, setPickCode] = useState<string | null>(null);
  // The simulator's last request to the rules (a check or a resolution), for the status line.
  const [last, setLast] = useState<SimAction>(null);

  const chosen = parseSeriesYear(vehicle);
  const grades = series.find((s) => s.id === chosen?.seriesId)?.yearSpecificData.find((y) => y.year === chosen?.year)?.grades ?? [];
  const { config, selection, item } = snapshot.context;
  const build = buildOf(snapshot.context);
  const conflict = conflictBuilds(snapshot.context);
  const candidates = config && selection ? conflictCandidates(config, selection) : [];
  const candidate = candidates.find((c) => `${c.itemType}:${c.itemCode}` === pickCode) ?? null;
  const status = simStatus(snapshot, last);
  const busy = snapshot.hasTag('busy');

  const loadGrade = () => {
    setLast(null);
    setPickCode(null);
    buildRef.send({ type: 'build.loadGrade', query: { seriesId: chosen!.seriesId, year: chosen!.year, gradeName: gradeName! } });
  };
  const select = (itemType: ItemType, itemCode: string, changeType: ChangeType = 'ADD', action: SimAction = null) => {
    setLast(action);
    buildRef.send({ type: 'user.selectItem', item: { itemType, itemCode, changeType } });
  };
  const checkPick = () => {
    setPickCode(null);
    select(candidate!.itemType, candidate!.itemCode, 'ADD', 'check');
  };
  const toggle = (itemType: 'PACKAGE' | 'ACCESSORY', codes: string[], code: string) => select(itemType, code, codes.includes(code) ? 'REMOVE' : 'ADD');

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
        {seriesState.hasTag('failed') ? (
          <p role="alert">
            {intl.formatMessage(m.seriesFailed)}{' '}
            <button type="button" className="cfg-sim__button cfg-sim__button--secondary" onClick={() => sendSeries({ type: 'user.retry' })}>
              {intl.formatMessage(m.retrySeries)}
            </button>
          </p>
        ) : null}
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
              onChange={(code) => select('EXTERIOR_COLOR', code)}
            />
            <SimSelect
              label={intl.formatMessage(m.interior)}
              placeholder={intl.formatMessage(m.chooseColor)}
              options={config.interiorColors.map((c) => ({ value: c.code, label: c.title }))}
              value={selection.interiorColorCode}
              onChange={(code) => select('INTERIOR_COLOR', code)}
            />
            <fieldset>
              <legend>{intl.formatMessage(m.packages)}</legend>
              {config.packages.map((p) => (
                <label key={p.code} className="cfg-sim__check">
                  <input type="checkbox" checked={selection.packageCodes.includes(p.code)} onChange={() => toggle('PACKAGE', selection.packageCodes, p.code)} />
                  {p.title}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{intl.formatMessage(m.accessories)}</legend>
              {config.accessories.map((a) => (
                <label key={a.code} className="cfg-sim__check">
                  <input type="checkbox" checked={selection.accessoryCodes.includes(a.code)} onChange={() => toggle('ACCESSORY', selection.accessoryCodes, a.code)} />
                  {a.title}
                </label>
              ))}
            </fieldset>
            <p className="cfg-sim__total">{intl.formatMessage(m.total, { price: formatPrice(build.totalSRP) })}</p>
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
            <button type="button" className="cfg-sim__button" disabled={!candidate || busy} onClick={checkPick}>
              {intl.formatMessage(m.checkPick)}
            </button>
          </section>

          <ConflictModal
            open={snapshot.hasTag('conflict')}
            config={config}
            pick={item}
            before={conflict.before}
            resolutions={conflict.resolutions}
            busy={busy}
            onCancel={() => {
              setLast(null);
              buildRef.send({ type: 'user.cancelConflict' });
            }}
            onResolve={(stepIndex) => {
              setLast('resolve');
              buildRef.send({ type: 'user.resolveConflict', stepIndex });
            }}
          />
        </>
      ) : null}
    </section>
  );
}
