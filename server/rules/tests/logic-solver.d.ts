// Minimal typings for the parts of logic-solver (MiniSat in JavaScript) the checker uses.
declare module 'logic-solver' {
  type Formula = unknown;
  interface Solution {
    getTrueVars(): string[];
    evaluate(f: Formula): boolean;
    getWeightedSum(formulas: Formula[], weights: number[]): number;
  }
  interface Solver {
    require(...f: Formula[]): void;
    forbid(...f: Formula[]): void;
    solve(): Solution | null;
    solveAssuming(f: Formula): Solution | null;
  }
  const Logic: {
    Solver: new () => Solver;
    or(...f: Formula[]): Formula;
    and(...f: Formula[]): Formula;
    not(f: Formula): Formula;
    implies(a: Formula, b: Formula): Formula;
    exactlyOne(...f: Formula[]): Formula;
    weightedSum(f: Formula[], w: number[]): Formula;
    lessThan(a: Formula, b: Formula): Formula;
    constantBits(n: number): Formula;
  };
  export = Logic;
}
