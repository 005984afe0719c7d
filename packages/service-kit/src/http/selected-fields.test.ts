import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectsField } from './selected-fields.js';

/** The resolve info of the operation's first root field, as an executor hands it over. */
function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selectsField (whether a search asks for its stats)', () => {
  it('finds the field directly, in inline fragments and in named fragments, nested', () => {
    expect(selectsField(infoOf('{ searchCandidates { stats { totalCandidates } } }'), 'stats')).toBe(true);
    expect(selectsField(infoOf('{ searchCandidates { ... on CandidateSearchPage { stats { totalCandidates } } } }'), 'stats')).toBe(true);
    const rest = `query { searchCandidates { ...Page } }
      fragment Page on CandidateSearchPage { ...Base stats { totalCandidates } }
      fragment Base on CandidateSearchPage { pagination { total } }`;
    expect(selectsField(infoOf(rest), 'stats')).toBe(true);
  });

  it('is false for a page without stats, for a stats field deeper down, and survives a fragment cycle', () => {
    expect(selectsField(infoOf('{ searchCandidates { pagination { total } } }'), 'stats')).toBe(false);
    expect(selectsField(infoOf('{ searchCandidates { candidates { stats { totalInterviews } } } }'), 'stats')).toBe(false);
    const cycle = `query { searchCandidates { ...A } }
      fragment A on CandidateSearchPage { ...B pagination { total } }
      fragment B on CandidateSearchPage { ...A }`;
    expect(selectsField(infoOf(cycle), 'stats')).toBe(false);
  });
});
