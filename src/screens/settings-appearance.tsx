// The Appearance section of /settings (issue 15 §4): the colour scheme, System (the browser's
// `prefers-color-scheme`, the default), Light or Dark, as a segmented radio group. It is not part
// of the endpoint form: it belongs to this browser whichever endpoint is in use, and applies and
// is remembered the moment it is chosen (DocumentColorScheme writes it on the page).
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { storeConstants, type ColorSchemeChoice } from '../store/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';

const CHOICE_LABELS: Record<ColorSchemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export function AppearanceSettings() {
  useSignals();
  const { store } = useApp();
  return (
    <>
      <h2>Appearance</h2>
      <RadioGroup
        className="facet-field facet-segmented"
        orientation="horizontal"
        value={store.settings.colorScheme.value}
        onChange={(value) => store.settings.setColorScheme(value as ColorSchemeChoice)}
      >
        <Label className="facet-label">Colour scheme</Label>
        <div className="facet-segmented-options">
          {storeConstants.COLOR_SCHEME_CHOICES.map((choice) => (
            <Radio key={choice} value={choice}>
              {CHOICE_LABELS[choice]}
            </Radio>
          ))}
        </div>
        <Text slot="description" className="facet-description">
          System follows this device&apos;s light or dark setting. Applies at once, to every endpoint, in this browser.
        </Text>
      </RadioGroup>
    </>
  );
}
