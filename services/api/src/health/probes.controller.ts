import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { probeSchema, type Probe } from '@portal/contracts/health';
import { openApiSchema, Public } from '@portal/server-core';
import { ReadinessService } from './readiness.service';

interface StatusReply {
  status(code: number): unknown;
}

/** Kubernetes' probes on the traffic port; the operator's port (METRICS_PORT) answers the same. */
@ApiTags('health')
@Controller()
export class ProbesController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('livez')
  @Public()
  @ApiOkResponse({ description: 'The process answers (restart it when this fails)', schema: openApiSchema(probeSchema) })
  live(): Probe {
    return { status: 'ok' };
  }

  @Get('readyz')
  @Public()
  @ApiOkResponse({ description: 'Ready for traffic', schema: openApiSchema(probeSchema) })
  @ApiServiceUnavailableResponse({
    description: 'Not ready: draining, database unreachable or migrations pending (the reasons say which)',
    schema: openApiSchema(probeSchema),
  })
  async ready(@Res({ passthrough: true }) reply: StatusReply): Promise<Probe> {
    const state = await this.readiness.check();
    if (state.ready) return { status: 'ok' };
    reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: 'unavailable', reasons: state.reasons };
  }
}
