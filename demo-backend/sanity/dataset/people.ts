// The shop's team (Team blocks, blog authors) and customer reviews (Reviews blocks).
import { image } from './builders';
import type { SeedOf } from './seed';

const member = (id: string, name: string, jobTitle: string, bio: string, x = 0.5): SeedOf<'teamMember'> => ({
  _id: `team-${id}`,
  _type: 'teamMember',
  name,
  jobTitle,
  bio,
  image: image({ name: `team-${id}`, motif: 'portrait', width: 800, height: 1000, alt: `Portret van ${name}`,
    hotspot: { x, y: 0.35 } }),
});

export const teamMembers: Array<SeedOf<'teamMember'>> = [
  member('marieke', 'Marieke de Vries', 'Oprichter en inkoop dames',
    'Begon VELD in 2009 met één rek jurken en een koffiemachine. Reist nog elk seizoen naar Kopenhagen en Parijs voor de collectie.'),
  member('joost', 'Joost Bakker', 'Inkoop heren en maatwerk',
    'Weet alles van stoffen en schouderlijnen. Zijn motto: een goed pak voel je niet zitten.', 0.45),
  member('sanne', 'Sanne Jansen', 'Personal stylist',
    'Helpt je in de winkel en via een videogesprek aan een garderobe die werkt, van maandagochtend tot bruiloft.'),
  member('youssef', 'Youssef El Amrani', 'Kleermaker',
    'Past, spelt en vermaakt in ons atelier boven de winkel. Broeken korter maken? Meestal dezelfde week klaar.', 0.55),
  member('lotte', 'Lotte Visser', 'Visual merchandiser',
    'Bedenkt de etalages en de looks die je online ziet, en wisselt ze elke twee weken.'),
  member('daan', 'Daan Mulder', 'Klantenservice',
    'Beantwoordt je vragen over bestellingen, retouren en maten, per mail, telefoon of WhatsApp.', 0.4),
  member('fleur', 'Fleur Hendriks', 'Content en fotografie',
    'Fotografeert de collectie op locatie in Kennemerland en schrijft mee aan het VELD Journal.'),
];

const review = (n: number, name: string, stars: number, date: string, text: string): SeedOf<'review'> => ({
  _id: `review-${n}`,
  _type: 'review',
  name,
  stars,
  date,
  text,
});

export const reviews: Array<SeedOf<'review'>> = [
  review(1, 'Annemiek', 5, '2026-10-28',
    'Binnen een dag in huis en de jurk valt precies zoals op de foto. De handgeschreven kaart in de doos maakte mijn dag.'),
  review(2, 'Thomas', 4.5, '2026-10-12',
    'Voor mijn bruiloft een pak op maat laten maken. Joost nam echt de tijd; drie pasmomenten en het zit perfect.'),
  review(3, 'Ilse', 5, '2026-09-30',
    'Retourneren was heel eenvoudig en mijn geld stond binnen drie dagen terug. Daarna toch de andere maat besteld.'),
  review(4, 'Mehmet', 4, '2026-09-14',
    'Mooie collectie en eerlijk advies in de winkel. De broek moest nog ingekort worden, dat was dezelfde week klaar.'),
  review(5, 'Charlotte', 5, '2026-08-22',
    'Sanne heeft in een uur mijn hele werkgarderobe op de rit gezet. Ik draag nu elke dag iets wat ik echt mooi vind.'),
  review(6, 'Bas', 3.5, '2026-08-03',
    'Fijne kwaliteit, maar mijn favoriete trui was in mijn maat snel uitverkocht. Gelukkig kreeg ik een mail toen hij terug was.'),
  review(7, 'Noor', 5, '2026-07-19',
    'Eindelijk een webshop die laat zien waar en hoe iets gemaakt is. De linnen blouse is na tien wasbeurten nog als nieuw.'),
  review(8, 'Pieter', 4.5, '2026-06-27',
    'Snelle levering, nette verpakking zonder plastic. De maattabel klopte precies.'),
];
