import { useRef, useState, type DragEvent, type ReactNode } from 'react';

interface FileDropZoneProps {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  title: ReactNode;
  hint: ReactNode;
  onFiles: (files: File[]) => void;
}

/** A file input styled as a drop zone; clicking, the keyboard and drag-and-drop all work. */
export function FileDropZone({ id, accept, multiple = false, disabled = false, title, hint, onFiles }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function take(list: FileList | null) {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    <label
      htmlFor={id}
      className={`dropzone${dragging ? ' is-dragging' : ''}${disabled ? ' is-disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        id={id}
        type="file"
        className="dropzone__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          take(event.target.files);
          // choosing the same file again must fire change again
          event.target.value = '';
        }}
      />
      <span className="dropzone__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </span>
      <span className="dropzone__title">{title}</span>
      <span id={`${id}-hint`} className="dropzone__hint">
        {hint}
      </span>
    </label>
  );
}
