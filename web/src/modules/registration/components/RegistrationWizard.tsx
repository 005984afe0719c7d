import '../registration.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage, graphqlErrorCode } from '../../../app/error-message';
import { getSessionSnapshot, saveSession, saveTempAccessToken, type UserType } from '../../../app/session';
import type { SessionUserFragment } from '../../../generated/graphql';
import type { FileUpload } from '../../interviews/upload-rules';
import { Field } from '../../ui/components/Field';
import { PasswordInput } from '../../ui/components/PasswordInput';
import { useVerificationCode } from '../../auth/hooks/useVerificationCode';
import { VERIFICATION_MESSAGES } from '../../auth/messages';
import { retryAfterSeconds } from '../../auth/validation';
import { useUploadQueue } from '../../interviews/hooks/useUploadQueue';
import { useCountdown, useMountedRef } from '../../ui/hooks';
import { buildCompanyRegistrationInput, buildCompleteRegistrationInput } from '../career-data';
import { initialDraft, type RegistrationDraft } from '../draft';
import { clearRegistration, loadRegistration, saveRegistration, type SavedRegistration } from '../draft-storage';
import { COMPLETE_REGISTRATION } from '../graphql/complete-registration.mutation';
import { REGISTER_WITH_VERIFICATION } from '../graphql/register-with-verification.mutation';
import { REGISTRATION_MESSAGES } from '../messages';
import { analyzeResume, REGISTRATION_EMAIL_UPLOAD_TIMEOUT_MS } from '../registration.api';
import { draftFromAnalysis, validateResumeFile } from '../resume';
import { BasicInfoStep } from '../steps/BasicInfoStep';
import { CareerStep } from '../steps/CareerStep';
import { CompanyInfoStep } from '../steps/CompanyInfoStep';
import { MethodStep } from '../steps/MethodStep';
import { RoleStep } from '../steps/RoleStep';
import { ShareHistoryStep } from '../steps/ShareHistoryStep';
import { UploadEmailsStep } from '../steps/UploadEmailsStep';
import { VerifyStep, type CodeSendState } from '../steps/VerifyStep';
import { MESSAGES, PASSWORD_HINT, passwordProblem, validateEmlFiles } from '../validation';
import { ProgressSteps, type WizardStep } from './ProgressSteps';

/** docs/product/rules.md#constants-and-limits: resend cooldown. */
export const RESEND_COOLDOWN_SECONDS = 30;

interface StepCopy {
  title: string;
  lead: string;
}

function stepCopy(step: WizardStep, userType: UserType | null): StepCopy {
  switch (step) {
    case 1:
      return { title: 'Create your account', lead: 'Are you looking for your next role, or hiring for your team?' };
    case 2:
      return { title: 'How would you like to start?', lead: 'Upload your resume and we fill in the details for you, or enter them yourself.' };
    case 3:
      return userType === 'company'
        ? { title: 'Your details', lead: 'Tell us who you are. You will use this email and password to sign in.' }
        : { title: 'Your details', lead: 'You will use this email and password to sign in. Your name stays hidden from companies until they unlock you.' };
    case 4:
      return { title: 'Verify your email', lead: 'One quick check that this address is yours.' };
    case 5:
      return userType === 'company'
        ? { title: 'Company information', lead: 'Tell candidates who is reaching out.' }
        : { title: 'Your career summary', lead: 'The basis of your anonymous profile. You can change all of it later.' };
    case 6:
      return { title: 'Share your interview history', lead: 'The part of your profile that speaks for itself.' };
    case 7:
      return { title: 'Upload your interview emails', lead: 'The more processes you add, the stronger your profile.' };
  }
}

/**
 * The registration this tab saved before a reload, when it belongs to this entry: the same role
 * (or none asked for) and, for an invitation link, the same address.
 */
function restorable(initialType: UserType | null, initialEmail: string): SavedRegistration | null {
  const saved = loadRegistration();
  if (!saved) return null;
  const sameType = initialType === null || saved.draft.userType === initialType;
  const sameEmail = !initialEmail || initialEmail.toLowerCase() === saved.draft.email.trim().toLowerCase();
  if (sameType && sameEmail) return saved;
  clearRegistration();
  return null;
}

/** A file the server accepted before the reload, shown again as uploaded (its bytes are not kept). */
function restoredUpload(upload: SavedRegistration['uploads'][number], index: number): FileUpload {
  return {
    id: `restored-${index}`,
    file: new File([], upload.fileName),
    fileName: upload.fileName,
    status: 'success',
    percent: 100,
    response: upload.response,
    failure: null,
  };
}

