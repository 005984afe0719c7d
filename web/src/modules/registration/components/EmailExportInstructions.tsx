import '../registration.css';
import { useState } from 'react';

const CLIENTS = [
  {
    id: 'gmail',
    name: 'Gmail',
    steps: [
      'On a computer, open gmail.com and open the interview email.',
      'Next to Reply at the top right of the message, click More (the three vertical dots).',
      'Choose "Download message". Gmail saves the email as a .eml file in your Downloads folder.',
    ],
    note: 'In a conversation with several messages, use the More menu of the message you want to upload.',
  },
  {
    id: 'outlook',
    name: 'Outlook',
    steps: [
      'Open the interview email in Outlook on the web (outlook.com or outlook.office.com) or in the new Outlook for Windows.',
      'Select More actions (…) at the top of the message.',
      'Choose "Save as" (in some versions: Download, then "Download as EML"). The message is saved as a .eml file.',
    ],
    note: 'Outlook for Mac: drag the message from the message list onto your desktop to get a .eml file. Classic Outlook for Windows saves .msg files, which we cannot read: open the same message in Outlook on the web instead.',
  },
  {
    id: 'apple-mail',
    name: 'Apple Mail',
    steps: [
      'In Mail on your Mac, select the interview email.',
      'Choose File > Save As….',
      'Set Format to "Raw Message Source" and click Save. The file is saved as .eml.',
    ],
    note: 'You can also drag the message from Mail onto your desktop or into a Finder folder; Mail creates a .eml file.',
  },
] as const;

/** How to export an email as a .eml file from Gmail, Outlook and Apple Mail. */
export function EmailExportInstructions() {
  const [active, setActive] = useState<(typeof CLIENTS)[number]['id']>('gmail');
  return (
    <section className="export-help" aria-labelledby="export-help-title">
      <h2 id="export-help-title" className="form-section__title">
        How to save an email as a .eml file
      </h2>
      <div className="tabs" role="tablist" aria-label="Email app">
        {CLIENTS.map((client) => (
          <button
            key={client.id}
            id={`export-tab-${client.id}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={active === client.id}
            aria-controls={`export-panel-${client.id}`}
            tabIndex={active === client.id ? 0 : -1}
            onClick={() => setActive(client.id)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const index = CLIENTS.findIndex((c) => c.id === client.id);
              const next = CLIENTS[(index + (event.key === 'ArrowRight' ? 1 : CLIENTS.length - 1)) % CLIENTS.length];
              setActive(next.id);
              document.getElementById(`export-tab-${next.id}`)?.focus();
            }}
          >
            {client.name}
          </button>
        ))}
      </div>
      {CLIENTS.map((client) => (
        <div
          key={client.id}
          id={`export-panel-${client.id}`}
          role="tabpanel"
          aria-labelledby={`export-tab-${client.id}`}
          hidden={active !== client.id}
          className="tabs__panel"
        >
          <ol className="export-help__steps">
            {client.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="export-help__note">{client.note}</p>
        </div>
      ))}
    </section>
  );
}
