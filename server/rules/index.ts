/**
 * Public entry of the rules engine package (server/rules). The server imports only this file;
 * the package imports nothing from server/graphql or server/http (ADR 0145).
 */
export { RulesEngine, type EngineOptions, DEFAULT_EDGE_BOUND, DEFAULT_TIME_BOUND_MS } from './rules-engine';
export type { RuleModel, RuleVariable, RuleConstraint, TableConstraint, ClauseConstraint, IndexedModel } from './rule-model';
export { indexModel, parseRuleModelJson } from './rule-model';
export type { Restriction, DomainsResult, CostTable } from './mdd-queries';
export type { Resolution, Change } from './mdd-resolve';
export { ModelError, UnknownItemError, InvalidQueryError } from './model-error';
export { loadRuleModel, MODEL_FORMATS, type ModelFormat } from './load-model';
export { importXcsp21 } from './import-xcsp21';
export { importDimacs } from './import-dimacs';
export { importClib } from './import-clib';
export { compileCatalogFile } from './catalog-compiler';
export { VehicleRules, vehicleRulesFor, vehicleDomains, vehicleRecommendation, type VehicleSelection, type LatestItem, type VehicleDomains } from './vehicle-rules';
