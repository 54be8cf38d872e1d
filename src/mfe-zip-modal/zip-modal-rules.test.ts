import { requestedOpening } from './zip-modal-rules';

describe('requestedOpening', () => {
  it('shows the region-error variant full screen for the region gate, cleared when asked', () => {
    expect(requestedOpening({ version: 1, reason: 'region-not-set', clearInput: true }, '90210')).toEqual({ variant: 'region-error', fullScreen: true, initialZip: '' });
    expect(requestedOpening({ version: 1, reason: 'region-not-set', clearInput: false }, '90210')).toEqual({ variant: 'region-error', fullScreen: true, initialZip: '90210' });
  });

  it('opens a forced request full screen and an update-location request as an ordinary dialog', () => {
    expect(requestedOpening({ version: 1, reason: 'forced', clearInput: false }, '90210')).toEqual({ variant: 'update', fullScreen: true, initialZip: '90210' });
    expect(requestedOpening({ version: 1, reason: 'update-location', clearInput: false }, '90210')).toEqual({ variant: 'update', fullScreen: false, initialZip: '90210' });
    expect(requestedOpening({ version: 1, reason: 'update-location', clearInput: true }, '90210')).toEqual({ variant: 'update', fullScreen: false, initialZip: '' });
  });

  it('asks for a first ZIP when none is saved', () => {
    expect(requestedOpening({ version: 1, reason: 'forced', clearInput: false }, undefined)).toEqual({ variant: 'location', fullScreen: true, initialZip: '' });
  });
});
