import fc from 'fast-check';
import { csvCell as exportCsvCell } from '@/backend/services/search/export-file';
import { csvCell, csvText } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+86', "'+86"],
    ['@x', "'@x"],
    ['-x', "'-x"],
    ['-12', '-12'],
    ['-12.5', '-12.5'],
    ['-', '-'],
    ["-1+1+cmd|' /C calc'!A0", "'-1+1+cmd|' /C calc'!A0"],
    ['-2-3', "'-2-3"],
    ['+1+1', "'+1+1"],
    ['\t=1', "'\t=1"],
    ['line\nbreak', '"line\nbreak"'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers and empties', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('follows the export service cell for cell', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), (value) => {
        expect(csvCell(value)).toBe(exportCsvCell(value));
      }),
    );
  });

  it('starts with a BOM and ends lines with CRLF', () => {
    expect(
      csvText(
        ['地区', '企业数'],
        [
          ['江苏省', 12],
          ['上海市', null],
        ],
      ),
    ).toBe('\uFEFF地区,企业数\r\n江苏省,12\r\n上海市,\r\n');
  });
});
