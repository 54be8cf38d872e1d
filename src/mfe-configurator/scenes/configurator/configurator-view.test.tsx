import type { BuildStepName } from '../../../domain/entities';
import { computeTotals } from '../../../domain/pricing';
import { formatPrice } from '../../../domain/format';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { truckConfig } from './configurator.fixture';
import { viewModelFor } from './test-support/view-model';
import type { ConfiguratorActions, ConfiguratorModel } from './configurator-model';
import { ConfiguratorView } from './configurator-view';


function actionsSpy(): jest.Mocked<ConfiguratorActions> {
  return {
    select: jest.fn(),
    goToStep: jest.fn(),
    resolveConflict: jest.fn(),
    cancelConflict: jest.fn(),
    undo: jest.fn(),
    redo: jest.fn(),
    showDetail: jest.fn(),
    hideDetail: jest.fn(),
    review: jest.fn(),
    backToTrim: jest.fn(),
    dismissNotice: jest.fn(),
  };
}

const renderView = (model: ConfiguratorModel, actions = actionsSpy(), language: 'en' | 'es' = 'en') => ({
  actions,
  ...renderWithProviders(<ConfiguratorView model={model} actions={actions} />, { language }),
});

describe('ConfiguratorView', () => {
  it('shows the applicable build steps in spec order and marks the current one', () => {
    renderView(viewModelFor({ step: 'powertrain' }));
    const nav = screen.getByRole('navigation', { name: 'Build steps' });
    const names = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Cab and bed', 'Color', 'Powertrain', 'Packages', 'Options', 'Accessories']);
    expect(within(nav).getByRole('button', { name: 'Powertrain' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Step 3 of 6: Powertrain' })).toBeInTheDocument();
  });

  it('asks for another step from the nav and from previous/next', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'color' }));
    await user.click(screen.getByRole('button', { name: 'Accessories' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(actions.goToStep.mock.calls.map(([s]) => s)).toEqual<BuildStepName[]>(['accessories', 'powertrain', 'cab']);
  });

  it('names colour swatches with their price and picks one as an ADD', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'color' }));
    const exterior = screen.getByRole('group', { name: 'Exterior color' });
    expect(within(exterior).getByRole('radio', { name: 'Ice Cap, included' })).toBeChecked();
    await user.click(within(exterior).getByRole('radio', { name: 'Supersonic Red, $500' }));
    expect(actions.select).toHaveBeenCalledWith({ itemType: 'EXTERIOR_COLOR', itemCode: '3U5', changeType: 'ADD' });
    expect(screen.getByRole('group', { name: 'Interior color' })).toBeInTheDocument();
  });

  it('keeps an incompatible colour visible with the trim that has it, and still lets the shopper pick it', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'color' }));
    const octane = screen.getByRole('radio', { name: 'Solar Octane, $500' });
    expect(octane).toHaveAccessibleDescription('Available on 7141');
    await user.click(octane);
    expect(actions.select).toHaveBeenCalledWith({ itemType: 'EXTERIOR_COLOR', itemCode: '4Y8', changeType: 'ADD' });
  });

  it('offers cab/bed and powertrain choices with their price difference', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'cab' }));
    const cab = screen.getByRole('group', { name: 'Cab and bed' });
    expect(within(cab).getByRole('radio', { name: 'Double Cab with 5-ft Bed, no price change' })).toBeChecked();
    await user.click(within(cab).getByRole('radio', { name: 'XtraCab with 6-ft Bed, -$1,400' }));
    expect(actions.select).toHaveBeenCalledWith({ itemType: 'CAB_BED', itemCode: 'XC6', changeType: 'ADD' });
  });

  it('shows the powertrain sub-steps engine, drivetrain and transmission', () => {
    renderView(viewModelFor({ step: 'powertrain' }));
    expect(screen.getByRole('group', { name: 'Engine' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'i-FORCE MAX 2.4L Hybrid, +$4,000' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Drivetrain' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Transmission' })).toBeInTheDocument();
  });

  it('toggles packages as checkboxes named with their price and says what an incompatible one requires', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'packages' }, { packageCodes: ['FE', 'QD', 'TC'] }));
    const tech = screen.getByRole('checkbox', { name: 'Technology Package, $1,200' });
    expect(tech).toBeChecked();
    const premium = screen.getByRole('checkbox', { name: 'Premium Package, $2,500' });
    expect(premium).toHaveAccessibleDescription('Requires Technology Package');
    await user.click(tech);
    await user.click(premium);
    expect(actions.select.mock.calls).toEqual([
      [{ itemType: 'PACKAGE', itemCode: 'TC', changeType: 'REMOVE' }],
      [{ itemType: 'PACKAGE', itemCode: 'PR', changeType: 'ADD' }],
    ]);
    // The defaults FE and QD are always in and never offered for removal.
    expect(screen.queryByRole('checkbox', { name: /50 State Emissions/ })).not.toBeInTheDocument();
  });

  it('groups accessories by subsection with Popular first', () => {
    renderView(viewModelFor({ step: 'accessories' }));
    const step = screen.getByRole('region', { name: /^Step \d of \d: Accessories$/ });
    const groups = within(step).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Popular', 'Floor Protection', 'Bed']);
    const popular = screen.getByRole('group', { name: 'Popular' });
    expect(within(popular).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual([
      'All-Weather Floor Liners, $199',
      'Bed Mat, $150',
    ]);
  });

  it('jumps from the accessories nav to a subsection and lands on its first checkbox', async () => {
    const { user } = renderView(viewModelFor({ step: 'accessories' }));
    const nav = screen.getByRole('navigation', { name: 'Accessory sections' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Popular', 'Floor Protection', 'Bed']);
    await user.click(within(nav).getByRole('button', { name: 'Bed' }));
    expect(screen.getByRole('checkbox', { name: 'Hard Tri-Fold Tonneau Cover, $1,000' })).toHaveFocus();
  });

  it('opens the detail overlay of a package', async () => {
    const { user, actions } = renderView(viewModelFor({ step: 'packages' }));
    await user.click(screen.getByRole('button', { name: 'Details: Technology Package' }));
    expect(actions.showDetail).toHaveBeenCalledWith({ type: 'package', data: expect.objectContaining({ code: 'TC' }) });
  });

  it('renders the detail overlay as a dialog that closes on request', async () => {
    const model = viewModelFor({ detail: { type: 'package', data: truckConfig().packages[2] } });
    const { user, actions } = renderView(model);
    const dialog = screen.getByRole('dialog', { name: 'Technology Package' });
    expect(within(dialog).getByText('Price: $1,200')).toBeInTheDocument();
    expect(within(dialog).getByText('Technology Package feature')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(actions.hideDetail).toHaveBeenCalled();
  });

  it("shows the item's picture from the image service in the detail overlay, and none when the catalog has none", () => {
    const withPicture = { ...truckConfig().packages[2]!, images: [{ alias: 'thumb', disclaimer: '', isHero: false, url: '/images/thumbnails/packages/TC', angle: null, background: null, time: null, backgrounds: null, timesOfDay: null }] };
    const { unmount } = renderView(viewModelFor({ detail: { type: 'package', data: withPicture } }));
    const dialog = screen.getByRole('dialog', { name: 'Technology Package' });
    expect(dialog.querySelector('img.cfg-detail__picture')).toHaveAttribute('src', '/images/thumbnails/packages/TC');
    unmount();
    renderView(viewModelFor({ detail: { type: 'package', data: { ...withPicture, images: [] } } }));
    expect(screen.getByRole('dialog', { name: 'Technology Package' }).querySelector('img')).toBeNull();
  });

  it('breaks the price down and totals it with domain computeTotals, DIO accessories apart', () => {
    const model = viewModelFor({}, { exteriorColorCode: '3U5', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: ['AWFL', 'TONHD'] });
    renderView(model);
    const breakdown = screen.getByRole('region', { name: 'Price breakdown' });
    const text = (label: string) => within(breakdown).getByText(label).nextElementSibling?.textContent;
    expect(text('Base MSRP')).toBe('$32,900');
    expect(text('Exterior color: Supersonic Red')).toBe('$500');
    expect(text('Packages and options')).toBe('$1,200');
    expect(text('Accessories')).toBe('$199');
    expect(text('Delivery, Processing and Handling')).toBe('$1,495');
    expect(text('Dealer-installed accessories')).toBe('$1,000');
    const totals = computeTotals(model.build);
    expect(text('Total MSRP')).toBe(formatPrice(totals.totalSRP));
    expect(text('Total with dealer-installed accessories')).toBe(formatPrice(totals.totalCost));
    expect(totals.totalSRP).toBe(32900 + 500 + 1200 + 199 + 1495);
  });

  it('announces a changed total politely, not on first render', () => {
    const actions = actionsSpy();
    const { rerender } = renderView(viewModelFor(), actions);
    const live = screen.getAllByRole('status').find((el) => el.getAttribute('aria-atomic') === 'true')!;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');
    rerender(<ConfiguratorView model={viewModelFor({}, { exteriorColorCode: '3U5' })} actions={actions} />);
    expect(live).toHaveTextContent('Total MSRP is now $34,895');
  });

  it('shows the running total in the summary tray and goes to the summary', async () => {
    const { user, actions } = renderView(viewModelFor());
    const tray = screen.getByRole('region', { name: 'Build summary' });
    expect(within(tray).getByText('$34,395')).toBeInTheDocument();
    await user.click(within(tray).getByRole('button', { name: 'Review build' }));
    expect(actions.review).toHaveBeenCalled();
  });

  it('leaves for the grade choice from "Change grade", marked for the exit-build prompt, beside the next-steps slot', async () => {
    const actions = actionsSpy();
    const { user } = renderWithProviders(<ConfiguratorView model={viewModelFor()} actions={actions} nextSteps={<a href="/inventory">Search inventory</a>} />);
    const change = screen.getByRole('button', { name: 'Change grade' });
    expect(change).toHaveAttribute('data-exit-build');
    expect(screen.getByRole('link', { name: 'Search inventory' })).toBeInTheDocument();
    await user.click(change);
    expect(actions.backToTrim).toHaveBeenCalledTimes(1);
  });

  it('switches the render area between exterior and interior views and angles', async () => {
    const { user } = renderView(viewModelFor());
    const area = screen.getByRole('region', { name: 'Vehicle preview' });
    expect(within(area).getByRole('img')).toHaveAttribute('src', '/images/render/exterior/1?width=768');
    await user.click(within(area).getByRole('button', { name: 'Next angle' }));
    expect(within(area).getByRole('img')).toHaveAttribute('src', '/images/render/exterior/2?width=768');
    // Angles count in turning order (front, front three-quarter, side...): angle 2 comes first.
    expect(within(area).getByText('Angle 1 of 2')).toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Interior' }));
    expect(within(area).getByRole('button', { name: 'Interior' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(area).getByRole('img', { name: '2024 Tacoma SR in Black Fabric, interior view' })).toHaveAttribute('src', '/images/render/interior/1');
  });

  it('undoes and redoes with buttons and with Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z', async () => {
    const { user, actions } = renderView(viewModelFor({ canUndo: true, canRedo: true }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}');
    expect(actions.undo).toHaveBeenCalledTimes(2);
    expect(actions.redo).toHaveBeenCalledTimes(2);
  });

  it('disables undo and redo when there is nothing to undo or redo', async () => {
    const { user, actions } = renderView(viewModelFor());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    await user.keyboard('{Control>}z{/Control}');
    expect(actions.undo).not.toHaveBeenCalled();
  });

  it('tells the shopper politely when a change could not be applied', async () => {
    const { user, actions } = renderView(viewModelFor({ notices: [{ kind: 'update-failed', offline: false }] }));
    expect(screen.getByText('We could not apply that change. Your build has not changed. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(actions.dismissNotice).toHaveBeenCalled();
  });

  it('renders in Spanish', () => {
    renderView(viewModelFor({ step: 'color' }), actionsSpy(), 'es');
    expect(screen.getByRole('radio', { name: 'Supersonic Red, $500' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pasos de configuración' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar configuración' })).toBeInTheDocument();
  });
});
