import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { I18nProvider } from 'react-aria-components';
import { FileInput, isAcceptedFile } from '../../../src/ui/inputs/file-input.tsx';
import { $, accessibleName, byLabel, click, description, focus, press, render, renderControlled } from '../../helpers/interact.ts';

function file(name: string, bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Picks files through the FileTrigger's hidden <input type="file">, as the browser's dialog would. */
function choose(container: HTMLElement, files: File[]) {
  const input = $(container, 'input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/**
 * Drops files on the zone with the native drag events React Aria's useDrop listens to. happy-dom's
 * DragEvent drops `dataTransfer` from its init, so the browser's object is stood in for by one
 * with the same shape (items of kind "file", effectAllowed, types).
 */
async function drop(zone: HTMLElement, files: File[]) {
  const dataTransfer = {
    effectAllowed: 'all',
    dropEffect: 'none',
    types: ['Files'],
    files,
    items: files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f, webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }) })),
    getData: () => '',
    setData: () => {},
  };
  await act(async () => {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      const event = new DragEvent(type, { bubbles: true, cancelable: true, clientX: 1, clientY: 1 });
      Object.defineProperty(event, 'dataTransfer', { value: dataTransfer });
      zone.dispatchEvent(event);
    }
    // getFile() resolves asynchronously; let it and the resulting update settle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const FileInputSuite = suite('FileInput');

FileInputSuite('renders a labelled group with a drop zone and a choose button', () => {
  const view = render(<FileInput label="Photo" value={null} onChange={() => {}} description="PNG or JPEG" />);
  const group = $(view.container, '[role="group"]');
  assert.is(accessibleName(group), 'Photo');
  assert.is(description(group), 'PNG or JPEG');
  assert.ok(byLabel(view.container, 'Choose file'));
  assert.ok(view.container.querySelector('.facet-dropzone'));
  view.unmount();
});

FileInputSuite('opens the browser file picker from the keyboard', () => {
  const view = render(<FileInput label="Photos" allowsMultiple value={[]} onChange={() => {}} acceptedFileTypes={['image/*']} />);
  const input = $(view.container, 'input[type="file"]') as HTMLInputElement;
  assert.is(input.accept, 'image/*');
  let opened = 0;
  input.click = () => {
    opened += 1;
  };
  const button = byLabel(view.container, 'Choose files');
  focus(button);
  press(button, 'Enter');
  assert.is(opened, 1);
  view.unmount();
});

FileInputSuite('emits the chosen file and lists its name and size', () => {
  const view = renderControlled<File | null>(null, (value, onChange) => (
    <I18nProvider locale="en-US"><FileInput label="Photo" value={value} onChange={onChange} /></I18nProvider>
  ));
  const photo = file('stage.png', 2_500);
  choose(view.container, [photo]);
  assert.equal(view.emitted, [photo]);
  assert.is($(view.container, '.facet-file-name').textContent, 'stage.png');
  assert.is($(view.container, '.facet-file-size').textContent, '2.5 kB');
  assert.ok(byLabel(view.container, 'Replace file'));
  view.unmount();
});

FileInputSuite('appends chosen files to a list and removes one by its button', () => {
  const view = renderControlled<File[]>([], (value, onChange) => (
    <FileInput label="Photos" allowsMultiple value={value} onChange={onChange} />
  ));
  const [a, b, c] = [file('a.png', 1), file('b.png', 2), file('c.png', 3)];
  choose(view.container, [a!, b!]);
  choose(view.container, [c!]);
  assert.equal(view.current(), [a, b, c]);
  assert.is(($(view.container, 'input[type="file"]') as HTMLInputElement).multiple, true);
  click(byLabel(view.container, 'Remove b.png'));
  assert.equal(view.current(), [a, c]);
  assert.equal([...view.container.querySelectorAll('.facet-file-name')].map((n) => n.textContent), ['a.png', 'c.png']);
  view.unmount();
});

FileInputSuite('refuses a file of the wrong type with a message next to the field', () => {
  const view = renderControlled<File | null>(null, (value, onChange) => (
    <FileInput label="Photo" acceptedFileTypes={['image/*']} value={value} onChange={onChange} />
  ));
  choose(view.container, [file('notes.txt', 10, 'text/plain')]);
  assert.equal(view.emitted, []);
  assert.match(description($(view.container, '[role="group"]')), 'notes.txt: not an accepted type (image/*)');
  view.unmount();
});

FileInputSuite('refuses a file over its stated limit before sending, in words', () => {
  const view = renderControlled<File[]>([], (value, onChange) => (
    <FileInput label="Photos" allowsMultiple sizeLimit={{ bytes: 10 * 1024 ** 2, text: '10 MB' }} value={value} onChange={onChange} />
  ));
  const small = file('small.png', 2_000_000);
  choose(view.container, [small, file('huge.png', 50_000_000)]);
  assert.equal(view.emitted, [[small]], 'the file that fits is taken');
  assert.match(description($(view.container, '[role="group"]')), 'huge.png is 50 MB, over the 10 MB limit: choose a smaller file.');
  view.unmount();
});

FileInputSuite('takes a file dropped on the zone', async () => {
  const view = renderControlled<File | null>(null, (value, onChange) => (
    <FileInput label="Photo" value={value} onChange={onChange} />
  ));
  const photo = file('drop.png', 10);
  await drop($(view.container, '.facet-dropzone'), [photo]);
  assert.is(view.current()?.name, 'drop.png');
  view.unmount();
});

FileInputSuite('shows upload progress as a labelled progress bar', () => {
  const view = render(
    <I18nProvider locale="en-US"><FileInput label="Photo" value={file('a.png', 1)} onChange={() => {}} progress={0.45} /></I18nProvider>,
  );
  const bar = $(view.container, '[role="progressbar"]');
  assert.is(accessibleName(bar), 'Uploading');
  assert.is(bar.getAttribute('aria-valuenow'), '0.45');
  assert.is(bar.getAttribute('aria-valuetext'), '45%');
  view.unmount();
  const idle = render(<FileInput label="Photo" value={null} onChange={() => {}} />);
  assert.is(idle.container.querySelector('[role="progressbar"]'), null);
  idle.unmount();
});

FileInputSuite.run();

// ---

const isAcceptedFileSuite = suite('isAcceptedFile');

isAcceptedFileSuite('matches MIME types, wildcards and extensions', () => {
  const pdf = file('Report.PDF', 1, 'application/pdf');
  assert.ok(isAcceptedFile(pdf, ['.pdf']));
  assert.ok(isAcceptedFile(pdf, ['application/pdf']));
  assert.not.ok(isAcceptedFile(pdf, ['image/*']));
  assert.ok(isAcceptedFile(pdf, undefined));
});

isAcceptedFileSuite.run();
