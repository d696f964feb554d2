import math
import random


class Pruned(Exception):
    pass


class Trial:
    def __init__(self, study, number):
        self.study, self.number, self.params, self.curve = study, number, {}, []
        self._rng = random.Random(f"{study.name}-{number}")

    def suggest_int(self, name, low, high, step=1):
        self.params[name] = self._rng.randrange(low, high + 1, step)
        return self.params[name]

    def suggest_float(self, name, low, high, log=False):
        r = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        self.params[name] = math.exp(r) if log else r
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(choices)
        return self.params[name]

    def report(self, value):
        self.curve.append(value)
        if self.study.prune(self):
            raise Pruned(f"trial {self.number} pruned at epoch {len(self.curve) - 1}")


class Study:
    """Percentile pruner: stop when worse than the 75th percentile of finished trials."""

    def __init__(self, name, warmup=3):
        self.name, self.warmup, self.finished = name, warmup, []

    def prune(self, trial):
        step = len(trial.curve) - 1
        peers = sorted(t.curve[step] for t in self.finished if len(t.curve) > step)
        if step < self.warmup or len(peers) < 2:
            return False
        return trial.curve[step] > peers[int(0.75 * (len(peers) - 1))]

    def run(self, objective, n_trials):
        results = []
        for number in range(n_trials):
            trial = Trial(self, number)
            try:
                results.append((objective(trial), trial))
                self.finished.append(trial)
            except Pruned as why:
                print(f"  {why}: {trial.params}")
        return min(results, key=lambda r: r[0])
