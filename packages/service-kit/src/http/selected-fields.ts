import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Whether the operation asks, under the field being resolved, for `name` (directly or through fragments). */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet);
      const fragment = selection.name.value;
      if (seen.has(fragment)) return false;
      seen.add(fragment);
      return within(info.fragments[fragment]?.selectionSet);
    });
  return info.fieldNodes.some((node) => within(node.selectionSet));
}
