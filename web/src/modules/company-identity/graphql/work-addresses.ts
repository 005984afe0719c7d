import { RequestWorkAddressCodeDocument, VerifyWorkAddressDocument } from '../../../generated/graphql';

/**
 * A code to a work address (the server refuses personal mail providers), then the code back: the
 * answer is the profile with the address among its verified ones (the cache updates every screen).
 * The documents are graphql/shared/company/work-addresses.mutation.graphql, shared by the web app and the REST facade.
 */
export const REQUEST_WORK_ADDRESS_CODE = RequestWorkAddressCodeDocument;
export const VERIFY_WORK_ADDRESS = VerifyWorkAddressDocument;
