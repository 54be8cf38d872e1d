import { useEffect, useMemo, useState } from 'react';
import { readZipcode, writeZipcode } from '../platform/cookies';
import { pageContext, type PageContext, type PageContextSources } from '../platform/env';
import type { FirstScreenIsland } from '../platform/first-screen';
import { preloadMessages } from '../platform/i18n/i18n-provider';
import type { BusEventType, EventBus } from '../platform/event-bus';
import { I18nProvider } from '../platform/i18n/i18n-provider';
import { createDealerLookup, type DealerLookup } from '../platform/services/dealer-service';
import { ZipModal, type ZipModalVariant } from './zip-modal';
import { hostApp, zipModalOpening } from '../platform/zip-modal-opening';
import { requestedOpening } from './zip-modal-rules';

/** Props from the root config (slot `data-*` attributes arrive camel-cased) plus test seams. */
export interface ZipModalRootProps {
  bus: EventBus;
  /** Slot `data-app`: the host application (dealers, configurator, payment-estimator...). */
  app?: string;
  /** Slot `data-force="true"` opens the modal full screen even with a saved ZIP. */
  force?: string;
  /**
   * Set by the root config when this slot slept through the first load (a saved ZIP kept the modal
   * closed) and the event named here woke it: a `zip-modal:open` request is delivered from bus.last().
   */
  wokenBy?: BusEventType;
  lookup?: DealerLookup;
  sources?: PageContextSources & { document?: Document };
  /** The island of a server render (ADR 0213): the open modal is hydrated in the slot, not in a portal. */
  firstScreen?: FirstScreenIsland;
}

interface View {
  open: boolean;
  fullScreen: boolean;
  variant: ZipModalVariant;
  initialZip: string;
  /** Bumped to give a reopened modal a fresh form (spec: reopens with the input cleared). */
  generation: number;
}

/**
 * The ZIP modal parcel: decides on load (and on a state change) whether to ask for a ZIP, saves a
 * valid one to the `zipcode` cookie and publishes `zipcode-valid`; other parcels (the region gate)
 * open it again with `zip-modal:open`.
 */
/** What the modal shows for a state code: the on-load rule (zipModalOpening) read against the cookie. */
function decideView(props: ZipModalRootProps, context: PageContext, stateCode: string | undefined, generation: number): View {
  const { app, force, sources } = props;
  const saved = readZipcode({ document: sources?.document });
  const opening = zipModalOpening({
    hasCookie: saved !== undefined,
    forced: force === 'true',
    app: hostApp(app, context.app, context.pageKinds),
    pageKinds: context.pageKinds,
    stateCode,
    setRegion: context.setRegion,
    pathname: (sources?.location ?? window.location).pathname,
  });
  return {
    open: opening.open,
    fullScreen: opening.open && opening.forced,
    variant: saved ? 'update' : 'location',
    initialZip: saved ?? '',
    generation,
  };
}

/** The modal's first view: a request that woke the parcel, else the on-load rule. */
function firstView(props: ZipModalRootProps, context: PageContext): View {
  const { bus, wokenBy, sources } = props;
  // The request that woke this parcel was published before it could subscribe: honour it now.
  const pending = wokenBy === 'zip-modal:open' ? bus.last('zip-modal:open') : undefined;
  if (pending) return { open: true, ...requestedOpening(pending, readZipcode({ document: sources?.document })), generation: 0 };
  return decideView(props, context, bus.last('state-change')?.stateCode ?? context.stateCode, 0);
}

/**
 * Whether the modal can hydrate its slot's server markup (ADR 0213): the server renders the
 * location modal a first visit opens with; a visitor whose first view differs (a ZIP saved since
 * the page was published) gets a client render. The catalogue loads first, for a Spanish first render.
 */
export async function prepareZipModalHydration(props: ZipModalRootProps, sources = props.sources): Promise<boolean> {
  const context = pageContext(sources);
  const view = firstView({ ...props, sources }, context);
  if (!view.open || view.variant !== 'location' || view.fullScreen) return false;
  await preloadMessages(context.language);
  return true;
}

export function ZipModalRoot(props: ZipModalRootProps) {
  const { bus, app, lookup, sources, firstScreen } = props;
  const context = useMemo(() => pageContext(sources), [sources]);
  const cookieDocument = sources?.document;
  const dealerLookup = useMemo(() => lookup ?? createDealerLookup(), [lookup]);
  const decide = (stateCode: string | undefined, generation: number): View => decideView(props, context, stateCode, generation);
  const [view, setView] = useState<View>(() => firstView(props, context));

  useEffect(() => {
    const offState = bus.subscribe('state-change', ({ stateCode }) => {
      setView((current) => {
        if (current.open) return current;
        const next = decide(stateCode, current.generation + 1);
        return next.open ? next : current;
      });
    });
    // A command, so it is not replayed from bus.last() on mount: an old request must not reopen a
    // modal the shopper has since answered.
    const offOpen = bus.subscribe('zip-modal:open', (request) => {
      const opening = requestedOpening(request, readZipcode({ document: cookieDocument }));
      setView((current) => ({ open: true, ...opening, generation: current.generation + 1 }));
    });
    return () => {
      offState();
      offOpen();
    };
    // decide() reads only values fixed for the life of the parcel.
  }, [bus]);

  const onSave = (zipcode: string): void => {
    writeZipcode(zipcode, { document: cookieDocument });
    bus.publish('zipcode-valid', { version: 1, zipcode });
  };

  return (
    <I18nProvider language={context.language}>
      <ZipModal
        key={view.generation}
        open={view.open}
        // The server rendered the first modal in the slot; a reopened one goes to the page's body.
        inline={Boolean(firstScreen) && view.generation === 0}
        variant={view.variant}
        fullScreen={view.fullScreen}
        initialZip={view.initialZip}
        lookup={dealerLookup}
        onSave={onSave}
        onClose={() => setView((current) => ({ ...current, open: false }))}
        fallbackFocus={() => mainHeading(sources?.document ?? document, hostApp(app, context.app, context.pageKinds))}
      />
    </I18nProvider>
  );
}

/**
 * The main heading of the application the modal serves (the first h1 in its slot), else the page's
 * first h1: where focus goes when the modal opened on page load and closes (issue 15), rather than
 * falling to the page body.
 */
export function mainHeading(doc: Document, app: string | undefined): HTMLElement | null {
  const slot = app && /^[a-z0-9-]+$/i.test(app) ? doc.querySelector(`[data-mfe="${app}"]`) : null;
  return slot?.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('h1');
}
