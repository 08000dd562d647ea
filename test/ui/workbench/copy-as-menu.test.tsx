import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { operationRequest } from '../../../src/store/workbench.ts';
import { CopyAsMenu } from '../../../src/ui/workbench/index.ts';
import { click, render, waitFor } from '../../helpers/interact.ts';

const ENDPOINT = 'https://api.example/graphql';
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) as HTMLElement | undefined;

// ---

const copyMenu = suite('CopyAsMenu');

copyMenu('copies the operation as curl with placeholders, and says so', async () => {
  const copied: string[] = [];
  const request = operationRequest({ endpoint: ENDPOINT, baseUrl: ENDPOINT, query: '{ me { id } }', token: 'tok-1' });
  const r = render(<CopyAsMenu request={request} appUrl="https://app.example/" copy={async (t) => void copied.push(t)} />);
  click(buttonNamed(r.container, 'Copy as…')!);
  await waitFor(() => document.querySelector('[role="menuitem"]') !== null, 2000, 'the menu');
  click([...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((el) => el.textContent === 'curl')!);
  await waitFor(() => r.container.textContent!.includes('Copied as curl.'), 2000, 'the status');
  assert.ok(copied[0]!.includes('Bearer <token>') && !copied[0]!.includes('tok-1'), copied[0]);
  r.unmount();
});

copyMenu('is disabled without an operation', () => {
  const r = render(<CopyAsMenu request={null} appUrl="https://app.example/" />);
  assert.ok(buttonNamed(r.container, 'Copy as…')!.hasAttribute('disabled') || buttonNamed(r.container, 'Copy as…')!.getAttribute('aria-disabled') === 'true');
  r.unmount();
});

copyMenu.run();
