/**
 * The vue.config every fixture build of this edition loads (VUE_CLI_SERVICE_CONFIG_PATH, edition.ts): one
 * webpack filesystem cache shared by all the apps' projects. Most of a build is the same runtime packages
 * (uni-h5's 500 KB bundle through Babel, Terser); with their results cached a build takes about 4 s instead
 * of 15, and its output is byte for byte what an uncached build of the project writes. The lock file names
 * the cache, so another install of the runtime starts a new one.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const lock = createHash('sha256').update(readFileSync(join(__dirname, 'package-lock.json'))).digest('hex').slice(0, 16);

module.exports = {
  configureWebpack: {
    cache: { type: 'filesystem', cacheDirectory: join(__dirname, '.cache/webpack'), name: `h5-${lock}` },
  },
};
