/** Decision rules of the portal kit components (F2.15–F2.18, F3.2, F3.4–F3.7, F3.14–F3.16). */
export * from './numberSelection';
export * from './signaturePad';
export * from './deliveryAddress';
export * from './upload';
export * from './balance';
export * from './subscriberCard';
export * from './topUp';
export * from './orders';
