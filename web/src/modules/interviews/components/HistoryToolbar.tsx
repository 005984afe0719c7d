import { LEVEL_OPTIONS, SORT_OPTIONS, VISIBILITY_OPTIONS, type HistoryView } from '../history-view';

interface HistoryToolbarProps {
  view: HistoryView;
  onChange: (view: HistoryView) => void;
  /** Interviews the filters keep, of all of them. */
  shown: number;
  total: number;
  allOpen: boolean;
  onExpandAll: (open: boolean) => void;
}

/** Sort, filters and open/close all for the interview history (issue 32). */
export function HistoryToolbar({ view, onChange, shown, total, allOpen, onExpandAll }: HistoryToolbarProps) {
  return (
    <div className="history-toolbar" role="group" aria-label="Sort and filter interviews">
      <div className="field history-toolbar__field">
        <label htmlFor="history-sort" className="field__label">
          Sort
        </label>
        <select
          id="history-sort"
          className="select"
          value={view.sort}
          onChange={(event) => onChange({ ...view, sort: event.target.value as HistoryView['sort'] })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field history-toolbar__field">
        <label htmlFor="history-visibility" className="field__label">
          Visibility
        </label>
        <select
          id="history-visibility"
          className="select"
          value={view.visibility}
          onChange={(event) => onChange({ ...view, visibility: event.target.value as HistoryView['visibility'] })}
        >
          {VISIBILITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field history-toolbar__field">
        <label htmlFor="history-level" className="field__label">
          Evidence level
        </label>
        <select
          id="history-level"
          className="select"
          value={view.level}
          onChange={(event) => onChange({ ...view, level: event.target.value as HistoryView['level'] })}
        >
          {LEVEL_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="history-toolbar__end">
        <p className="history-toolbar__count" role="status">
          {shown === total ? `${total} shown` : `${shown} of ${total} shown`}
        </p>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onExpandAll(!allOpen)}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </div>
    </div>
  );
}
