import { expect, test } from './fixtures';
import { escapeDialog, keyDo, keyPress, mouseDo, tagByKeyboard, waitForMachine } from './scenario';

test('an assessment failed by a second drive left live: the try-out starts it and the result explains why (mouse, Portuguese)', async ({ page }) => {
  // Work order 100000: the conveyor with a third drive added on another MCC.
  await page.goto('/cenarios/transportador-c201?semente=100000&modo=avaliacao&regras=nr');
  await waitForMachine(page);
  // Nobody is named on this device: the assessment asks who takes it; the trainee goes on unnamed.
  await page.getByRole('dialog', { name: 'Quem está fazendo esta avaliação?' }).getByRole('button', { name: 'Continuar sem nome' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Avaliação', { exact: true })).toBeVisible();
  await expect(page.getByTestId('work-order')).toHaveText('OS nº 100000');

  // The sheet lists the third drive's bucket; the trainee reads it but follows the labels.
  await page.getByRole('button', { name: 'Ficha do procedimento' }).click();
  await expect(page.getByTestId('sheet-sources')).toContainText('Gaveta 2 do CCM-3');
  await page.getByRole('button', { name: 'Fechar' }).click();

  await mouseDo(page, 'stop', 'Apertar DESLIGA');
  for (const bucket of ['bucket-7', 'bucket-8']) {
    await mouseDo(page, bucket, 'Desligar (posição 0)');
    await mouseDo(page, bucket, 'Colocar o meu cadeado');
    await mouseDo(page, bucket, 'Pendurar a etiqueta');
    await page.getByLabel('Seu nome').fill('Ana Souza');
    await page.getByLabel('Motivo do serviço').fill('Troca da correia');
    await page.getByRole('button', { name: 'Pendurar', exact: true }).click();
  }
  await mouseDo(page, 'take-up', 'Colocar o calço de segurança');
  await expect(page.getByTestId('part-bucket-7')).toHaveAccessibleName(/desligada, com o meu cadeado, com etiqueta/);

  // The head drive's pulley coasted after STOP: wait for standstill before anything else.
  await mouseDo(page, 'drive-1', 'Esperar a parada total e conferir');
  // The try-out, with no one exposed: M3, still fed from MCC-3, starts.
  await page.getByRole('button', { name: 'Conferir que ninguém está exposto (antes do teste de partida)' }).click();
  await mouseDo(page, 'start', 'Apertar LIGA (teste de partida)');
  await expect(page.getByTestId('scenario-announcer')).toHaveText('M3 deu partida! (Motor de acionamento da cauda M3 (instalado depois))');
  await expect(page.getByTestId('part-drive-3')).toHaveAccessibleName(/em funcionamento/);

  // Walking past it fails the assessment at once, and the result says why.
  await page.getByRole('button', { name: 'Declarar seguro e começar o serviço' }).click();
  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'false');
  await expect(result.getByRole('heading', { name: 'Reprovado' })).toBeVisible();
  const mistakes = result.getByTestId('result-mistakes');
  await expect(mistakes.locator('[data-code="tryout_ignored"]')).toContainText('NR-12 12.11.3 c)');
  await expect(mistakes.locator('[data-code="tryout_ignored"]')).toContainText('Erro crítico');
  await expect(result.getByTestId('step-chart')).toBeVisible();
  // The steps after the mistake were never reached: they earn nothing, and the result says so.
  await expect(result.getByTestId('result-ended-early')).toHaveText('A avaliação terminou no erro crítico: as etapas não alcançadas não valem pontos.');
  await expect(result.getByTestId('step-chart-legend').getByRole('listitem')).toHaveText(['mantidos', 'perdidos', 'não alcançados']);

  // The finished attempt is kept on this device.
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('loto_attempts_finished') ?? '[]') as { scenario: string; result: { passed: boolean; byStep: { step: string; kept: number; done: boolean }[] } }[],
  );
  expect(kept.map((a) => [a.scenario, a.result.passed])).toEqual([['transportador-c201', false]]);
  const notReached = kept[0]!.result.byStep.filter((s) => !s.done);
  expect(notReached.length).toBeGreaterThan(0);
  expect(notReached.every((s) => s.kept === 0)).toBe(true);
});

