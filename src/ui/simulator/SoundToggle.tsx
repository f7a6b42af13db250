import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { isMuted, setMuted } from '../../state/sound';

/** Mutes or unmutes the simulator's sounds; the choice is remembered. */
export function SoundToggle() {
  const { t } = useLanguage();
  const [muted, setMutedState] = useState(isMuted);
  return (
    <button
      type="button"
      className="icon-button sound-toggle"
      aria-pressed={muted}
      aria-label={muted ? t('simulator.sound.unmute') : t('simulator.sound.mute')}
      title={muted ? t('simulator.sound.unmute') : t('simulator.sound.mute')}
      onClick={() => {
        setMuted(!muted);
        setMutedState(!muted);
      }}
    >
      {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
    </button>
  );
}
