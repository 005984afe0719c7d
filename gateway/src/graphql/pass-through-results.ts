import { createRequire } from 'node:module';
import { Kind, parse, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { operationFromDocument, type Schema, type SelectionSet } from '@apollo/federation-internals';

/**
 * @apollo/gateway rebuilds every answer from what the subgraphs sent (computeResponse): field by
 * field, through the supergraph's type objects. For a page of 20 searched candidates (150 KiB)
 * that was a third of the gateway's CPU, 2.4 ms a request, profiled at 10 clients (issue 30).
 * When the query plan is one fetch from one subgraph that asks for exactly the client's fields
 * (no entity calls, no rewrites, no type conditions, no directives), the subgraph's answer,
 * already completed and null-checked against the same field types, is the answer; the planner may
 * only have ordered the fields differently. For those plans the answer is re-keyed in the client's
 * order instead (docs/decisions/search-engine.md, "Where the time went"). Anything unexpected in
 * the data (a missing or extra field, a null root) falls back to Apollo's shaping.
 *
 * This wraps two functions of @apollo/gateway's build (2.14.4): their module exports, which the
 * gateway calls through. pass-through-results.test.ts compares the outcome with Apollo's own
 * shaping for every REST operation, so an upgrade that changes them fails there.
 */

/** Per level: each field's response name, and the shape under it (null for a leaf). */
type Shape = readonly (readonly [string, Shape | null])[];

interface FetchNode {
  kind: 'Fetch';
  operation: string;
  requires?: unknown[];
  inputRewrites?: unknown[];
  outputRewrites?: unknown[];
  contextRewrites?: unknown[];
  hasDefers?: boolean;
}
interface QueryPlan {
  node?: { kind: string };
}
interface OperationContext {
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
}
interface RequestContext {
  request: { variables?: Record<string, unknown> };
}
type ExecuteQueryPlan = (
  plan: QueryPlan,
  serviceMap: unknown,
  requestContext: RequestContext,
  operationContext: OperationContext,
  supergraphSchema: unknown,
  apiSchema: Schema,
  ...rest: unknown[]
) => Promise<unknown>;
interface ShapingInput {
  variables?: Record<string, unknown>;
  input: Record<string, unknown>;
}
type ComputeResponse = (args: ShapingInput) => { data?: Record<string, unknown> | null; errors: unknown[] };

const require = createRequire(import.meta.url);
const planModule = require('@apollo/gateway/dist/executeQueryPlan.js') as { executeQueryPlan: ExecuteQueryPlan; __passThrough?: true };
const shapingModule = require('@apollo/gateway/dist/resultShaping.js') as { computeResponse: ComputeResponse };

/** The fields of a selection set as a shape, or null when it holds anything but plain fields. */
function shapeOf(selectionSet: SelectionSet): Shape | null {
  const shape: [string, Shape | null][] = [];
  for (const selection of selectionSet.selections()) {
    if (selection.kind !== 'FieldSelection') return null;
    const field = selection.element;
    if (field.appliedDirectives.length > 0) return null;
    const below = selection.selectionSet;
    const child = below ? shapeOf(below) : null;
    if (below && !child) return null;
    shape.push([field.responseName(), child]);
  }
  return shape;
}

/** Every field with its name, arguments and what is under it, in one order: equal for the same fields in any order. */
function canonical(selectionSet: SelectionSet): string {
  return selectionSet
    .selections()
    .map((selection) => `${selection.element.toString()}${selection.selectionSet ? `{${canonical(selection.selectionSet)}}` : ''}`)
    .sort()
    .join(' ');
}

/** The client's shape when the plan passes one subgraph's answer through unchanged, otherwise null. */
export function passThroughShape(plan: QueryPlan, operationContext: OperationContext, apiSchema: Schema): Shape | null {
  const node = plan.node as FetchNode | undefined;
  if (node?.kind !== 'Fetch' || node.requires?.length || node.inputRewrites?.length || node.outputRewrites?.length) return null;
  if (node.contextRewrites?.length || node.hasDefers) return null;
  try {
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operationContext.operation, ...Object.values(operationContext.fragments)] };
    const client = operationFromDocument(apiSchema, document, { validate: false }).expandAllFragments().selectionSet;
    const fetched = operationFromDocument(apiSchema, parse(node.operation), { validate: false }).expandAllFragments().selectionSet;
    return canonical(client) === canonical(fetched) ? shapeOf(client) : null;
  } catch {
    // A subgraph operation the API schema cannot read (entities, internal fields) is no pass-through.
    return null;
  }
}

const MISMATCH = Symbol('mismatch');

function reshapeValue(value: unknown, shape: Shape): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) {
    const items = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) {
      const item = reshapeValue(value[i], shape);
      if (item === MISMATCH) return MISMATCH;
      items[i] = item;
    }
    return items;
  }
  if (typeof value !== 'object') return MISMATCH;
  return reshapeObject(value as Record<string, unknown>, shape) ?? MISMATCH;
}

/** The object with the shape's fields in the shape's order (as Apollo's shaping builds it), or undefined when its fields differ. */
export function reshapeObject(input: Record<string, unknown>, shape: Shape): Record<string, unknown> | undefined {
  const output = Object.create(null) as Record<string, unknown>;
  let seen = 0;
  for (const [name, child] of shape) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) return undefined;
    seen += 1;
    const value = input[name];
    if (child === null) {
      output[name] = value;
      continue;
    }
    const shaped = reshapeValue(value, child);
    if (shaped === MISMATCH) return undefined;
    output[name] = shaped;
  }
  let fields = 0;
  for (const key in input) if (Object.prototype.hasOwnProperty.call(input, key)) fields += 1;
  return fields === seen ? output : undefined;
}

/** Shapes of the plans seen, each worked out once (the gateway caches its plans, so the same objects come back). */
const shapes = new WeakMap<QueryPlan, Shape | null>();
/** Requests in flight whose plan passes through, by their variables object (unique to the request, see below). */
const inFlight = new WeakMap<object, Shape>();

/** Installs the pass-through in @apollo/gateway's execution, once per process. */
export function installPassThroughResults(): void {
  if (planModule.__passThrough) return;
  planModule.__passThrough = true;
  const execute = planModule.executeQueryPlan;
  const shapeResponse = shapingModule.computeResponse;
  planModule.executeQueryPlan = (plan, serviceMap, requestContext, operationContext, supergraphSchema, apiSchema, ...rest) => {
    let shape = shapes.get(plan);
    if (shape === undefined) shapes.set(plan, (shape = passThroughShape(plan, operationContext, apiSchema)));
    if (shape) {
      // computeResponse is handed the request's variables object: a copy of its own marks this request.
      const variables = { ...requestContext.request.variables };
      requestContext.request.variables = variables;
      inFlight.set(variables, shape);
    }
    return execute(plan, serviceMap, requestContext, operationContext, supergraphSchema, apiSchema, ...rest);
  };
  shapingModule.computeResponse = (args) => {
    const shape = args.variables ? inFlight.get(args.variables) : undefined;
    if (shape && args.variables) {
      inFlight.delete(args.variables);
      const data = reshapeObject(args.input, shape);
      if (data) return { data, errors: [] };
    }
    return shapeResponse(args);
  };
}
