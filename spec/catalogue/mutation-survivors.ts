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

export const explainedSurvivors: Record<string, string> = {
  'device.media-apis apis.5: drop item 5 ("saveImageToPhotosAlbum")':
    'a list of APIs that must exist: without an item the suite checks one API less, which no test can see; an added API the reference lacks is caught',
  'comp.builtin.progress activeModes.1: drop item 1 ("forwards")':
    'the modes the component must support: without one the suite checks one mode less; a mode the list does not name is one the seed leaves open (the genuine V2 climbs on from the shown percent for any mode but backwards, uniapp-facts.md §5.7), so no test can expect the default for it; an added mode the reference lacks is caught',
  ...Object.fromEntries(unshownStrings.map((a) => [alterationKey(a),
    'a string of the bundle no H5 dialog shows (uniapp-facts.md §8.1: chooseImage and chooseVideo use the browser\'s file chooser, and H5 has no scan page): no test can see it'])),
};
