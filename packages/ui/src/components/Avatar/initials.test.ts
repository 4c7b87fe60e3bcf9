import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

const ZWNJ = '\u200C';

describe('initialsOf', () => {
  it.each([
    ['Sara Malik', 'SM'],
    ['sara', 'S'],
    ['Maximiliana Alexandra Fitzgerald-Montgomery', 'MF'],
    ['billing@rabt.example', 'B'],
    ['  ', ''],
    ['', ''],
    ['Noura Al-Qahtani', 'NA'],
    ['élodie durand', 'ÉD'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('skips the Arabic article and keeps the letters apart', () => {
    expect(initialsOf('ليلى الحسن')).toBe(`ل${ZWNJ}ح`);
    expect(initialsOf('عبد الرحمن الشمري')).toBe(`ع${ZWNJ}ش`);
    expect(initialsOf('خالد')).toBe('خ');
  });

  it('ignores harakat and tatweel', () => {
    expect(initialsOf('مُحَمَّد عـلي')).toBe(`م${ZWNJ}ع`);
  });
});
