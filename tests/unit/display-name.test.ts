import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { displayName, firmName, personName } from '@shared/domain/display-name';

describe('one way to name a person and a firm', () => {
  it('names a person by first and last name, trimmed, leaving out what is empty', () => {
    expect(personName({ firstName: ' Ans ', lastName: 'de Vries ' })).toBe('Ans de Vries');
    expect(personName({ firstName: '', lastName: 'de Vries' })).toBe('de Vries');
    expect(personName({ firstName: 'Ans' })).toBe('Ans');
    expect(personName({ name: 'Ans de Vries', firstName: 'X' })).toBe('Ans de Vries');
    expect(personName(null)).toBe('');
  });

  it('falls back to the e-mail address, then to what the caller gives', () => {
    expect(displayName({ firstName: ' ', lastName: '', email: 'ans@example.test' })).toBe(
      'ans@example.test',
    );
    expect(displayName({ firstName: 'Ans', email: 'ans@example.test' })).toBe('Ans');
    expect(displayName(null, 'Onbekende collega')).toBe('Onbekende collega');
  });

  it('names a firm by its name, else by the person behind it', () => {
    expect(firmName({ company: 'De Vries BV', name: 'Ans', email: 'a@x.test' })).toBe(
      'De Vries BV',
    );
    expect(firmName({ company: '', name: 'Ans de Vries', email: 'a@x.test' })).toBe('Ans de Vries');
    expect(firmName({ company: ' ', email: 'a@x.test' })).toBe('a@x.test');
  });

  it('is the only place that joins first and last names', () => {
    const found = spawnSync(
      'git',
      [
        'grep',
        '-nE',
        'firstName.*lastName.*(join|trim)|`\\$\\{[^}]*firstName',
        '--',
        'src-*',
        ':!src-shared/domain/display-name.ts',
      ],
      { encoding: 'utf8' },
    );
    expect(found.stdout).toBe('');
  });
});
