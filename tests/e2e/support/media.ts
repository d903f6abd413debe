export { png, wav } from '../../../server/src/seed/demo-media';
