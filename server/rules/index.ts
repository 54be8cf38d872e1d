/**
 * Public entry of the rules engine package (server/rules). The server imports only this file;
 * the package imports nothing else from server/ nor from src/ (ADR 0145, ADR 0190): a catalog
 * compiles itself to the rule model (server/catalog/catalog-rule-model.ts) and the vehicle API is
 * built on this entry (server/configuration/vehicle-rules). Checks and benchmarks built on the
 * engine outside the package import `testing.ts`.
 */
export { RulesEngine, type EngineOptions, DEFAULT_EDGE_BOUND, DEFAULT_TIME_BOUND_MS, defaultTimeBoundMs } from './engine/rules-engine';
export type { RuleModel, RuleVariable, RuleConstraint, TableConstraint, ClauseConstraint, IndexedModel } from './engine/rule-model';
export { indexModel, parseRuleModelJson } from './engine/rule-model';
export type { Restriction, DomainsResult, CostTable } from './engine/mdd-queries';
export { catalogCosts, costTable } from './engine/cost-model';
export type { Resolution, Change } from './engine/mdd-resolve';
export type { Assignment } from './engine/explain';
export { ModelError, UnknownItemError, InvalidQueryError } from './engine/model-error';
export { loadRuleModel, MODEL_FORMATS, type ModelFormat } from './importers/load-model';
export { importXcsp21 } from './importers/import-xcsp21';
export { importDimacs } from './importers/import-dimacs';
export { importClib } from './importers/import-clib';
