import { ANGLE_YAW } from '../../src/domain/exterior-angles';
import { loadCatalog } from './catalog-loader';
import { imagerySchema } from './catalog.schema';

// Issue 17: every live series turns smoothly (24 angles, 15 degrees apart) from the side view.
const catalog = loadCatalog();

describe('catalog imagery', () => {
  const live = [...catalog.list('live', 'toyota'), ...catalog.list('live', 'lexus')];

  it.each(live.map((e) => [e.file, e.data.imagery.exteriorAngles] as const))('%s lists 24 distinct angles, one every 15 degrees, hero first at the side', (_file, angles) => {
    expect(angles).toHaveLength(24);
    // Oracle: the yaws, read straight from the table, are exactly 0, 15, ..., 345.
    const yaws = angles.map((a) => ANGLE_YAW[a]).sort((a, b) => a! - b!);
    expect(yaws).toEqual(Array.from({ length: 24 }, (_, i) => i * 15));
    expect(angles[0]).toBe(1);
  });

  it('keeps preview and prelive catalogs valid with angles the image service draws', () => {
    const others = [...catalog.list('preview'), ...catalog.list('prelive')];
    expect(others.length).toBeGreaterThan(0);
    for (const entry of others) expect(imagerySchema.safeParse(entry.data.imagery).success).toBe(true);
  });

  it('refuses an exterior angle the image service does not draw', () => {
    const base = { exteriorAngles: [1], interiorAngles: [1] };
    expect(imagerySchema.safeParse(base).success).toBe(true);
    for (const bad of [0, 33, 36, 1.5]) expect(imagerySchema.safeParse({ ...base, exteriorAngles: [1, bad] }).success).toBe(false);
  });
});
