import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What a field costs, as declared beside its subgraph schema with federation's `@cost(weight:)` and
 * `@listSize(slicingArguments:, sizedFields:, assumedSize:)` and composed into the supergraph.
 */
export interface FieldCost {
  weight?: number;
  slicingArguments?: string[];
  sizedFields?: string[];
  assumedSize?: number;
}

/** `Type.field` → its declared cost. */
export type CostTable = ReadonlyMap<string, FieldCost>;

/** Every object in a response costs this much (scalars cost nothing unless declared). */
export const OBJECT_COST = 1;
/** The size assumed for a list with no declared size or page size. */
export const DEFAULT_LIST_SIZE = 10;

/** Reads the `@cost`/`@listSize` declarations of a composed supergraph. */
export function costTableOf(supergraphSdl: string): CostTable {
  const table = new Map<string, FieldCost>();
  for (const definition of parse(supergraphSdl).definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      definition.kind !== Kind.INTERFACE_TYPE_DEFINITION &&
      definition.kind !== Kind.INTERFACE_TYPE_EXTENSION
    ) {
      continue;
    }
    for (const field of definition.fields ?? []) {
      const entry: FieldCost = {};
      for (const directive of field.directives ?? []) {
        const args = Object.fromEntries((directive.arguments ?? []).map((argument) => [argument.name.value, argument.value]));
        if (directive.name.value === 'cost' && args['weight']?.kind === Kind.INT) entry.weight = Number(args['weight'].value);
        if (directive.name.value === 'listSize') {
          if (args['assumedSize']?.kind === Kind.INT) entry.assumedSize = Number(args['assumedSize'].value);
          entry.slicingArguments = stringsOf(args['slicingArguments']);
          entry.sizedFields = stringsOf(args['sizedFields']);
        }
      }
      if (Object.keys(entry).length > 0) table.set(`${definition.name.value}.${field.name.value}`, entry);
    }
  }
  return table;
}

function stringsOf(value: ValueNode | undefined): string[] | undefined {
  if (value?.kind !== Kind.LIST) return undefined;
  return value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : []));
}

/**
 * The cost of one operation: each field costs its declared weight, plus, when it returns objects,
 * OBJECT_COST and its selection's cost per object; a list multiplies that by its page size (the
 * slicing argument's value, from the variables when it is one), else its declared assumed size, else
 * DEFAULT_LIST_SIZE. Aliases are fields like any other, so 50 aliases cost 50 times one. Each
 * fragment is costed once per context (a fragment that spreads others twice stays linear).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  table: CostTable,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, number>();

  const sliceOf = (field: FieldNode, names: string[] | undefined): number | undefined => {
    let size: number | undefined;
    for (const name of names ?? []) {
      const node = field.arguments?.find((argument) => argument.name.value === name)?.value;
      const value = node?.kind === Kind.INT ? Number(node.value) : node?.kind === Kind.VARIABLE ? variables[node.name.value] : undefined;
      if (typeof value === 'number' && Number.isFinite(value)) size = Math.max(size ?? 0, value, 0);
    }
    return size;
  };

  const selectionCost = (
    set: SelectionSetNode,
    parent: GraphQLCompositeType,
    sized: ReadonlyMap<string, number> | undefined,
    seen: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
        if (!definition) continue; // __typename, or a field validation has refused already
        const declared = table.get(`${parent.name}.${name}`);
        const slice = sliceOf(selection, declared?.slicingArguments);
        const pageSize = slice ?? declared?.assumedSize ?? DEFAULT_LIST_SIZE;
        const isList = isListType(getNullableType(definition.type));
        // With sizedFields the page size belongs to those child lists (a connection's edges), not to this field.
        const size = isList ? (sized?.get(name) ?? (declared?.sizedFields ? 1 : pageSize)) : 1;
        const childSized = declared?.sizedFields ? new Map(declared.sizedFields.map((child) => [child, pageSize])) : undefined;
        const named = getNamedType(definition.type);
        const perItem = isCompositeType(named) && selection.selectionSet ? OBJECT_COST + selectionCost(selection.selectionSet, named, childSized, seen) : 0;
        total += (declared?.weight ?? 0) + size * perItem;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && isCompositeType(type)) total += selectionCost(selection.selectionSet, type, sized, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        // A cycle is refused by graphql's own validation; here it counts as nothing.
        if (!fragment || !type || !isCompositeType(type) || seen.has(name)) continue;
        const key = `${name}|${sized ? [...sized].join(',') : ''}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          cost = selectionCost(fragment.selectionSet, type, sized, new Set([...seen, name]));
          memo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root, undefined, new Set()) : 0;
}

/** The refusal of an operation over budget (before any subgraph is called). */
export function tooExpensive(cost: number, budget: number): GraphQLError {
  return new GraphQLError(`Query is too expensive: its cost is ${cost}, over the budget of ${budget} per request`, {
    extensions: { code: 'QUERY_TOO_EXPENSIVE', cost, budget, http: { status: 400 } },
  });
}

/**
 * Costs every operation once it is resolved, before it is planned or any subgraph called: over
 * `budget` it is refused; otherwise `charge` (an API key's limit) may still refuse it.
 */
export function costBudgetPlugin<TContext extends { chargeCost?: (cost: number) => GraphQLError | undefined }>(options: {
  table: CostTable;
  budget: number;
}): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ schema, document, operation, request, contextValue }) => {
        if (!operation) return;
        const cost = operationCost(schema, document, operation, options.table, request.variables ?? {});
        if (cost > options.budget) throw tooExpensive(cost, options.budget);
        const refusal = contextValue.chargeCost?.(cost);
        if (refusal) throw refusal;
      },
    }),
  };
}
