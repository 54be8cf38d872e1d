import { render, waitFor } from '@testing-library/react';
import { ParcelErrorFallback } from './parcel-error-fallback';

describe('ParcelErrorFallback', () => {
  it('reports a render error to the root config and renders nothing', async () => {
    const reportError = jest.fn();
    const error = new Error('boom');
    const { container } = render(<ParcelErrorFallback error={error} reportError={reportError} parcel="zip-modal" />);
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(error));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('logs the error under the parcel name when mounted without a reporter', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    const { container } = render(<ParcelErrorFallback error={error} reportError={'nope' as never} parcel="region-gate" />);
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[region-gate] render failed', error));
    expect(container).toBeEmptyDOMElement();
    consoleError.mockRestore();
  });
});
