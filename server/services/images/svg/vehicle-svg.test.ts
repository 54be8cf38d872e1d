import { ANGLE_YAW, evenTurn } from '../../../../src/domain/exterior-angles';
import { EXTERIOR_ANGLES, type ExteriorAngle } from '../image-kinds';
import { vehicleFragment } from './vehicle-svg';

const MIRROR = 'matrix(-1,0,0,1,1600,0)';

describe('vehicle drawings by yaw', () => {
  it('draws a different picture at each of the 24 turning steps', () => {
    const fragments = evenTurn(24).map((a) => vehicleFragment('suv', 'C0392B', a as ExteriorAngle));
    expect(new Set(fragments).size).toBe(24);
  });

  it('draws the other side (past the tail) as the mirror image of the same view on this side', () => {
    for (const angle of EXTERIOR_ANGLES) {
      const yaw = ANGLE_YAW[angle]!;
      const fragment = vehicleFragment('truck', '1F4E8C', angle);
      if (yaw <= 180) continue;
      const twin = EXTERIOR_ANGLES.find((a) => ANGLE_YAW[a] === 360 - yaw)!;
      expect({ angle, mirrored: fragment.replace(`<g transform="${MIRROR}">`, '').replace(/<\/g>$/, '') }).toEqual({ angle, mirrored: vehicleFragment('truck', '1F4E8C', twin) });
    }
  });
});
