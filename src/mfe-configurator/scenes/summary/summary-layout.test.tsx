import { buildFromConfiguration } from '../../../domain/build-from-config';
import { computeTotals, DEFAULT_PACKAGE_CODES, shopperPackages } from '../../../domain/pricing';
import { formatPrice } from '../../../domain/format';
import { renderWithProviders, screen, within } from '../../../../test/test-utils';
import { truckConfig } from '../configurator/configurator.fixture';
import { SummaryView } from './summary-view';

/** The summary as a designed page (issue 27): key specs by the car, quote first, no internal lines. */
const selection = { exteriorColorCode: '3U5', interiorColorCode: 'FB20', packageCodes: ['FE', 'QD', 'TC'], accessoryCodes: ['BEDMAT'] };
const build = () => buildFromConfiguration(truckConfig(), selection);

function renderSummary(language: 'en' | 'es' = 'en') {
  return renderWithProviders(
    <SummaryView
      build={build()}
      lang={language}
      zipcode="90210"
      disclaimers={{ ready: true, disclaimers: { mpg: '', mpge: '' } }}
      nextStepsActions={<button type="button" className="vc-next__primary">Request a quote</button>}
      onBackToBuild={jest.fn()}
      onChangeTrim={jest.fn()}
    />,
    { language },
  );
}

describe('summary page layout', () => {
  it('lists the shopper\'s packages without the always-included internal ones, whose price stays in the total', () => {
    const b = build();
    const internal = b.packages.filter((p) => DEFAULT_PACKAGE_CODES.includes(p.code));
    expect(internal.map((p) => p.code).sort()).toEqual(['FE', 'QD']);
    renderSummary();
    const info = screen.getByRole('region', { name: 'Your selections' });
    for (const p of internal) expect(within(info).queryByText(new RegExp(`^${p.title}:`))).toBeNull();
    expect(within(info).getByText(/^Technology Package: /)).toBeInTheDocument();
    // The total is the build's whole price, internal lines included (an independent sum of the build's lines).
    expect(screen.getByText(`Total MSRP ${formatPrice(computeTotals(b).totalSRP)}`)).toBeInTheDocument();
  });

  it('keeps only the shopper\'s packages, in order (shopperPackages)', () => {
    const list = [{ code: 'QD' }, { code: 'TC' }, { code: 'FE' }, { code: 'CP' }];
    expect(shopperPackages(list)).toEqual([{ code: 'TC' }, { code: 'CP' }]);
  });

  it('shows key specs under the car and puts the next steps before the pictures and the list', () => {
    renderSummary();
    const specs = document.querySelector('.cfg-summary__specs')!;
    expect(within(specs as HTMLElement).getByText('Grade').nextElementSibling).toHaveTextContent('SR');
    const order = [...document.querySelectorAll('.cfg-summary__layout > *')].map((el) => el.className);
    expect(order).toEqual(['cfg-summary__hero', 'cfg-summary__aside', 'cfg-summary__details']);
    const next = screen.getByRole('region', { name: 'Next steps' });
    const first = within(next).getAllByRole('button')[0];
    expect(first).toHaveAccessibleName('Request a quote');
    // The inventory link-out follows the actions as a secondary way on.
    expect(within(next).getByRole('link', { name: 'Search inventory for this build' })).toHaveClass('cfg-summary__secondary');
  });
});
