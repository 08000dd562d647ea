import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Time } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { TimeInput, readTime, writeTime, type TimeInputProps } from '../../../src/ui/inputs/time-input.tsx';
import { $, accessibleName, description, focus, press, renderControlled, dateSegment, segmentText } from '../../helpers/interact.ts';

function renderTime(initial: string | null, props: Partial<TimeInputProps> = {}, locale = 'en-US') {
  return renderControlled<string | null>(initial, (value, onChange) => (
    <I18nProvider locale={locale}>
      <TimeInput label="Doors open" value={value} onChange={onChange} {...props} />
    </I18nProvider>
  ));
}

const TimeInputSuite = suite('TimeInput');

TimeInputSuite('shows the time in the locale clock, labelled', () => {
  const view = renderTime('19:30:00', { description: 'Venue time' });
  assert.is(segmentText(view.container), '7:30 PM');
  assert.match(accessibleName($(view.container, '[role="group"]')), 'Doors open');
  assert.match(description(dateSegment(view.container, 'hour')), 'Venue time');
  view.unmount();
  const german = renderTime('19:30:00', {}, 'de-DE');
  assert.is(segmentText(german.container), '19:30');
  german.unmount();
});

TimeInputSuite('emits HH:mm:ss when a segment steps with the arrow keys', () => {
  const view = renderTime('19:30');
  const minute = dateSegment(view.container, 'minute');
  focus(minute);
  press(minute, 'ArrowUp');
  assert.equal(view.emitted, ['19:31:00']);
  const hour = dateSegment(view.container, 'hour');
  focus(hour);
  press(hour, 'ArrowDown');
  assert.equal(view.emitted.at(-1), '18:31:00');
  view.unmount();
});

TimeInputSuite('edits seconds at second granularity and can emit UTC', () => {
  const view = renderTime('08:00:59Z', { granularity: 'second', isUtc: true });
  const second = dateSegment(view.container, 'second');
  focus(second);
  press(second, 'ArrowUp');
  assert.equal(view.emitted, ['08:00:00Z'], 'seconds wrap without carrying');
  view.unmount();
});

TimeInputSuite('emits null once the segments are cleared', () => {
  const view = renderTime('09:15:00');
  for (const type of ['dayPeriod', 'minute', 'hour']) {
    const el = dateSegment(view.container, type);
    focus(el);
    press(el, 'Backspace');
    press(el, 'Backspace');
  }
  assert.is(view.current(), null);
  view.unmount();
});

TimeInputSuite('explains an unreadable value and shows the form error', () => {
  const bad = renderTime('7pm');
  assert.match(description(dateSegment(bad.container, 'hour')), '“7pm” is not a time');
  bad.unmount();
  const required = renderTime(null, { isRequired: true, errorMessage: 'Doors open is required' });
  const hour = dateSegment(required.container, 'hour');
  assert.is(hour.getAttribute('aria-required'), 'true');
  assert.match(description(hour), 'Doors open is required');
  required.unmount();
});

TimeInputSuite.run();

// ---

const readTimeSuite = suite('readTime');

readTimeSuite('reads short, long, fractional and zoned times', () => {
  assert.is(readTime('07:05')?.toString(), '07:05:00');
  assert.is(readTime('07:05:09.5')?.toString(), '07:05:09.5');
  assert.is(readTime('07:05:09Z')?.toString(), '07:05:09');
  assert.is(readTime('07:05:09+02:00')?.toString(), '07:05:09');
});

readTimeSuite('refuses what is not a 24-hour time', () => {
  assert.is(readTime('7:05'), null);
  assert.is(readTime('25:00'), null);
  assert.is(readTime(null), null);
});

readTimeSuite.run();

// ---

const writeTimeSuite = suite('writeTime');

writeTimeSuite('always writes seconds and drops milliseconds', () => {
  assert.is(writeTime(new Time(7, 5)), '07:05:00');
  assert.is(writeTime(new Time(7, 5, 9, 500), true), '07:05:09Z');
});

writeTimeSuite.run();
