import { OptionSelect, ToggleButton } from './controls';
import { LOUPE_ZOOMS } from './reader-logic';
import { TAP_LAYOUTS, type TapLayout } from './reader-logic';
import { LINE_SPACING, TEXT_SIZES, type TextSettings } from './TextLayer';
import { useReaderText } from './use-reader-text';

interface ModeControlsProps {
  /** Guided view applies (not in vertical mode): its button shows. */
  canGuide: boolean;
  guided: boolean;
  onGuided: () => void;
  textMode: boolean;
  onTextMode: () => void;
}

/** The reading modes used most: guided view (G) and text mode (T). */
export function ModeControls(props: ModeControlsProps) {
  const { t } = useReaderText();
  return (
    <>
      {props.canGuide && (
        <ToggleButton pressed={props.guided} onClick={props.onGuided} keyName="G">
          {t('guided')}
        </ToggleButton>
      )}
      <ToggleButton pressed={props.textMode} onClick={props.onTextMode} keyName="T">
        {t('textMode')}
      </ToggleButton>
    </>
  );
}

interface MoreModesProps {
  speaking: boolean;
  onReadAloud: () => void;
  continues: boolean;
  onContinues: (on: boolean) => void;
  loupe: boolean;
  onLoupe: () => void;
  zoom: number;
  onZoom: (zoom: number) => void;
}

/**
 * The menu's modes: read-aloud (with "Continue to the next page" only while it reads) and the
 * magnifier (M, with its magnification only while it is on).
 */
export function MoreModes(props: MoreModesProps) {
  const { t } = useReaderText();
  return (
    <>
      <ToggleButton pressed={props.speaking} onClick={props.onReadAloud}>
        {props.speaking ? t('stopReading') : t('readAloud')}
      </ToggleButton>
      {props.speaking && (
        <label className="flex min-h-9 items-center gap-1 text-sm text-sand">
          <input
            type="checkbox"
            checked={props.continues}
            onChange={(event) => props.onContinues(event.target.checked)}
            className="size-4 accent-gold"
          />
          {t('continueAloud')}
        </label>
      )}
      <ToggleButton pressed={props.loupe} onClick={props.onLoupe} keyName="M">
        {t('loupe')}
      </ToggleButton>
      {props.loupe && (
        <OptionSelect
          label={t('loupeZoom')}
          value={props.zoom}
          options={LOUPE_ZOOMS}
          text={(zoom) => `${zoom}×`}
          onChange={props.onZoom}
        />
      )}
    </>
  );
}

/** Continuous vertical mode (V): every page stacked, scrolled through; remembered per comic. */
export function VerticalToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useReaderText();
  return (
    <ToggleButton pressed={on} onClick={onToggle} keyName="V">
      {t('vertical')}
    </ToggleButton>
  );
}

/** How the stage is split for taps: left and right, top and bottom, or off (touch screens only). */
export function TapZonesSelect({
  value,
  onChange,
}: {
  value: TapLayout;
  onChange: (layout: TapLayout) => void;
}) {
  const { t } = useReaderText();
  return (
    <OptionSelect
      label={t('tapZones')}
      value={value}
      options={TAP_LAYOUTS}
      text={(layout) => t(`tapLayout.${layout}`)}
      onChange={onChange}
    />
  );
}

/** Text mode's own options: text size (100-200 %), line spacing and high contrast. */
export function TextOptions({
  settings,
  onChange,
}: {
  settings: TextSettings;
  onChange: (settings: TextSettings) => void;
}) {
  const { t } = useReaderText();
  return (
    <div className="flex flex-wrap items-center gap-2 px-4 pt-2 text-base">
      <OptionSelect
        label={t('textSize')}
        value={settings.size}
        options={TEXT_SIZES}
        text={(size) => `${size}%`}
        onChange={(size) => onChange({ ...settings, size })}
      />
      <OptionSelect
        label={t('lineSpacing')}
        value={settings.spacing}
        options={Object.keys(LINE_SPACING) as TextSettings['spacing'][]}
        text={(spacing) => t(`spacing.${spacing}`)}
        onChange={(spacing) => onChange({ ...settings, spacing })}
      />
      <ToggleButton
        pressed={settings.contrast}
        onClick={() => onChange({ ...settings, contrast: !settings.contrast })}
      >
        {t('highContrast')}
      </ToggleButton>
    </div>
  );
}
