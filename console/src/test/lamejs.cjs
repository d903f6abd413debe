// Jest loads the console as CommonJS; @breezystack/lamejs ships ESM and a browser IIFE only.
// This runs the package's own IIFE build and exports what it defines (the real encoder).
const fs = require('node:fs');
const path = require('node:path');
const file = path.resolve(__dirname, '../../../node_modules/@breezystack/lamejs/dist/lamejs.iife.js');
module.exports = new Function(`${fs.readFileSync(file, 'utf8')}\nreturn lamejs;`)();
