import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CatalogError, parseCatalogFile } from './catalog-loader';

// A real shipped file is the valid baseline; each test breaks one thing and expects the loader to
// name the file and the exact field path.
const FILE = 'live/toyota/tacoma-2024.json';
// Tests reach into arbitrary JSON paths to break them; typing each path would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const baseline = (): Json => JSON.parse(readFileSync(path.join(__dirname, 'content', FILE), 'utf8'));

function errorFor(mutate: (file: Json) => void): string {
  const file = baseline();
  mutate(file);
  try {
    parseCatalogFile(FILE, JSON.stringify(file));
  } catch (err) {
    expect(err).toBeInstanceOf(CatalogError);
    return (err as Error).message;
  }
  throw new Error('expected the file to be rejected');
}

describe('catalog cross-reference checks', () => {
  it('accepts the unmodified baseline', () => {
    expect(() => parseCatalogFile(FILE, JSON.stringify(baseline()))).not.toThrow();
  });

  it('rejects a trim listing an unknown exterior colour id', () => {
    const msg = errorFor((f) => f.trims[3].exteriorColorIds.push('ext-NOPE'));
    expect(msg).toContain(`${FILE}: trims.3.exteriorColorIds.`);
    expect(msg).toContain('unknown exterior colour id "ext-NOPE"');
  });

  it('rejects a default colour that the trim does not offer', () => {
    const msg = errorFor((f) => {
      f.trims[0].defaultColorId = 'ext-5D7';
    });
    expect(msg).toContain(`${FILE}: trims.0.defaultColorId: default colour "ext-5D7" is not available on the trim`);
  });

  it('rejects a rule naming an unknown package code', () => {
    const msg = errorFor((f) => f.rules.packageRequires.push({ package: 'ZZ', requires: ['TC'] }));
    expect(msg).toMatch(new RegExp(`${FILE}: rules\\.packageRequires\\.\\d+\\.package: unknown package code "ZZ"`));
  });

  it('rejects an unknown grade in an accessory rule', () => {
    const msg = errorFor((f) => f.rules.accessoryRequires.push({ accessory: 'FAK', grades: ['nograde'] }));
    expect(msg).toMatch(/rules\.accessoryRequires\.\d+\.grades\.0: unknown grade id "nograde"/);
  });

  it('rejects a trim whose grade does not exist', () => {
    expect(errorFor((f) => (f.trims[1].gradeId = 'zz'))).toContain('trims.1.gradeId: unknown grade id "zz"');
  });

  it('rejects a truck trim without a cab/bed and an unknown cab/bed', () => {
    expect(errorFor((f) => delete f.trims[0].cabBedCode)).toContain('trims.0.cabBedCode: a trim of a series with cab/bed choices needs a cabBedCode');
    expect(errorFor((f) => (f.trims[0].cabBedCode = 'XX9'))).toContain('trims.0.cabBedCode: unknown cab/bed code "XX9"');
  });

  it('rejects a trim missing a default package (FE or QD) at $0', () => {
    const msg = errorFor((f) => {
      f.trims[2].packages = f.trims[2].packages.filter((p: { id: string }) => p.id !== 'pkg-QD');
      f.trims[2].defaultPackageIds = ['pkg-FE'];
    });
    expect(msg).toContain('trims.2.packages: default package QD must be on every trim at $0');
  });

  it('rejects a colour listed on a grade that the colour-grade rule excludes', () => {
    const msg = errorFor((f) => f.trims[0].exteriorColorIds.push('ext-4Y8'));
    expect(msg).toContain('trims.0.exteriorColorIds: colour 4Y8 is restricted to grades trdoffroad');
  });

  it('rejects a default interior that breaks a colour pair', () => {
    const msg = errorFor((f) => {
      const limited = f.trims.find((t: { gradeId: string }) => t.gradeId === 'limited');
      limited.defaultColorId = 'ext-3U5';
      limited.defaultInteriorColorId = 'int-LB40';
    });
    expect(msg).toMatch(/trims\.\d+\.defaultInteriorColorId: default interior LB40 does not pair with default exterior 3U5/);
  });

  it('rejects a trim offering a package whose required package it lacks', () => {
    const msg = errorFor((f) => {
      const sport = f.trims.find((t: { gradeId: string }) => t.gradeId === 'trdsport');
      sport.packages = sport.packages.filter((p: { id: string }) => p.id !== 'pkg-TC');
    });
    expect(msg).toMatch(/trims\.\d+\.packages: package PR is offered but the trim lacks its required TC/);
  });

  it('rejects default packages that exclude each other', () => {
    const msg = errorFor((f) => {
      const sport = f.trims.find((t: { gradeId: string }) => t.gradeId === 'trdsport');
      sport.defaultPackageIds.push('pkg-MR', 'pkg-CR');
    });
    expect(msg).toMatch(/defaultPackageIds: default package MR excludes CR/);
  });

  it('rejects a trim outside a combination table over trim attributes', () => {
    const msg = errorFor((f) => {
      f.rules.combinations[1].allowed = f.rules.combinations[1].allowed.filter((row: string[]) => row[1] !== 'MT6');
    });
    expect(msg).toMatch(/trims\.\d+: trim 7134 is not an allowed combination of rules\.combinations\.1 \(drive-transmission\)/);
  });

  it('rejects duplicate ids and two trims with the same combination', () => {
    expect(errorFor((f) => f.exteriorColors.push({ ...f.exteriorColors[0], code: 'NEW' }))).toMatch(/exteriorColors\.\d+: duplicate id "ext-040"/);
    expect(errorFor((f) => f.trims.push({ ...f.trims[0], code: '9999', isDefaultTrim: false }))).toContain('another trim has the same grade/cab-bed/engine/drive/transmission/seating combination');
  });

  it('rejects a startingMsrp that is not the lowest trim price', () => {
    expect(errorFor((f) => (f.startingMsrp = 1))).toContain('startingMsrp: startingMsrp 1 is not the lowest trim msrp 31500');
  });

  it('rejects an accessory offered on a grade its rule does not allow', () => {
    const msg = errorFor((f) => {
      const sr = f.trims.find((t: { gradeId: string }) => t.gradeId === 'sr');
      sr.accessories.push({ id: 'acc-TRDSKD', msrp: 595 });
    });
    expect(msg).toMatch(/trims\.\d+\.accessories: accessory TRDSKD is offered but needs grade trdoffroad/);
  });

  it('reports every issue of a file, not only the first', () => {
    const msg = errorFor((f) => {
      f.trims[0].gradeId = 'zz';
      f.trims[1].wheelCodes.push('WXX');
    });
    expect(msg).toContain('trims.0.gradeId');
    expect(msg).toContain('trims.1.wheelCodes.1: unknown wheel code "WXX"');
  });
});
