import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Rejects operations nested deeper than `maxDepth`, selecting more than `maxFields` fields in
 * total (fragments expanded, aliases counted) or more than `maxAliases` aliased fields, before any
 * subgraph is called.
 */
export function operationLimits(options: { maxDepth: number; maxFields: number; maxAliases?: number }): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    /** Levels of fields below a selection set, and the fields and aliases it selects (fragments expanded). */
    type Measure = { depth: number; fields: number; aliases: number };
    // Each fragment is measured once: expanding it at every spread is exponential for nested
    // fragments that spread each other twice (a "fragment bomb" that fits in a few hundred tokens).
    const fragmentMeasures = new Map<string, Measure>();
    const measure = (selectionSet: SelectionSetNode, seen: Set<string>): Measure => {
      let depth = 0;
      let fields = 0;
      let aliases = 0;
      for (const selection of selectionSet.selections) {
        let inner: Measure | undefined;
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.alias) aliases += 1;
          depth = Math.max(depth, 1);
          if (selection.selectionSet) {
            const below = measure(selection.selectionSet, seen);
            inner = { ...below, depth: below.depth + 1 };
          }
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet, seen);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A cycle is reported by graphql's own NoFragmentCyclesRule; here it counts as nothing.
          if (fragment && !seen.has(name)) {
            inner = fragmentMeasures.get(name);
            if (!inner) {
              inner = measure(fragment.selectionSet, new Set([...seen, name]));
              fragmentMeasures.set(name, inner);
            }
          }
        }
        if (inner) {
          depth = Math.max(depth, inner.depth);
          fields += inner.fields;
          aliases += inner.aliases;
        }
      }
      return { depth, fields, aliases };
    };

    return {
      OperationDefinition(node) {
        const { depth, fields, aliases } = measure(node.selectionSet, new Set());
        if (depth > options.maxDepth) {
          context.reportError(
            new GraphQLError(`Query is too deep: depth ${depth} exceeds the limit of ${options.maxDepth}`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
        if (fields > options.maxFields) {
          context.reportError(
            new GraphQLError(`Query is too large: ${fields} fields exceed the limit of ${options.maxFields}`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
        if (options.maxAliases !== undefined && aliases > options.maxAliases) {
          context.reportError(
            new GraphQLError(`Query has too many aliases: ${aliases} exceed the limit of ${options.maxAliases}`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
