import { describe, expect, it } from 'vitest';
import {
  codeFromBoxes,
  distributeCodeInput,
  emptyCodeBoxes,
  isCompleteCode,
  normalizeCodeInput,
  validateCode,
} from './code';

describe('validateCode', () => {
  it('warns while fewer than 4 digits are written', () => {
    expect(validateCode('')).toBe('¡Recuerda escribir el código!');
    expect(validateCode('123')).toBe('¡Recuerda escribir el código!');
  });

  it('accepts exactly 4 digits only', () => {
    expect(validateCode('0427')).toBeNull();
    expect(validateCode('12a4')).toBe('¡Recuerda escribir el código!');
    expect(validateCode('12345')).toBe('¡Recuerda escribir el código!');
    expect(isCompleteCode('0000')).toBe(true);
    expect(isCompleteCode('١٢٣٤')).toBe(false);
  });
});

describe('normalizeCodeInput', () => {
  it('strips non-digits and keeps at most 4', () => {
    expect(normalizeCodeInput(' 12-34 ')).toBe('1234');
    expect(normalizeCodeInput('Tu código es 987654')).toBe('9876');
    expect(normalizeCodeInput('ab')).toBe('');
  });
});

describe('distributeCodeInput', () => {
  it('fills one box and moves the focus on', () => {
    expect(distributeCodeInput(emptyCodeBoxes(), 0, '7')).toEqual({
      boxes: ['7', '', '', ''],
      focusIndex: 1,
    });
  });

  it('fills every box when more than one character lands in the first box', () => {
    expect(distributeCodeInput(emptyCodeBoxes(), 0, '1 2 3 4 5')).toEqual({
      boxes: ['1', '2', '3', '4'],
      focusIndex: 3,
    });
  });

  it('distributes a paste from the box it lands in', () => {
    expect(distributeCodeInput(['9', '', '', ''], 2, '56')).toEqual({
      boxes: ['9', '', '5', '6'],
      focusIndex: 3,
    });
  });

  it('clears the box when no digit is given and ignores letters', () => {
    expect(distributeCodeInput(['1', '2', '3', '4'], 1, '')).toEqual({
      boxes: ['1', '', '3', '4'],
      focusIndex: 1,
    });
    expect(distributeCodeInput(['1', '2', '', ''], 2, 'x')).toEqual({
      boxes: ['1', '2', '', ''],
      focusIndex: 2,
    });
  });

  it('does not mutate its input and joins back into the code', () => {
    const boxes = ['1', '', '', ''];
    const { boxes: next } = distributeCodeInput(boxes, 1, '234');
    expect(boxes).toEqual(['1', '', '', '']);
    expect(codeFromBoxes(next)).toBe('1234');
  });
});

describe('emptyCodeBoxes', () => {
  it('is four empty boxes', () => {
    expect(emptyCodeBoxes()).toEqual(['', '', '', '']);
  });
});

describe('distributeCodeInput at the edges', () => {
  it('clears the box for input without digits', () => {
    expect(distributeCodeInput(['1', '2', '', ''], 1, 'x')).toEqual({
      boxes: ['1', '', '', ''],
      focusIndex: 1,
    });
  });

  it('reads boxes it is not given as empty', () => {
    expect(distributeCodeInput(['1'], 1, '2')).toEqual({
      boxes: ['1', '2', '', ''],
      focusIndex: 2,
    });
  });

  it('takes an index past the last box as the last box', () => {
    expect(distributeCodeInput(emptyCodeBoxes(), 9, '7')).toEqual({
      boxes: ['', '', '', '7'],
      focusIndex: 3,
    });
  });

  it('drops the digits of a paste that do not fit after its box', () => {
    expect(distributeCodeInput(emptyCodeBoxes(), 2, '5678')).toEqual({
      boxes: ['', '', '5', '6'],
      focusIndex: 3,
    });
  });
});
