import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importClib, parseClibTable } from './import-clib';
import { importDimacs } from './import-dimacs';
import { importXcsp21 } from './import-xcsp21';
import { loadRuleModel } from './load-model';
import { indexModel, parseRuleModelJson } from '../engine/rule-model';
import { RulesEngine } from '../engine/rules-engine';

const XCSP = `<instance>
 <presentation name="tiny" format="XCSP 2.1"/>
 <domains nbDomains="2">
  <domain name="D0" nbValues="3">0..2</domain>
  <domain name="D1" nbValues="2">0 1</domain>
 </domains>
 <variables nbVariables="2">
  <variable name="a" domain="D0"/>
  <variable name="b" domain="D1"/>
 </variables>
 <relations nbRelations="2">
  <relation name="R" arity="2" nbTuples="2" semantics="supports">0 1|2 0</relation>
  <relation name="N" arity="2" nbTuples="1" semantics="conflicts">2 0</relation>
 </relations>
 <constraints nbConstraints="2">
  <constraint name="c0" arity="2" scope="a b" reference="R"/>
  <constraint name="c1" arity="2" scope="a b" reference="N"/>
 </constraints>
</instance>`;

describe('XCSP 2.1 importer', () => {
  it('reads domains, ranges, supports and conflicts relations, keeping names from the file', () => {
    const m = importXcsp21(XCSP, 'tiny.xml');
    expect(m.name).toBe('tiny');
    expect(m.variables).toEqual([
      { name: 'a', values: ['0', '1', '2'] },
      { name: 'b', values: ['0', '1'] },
    ]);
    const engine = RulesEngine.fromModel(m, 'tiny.xml', { cacheDir: false });
    // Supports allow (0,1) and (2,0); the conflicts relation forbids (2,0).
    expect(engine.count()).toBe(1n);
  });

  it('names the file and line of a bad relation', () => {
    const bad = XCSP.replace('0 1|2 0', '0 1|2 x');
    expect(() => importXcsp21(bad, 'tiny.xml')).toThrow(/^tiny\.xml:12: relation R: tuple 2 is not 2 integers/);
  });

  it('names the file and line of a constraint over an unknown variable', () => {
    const bad = XCSP.replace('scope="a b" reference="R"', 'scope="a zz" reference="R"');
    expect(() => importXcsp21(bad, 'tiny.xml')).toThrow(/^tiny\.xml:16: constraint c0: unknown variable zz/);
  });
});

describe('XCSP 2.1 importer: truncated and inconsistent files', () => {
  const cutAfter = (marker: string) => XCSP.slice(0, XCSP.indexOf(marker) + marker.length);

  it('rejects a file cut inside <constraints> (it would otherwise count a larger model)', () => {
    expect(() => importXcsp21(cutAfter('reference="R"/>'), 'tiny.xml')).toThrow(/^tiny\.xml:16: the file ends before <\/instance> \(truncated file\)/);
  });

  it('rejects a file cut inside <relations> (it would otherwise leave every value free)', () => {
    expect(() => importXcsp21(cutAfter('0 1|2'), 'tiny.xml')).toThrow(/^tiny\.xml:12: the file ends before <\/instance>/);
  });

  it('rejects a section that is never closed, naming where it opened', () => {
    const bad = XCSP.replace(' </constraints>\n', '');
    expect(() => importXcsp21(bad, 'tiny.xml')).toThrow(/^tiny\.xml:18: <constraints> opened at line 15 is never closed/);
  });

  it.each([
    ['nbConstraints="2"', 'nbConstraints="3"', /^tiny\.xml:15: <constraints> nbConstraints declares 3 but the file has 2/],
    ['nbRelations="2"', 'nbRelations="1"', /^tiny\.xml:11: <relations> nbRelations declares 1 but the file has 2/],
    ['nbVariables="2"', 'nbVariables="5"', /^tiny\.xml:7: <variables> nbVariables declares 5 but the file has 2/],
    ['nbDomains="2"', 'nbDomains="x"', /^tiny\.xml:3: <domains> nbDomains is "x", not a count/],
    ['nbTuples="2"', 'nbTuples="3"', /^tiny\.xml:12: relation R: nbTuples declares 3 but the file has 2/],
    ['nbValues="3"', 'nbValues="4"', /^tiny\.xml:4: domain D0: nbValues declares 4 but the file has 3/],
    ['arity="2" scope="a b" reference="R"', 'arity="3" scope="a b" reference="R"', /^tiny\.xml:16: constraint c0: arity declares 3 but the file has 2/],
  ])('rejects a header count that does not match (%s -> %s)', (from, to, message) => {
    expect(() => importXcsp21(XCSP.replace(from, to), 'tiny.xml')).toThrow(message);
  });

  it('rejects an element left open inside a closed section', () => {
    const bad = XCSP.replace('<relation name="N" arity="2" nbTuples="1" semantics="conflicts">2 0</relation>', '<relation name="N" arity="2" nbTuples="1" semantics="conflicts">2 0');
    expect(() => importXcsp21(bad, 'tiny.xml')).toThrow(/^tiny\.xml:11: <relations>: 1 <relation> element\(s\) not closed/);
  });
});

