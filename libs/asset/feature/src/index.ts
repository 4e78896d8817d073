export * from './lib/AssetPages';
