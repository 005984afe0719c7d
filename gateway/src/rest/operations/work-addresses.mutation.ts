import { RequestWorkAddressCodeDocument, VerifyWorkAddressDocument } from '../generated/graphql.js';

/** The documents are graphql/shared/company/work-addresses.mutation.graphql (shared by the web app and the REST facade). */
export const REQUEST_WORK_ADDRESS_CODE = RequestWorkAddressCodeDocument;
export const VERIFY_WORK_ADDRESS = VerifyWorkAddressDocument;
