import type { UspItem } from '../../../shared/content/types';
import { useSnippets } from '../../lib/snippets';
import { UspSlider } from '../blocks/UspSlider';

const SLIDES = [
  { key: 'usp.shipping', icon: 'shipping', fallback: 'Gratis verzending vanaf €75' },
  { key: 'usp.returns', icon: 'returns', fallback: '30 dagen bedenktijd, gratis retour' },
  { key: 'usp.help', icon: 'help', fallback: 'Persoonlijk advies van onze stylisten' },
] as const;

/** Below the looks, on desktop only (spec): shipping, returns and helping hands, as USP slides. */
export default function LookUspSlides() {
  const { t } = useSnippets();
  const items: UspItem[] = SLIDES.map((s) => ({ _key: s.key, icon: s.icon, title: t(s.key) || s.fallback }));
  return <UspSlider items={items} />;
}
