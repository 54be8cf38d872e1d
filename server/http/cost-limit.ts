import { GraphQLError, Kind, type ASTNode, type FragmentDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * graphql-armor's cost model (its cost-limit plugin, defaults): a scalar field costs 1, a field
 * with a selection costs 2 plus 1.5 times what its selection costs, fragments count where they are
 * spread. Aliases therefore multiply the cost: fifteen copies of one operation cost fifteen times it.
 */
export interface CostModel {
  objectCost: number;
  scalarCost: number;
  depthCostFactor: number;
}

export const ARMOR_COST_MODEL: CostModel = { objectCost: 2, scalarCost: 1, depthCostFactor: 1.5 };

function costOf(node: ASTNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, model: CostModel, visiting: Set<string>): number {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
    case Kind.FRAGMENT_DEFINITION:
    case Kind.INLINE_FRAGMENT:
      return node.selectionSet.selections.reduce((sum, child) => sum + costOf(child, fragments, model, visiting), 0);
    case Kind.FRAGMENT_SPREAD: {
      const name = node.name.value;
      const fragment = fragments.get(name);
      // A cycle is reported by graphql-js's NoFragmentCycles rule; here it only must not recurse forever.
      if (!fragment || visiting.has(name)) return 0;
      visiting.add(name);
      const cost = costOf(fragment, fragments, model, visiting);
      visiting.delete(name);
      return cost;
    }
    case Kind.FIELD: {
      if (node.name.value.startsWith('__')) return 0;
      if (!node.selectionSet) return model.scalarCost;
      const children = node.selectionSet.selections.reduce((sum, child) => sum + costOf(child, fragments, model, visiting), 0);
      return model.objectCost + model.depthCostFactor * children;
    }
    default:
      return 0;
  }
}

/** The cost of each operation of a document under `model`. */
export function operationCosts(context: Pick<ValidationContext, 'getDocument'>, model: CostModel = ARMOR_COST_MODEL): number[] {
  const document = context.getDocument();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).map((operation) => costOf(operation, fragments, model, new Set()));
}

/** Rejects an operation whose cost passes `max` (one error per document, before any resolver runs). */
export function costLimitRule(max: number, model: CostModel = ARMOR_COST_MODEL): ValidationRule {
  return (context) => ({
    Document: {
      enter() {
        const cost = Math.max(0, ...operationCosts(context, model));
        if (cost > max) {
          context.reportError(new GraphQLError(`Query is too expensive (cost ${Math.ceil(cost)}, limit ${max})`, { extensions: { code: 'BAD_USER_INPUT' } }));
        }
      },
    },
  });
}

/** Depth of the deepest field of an operation, fragments expanded: `{ a { b } }` is 2. */
function depthOf(node: ASTNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, visiting: Set<string>): number {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
    case Kind.FRAGMENT_DEFINITION:
    case Kind.INLINE_FRAGMENT:
      return Math.max(0, ...node.selectionSet.selections.map((child) => depthOf(child, fragments, visiting)));
    case Kind.FRAGMENT_SPREAD: {
      const fragment = fragments.get(node.name.value);
      if (!fragment || visiting.has(node.name.value)) return 0;
      visiting.add(node.name.value);
      const depth = depthOf(fragment, fragments, visiting);
      visiting.delete(node.name.value);
      return depth;
    }
    case Kind.FIELD:
      return node.selectionSet ? 1 + Math.max(0, ...node.selectionSet.selections.map((child) => depthOf(child, fragments, visiting))) : 1;
    default:
      return 0;
  }
}

/** The deepest operation of a document (fragments expanded). */
export function documentDepth(context: Pick<ValidationContext, 'getDocument'>): number {
  const document = context.getDocument();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return Math.max(0, ...operations.map((operation) => depthOf(operation, fragments, new Set())));
}
