import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SchemaSidebar } from '../../../src/ui/frame/schema-sidebar.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { $, type, waitFor } from '../../helpers/interact.ts';

const SDL = /* GraphQL */ `
  type Event { id: ID! }
  type Query { events: [Event!]!, event(id: ID!): Event }
  type Mutation { createEvent(title: String!): Event }
`;

const linkNames = (root: ParentNode) => [...root.querySelectorAll('a')].map((a) => a.textContent?.trim());

const sidebar = suite('SchemaSidebar');

sidebar('says the schema is loading until it arrives, then lists its root fields by kind', async () => {
  const app = mountFakeApp(<SchemaSidebar />);
  assert.match(app.r.container.textContent ?? '', 'Loading schema…');
  await app.answerSchema(SDL);
  // The links render in the background (a deferred value), not in the task the schema arrives in.
  await waitFor(() => app.r.container.querySelector('nav') !== null, 5000, 'the sidebar');
  const nav = $(app.r.container, 'nav');
  assert.is(nav.getAttribute('aria-label'), 'Operations');
  const names = linkNames(nav).join(' | ');
  for (const name of ['events', 'event', 'createEvent']) assert.match(names, name);
  assert.not.match(app.r.container.textContent ?? '', 'Loading schema…');
  app.done();
});

sidebar('filters the fields with the schema layer\'s rule as the user types', async () => {
  const app = mountFakeApp(<SchemaSidebar />);
  await app.answerSchema(SDL);
  await waitFor(() => app.r.container.querySelector('input') !== null, 5000, 'the sidebar');
  type($(app.r.container, 'input'), 'create');
  await waitFor(() => !linkNames(app.r.container).includes('events'), 5000, 'the filtered list');
  const names = linkNames(app.r.container);
  assert.ok(names.some((n) => n?.includes('createEvent')), names.join(' | '));
  assert.not.ok(names.some((n) => n === 'events'), names.join(' | '));
  app.done();
});

sidebar.run();
