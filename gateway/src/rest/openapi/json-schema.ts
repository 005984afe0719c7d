import { readFileSync } from 'node:fs';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { keepsKeys, snakeKey } from '../rest-shape.js';

/** A JSON Schema (2020-12, as OpenAPI 3.1 has them). */
export type JsonSchema = { [keyword: string]: unknown };
export interface ObjectSchema extends JsonSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required: string[];
}

const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
};

export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

export function object(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): ObjectSchema {
  return { type: 'object', properties, required };
}

/**
 * The REST answers' schemas come from the operations themselves: each typed document, read
 * against the graph's schema and named as `toRest` names it, is the JSON Schema of what the route
 * maps. So the documented fields cannot drift from what the facade sends.
 */
export class OperationSchemas {
  private readonly schema: GraphQLSchema;

  constructor(supergraphSdl: string) {
    // The supergraph's types are the API's (join directives aside), so graphql-js can build it as it is.
    this.schema = buildASTSchema(parse(supergraphSdl), { assumeValidSDL: true });
  }

  static fromFile(path: string): OperationSchemas {
    return new OperationSchemas(readFileSync(path, 'utf8'));
  }

  /** The REST-named schema of the root field `field` of the operation in `document`. */
  field(document: DocumentNode, field: string): JsonSchema {
    const data = this.data(document);
    const schema = data.properties[snakeKey(field)];
    if (!schema) throw new Error(`the operation selects no ${field}`);
    return schema;
  }

  /** The REST-named object schema of the root field `field` (which must be an object). */
  objectField(document: DocumentNode, field: string): ObjectSchema {
    const schema = this.field(document, field);
    const inner = (schema['anyOf'] as JsonSchema[] | undefined)?.[0] ?? schema;
    if (inner['type'] !== 'object') throw new Error(`${field} is not an object`);
    return inner as ObjectSchema;
  }

  /** The REST-named schema of the operation's whole `data`. */
  data(document: DocumentNode): ObjectSchema {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation) throw new Error('not an operation');
    const root = operation.operation === 'mutation' ? this.schema.getMutationType() : this.schema.getQueryType();
    if (!root) throw new Error(`no ${operation.operation} type`);
    const fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d] as const),
    );
    return this.selection(root, operation.selectionSet, fragments, false);
  }

  private selection(type: GraphQLObjectType, set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, graphNames: boolean): ObjectSchema {
    const out = object({}, []);
    for (const node of set.selections) {
      if (node.kind === Kind.FIELD) {
        const field = type.getFields()[node.name.value];
        if (!field) throw new Error(`${type.name} has no field ${node.name.value}`);
        const key = node.alias?.value ?? node.name.value;
        const name = graphNames ? key : snakeKey(key);
        out.properties[name] = this.output(field.type, node.selectionSet, fragments, graphNames || keepsKeys(key));
        // GraphQL answers every selected field (null where nullable): each key is always there.
        if (!out.required.includes(name)) out.required.push(name);
      } else {
        const inner = node.kind === Kind.FRAGMENT_SPREAD ? fragments.get(node.name.value)?.selectionSet : node.selectionSet;
        if (!inner) throw new Error('unknown fragment');
        const spread = this.selection(type, inner, fragments, graphNames);
        Object.assign(out.properties, spread.properties);
        out.required.push(...spread.required.filter((name) => !out.required.includes(name)));
      }
    }
    return out;
  }

  private output(type: GraphQLOutputType, set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, graphNames: boolean): JsonSchema {
    if (isNonNullType(type)) return this.nonNull(type.ofType, set, fragments, graphNames);
    return nullable(this.nonNull(type, set, fragments, graphNames));
  }

  private nonNull(type: GraphQLOutputType, set: SelectionSetNode | undefined, fragments: Map<string, FragmentDefinitionNode>, graphNames: boolean): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.output(type.ofType, set, fragments, graphNames) };
    const named = getNamedType(type);
    if (isObjectType(named)) {
      if (!set) throw new Error(`${named.name} needs a selection`);
      return this.selection(named, set, fragments, graphNames);
    }
    if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((value) => value.name) };
    return SCALARS[named.name] ?? {};
  }
}