test('a practice done right by keyboard alone passes; a reload mid-procedure resumes it (English, OSHA)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  // Work order 100023: the pump fed from bucket 3, no colleague, a working tester.
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  await keyPress(page, 'Procedure sheet');
  await expect(page.getByTestId('sheet-sources')).toContainText('MCC-1 bucket 3');
  await escapeDialog(page);
  await keyPress(page, 'Notify affected people');

  await keyDo(page, 'stop', 'Press STOP');
  await keyDo(page, 'bucket-3', 'Switch off (position 0)');
  await keyDo(page, 'discharge-valve', 'Shut the valve');
  await keyDo(page, 'suction-valve', 'Shut the valve');
  await keyDo(page, 'bucket-3', 'Put my padlock on');

  // A reload keeps everything done so far.
  await page.reload();
  await waitForMachine(page);
  await expect(page.getByTestId('part-bucket-3')).toHaveAccessibleName(/off, my padlock on/);
  await expect(page.getByTestId('part-discharge-valve')).toHaveAccessibleName(/shut/);

  await tagByKeyboard(page, 'bucket-3', 'Ann Smith', 'Bearing change');
  for (const valve of ['discharge-valve', 'suction-valve']) {
    await keyDo(page, valve, 'Put my padlock on');
    await tagByKeyboard(page, valve, 'Ann Smith', 'Bearing change');
  }
  await keyDo(page, 'drain', 'Open the valve');
  await expect(page.getByTestId('part-gauge')).toHaveAccessibleName(/reads 0 bar/);
  await keyDo(page, 'gauge', 'Read the gauge');
  await keyPress(page, 'Check no one is exposed (before the try-out)');
  await keyDo(page, 'start', 'Press START (try-out)');
  await expect(page.getByTestId('scenario-announcer')).toHaveText('M-101 did not start (Pump P-101 motor)');
  await expect(page.locator('[data-step="verify"]')).toHaveAttribute('data-done', 'true');

  await keyPress(page, 'Declare it safe and start the work');
  await keyPress(page, 'Work done: guards back on, tools and people out');
  await keyDo(page, 'drain', 'Shut the valve');
  for (const device of ['bucket-3', 'discharge-valve', 'suction-valve']) {
    // Release from lockout: each of my tags, then my padlock, comes off.
    await keyDo(page, device, 'Take my tag off');
    await expect(page.getByTestId(`part-${device}`)).not.toHaveAccessibleName(/tagged/);
    await keyDo(page, device, 'Take my padlock off');
  }
  await keyPress(page, 'Notify affected people');
  await keyDo(page, 'bucket-3', 'Switch on (position I)');
  await keyPress(page, 'Hand the machine back');

  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'true');
  await expect(result).toContainText('100 points of 100');
  await expect(result).toContainText('No mistakes.');
});

