// The help pages under /klantenservice/ that the shop's footer links to.
import type { FaqCategory } from '../../../../shared/content/types';
import { internal, refs, richText } from '../builders';
import { faqs } from '../faqs';
import { SECTION_PADDING, blocks, keyed, page, pageId } from './page';

const FAQ_GROUPS: Array<[FaqCategory, string]> = [
  ['bestellen', 'Bestellen'],
  ['verzenden', 'Verzenden'],
  ['retourneren', 'Retourneren'],
  ['betalen', 'Betalen'],
  ['maatadvies', 'Maatadvies'],
];

const faqIds = (...categories: FaqCategory[]) =>
  faqs.filter((faq) => categories.includes(faq.category)).map((faq) => faq._id);

function faqPage() {
  const slug = 'klantenservice/veelgestelde-vragen';
  return page(slug, 'Veelgestelde vragen',
    'Antwoord op de meestgestelde vragen over bestellen, verzenden, retourneren, betalen en maatadvies bij VELD.',
    blocks(pageId(slug),
      { _type: 'Title', text: 'Veelgestelde vragen', level: 'h1' },
      ...FAQ_GROUPS.map(([category, title]) => ({
        _type: 'FAQs' as const, title, items: refs<'faq'>(`${pageId(slug)}:${category}`, faqIds(category)),
      })),
      { _type: 'Button', title: 'Neem contact op', link: internal('page-contact'), variant: 'secondary', alignment: 'center' },
    ));
}

function shippingPage() {
  const slug = 'klantenservice/verzenden-en-retourneren';
  return page(slug, 'Verzenden en retourneren',
    'Gratis verzending vanaf € 75, de volgende werkdag in huis, en 30 dagen bedenktijd met gratis retourneren.',
    blocks(pageId(slug),
      { _type: 'Title', text: 'Verzenden en retourneren', level: 'h1' },
      {
        _type: 'Content',
        body: richText(`${pageId(slug)}:body`,
          '## Verzenden',
          '- Nederland: gratis vanaf € 75, anders € 4,95',
          '- België: gratis vanaf € 100, anders € 6,95',
          '- Op werkdagen voor 22.00 uur besteld, de volgende werkdag in huis',
          '- Ophalen in de winkel in Haarlem is altijd gratis',
          '## Retourneren',
          'Je hebt 30 dagen bedenktijd. Meld je retour aan via [je account](/account/orders), print het label en breng het pakket naar een PostNL-punt. Retourneren binnen Nederland is gratis; vanuit België kost een retour € 6,95.'),
        alignment: 'left',
        maxWidth: 760,
        padding: SECTION_PADDING,
      },
      { _type: 'FAQs', title: 'Vragen over verzenden en retourneren',
        items: refs(`${pageId(slug)}:faqs`, faqIds('verzenden', 'retourneren')) },
      {
        _type: 'Usps',
        items: keyed(`${pageId(slug)}:usps`, 'uspItem', [
          { icon: 'shipping', title: 'Morgen in huis' },
          { icon: 'returns', title: 'Gratis retourneren' },
          { icon: 'sustainable', title: 'Verpakt zonder plastic' },
        ] as const),
      },
    ));
}

/** Garment measurements in centimetres, rendered as a table in a sandboxed iframe. */
const SIZE_CHART_HTML = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Maattabel</title>
<style>
  body { margin: 0; padding: 32px 24px; font: 16px/1.5 system-ui, sans-serif; color: #2b2622; background: #fff; }
  h2 { font-weight: 500; margin: 32px 0 12px; }
  table { border-collapse: collapse; width: 100%; max-width: 720px; }
  th, td { text-align: left; padding: 10px 14px; border-bottom: 1px solid #e6ded3; }
  th { font-weight: 500; background: #f7f3ee; }
</style></head>
<body>
  <h2>Dames</h2>
  <table>
    <thead><tr><th>Maat</th><th>NL</th><th>Borst</th><th>Taille</th><th>Heup</th></tr></thead>
    <tbody>
      <tr><td>XS</td><td>34</td><td>80–84</td><td>62–66</td><td>88–92</td></tr>
      <tr><td>S</td><td>36</td><td>84–88</td><td>66–70</td><td>92–96</td></tr>
      <tr><td>M</td><td>38</td><td>88–92</td><td>70–74</td><td>96–100</td></tr>
      <tr><td>L</td><td>40</td><td>92–98</td><td>74–80</td><td>100–106</td></tr>
      <tr><td>XL</td><td>42</td><td>98–104</td><td>80–86</td><td>106–112</td></tr>
      <tr><td>XXL</td><td>44</td><td>104–110</td><td>86–92</td><td>112–118</td></tr>
    </tbody>
  </table>
  <h2>Heren</h2>
  <table>
    <thead><tr><th>Maat</th><th>NL</th><th>Borst</th><th>Taille</th><th>Binnenbeenlengte</th></tr></thead>
    <tbody>
      <tr><td>XS</td><td>44</td><td>86–90</td><td>72–76</td><td>80</td></tr>
      <tr><td>S</td><td>46</td><td>90–94</td><td>76–80</td><td>81</td></tr>
      <tr><td>M</td><td>48–50</td><td>94–102</td><td>80–88</td><td>82</td></tr>
      <tr><td>L</td><td>52</td><td>102–108</td><td>88–94</td><td>83</td></tr>
      <tr><td>XL</td><td>54</td><td>108–114</td><td>94–100</td><td>84</td></tr>
      <tr><td>XXL</td><td>56</td><td>114–120</td><td>100–106</td><td>85</td></tr>
    </tbody>
  </table>
</body></html>`;

function sizeChartPage() {
  const slug = 'klantenservice/maattabel';
  return page(slug, 'Maattabel',
    'Welke maat past je? De maattabel van VELD voor dames en heren, met uitleg over het opmeten.',
    blocks(pageId(slug),
      { _type: 'Title', text: 'Maattabel', level: 'h1' },
      {
        _type: 'Content',
        body: richText(`${pageId(slug)}:body`,
          'Meet over je ondergoed, met een zacht meetlint dat strak maar niet knellend zit.',
          '- **Borst:** rond het breedste deel van je borst, onder je oksels door',
          '- **Taille:** rond het smalste deel van je middel',
          '- **Heup:** rond het breedste deel van je heupen'),
        alignment: 'left',
        maxWidth: 720,
        padding: { desktop: { top: 24, bottom: 24 }, mobile: { top: 16, bottom: 16 } },
      },
      { _type: 'RawHTML', title: 'Maattabel dames en heren', html: SIZE_CHART_HTML },
      { _type: 'Button', title: 'Liever persoonlijk maatadvies?', link: internal('page-afspraak-maken'),
        variant: 'primary', alignment: 'center' },
    ));
}

export const helpPages = [faqPage(), shippingPage(), sizeChartPage()];
