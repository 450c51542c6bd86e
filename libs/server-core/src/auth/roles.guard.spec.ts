import { Controller, ForbiddenException, Get, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Role, type PortalClaims } from '@portal/contracts';
import { Public } from './public.decorator';
import { Roles } from './roles.decorator';
import { RolesGuard } from './roles.guard';

@Controller()
class SampleController {
  @Get() undecorated() {
    return 1;
  }
  @Public() @Get() open() {
    return 2;
  }
  @Roles(Role.Administrator) @Get() adminOnly() {
    return 3;
  }
}

@Roles(Role.Provider)
@Controller()
class ProviderController {
  @Get() inherited() {
    return 4;
  }
}

const context = (controller: object, handler: keyof typeof controller | string, user?: PortalClaims) =>
  ({
    getHandler: () => (controller as Record<string, unknown>)[handler],
    getClass: () => controller.constructor,
    switchToHttp: () => ({ getRequest: () => ({ user }) }),
  }) as unknown as ExecutionContext;

const admin: PortalClaims = { sub: 'u1', role: Role.Administrator, username: 'admin' };
const provider: PortalClaims = { sub: 'u2', role: Role.Provider, username: 'provider' };

describe('RolesGuard', () => {
  const guard = new RolesGuard(new Reflector());
  const sample = new SampleController();

  it('refuses a route with neither @Roles nor @Public, even for a SuperAdmin', () => {
    expect(() => guard.canActivate(context(sample, 'undecorated', { ...admin, role: Role.SuperAdmin }))).toThrow(
      ForbiddenException,
    );
  });

  it('lets anyone through a @Public route', () => {
    expect(guard.canActivate(context(sample, 'open'))).toBe(true);
  });

  it('allows a listed role and refuses others', () => {
    expect(guard.canActivate(context(sample, 'adminOnly', admin))).toBe(true);
    expect(() => guard.canActivate(context(sample, 'adminOnly', provider))).toThrow(ForbiddenException);
    expect(() => guard.canActivate(context(sample, 'adminOnly'))).toThrow(ForbiddenException);
  });

  it('applies a controller-level @Roles to its routes', () => {
    const ctrl = new ProviderController();
    expect(guard.canActivate(context(ctrl, 'inherited', provider))).toBe(true);
    expect(() => guard.canActivate(context(ctrl, 'inherited', admin))).toThrow(ForbiddenException);
  });
});
