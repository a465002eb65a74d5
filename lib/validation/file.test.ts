import { checkUpload, fileSuffix, formatBytes, parseSuffixList } from './file';

describe('upload checks', () => {
  const suffixes = ['jpg', 'png', 'pdf'];
  const mb = 1024 * 1024;

  it('refuses a name over 100 characters', () => {
    const name = `${'文'.repeat(97)}.jpg`;
    expect(checkUpload({ name, size: 10 }, suffixes, mb)).toBe('文件名过长，上传失败');
    expect(checkUpload({ name: name.slice(1), size: 10 }, suffixes, mb)).toBeNull();
  });

  it('refuses other suffixes, naming the list', () => {
    expect(checkUpload({ name: 'a.exe', size: 10 }, suffixes, mb)).toBe(
      '只能上传jpg,png,pdf格式的文件',
    );
    expect(checkUpload({ name: 'jpg', size: 10 }, suffixes, mb)).toBe(
      '只能上传jpg,png,pdf格式的文件',
    );
    expect(checkUpload({ name: 'A.PNG', size: 10 }, suffixes, mb)).toBeNull();
  });

  it('refuses files over the size limit and empty files', () => {
    expect(checkUpload({ name: 'a.pdf', size: 5 * mb + 1 }, suffixes, 5 * mb)).toBe(
      '文件大小不能超过5MB，上传失败',
    );
    expect(checkUpload({ name: 'a.pdf', size: 5 * mb }, suffixes, 5 * mb)).toBeNull();
    expect(checkUpload({ name: 'a.pdf', size: 0 }, suffixes, mb)).toBe('文件内容为空，上传失败');
  });

  it('reads suffixes and sizes', () => {
    expect(fileSuffix('a.tar.GZ')).toBe('gz');
    expect(fileSuffix('.env')).toBe('');
    expect(parseSuffixList(' JPG, png ,')).toEqual(['jpg', 'png']);
    expect(formatBytes(1536)).toBe('2KB');
  });
});
