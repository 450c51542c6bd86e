import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'portal:isPublic';

/** Marks a route as open to anonymous callers; every other route needs a token and `@Roles`. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
