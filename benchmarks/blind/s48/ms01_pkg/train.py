from dataclasses import dataclass, field

import numpy as np
import torch

from .data import FINE_TO_COARSE, whistle_spectra
from .engine import Trainer
from .registry import MODELS, build_from_cfg


@dataclass
class OptimCfg:
    name: str = "AdamW"
    weight_decay: float = 1e-4
    kwargs: dict = field(default_factory=lambda: {"lr": 3e-3, "betas": (0.9, 0.99)})


@dataclass
class ExperimentCfg:
    model: dict = field(default_factory=lambda: {"type": "whistle_mlp", "args": {"width": 64, "num_classes": 3}})
    optim: OptimCfg = field(default_factory=OptimCfg)
    batch_size: int = 64
    label_smoothing: float = 0.05
    coarse_epochs: int = 6
    fine_epochs: int = 8
    num_fine_stages: int = 5
    freeze_stem: bool = True


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    cfg = ExperimentCfg()

    spec, fine = whistle_spectra(2048, generator=gen)
    spec_val, fine_val = whistle_spectra(512, generator=gen)

    model = build_from_cfg(cfg.model, MODELS)
    trainer = Trainer(model, cfg)
    coarse_loss = trainer.fit(spec, FINE_TO_COARSE[fine], epochs=cfg.coarse_epochs, generator=gen)
    coarse_acc = trainer.eval_step(spec_val, FINE_TO_COARSE[fine_val])
    print(f"coarse stage: loss {coarse_loss:.4f}  val acc {coarse_acc:.3f}")

    # linear probe: keep the coarse spectral stem, the labelled kitchen recordings have five stages
    if cfg.freeze_stem:
        model.stem.requires_grad_(False)
    model.reset_classifier(cfg.num_fine_stages)
    fine_loss = trainer.fit(spec, fine, epochs=cfg.fine_epochs, generator=gen)
    fine_acc = trainer.eval_step(spec_val, fine_val)
    print(f"fine stage:   loss {fine_loss:.4f}  val acc {fine_acc:.3f}")


if __name__ == "__main__":
    main()
