import { trimLineDetails } from './trim-lines';

describe('trimLineDetails', () => {
  it('shows the drive always, and the transmission where it tells two trims of a grade apart', () => {
    const offRoad = [
      { title: 'TRD Off-Road Double Cab with 5-ft Bed', attributes: ['4x4', '8-speed automatic', '2.4L Turbo', ''] },
      { title: 'TRD Off-Road Double Cab with 5-ft Bed', attributes: ['4x4', '6-speed manual', '2.4L Turbo', ''] },
      { title: 'TRD Off-Road Double Cab with 6-ft Bed', attributes: ['4x4', '8-speed automatic', '2.4L Turbo', ''] },
    ];
    expect(trimLineDetails(offRoad)).toEqual([
      ['4x4', '8-speed automatic'],
      ['4x4', '6-speed manual'],
      ['4x4', '8-speed automatic'],
    ]);
  });

  it('keeps a single trim to its drive, and leaves out empty values', () => {
    expect(trimLineDetails([{ title: 'Limited', attributes: ['4x4', 'AT8', 'T24', ''] }])).toEqual([['4x4']]);
    expect(trimLineDetails([{ title: 'LE', attributes: ['', 'CVT', 'G25', 'S7'] }, { title: 'LE', attributes: ['', 'CVT', 'G25', 'S8'] }])).toEqual([['S7'], ['S8']]);
  });
});
