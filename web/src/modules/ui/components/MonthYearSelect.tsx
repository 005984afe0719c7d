import { MONTHS } from '../../registration/draft';

interface MonthYearSelectProps {
  legend: string;
  prefix: string;
  month: number | '';
  year: number | '';
  years: number[];
  disabled?: boolean;
  /** Layout classes of the caller: `<base>` on the fieldset, `<base>__row` on the selects' row. */
  className: string;
  onChange: (month: number | '', year: number | '') => void;
}

/** Month and year selects of one date in a work experience (registration and profile). */
export function MonthYearSelect({ legend, prefix, month, year, years, disabled = false, className, onChange }: MonthYearSelectProps) {
  const toNumber = (value: string): number | '' => (value === '' ? '' : Number(value));
  // a year read from a resume may be older than the offered range: keep it selectable
  const yearOptions = year !== '' && !years.includes(year) ? [...years, year].sort((a, b) => b - a) : years;
  const label = legend.replace(' *', '');
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      <div className={`${className}__row`}>
        <label className="visually-hidden" htmlFor={`${prefix}-month`}>
          {label}: month
        </label>
        <select id={`${prefix}-month`} className="select" value={month} onChange={(event) => onChange(toNumber(event.target.value), year)}>
          <option value="">Month</option>
          {MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${prefix}-year`}>
          {label}: year
        </label>
        <select id={`${prefix}-year`} className="select" value={year} onChange={(event) => onChange(month, toNumber(event.target.value))}>
          <option value="">Year</option>
          {yearOptions.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
