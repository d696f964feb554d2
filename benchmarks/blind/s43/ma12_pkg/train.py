from dataclasses import dataclass

import torch

from .learner import SILearner
from .model import ShotNet
from .shots import N_FEATURES, SHOTS, player_sessions


@dataclass
class TrainCfg:
    players: int = 4
    per_shot: int = 50
    hidden: int = 64
    lr: float = 2e-3
    betas: tuple = (0.9, 0.999)
    epochs: int = 12
    batch: int = 32
    si_c: float = 0.5
    si_xi: float = 1e-3
    seed: int = 0


def main(cfg=TrainCfg()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    learner = SILearner(ShotNet(N_FEATURES, len(SHOTS), cfg.hidden), cfg)
    tests = []
    for player, (x, y), test in player_sessions(cfg.players, cfg.per_shot, cfg.seed):
        learner.learn_player(x, y)
        tests.append(test)
        accs = [learner.accuracy(*t) for t in tests]
        omega_mass = sum(o.sum().item() for o in learner.si.omega.values())
        print(f"player {player}: accuracy per player {[round(a, 2) for a in accs]}, total omega {omega_mass:.1f}")
    return learner


if __name__ == "__main__":
    main()
