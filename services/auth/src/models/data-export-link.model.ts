import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A single-use link to a person's data export (docs/decisions/privacy-rights.md#export). `_id` is
 * the SHA-256 of the link's secret, so the database never holds a working link. Its use is a
 * second insert (DataExportUse, the same `_id`): the unique index lets only one download through,
 * also when two race (FerretDB applies conditional updates without atomicity).
 */
export interface DataExportLink {
  _id: string;
  userId: string;
  userType: 'candidate' | 'company';
  expiresAt: Date;
  createdAt: Date;
}

export interface DataExportUse {
  _id: string;
  usedAt: Date;
}

export type DataExportLinkModel = Model<DataExportLink>;
export type DataExportUseModel = Model<DataExportUse>;

const linkSchema = new Schema<DataExportLink, DataExportLinkModel>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    userType: { type: String, enum: ['candidate', 'company'], required: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

const useSchema = new Schema<DataExportUse, DataExportUseModel>(
  { _id: { type: String, required: true }, usedAt: { type: Date, required: true } },
  { versionKey: false },
);

export function dataExportLinkModel(connection: Connection): DataExportLinkModel {
  return connection.model<DataExportLink, DataExportLinkModel>('DataExportLink', linkSchema, 'data_export_links');
}

export function dataExportUseModel(connection: Connection): DataExportUseModel {
  return connection.model<DataExportUse, DataExportUseModel>('DataExportUse', useSchema, 'data_export_uses');
}