test('a crew job under a group lockbox: the keys go in, every padlock goes on, the box opens only when all are off (mouse, English, OSHA)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  // Work order 100000: the press die change with two die setters, no colleague's lock.
  await page.goto('/cenarios/prensa-ph301?semente=100000&modo=pratica&regras=osha');
  await waitForMachine(page);
  await page.getByRole('button', { name: 'Procedure sheet' }).click();
  await expect(page.getByTestId('sheet-crew')).toContainText('R. Alves, M. Costa');
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Notify affected people' }).click();

  // A press that travels (a pan across the machine) is no tap, even when it ends on the part it began on.
  const twin = page.getByTestId('part-pump-switch');
  await twin.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await twin.boundingBox())!;
  await expect.poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, { x: box.x + 8, y: box.y + box.height / 3 })).toBe('CANVAS');
  await page.mouse.move(box.x + 8, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 8, box.y + box.height / 3, { steps: 6 });
  await page.mouse.up();
  // Two frames: a tap's dialog would be on screen by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await mouseDo(page, 'pump-switch', 'Switch off (position 0)');
  await mouseDo(page, 'main-switch', 'Switch off (position 0)');
  await mouseDo(page, 'air-valve', 'Shut the valve');
  const lockbox = page.getByTestId('lockbox');
  // A die setter cannot lock an empty box: the padlock would hold nothing.
  await lockbox.getByRole('button', { name: 'M. Costa puts a padlock on' }).click();
  await expect(page.getByText('The box is empty: the keys go in before anyone locks it.')).toBeVisible();
  for (const device of ['main-switch', 'air-valve']) {
    await mouseDo(page, device, 'Put my padlock on');
    await mouseDo(page, device, 'Hang the tag');
    await page.getByLabel('Your name').fill('Ann Smith');
    await page.getByLabel('Reason for the work').fill('Die change');
    await page.getByRole('button', { name: 'Hang it', exact: true }).click();
  }
  await mouseDo(page, 'ram', 'Put the safety block in');
  await mouseDo(page, 'accumulator-dump', 'Open the valve');
  await mouseDo(page, 'air-vent', 'Open the valve');
  await mouseDo(page, 'hydraulic-gauge', 'Read the gauge');
  await mouseDo(page, 'air-gauge', 'Read the gauge');
  await page.getByRole('button', { name: 'Check no one is exposed (before the try-out)' }).click();
  await mouseDo(page, 'pump-switch', 'Switch on (position I)');
  await mouseDo(page, 'pump-switch', 'Switch off (position 0)');
  await mouseDo(page, 'stroke', 'Press START (try-out)');
  await expect(page.locator('[data-step="verify"]')).toHaveAttribute('data-done', 'true');

  await lockbox.getByRole('button', { name: 'Put my keys in the box' }).click();
  await expect(lockbox.getByTestId('lockbox-state')).toContainText('Keys in the box: 2');
  await lockbox.getByRole('button', { name: 'Put my padlock on the box' }).click();
  for (const name of ['R. Alves', 'M. Costa']) await lockbox.getByRole('button', { name: `${name} puts a padlock on` }).click();
  await expect(lockbox.getByTestId('lockbox-state')).toContainText('Padlocks on the box: 3');
  await page.getByRole('button', { name: 'Declare it safe and start the work' }).click();

  // With the keys in the box, the trainee's padlocks cannot come off; the box stays shut while a padlock is on it.
  await mouseDo(page, 'main-switch', 'Take my padlock off');
  await expect(page.getByText('The key of that padlock is in the group lockbox.')).toBeVisible();
  await lockbox.getByRole('button', { name: 'Take the keys out' }).click();
  await expect(page.getByText('The lockbox stays shut while any padlock is on it.')).toBeVisible();
  for (const name of ['R. Alves', 'M. Costa']) await lockbox.getByRole('button', { name: `${name} has finished: padlock off` }).click();
  await page.getByRole('button', { name: 'Work done: guards back on, tools and people out' }).click();
  await lockbox.getByRole('button', { name: 'Take my padlock off the box' }).click();
  await lockbox.getByRole('button', { name: 'Take the keys out' }).click();
  await expect(lockbox.getByTestId('lockbox-state')).toContainText('Keys in the box: 0');
  // The machine given back intact: block out (with everyone clear, the ram is lowered to rest), valves shut.
  await mouseDo(page, 'ram', 'Take the safety block out');
  await mouseDo(page, 'accumulator-dump', 'Shut the valve');
  await mouseDo(page, 'air-vent', 'Shut the valve');
  for (const device of ['main-switch', 'air-valve']) {
    await mouseDo(page, device, 'Take my tag off');
    await mouseDo(page, device, 'Take my padlock off');
  }
  await page.getByRole('button', { name: 'Notify affected people' }).click();
  await mouseDo(page, 'main-switch', 'Switch on (position I)');
  await mouseDo(page, 'air-valve', 'Open the valve');
  await page.getByRole('button', { name: 'Hand the machine back' }).click();

  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'true');
  await expect(result).toContainText('No mistakes.');
});

