// Long result text cut at TEXT_TRUNCATE_CHARS behind a "Show more" button (ui.md §2 item 10
// "truncate big strings … with 'show more'"); the button says whether it is expanded.
import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { TEXT_TRUNCATE_CHARS } from '../constants.ts';

export function TruncatedText({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  if (text.length <= TEXT_TRUNCATE_CHARS) return <span className="facet-text">{text}</span>;
  return (
    <span className="facet-text">
      <span id={id}>{isExpanded ? text : `${text.slice(0, TEXT_TRUNCATE_CHARS).trimEnd()}…`}</span>{' '}
      <Button className="facet-button facet-button-link" aria-expanded={isExpanded} aria-controls={id} onPress={() => setIsExpanded((e) => !e)}>
        {isExpanded ? 'Show less' : 'Show more'}
      </Button>
    </span>
  );
}
