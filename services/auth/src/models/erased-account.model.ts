import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A deleted account, by id only: tokens issued before the deletion are refused (the gateway's
 * session check), and the person's address is free to register again. `confirmations` are the
 * services that reported their erasure done, one insert each (`<userId>:<service>`), so two
 * reports racing cannot lose one (FerretDB applies conditional updates without atomicity).
 */
export interface ErasedAccount {
  _id: string;
  erasedAt: Date;
}

export interface ErasureConfirmation {
  _id: string;
  userId: string;
  service: string;
  at: Date;
}

export type ErasedAccountModel = Model<ErasedAccount>;
export type ErasureConfirmationModel = Model<ErasureConfirmation>;

export function erasedAccountModel(connection: Connection): ErasedAccountModel {
  return connection.model<ErasedAccount>(
    'ErasedAccount',
    new Schema<ErasedAccount>({ _id: { type: String, required: true }, erasedAt: { type: Date, required: true } }, { versionKey: false }),
    'erased_accounts',
  );
}

export function erasureConfirmationModel(connection: Connection): ErasureConfirmationModel {
  return connection.model<ErasureConfirmation>(
    'ErasureConfirmation',
    new Schema<ErasureConfirmation>(
      {
        _id: { type: String, required: true },
        userId: { type: String, required: true, index: true },
        service: { type: String, required: true },
        at: { type: Date, required: true },
      },
      { versionKey: false },
    ),
    'erasure_confirmations',
  );
}
