import json
import os
from collections import defaultdict


class SummaryWriter:
    """Minimal stand-in for tensorboard's SummaryWriter: keeps scalars in memory, dumps JSON on close."""

    def __init__(self, logdir):
        self.logdir = logdir
        self.scalars = defaultdict(list)

    def add_scalar(self, tag, value, global_step):
        self.scalars[tag].append((global_step, value))

    def last(self, tag):
        return float(self.scalars[tag][-1][1])

    def close(self):
        os.makedirs(self.logdir, exist_ok=True)
        dump = {k: [(s, float(v)) for s, v in vals] for k, vals in self.scalars.items()}
        with open(os.path.join(self.logdir, "scalars.json"), "w") as f:
            json.dump(dump, f)
