import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { ZodValidationPipe } from '@portal/server-core';
import type { z } from 'zod';

/** A contract one route validates its input with: the body, the query, or one path parameter. */
export interface RequestContract {
  /** `PUT /provider/:id body`, `GET /claims query`, `GET /plans/:planNumber param planNumber`. */
  name: string;
  schema: z.ZodType;
}

const PLACES: Partial<Record<number, string>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};

interface RouteArgument {
  index: number;
  data?: string;
  pipes?: unknown[];
}

const joined = (...parts: (string | undefined)[]) =>
  `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every ZodValidationPipe on every route of the application, read from Nest's route metadata. */
export function requestContractsOf(app: INestApplication): RequestContract[] {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].map((wrapper) => wrapper.metatype as new (...args: never[]) => object),
  );
  return controllers.flatMap((controller) =>
    Object.getOwnPropertyNames(controller.prototype).flatMap((method) => {
      const handler = (controller.prototype as Record<string, unknown>)[method];
      if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) return [];
      const route = `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]} ${joined(
        Reflect.getMetadata(PATH_METADATA, controller) as string | undefined,
        Reflect.getMetadata(PATH_METADATA, handler) as string | undefined,
      )}`;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, RouteArgument>;
      return Object.entries(args).flatMap(([key, argument]) => {
        const place = PLACES[Number(key.split(':')[0])];
        return (argument.pipes ?? [])
          .filter((pipe): pipe is ZodValidationPipe<z.ZodType> => pipe instanceof ZodValidationPipe)
          .map((pipe) => ({ name: [route, place, argument.data].filter(Boolean).join(' '), schema: pipe.schema }));
      });
    }),
  );
}
