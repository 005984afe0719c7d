import '../personal-data.css';
import { useId, useState } from 'react';
import { EXPORT_NOTE, PERSONAL_DATA_TEXT as TEXT, exportSummary, type AccountKind } from '../personal-data';
import { DataExportDialog } from './DataExportDialog';

/** Each profile's card classes, so the section sits among that page's cards like its neighbours. */
const LOOKS: Record<AccountKind, { section: string; title: string; lead: string; actions: string }> = {
  candidate: { section: 'profile-panel', title: 'profile-panel__title', lead: 'profile-panel__lead', actions: 'profile-actions' },
  company: { section: 'cp-card', title: 'cp-card__title', lead: 'cp-card__lead', actions: 'cp-actions' },
};

/**
 * "Your data" on both profiles (docs/decisions/privacy-rights.md#export): what the download holds,
 * and the button that opens the export dialog.
 */
export function YourDataSection({ kind }: { kind: AccountKind }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const look = LOOKS[kind];
  return (
    <section className={`${look.section} your-data`} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={look.title}>
          {TEXT.title}
        </h2>
        <p className={`${look.lead} your-data__lead`}>{exportSummary(kind)}</p>
        <p className={`${look.lead} your-data__lead`}>{EXPORT_NOTE}</p>
      </div>
      <div className={look.actions}>
        <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {TEXT.button}
        </button>
      </div>
      {open && <DataExportDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
