import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { destructiveVerbInText } from '../../src/schema/index.ts';

const verb = suite('destructiveVerbInText');

verb('finds a destructive verb in a field called with arguments', () => {
  assert.is(destructiveVerbInText('mutation { deleteEvent(id: "1") { id } }', null), 'delete');
  assert.is(destructiveVerbInText('mutation M {\n  a: revoke_token (id: 1)\n}', 'M'), 'revoke');
});

verb('finds it in the operation name, before the fields', () => {
  assert.is(destructiveVerbInText('mutation PurgeAll { renameEvent(id: 1) { id } }', 'PurgeAll'), 'purge');
});

verb('passes a harmless document, and whole words only', () => {
  assert.is(destructiveVerbInText('mutation { renameEvent(id: "1", title: "x") { id } }', null), null);
  assert.is(destructiveVerbInText('mutation { undeleteEvent(id: "1") { id } }', null), null);
  assert.is(destructiveVerbInText('', null), null);
});

verb.run();
