import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { I18nProvider } from 'react-aria-components';
import { DateTimeInput, readDateTime, writeDateTime, type DateTimeInputProps } from '../../../src/ui/inputs/date-time-input.tsx';
import { $, accessibleName, click, description, focus, press, renderControlled, dateSegment, segmentText } from '../../helpers/interact.ts';

const ZONE = 'Europe/Berlin';

function renderDateTime(initial: string | number | null, props: Partial<DateTimeInputProps> = {}) {
  return renderControlled<string | number | null>(initial, (value, onChange) => (
    <I18nProvider locale="en-US">
      <DateTimeInput label="Starts" value={value} onChange={onChange} timeZone={ZONE} {...props} />
    </I18nProvider>
  ));
}

const DateTimeInputSuite = suite('DateTimeInput');

DateTimeInputSuite('shows an instant in the given zone with the zone named', () => {
  const view = renderDateTime('2026-05-01T17:30:00Z', { description: 'Local time of the venue' });
  assert.is(segmentText(view.container), '5/1/2026, 7:30 PM GMT+2');
  assert.match(accessibleName($(view.container, '[role="group"]')), 'Starts');
  // React Aria links help and errors from the first segment, so they are read once.
  assert.match(description(dateSegment(view.container, 'month')), 'Local time of the venue');
  view.unmount();
});

DateTimeInputSuite('emits RFC 3339 with the zone offset when a segment steps', () => {
  const view = renderDateTime('2026-05-01T19:30:00+02:00');
  const hour = dateSegment(view.container, 'hour');
  focus(hour);
  press(hour, 'ArrowUp');
  assert.equal(view.emitted, ['2026-05-01T20:30:00+02:00']);
  const minute = dateSegment(view.container, 'minute');
  focus(minute);
  press(minute, 'ArrowDown');
  assert.equal(view.emitted.at(-1), '2026-05-01T20:29:00+02:00');
  view.unmount();
});

DateTimeInputSuite('emits UTC with Z when asked', () => {
  const view = renderDateTime('2026-05-01T19:30:00+02:00', { isUtc: true });
  const hour = dateSegment(view.container, 'hour');
  focus(hour);
  press(hour, 'ArrowUp');
  assert.equal(view.emitted, ['2026-05-01T18:30:00Z']);
  view.unmount();
});

DateTimeInputSuite('edits a LocalDateTime without zone and emits it without offset', () => {
  const view = renderDateTime('2026-05-01T19:30:00', { encoding: 'local' });
  assert.is(segmentText(view.container), '5/1/2026, 7:30 PM');
  const hour = dateSegment(view.container, 'hour');
  focus(hour);
  press(hour, 'ArrowUp');
  assert.equal(view.emitted, ['2026-05-01T20:30:00']);
  view.unmount();
});

DateTimeInputSuite('reads and emits epoch milliseconds for Timestamp scalars', () => {
  const instant = Date.UTC(2026, 4, 1, 17, 30);
  const view = renderDateTime(instant, { encoding: 'epoch-ms' });
  assert.is(segmentText(view.container), '5/1/2026, 7:30 PM GMT+2');
  const minute = dateSegment(view.container, 'minute');
  focus(minute);
  press(minute, 'ArrowUp');
  assert.equal(view.emitted, [instant + 60_000]);
  view.unmount();
});

DateTimeInputSuite('keeps the time when a day is picked from the calendar', () => {
  const view = renderDateTime('2026-05-01T19:30:00+02:00');
  click($(view.container, '.facet-calendar-button'));
  const dialog = $(document, '[role="dialog"]');
  const cell = [...dialog.querySelectorAll<HTMLElement>('[role="gridcell"] > *')].find((el) => el.textContent === '20');
  click(cell!);
  assert.equal(view.emitted, ['2026-05-20T19:30:00+02:00']);
  view.unmount();
});

DateTimeInputSuite('uses the offset in force on the day (winter time)', () => {
  const view = renderDateTime('2026-01-15T12:00:00Z');
  const hour = dateSegment(view.container, 'hour');
  focus(hour);
  press(hour, 'ArrowUp');
  assert.equal(view.emitted, ['2026-01-15T14:00:00+01:00']);
  view.unmount();
});

DateTimeInputSuite('explains an unreadable value and shows the form error', () => {
  const bad = renderDateTime('2026-05-01 19:30');
  assert.match(description(dateSegment(bad.container, 'month')), 'is not a date and time like');
  bad.unmount();
  const required = renderDateTime(null, { isRequired: true, errorMessage: 'Starts is required' });
  assert.match(description(dateSegment(required.container, 'month')), 'Starts is required');
  required.unmount();
});

DateTimeInputSuite.run();

// ---

const readDateTimeSuite = suite('readDateTime');

readDateTimeSuite('reads Z, offsets and fractional seconds into the zone', () => {
  assert.is(readDateTime('2026-05-01T17:30:00Z', ZONE)?.hour, 19);
  assert.is(readDateTime('2026-05-01T19:30:00+02:00', ZONE)?.hour, 19);
  assert.is(readDateTime('2026-05-01T17:30:00.250Z', ZONE)?.millisecond, 250);
});

readDateTimeSuite('refuses strings without an offset', () => {
  assert.is(readDateTime('2026-05-01T17:30:00', ZONE), null);
  assert.is(readDateTime('tomorrow', ZONE), null);
});

readDateTimeSuite.run();

// ---

const writeDateTimeSuite = suite('writeDateTime');

writeDateTimeSuite('writes the offset form and the UTC form of one instant', () => {
  const date = readDateTime('2026-05-01T17:30:00Z', ZONE)!;
  assert.is(writeDateTime(date), '2026-05-01T19:30:00+02:00');
  assert.is(writeDateTime(date, true), '2026-05-01T17:30:00Z');
});

writeDateTimeSuite.run();
