import * as Tabs from '../common/Tabs';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MessageKey } from '../../i18n/messages';
import { Modal } from '../common/Modal';

const SECTIONS: { id: string; title: MessageKey; paragraphs: MessageKey[] }[] = [
  { id: 'play', title: 'simulator.help.howToPlay', paragraphs: ['simulator.help.playText1', 'simulator.help.playText2', 'simulator.help.playText3'] },
  {
    id: 'apply',
    title: 'simulator.help.howToApply',
    paragraphs: ['simulator.help.applyText1', 'simulator.help.applyText2', 'simulator.help.applyText3', 'simulator.help.applyText4', 'simulator.help.applyText5'],
  },
  { id: 'what', title: 'simulator.help.whatIs', paragraphs: ['simulator.help.whatText1', 'simulator.help.whatText2', 'simulator.help.whatText3'] },
];

/** The Help dialog: How to Play, How to Apply LOTO, What is LOTO. */
export function HelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('simulator.help.title')} closeLabel={t('simulator.help.close')} size="wide">
      <Tabs.Root defaultValue="play" className="help-dialog">
        <Tabs.List className="help-dialog__tabs" aria-label={t('simulator.help.title')}>
          {SECTIONS.map((s) => (
            <Tabs.Trigger key={s.id} value={s.id} className="help-dialog__tab">
              {t(s.title)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SECTIONS.map((s) => (
          <Tabs.Content key={s.id} value={s.id} className="help-dialog__content">
            {s.paragraphs.map((p) => (
              <p key={p}>{t(p)}</p>
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Modal>
  );
}
