import { InterviewHistory } from '../modules/interviews/components/InterviewHistory';

/** /interviews: the candidate's interview history (docs/product/screens.md#interview-history). */
export function InterviewsPage() {
  return <InterviewHistory />;
}
