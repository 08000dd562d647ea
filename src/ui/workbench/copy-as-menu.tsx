// "Copy as" for the current operation (issue 18): curl, fetch or a Facet link, to the clipboard.
// Credentials stay placeholders unless "Include the token and secrets" is switched on; the link
// never holds them.
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { Switch } from 'react-aria-components/Switch';
import { copyAsCurl, copyAsFetch, facetLink, type OperationRequest } from '../../store/workbench.ts';

export interface CopyAsMenuProps {
  /** The current operation as the transport would send it; null disables the menu. */
  request: OperationRequest | null;
  /** The app's address, for the link. */
  appUrl: string;
  /** Puts text on the clipboard. @default navigator.clipboard.writeText */
  copy?: (text: string) => Promise<void>;
}

const KINDS = { curl: 'curl', fetch: 'fetch', link: 'Facet link' } as const;

export function CopyAsMenu({ request, appUrl, copy = (text) => navigator.clipboard.writeText(text) }: CopyAsMenuProps) {
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const onAction = (key: React.Key) => {
    if (!request) return;
    const kind = key as keyof typeof KINDS;
    const text =
      kind === 'curl' ? copyAsCurl(request, { includeSecrets }) : kind === 'fetch' ? copyAsFetch(request, { includeSecrets }) : facetLink(appUrl, request.query, request.variables);
    copy(text).then(
      () => setStatus(`Copied as ${KINDS[kind]}${includeSecrets && kind !== 'link' ? ', with the token and secrets' : ''}.`),
      (error: Error) => setStatus(`Could not copy: ${error.message}`),
    );
  };
  return (
    <div className="facet-copy-as">
      <MenuTrigger>
        <Button className="facet-button" isDisabled={!request}>Copy as…</Button>
        <Popover className="facet-popover">
          <Menu aria-label="Copy the operation as" className="facet-listbox" onAction={onAction}>
            <MenuItem id="curl" className="facet-listbox-item">curl</MenuItem>
            <MenuItem id="fetch" className="facet-listbox-item">fetch</MenuItem>
            <MenuItem id="link" className="facet-listbox-item">Facet link</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <Switch className="facet-switch" isSelected={includeSecrets} onChange={setIncludeSecrets}>
        <span className="facet-switch-track" aria-hidden="true">
          <span className="facet-switch-thumb" />
        </span>
        Include the token and secrets
      </Switch>
      {status ? <p role="status">{status}</p> : null}
    </div>
  );
}
