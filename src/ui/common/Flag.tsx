import br from 'flag-icons/flags/4x3/br.svg';
import de from 'flag-icons/flags/4x3/de.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';
import { languageOption, type Language } from '../../rules/language';

// SVG flags from flag-icons, by the flag code of each language option: emoji flags do not
// render on Windows.
const FLAGS: Readonly<Record<string, string>> = { br, gb, es, fr, de };

/** A language's flag; decorative, since the language name is always beside it. */
export function Flag({ language, className = '' }: { language: Language; className?: string }) {
  return <img className={`flag ${className}`} src={FLAGS[languageOption(language).flag]} alt="" width={20} height={15} />;
}
