/**
 * @jest-environment node
 *
 * Issue 25's model-based property test: the real build machine, over the real data layer, against
 * the real data endpoint (server/graphql, rules engine included) on an ephemeral port, walks every
 * live series of both brands with random ADD and REMOVE picks of every kind (options, colours,
 * wheels, powertrain), applying or cancelling every conflict dialog at random. After every settled
 * pick the build must be one the factory can build, judged by an oracle written from the catalog
 * files (not the engine), and every reason shown on an item must be true for that build.
 * BUILD_WALK_PICKS sets the total (default 10,000); a failure prints the series, seed and path.
 */
import fc from 'fast-check';
import { createActor, waitFor, type Actor } from 'xstate';
import { DEFAULT_API_KEY } from '../../../server/http/auth';
import type { Brand, ItemType } from '../../domain/entities';
import type { ResolvedConfiguration } from '../data/configurator-api';
import { useLocalDataEndpoint } from '../data/test-support/local-data-endpoint';
import { createConfiguratorClient } from '../data/urql-client';
import { createUrqlConfiguratorApi } from '../data/urql-configurator-api';
import { createBuildMachine, type BuildMachine, type SelectedItem } from './build.machine';
import { CatalogOracle, liveCatalogs, type OracleBuild } from './test-support/catalog-oracle';
import { checkReasons, oracleBuildOf } from './test-support/reason-checks';

const TOTAL_PICKS = Number(process.env.BUILD_WALK_PICKS ?? 10_000);
const catalogs = liveCatalogs();
const PICKS_PER_SERIES = Math.ceil(TOTAL_PICKS / catalogs.length);
const PICKS_PER_RUN = 60;

const dataEndpoint = useLocalDataEndpoint();
jest.setTimeout(30 * 60_000);

type Walker = Actor<BuildMachine>;

const settle = async (actor: Walker) => {
  const s = await waitFor(actor, (x) => !x.hasTag('busy') && !x.hasTag('loading'), { timeout: 20_000 });
  if (s.hasTag('failed') || s.matches('loadFailed') || s.matches('refreshFailed')) {
    throw new Error(`the walk hit a failure state ${JSON.stringify(s.value)}: ${JSON.stringify(s.context.error ?? s.context.updateError)}`);
  }
  return s;
};

/** Every pick the configurator offers on this configuration: options both ways, colours, wheels, powertrain. */
function offeredPicks(config: ResolvedConfiguration, build: OracleBuild): SelectedItem[] {
  const add = (itemType: ItemType, itemCode: string): SelectedItem => ({ itemType, itemCode, changeType: 'ADD' });
  const chosen = new Set([...build.packageCodes, ...build.accessoryCodes]);
  const options = [...config.packages.filter((p) => p.code !== 'FE' && p.code !== 'QD'), ...config.accessories].map((o) => ({
    itemType: ('includedAccessoryCodes' in o ? 'PACKAGE' : 'ACCESSORY') as ItemType,
    itemCode: o.code,
    changeType: chosen.has(o.code) ? ('REMOVE' as const) : ('ADD' as const),
  }));
  // Powertrain values as the build step offers them: every value of the grade's trims (a-la-carte pricing).
  const powertrain = new Map<string, SelectedItem>();
  for (const trim of config.aLaCartePricing.trims) {
    for (const [key, itemType] of [['cabBed', 'CAB_BED'], ['engine', 'ENGINE'], ['drive', 'DRIVE'], ['transmission', 'TRANSMISSION'], ['seating', 'SEATING']] as const) {
      const code = trim.attributes[key]?.code;
      if (code) powertrain.set(`${itemType}:${code}`, add(itemType, code));
    }
  }
  return [
    ...options,
    ...config.exteriorColors.filter((x) => x.code !== build.exteriorColorCode).map((x) => add('EXTERIOR_COLOR', x.code)),
    ...config.interiorColors.filter((x) => x.code !== build.interiorColorCode).map((x) => add('INTERIOR_COLOR', x.code)),
    ...(config.wheels ?? []).filter((x) => x.code !== build.wheelsCode).map((x) => add('WHEELS', x.code)),
    ...powertrain.values(),
  ];
}

interface Real {
  actor: Walker;
  oracle: CatalogOracle;
  path: string[];
}