describe('CLib importer', () => {
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'clib-'));
    writeFileSync(join(dir, 'domains.txt'), 'Var1 : A, B\nVar2 : X, Y, Z\n');
    mkdirSync(join(dir, 'rules'));
    return dir;
  };

  it('reads domains.txt and tables, including nested or( ) groups', () => {
    const dir = folder();
    writeFileSync(join(dir, 'rules', 'r1.pm'), 'or(\nVar1 = A  and Var2 = X\nor(\nVar1 = B  and Var2 = Y\nor)\nor)');
    const m = importClib(dir);
    expect(m.variables.map((v) => v.name)).toEqual(['Var1', 'Var2']);
    expect(m.constraints).toEqual([{ kind: 'table', scope: ['Var1', 'Var2'], tuples: [['A', 'X'], ['B', 'Y']], origin: join(dir, 'rules', 'r1.pm') }]);
    expect(RulesEngine.fromModel(m, dir, { cacheDir: false }).count()).toBe(2n);
  });

  it('names the table file and line of an unknown value', () => {
    const dir = folder();
    writeFileSync(join(dir, 'rules', 'r1.pm'), 'or(\nVar1 = A  and Var2 = X\nVar1 = C  and Var2 = X\nor)');
    expect(() => importClib(dir)).toThrow(`${join(dir, 'rules', 'r1.pm')}:3: unknown value C for Var1`);
  });

  it('rejects an unbalanced or a malformed table with its line', () => {
    expect(() => parseClibTable('or(\nVar1 = A', 'r.pm')).toThrow(/^r\.pm:2: missing "or\)"/);
    expect(() => parseClibTable('or(\nVar1 A\nor)', 'r.pm')).toThrow(/^r\.pm:2: expected "Var = value"/);
    expect(() => parseClibTable('Var1 = A\n', 'r.pm')).toThrow(/^r\.pm:1: expected "or\(" to open the table/);
    // Cut inside a tuple line: the half tuple is not read as a shorter one.
    expect(() => parseClibTable('or(\nVar1 = A and Var2 = X\nVar1 = B and Var2', 'r.pm')).toThrow(/^r\.pm:3: expected "Var = value", found "Var2"/);
    expect(() => parseClibTable('or(\nVar1 = A and Var2 = X\nVar1 = B\nor)', 'r.pm')).toThrow(/^r\.pm:3: tuple names variables Var1 but the table is over Var1,Var2/);
  });

  it('reports a folder without domains.txt', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clib-'));
    expect(() => loadRuleModel(dir, 'clib')).toThrow(/domains\.txt/);
  });
});

describe('DIMACS importer', () => {
  it('names variables from c lines and keeps clauses', () => {
    const m = importDimacs('c 1 Root\nc 2 Extra\np cnf 2 2\n1 0\n-1 2 0\n', 'fm.dimacs');
    expect(m.variables.map((v) => v.name)).toEqual(['Root', 'Extra']);
    expect(RulesEngine.fromModel(m, 'fm', { cacheDir: false }).count()).toBe(1n);
  });

  it('names the line of a bad literal and a wrong clause count', () => {
    expect(() => importDimacs('p cnf 2 1\n1 x 0\n', 'f.cnf')).toThrow(/^f\.cnf:2: expected an integer literal/);
    expect(() => importDimacs('p cnf 2 1\n3 0\n', 'f.cnf')).toThrow(/^f\.cnf:2: literal 3 exceeds the 2 declared variables/);
    expect(() => importDimacs('p cnf 2 2\n1 0\n', 'f.cnf')).toThrow(/^f\.cnf:1: the p-line declares 2 clauses but the file has 1 \(truncated/);
  });

  it('rejects a file cut inside a clause, naming the clause line', () => {
    expect(() => importDimacs('p cnf 3 2\n1 -2 0\n2 3', 'f.cnf')).toThrow(/^f\.cnf:3: the last clause is not terminated by 0 \(truncated file\)/);
  });

  it('rejects a second p-line and clauses before the p-line', () => {
    expect(() => importDimacs('p cnf 2 1\np cnf 2 1\n1 0\n', 'f.cnf')).toThrow(/^f\.cnf:2: a second "p cnf" header/);
    expect(() => importDimacs('1 0\np cnf 2 1\n', 'f.cnf')).toThrow(/^f\.cnf:1: clause before the "p cnf" header/);
  });
});

describe('rule-model JSON format', () => {
  it('reports a syntax error with its line', () => {
    expect(() => parseRuleModelJson('{\n "format": "rule-model/1",\n oops\n}', 'm.json')).toThrow(/^m\.json:3: invalid JSON/);
  });

  it('reports an unknown value inside a constraint, naming it', () => {
    const m = parseRuleModelJson(
      JSON.stringify({ format: 'rule-model/1', name: 'x', variables: [{ name: 'A', values: ['1'] }], constraints: [{ kind: 'clause', literals: [{ variable: 'A', in: ['2'] }] }] }),
      'm.json',
    );
    expect(() => indexModel(m, 'm.json')).toThrow('m.json constraints[0]: unknown value 2 for variable A');
  });

  it('rejects a document that is not a rule model', () => {
    expect(() => parseRuleModelJson('{"variables": []}', 'm.json')).toThrow('m.json: expected "format": "rule-model/1"');
  });
});
