// English plurals for counts and names (issue 13 item 6: "0 return line itemss").
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { countLabel, plural, singular } from '../../src/schema/index.ts';

// ---

const pluralSuite = suite('plural');

pluralSuite('adds s, es or ies by the regular rules', () => {
  const cases: Record<string, string> = {
    item: 'items', event: 'events', box: 'boxes', match: 'matches', wish: 'wishes', address: 'addresses', status: 'statuses',
    bus: 'buses', alias: 'aliases', category: 'categories', company: 'companies', day: 'days', key: 'keys', photo: 'photos',
    video: 'videos', hero: 'heroes', roof: 'roofs', chief: 'chiefs', index: 'indexes', analysis: 'analyses', axis: 'axes',
    waltz: 'waltzes', buzz: 'buzzes',
  };
  for (const [one, many] of Object.entries(cases)) assert.is(plural(one), many, one);
});

pluralSuite('knows irregular and f-to-ves plurals', () => {
  const cases: Record<string, string> = {
    person: 'people', child: 'children', woman: 'women', mouse: 'mice', foot: 'feet', criterion: 'criteria', quiz: 'quizzes',
    leaf: 'leaves', knife: 'knives', life: 'lives', shelf: 'shelves', wolf: 'wolves',
  };
  for (const [one, many] of Object.entries(cases)) assert.is(plural(one), many, one);
});

pluralSuite('leaves words already plural and uncountable nouns unchanged', () => {
  for (const word of ['items', 'users', 'people', 'children', 'categories', 'representations', 'metadata', 'series', 'news', 'data', 'species']) {
    assert.is(plural(word), word, word);
  }
});

pluralSuite('changes only the last word of a phrase and keeps its case', () => {
  assert.is(plural('return line item'), 'return line items');
  assert.is(plural('Return line item'), 'Return line items');
  assert.is(plural('ReturnLineItem'), 'ReturnLineItems');
  assert.is(plural('order_item'), 'order_items');
  assert.is(plural('Person'), 'People');
  assert.is(plural('PERSON'), 'PEOPLE');
  assert.is(plural('URL'), 'URLs');
  assert.is(plural('ID'), 'IDs');
});

pluralSuite('pluralises the head noun of an "of" phrase', () => {
  assert.is(plural('CodeOfConduct'), 'CodesOfConduct');
  assert.is(plural('code of conduct'), 'codes of conduct');
});

pluralSuite('returns text without letters unchanged', () => {
  assert.is(plural(''), '');
  assert.is(plural('42'), '42');
});

pluralSuite.run();

// ---

const singularSuite = suite('singular');

singularSuite('undoes each plural rule', () => {
  const cases: Record<string, string> = {
    items: 'item', boxes: 'box', matches: 'match', addresses: 'address', statuses: 'status', aliases: 'alias', categories: 'category',
    days: 'day', photos: 'photo', heroes: 'hero', analyses: 'analysis', people: 'person', children: 'child', leaves: 'leaf',
    knives: 'knife', quizzes: 'quiz', representations: 'representation', waltzes: 'waltz',
  };
  for (const [many, one] of Object.entries(cases)) assert.is(singular(many), one, many);
});

singularSuite('leaves singular and uncountable words unchanged', () => {
  for (const word of ['item', 'person', 'address', 'status', 'analysis', 'metadata', 'series', 'news', 'data']) assert.is(singular(word), word, word);
});

singularSuite('changes only the head word and keeps its case', () => {
  assert.is(singular('Return line items'), 'Return line item');
  assert.is(singular('CodesOfConduct'), 'CodeOfConduct');
  assert.is(singular('URLs'), 'URL');
  assert.is(singular('order_items'), 'order_item');
});

singularSuite('inverts plural for the words it pluralises', () => {
  for (const word of ['event', 'box', 'category', 'person', 'leaf', 'hero', 'analysis', 'address', 'CodeOfConduct', 'ReturnLineItem']) {
    assert.is(singular(plural(word)), word, word);
  }
});

singularSuite.run();

// ---

const countLabelSuite = suite('countLabel');

countLabelSuite('uses the singular for exactly one and the plural otherwise', () => {
  assert.is(countLabel(1, 'return line item'), '1 return line item');
  assert.is(countLabel(0, 'return line item'), '0 return line items');
  assert.is(countLabel(2, 'representation'), '2 representations');
  assert.is(countLabel(3, 'person'), '3 people');
  assert.is(countLabel(1500, 'event'), '1,500 events');
});

countLabelSuite.run();
