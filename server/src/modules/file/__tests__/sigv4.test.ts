import { EMPTY_SHA256, sha256Hex, signRequest, uriEncode } from '../sigv4';

/**
 * AWS's published examples for S3 ("Examples: Signature calculations in AWS Signature Version 4",
 * Amazon S3 API reference): same keys, date and requests, so the signatures must match to the byte.
 */
const keys = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };
const date = new Date('2013-05-24T00:00:00Z');
const credential = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('signRequest (AWS example vectors)', () => {
  it('GET Object with a Range header', () => {
    const signed = signRequest(keys, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      date,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign.split('\n')[3]).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 ${credential},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41`,
    );
  });

  it('PUT Object: a $ in the key, a Date and a storage-class header, the body hashed', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest(keys, {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      date,
    });
    expect(signed.canonicalRequest.split('\n')[1]).toBe('/test%24file.text');
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
    expect(signed.headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
  });

  it('GET Bucket Lifecycle: a query key without a value', () => {
    const signed = signRequest(keys, { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?lifecycle'), payloadHash: EMPTY_SHA256, date });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('lifecycle=');
    expect(signed.signature).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('List Objects: query parameters sorted', () => {
    const signed = signRequest(keys, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
      payloadHash: EMPTY_SHA256,
      date,
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('max-keys=2&prefix=J');
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('path-style URLs with a port sign the host with its port', () => {
    const signed = signRequest(keys, { method: 'GET', url: new URL('http://127.0.0.1:9000/bucket/ws/a.txt'), payloadHash: EMPTY_SHA256, date });
    expect(signed.headers.host).toBe('127.0.0.1:9000');
    expect(signed.canonicalRequest.split('\n').slice(0, 4)).toEqual(['GET', '/bucket/ws/a.txt', '', 'host:127.0.0.1:9000']);
  });

  it('encodes like RFC 3986, keeping only unreserved characters (and / in paths)', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('a b/c', true)).toBe('a%20b/c');
  });
});
