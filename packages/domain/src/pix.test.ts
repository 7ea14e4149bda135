import { describe, expect, it } from 'vitest';
import { crc16Ccitt, isValidPixPayload, pixAmount, pixPayload, pixTxid } from './pix';

// Vectors from research commerce.md §4.1, each re-parsed there by pix-utils; the first is the Central
// Bank's (BCB) published example.
const BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const EMAIL_AMOUNT =
  '00020126410014br.gov.bcb.pix0119loja@exemplo.com.br5204000053039865406123.455802BR5912LOJA EXEMPLO6009SAO PAULO62110507PED01426304D924';
const PHONE_INFO =
  '00020126500014br.gov.bcb.pix0114+55119876543210210Pedido n 7520400005303986540559.905802BR5914Doceria da Ana6014Belo Horizonte62110507PED000763048677';
const ACCENTS =
  '00020126330014br.gov.bcb.pix01111234567890952040000530398654041.005802BR5909Jose Acai6008Sao Luis62110507PED000163045DFF';
const LEADING_ZERO_CRC =
  '00020126310014br.gov.bcb.pix0109k23@x.com52040000530398654041.005802BR5901X6001Y62070503***63040013';
const GIST_FIXED =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***630404ED';
const GIST_AS_PUBLISHED =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E';

describe('crc16Ccitt', () => {
  it('is CRC-16/CCITT-FALSE, zero-padded', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
    expect(crc16Ccitt(LEADING_ZERO_CRC.slice(0, -4))).toBe('0013');
  });
});

describe('pixAmount', () => {
  it('writes centavos with a dot and two decimals, without floats', () => {
    expect([12345, 5990, 100, 5].map(pixAmount)).toEqual(['123.45', '59.90', '1.00', '0.05']);
    expect(() => pixAmount(1.5)).toThrow(RangeError);
  });
});

describe('pixTxid', () => {
  it('keeps the order number as letters and digits, up to 25', () => {
    expect(pixTxid('PED-0142')).toBe('PED0142');
    expect(pixTxid('#0007')).toBe('0007');
    expect(pixTxid('')).toBe('***');
    expect(pixTxid('A'.repeat(30))).toBe('A'.repeat(25));
  });
});

describe('pixPayload', () => {
  it("writes the Central Bank's example to the byte", () => {
    expect(
      pixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: 'Fulano de Tal',
        city: 'BRASILIA',
      }),
    ).toBe(BCB);
  });

  it('writes the research vectors', () => {
    expect(
      pixPayload({
        key: 'loja@exemplo.com.br',
        name: 'LOJA EXEMPLO',
        city: 'SAO PAULO',
        amountCents: 12345,
        reference: 'PED0142',
      }),
    ).toBe(EMAIL_AMOUNT);
    expect(
      pixPayload({
        key: '+5511987654321',
        name: 'Doceria da Ana',
        city: 'Belo Horizonte',
        amountCents: 5990,
        reference: 'PED-0007',
        info: 'Pedido nº 7',
      }),
    ).toBe(PHONE_INFO);
    expect(pixPayload({ key: 'k23@x.com', name: 'X', city: 'Y', amountCents: 100 })).toBe(
      LEADING_ZERO_CRC,
    );
  });

  it('folds accented names and cities so that lengths are bytes', () => {
    const payload = pixPayload({
      key: '12345678909',
      name: 'José Açaí',
      city: 'São Luís',
      amountCents: 100,
      reference: 'PED0001',
    });
    expect(payload).toBe(ACCENTS);
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it('cuts the name to 25 and the city to 15, and drops the info before field 26 passes 99', () => {
    const key = `${'a'.repeat(65)}@exemplo.com`; // 77 characters: 14 + 4 + 4 + 77 = 99, no room for info
    const payload = pixPayload({
      key,
      name: 'Panadería y Confitería La Espiga de Oro',
      city: 'Rio de Janeiro Capital',
      amountCents: 2377500,
      reference: 'PED0142',
      info: 'Pedido 142',
    });
    expect(payload).toContain(`2699${'0014br.gov.bcb.pix'}0177${key}52`);
    expect(payload).toContain('5925Panaderia y Confiteria La6014Rio de Janeiro62');
    expect(payload).toContain('540823775.00');
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it('refuses a key it cannot write', () => {
    expect(() => pixPayload({ key: 'josé@x.com', name: 'A', city: 'B' })).toThrow(RangeError);
    expect(() => pixPayload({ key: '', name: 'A', city: 'B' })).toThrow(RangeError);
  });
});

describe('isValidPixPayload', () => {
  it('accepts every vector and the corrected gist', () => {
    for (const payload of [BCB, EMAIL_AMOUNT, PHONE_INFO, ACCENTS, LEADING_ZERO_CRC, GIST_FIXED]) {
      expect(isValidPixPayload(payload), payload).toBe(true);
    }
  });

  it('refuses the gist as published, a wrong CRC, a 3-digit CRC and a miscounted accent', () => {
    expect(isValidPixPayload(GIST_AS_PUBLISHED)).toBe(false);
    expect(isValidPixPayload(`${BCB.slice(0, -4)}1D3E`)).toBe(false);
    expect(isValidPixPayload(`${LEADING_ZERO_CRC.slice(0, -8)}6303013`)).toBe(false);
    // pix-utils' way: the name's length counted in characters (9) while it is 11 bytes.
    const body = ACCENTS.slice(0, -4).replace('5909Jose Acai', '5909José Açaí');
    expect(isValidPixPayload(`${body}${crc16Ccitt(body)}`)).toBe(false);
  });
});
