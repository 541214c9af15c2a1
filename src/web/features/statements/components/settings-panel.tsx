import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { settingsSchema } from '../../../../contract';
import { SETTING_GROUPS, SETTINGS_CATALOGUE } from '../../../../domain/settings';
import type { NumberSettingSpec, SettingEntry, SettingGroup, SettingKey } from '../../../../domain/settings';
import { announce } from '../../../lib/announce';
import type { AnalysisStore } from '../../analysis';

/**
 * One numeric setting: checked against the contract's `settingsSchema` as it is typed, applied when
 * the field is left or Enter is pressed. An out-of-range value stays in the field with a message
 * under it, and is not applied.
 */
function NumberSetting({ spec, value, onCommit }: { spec: NumberSettingSpec & { key: SettingKey }; value: number; onCommit: (v: number) => void }) {
  const messageId = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const range = `${spec.min} to ${spec.max}`;
  const label = spec.zeroIsNone ? `${spec.shortLabel} (0 = none)` : spec.shortLabel;
  const unit = spec.unit;
  const parsed = settingsSchema.shape[spec.key].safeParse(text.trim() === '' ? Number.NaN : Number(text));
  const commit = () => {
    if (parsed.success && parsed.data !== value) {
      onCommit(parsed.data);
    }
  };
  return (
    <div className="py-1.5">
      <label className="flex items-center justify-between gap-3">
        <span>{label}</span>
        <span className="flex items-center gap-1">
          <input
            type="text"
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => e.key === 'Enter' && commit()}
            aria-invalid={!parsed.success}
            aria-describedby={parsed.success ? undefined : messageId}
            aria-label={`${label} (${unit}), ${range}`}
            className="w-20 rounded border border-gray-300 bg-white px-2 py-1 text-right tabular-nums aria-[invalid=true]:border-red-500 dark:border-gray-600 dark:bg-gray-800"
          />
          <span className="w-10 text-xs text-gray-500 dark:text-gray-400">{unit}</span>
        </span>
      </label>
      {parsed.success ? null : (
        <p id={messageId} className="mt-1 text-right text-xs text-red-700 dark:text-red-400">
          Enter a number from {range}; {value} still applies.
        </p>
      )}
    </div>
  );
}

/** One setting of the panel, by its kind: a number field, the choices as radio buttons, or a checkbox. */
const SettingField = observer(function SettingField({ spec, store }: { spec: SettingEntry; store: AnalysisStore }) {
  const s = store.settings;
  const update = (patch: Partial<typeof s>) => void store.updateSettings(patch).then(announce);
  if (spec.kind === 'number') {
    return <NumberSetting spec={spec} value={s[spec.key]} onCommit={(v) => update({ [spec.key]: v })} />;
  }
  if (spec.kind === 'boolean') {
    const key = spec.key;
    return (
      <label className="flex items-center justify-between gap-3 py-1.5">
        <span>{spec.shortLabel}</span>
        <input type="checkbox" checked={s[key]} onChange={(e) => update({ [key]: e.target.checked })} className="accent-newBlue-700" />
      </label>
    );
  }
  const key = spec.key;
  return (
    <fieldset className="py-1.5">
      <legend className="mb-1 font-medium">{spec.shortLabel}</legend>
      {spec.options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 py-1">
          <input type="radio" name={key} checked={s[key] === option.value} onChange={() => update({ [key]: option.value })} className="accent-newBlue-700" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
});

/**
 * The assessment settings of the analysis, every entry of the settings catalogue under its group's
 * heading. A change recomputes every column at once and is saved with the analysis.
 */
export const SettingsPanel = observer(function SettingsPanel({ store }: { store: AnalysisStore }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) {
      dialog.showModal();
    } else if (!open && dialog?.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-newBlue-300 px-3 py-1.5 text-sm font-medium text-newBlue-800 hover:bg-newBlue-50 dark:border-newBlue-700 dark:text-newBlue-200 dark:hover:bg-newBlue-950"
      >
        Settings
      </button>
      <dialog
        ref={dialogRef}
        onClose={() => setOpen(false)}
        aria-labelledby="cg-settings-title"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-sm bg-white p-5 text-sm text-gray-800 shadow-2xl backdrop:bg-black/40 dark:bg-gray-900 dark:text-gray-100"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="cg-settings-title" className="text-lg font-semibold">
            Assessment settings
          </h2>
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label="Close settings"
            className="rounded px-2 text-xl leading-none text-gray-500 hover:bg-gray-100 dark:hover:bg-gray-800"
          >
            ×
          </button>
        </div>
        {(Object.keys(SETTING_GROUPS) as SettingGroup[]).map((group) => (
          <fieldset key={group} className="mb-3">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">{SETTING_GROUPS[group].title}</legend>
            <div className="divide-y divide-gray-100 dark:divide-gray-800">
              {SETTINGS_CATALOGUE.filter((spec) => spec.group === group).map((spec) => (
                <SettingField key={spec.key} spec={spec} store={store} />
              ))}
            </div>
          </fieldset>
        ))}
        <p className="mt-3 text-xs text-gray-500 dark:text-gray-400">
          Changes apply to every company at once and are saved with this analysis. Each change is one step of Undo (Ctrl+Z).
        </p>
        <button
          type="button"
          onClick={() => void store.resetSettings().then(announce)}
          className="mt-4 rounded-md border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-800"
        >
          Reset to defaults
        </button>
      </dialog>
    </>
  );
});
