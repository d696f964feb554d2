import numpy as np
import torch
from torch import nn

from .data import TUNES, make_split
from .model import ChimeNet
from .trainer import KWSTrainer


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    clips, labels = make_split(360, seed=170)
    v_clips, v_labels = make_split(120, seed=171)
    val_chunks = [(v_clips[s:s + 40], v_labels[s:s + 40]) for s in range(0, 120, 40)]

    model = ChimeNet(n_classes=2)
    trainer = KWSTrainer(model)
    trainer.fit(clips, labels, val_chunks, epochs=2, label_map=lambda y: (y > 0).long(), tag="detect")

    # stage 2: the detector becomes a tune classifier (no-chime + one class per tune)
    model.head = nn.Linear(model.head.in_features, len(TUNES) + 1)
    acc = trainer.fit(clips, labels, val_chunks, epochs=4, tag="tunes")
    print("final tune accuracy %.3f (chance %.3f)" % (acc, 1 / (len(TUNES) + 1)))


if __name__ == "__main__":
    main()