/** What both final steps answer; null-safe because a stand-in or proxy may answer without it. */
type NewSession = { accessToken: string; user: SessionUserFragment } | null | undefined;

/** The registration wizard (docs/product/screens.md#routes, Registration). */
export function RegistrationWizard({
  initialType,
  initialEmail = '',
  referralId = null,
}: {
  initialType: UserType | null;
  initialEmail?: string;
  /** The invitation's `ref` when the friend came by its link. */
  referralId?: string | null;
}) {
  const navigate = useNavigate();
  const mounted = useMountedRef();
  const [restored] = useState(() => restorable(initialType, initialEmail));
  const [draft, setDraft] = useState<RegistrationDraft>(() => restored?.draft ?? initialDraft(initialType, initialEmail));
  const [step, setStep] = useState<WizardStep>(() => restored?.step ?? (initialType === 'candidate' ? 2 : initialType === 'company' ? 3 : 1));
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(restored?.prefilledFrom ?? null);
  // After a reload the password is gone (it is never stored): the final step asks for it again.
  const [passwordLost, setPasswordLost] = useState(restored !== null);
  const [resendAt, setResendAt] = useState<number | null>(restored?.resendAt ?? null);
  const [restoredUploads] = useState<FileUpload[]>(() => (restored?.uploads ?? []).map(restoredUpload));
  const [sendState, setSendState] = useState<CodeSendState>({ sending: false, notice: null, error: null });
  const [tempToken, setTempToken] = useState<string | null>(null);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const cooldown = useCountdown();
  const { sendCode: sendVerificationCode, validateCode } = useVerificationCode();
  // The temporary registration token goes with these through the Apollo auth link (getAuthToken).
  const [completeRegistration] = useMutation(COMPLETE_REGISTRATION);
  const [registerWithVerification] = useMutation(REGISTER_WITH_VERIFICATION);
  // step 7: the same upload queue as the upload modal, with the temporary token
  const emailUploads = useUploadQueue({
    authToken: () => tokenForRegistration(),
    timeoutMs: REGISTRATION_EMAIL_UPLOAD_TIMEOUT_MS,
    fallbackMessage: REGISTRATION_MESSAGES.uploadFailed,
  });
  const verifiedEmail = useRef<string | null>(restored?.verifiedEmail ?? null);
  const session = getSessionSnapshot();
  // the account was created (the answer may have been cut off by a reload): never create it twice
  const alreadyRegistered = restored !== null && session.isAuthenticated && session.user?.email.toLowerCase() === draft.email.trim().toLowerCase();

  // the server's cooldown survives the reload: Resend stays disabled until it ends
  const startCooldown = cooldown.start;
  useEffect(() => {
    if (restored?.resendAt && restored.resendAt > Date.now()) startCooldown(Math.ceil((restored.resendAt - Date.now()) / 1000));
  }, [restored, startCooldown]);

  // off once the account exists (created, or refused as existing): nothing is left to resume
  const keepDraft = useRef(true);
  const allUploads = useMemo(() => [...restoredUploads, ...emailUploads.uploads], [restoredUploads, emailUploads.uploads]);
  useEffect(() => {
    if (alreadyRegistered || !keepDraft.current) {
      clearRegistration();
      return;
    }
    const uploads = allUploads.filter((upload) => upload.status === 'success').map((upload) => ({ fileName: upload.fileName, response: upload.response }));
    saveRegistration({ step, draft, prefilledFrom, verifiedEmail: verifiedEmail.current, resendAt, uploads });
  }, [alreadyRegistered, step, draft, prefilledFrom, resendAt, allUploads]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Move focus to the new step's heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const update = (patch: Partial<RegistrationDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const userType = draft.userType;
  const identity = () => ({ email: draft.email, firstName: draft.firstName, lastName: draft.lastName, userType });

  // ----- step 1 and 2 -------------------------------------------------------

  function chooseRole(type: UserType) {
    update({ userType: type });
    setStep(type === 'candidate' ? 2 : 3);
  }

  async function onResumeFile(file: File) {
    const problem = validateResumeFile(file);
    if (problem) {
      update({ resume: { status: 'idle', fileName: file.name, error: problem } });
      return;
    }
    update({ registrationMethod: 'resume', resume: { status: 'analyzing', fileName: file.name, error: null } });
    try {
      const analysis = await analyzeResume(file);
      if (!mounted.current) return;
      setDraft((current) => ({
        ...draftFromAnalysis(current, analysis),
        resume: { status: 'done', fileName: file.name, error: null },
      }));
      setPrefilledFrom(file.name);
      setStep(3);
    } catch (caught) {
      if (!mounted.current) return;
      const message = caught instanceof Error ? caught.message : REGISTRATION_MESSAGES.analyzeFailed;
      update({ resume: { status: 'error', fileName: file.name, error: message } });
    }
  }

  // ----- step 3 and 4 -------------------------------------------------------

  async function sendCode(resend: boolean) {
    setSendState({ sending: true, notice: null, error: null });
    try {
      await sendVerificationCode(identity(), { resend });
      if (!mounted.current) return;
      setSendState({ sending: false, notice: resend ? 'A new code is on its way.' : null, error: null });
      cooldown.start(RESEND_COOLDOWN_SECONDS);
      setResendAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
    } catch (caught) {
      if (!mounted.current) return;
      const fallback = resend ? VERIFICATION_MESSAGES.resendFailed : VERIFICATION_MESSAGES.sendFailed;
      const message = caught instanceof Error ? caught.message : fallback;
      setSendState({ sending: false, notice: null, error: message });
      // 'Please wait 25 seconds...': the server's own cooldown decides when Resend comes back
      const wait = retryAfterSeconds(message);
      if (wait) {
        cooldown.start(wait);
        setResendAt(Date.now() + wait * 1000);
      }
    }
  }

  function afterBasicInfo() {
    setPasswordLost(false);
    const email = draft.email.trim().toLowerCase();
    if (draft.isEmailVerified && verifiedEmail.current === email) {
      setStep(4);
      return;
    }
    // a changed address needs a new code and a new temporary token
    if (draft.isEmailVerified) {
      update({ isEmailVerified: false, verificationCode: '' });
      setTempToken(null);
      saveTempAccessToken(null);
    }
    setStep(4);
    void sendCode(false);
  }

  /** Returns the error to show, or null when the code was accepted. */
  async function verifyCode(code: string): Promise<string | null> {
    try {
      const token = await validateCode(identity(), code);
      if (token) saveTempAccessToken(token);
      if (!mounted.current) return null;
      setTempToken(token);
      verifiedEmail.current = draft.email.trim().toLowerCase();
      update({ isEmailVerified: true, verificationCode: code });
      setStep(5);
      return null;
    } catch (caught) {
      return caught instanceof Error ? caught.message : VERIFICATION_MESSAGES.codeFailed;
    }
  }

  // ----- candidate step 7 ---------------------------------------------------

  const tokenForRegistration = () => tempToken ?? getSessionSnapshot().tempAccessToken;
  /**
   * Registration calls must carry the temporary token even if another session's access token is
   * stored: the auth link sends a context `authToken` instead of getAuthToken().
   */
  const finalContext = () => ({ authToken: tokenForRegistration() });

  function onEmailFiles(files: File[]) {
    const problem = validateEmlFiles(files);
    setSelectionError(problem);
    if (!problem) emailUploads.enqueue(files);
  }

  // ----- final steps --------------------------------------------------------

  /** The password typed again after a reload: the step-3 rules, or null when it passes. */
  function passwordAgainProblem(): string | null {
    if (!passwordLost) return null;
    if (!draft.password || !draft.confirmPassword) return MESSAGES.passwordMissing;
    return passwordProblem(draft.password) ?? (draft.password === draft.confirmPassword ? null : MESSAGES.passwordMismatch);
  }

  async function finish(register: () => Promise<NewSession>, messages: { refused: string; failed: string }) {
    if (finishing) return;
    const problem = passwordAgainProblem();
    setFinishError(problem);
    if (problem) {
      document.getElementById('reg-password-again')?.focus();
      return;
    }
    setFinishing(true);
    try {
      const session = await register();
      if (session?.accessToken && session.user) {
        keepDraft.current = false;
        clearRegistration();
        saveSession(session.accessToken, session.user);
        navigate('/dashboard', { replace: true });
      } else if (mounted.current) {
        setFinishError(messages.refused);
      }
    } catch (caught) {
      // CONFLICT: the account exists already (e.g. created just before a reload): nothing to resume
      if (graphqlErrorCode(caught) === 'CONFLICT') {
        keepDraft.current = false;
        clearRegistration();
      }
      if (mounted.current) setFinishError(errorMessage(caught, messages.failed));
    } finally {
      if (mounted.current) setFinishing(false);
    }
  }

  const completeCandidate = () =>
    finish(
      async () =>
        (await completeRegistration({ variables: { input: buildCompleteRegistrationInput(draft, referralId) }, context: finalContext() })).data
          ?.completeRegistration,
      {
        refused: REGISTRATION_MESSAGES.completeRefused,
        failed: REGISTRATION_MESSAGES.completeFailed,
      },
    );

  const registerCompanyAccount = () =>
    finish(
      async () =>
        (await registerWithVerification({ variables: { input: buildCompanyRegistrationInput(draft) }, context: finalContext() })).data
          ?.registerWithVerification,
      {
        refused: REGISTRATION_MESSAGES.registerRefused,
        failed: REGISTRATION_MESSAGES.registerFailed,
      },
    );

  // ----- render -------------------------------------------------------------

  const goTo = (next: WizardStep) => () => {
    setFinishError(null);
    setStep(next);
  };
  const copy = stepCopy(step, userType);
  const loginTarget = userType ? `/login?type=${userType}` : '/login';
  const finalStep = (userType === 'candidate' && step === 7) || (userType === 'company' && step === 5);

  if (alreadyRegistered) return <Navigate to="/dashboard" replace />;

  return (
    <div className="wizard">
      {userType && <ProgressSteps userType={userType} step={step} />}
      <section className="wizard-card" aria-labelledby="wizard-title">
        <header className="wizard-card__header">
          <h1 id="wizard-title" ref={headingRef} tabIndex={-1} className="page-title">
            {copy.title}
          </h1>
          <p className="page-lead">{copy.lead}</p>
        </header>

        {finalStep && passwordLost && (
          <fieldset className="wizard-password-again">
            <legend className="wizard-password-again__title">Enter your password again</legend>
            <p className="wizard-password-again__text">The page was reloaded, and your password is never kept: type it again to finish.</p>
            <div className="form-grid form-grid--2">
              <Field id="reg-password-again" label="Password" hint={PASSWORD_HINT} required>
                <PasswordInput
                  id="reg-password-again"
                  name="new-password"
                  autoComplete="new-password"
                  value={draft.password}
                  onChange={(event) => update({ password: event.target.value })}
                />
              </Field>
              <Field id="reg-confirm-password-again" label="Confirm password" required>
                <PasswordInput
                  id="reg-confirm-password-again"
                  name="confirm-password"
                  autoComplete="new-password"
                  value={draft.confirmPassword}
                  onChange={(event) => update({ confirmPassword: event.target.value })}
                />
              </Field>
            </div>
          </fieldset>
        )}

        {step === 1 && <RoleStep selected={userType} onChoose={chooseRole} />}

        {step === 2 && (
          <MethodStep
            method={draft.registrationMethod}
            resume={draft.resume}
            onChooseManual={() => {
              update({ registrationMethod: 'manual', resume: { status: 'idle', fileName: null, error: null } });
              setPrefilledFrom(null);
              setStep(3);
            }}
            onChooseResume={() => update({ registrationMethod: 'resume' })}
            onResumeFile={(file) => void onResumeFile(file)}
            onResetResume={() => update({ registrationMethod: null, resume: { status: 'idle', fileName: null, error: null } })}
            onBack={goTo(1)}
          />
        )}

        {step === 3 && (
          <BasicInfoStep
            draft={draft}
            prefilledFrom={prefilledFrom}
            onChange={update}
            onBack={userType === 'company' ? () => navigate('/') : goTo(2)}
            onNext={afterBasicInfo}
          />
        )}

        {step === 4 && (
          <VerifyStep
            email={draft.email.trim()}
            code={draft.verificationCode}
            verified={draft.isEmailVerified}
            sendState={sendState}
            cooldownSeconds={cooldown.secondsLeft}
            onCodeChange={(verificationCode) => update({ verificationCode })}
            onVerify={verifyCode}
            onResend={() => void sendCode(true)}
            onBack={goTo(3)}
            onNext={goTo(5)}
          />
        )}

        {step === 5 && userType === 'candidate' && <CareerStep draft={draft} onChange={update} onBack={goTo(4)} onNext={goTo(6)} />}

        {step === 5 && userType === 'company' && (
          <CompanyInfoStep
            draft={draft}
            submitting={finishing}
            submitError={finishError}
            onChange={update}
            onBack={goTo(4)}
            onSubmit={() => void registerCompanyAccount()}
          />
        )}

        {step === 6 && <ShareHistoryStep onBack={goTo(5)} onNext={goTo(7)} />}

        {step === 7 && (
          <UploadEmailsStep
            uploads={allUploads}
            uploading={emailUploads.busy}
            selectionError={selectionError}
            completing={finishing}
            completeError={finishError}
            onFiles={onEmailFiles}
            onBack={goTo(6)}
            onComplete={() => void completeCandidate()}
          />
        )}
      </section>
      <p className="wizard__login">
        Already have an account? <Link to={loginTarget}>Sign in</Link>
      </p>
      <p className="wizard__login">
        By creating an account you agree to the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </div>
  );
}
