import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useApp } from '../../../src/ui/frame/app-context.tsx';
import { mountFakeApp } from '../../helpers/fake-app.tsx';
import { render } from '../../helpers/interact.ts';

function Endpoint() {
  const { store } = useApp();
  return <p>{store.settings.values.value.endpoint}</p>;
}

const app = suite('useApp');

app('hands a component the store of the AppProvider above it', () => {
  const mounted = mountFakeApp(<Endpoint />);
  assert.is(mounted.r.container.textContent, mounted.store.settings.values.value.endpoint);
  mounted.done();
});

app('says what is missing when no AppProvider is above it', () => {
  const originalError = console.error;
  console.error = () => {}; // React reports the thrown error too
  try {
    assert.throws(() => render(<Endpoint />), /needs an <AppProvider> above it/);
  } finally {
    console.error = originalError;
  }
});

app.run();
