// A value nested deeper than RESULT_MAX_DEPTH inside a card (issue 12 item 6): cards stop there
// and offer the rest as JSON, printed without recursion, so no depth a server sends can exhaust
// the renderer's stack.
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { RESULT_MAX_DEPTH } from '../constants.ts';
import { ResultJson } from './result-json.tsx';

export interface DeepValueProps {
  value: unknown;
  /** Names the value ("Settings"), for the JSON block's label. */
  label: string;
}

export function DeepValue({ value, label }: DeepValueProps) {
  const [isShown, setShown] = useState(false);
  return (
    <div className="facet-deep-value">
      <p className="facet-muted">{`Nested more than ${RESULT_MAX_DEPTH} levels deep: too deep to show as cards.`}</p>
      <Button className="facet-button" aria-expanded={isShown} onPress={() => setShown((shown) => !shown)}>
        {isShown ? 'Hide JSON' : 'Show as JSON'}
      </Button>
      {isShown ? <ResultJson value={value} label={`${label} as JSON`} /> : null}
    </div>
  );
}
