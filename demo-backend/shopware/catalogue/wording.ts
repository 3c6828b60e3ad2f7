// Product names and texts that agree with the product: a "Linnen tuniek" is made of linen, a
// "Witte sneaker" is white, a shoemaker's label is on shoes only, and the description says what
// the model on the picture is wearing.
import type { Random } from './ids';
import type { Garment } from './images';
import type { Assortment, BrandDef, Gender } from './taxonomy';

/** Words in a name that promise a material: the product must be made of one of these. */
const MATERIAL_WORDS: [RegExp, string[]][] = [
  [/\blinnen\b/, ['Linnen']],
  [/\bzijden\b/, ['Zijde']],
  [/\bsatijnen\b/, ['Zijde', 'Viscose']],
  [/\bkatoenen\b|piqué/, ['Katoen', 'Biologisch katoen']],
  [/\bwollen\b/, ['Wol', 'Merinowol']],
  [/\bkasjmier\b/, ['Kasjmier']],
  [/\b(lak)?leren\b/, ['Leer']],
  [/\bsuède\b/, ['Suède']],
  [/\bcanvas\b/, ['Canvas']],
  [/gebreide\b/, ['Wol', 'Merinowol', 'Kasjmier', 'Katoen', 'Biologisch katoen', 'Viscose']],
  [/\bwaterdichte\b|\bwaterafstotende\b|\bzwemshort\b/, ['Gerecycled polyester', 'Katoen']],
  [/\bgouden\b/, ['Verguld messing']],
  [/\bzilveren\b/, ['Gerecycled zilver']],
];

/** Words in a name that promise a colour: every colour of the product must be one of these. */
const COLOUR_WORDS: [RegExp, string[]][] = [
  [/\bwitte\b/, ['Wit']],
  [/\bgouden\b/, ['Goud']],
  [/\bzilveren\b/, ['Zilver']],
  [/\blichte\b/, ['Lichtblauw', 'Ecru', 'Grijs']],
  [/\bdonkere\b|\braw\b/, ['Blauw', 'Zwart', 'Marine', 'Antraciet']],
];

/** A metal's colour decides the metal. */
const COLOUR_MATERIAL: Record<string, string> = { Goud: 'Verguld messing', Zilver: 'Gerecycled zilver' };

/** The materials `words` allow among `materials`, or null when the words contradict the colours. */
function fitting(words: string, materials: readonly string[], colours: readonly string[]): string[] | null {
  const lower = words.toLowerCase();
  for (const [pattern, allowed] of COLOUR_WORDS) {
    if (pattern.test(lower) && !colours.every((c) => allowed.includes(c))) return null;
  }
  let left = [...materials];
  for (const [pattern, allowed] of MATERIAL_WORDS) if (pattern.test(lower)) left = left.filter((m) => allowed.includes(m));
  const metal = COLOUR_MATERIAL[colours[0] ?? ''];
  if (metal && left.includes(metal)) left = [metal];
  return materials.length === 0 || left.length > 0 ? left : null;
}

export interface Naming {
  adjective: string;
  material: string | null;
}

/**
 * The adjective and material of a product whose drawn adjective, noun and colours are given: the
 * drawn adjective when it agrees with the noun and colours, else the next one that does.
 */
export function agreeingNaming(assortment: Assortment, adjective: string, noun: string, colours: readonly string[], random: Random): Naming {
  const { adjectives, materials } = assortment;
  const start = adjectives.indexOf(adjective);
  for (let i = 0; i < adjectives.length; i++) {
    const candidate = adjectives[(start + i) % adjectives.length]!;
    const allowed = fitting(`${candidate} ${noun}`, materials, colours);
    if (allowed) return { adjective: candidate, material: allowed.length > 0 ? random.pick(allowed) : null };
  }
  // No adjective fits (not the case in the taxonomy): the noun alone decides.
  const allowed = fitting(noun, materials, colours) ?? materials;
  return { adjective: '', material: allowed.length > 0 ? random.pick(allowed) : null };
}

/** The brands that make `garment` for `gender` in `material`. */
export function brandsFor(brands: readonly BrandDef[], garment: Garment, gender: Gender | null, material: string | null): BrandDef[] {
  const eligible = brands.filter((b) => (gender === null || b.gender === 'beide' || b.gender === gender) && b.makes.includes(garment)
    && (b.material === undefined || b.material === material));
  return eligible.length > 0 ? eligible : brands.filter((b) => b.makes.includes(garment));
}

