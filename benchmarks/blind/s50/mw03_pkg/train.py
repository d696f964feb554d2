"""Driver: python -m mw03_pkg.train"""
import argparse

import numpy as np
import torch

from .losses import make_optimizer
from .models import DripPredictor
from .render_eval import rollout_error
from .trainer import ClipTrainer
from .video import drip_videos


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqs", type=int, default=6)
    ap.add_argument("--frames", type=int, default=40)
    ap.add_argument("--clip", type=int, default=8)
    ap.add_argument("--size", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=6)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(3)
    videos = drip_videos(cfg.seqs, cfg.frames, cfg.size, gen)
    held_out = drip_videos(2, 24, cfg.size, gen)

    model = DripPredictor()
    trainer = ClipTrainer(model, make_optimizer(model))
    print(f"rollout L1 before {rollout_error(model, held_out):.4f}")
    for epoch in range(cfg.epochs):
        state, running, n = None, 0.0, 0
        for start in range(0, cfg.frames - 1, cfg.clip - 1):
            clip = videos[:, start:start + cfg.clip]
            if clip.shape[1] < 2:
                break
            loss, state = trainer.train_clip(clip, state)
            running += loss
            n += 1
        print(f"epoch {epoch}  train {running / n:.4f}  rollout L1 {rollout_error(model, held_out):.4f}")


if __name__ == "__main__":
    main()
