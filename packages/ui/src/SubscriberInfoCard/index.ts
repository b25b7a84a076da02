export * from './SubscriberInfoCard';
