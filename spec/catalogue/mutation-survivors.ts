/**
 * Catalogue alterations that no test catches (`npm run spec:mutate`), each with why that is acceptable.
 * Keyed as spec-mutate prints them: `<clause> <path>: <change>`. A survivor missing here fails the run.
 */
import { alterationKey, alterationsOf } from '../tools/catalogue-alterations.ts';
import { v } from './index.ts';

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
  ['comp.builtin.button', 'types', 'button types the component must support; what another type draws the seed does not say'],
  ['comp.builtin.button', 'formTypes', 'form types a button must support; what another does the seed does not say'],
  ['device.apis', 'apis', 'APIs that must exist'],
  ['device.storage-apis', 'apis', 'storage APIs that must exist'],
  // pay's one call dropped leaves no call, which the seed-facts check catches.
  ...(['share', 'voice', 'image', 'location', 'card', 'mini-program'] as const).map((part): [string, string, string] =>
    [`sdk.messaging.${part}`, 'apis', `calls the messaging SDK's ${part} part must offer`]),
];
const droppedLast = ([id, path]: (typeof MUST_OFFER)[number]) =>
  alterationKey(alterationsOf(id, (v(id as never) as Record<string, unknown>)[path], [path]).find((a) => a.drop)!);

export const explainedSurvivors: Record<string, string> = {
  ...Object.fromEntries(MUST_OFFER.map((entry) => [droppedLast(entry), `a list of ${entry[2]}: without an item the suite checks one less, which no test can see; an added item the reference lacks is caught`])),
  'device.clipboard.content-copied toastDurationMs: 1500 → 1499':
    'the toast is judged shown a millisecond before its duration (1500 → 1501 is caught there) and gone within TOAST_MS after it, the time any runtime may take to take a toast down (the framework waits 10 ms and fades it out; no clause pins that), so a toast a millisecond shorter looks the same',
  'device.clipboard.content-copied toast.icon: "success" → "succesx"':
    'showToast draws any icon it does not know as success (uniapp-facts.md §5.11: any other value becomes success), so the copied toast compared with showToast({icon: "succesx"}) is the same toast; another listed icon is caught',
  'loc.open-location.scale-limits max: 18 → 17':
    'the same behaviour: the default scale is 18 too (loc.open-location.default-scale), so under a maximum of 17 a scale from 18 up to 19 falls back to 18, the very page a maximum of 18 opens; 18 → 19 is caught',
};
