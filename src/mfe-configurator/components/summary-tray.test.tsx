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
});
