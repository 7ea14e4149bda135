import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@panel/domain entry', () => {
  it('re-exports every rule, constant and message set', () => {
    for (const name of [
      'CSRF_HEADER',
      'CSRF_HEADER_VALUE',
      'validateEmail',
      'unitPriceCents',
      'wholesaleOffer',
      'validateCode',
      'normalizeCodeInput',
      'distributeCodeInput',
      'validatePersonalName',
      'validateStoreName',
      'validateStoreLink',
      'RESERVED_LINKS',
      'validateStoreProfileLink',
      'formatStoreLinkInput',
      'parsePhone',
      'detectProfilePhoneCountry',
      'listCountries',
      'dynamicPrice',
      'formatPrice',
      'extraCapacityAt',
      'codeSecondsLeft',
      'formatCountdown',
      'renderCheckoutMessage',
      'sampleMessage',
      'whatsappLink',
      'isCheckoutDirty',
      'prepareNotifications',
      'menuNotifications',
      'relativeTime',
      'displayedRowsText',
      'checkUploadSelection',
      'mediaLimitRule',
      'productAvailability',
      'isSoldOut',
      'productCopyName',
      'greetingName',
      'productStatus',
      'createProductForm',
      'validateProductForm',
      'PRODUCTS_LIMIT_DEFAULT',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it('exposes the spec constants', () => {
    expect(domain.PRODUCTS_LIMIT_DEFAULT).toBe(100);
    expect(domain.PRO_PLAN).toMatchObject({ price: 25, products: 105 });
    expect(domain.FREE_PLAN.price).toBe(0);
    expect(domain.CODE_LENGTH).toBe(4);
    expect(domain.RESEND_COOLDOWN_SECONDS).toBe(120);
    expect(domain.CODE_ERROR_MS).toBe(1500);
    expect(domain.SUCCESS_REDIRECT_MS).toBe(5000);
    expect(domain.FADE_STEP_MS).toBe(250);
    expect(domain.DESCRIPTION_MAX).toBe(1500);
    expect(domain.UPLOAD).toMatchObject({
      maxFiles: 11,
      maxImages: 10,
      maxVideos: 1,
      previewTiles: 10,
    });
    expect(domain.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(domain.NOTIFICATION_MENU_CAP).toBe(10);
    expect(domain.LOADING_SKELETON_ROWS).toBe(5);
    expect(domain.TRIAL_BANNER).toEqual({ progressPercent: 70, offerDays: 5, discountPercent: 20 });
    expect(domain.DEFAULT_ONBOARDING_LEVEL).toBe('0');
    expect(domain.DEFAULT_CHECKOUT_TYPE).toBe('whatsapp');
  });
});
