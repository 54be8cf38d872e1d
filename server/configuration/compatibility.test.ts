import { explicitPicks } from './compatibility';

describe('compatibility seam', () => {
  it('turns the client\'s current selected config into explicit-pick keys', () => {
    const keys = explicitPicks({ exteriorColorCode: '040', interiorColorCode: 'SB20', wheelsCode: 'W18S', packageCodes: ['TC'], accessoryCodes: ['HITCH'] });
    expect([...keys].sort()).toEqual(['ACCESSORY:HITCH', 'EXTERIOR_COLOR:040', 'INTERIOR_COLOR:SB20', 'PACKAGE:TC', 'WHEELS:W18S']);
  });

  it('treats a missing current selected config as no explicit picks', () => {
    expect(explicitPicks(null).size).toBe(0);
    expect(explicitPicks(undefined).size).toBe(0);
  });
});
