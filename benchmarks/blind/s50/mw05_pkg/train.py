"""Driver: python -m mw05_pkg.train"""
import argparse

import numpy as np
import torch

from .flame import candle_videos
from .objectives import make_optimizer
from .predictor import FlickerNet
from .trainer import FlickerTrainer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seqs", type=int, default=4)
    ap.add_argument("--frames", type=int, default=36)
    ap.add_argument("--clip", type=int, default=6)
    ap.add_argument("--size", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=4)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    videos = candle_videos(cfg.seqs, cfg.frames, cfg.size, torch.Generator().manual_seed(7))

    model = FlickerNet()
    trainer = FlickerTrainer(model, make_optimizer(model))
    for epoch in range(cfg.epochs):
        trainer.reset_state()
        losses = []
        for start in range(0, cfg.frames - cfg.clip + 1, cfg.clip):
            losses.append(trainer.train_iteration(videos[:, start:start + cfg.clip]))
        print(f"epoch {epoch}  flicker loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
