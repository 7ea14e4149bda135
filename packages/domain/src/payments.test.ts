import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_FIELDS,
  validatePaymentMethods,
  foldAscii,
  isHttpsLink,
  isValidAlias,
  isValidCbu,
  isValidClabe,
  isValidCnpj,
  isValidCpf,
  isValidCuit,
  isValidRut,
  normalizePixKey,
  normalizeRut,
  paymentMethodTypesFor,
  paymentSummary,
  validatePaymentMethod,
} from './payments';

// Vectors from research commerce.md §4 (CBU/CVU, alias, CLABE, RUT), plus published CPF/CNPJ examples
// (the alphanumeric CNPJ is the Receita Federal's own, 12.ABC.345/01DE-35).

describe('isValidCbu', () => {
  it.each([
    '2850590940090418135201',
    '0720429088000002339140', // both check digits 0: the npm stdnum 1.12.0 wrongly refuses it
    '0110001300001234567891',
    '0000003112345678901233',
    '2850 5909 4009 0418 1352 01',
  ])('accepts %s', (cbu) => expect(isValidCbu(cbu)).toBe(true));

  it.each([
    '2810590940090418135201',
    '0720429088000002339141',
    '0000003100012345678901', // a published example that is not valid
    '0000000000000000000000', // passes the checksum; refused by rule
    '285059094009041813520',
    '285059094009041813520a',
  ])('refuses %s', (cbu) => expect(isValidCbu(cbu)).toBe(false));
});

describe('isValidAlias', () => {
  it.each(['panaderia.lola', 'CUARTO.CENTRO.NAIPE', 'ab-12.c', 'abcdef', 'a'.repeat(20)])(
    'accepts %s',
    (alias) => expect(isValidAlias(alias)).toBe(true),
  );
  it.each([
    'lola',
    'abcde',
    'panadería.lola',
    'mi alias',
    'niño.feliz',
    'a'.repeat(21),
    'tienda_ana',
  ])('refuses %s', (alias) => expect(isValidAlias(alias)).toBe(false));
});

describe('isValidClabe', () => {
  it.each(['002010077777777771', '032180000118359719', '646180110400000007'])(
    'accepts %s',
    (clabe) => expect(isValidClabe(clabe)).toBe(true),
  );
  it.each(['002010077777777772', '00201007777777777', '0020100777777777711'])(
    'refuses %s',
    (clabe) => expect(isValidClabe(clabe)).toBe(false),
  );
});

describe('normalizeRut', () => {
  it.each([
    ['12.345.678-5', '12345678-5'],
    ['12345678-5', '12345678-5'],
    ['11.111.111-1', '11111111-1'],
    ['76.086.428-5', '76086428-5'],
    ['6-K', '6-K'],
    ['6-k', '6-K'],
    ['123456785', '12345678-5'],
  ])('reads %s as %s', (input, rut) => expect(normalizeRut(input)).toBe(rut));

  it.each(['12.345.678-4', '6-1', '', 'K', '12.345.678-'])('refuses %s', (input) => {
    expect(normalizeRut(input)).toBeNull();
    expect(isValidRut(input)).toBe(false);
  });
});

describe('isValidCuit', () => {
  it.each([
    '33-69345023-9',
    '20-12345678-6',
    '30712345671',
    '20172543597',
    '23-12345670-9', // 11 − sum mod 11 = 10 is written 9
    '20-12345670-0', // 11 is written 0
  ])('accepts %s', (cuit) => expect(isValidCuit(cuit)).toBe(true));
  it.each(['20-12345678-5', '33-69345023-8', '2012345678'])('refuses %s', (cuit) =>
    expect(isValidCuit(cuit)).toBe(false),
  );
});

