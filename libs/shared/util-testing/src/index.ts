export { fakeJwt } from './lib/fake-jwt';
