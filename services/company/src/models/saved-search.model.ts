import { Schema, type Connection, type Model } from 'mongoose';

/** The search page's filters, as CandidateFilterInput has them. */
export interface SavedSearchFilter {
  companyName: string | null;
  interviewStage: string | null;
  skills: string | null;
  /** Only candidates with an employer-verified interview (absent on searches saved before it existed: false). */
  employerVerifiedOnly?: boolean;
}

/** A company's named search: the search page applies it, webhooks run it on new candidates. */
export interface SavedSearch {
  _id: string;
  companyId: string;
  name: string;
  filter: SavedSearchFilter;
  createdAt: Date;
  updatedAt: Date;
}

export type SavedSearchModel = Model<SavedSearch>;

const schema = new Schema<SavedSearch>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    name: { type: String, required: true },
    filter: {
      companyName: { type: String, default: null },
      interviewStage: { type: String, default: null },
      skills: { type: String, default: null },
      employerVerifiedOnly: { type: Boolean, default: false },
    },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
schema.index({ companyId: 1 });

export function savedSearchModel(connection: Connection): SavedSearchModel {
  return connection.model<SavedSearch>('SavedSearch', schema, 'saved_searches');
}

/** A company's webhook settings: the tokens.low threshold (default 20). `_id` is the company id. */
export interface WebhookSettings {
  _id: string;
  lowTokensThreshold: number;
}

export const DEFAULT_LOW_TOKENS_THRESHOLD = 20;

export function webhookSettingsModel(connection: Connection): Model<WebhookSettings> {
  return connection.model<WebhookSettings>(
    'WebhookSettings',
    new Schema<WebhookSettings>({ _id: { type: String, required: true }, lowTokensThreshold: { type: Number, required: true } }, { versionKey: false }),
    'webhook_settings',
  );
}
