import { Injectable } from '@nestjs/common';

/**
 * "Now" for the rules that depend on the date (the submission window, the benefit year): the system
 * time, one provider a test can pin so its claims stay inside one benefit year whatever day it runs.
 */
@Injectable()
export class ClaimsClock {
  now(): Date {
    return new Date();
  }
}
