"""A very small Optuna look-alike: random sampling plus a median pruner."""
import math
import random
import statistics


class TrialPruned(Exception):
    pass


class Trial:
    def __init__(self, study, number):
        self.study = study
        self.number = number
        self.params = {}
        self.intermediate_values = {}
        self._rng = random.Random(study.seed * 1000 + number)

    def suggest_float(self, name, low, high, log=False):
        if log:
            value = math.exp(self._rng.uniform(math.log(low), math.log(high)))
        else:
            value = self._rng.uniform(low, high)
        self.params[name] = value
        return value

    def suggest_int(self, name, low, high):
        self.params[name] = self._rng.randint(low, high)
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(list(choices))
        return self.params[name]

    def report(self, value, step):
        self.intermediate_values[step] = float(value)

    def should_prune(self):
        return self.study.pruner.prune(self.study, self)


class MedianPruner:
    def __init__(self, n_startup_trials=2, n_warmup_steps=4):
        self.n_startup_trials = n_startup_trials
        self.n_warmup_steps = n_warmup_steps

    def prune(self, study, trial):
        if not trial.intermediate_values:
            return False
        step = max(trial.intermediate_values)
        done = [t for t in study.trials if t["state"] == "COMPLETE"]
        if len(done) < self.n_startup_trials or step < self.n_warmup_steps:
            return False
        others = [t["intermediate"][step] for t in done if step in t["intermediate"]]
        return bool(others) and trial.intermediate_values[step] > statistics.median(others)


class Study:
    def __init__(self, seed=0, pruner=None):
        self.seed = seed
        self.pruner = pruner or MedianPruner()
        self.trials = []

    def optimize(self, objective, n_trials):
        for number in range(n_trials):
            trial = Trial(self, number)
            try:
                value, state = objective(trial), "COMPLETE"
            except TrialPruned:
                value, state = None, "PRUNED"
            self.trials.append({"number": number, "params": dict(trial.params), "value": value,
                                "state": state, "intermediate": dict(trial.intermediate_values)})

    @property
    def best_trial(self):
        done = [t for t in self.trials if t["state"] == "COMPLETE"]
        return min(done, key=lambda t: t["value"])
