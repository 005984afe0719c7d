import { InterviewHistory } from '../modules/interviews/components/InterviewHistory';

/** /interviews: the candidate's interview history (profiles spec section 2.3). */
export function InterviewsPage() {
  return <InterviewHistory />;
}
