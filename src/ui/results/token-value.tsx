// A sign-in token in a result, masked (ui.md §2 item 20 "Tokens … masked in the UI"): its first
// TOKEN_VISIBLE_CHARS characters and its length, never the whole, with "Use as sign-in token"
// (PRODUCT.md §4 "a string field named like a token … can be adopted as the sign-in token").
import { Button } from 'react-aria-components/Button';
import { TOKEN_VISIBLE_CHARS } from '../constants.ts';

/** A token as shown: its first few characters at most, never the whole. */
export function maskedToken(token: string): string {
  return token.length > TOKEN_VISIBLE_CHARS ? `${token.slice(0, TOKEN_VISIBLE_CHARS)}…` : '…';
}

export interface TokenValueProps {
  token: string;
  /** Called with the whole token by the "Use as sign-in token" button; without it there is no button. */
  onAdoptToken?: ((token: string) => void) | undefined;
}

export function TokenValue({ token, onAdoptToken }: TokenValueProps) {
  return (
    <span className="facet-token">
      <code>{maskedToken(token)}</code> <span className="facet-token-length">({token.length} characters, hidden)</span>{' '}
      {onAdoptToken ? (
        <Button className="facet-button" onPress={() => onAdoptToken(token)}>
          Use as sign-in token
        </Button>
      ) : null}
    </span>
  );
}
