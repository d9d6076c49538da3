/**
 * Catalogue alterations that no test catches (`npm run spec:mutate`), each with why that is acceptable.
 * Keyed as spec-mutate prints them: `<clause> <path>: <change>`. A survivor missing here fails the run.
 */
export const explainedSurvivors: Record<string, string> = {
  'device.media-apis apis.5: drop item 5 ("saveImageToPhotosAlbum")':
    'a list of APIs that must exist: without an item the suite checks one API less, which no test can see; an added API the reference lacks is caught',
  'nav.router.hash-mode mode: "hash" → "hasx"':
    'the reference takes any mode but history as hash, and what the framework does with a mode it does not know the seed does not say: an app naming the altered mode behaves as one naming hash; the default itself is judged (nav.router.hash-mode default)',
};