/** What a manufacturer's page says about it. */
export function brandStory(brand: Pick<BrandDef, 'name' | 'city' | 'makes' | 'material'>): string {
  const what = brand.material ? `mode van ${brand.material.toLowerCase()}`
    : brand.makes.every((g) => ['sneaker', 'boot', 'sandal', 'pump', 'loafer', 'bag', 'belt'].includes(g)) ? 'schoenen en lederwaren'
      : brand.makes.includes('jewellery') ? 'sieraden en accessoires'
        : brand.makes.includes('jeans') && brand.makes.length <= 5 ? 'denim en workwear'
          : brand.makes.every((g) => ['knit', 'scarf', 'cap', 'coat'].includes(g)) ? 'breiwerk'
            : 'tijdloze mode';
  return `<p>${brand.name} komt uit ${brand.city} en maakt ${what} met oog voor detail.</p>`;
}

const GARMENT_LINES: Partial<Record<Garment, string>> = {
  dress: 'Een jurk die je met sneakers net zo makkelijk draagt als met pumps.',
  top: 'Een basis voor elke dag, onder een blazer of gewoon los.',
  shirt: 'Draag hem dichtgeknoopt op kantoor of open over een T-shirt in het weekend.',
  knit: 'Warm zonder zwaar te zijn, en fijn over een blouse of een T-shirt.',
  trousers: 'Met een hoge taille en zakken waar je echt iets in kwijt kunt.',
  jeans: 'Denim dat mooier wordt naarmate je het vaker draagt.',
  skirt: 'Beweegt mee bij elke stap en staat bij een trui net zo goed als bij een top.',
  coat: 'Ruim genoeg voor een dikke trui eronder, met diepe zakken.',
  blazer: 'Een blazer die een jeans net zo goed kleedt als een pantalon.',
  shorts: 'Licht en luchtig voor warme dagen.',
  sneaker: 'Met een zachte binnenzool en een stevige, flexibele loopzool.',
  boot: 'Met een profielzool die grip houdt op natte straten.',
  sandal: 'Met een voetbed dat zich naar je voet vormt.',
  pump: 'Met een hak die je de hele avond volhoudt.',
  loafer: 'Handgemaakt, met een leren voering.',
  bag: 'Met een binnenvak met rits voor sleutels en telefoon.',
  scarf: 'Groot genoeg om om te slaan, zacht genoeg om de hele dag te dragen.',
  belt: 'Met een messing gesp die niet verkleurt.',
  jewellery: 'Nikkelvrij en geleverd in een katoenen zakje.',
  sunglasses: 'Met UV400-glazen en een stevig brillenetui.',
  cap: 'Past iedereen en houdt zijn vorm.',
};

/** The name in running text: "Linnen tuniek Ivy" becomes "linnen tuniek Ivy". */
function inText(name: string): string {
  return /^[A-Z][a-zé]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}

/** The model line: what the model is wearing, so a shopper can compare with their own size. */
export function modelLine(gender: Gender | null, sizes: readonly string[], random: Random): string | null {
  if (!sizes.some((s) => /^[A-Z]+$/.test(s))) return null;
  const female = gender !== 'heren';
  const cm = female ? random.int(170, 180) : random.int(180, 191);
  const preferred = female ? ['S', 'M', 'XS', 'L'] : ['M', 'L', 'S', 'XL'];
  const size = preferred.find((s) => sizes.includes(s)) ?? sizes[0]!;
  return `Het model is ${Math.floor(cm / 100)},${String(cm % 100).padStart(2, '0')} m en draagt maat ${size}.`;
}

export function describe(o: { name: string; brand: string; material: string; fit: string | null; sustainable: boolean; garment: Garment; model: string | null }): string {
  if (o.garment === 'giftcard') {
    return '<p>Geef de keuze cadeau met een digitale VELD-cadeaubon. Je ontvangt de bon direct per e-mail ' +
      'en hij is twee jaar geldig in onze webshop en in de showroom.</p>';
  }
  const { material } = o;
  const care = material === 'Leer' || material === 'Suède' ? 'Behandel regelmatig met een beschermende spray.'
    : material === 'Wol' || material === 'Merinowol' || material === 'Kasjmier' ? 'Handwas of wolprogramma op 30 °C.'
      : material === 'Zijde' ? 'Handwas koud of laten stomen.'
        : material === 'Acetaat' || material === 'Verguld messing' || material === 'Gerecycled zilver' ? 'Bewaar droog en poets met een zachte doek.'
          : 'Wasbaar op 30 °C, binnenstebuiten.';
  const line = GARMENT_LINES[o.garment] ?? '';
  return `<p>De ${inText(o.name)} van ${o.brand} is gemaakt van ${material.toLowerCase()}: een tijdloos ontwerp ` +
    `met een eigentijdse afwerking. ${line}</p>` +
    (o.model ? `<p>${o.model}</p>` : '') +
    `<ul><li>Materiaal: ${material}</li>${o.fit ? `<li>Pasvorm: ${o.fit}</li>` : ''}<li>${care}</li>` +
    `${o.sustainable ? '<li>Duurzaam geproduceerd, met oog voor mens en milieu</li>' : ''}</ul>`;
}
