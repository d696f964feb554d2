from dataclasses import dataclass

import torch

from .districts import FEATURES, district_records
from .learner import ReplayLearner
from .model import CoverGrader


@dataclass
class Cfg:
    covers: int = 400
    hidden: int = 48
    lr: float = 3e-3
    epochs: int = 12
    batch: int = 40
    archive_per_district: int = 32
    replay_weight: float = 0.3
    seed: int = 0


def main(cfg=Cfg()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    learner = ReplayLearner(CoverGrader(len(FEATURES), cfg.hidden), cfg)
    tests = {}
    for district, n_grades, (x, y), test in district_records(cfg.covers, cfg.seed):
        learner.begin_district(district, n_grades, y)
        learner.fit(district, x, y)
        tests[district] = test
        report = {d: round(learner.balanced_accuracy(d, *t), 2) for d, t in tests.items()}
        print(f"after {district}: balanced accuracy {report}")
    return learner


if __name__ == "__main__":
    main()
