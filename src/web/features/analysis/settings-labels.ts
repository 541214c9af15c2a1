import { SETTINGS_CATALOGUE, settingName, settingText } from '../../../domain/settings';
import type { Settings } from '../../../domain/settings';

/**
 * The undo label of a change of settings: "DSCR floor 1.25 → 1.5" for one setting, the names of
 * the settings for several ("Stock margin, DSCR floor"); the wording is the settings catalogue's.
 */
export function settingsStepLabel(before: Settings, after: Settings): string {
  const changed = SETTINGS_CATALOGUE.map((e) => e.key).filter((name) => before[name] !== after[name]);
  if (changed.length === 1) {
    const name = changed[0]!;
    return `${settingName(name)} ${settingText(name, before[name])} → ${settingText(name, after[name])}`;
  }
  return changed.map(settingName).join(', ');
}
