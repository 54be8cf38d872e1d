import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it("asks for the page locale's number and date formatting data, each in a task of its own", () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const tasks: Array<() => void> = [];
    try {
      warmIntl('es', (task) => tasks.push(task));
      expect(numbers).not.toHaveBeenCalled();
      expect(tasks).toHaveLength(2);
      tasks[0]!();
      expect(numbers).toHaveBeenCalledWith('es-US');
      expect(dates).not.toHaveBeenCalled();
      tasks[1]!();
      expect(dates).toHaveBeenCalledWith('es-US');
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });

  it('defers to zero timers by default', () => {
    jest.useFakeTimers();
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      warmIntl('en');
      expect(numbers).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(numbers).toHaveBeenCalledWith('en-US');
    } finally {
      numbers.mockRestore();
      jest.useRealTimers();
    }
  });
});
