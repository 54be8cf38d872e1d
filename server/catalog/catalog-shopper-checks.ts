import { trimLineDetails } from '../../src/domain/trim-lines';
import type { CatalogFile } from './catalog.schema';

type Add = (path: ReadonlyArray<string | number>, message: string) => void;

/**
 * Checks of what a shopper reads off a catalog file, which a schema cannot see (issue 25):
 * - the series card states one trim: its starting price is the cheapest trim's (crossref checks
 *   that), and its fuel type and fuel economy are that same trim's (not one trim's price beside
 *   another's MPGe);
 * - grades come in price order, from the lowest starting price up;
 * - no two trims of a grade read the same where the grade's trims are listed (title plus the
 *   attributes that tell them apart, by the very function the trim scene uses).
 */
export function checkShopperFacing(file: CatalogFile, add: Add): void {
  const starting = [...file.trims].sort((a, b) => a.msrp - b.msrp)[0];
  if (!starting) return;
  if (JSON.stringify(file.mileage) !== JSON.stringify(starting.mileage)) {
    add(['mileage'], `the series' fuel economy is not that of its starting trim ${starting.code}, whose price the card shows`);
  }
  if (file.mileage.category !== file.fuelType) add(['fuelType'], `fuel type "${file.fuelType}" is not the starting trim's ("${file.mileage.category}")`);

  const lowest = (gradeId: string) => Math.min(...file.trims.filter((t) => t.gradeId === gradeId).map((t) => t.msrp));
  file.grades.forEach((g, i) => {
    const previous = file.grades[i - 1];
    if (previous && lowest(g.id) < lowest(previous.id)) add(['grades', i], `grade "${g.gradeName}" (from ${lowest(g.id)}) is listed after the dearer "${previous.gradeName}" (from ${lowest(previous.id)})`);
  });

  const value = (list: { code: string; value: string }[], code: string | undefined) => list.find((o) => o.code === code)?.value ?? '';
  const o = file.options;
  for (const g of file.grades) {
    const trims = file.trims.filter((t) => t.gradeId === g.id);
    const details = trimLineDetails(
      trims.map((t) => ({ title: t.title, attributes: [value(o.drives, t.driveCode), value(o.transmissions, t.transmissionCode), value(o.engines, t.engineCode), value(o.seatings, t.seatingCode)] })),
    );
    const seen = new Map<string, string>();
    trims.forEach((t, i) => {
      const line = [t.title, ...details[i], String(t.msrp)].join(', ');
      const twin = seen.get(line);
      if (twin) add(['trims', file.trims.indexOf(t)], `trims ${twin} and ${t.code} of grade "${g.gradeName}" read the same: "${line}"`);
      seen.set(line, t.code);
    });
  }
}
