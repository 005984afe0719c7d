import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Rejects operations nested deeper than `maxDepth` or selecting more than `maxFields` fields in
 * total (fragments expanded, aliases counted), before any subgraph is called.
 */
export function operationLimits(options: { maxDepth: number; maxFields: number }): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    const measure = (selectionSet: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } => {
      let maxDepth = depth;
      let fields = 0;
      for (const selection of selectionSet.selections) {
        let inner: { depth: number; fields: number } | undefined;
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          if (selection.selectionSet) inner = measure(selection.selectionSet, depth + 1, seen);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = measure(selection.selectionSet, depth, seen);
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !seen.has(fragment.name.value)) {
            inner = measure(fragment.selectionSet, depth, new Set([...seen, fragment.name.value]));
          }
        }
        if (inner) {
          maxDepth = Math.max(maxDepth, inner.depth);
          fields += inner.fields;
        }
      }
      return { depth: maxDepth, fields };
    };

    return {
      OperationDefinition(node) {
        const { depth, fields } = measure(node.selectionSet, 1, new Set());
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
      },
    };
  };
}
