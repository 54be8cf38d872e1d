import { readFileSync, statSync } from 'node:fs';
import { importClib } from './import-clib';
import { importDimacs } from './import-dimacs';
import { importXcsp21 } from './import-xcsp21';
import { ModelError } from '../engine/model-error';
import { type RuleModel, parseRuleModelJson } from '../engine/rule-model';

export const MODEL_FORMATS = ['xcsp21', 'clib', 'dimacs', 'json'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new ModelError(path, undefined, `cannot read the model: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/**
 * Loads a model file (or, for CLib, a folder) in one of the supported formats into the rule
 * model. `json` is the rule-model format. (A catalog series-year compiles itself:
 * server/catalog/catalog-rule-model.ts.)
 */
export function loadRuleModel(path: string, format: ModelFormat): RuleModel {
  switch (format) {
    case 'xcsp21':
      return importXcsp21(readText(path), path);
    case 'dimacs':
      return importDimacs(readText(path), path);
    case 'clib': {
      let isDir = false;
      try {
        isDir = statSync(path).isDirectory();
      } catch {
        throw new ModelError(path, undefined, 'no such folder');
      }
      if (!isDir) throw new ModelError(path, undefined, 'a CLib model is a folder holding domains.txt and *.pm tables');
      return importClib(path);
    }
    case 'json':
      return parseRuleModelJson(readText(path), path);
    default:
      throw new ModelError(path, undefined, `unknown format ${String(format)} (expected one of ${MODEL_FORMATS.join(', ')})`);
  }
}
