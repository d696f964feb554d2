from dataclasses import dataclass, field

import numpy as np
import torch

from .backbones import count, trainable
from .data import FLIGHTS, airplane_throws
from .engine import Finetuner
from .registry import build


@dataclass
class StageCfg:
    epochs: int = 6
    batch: int = 64
    optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 3e-3}})
    distance_weight: float = 0.1


@dataclass
class RunCfg:
    model: dict = field(default_factory=lambda: {"type": "glide_net", "args": {"width": 64, "num_classes": 3}})
    pretrain: StageCfg = field(default_factory=StageCfg)
    probe: StageCfg = field(default_factory=lambda: StageCfg(
        epochs=10, optim={"name": "SGD", "kwargs": {"lr": 0.1, "momentum": 0.9}}, distance_weight=0.0))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(2)
    cfg = RunCfg()
    x, fold, flight, dist = airplane_throws(3000, rng)
    xv, fold_v, flight_v, _ = airplane_throws(600, rng)

    model = build("model", cfg.model)
    stage1 = Finetuner(model, model.parameters(), cfg.pretrain.optim, label_key="fold",
                       distance_weight=cfg.pretrain.distance_weight)
    acc1, _ = stage1.run((x, fold, dist), (xv, fold_v), epochs=cfg.pretrain.epochs, batch=cfg.pretrain.batch, rng=rng)
    print(f"pre-train (fold type) val acc {acc1:.3f}")

    model.freeze_backbone()
    model.reset_classifier(len(FLIGHTS))
    params = trainable(model)
    print(f"probe trains {count(params)} parameters")
    stage2 = Finetuner(model, params, cfg.probe.optim, label_key="flight", distance_weight=cfg.probe.distance_weight)
    acc2, best = stage2.run((x, flight, dist), (xv, flight_v), epochs=cfg.probe.epochs, batch=cfg.probe.batch, rng=rng)
    model.load_state_dict(best)
    print(f"linear probe (flight class) best val acc {acc2:.3f}, restored: {stage2.probe(xv, flight_v):.3f}")


if __name__ == "__main__":
    main()
