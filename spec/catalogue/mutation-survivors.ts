/**
 * Catalogue alterations that no test catches (`npm run spec:mutate`), each with why that is acceptable.
 * Keyed as spec-mutate prints them: `<clause> <path>: <change>`. A survivor missing here fails the run.
 */
export const explainedSurvivors: Record<string, string> = {
  'device.media-apis apis.5: drop item 5 ("saveImageToPhotosAlbum")':
    'a list of APIs that must exist: without an item the suite checks one API less, which no test can see; an added API the reference lacks is caught',
  'loc.choose-location.page parts.4: drop item 4 ("back")':
    'a list of parts the page must show: without an item the test looks for one part less, which no test can see; an altered or added part the page lacks is caught',
  ...Object.fromEntries([
    'loc.entity.place-result fields.4: drop item 4 ("ad_info.adcode")',
    'loc.entity.place-result fields: add "x-extra"',
  ].map((key) => [key,
    'the fields describe the map service\'s answer, which the suite\'s stand-in gives: title, address and location are read into the location result and caught, but a place\'s ad_info.adcode reaches nothing a page sees (the keyword search\'s region is the reverse geocoder\'s adcode) and a field the runtime does not read cannot be seen'])),
  'sdk.token.role-permission fields: add "x-extra"':
    'the payload fields the helper reads: an added field names nothing the helper answers from, which no check can see; each altered or dropped field is caught',
  'comp.builtin.tab-bar name: "tab-bar" → "tab-bax"':
    'the tab bar is the app\'s own, drawn from its tabBar config: no page mounts it by the name, so no test can see the name (tab-bar.spec.ts judges the bar itself)',
  'nav.router.hash-mode mode: "hash" → "hasx"':
    'the reference takes any mode but history as hash, and what the framework does with a mode it does not know the seed does not say: an app naming the altered mode behaves as one naming hash; the default itself is judged (nav.router.hash-mode default)',
};
