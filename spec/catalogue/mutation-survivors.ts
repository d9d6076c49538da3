/**
 * Catalogue alterations that no test catches (`npm run spec:mutate`), each with why that is acceptable.
 * Keyed as spec-mutate prints them: `<clause> <path>: <change>`. A survivor missing here fails the run.
 */
import { alterationKey, alterationsOf } from '../tools/catalogue-alterations.ts';
import { v } from './index.ts';

/**
 * Dialog strings of the framework's bundle that nothing on H5 shows: chooseImage and chooseVideo open the
 * browser's file chooser, which asks for the source itself, and H5 has no scan page of its own
 * (uniapp-facts.md §8.1: the app runtime's strings, in the H5 bundle but unused there).
 */
const UNSHOWN_ON_H5 = [
  'uni.chooseImage.cancel', 'uni.chooseImage.sourceType.album', 'uni.chooseImage.sourceType.camera',
  'uni.chooseVideo.cancel', 'uni.chooseVideo.sourceType.album', 'uni.chooseVideo.sourceType.camera',
  'uni.scanCode.title', 'uni.scanCode.album',
] as const;

const unshownStrings = (['device.i18n.english', 'device.i18n.spanish', 'device.i18n.chinese'] as const)
  .flatMap((id) => UNSHOWN_ON_H5.flatMap((key) => alterationsOf(id, v(id).strings[key], ['strings', key])));

/**
 * Lists of what an implementation must offer (APIs, modes), where the seed leaves any other value open: a
 * dropped item only makes the suite check one less, which no test can see (an added item the reference
 * lacks is caught). Each with where the rest is left open.
 */
const MUST_OFFER: [id: string, path: string, why: string][] = [
  ['device.media-apis', 'apis', 'APIs that must exist'],
  ['comp.builtin.progress', 'activeModes', 'modes the component must support; for any other the genuine V2 climbs on from the shown percent (uniapp-facts.md §5.7), so no test can expect the default for it'],
  ['comp.builtin.image', 'modes', 'display modes the component must support; what another mode draws the seed does not say'],
  ['comp.builtin.movable-view', 'directions', 'directions the component must support; what another value does the seed does not say'],
  ['comp.builtin.toast', 'icons', 'icons showToast must draw; another icon the seed does not name'],
  ['comp.builtin.input', 'types', 'input types the component must support; what another type does the seed does not say'],
];
const droppedLast = ([id, path]: (typeof MUST_OFFER)[number]) =>
  alterationKey(alterationsOf(id, (v(id as never) as Record<string, unknown>)[path], [path]).find((a) => a.drop)!);

export const explainedSurvivors: Record<string, string> = {
  ...Object.fromEntries(MUST_OFFER.map((entry) => [droppedLast(entry), `a list of ${entry[2]}: without an item the suite checks one less, which no test can see; an added item the reference lacks is caught`])),
  'loc.open-location.scale-limits max: 18 → 17':
    'the same behaviour: the default scale is 18 too (loc.open-location.default-scale), so under a maximum of 17 a scale from 18 up to 19 falls back to 18, the very page a maximum of 18 opens; 18 → 19 is caught',
  ...Object.fromEntries(unshownStrings.map((a) => [alterationKey(a),
    'a string of the bundle no H5 dialog shows (uniapp-facts.md §8.1: chooseImage and chooseVideo use the browser\'s file chooser, and H5 has no scan page): no test can see it'])),
};
