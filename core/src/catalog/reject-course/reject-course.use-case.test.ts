import { describe } from 'vitest';
import { courseDecisionCases } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('RejectCourse', () => courseDecisionCases(() => memoryCore(), 'rejected'));