let executed = 0;
let conflicts = 0;
let reasonsChecked = 0;
const timing = { server: 0, reasons: 0 };

/** One pick, then every dialog it opens applied or cancelled at random, then the invariants. */
class PickCommand implements fc.AsyncCommand<object, Real> {
  constructor(
    readonly which: number,
    readonly dialog: number,
  ) {}

  check = () => true;

  async run(_model: object, real: Real): Promise<void> {
    const before = real.actor.getSnapshot();
    const picks = offeredPicks(before.context.config!, oracleBuildOf(before.context.build!));
    const item = picks[this.which % picks.length];
    real.path.push(`${item.changeType} ${item.itemType} ${item.itemCode}`);
    real.actor.send({ type: 'user.selectItem', item });
    const t0 = performance.now();
    let settled = await settle(real.actor);
    timing.server += performance.now() - t0;
    let round = 0;
    while (settled.hasTag('conflict')) {
      conflicts += 1;
      const options = settled.context.resolutions.length;
      const choice = (this.dialog >> (2 * round++)) % (options + 1);
      // The last choice cancels (the build stays); any other applies that resolution.
      if (choice === options) {
        real.path.push('cancel');
        real.actor.send({ type: 'user.cancelConflict' });
      } else {
        real.path.push(`apply ${choice}`);
        real.actor.send({ type: 'user.resolveConflict', stepIndex: choice });
      }
      settled = await settle(real.actor);
    }
    executed += 1;
    const build = oracleBuildOf(settled.context.build!);
    const violation = real.oracle.violation(build);
    if (violation) throw new Error(`settled on an unbuildable car: ${violation}\n${JSON.stringify(build)}\nafter ${real.path.join(' > ')}`);
    const config = settled.context.config!;
    const t1 = performance.now();
    reasonsChecked += checkReasons(real.oracle, build, config, (problem) => {
      throw new Error(`${problem}\nbuild ${JSON.stringify(build)}\nafter ${real.path.join(' > ')}`);
    });
    timing.reasons += performance.now() - t1;
  }

  toString = () => `pick(${this.which}, ${this.dialog})`;
}

const pickArb = fc.tuple(fc.nat(), fc.nat({ max: 0xffff })).map(([which, dialog]) => new PickCommand(which, dialog));

describe.each(catalogs.map((c) => [`${c.brand} ${c.seriesId} ${c.year}`, c] as const))('build walk: %s', (_name, file) => {
  it('every settled build is buildable and every reason shown is true', async () => {
    const api = createUrqlConfiguratorApi({
      client: createConfiguratorClient({ endpoint: dataEndpoint(), apiKey: DEFAULT_API_KEY }),
      brand: file.brand as Brand,
      language: 'en',
      environment: 'live',
      log: () => undefined,
    });
    const oracle = new CatalogOracle(file);
    const start = executed;
    const property = fc.asyncProperty(fc.nat(), fc.array(pickArb, { minLength: PICKS_PER_RUN, maxLength: PICKS_PER_RUN }), async (trimSeed, commands) => {
      const actor = createActor(createBuildMachine(api), { input: { brand: file.brand as Brand } }).start();
      try {
        // Any trim of any grade to start from (a grade's default trim is only one of them).
        const trimId = file.trims[trimSeed % file.trims.length].code;
        actor.send({ type: 'build.loadGrade', query: { seriesId: file.seriesId, year: file.year, trimId } });
        const loaded = await settle(actor);
        const first = oracleBuildOf(loaded.context.build!);
        expect(oracle.violation(first)).toBeNull();
        await fc.asyncModelRun(() => ({ model: {}, real: { actor, oracle, path: [`load ${first.trimCode}`] } }), commands);
      } finally {
        actor.stop();
      }
    });
    const runs = Math.ceil(PICKS_PER_SERIES / PICKS_PER_RUN);
    await fc.assert(property, { numRuns: runs });
    expect(executed - start).toBeGreaterThanOrEqual(PICKS_PER_SERIES);
  });
});

afterAll(() => {
  // The walk's volume, for the record (the issue asks for at least 10,000 picks).
  console.log(`build walk: ${executed} picks, ${conflicts} dialogs, ${reasonsChecked} reasons checked`, timing);
});
