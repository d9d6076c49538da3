/** The broken copy of the reference with an expectations file naming what it breaks: its run passes. */
import { brokenTarget } from '../broken-reference/index.ts';
import expectations from './expectations.json' with { type: 'json' };

export default { ...brokenTarget(expectations), name: 'broken-reference-known' };
