/** A valid customer for orders and the address book in the suites that post them. */
export const CUSTOMER = {
  firstName: 'Ava',
  lastName: 'Moradi',
  mobile: '09123334455',
  address: '9 Sadi St',
  province: 'Fars',
  city: 'Shiraz',
  shopName: 'Moradi',
  postalCode: '7134567891',
};
