import type { ReactNode } from 'react';

/** A work order page's header: the job as its title, the machine and the place below, then `children` (the attempt's badges). */
export function ScenarioHeader({ job, machine, where, children }: { job: string; machine: string; where: string; children?: ReactNode }) {
  return (
    <header className="page__header scenario-page__header">
      <h1 className="page__title">{job}</h1>
      <p className="page__subtitle">
        {machine} · {where}
      </p>
      {children}
    </header>
  );
}
