import { graphql } from '../../../generated';

/** The employer directory (issue 27, interviews subgraph; admins only). */
export const EMPLOYER_DIRECTORY = graphql(`
  query EmployerDirectory {
    employerDirectory {
      ...EmployerDirectoryEntryFields
    }
  }
`);

export const EMPLOYER_DIRECTORY_ENTRY_FIELDS = graphql(`
  fragment EmployerDirectoryEntryFields on EmployerDirectoryEntry {
    id
    name
    domains
    tenants {
      system
      tenant
    }
    source
    companyId
    updatedAt
  }
`);

export const SAVE_EMPLOYER_DIRECTORY_ENTRY = graphql(`
  mutation SaveEmployerDirectoryEntry($input: EmployerDirectoryEntryInput!) {
    saveEmployerDirectoryEntry(input: $input) {
      ...EmployerDirectoryEntryFields
    }
  }
`);

export const DELETE_EMPLOYER_DIRECTORY_ENTRY = graphql(`
  mutation DeleteEmployerDirectoryEntry($id: ID!) {
    deleteEmployerDirectoryEntry(id: $id)
  }
`);

export const REJUDGE_INTERVIEW_EVIDENCE = graphql(`
  mutation RejudgeInterviewEvidence {
    rejudgeInterviewEvidence {
      judged
      changed
    }
  }
`);
