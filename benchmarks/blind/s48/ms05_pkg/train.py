import numpy as np
import torch

from .config import TrainConfig
from .data import spoke_samples
from .engine import Trainer
from .models import build_model


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(5)
    cfg = TrainConfig()
    x_tr, y_tr = spoke_samples(cfg.n_train, rng)
    x_va, y_va = spoke_samples(cfg.n_val, rng)

    trainer = Trainer(build_model(cfg.model), cfg)
    trainer.fit(x_tr, y_tr, rng)
    print(f"validation MAE {trainer.score_split(x_va, y_va):.2f} kgf")


if __name__ == "__main__":
    main()
