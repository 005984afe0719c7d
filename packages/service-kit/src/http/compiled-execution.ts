import { BREAK, execute, visit, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GatewayInterface } from '@apollo/server-gateway-interface';

/**
 * Executes a subgraph's operations with graphql-jit: each distinct document is compiled once into
 * a function that walks the answer without graphql-js's per-field machinery (a search page is
 * thousands of fields). Apollo Server takes it through its gateway interface, which is the one
 * place it lets the executor be replaced; parsing, validation, limits, plugins and error
 * formatting stay Apollo's. A document graphql-jit cannot compile, and introspection, run on
 * graphql-js.
 */
export function compiledExecution(schema: GraphQLSchema, maxDocuments = 500): GatewayInterface {
  // The documents are the clients' operations, a bounded set in practice; the bound keeps a
  // client sending endless variants from growing memory.
  const compiled = new Map<string, CompiledQuery | null>();
  const compiledFor = (key: string, document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let query = compiled.get(key);
    if (query !== undefined) return query;
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
          return query.query(undefined, context.context, variables) as ExecutionResult | Promise<ExecutionResult>;
        },
      };
    },
    async stop() {},
  };
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
