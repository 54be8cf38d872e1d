/**
 * How one source document becomes what is sent for one content environment (ADR 0115): fragments
 * inlined, and for Preview and Prelive the root field `getXPreview` / `getXPrelive` aliased back to
 * `getX`, so results always read `data.getX`. Used by the operation table (operations.ts).
 */
import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from '@0no-co/graphql.web';

/** Root-field suffix of a content environment (see domain `graphqlFieldSuffix`). */
export type EnvironmentSuffix = '' | 'Preview' | 'Prelive';

export const ENVIRONMENT_SUFFIXES: readonly EnvironmentSuffix[] = ['', 'Preview', 'Prelive'];

/** The root field of a document's operation (its first selection). */
export function rootField(document: DocumentNode): FieldNode {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.selectionSet.selections[0];
    if (root?.kind === Kind.FIELD) return root;
  }
  throw new Error('A document without a root field');
}

/** A selection set with every fragment spread replaced by the fragment's own selections. */
function inlineFragments(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): SelectionSetNode {
  return {
    ...set,
    selections: set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment) throw new Error(`Unknown fragment ${selection.name.value}`);
        return inlineFragments(fragment.selectionSet, fragments).selections;
      }
      if (selection.selectionSet) return [{ ...selection, selectionSet: inlineFragments(selection.selectionSet, fragments) }];
      return [selection];
    }),
  };
}

/** The document of one operation for one content environment (see the module comment). */
function variantOf(document: DocumentNode, environmentSuffix: EnvironmentSuffix): DocumentNode {
  if (!ENVIRONMENT_SUFFIXES.includes(environmentSuffix)) throw new Error(`Unknown environment suffix "${String(environmentSuffix)}"`);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const definitions = document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const inlined = inlineFragments(definition.selectionSet, fragments);
    const selections = inlined.selections.map((selection) => {
      if (selection.kind !== Kind.FIELD || environmentSuffix === '') return selection;
      const live = selection.name.value;
      return { ...selection, alias: { kind: Kind.NAME, value: live }, name: { kind: Kind.NAME, value: `${live}${environmentSuffix}` } };
    });
    return [{ ...definition, name: { ...definition.name, value: `${definition.name.value}${environmentSuffix}` }, selectionSet: { ...inlined, selections } }];
  });
  // No `loc`: urql keys a document by its source text when it has one, and that text is the live one.
  return { kind: Kind.DOCUMENT, definitions };
}

const variants = new WeakMap<DocumentNode, Map<EnvironmentSuffix, DocumentNode>>();

/** The variant of a source document for an environment, made once and then reused (urql keys by it). */
export function variantFor<D extends DocumentNode>(document: D, environmentSuffix: EnvironmentSuffix): D {
  let byEnvironment = variants.get(document);
  if (!byEnvironment) variants.set(document, (byEnvironment = new Map()));
  let variant = byEnvironment.get(environmentSuffix);
  if (!variant) byEnvironment.set(environmentSuffix, (variant = variantOf(document, environmentSuffix)));
  // The variant has the source's result and variable types: only field names and aliases differ.
  return variant as D;
}
