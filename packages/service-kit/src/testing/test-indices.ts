/**
 * Test deployments share the run's one OpenSearch node and keep apart by index prefix:
 * `test_<run>_<name>_`. The run id comes from jest's global setup (HM_TEST_RUN_ID), so its teardown
 * deletes whatever a test left behind without touching another run's indices on the same node.
 */
export function testIndexPrefix(name: string): string {
  return `test_${process.env['HM_TEST_RUN_ID'] ?? 'run'}_${name}_`.toLowerCase();
}

/** Deletes every index whose name starts with the prefix (a test deployment's, when it stops). */
export async function deleteTestIndices(url: string | undefined, prefix: string | undefined): Promise<void> {
  if (!url || !prefix) return;
  const listed = await fetch(`${url}/_cat/indices/${prefix}*?format=json&h=index`);
  if (!listed.ok) return;
  const names = ((await listed.json()) as { index: string }[]).map((row) => row.index).filter((name) => name.startsWith(prefix));
  if (names.length > 0) await fetch(`${url}/${names.join(',')}`, { method: 'DELETE' });
}
