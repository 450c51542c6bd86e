import { Controller, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { apiErrorSchema, Role, type PortalClaims } from '@portal/contracts';
import {
  contactReceiptSchema,
  contactRouteSchemas,
  type ContactMessageInput,
  type ContactReceipt,
} from '@portal/contracts/contact';
import { CurrentUser, Endpoint, openApiSchema, RouteBody, Roles } from '@portal/server-core';
import { ContactService } from './contact.service';

const error = (description: string) => ({ description, schema: openApiSchema(apiErrorSchema) });

@ApiTags('contact')
@ApiBearerAuth()
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Spec §7 POST /email: the contact drawer's message, to the administrator's address. */
  @Endpoint(contactRouteSchemas.send)
  @Roles(Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiCreatedResponse({ description: 'Stored and queued for the administrator', schema: openApiSchema(contactReceiptSchema) })
  @ApiBadRequestResponse(error("Spec §5: 'Name is required', 'E-mail is required', 'E-mail must be valid', 'Please enter'"))
  @ApiTooManyRequestsResponse(error('More than 5 messages in 10 minutes from this account'))
  send(
    @RouteBody(contactRouteSchemas.send, { firstMessage: true }) input: ContactMessageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<ContactReceipt> {
    return this.contact.send(input, user, request.id);
  }
}
