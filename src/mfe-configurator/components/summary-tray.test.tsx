import { renderWithProviders, screen } from '../../../test/test-utils';
import { SummaryTray } from './summary-tray';

describe('SummaryTray', () => {
  it('renders a new total element on every change, so its brief pulse plays each time', () => {
    const { rerender } = renderWithProviders(<SummaryTray title="2024 Tacoma SR" totalSRP={31500} onReview={() => undefined} />);
    const first = screen.getByText('$31,500');
    expect(first).toHaveClass('cfg-price-pulse');
    rerender(<SummaryTray title="2024 Tacoma SR" totalSRP={32000} onReview={() => undefined} />);
    const second = screen.getByText('$32,000');
    expect(second).not.toBe(first);
    expect(second).toHaveClass('cfg-price-pulse');
  });

  it('states the total with dealer-installed accessories beside Total MSRP only when the build has some', () => {
    const { rerender } = renderWithProviders(<SummaryTray title="2024 Tacoma SR" totalSRP={31500} totalCost={31500} onReview={() => undefined} />);
    expect(screen.queryByText('Total with dealer-installed accessories')).toBeNull();
    rerender(<SummaryTray title="2024 Tacoma SR" totalSRP={31500} totalCost={32595} onReview={() => undefined} />);
    expect(screen.getByText('Total with dealer-installed accessories')).toBeInTheDocument();
    expect(screen.getByText('$32,595')).toBeInTheDocument();
    expect(screen.getByText('$31,500')).toBeInTheDocument();
  });
});
