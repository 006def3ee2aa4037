import { describe, expect, it } from 'vitest';
import { viesRequester } from './vies.js';

describe('the store as VIES requester', () => {
  it('splits the store’s VAT number into VIES’s prefix and the rest, as typed or without prefix', () => {
    const nl = { requesterMemberStateCode: 'NL', requesterNumber: '123456789B01' };
    expect(viesRequester('NL123456789B01', 'NL')).toEqual(nl);
    expect(viesRequester('nl 1234.56789.b01', 'NL')).toEqual(nl);
    expect(viesRequester('123456789B01', 'NL')).toEqual(nl);
  });

  it('takes a number with another state’s prefix as that state’s, Greece’s as EL', () => {
    expect(viesRequester('BE0123456789', 'NL')).toEqual({
      requesterMemberStateCode: 'BE',
      requesterNumber: '0123456789',
    });
    expect(viesRequester('EL123456789', 'GR')).toEqual({
      requesterMemberStateCode: 'EL',
      requesterNumber: '123456789',
    });
  });

  it('is none without a number, or with one that is no VAT number of its state', () => {
    expect(viesRequester(null, 'NL')).toBeNull();
    expect(viesRequester('NL123', 'NL')).toBeNull();
    expect(viesRequester('12-3456789', 'US')).toBeNull();
  });
});
