import { createHash } from 'node:crypto';
import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { badInput, conflict, type AuthContext } from '@hiring/service-kit';
import type { TrustedDocument, TrustedDocumentModel } from '../models/trusted-document.model.js';

/** docs/decisions/partner-api.md#trusted-documents */
export const TRUSTED_DOCUMENT_LIMITS = {
  perCompany: 200,
  perRequest: 50,
  bodyLength: 20_000,
} as const;

const HASH_SHAPE = /^[0-9a-f]{64}$/;

/** The hash partners send (Apollo's persisted-query convention): SHA-256 hex of the exact text. */
export const documentHash = (body: string): string => createHash('sha256').update(body, 'utf8').digest('hex');

const documentId = (companyUserId: string, hash: string) => `${companyUserId}:${hash}`;

/** The operation's name, after checking the text is one executable operation (plus its fragments). */
function operationName(body: string, position: number): string | null {
  let document: DocumentNode;
  try {
    document = parse(body, { maxTokens: 5_000 });
  } catch (error) {
    throw badInput(`Document ${position} is not valid GraphQL: ${(error as Error).message}`);
  }
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (
    operations.length !== 1 ||
    document.definitions.some((definition) => definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION)
  ) {
    throw badInput(`Document ${position} must hold exactly one operation (and its fragments)`);
  }
  return operations[0]?.name?.value ?? null;
}

/** Registers operations for the company's keys; registering one twice changes nothing. */
export async function registerTrustedDocuments(documents: TrustedDocumentModel, company: AuthContext, bodies: readonly string[]): Promise<TrustedDocument[]> {
  if (bodies.length === 0) throw badInput('Send at least one document');
  if (bodies.length > TRUSTED_DOCUMENT_LIMITS.perRequest) throw badInput(`Send at most ${TRUSTED_DOCUMENT_LIMITS.perRequest} documents at a time`);
  const checked = bodies.map((body, index) => {
    if (body.trim().length === 0 || body.length > TRUSTED_DOCUMENT_LIMITS.bodyLength) {
      throw badInput(`Document ${index + 1} must be 1 to ${TRUSTED_DOCUMENT_LIMITS.bodyLength} characters`);
    }
    const hash = documentHash(body);
    return { _id: documentId(company.userId, hash), companyUserId: company.userId, hash, name: operationName(body, index + 1), body };
  });
  const unique = [...new Map(checked.map((document) => [document._id, document])).values()];
  const known = new Set((await documents.find({ companyUserId: company.userId }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((row) => row._id));
  const fresh = unique.filter((document) => !known.has(document._id));
  if (known.size + fresh.length > TRUSTED_DOCUMENT_LIMITS.perCompany) {
    throw conflict(`A company may register ${TRUSTED_DOCUMENT_LIMITS.perCompany} documents; remove some first`);
  }
  if (fresh.length > 0) {
    await documents.bulkWrite(
      fresh.map((document) => ({ updateOne: { filter: { _id: document._id }, update: { $setOnInsert: document }, upsert: true } })),
      { ordered: false },
    );
  }
  return documents
    .find({ _id: { $in: unique.map((document) => document._id) } })
    .lean<TrustedDocument[]>()
    .exec();
}

export function listTrustedDocuments(documents: TrustedDocumentModel, company: AuthContext): Promise<TrustedDocument[]> {
  return documents.find({ companyUserId: company.userId }).sort({ createdAt: -1 }).lean<TrustedDocument[]>().exec();
}

/** True when a document was removed; the gateway forgets its cached copy when this passes through it. */
export async function removeTrustedDocument(documents: TrustedDocumentModel, company: AuthContext, hash: string): Promise<boolean> {
  if (!HASH_SHAPE.test(hash)) throw badInput('A document hash is 64 lowercase hexadecimal characters');
  const result = await documents.deleteOne({ _id: documentId(company.userId, hash) }).exec();
  return result.deletedCount > 0;
}

/** The registered text for the gateway, or null. */
export async function trustedDocumentBody(documents: TrustedDocumentModel, companyUserId: string, hash: string): Promise<string | null> {
  if (!HASH_SHAPE.test(hash)) return null;
  const document = await documents.findById(documentId(companyUserId, hash), { body: 1 }).lean<{ body: string }>().exec();
  return document?.body ?? null;
}
