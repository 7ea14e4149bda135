import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX } from './constants';
import {
  applyProductType,
  areStockSwitchesDisabled,
  clampDescription,
  createProductForm,
  PRODUCT_FORM_MESSAGES,
  descriptionLength,
  validateProductForm,
} from './product-form';

describe('createProductForm', () => {
  it('has the spec defaults', () => {
    expect(createProductForm()).toEqual({
      name: '',
      description: '',
      categoryId: '',
      type: 'product',
      quantity: '0',
      prices: { cost: '', price: '', utility: '' },
      wholesalePrices: { cost: '', price: '', utility: '' },
      wholesaleMinQuantity: '',
      status: 'published',
      dynamicPrice: false,
      manageStock: true,
      sellWithoutStock: false,
      wholesaleAllowed: false,
    });
  });

  it('returns a fresh object each time', () => {
    const a = createProductForm();
    a.prices.cost = '5';
    expect(createProductForm().prices.cost).toBe('');
  });
});

describe('product type', () => {
  it('a digital file sells without stock, stops managing stock and disables the switches', () => {
    const form = applyProductType(createProductForm(), 'digital-file');
    expect(form).toMatchObject({
      type: 'digital-file',
      sellWithoutStock: true,
      manageStock: false,
    });
    expect(areStockSwitchesDisabled(form.type)).toBe(true);
  });

  it('a physical product enables the switches again', () => {
    const digital = applyProductType(createProductForm(), 'digital-file');
    const physical = applyProductType(digital, 'product');
    expect(physical.type).toBe('product');
    expect(areStockSwitchesDisabled(physical.type)).toBe(false);
  });

  it('a change between physical types leaves the stock switches as they were', () => {
    const form = { ...createProductForm(), sellWithoutStock: false, manageStock: true };
    expect(applyProductType(form, 'product')).toEqual({ ...form, type: 'product' });
  });
});

describe('description', () => {
  it('drops input beyond 1500 characters', () => {
    expect(DESCRIPTION_MAX).toBe(1500);
    const long = 'a'.repeat(1600);
    expect(clampDescription(long)).toHaveLength(1500);
    expect(clampDescription('hola')).toBe('hola');
    expect(descriptionLength('🌮'.repeat(1500))).toBe(1500);
    expect(descriptionLength(clampDescription('🌮'.repeat(1501)))).toBe(1500);
  });
});

describe('validateProductForm (our rules)', () => {
  it('requires a name and a price', () => {
    expect(validateProductForm(createProductForm())).toEqual({
      name: 'Escribe el nombre de tu producto.',
      'prices.price': 'Escribe el precio de tu producto.',
    });
  });

  it('accepts a named product with a price', () => {
    const form = {
      ...createProductForm(),
      name: 'Torta',
      prices: { cost: '', price: '12,5', utility: '' },
    };
    expect(validateProductForm(form)).toEqual({});
  });

  it('with dynamic price requires the cost instead', () => {
    const form = {
      ...createProductForm(),
      name: 'Torta',
      dynamicPrice: true,
      prices: { cost: '', price: '', utility: '30' },
    };
    expect(validateProductForm(form)).toEqual({
      'prices.cost': 'Escribe el costo de tu producto.',
    });
    expect(
      validateProductForm({ ...form, prices: { cost: '10', price: '', utility: '' } }),
    ).toEqual({});
  });

  it('refuses negative or unreadable amounts', () => {
    const form = {
      ...createProductForm(),
      name: 'Torta',
      prices: { cost: 'diez', price: '-1', utility: '' },
    };
    expect(validateProductForm(form)).toEqual({
      'prices.price': 'Escribe un número mayor o igual a 0.',
      'prices.cost': 'Escribe un número mayor o igual a 0.',
    });
  });

  it('checks the wholesale block only when wholesale is allowed', () => {
    const form = {
      ...createProductForm(),
      name: 'Torta',
      prices: { cost: '', price: '10', utility: '' },
    };
    expect(validateProductForm(form)).toEqual({});
    expect(validateProductForm({ ...form, wholesaleAllowed: true })).toEqual({
      'wholesalePrices.price': 'Escribe el precio de tu producto.',
      wholesaleMinQuantity: 'Escribe desde cuántas unidades se aplica el precio mayorista.',
    });
  });

  // Issue 21: the wholesale price had no minimum quantity (it was never applied); the field is new.
  it('takes a wholesale minimum quantity of 2–999 whole units', () => {
    const form = {
      ...createProductForm(),
      name: 'Torta',
      prices: { cost: '', price: '10', utility: '' },
      wholesalePrices: { cost: '', price: '8', utility: '' },
      wholesaleAllowed: true,
    };
    for (const ok of ['2', ' 6 ', '999']) {
      expect(validateProductForm({ ...form, wholesaleMinQuantity: ok }), ok).toEqual({});
    }
    for (const bad of ['1', '0', '1000', '2.5', '-3', 'seis', '6e1']) {
      expect(validateProductForm({ ...form, wholesaleMinQuantity: bad }), bad).toEqual({
        wholesaleMinQuantity: 'Escribe un número entero entre 2 y 999.',
      });
    }
    // Without wholesale the field is not read.
    expect(
      validateProductForm({ ...form, wholesaleAllowed: false, wholesaleMinQuantity: 'x' }),
    ).toEqual({});
  });
});

describe('validateProductForm: blanks and zero', () => {
  it('reads a blank name or price as missing, and takes a price of 0', () => {
    const form = createProductForm();
    const errors = validateProductForm({
      ...form,
      name: '   ',
      prices: { ...form.prices, price: '  ' },
    });
    expect(errors.name).toBe(PRODUCT_FORM_MESSAGES.nameRequired);
    expect(errors['prices.price']).toBe(PRODUCT_FORM_MESSAGES.priceRequired);
    const free = validateProductForm({
      ...form,
      name: 'Muestra',
      prices: { ...form.prices, price: '0' },
    });
    expect(free).toEqual({});
  });
});
