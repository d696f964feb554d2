import math


class DynamicWeightAverage:
    """DWA (Liu et al., 2019): weight each task by how slowly its loss has been falling."""

    def __init__(self, tasks, temperature=2.0):
        self.tasks = tuple(tasks)
        self.temperature = temperature
        self.history = []
        self._sums = {}
        self._batches = 0

    def weights(self):
        if len(self.history) < 2:
            return {t: 1.0 for t in self.tasks}
        prev, last = self.history[-2], self.history[-1]
        ratio = {t: last[t] / prev[t] for t in self.tasks}
        exp = {t: math.exp(ratio[t] / self.temperature) for t in self.tasks}
        norm = sum(exp.values())
        return {t: len(self.tasks) * exp[t] / norm for t in self.tasks}

    def observe(self, losses):
        for task, value in losses.items():
            self._sums[task] = self._sums.get(task, 0.0) + value
        self._batches += 1

    def end_epoch(self):
        means = {t: float(self._sums[t]) / self._batches for t in self.tasks}
        self.history.append(means)
        self._sums, self._batches = {}, 0
        return means
