// archiver-zip-encrypted ships no types: it is an archiver format module (registerFormat).
declare module 'archiver-zip-encrypted' {
  const format: new (...args: never[]) => unknown;
  export default format;
}
