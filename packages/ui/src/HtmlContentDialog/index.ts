export * from './HtmlContentDialog';
