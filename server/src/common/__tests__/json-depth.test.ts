import { jsonTooDeep, MAX_JSON_DEPTH, parseJsonWithinDepth, JsonTooDeepError } from '../json-depth';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the JSON depth limit', () => {
  it('lets JSON as deep as the limit pass and refuses one level more, arrays and objects alike', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    expect(jsonTooDeep(objects)).toBe(true);
    expect(jsonTooDeep(Buffer.from(objects))).toBe(true);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    const text = JSON.stringify({ s: `"${'['.repeat(1000)}\\"{{{` });
    expect(jsonTooDeep(text)).toBe(false);
    expect(jsonTooDeep(Buffer.from(text))).toBe(false);
    expect(parseJsonWithinDepth(text)).toEqual(JSON.parse(text));
  });

  it('judges ten million levels without recursion (no stack overflow), and parses nothing too deep', () => {
    expect(jsonTooDeep('['.repeat(10_000_000))).toBe(true);
    expect(() => parseJsonWithinDepth(nested(100_000))).toThrow(JsonTooDeepError);
    expect(() => parseJsonWithinDepth('{')).toThrow(SyntaxError);
  });
});
