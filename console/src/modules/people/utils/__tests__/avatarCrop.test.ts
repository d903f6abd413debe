import { AVATAR_SIZE, centredSquare, cropToDataUrl } from '../avatarCrop';

describe('avatar crop (spec §2, §9)', () => {
  it('takes the largest centred square', () => {
    expect(centredSquare(1000, 500)).toEqual({ sx: 250, sy: 0, side: 500 });
    expect(centredSquare(300, 800)).toEqual({ sx: 0, sy: 250, side: 300 });
    expect(centredSquare(250, 250)).toEqual({ sx: 0, sy: 0, side: 250 });
    expect(centredSquare(101, 100)).toEqual({ sx: 1, sy: 0, side: 100 });
  });

  it('draws that square into a 250x250 canvas and answers a JPEG data URL', () => {
    const calls: unknown[][] = [];
    const context = {
      fillStyle: '',
      imageSmoothingQuality: '',
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => calls.push(args),
    };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => context,
      toDataURL: (type: string, quality: number) => `data:${type};q=${quality}`,
    } as unknown as HTMLCanvasElement;
    const image = {} as CanvasImageSource;

    const url = cropToDataUrl(image, 640, 480, { canvas });
    expect(url).toBe('data:image/jpeg;q=0.9');
    expect([canvas.width, canvas.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    expect(calls).toEqual([[image, 80, 0, 480, 480, 0, 0, 250, 250]]);
  });
});
