import { act, renderWithProviders, screen } from '../../../test/test-utils';
import { SummaryTray } from './summary-tray';

describe('SummaryTray', () => {
  it('pulses the total after the frame that shows each new one, not on first render', async () => {
    let frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const paint = async () => {
      const run = frames;
      frames = [];
      run.forEach((frame) => frame(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    const { rerender } = renderWithProviders(<SummaryTray title="2024 Tacoma SR" totalSRP={31500} onReview={() => undefined} />);
    await paint();
    const total = screen.getByText('$31,500');
    expect(total).not.toHaveAttribute('data-motion');
    rerender(<SummaryTray title="2024 Tacoma SR" totalSRP={32000} onReview={() => undefined} />);
    expect(total).toHaveTextContent('$32,000');
    expect(total).not.toHaveAttribute('data-motion');
    await paint();
    expect(total).toHaveAttribute('data-motion');
    rerender(<SummaryTray title="2024 Tacoma SR" totalSRP={32500} onReview={() => undefined} />);
    expect(total).not.toHaveAttribute('data-motion');
    await paint();
    expect(total).toHaveAttribute('data-motion');
    jest.restoreAllMocks();
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
