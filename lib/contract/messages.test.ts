import { httpStatusMessage } from './messages';

describe('httpStatusMessage', () => {
  it('gives the catalogue text of SPEC.md §8', () => {
    expect(httpStatusMessage(401)).toBe('未授权，请重新登录');
    expect(httpStatusMessage(504)).toBe('网络超时');
    expect(httpStatusMessage(505)).toBe('HTTP版本不受支持');
  });

  it('falls back to the connection message with the status', () => {
    expect(httpStatusMessage(418)).toBe('连接出错(418)!');
  });
});
