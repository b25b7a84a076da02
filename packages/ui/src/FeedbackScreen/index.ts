export * from './FeedbackScreen';