test('practice explains a mistake at once with its clause, and undo takes it back (touch phone)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  await page.getByRole('button', { name: 'Ficha do procedimento' }).tap();
  await page.getByRole('button', { name: 'Fechar' }).tap();
  const twin = page.getByTestId('part-stop');
  await twin.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await twin.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
  await page.getByRole('dialog').getByRole('button', { name: 'Colocar o meu cadeado' }).tap();
  const explain = page.getByRole('dialog', { name: 'Bloqueio no comando em vez do dispositivo de isolamento' });
  await expect(explain).toContainText('29 CFR 1910.147(d)(4)');
  await expect(explain).toContainText('Erro crítico');
  await explain.getByRole('button', { name: 'Desfazer' }).tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('part-stop')).not.toHaveAccessibleName(/meu cadeado/);
  await context.close();
});

test('a whole electrical work order by finger on a phone, in German: isolate, prove dead on every pair, earth, cover, work, give back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  await context.addInitScript(() => localStorage.setItem('preferred_language', 'de'));
  const page = await context.newPage();
  // Work order 100007: the 400 V board, one supply, a working tester.
  await page.goto('/cenarios/quadro-qd401?semente=100007&modo=pratica&regras=vde');
  await waitForMachine(page);
  const tapPart = async (part: string, action: string) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const twin = page.getByTestId(`part-${part}`);
    // The machine keeps a legible size on a phone: the part may need a pan into view. Asked again
    // on every try: a dialog just closed hands the focus back to its button a moment later, which
    // can scroll the page away from the part.
    let point = { x: 0, y: 0 };
    await expect
      .poll(async () => {
        await twin.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
        const box = (await twin.boundingBox())!;
        point = { x: box.x + box.width / 2, y: box.y + box.height / 3 };
        return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, point);
      })
      .toBe('CANVAS');
    await page.touchscreen.tap(point.x, point.y);
    await page.getByRole('dialog').getByRole('button', { name: action }).tap();
  };
  await page.getByRole('button', { name: 'Verfahrensblatt' }).tap();
  await page.getByRole('button', { name: 'Schließen' }).tap();
  await tapPart('feeder-breaker', 'Ausschalten (Stellung 0)');
  await tapPart('feeder-breaker', 'Mein Schloss anbringen');
  await tapPart('feeder-breaker', 'Warnanhänger anbringen');
  await page.getByLabel('Ihr Name').fill('Jörg Weiß');
  await page.getByLabel('Grund der Arbeit').fill('Kabelschuhe erneuern');
  await page.getByRole('button', { name: 'Anhängen', exact: true }).tap();

  await page.getByRole('button', { name: 'Spannungsprüfer' }).tap();
  const tester = page.getByRole('dialog', { name: 'Spannungsprüfer' });
  await tester.getByRole('button', { name: 'An der Prüfquelle prüfen' }).tap();
  await expect(tester.getByTestId('tester-display')).toHaveText('400 V');
  for (const pair of ['L1–L2', 'L2–L3', 'L3–L1', 'L1–PE', 'L2–PE', 'L3–PE']) {
    await tester.getByRole('button', { name: pair, exact: true }).tap();
    await expect(tester.getByTestId('tester-display')).toHaveText('0 V');
  }
  await tester.getByRole('button', { name: 'An der Prüfquelle prüfen' }).tap();
  await expect(tester.getByTestId('tester-display')).toHaveText('400 V');
  await tester.getByRole('button', { name: 'Schließen' }).tap();
  await expect(page.locator('[data-step="verify"]')).toHaveAttribute('data-done', 'true');

  await tapPart('work-point', 'Erden und kurzschließen');
  await tapPart('busbar', 'Abdecken (isolierende Abdeckung)');
  await tapPart('next-feeder', 'Abdecken (isolierende Abdeckung)');
  await page.getByRole('button', { name: 'Als sicher erklären und Arbeit beginnen' }).tap();
  await page.getByRole('button', { name: 'Arbeit fertig: Schutzeinrichtungen montiert, Werkzeug und Personen heraus' }).tap();
  await tapPart('work-point', 'Erdung entfernen');
  await tapPart('feeder-breaker', 'Meinen Anhänger abnehmen');
  await tapPart('feeder-breaker', 'Mein Schloss abnehmen');
  await page.getByRole('button', { name: 'Betroffene informieren' }).tap();
  await tapPart('feeder-breaker', 'Einschalten (Stellung I)');
  await page.getByRole('button', { name: 'Maschine zurückgeben' }).tap();
  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'true');
  await expect(result).toContainText('100 von 100 Punkten');
  await context.close();
});

