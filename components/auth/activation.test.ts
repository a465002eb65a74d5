import { activationPercent } from './activation';

describe('activationPercent', () => {
  it('is progress over peak, capped at 100', () => {
    expect(activationPercent({ peak: 4, progress: 1, service: 0 })).toBe(25);
    expect(activationPercent({ peak: 2, progress: 5, service: 0 })).toBe(100);
  });

  it('is 100 when peak is 0 or the service is up', () => {
    expect(activationPercent({ peak: 0, progress: 0, service: 0 })).toBe(100);
    expect(activationPercent({ peak: 9, progress: 1, service: 1 })).toBe(100);
  });

  it('is 0 before the first answer', () => {
    expect(activationPercent(undefined)).toBe(0);
  });
});
