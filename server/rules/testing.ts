/**
 * Second public entry of the rules engine package, for checks and benchmarks built on the engine
 * outside it (the vehicle API's bench and tests, server/configuration/vehicle-rules): the
 * independent checker (MiniSat through logic-solver, a devDependency) and the bench's latency
 * statistics. Production code imports `index.ts` only, so the server never loads the checker.
 */
export { SatChecker, isValidBuild, type NamedAssignment } from './tests/sat-checker';
export { latencyStats, seededRandom, timed } from './bench/latency-stats';
