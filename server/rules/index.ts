/**
 * Public entry of the rules engine package (server/rules). The server imports only this file;
 * the package imports nothing from server/graphql or server/http (ADR 0145).
 */
export { RulesEngine, type EngineOptions, DEFAULT_EDGE_BOUND, DEFAULT_TIME_BOUND_MS, defaultTimeBoundMs } from './engine/rules-engine';
export type { RuleModel, RuleVariable, RuleConstraint, TableConstraint, ClauseConstraint, IndexedModel } from './engine/rule-model';
export { indexModel, parseRuleModelJson } from './engine/rule-model';
export type { Restriction, DomainsResult, CostTable } from './engine/mdd-queries';
export type { Resolution, Change } from './engine/mdd-resolve';
export type { Assignment } from './engine/explain';
export { ModelError, UnknownItemError, InvalidQueryError } from './engine/model-error';
export { loadRuleModel, MODEL_FORMATS, type ModelFormat } from './importers/load-model';
export { importXcsp21 } from './importers/import-xcsp21';
export { importDimacs } from './importers/import-dimacs';
export { importClib } from './importers/import-clib';
export { compileCatalogFile } from './importers/catalog-compiler';
export { VehicleRules, vehicleRulesFor, vehicleDomains, vehicleRecommendation, type VehicleSelection, type LatestItem, type VehicleDomains } from './vehicle/vehicle-rules';
