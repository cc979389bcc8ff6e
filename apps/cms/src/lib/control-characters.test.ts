import { describe, expect, it } from 'vitest';
import { stripControlCharacters } from './control-characters';

describe('stripControlCharacters', () => {
  it('removes NUL, the other C0 and C1 controls and DEL', () => {
    expect(stripControlCharacters('a\u0000b\u0008c\u001fd\u007fe\u0085f\u009f', false)).toBe('abcdef');
  });

  it('keeps tabs and line breaks in multi-line text', () => {
    expect(stripControlCharacters('one\r\n\ttwo\u0000', true)).toBe('one\r\n\ttwo');
  });

  it('turns tabs and line breaks into one space in single-line text', () => {
    expect(stripControlCharacters('Senior\r\n\tNurse', false)).toBe('Senior Nurse');
  });

  it('leaves letters of every script alone', () => {
    expect(stripControlCharacters('Développeur — مطور — Инженер 👩‍⚕️', false)).toBe('Développeur — مطور — Инженер 👩‍⚕️');
  });
});
