import { CLAIM_MESSAGES } from '@portal/contracts/claims';
import { frenchApiMessage } from './french-api-messages';
import { inLanguageOf, prefersFrench } from './in-language-of';

describe('API messages in the client’s language', () => {
  it('reads French as the first choice of Accept-Language only', () => {
    expect(prefersFrench('fr-CA')).toBe(true);
    expect(prefersFrench('fr-CA,fr;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersFrench('en-CA,fr;q=0.5')).toBe(false);
    expect(prefersFrench(undefined)).toBe(false);
  });

  it('turns fixed and filled-in contract messages into French', () => {
    expect(frenchApiMessage(CLAIM_MESSAGES.memberNotFound)).toBe('Participant introuvable');
    expect(frenchApiMessage("Member's Plan is not effective until 2027-01-01")).toBe(
      'Le régime du participant n’est pas en vigueur avant le 2027-01-01',
    );
    expect(frenchApiMessage('The expense date must be within the last 30 days')).toBe(
      'La date de la dépense doit être dans les 30 derniers jours',
    );
    expect(frenchApiMessage('Must be at most 60 characters')).toBe('Doit comporter au plus 60 caractères');
    expect(frenchApiMessage('Too many requests: try again in 12 seconds.')).toBe(
      'Trop de requêtes : réessayez dans 12 secondes.',
    );
  });

  it('keeps a message it has no French for', () => {
    expect(frenchApiMessage('Something new')).toBe('Something new');
  });

  it('translates the body’s message and details for a French client, and leaves an English one alone', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: CLAIM_MESSAGES.amount,
      details: [{ path: 'body.expenses.0.amount', message: CLAIM_MESSAGES.amount }],
      requestId: 'r1',
    };
    expect(inLanguageOf(body, 'fr-CA')).toEqual({
      ...body,
      message: 'Veuillez saisir le montant',
      details: [{ path: 'body.expenses.0.amount', message: 'Veuillez saisir le montant' }],
    });
    expect(inLanguageOf(body, 'en')).toBe(body);
  });
});
