/** The checkout form's field labels in each language, as the shopper reads them (the checkout and the shop's loop). */
export const checkoutLabels = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile or phone number',
    shopName: 'Shop name',
    province: 'Province',
    city: 'City',
    address: 'Address',
    postalCode: 'Postal code',
  },
  fa: {
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    mobile: 'شمارهٔ موبایل یا تلفن',
    shopName: 'نام فروشگاه',
    province: 'استان',
    city: 'شهر',
    address: 'نشانی',
    postalCode: 'کد پستی',
  },
} as const;
