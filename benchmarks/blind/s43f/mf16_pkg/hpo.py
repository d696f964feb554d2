import math
import random


class PruneTrial(Exception):
    pass


class Trial:
    def __init__(self, number, sampler):
        self.number, self.params, self.reports, self._s = number, {}, [], sampler

    def suggest_float(self, name, low, high, log=False):
        r = self._s.uniform(math.log(low), math.log(high)) if log else self._s.uniform(low, high)
        self.params[name] = math.exp(r) if log else r
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self._s.choice(choices)
        return self.params[name]

    def report(self, value, step):
        self.reports.append((step, value))


class Study:
    """Maximise; prune a trial that is below the worst completed trial at the same step."""

    def __init__(self, seed):
        self.sampler, self.done = random.Random(seed), []

    def new_trial(self):
        return Trial(len(self.done), self.sampler)

    def check(self, trial):
        step, value = trial.reports[-1]
        at_step = [dict(t.reports).get(step) for t, _ in self.done]
        at_step = [v for v in at_step if v is not None]
        if step >= 3 and len(at_step) >= 2 and value < min(at_step):
            raise PruneTrial(f"step {step}")

    def finish(self, trial, value):
        self.done.append((trial, value))

    def best(self):
        return max((d for d in self.done if d[1] is not None), key=lambda d: d[1])
