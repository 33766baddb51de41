import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoadStatus } from '../../../stores/load-status';
import { useStores } from '../../../stores/use-stores';
import {
  createCurriculumApi,
  type CourseStanding,
  type Curriculum,
  type CurriculumApi,
} from '../api/curriculum-api';

export interface CurriculumBuilder {
  api: CurriculumApi;
  curriculum: Curriculum | null;
  standing: CourseStanding | null;
  state: Exclude<LoadStatus, 'idle'>;
  loadError: unknown;
  reload: () => void;
  /** Applies a change's answer; the returned promise rejects with the server's refusal. */
  change: (call: (api: CurriculumApi) => Promise<Curriculum>) => Promise<Curriculum>;
  /** Shows a curriculum at once (a move), before the server has answered. */
  show: (curriculum: Curriculum) => void;
}

/** One course's curriculum and review standing, loaded for its owner, and its changes. */
export function useCurriculum(courseId: string): CurriculumBuilder {
  const { api: client } = useStores();
  const api = useMemo(() => createCurriculumApi(client), [client]);
  const [curriculum, setCurriculum] = useState<Curriculum | null>(null);
  const [standing, setStanding] = useState<CourseStanding | null>(null);
  const [state, setState] = useState<Exclude<LoadStatus, 'idle'>>('loading');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([api.load(courseId), api.standing(courseId)])
      .then(([loaded, stand]) => {
        if (!live) return;
        setCurriculum(loaded);
        setStanding(stand);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoadError(error);
        setState('failed');
      });
    return () => {
      live = false;
    };
  }, [api, courseId, attempt]);

  const refreshStanding = useCallback(() => {
    api.standing(courseId).then(setStanding, () => undefined);
  }, [api, courseId]);

  const change = useCallback(
    async (call: (api: CurriculumApi) => Promise<Curriculum>) => {
      const next = await call(api);
      setCurriculum(next);
      refreshStanding();
      return next;
    },
    [api, refreshStanding],
  );

  // Another course's curriculum, while this one's loads, is not shown.
  const current = curriculum?.courseId === courseId;
  return {
    api,
    curriculum: current ? curriculum : null,
    standing: current ? standing : null,
    state: state === 'ready' && !current ? 'loading' : state,
    loadError,
    reload: () => {
      setState('loading');
      setAttempt((n) => n + 1);
    },
    change,
    show: setCurriculum,
  };
}
