import { lowercaseRecordKeys } from './record-keys';

describe('lowercaseRecordKeys', () => {
  it('lowercases record keys but keeps ID_ and UPDATE_VERSION_', () => {
    expect(
      lowercaseRecordKeys([{ QYMC: '某公司', CLASS_NAME: '变更', ID_: '1', UPDATE_VERSION_: 3 }]),
    ).toEqual([{ qymc: '某公司', class_name: '变更', ID_: '1', UPDATE_VERSION_: 3 }]);
  });

  it('goes into nested records and leaves values alone', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(lowercaseRecordKeys({ NAME_: 'A', CHILDREN: [{ VALUE_: 'B' }], GXSJ: when })).toEqual({
      name_: 'A',
      children: [{ value_: 'B' }],
      gxsj: when,
    });
  });
});
