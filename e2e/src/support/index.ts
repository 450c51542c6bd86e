export * from './axe';
export * from './claim-form';
export * from './environment';
export * from './keyboard';
export * from './mail';
export * from './phone';
export * from './remote-declaration';
export * from './sign-in';
