import '../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NotFoundScreen } from '../../src/screens/not-found.tsx';
import { mountFakeApp } from '../helpers/fake-app.tsx';
import { click } from '../helpers/interact.ts';

const notFound = suite('NotFoundScreen');

notFound('says there is nothing here and leads home', () => {
  const app = mountFakeApp(<NotFoundScreen />, { path: '/nowhere' });
  assert.is(app.r.container.querySelector('h1')!.textContent, 'Not found');
  const home = [...app.r.container.querySelectorAll('a')].find((a) => a.textContent === 'Go to the overview')!;
  click(home);
  assert.is(app.history.at(-1), '/');
  app.done();
});

notFound.run();
