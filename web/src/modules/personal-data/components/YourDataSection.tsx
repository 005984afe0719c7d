import '../personal-data.css';
import { useId, useState } from 'react';
import { ERASURE_TEXT, EXPORT_NOTE, PERSONAL_DATA_TEXT as TEXT, erasureSummary, exportSummary, type AccountKind } from '../personal-data';
import { AccountErasureDialog } from './AccountErasureDialog';
import { DataExportDialog } from './DataExportDialog';

/** Each profile's card classes, so the section sits among that page's cards like its neighbours. */
const LOOKS: Record<AccountKind, { section: string; title: string; lead: string; actions: string }> = {
  candidate: { section: 'profile-panel', title: 'profile-panel__title', lead: 'profile-panel__lead', actions: 'profile-actions' },
  company: { section: 'cp-card', title: 'cp-card__title', lead: 'cp-card__lead', actions: 'cp-actions' },
};

/**
 * "Your data" on both profiles (docs/decisions/privacy-rights.md): what the download holds and the
 * button that opens the export dialog; below, apart, what deleting the account does and its button.
 */
export function YourDataSection({ kind }: { kind: AccountKind }) {
  const [open, setOpen] = useState<'export' | 'erasure' | null>(null);
  const titleId = useId();
  const erasureTitleId = useId();
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
        <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setOpen('export')}>
          {TEXT.button}
        </button>
      </div>
      <section className="your-data__erasure" aria-labelledby={erasureTitleId}>
        <h3 id={erasureTitleId} className="your-data__erasure-title">
          {ERASURE_TEXT.title}
        </h3>
        {erasureSummary(kind).map((line) => (
          <p key={line} className={`${look.lead} your-data__lead`}>
            {line}
          </p>
        ))}
        <div className={`${look.actions} your-data__erasure-actions`}>
          <button type="button" className="btn btn--danger" aria-haspopup="dialog" onClick={() => setOpen('erasure')}>
            {ERASURE_TEXT.button}
          </button>
        </div>
      </section>
      {open === 'export' && <DataExportDialog onClose={() => setOpen(null)} />}
      {open === 'erasure' && <AccountErasureDialog onClose={() => setOpen(null)} />}
    </section>
  );
}
