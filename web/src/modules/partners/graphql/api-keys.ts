import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../../generated/graphql';

/** The documents are graphql/shared/partners/*.graphql, shared by the web app and the REST facade. */
export const API_KEYS = ApiKeysDocument;
export const CREATE_API_KEY = CreateApiKeyDocument;
export const REVOKE_API_KEY = RevokeApiKeyDocument;
export {
  RegisterTrustedDocumentsDocument as REGISTER_TRUSTED_DOCUMENTS,
  RemoveTrustedDocumentDocument as REMOVE_TRUSTED_DOCUMENT,
  TrustedDocumentsDocument as TRUSTED_DOCUMENTS,
} from '../../../generated/graphql';
