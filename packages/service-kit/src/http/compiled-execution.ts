import { BREAK, GraphQLError, execute, getOperationAST, getVariableValues, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayInterface } from '@apollo/server-gateway-interface';

/**
 * Executes a subgraph's operations with graphql-jit: each distinct document is compiled once into
 * a function that walks the answer without graphql-js's per-field machinery (a search page is
 * thousands of fields). Apollo Server takes it through its gateway interface, which is the one
 * place it lets the executor be replaced; parsing, validation, limits, plugins and error
 * formatting stay Apollo's. A document graphql-jit cannot compile, and introspection, run on
 * graphql-js, as does every document the first time it is seen: compiling costs far more than
 * executing once, so a client sending endless one-off documents pays only graphql-js's price.
 */
export function compiledExecution(schema: GraphQLSchema, maxDocuments = 500): GatewayInterface & { compiledDocuments(): number } {
  // The documents are the clients' operations, a bounded set in practice; the bound keeps a
  // client sending endless variants from growing memory.
  const compiled = new Map<string, CompiledQuery | null>();
  const seenOnce = new Set<string>();
  const compiledFor = (key: string, document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let query = compiled.get(key);
    if (query !== undefined) return query;
    if (!seenOnce.has(key)) {
      if (seenOnce.size >= maxDocuments) seenOnce.delete(seenOnce.values().next().value as string);
      seenOnce.add(key);
      return null;
    }
    seenOnce.delete(key);
    const result = introspects(document) ? null : compileQuery(schema, document, operationName);
    query = result && isCompiledQuery(result) ? result : null;
    if (compiled.size >= maxDocuments) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, query);
    return query;
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async load() {
      return {
        executor: async (context): Promise<ExecutionResult> => {
          const operationName = context.operationName ?? undefined;
          const query = compiledFor(`${context.queryHash}:${operationName ?? ''}`, context.document, operationName);
          const variables = context.request.variables ?? {};
          if (!query) return execute({ schema, document: context.document, operationName, variableValues: variables, contextValue: context.context });
          // Variables that do not fit are refused by graphql-js's own check, so the answer (and
          // Apollo's BAD_USER_INPUT, which it recognises by graphql-js's errors) stays the same.
          const refused = refusedVariables(schema, context.document, operationName, variables);
          if (refused) return { errors: refused };
          return withGraphQLErrors(await query.query(undefined, context.context, variables));
        },
      };
    },
    async stop() {},
    compiledDocuments: () => [...compiled.values()].filter(Boolean).length,
  };
}

/**
 * graphql-jit reports the errors it raises itself (a null in a non-null field, a bad variable) as
 * its own GraphQLError, without `extensions`, which Apollo Server's error formatting reads: each
 * becomes graphql's own error with the same message, path and locations.
 */
function withGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => !error.extensions)) return result;
  return { ...result, errors: result.errors.map((error) => (error.extensions ? error : rebuilt(error))) };
}

function rebuilt(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined });
  // graphql's error computes its locations from AST nodes, which graphql-jit does not keep; its own are right.
  if (error.locations) Object.defineProperty(copy, 'locations', { value: error.locations, enumerable: true });
  return copy;
}

function refusedVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  inputs: Record<string, unknown>,
): readonly GraphQLError[] | undefined {
  const definitions = getOperationAST(document, operationName)?.variableDefinitions ?? [];
  return definitions.length ? getVariableValues(schema, definitions, inputs).errors : undefined;
}

/** Whether an operation asks the schema about itself (graphql-jit leaves that to graphql-js). */
function introspects(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}
