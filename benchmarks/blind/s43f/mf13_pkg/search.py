import math
import random


class TrialPruned(Exception):
    pass


class Trial:
    def __init__(self, number, sampler_seed):
        self.number, self.params, self.intermediate = number, {}, {}
        self.history = None
        self._rng = random.Random(sampler_seed * 31 + number)

    def suggest_float(self, name, low, high, log=False):
        u = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        return self.params.setdefault(name, math.exp(u) if log else u)

    def suggest_int(self, name, low, high):
        return self.params.setdefault(name, self._rng.randint(low, high))

    def suggest_categorical(self, name, choices):
        return self.params.setdefault(name, self._rng.choice(choices))


class SuccessiveHalvingPruner:
    """Rung r at epoch 2**r * min_resource: keep a trial only if it is in the top
    1/reduction of the values recorded at that rung so far."""

    def __init__(self, min_resource=2, reduction=2):
        self.min_resource, self.reduction, self.rungs = min_resource, reduction, {}

    def check(self, trial, value, epoch):
        trial.intermediate[epoch] = value
        r = math.log2((epoch + 1) / self.min_resource) if epoch + 1 >= self.min_resource else -1
        if r < 0 or r != int(r):
            return
        seen = self.rungs.setdefault(int(r), [])
        seen.append(value)
        k = max(1, len(seen) // self.reduction)
        if value > sorted(seen)[k - 1]:
            raise TrialPruned(f"rung {int(r)} (epoch {epoch})")
