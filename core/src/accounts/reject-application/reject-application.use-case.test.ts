import { describe } from 'vitest';
import { applicationDecisionCases } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('RejectApplication', () => applicationDecisionCases(() => memoryCore(), 'rejected'));
