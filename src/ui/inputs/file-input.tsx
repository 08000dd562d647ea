// File input for Upload/File scalars, single ([Upload] → several): PRODUCT.md §4 "Upload/File
// scalar → file input with drop zone; progress bar while sending"; ui.md §3 "File input"
// (DropZone wrapping a FileTrigger button gives both a keyboard path and a drop path).
//
// Files come from the "Choose file" button (FileTrigger), from a drop onto the zone, or from a
// paste into it (DropZone's hidden drop button). Chosen files are listed with name and size and a
// "Remove <name>" button each; a single input replaces its file, a multiple one appends. When the
// screen passes `progress` (0–1) a ProgressBar shows the upload. Files not matching
// `acceptedFileTypes`, or larger than a stated `sizeLimit` ("images up to 10 MB"), are refused
// with a message in words before anything is sent (issue 16). Wire value: the File (or null), or File[] for
// lists; the transport turns them into a GraphQL multipart request.
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { DropZone, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Text } from 'react-aria-components/Text';
import { isFileDropItem } from 'react-aria-components/useDragAndDrop';
import { useLocale } from 'react-aria-components/I18nProvider';
import { formatBytes } from '../format/index.ts';
import { RequiredMark } from './field-label.tsx';

interface FileInputBaseProps {
  label: string;
  /** MIME types or extensions, e.g. ['image/*', '.pdf']; anything when absent. */
  acceptedFileTypes?: readonly string[];
  /** The largest file the field takes, as its description states it (src/schema's SizeLimit). */
  sizeLimit?: { bytes: number; text: string } | null;
  /** Upload progress 0–1 while sending; null/undefined hides the bar. */
  progress?: number | null;
  /** Help text (see FieldProps). */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null;
}

export type FileInputProps = FileInputBaseProps & (
  | { allowsMultiple?: false; value: File | null; onChange(value: File | null): void }
  | { allowsMultiple: true; value: readonly File[]; onChange(value: File[]): void }
);

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

/** Whether `file` matches an `accept`-style list (MIME type, type/* wildcard, or .extension). */
export function isAcceptedFile(file: File, accepted: readonly string[] | undefined): boolean {
  if (!accepted || accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

export function FileInput(props: FileInputProps) {
  const { label, acceptedFileTypes, sizeLimit, progress, description, isRequired = false, isDisabled = false, errorMessage } = props;
  const { locale } = useLocale();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const files: readonly File[] = props.allowsMultiple ? props.value : props.value ? [props.value] : [];
  const message = refusal ?? errorMessage ?? null;
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [description ? ids.description : null, message ? ids.error : null].filter(Boolean).join(' ') || undefined;

  function emit(next: File[]) {
    if (props.allowsMultiple) props.onChange(next);
    else props.onChange(next[0] ?? null);
  }

  function take(incoming: readonly File[]) {
    const ofType = incoming.filter((file) => isAcceptedFile(file, acceptedFileTypes));
    const wrongType = incoming.filter((file) => !ofType.includes(file));
    const accepted = ofType.filter((file) => !sizeLimit || file.size <= sizeLimit.bytes);
    const tooBig = ofType.filter((file) => !accepted.includes(file));
    const reasons = [
      wrongType.length > 0 ? `${wrongType.map((f) => f.name).join(', ')}: not an accepted type (${acceptedFileTypes?.join(', ')})` : null,
      ...tooBig.map((f) => `${f.name} is ${formatBytes(f.size, locale)}, over the ${sizeLimit!.text} limit: choose a smaller file`),
    ].filter(Boolean);
    setRefusal(reasons.length > 0 ? `${reasons.join('. ')}.` : null);
    if (accepted.length === 0) return;
    emit(props.allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  }

  async function onDrop(event: DropEvent) {
    const dropped = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
    take(dropped);
  }

  function remove(index: number) {
    setRefusal(null);
    emit(files.filter((_, i) => i !== index));
  }

  const noun = props.allowsMultiple ? 'files' : 'a file';
  return (
    <div
      className="facet-field facet-file-input"
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={describedBy}
      data-invalid={message ? true : undefined}
    >
      <span id={ids.label} className="facet-label">
        {label}
        {isRequired && <RequiredMark isAnnounced />}
      </span>
      <DropZone className="facet-dropzone" onDrop={onDrop} isDisabled={isDisabled} aria-label={`Drop ${noun} for ${label}`}>
        <Text slot="label" className="facet-dropzone-text">Drop {noun} here, or</Text>{' '}
        <FileTrigger
          onSelect={(list) => take(list ? [...list] : [])}
          allowsMultiple={props.allowsMultiple}
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        >
          <Button className="facet-button" isDisabled={isDisabled} aria-describedby={describedBy}>
            {props.allowsMultiple ? 'Choose files' : files.length > 0 ? 'Replace file' : 'Choose file'}
          </Button>
        </FileTrigger>
      </DropZone>
      {files.length > 0 && (
        <ul className="facet-file-list" aria-label={`Chosen for ${label}`}>
          {files.map((file, index) => (
            <li key={`${index}-${file.name}`} className="facet-file">
              <span className="facet-file-name">{file.name}</span>{' '}
              <span className="facet-file-size">{formatBytes(file.size, locale)}</span>
              <Button className="facet-button facet-button--quiet" onPress={() => remove(index)} isDisabled={isDisabled} aria-label={`Remove ${file.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && progress !== undefined && (
        <ProgressBar className="facet-progress" value={progress} minValue={0} maxValue={1} formatOptions={{ style: 'percent' }}>
          {({ percentage, valueText }) => (
            <>
              <Label className="facet-progress-label">Uploading</Label>
              <span className="facet-progress-value">{valueText}</span>
              <div className="facet-progress-track"><div className="facet-progress-fill" style={{ width: `${percentage ?? 0}%` }} /></div>
            </>
          )}
        </ProgressBar>
      )}
      {description && <p id={ids.description} className="facet-description">{description}</p>}
      {message && <p id={ids.error} className="facet-error">{message}</p>}
    </div>
  );
}
