import type { Connection, Schema } from 'mongoose';
import type { Span } from '@opentelemetry/api';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { startSpan, tracingEnabled } from './tracing.js';

const QUERY_OPERATIONS = [
  'find',
  'findOne',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
] as const;

const SPAN = Symbol('hm.span');
type WithSpan = { [SPAN]?: Span };

/**
 * A client span per database operation of the connection's models (queries, saves, aggregations), as children of the active span (none outside one): mongoose middleware, because the
 * mongodb/mongoose auto-instrumentations need module hooks our ESM entrypoints do not load
 * (docs/decisions/telemetry.md). Only when tracing is on; models compiled afterwards get it.
 */
export function mongooseSpans(connection: Connection, service: string): void {
  if (!tracingEnabled()) return;
  const begin = (target: WithSpan, collection: string, operation: string) => {
    target[SPAN] = startSpan(service, `mongodb ${collection}.${operation}`, SpanKind.CLIENT, {
      'db.system.name': 'mongodb',
      'db.collection.name': collection,
      'db.operation.name': operation,
      'db.namespace': connection.name,
    });
  };
  const end = (target: WithSpan, error?: unknown) => {
    const span = target[SPAN];
    if (!span) return;
    target[SPAN] = undefined;
    if (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  const failed = (target: WithSpan, error: unknown, next: (error?: unknown) => void) => {
    end(target, error);
    next(error);
  };

  connection.plugin((schema: Schema) => {
    // Mongoose's middleware types vary per operation; the hooks only need `this` to hold a span.
    const loose = schema as unknown as {
      pre(ops: string | readonly string[], fn: (this: never) => void): void;
      post(ops: string | readonly string[], fn: (this: never, ...args: never[]) => void): void;
    };
    loose.pre(QUERY_OPERATIONS, function (this: WithSpan & { model?: { collection?: { name: string } }; op?: string }) {
      const collection = this.model?.collection?.name;
      if (collection) begin(this, collection, this.op ?? 'query');
    });
    loose.post(QUERY_OPERATIONS, function (this: WithSpan) {
      end(this);
    });
    loose.post(QUERY_OPERATIONS, function (this: WithSpan, error: unknown, _result: unknown, next: (error?: unknown) => void) {
      failed(this, error, next);
    });
    loose.pre('save', function (this: WithSpan & { collection?: { name: string }; isNew: boolean; $isSubdocument?: boolean }) {
      // Embedded documents (outbox entries) are saved with their parent, in its one write.
      const collection = this.$isSubdocument ? undefined : this.collection?.name;
      if (collection) begin(this, collection, this.isNew ? 'insert' : 'update');
    });
    loose.post('save', function (this: WithSpan) {
      end(this);
    });
    loose.post('save', function (this: WithSpan, error: unknown, _doc: unknown, next: (error?: unknown) => void) {
      failed(this, error, next);
    });
    loose.pre('aggregate', function (this: WithSpan & { _model?: { collection?: { name: string } } }) {
      const collection = this._model?.collection?.name;
      if (collection) begin(this, collection, 'aggregate');
    });
    loose.post('aggregate', function (this: WithSpan) {
      end(this);
    });
  });
}
