/** Test data the server's, the web app's and the end-to-end tests share (`@pokerhome/domain/testing`). */
export { newContactFigures } from './contact-fixture.ts';
export { emptyRegisterMessages } from './register-fixture.ts';
