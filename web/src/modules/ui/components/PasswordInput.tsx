import { useState, type InputHTMLAttributes, type Ref } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; ref?: Ref<HTMLInputElement> };

/** A password input with a Show / Hide toggle; `ref` reaches the input (e.g. to focus it). */
export function PasswordInput({ id, className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} id={id} type={visible ? 'text' : 'password'} className={`input${className ? ` ${className}` : ''}`} />
      <button
        type="button"
        className="password-input__toggle"
        aria-controls={id}
        aria-pressed={visible}
        aria-label="Show password"
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