test('on a phone the attempt\'s badges come with the work order, never above its loading frame', async ({ page }) => {
  // On Lighthouse's phone the badges take two rows: shown while the loading frame was still under
  // the header, they pushed it down (a layout shift of 0.07, in about half the loads). Whether a
  // frame was painted in between is timing; whether both were ever in the page at once is not.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const seen = window as unknown as { both: boolean };
    seen.both = false;
    new MutationObserver(() => {
      if (document.querySelector('.scenario-page__badges') && document.querySelector('.page-loading')) seen.both = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
  await waitForMachine(page);
  await expect(page.getByTestId('work-order')).toHaveText('OS nº 100023');
  expect(await page.evaluate(() => (window as unknown as { both: boolean }).both)).toBe(false);
});

test('an unknown work order says so and leads back to the list; a link without a number gets one', async ({ page }) => {
  // The message replaces the loading frame without moving the footer (a layout shift of 0.41).
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
    new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/cenarios/reator-9');
  await expect(page.getByRole('heading', { name: 'Cenário não encontrado' })).toBeVisible();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0)))),
      ),
  );
  expect(shifted).toBeLessThan(0.05);
  await page.getByRole('link', { name: 'Outros cenários' }).click();
  await expect(page).toHaveURL(/\/cenarios$/);
  await page.goto('/cenarios/quadro-qd401');
  await expect(page).toHaveURL(/\/cenarios\/quadro-qd401\?semente=\d{6}&modo=pratica&regras=nr$/);
});

test('the pump motor exchange opens the terminal box: try-out, then a tester proven before and after on every conductor (keyboard, Spanish, RD 614)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'es'));
  // Work order 100007: the motor fed from bucket 3, a working tester.
  await page.goto('/cenarios/bomba-p101-motor?semente=100007&modo=pratica&regras=rd614');
  await waitForMachine(page);
  // Under RD 614 a machine job follows RD 1215/1997: its verification is the try-out, named so.
  await expect(page.locator('[data-step="verify"]')).toContainText('Comprobar la eficacia del aislamiento');
  await expect(page.locator('[data-step="verify"]')).toContainText('RD 1215/1997, anexo II, 1.14');
  await keyPress(page, 'Hoja de procedimiento');
  await expect(page.getByRole('dialog')).toContainText('Caja de bornes del motor');
  await escapeDialog(page);

  await keyDo(page, 'stop', 'Pulsar PARADA');
  await keyDo(page, 'bucket-3', 'Desconectar (posición 0)');
  await keyDo(page, 'bucket-3', 'Poner mi candado');
  await keyDo(page, 'bucket-3', 'Colgar la etiqueta');
  const form = page.getByTestId('scenario-tag-form');
  await form.getByLabel('Su nombre').fill('Lucía Pérez');
  await form.getByLabel('Motivo del trabajo').fill('Cambio de motor');
  await form.getByLabel('Motivo del trabajo').press('Enter');
  await keyPress(page, 'Comprobar que nadie está expuesto');
  await keyDo(page, 'start', 'Pulsar MARCHA (prueba de arranque)');
  // The try-out alone does not prove the terminals dead: the step stays open until the tester has.
  await expect(page.locator('[data-step="verify"]')).toHaveAttribute('data-done', 'false');

  await keyPress(page, 'Detector de tensión');
  const tester = page.getByRole('dialog', { name: 'Detector de tensión' });
  await tester.getByRole('button', { name: 'Comprobar en la fuente de prueba' }).press('Enter');
  await expect(tester.getByTestId('tester-display')).toHaveText('400 V');
  for (const pair of ['L1–L2', 'L2–L3', 'L3–L1', 'L1–PE', 'L2–PE', 'L3–PE']) {
    await tester.getByRole('button', { name: pair, exact: true }).press('Enter');
    await expect(tester.getByTestId('tester-display')).toHaveText('0 V');
  }
  await tester.getByRole('button', { name: 'Comprobar en la fuente de prueba' }).press('Enter');
  await escapeDialog(page);
  await expect(page.locator('[data-step="verify"]')).toHaveAttribute('data-done', 'true');

  await keyPress(page, 'Declarar seguro y empezar el trabajo');
  await keyPress(page, 'Trabajo hecho: resguardos en su sitio, herramientas y personas fuera');
  await keyDo(page, 'bucket-3', 'Quitar mi etiqueta');
  await keyDo(page, 'bucket-3', 'Quitar mi candado');
  await keyPress(page, 'Avisar a los afectados');
  await keyDo(page, 'bucket-3', 'Conectar (posición I)');
  await keyPress(page, 'Devolver la máquina a producción');
  const result = page.getByTestId('scenario-result');
  await expect(result).toHaveAttribute('data-passed', 'true');
  await expect(result).toContainText('100');
});

