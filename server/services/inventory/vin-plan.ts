import { composeVin } from '../../../src/domain/vin';
import type { CatalogFile } from '../../catalog/catalog.schema';

/**
 * SAMPLE VINs: the makers' real world manufacturer identifiers and a correct check digit
 * (49 CFR 565), with a descriptor made from the trim and a serial number counted over the whole
 * stock, so every VIN of the stock is distinct.
 */
const WMI: Readonly<Record<string, { wmi: string; plant: string }>> = {
  tacoma: { wmi: '3TM', plant: 'M' },
  tacomahybrid: { wmi: '3TY', plant: 'M' },
  rav4: { wmi: '2T3', plant: 'W' },
  rav4hybrid: { wmi: 'JTM', plant: 'D' },
  rav4prime: { wmi: 'JTM', plant: 'J' },
  prius: { wmi: 'JTD', plant: 'J' },
  mirai: { wmi: 'JTD', plant: 'A' },
  sienna: { wmi: '5TD', plant: 'S' },
  nx: { wmi: '2T2', plant: 'C' },
  rx: { wmi: '2T2', plant: 'C' },
};
const FALLBACK = { toyota: { wmi: 'JTD', plant: 'J' }, lexus: { wmi: 'JTJ', plant: 'A' } } as const;
/** Characters a VIN may hold (no I, O, Q). */
const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function descriptor(file: CatalogFile, trimCode: string): string {
  const series = file.seriesId.toUpperCase().replace(/[^A-HJ-NPR-Z0-9]/g, 'X').padEnd(2, 'X').slice(0, 2);
  const t = Math.max(0, file.trims.findIndex((x) => x.code === trimCode));
  return `${series}${VIN_ALPHABET[Math.floor(t / VIN_ALPHABET.length) % VIN_ALPHABET.length]}${VIN_ALPHABET[t % VIN_ALPHABET.length]}${VIN_ALPHABET[file.grades.length % VIN_ALPHABET.length]}`;
}

/** The VIN of the `serial`-th vehicle of the stock, a `trimCode` of `file`. */
export function vinFor(file: CatalogFile, trimCode: string, serial: number): string {
  const maker = WMI[file.seriesId] ?? FALLBACK[file.brand];
  return composeVin({ wmi: maker.wmi, descriptor: descriptor(file, trimCode), year: file.year, plant: maker.plant, serial });
}
