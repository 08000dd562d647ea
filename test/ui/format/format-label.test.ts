import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { midSentence } from '../../../src/ui/format/format-label.ts';

// ---

const MidSentenceSuite = suite('midSentence');

MidSentenceSuite('lowers the first letter of a label, unless it starts an acronym', () => {
  assert.is(midSentence('Created at'), 'created at');
  assert.is(midSentence('URLs'), 'URLs');
  assert.is(midSentence('ID'), 'ID');
});

MidSentenceSuite.run();