test('"Try again" after a finished work order draws the machine again, with parts big enough to press', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await waitForMachine(page);
  for (let round = 1; round <= 2; round++) {
    // Nobody is named on this device: each new assessment asks; the trainee goes on unnamed.
    await page.getByRole('button', { name: 'Continue without a name' }).click();
    // Straight to work, nothing isolated: failed at once.
    await page.getByTestId('start-work').click();
    await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.machine-scene canvas')).toBeVisible();
    await page.waitForFunction((n) => performance.getEntriesByName('scene-ready').length > n, round);
    const canvas = (await page.locator('.machine-scene canvas').boundingBox())!;
    expect(canvas.width, `round ${round}`).toBeGreaterThan(300);
    const twin = (await page.getByTestId('part-bucket-3').boundingBox())!;
    expect(twin.width, `round ${round}`).toBeGreaterThan(30);
  }
});

test('another work order from the list after a finished one: a playable machine at full size, the whole machine in sight', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('preferred_language', 'en'));
  await page.goto('/cenarios/bomba-p101?semente=100023&modo=avaliacao&regras=osha');
  await waitForMachine(page);
  await page.getByRole('button', { name: 'Continue without a name' }).click();
  const wholeMachine = page.getByRole('button', { name: 'Show the whole machine' });
  await page.getByRole('button', { name: 'Zoom in on the machine' }).click();
  await expect(wholeMachine).toHaveAttribute('aria-disabled', 'false');
  // Straight to work, nothing isolated: failed at once. "Try again" starts with the whole machine.
  await page.getByTestId('start-work').click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 1);
  await page.getByRole('button', { name: 'Continue without a name' }).click();
  await expect(wholeMachine).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Zoom in on the machine' }).click();
  await page.getByTestId('start-work').click();
  await expect(page.getByTestId('scenario-result')).toHaveAttribute('data-passed', 'false');
  await page.getByRole('link', { name: 'Other scenarios' }).click();
  await page.getByRole('radio', { name: /^Practice/ }).check();
  await page.getByTestId('scenario-transportador-c201').getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/cenarios\/transportador-c201\?/);
  await page.waitForFunction(() => performance.getEntriesByName('scene-ready').length > 2);
  const canvas = (await page.locator('.machine-scene canvas').boundingBox())!;
  expect(canvas.width).toBeGreaterThan(300);
  expect(canvas.height).toBeGreaterThan(300);
  const twin = (await page.getByTestId('part-stop').boundingBox())!;
  expect(twin.width).toBeGreaterThan(30);
  await expect(wholeMachine).toHaveAttribute('aria-disabled', 'true');
  // Playable: a click on the machine opens the part's actions, and the action is done.
  const before = await page.getByTestId('part-stop').getAttribute('aria-label');
  await mouseDo(page, 'stop', 'Press STOP');
  await expect(page.getByTestId('part-stop')).not.toHaveAccessibleName(before!);
});
