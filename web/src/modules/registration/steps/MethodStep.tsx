import { useState } from 'react';
import { FormAlert } from '../../ui/components/FormAlert';
import { Spinner } from '../../ui/components/Spinner';
import { FileDropZone } from '../components/FileDropZone';
import type { RegistrationMethod, ResumeState } from '../draft';
import { RESUME_ACCEPT } from '../resume';

interface MethodStepProps {
  method: RegistrationMethod | null;
  resume: ResumeState;
  onChooseManual: () => void;
  onChooseResume: () => void;
  onResumeFile: (file: File) => void;
  onResetResume: () => void;
  onBack: () => void;
}

/** Candidate step 2: upload a resume to pre-fill the draft, or enter everything by hand. */
export function MethodStep({ method, resume, onChooseManual, onChooseResume, onResumeFile, onResetResume, onBack }: MethodStepProps) {
  const [showUpload, setShowUpload] = useState(method === 'resume');
  const analyzing = resume.status === 'analyzing';

  return (
    <div className="wizard-step">
      <div className="choice-grid" role="group" aria-label="How to fill in your profile">
        <button
          type="button"
          className={`choice-card${showUpload ? ' is-selected' : ''}`}
          aria-pressed={showUpload}
          // the upload panel exists only once shown: an id that names nothing is an error for screen readers
          aria-controls={showUpload ? 'resume-upload' : undefined}
          disabled={analyzing}
          onClick={() => {
            setShowUpload(true);
            onChooseResume();
          }}
        >
          <span className="choice-card__badge">Fastest</span>
          <span className="choice-card__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="M6 3h8l4 4v14H6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              <path d="M14 3v4h4M9 12h6M9 16h6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </span>
          <span className="choice-card__title">Upload Resume</span>
          <span className="choice-card__text">We read your resume and fill in your details, education, experience and skills for you to review.</span>
        </button>
        <button type="button" className="choice-card" disabled={analyzing} onClick={onChooseManual}>
          <span className="choice-card__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d="m4 20 1-4L16.5 4.5a2.1 2.1 0 0 1 3 3L8 19z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
          </span>
          <span className="choice-card__title">Manual Entry</span>
          <span className="choice-card__text">Type in your details yourself. It takes about five minutes.</span>
        </button>
      </div>

      {showUpload && (
        <div id="resume-upload" className="resume-upload">
          {resume.status === 'analyzing' ? (
            <div className="resume-upload__progress" role="status">
              <Spinner size="md" />
              <div>
                <p className="resume-upload__title">Analyzing your resume...</p>
                <p className="resume-upload__file">{resume.fileName}</p>
              </div>
            </div>
          ) : resume.status === 'error' ? (
            <div className="resume-upload__error">
              <FormAlert message={resume.error} />
              <button type="button" className="btn btn--secondary" onClick={onResetResume}>
                Try again or choose manual entry
              </button>
            </div>
          ) : (
            <>
              <FileDropZone
                id="resume-file"
                accept={RESUME_ACCEPT}
                title={
                  <>
                    <strong>Choose your resume</strong> or drag it here
                  </>
                }
                hint="PDF, Word (.doc, .docx) or text (.txt, .rtf), up to 10 MB"
                onFiles={(files) => {
                  if (files[0]) onResumeFile(files[0]);
                }}
              />
              <FormAlert message={resume.error} />
            </>
          )}
        </div>
      )}

      <div className="wizard-actions">
        <button type="button" className="btn btn--ghost" onClick={onBack} disabled={analyzing}>
          Back
        </button>
      </div>
    </div>
  );
}
