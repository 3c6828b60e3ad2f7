// The internal design showcase (spec routes /stylingViewer, /components/inputs,
// /components/buttons): every primitive in every state, on the shop's own tokens.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/Button';
import { Dialog } from '../components/ui/Dialog';
import { Checkbox, Select, TextInput } from '../components/ui/fields';
import { Pagination } from '../components/ui/Pagination';
import { Price } from '../components/ui/Price';
import { Slider } from '../components/ui/Slider';

const COLOURS = ['ink', 'ink-soft', 'paper', 'surface', 'line', 'accent', 'sale', 'sustainable', 'focus'];
const STEPS = ['-1', '0', '1', '2', '3', '4', '5'];
const SPACES = ['1', '2', '3', '4', '5', '6', '7', '8'];
const BREAKPOINTS: [string, number][] = [['xs', 320], ['sm', 640], ['md', 768], ['lg', 1024], ['xl', 1280], ['2xl', 1536]];

function StylingViewer() {
  return (
    <>
      <section aria-labelledby="colours"><h2 id="colours">Kleuren</h2>
        <ul className="swatches">{COLOURS.map((c) => (
          <li key={c}><span className="swatches__chip" style={{ background: `var(--color-${c})` }} /> <code>--color-{c}</code></li>
        ))}</ul>
      </section>
      <section aria-labelledby="type"><h2 id="type">Typografie</h2>
        {STEPS.map((s) => <p key={s} style={{ fontSize: `var(--step-${s})` }}>Stap {s}: Tijdloze mode uit Haarlem</p>)}
        <p className="eyebrow">Eyebrow</p>
      </section>
      <section aria-labelledby="space"><h2 id="space">Ruimte</h2>
        <ul className="spaces">{SPACES.map((s) => (
          <li key={s}><span className="spaces__bar" style={{ width: `var(--space-${s})` }} /> <code>--space-{s}</code></li>
        ))}</ul>
      </section>
      <section aria-labelledby="breakpoints"><h2 id="breakpoints">Breekpunten</h2>
        <ul>{BREAKPOINTS.map(([name, px]) => <li key={name}><code>{name}</code>: {px} px</li>)}</ul>
      </section>
      <section aria-labelledby="prices"><h2 id="prices">Prijzen</h2>
        <Price price={89.95} listPrice={null} discountPercent={null} />
        <Price price={67.46} listPrice={89.95} discountPercent={25} />
        <Price price={0} listPrice={null} discountPercent={null} />
      </section>
    </>
  );
}

function Inputs() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(3);
  return (
    <>
      <section aria-labelledby="text-inputs"><h2 id="text-inputs">Tekstvelden</h2>
        <TextInput label="Voornaam" required name="demo-required" />
        <TextInput label="Bedrijfsnaam" name="demo-optional" />
        <TextInput label="E-mailadres" required defaultValue="sanne@" error="Email is invalid" name="demo-error" />
        <TextInput label="Telefoonnummer" hint="Bijvoorbeeld +31 6 12345678" name="demo-hint" />
        <TextInput label="Klantnummer" disabled defaultValue="VELD-10293" name="demo-disabled" />
      </section>
      <section aria-labelledby="selects"><h2 id="selects">Keuzelijsten</h2>
        <Select label="Land" required placeholder="Kies een land" options={[{ value: 'NL', label: 'Nederland' }, { value: 'BE', label: 'België' }]} />
        <Select label="Aanhef" variant="checkout" options={[{ value: 'mevrouw', label: 'Mevrouw' }, { value: 'meneer', label: 'Meneer' }]} placeholder="Geen" />
        <Select label="Maat" required error="Kies een maat" placeholder="Kies een maat" options={[{ value: 'm', label: 'M' }]} />
      </section>
      <section aria-labelledby="checkboxes"><h2 id="checkboxes">Aanvinkvakjes</h2>
        <Checkbox label="Houd me op de hoogte" />
        <Checkbox label="Aangevinkt" defaultChecked />
        <Checkbox label="Ik ga akkoord met het privacybeleid" error="You must agree to the privacy policy" />
        <Checkbox label="Niet beschikbaar" disabled />
      </section>
      <section aria-labelledby="dialogs"><h2 id="dialogs">Dialoogvenster</h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>Open dialoogvenster</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Maatadvies">
          <p>Twijfel je over je maat? Onze stylisten helpen je graag in de winkel of via video.</p>
          <Button onClick={() => setOpen(false)}>Begrepen</Button>
        </Dialog>
      </section>
      <section aria-labelledby="pagination"><h2 id="pagination">Paginering</h2>
        <Pagination page={page} totalPages={12} hrefFor={(p) => `?p=${p}`} />
        <p>Pagina {page} (links hierboven zijn gewone links; zie ook de productoverzichten).</p>
        <Button size="small" variant="secondary" onClick={() => setPage((p) => Math.min(12, p + 1))}>Volgende pagina</Button>
      </section>
      <section aria-labelledby="slider"><h2 id="slider">Slider</h2>
        <Slider label="Voorbeeldslider" perView={{ desktop: 3.7, tablet: 4.2, mobile: 1.4 }}>
          {Array.from({ length: 8 }, (_, i) => <div key={i} className="showcase-slide">Dia {i + 1}</div>)}
        </Slider>
      </section>
    </>
  );
}

function Buttons() {
  return (
    <>
      {(['primary', 'secondary', 'text'] as const).map((variant) => (
        <section key={variant} aria-labelledby={`buttons-${variant}`}>
          <h2 id={`buttons-${variant}`}>{variant}</h2>
          <div className="button-row">
            <Button variant={variant}>In winkelwagen</Button>
            <Button variant={variant} size="small">Klein</Button>
            <Button variant={variant} disabled>Niet beschikbaar</Button>
            <Button variant={variant} busy busyLabel="Bezig…">Bezig</Button>
          </div>
        </section>
      ))}
      <section aria-labelledby="buttons-block"><h2 id="buttons-block">Volle breedte</h2>
        <Button block>Afrekenen</Button>
      </section>
    </>
  );
}

const PAGES: Record<string, { title: string; Body: () => React.JSX.Element }> = {
  '/stylingViewer': { title: 'Stijlgids', Body: StylingViewer },
  '/components/inputs': { title: 'Formuliervelden', Body: Inputs },
  '/components/buttons': { title: 'Knoppen', Body: Buttons },
};

export function Component() {
  const { pathname } = useLocation();
  const page = PAGES[pathname] ?? PAGES['/stylingViewer']!;
  return (
    <div className="showcase container">
      <p className="eyebrow">Ontwerpsysteem</p>
      <h1>{page.title}</h1>
      <page.Body />
    </div>
  );
}
