export const TRUSTED_DOCUMENT_TEXT = {
  loadFailed: 'Failed to load the registered operations',
  registerFailed: 'Failed to register the operations',
  removeFailed: 'Failed to remove the operation',
  empty: 'Paste an operation or a manifest, or choose a file',
  badManifest: 'This JSON is not a persisted-query manifest: expected {"format":"apollo-persisted-query-manifest","operations":[...]} or a list of operations',
} as const;

interface ManifestOperation {
  body?: unknown;
}

/**
 * The operations in what the company pasted or chose: an Apollo persisted-query manifest
 * (`generate-persisted-query-manifest`'s output), a JSON list of operation texts, or one operation.
 */
export function documentsFrom(text: string): { documents: string[] } | { problem: string } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: TRUSTED_DOCUMENT_TEXT.empty };
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return { documents: [text] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    // '{' also starts an anonymous GraphQL operation
    return { documents: [text] };
  }
  const operations: unknown[] | null = Array.isArray(parsed)
    ? parsed
    : parsed !== null && typeof parsed === 'object' && Array.isArray((parsed as { operations?: unknown }).operations)
      ? (parsed as { operations: unknown[] }).operations
      : null;
  if (!operations || operations.length === 0) return { problem: TRUSTED_DOCUMENT_TEXT.badManifest };
  const documents = operations.map((operation) => (typeof operation === 'string' ? operation : (operation as ManifestOperation | null)?.body));
  if (documents.some((document) => typeof document !== 'string' || document.trim() === '')) return { problem: TRUSTED_DOCUMENT_TEXT.badManifest };
  return { documents: documents as string[] };
}

export function registeredText(count: number): string {
  return count === 1 ? '1 operation registered.' : `${count} operations registered.`;
}
