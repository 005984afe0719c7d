import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A GraphQL operation a company registered for its API keys (docs/decisions/partner-api.md):
 * a partner sends its SHA-256 instead of the text, and the gateway can be set to run only these.
 * `_id` is `<companyUserId>:<sha256 hex>`, so the gateway's lookup is one read by id.
 */
export interface TrustedDocument {
  _id: string;
  companyUserId: string;
  hash: string;
  /** The operation's name, or null for an anonymous operation. */
  name: string | null;
  body: string;
  createdAt: Date;
}

export type TrustedDocumentModel = Model<TrustedDocument>;

const trustedDocumentSchema = new Schema<TrustedDocument, TrustedDocumentModel>(
  {
    _id: { type: String, required: true },
    companyUserId: { type: String, required: true, index: true },
    hash: { type: String, required: true },
    name: { type: String, default: null },
    body: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export function trustedDocumentModel(connection: Connection): TrustedDocumentModel {
  return connection.model<TrustedDocument, TrustedDocumentModel>('TrustedDocument', trustedDocumentSchema, 'trusted_documents');
}
