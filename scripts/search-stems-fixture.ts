/** `npx tsx scripts/search-stems-fixture.ts`: writes test/fixtures/search-stems.json from lib/cms/embedded/search-stem.ts (every word of search-forms.json and a few normalisation cases), after a change of the rules; the plugin must then give the same stems (SearchStemTest). */
import fs from 'node:fs';
import forms from '../test/fixtures/search-forms.json';
import { stemWord } from '../lib/cms/embedded/search-stem';
const words = new Set<string>();
for (const lang of ['uk', 'en'] as const) for (const e of forms[lang]) [e.word, ...e.forms, ...e.not].forEach((w) => words.add(w));
const extra = ['ПРОГРАМА', 'Програмою', 'прoграма', 'cтипендія', 'ЗДОРОВ’Я', 'здоровʼя', 'здоров`я', "здоров'я", 'Scholarships', 'ЅCHOLAR', 'sсholarship', 'Fulbright', 'Фулбрайта', 'Україні', 'їжак', 'Європою', 'йти', 'master’s', 'planning', 'студенти2026', 'ІІ'];
extra.forEach((w) => words.add(w));
const stems = [...words].map((w) => [w, stemWord(w)]);
fs.writeFileSync('test/fixtures/search-stems.json', JSON.stringify({ about: 'Words and their stems: the contract between lib/cms/embedded/search-stem.ts and the plugin\'s EOS_Search_Stem (includes/search-stem.php). Generated from lib/cms/embedded/search-stem.ts; both sides\' tests read it.', stems }, null, 0).replace(/\],\[/g, '],\n[') + '\n');
console.log(stems.length);
