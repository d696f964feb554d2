import math
from dataclasses import dataclass, field

import numpy as np
import torch

from .data import crema_histograms
from .metrics import SplitScorer
from .registry import build_model
from .trainer import Trainer


@dataclass
class CremaCfg:
    model: dict = field(default_factory=lambda: {"type": "crema_mlp", "args": {"hidden": 128, "dropout": 0.2}})
    optim: dict = field(default_factory=lambda: {"type": "adamw_cosine", "kwargs": {"lr": 2e-3, "weight_decay": 0.02}})
    epochs: int = 6
    batch: int = 64
    n_train: int = 3000
    n_val: int = 4000
    label_smoothing: float = 0.05


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(12)
    cfg = CremaCfg()
    splits = {"train": crema_histograms(cfg.n_train, rng), "val": crema_histograms(cfg.n_val, rng),
              "test": crema_histograms(cfg.n_val, rng)}

    model = build_model(cfg.model)
    trainer = Trainer(model, cfg.optim, epochs=cfg.epochs, steps_per_epoch=math.ceil(cfg.n_train / cfg.batch),
                      label_smoothing=cfg.label_smoothing)
    scorer = SplitScorer(model, splits)
    trainer.fit(*splits["train"], cfg.batch, rng, scorer=scorer)
    test = scorer.score_split("test")
    print(f"test nll {test['nll']:.4f}  test acc {test['acc']:.3f}")


if __name__ == "__main__":
    main()
