import { renderWithProviders, screen } from '../../../test/test-utils';
import { PriceAnnouncer } from './price-announcer';

describe('PriceAnnouncer', () => {
  it('says nothing on first render, speaks each new total once, and keeps it while the total stays', () => {
    const view = renderWithProviders(<PriceAnnouncer total={41000} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    view.rerender(<PriceAnnouncer total={41500} />);
    expect(status).toHaveTextContent('Total MSRP is now $41,500');
    view.rerender(<PriceAnnouncer total={41500} />);
    expect(status).toHaveTextContent('Total MSRP is now $41,500');
    view.rerender(<PriceAnnouncer total={40995} />);
    expect(status).toHaveTextContent('Total MSRP is now $40,995');
  });
});
