// Where the seeded orders were placed: the self-care web, the mobile app or a shop.

/** The channel of an order placed in the self-care web portal (what the shop's and after-sale's orders are). */
export const WEB_CHANNEL = {
  contactChannelId: 'WEB',
  contactChannelName: 'Self-care web',
} as const;
/** The channel of an order placed in the mobile app. */
export const APP_CHANNEL = { contactChannelId: 'APP', contactChannelName: 'Mobile app' } as const;

/** The channel of an order placed in a shop, by the shop's name. */
export function shopChannel(shopName: string) {
  return { contactChannelId: 'SHOP', contactChannelName: shopName };
}
