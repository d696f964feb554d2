import argparse
import logging

import torch
from torch.utils.data import DataLoader

from .config import Config
from .data import NoisySpeechFrames
from .engine import MultiTaskEnhancer
from .networks import GRUEncoder, MaskHead, VADHead


def parse_args():
    cfg = Config()
    p = argparse.ArgumentParser()
    for field, value in vars(cfg).items():
        p.add_argument(f"--{field.replace('_', '-')}", type=type(value), default=value)
    return Config(**vars(p.parse_args()))


def main():
    cfg = parse_args()
    logging.basicConfig(level=logging.INFO)
    torch.manual_seed(cfg.seed)
    loader = DataLoader(NoisySpeechFrames(cfg.n_train, cfg.frames, cfg.n_freq, cfg.seed),
                        batch_size=cfg.batch_size, shuffle=True)
    trainer = MultiTaskEnhancer(GRUEncoder(cfg.n_freq, cfg.hidden), MaskHead(cfg.hidden, cfg.n_freq),
                                VADHead(cfg.hidden), cfg)
    for epoch in range(cfg.epochs):
        trainer.run_epoch(loader, epoch)
    torch.save(trainer.state_dict(), cfg.ckpt)


if __name__ == "__main__":
    main()