describe('isValidCpf and isValidCnpj', () => {
  it('checks both CPF check digits and refuses repeated digits', () => {
    expect(isValidCpf('12345678909')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('12345678900')).toBe(false);
    expect(isValidCpf('12345678919')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });

  it('checks a numeric and an alphanumeric CNPJ', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('33.000.167/0001-01')).toBe(true); // a remainder below 2 gives the check digit 0
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE34')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('foldAscii', () => {
  it('drops accents and characters without an ASCII form, keeping case', () => {
    expect(foldAscii('José Açaí')).toBe('Jose Acai');
    expect(foldAscii('São Luís')).toBe('Sao Luis');
    expect(foldAscii('Pedido nº 7')).toBe('Pedido n 7');
    expect(foldAscii('Café 🍰 da Ana')).toBe('Cafe da Ana');
  });
});

describe('paymentMethodTypesFor', () => {
  it("offers the country's own methods, cash and a link", () => {
    expect(paymentMethodTypesFor('AR')).toEqual(['ar_transfer', 'cash', 'payment_link']);
    expect(paymentMethodTypesFor('br')).toEqual(['pix', 'cash', 'payment_link']);
    expect(paymentMethodTypesFor('UY')).toEqual(['cash', 'payment_link']);
  });
});

describe('validatePaymentMethod', () => {
  it('normalises an Argentine transfer: alias lowercased, CBU and CUIT as digits', () => {
    expect(
      validatePaymentMethod(
        {
          type: 'ar_transfer',
          alias: ' Tienda.Ana ',
          cbu: '0720-4290-8800-0002-3391-40',
          holder: ' Ana  Pérez ',
          cuit: '20-12345678-6',
          discountPercent: 10,
        },
        'AR',
      ),
    ).toEqual({
      ok: true,
      method: {
        type: 'ar_transfer',
        alias: 'tienda.ana',
        cbu: '0720429088000002339140',
        holder: 'Ana Pérez',
        cuit: '20123456786',
        discountPercent: 10,
      },
    });
  });

  it('asks for an alias or a CBU, and says which field is wrong', () => {
    expect(validatePaymentMethod({ type: 'ar_transfer', holder: 'Ana' }, 'AR')).toEqual({
      ok: false,
      errors: { alias: PAYMENT_MESSAGES.aliasOrCbu },
    });
    expect(
      validatePaymentMethod(
        {
          type: 'ar_transfer',
          alias: 'niño.feliz',
          cbu: '0000000000000000000000',
          cuit: '20-12345678-5',
        },
        'AR',
      ),
    ).toEqual({
      ok: false,
      errors: {
        alias: PAYMENT_MESSAGES.alias,
        cbu: PAYMENT_MESSAGES.cbu,
        cuit: PAYMENT_MESSAGES.cuit,
        holder: PAYMENT_MESSAGES.holder,
      },
    });
    expect(validatePaymentMethod({ type: 'ar_transfer', cbu: '123', holder: 'Ana' }, 'AR')).toEqual(
      {
        ok: false,
        errors: { cbu: PAYMENT_MESSAGES.cbuLength },
      },
    );
  });

  it("refuses another country's method", () => {
    expect(
      validatePaymentMethod({ type: 'pix', keyType: 'cpf', key: '12345678909' }, 'AR'),
    ).toEqual({
      ok: false,
      errors: { type: PAYMENT_MESSAGES.otherCountry },
    });
    expect(validatePaymentMethod({ type: 'bitcoin' }, 'AR')).toEqual({
      ok: false,
      errors: { type: PAYMENT_MESSAGES.type },
    });
  });

  it('checks a CLABE, its bank and holder', () => {
    const ok = validatePaymentMethod(
      { type: 'mx_spei', clabe: '002 010 07777777777 1', bank: 'Banamex', holder: 'Ana' },
      'MX',
    );
    expect(ok).toEqual({
      ok: true,
      method: {
        type: 'mx_spei',
        clabe: '002010077777777771',
        bank: 'Banamex',
        holder: 'Ana',
        discountPercent: null,
      },
    });
    expect(
      validatePaymentMethod(
        { type: 'mx_spei', clabe: '002010077777777772', bank: '', holder: 'Ana' },
        'MX',
      ),
    ).toEqual({
      ok: false,
      errors: { clabe: PAYMENT_MESSAGES.clabe, bank: PAYMENT_MESSAGES.bank },
    });
  });

  it('keeps a Chilean RUT written with dots as 12345678-5', () => {
    const input = {
      type: 'cl_transfer',
      holder: 'Ana Soto',
      rut: '12.345.678-5',
      bank: 'BancoEstado',
      accountType: 'cuenta_rut',
      accountNumber: '12345678',
    };
    expect(validatePaymentMethod(input, 'CL')).toEqual({
      ok: true,
      method: { ...input, rut: '12345678-5', email: null, discountPercent: null },
    });
    expect(
      validatePaymentMethod({ ...input, rut: '12.345.678-4', accountType: 'x' }, 'CL'),
    ).toEqual({
      ok: false,
      errors: { rut: PAYMENT_MESSAGES.rut, accountType: PAYMENT_MESSAGES.accountType },
    });
  });

  it('takes a Yape/Plin phone of 9 digits starting with 9', () => {
    const check = validatePaymentMethod(
      { type: 'pe_wallet', wallet: 'yape_plin', phone: '+51 987 654 321', holder: 'Ana' },
      'PE',
    );
    expect(check.ok && check.method).toMatchObject({ phone: '987654321' });
    expect(
      validatePaymentMethod(
        { type: 'pe_wallet', wallet: 'yape', phone: '887654321', holder: 'Ana' },
        'PE',
      ),
    ).toEqual({ ok: false, errors: { phone: PAYMENT_MESSAGES.pePhone } });
  });

  it('takes a Nequi phone or a Bre-B key by its type', () => {
    const nequi = validatePaymentMethod(
      { type: 'co_wallet', wallet: 'nequi', key: '+57 300 123 4567', holder: 'Ana' },
      'CO',
    );
    expect(nequi.ok && nequi.method).toMatchObject({ key: '3001234567', keyType: null });
    const breb = validatePaymentMethod(
      { type: 'co_wallet', wallet: 'breb', keyType: 'cedula', key: '1.020.304.050', holder: 'Ana' },
      'CO',
    );
    expect(breb.ok && breb.method).toMatchObject({ key: '1020304050', keyType: 'cedula' });
    expect(
      validatePaymentMethod(
        { type: 'co_wallet', wallet: 'daviplata', key: '6011234567', holder: 'Ana' },
        'CO',
      ),
    ).toEqual({ ok: false, errors: { key: PAYMENT_MESSAGES.coPhone } });
    expect(
      validatePaymentMethod(
        { type: 'co_wallet', wallet: 'breb', keyType: 'alfanumerica', key: 'a b', holder: 'Ana' },
        'CO',
      ),
    ).toEqual({ ok: false, errors: { key: PAYMENT_MESSAGES.brebKey } });
  });

  it('normalises every kind of Pix key and folds name and city', () => {
    expect(normalizePixKey('cpf', '123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizePixKey('email', 'Loja@Exemplo.com.br')).toBe('loja@exemplo.com.br');
    expect(normalizePixKey('email', `${'a'.repeat(70)}@x.com.br`)).toBeNull();
    expect(normalizePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '+54 11 98765-4321')).toBeNull();
    expect(normalizePixKey('evp', '123E4567-E12B-12D1-A456-426655440000')).toBe(
      '123e4567-e12b-12d1-a456-426655440000',
    );
    expect(normalizePixKey('evp', '123e4567e12b12d1a456426655440000')).toBeNull();
    expect(
      validatePaymentMethod(
        { type: 'pix', keyType: 'cpf', key: '12345678909', name: 'José Açaí', city: 'São Luís' },
        'BR',
      ),
    ).toEqual({
      ok: true,
      method: {
        type: 'pix',
        keyType: 'cpf',
        key: '12345678909',
        name: 'Jose Acai',
        city: 'Sao Luis',
        discountPercent: null,
      },
    });
    expect(
      validatePaymentMethod(
        {
          type: 'pix',
          keyType: 'cpf',
          key: '12345678900',
          name: 'A'.repeat(26),
          city: 'Belo Horizonte MG',
        },
        'BR',
      ),
    ).toEqual({
      ok: false,
      errors: {
        key: PAYMENT_MESSAGES.cpf,
        name: PAYMENT_MESSAGES.pixName,
        city: PAYMENT_MESSAGES.pixCity,
      },
    });
  });

  it('takes only an https payment link', () => {
    expect(isHttpsLink('https://mpago.la/2xY7abc')).toBe(true);
    expect(isHttpsLink('http://mpago.la/2xY7abc')).toBe(false);
    expect(isHttpsLink('javascript:alert(1)')).toBe(false);
    expect(isHttpsLink('https://user:pw@mpago.la/x')).toBe(false);
    expect(isHttpsLink('https://localhost/x')).toBe(false);
    expect(validatePaymentMethod({ type: 'payment_link', url: 'http://mpago.la/x' }, 'MX')).toEqual(
      {
        ok: false,
        errors: { url: PAYMENT_MESSAGES.link },
      },
    );
  });

  it('takes a payment discount of 1–50 % on transfers and cash only', () => {
    expect(validatePaymentMethod({ type: 'cash', discountPercent: '10' }, 'AR')).toEqual({
      ok: true,
      method: { type: 'cash', discountPercent: 10 },
    });
    for (const discountPercent of [51, 2.5, -1, 'diez']) {
      expect(validatePaymentMethod({ type: 'cash', discountPercent }, 'AR')).toEqual({
        ok: false,
        errors: { discountPercent: PAYMENT_MESSAGES.discount },
      });
    }
    expect(
      validatePaymentMethod(
        { type: 'payment_link', url: 'https://mpago.la/x', discountPercent: 10 },
        'AR',
      ),
    ).toEqual({ ok: false, errors: { discountPercent: PAYMENT_MESSAGES.discountNotHere } });
  });
});

describe('paymentSummary', () => {
  it("says in one line how the customer pays, as the message's 'Pago:' line", () => {
    expect(
      paymentSummary({
        type: 'ar_transfer',
        alias: 'tienda.ana',
        cbu: null,
        holder: 'Ana',
        cuit: null,
      }),
    ).toBe('transferencia al alias tienda.ana');
    expect(paymentSummary({ type: 'cash' })).toBe('efectivo');
    expect(
      paymentSummary({ type: 'pe_wallet', wallet: 'yape_plin', phone: '987654321', holder: 'Ana' }),
    ).toBe('Yape o Plin al 987654321');
  });
});

describe('PAYMENT_METHOD_FIELDS', () => {
  it('asks for every field the validation reads, and a valid method fills them', () => {
    const filled: Record<string, Record<string, string>> = {
      ar_transfer: {
        alias: 'tienda.ana',
        cbu: '0720429088000002339140',
        holder: 'Ana',
        cuit: '20-12345678-6',
      },
      mx_spei: { clabe: '002010077777777771', bank: 'Banamex', holder: 'Ana' },
      cl_transfer: {
        holder: 'Ana',
        rut: '12.345.678-5',
        bank: 'BancoEstado',
        accountType: 'vista',
        accountNumber: '1234567',
        email: 'ana@x.cl',
      },
      pe_wallet: { wallet: 'yape', phone: '987654321', holder: 'Ana' },
      co_wallet: { wallet: 'breb', keyType: 'celular', key: '3001234567', holder: 'Ana' },
      pix: { keyType: 'cpf', key: '12345678909', name: 'Ana', city: 'Recife' },
      cash: {},
      payment_link: { url: 'https://mpago.la/x' },
    };
    const countries: Record<string, string> = {
      mx_spei: 'MX',
      cl_transfer: 'CL',
      pe_wallet: 'PE',
      co_wallet: 'CO',
      pix: 'BR',
    };
    for (const [type, fields] of Object.entries(PAYMENT_METHOD_FIELDS)) {
      const data = filled[type] ?? {};
      expect(fields.map((field) => field.name).sort(), type).toEqual(Object.keys(data).sort());
      const check = validatePaymentMethod({ type, ...data }, countries[type] ?? 'AR');
      expect(check.ok, type).toBe(true);
      for (const field of fields) {
        if (field.choices)
          expect(Object.keys(field.choices), `${type}.${field.name}`).toContain(data[field.name]);
      }
    }
  });
});

describe('validatePaymentMethods', () => {
  it('answers the normalised methods, one of each kind', () => {
    const check = validatePaymentMethods(
      [
        { type: 'ar_transfer', alias: 'Tienda.Ana', holder: 'Ana Pérez', discountPercent: 10 },
        { type: 'cash' },
      ],
      'AR',
    );
    expect(check.ok && check.methods.map((m) => m.type)).toEqual(['ar_transfer', 'cash']);
    expect(validatePaymentMethods([{ type: 'cash' }, { type: 'cash' }], 'AR')).toMatchObject({
      ok: false,
      index: 1,
      field: 'type',
      error: PAYMENT_MESSAGES.sameType,
    });
  });
  it('answers the first field at fault with its Spanish message', () => {
    expect(
      validatePaymentMethods(
        [{ type: 'cash' }, { type: 'mx_spei', clabe: '1', bank: 'x', holder: 'y' }],
        'MX',
      ),
    ).toMatchObject({ ok: false, index: 1, field: 'clabe', error: PAYMENT_MESSAGES.clabeLength });
    expect(validatePaymentMethods([{ type: 'pix' }], 'AR')).toMatchObject({
      ok: false,
      error: PAYMENT_MESSAGES.otherCountry,
    });
  });
});
