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

function ViewSelect<K extends keyof HistoryView>(props: {
  name: K;
  label: string;
  options: { value: HistoryView[K]; label: string }[];
  view: HistoryView;
  onChange: (view: HistoryView) => void;
}) {
  const { name, label, options, view, onChange } = props;
  const id = `history-${name}`;
  return (
    <div className="field history-toolbar__field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select id={id} className="select" value={view[name]} onChange={(event) => onChange({ ...view, [name]: event.target.value as HistoryView[K] })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort, filters and open/close all for the interview history (issue 32). */
export function HistoryToolbar({ view, onChange, shown, total, allOpen, onExpandAll }: HistoryToolbarProps) {
  return (
    <div className="history-toolbar" role="group" aria-label="Sort and filter interviews">
      <ViewSelect name="sort" label="Sort" options={SORT_OPTIONS} view={view} onChange={onChange} />
      <ViewSelect name="visibility" label="Visibility" options={VISIBILITY_OPTIONS} view={view} onChange={onChange} />
      <ViewSelect name="level" label="Evidence level" options={LEVEL_OPTIONS} view={view} onChange={onChange} />
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
