import os
import tempfile

import torch

from .beats import synth_beats
from .net import BeatCNN
from .trainer import Trainer

if __name__ == "__main__":
    torch.manual_seed(0)
    model = BeatCNN()
    opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    ckpt = os.path.join(tempfile.mkdtemp(), "ecg_last.pt")
    trainer = Trainer(model, opt, synth_beats(256), synth_beats(128, seed=1), ckpt, batch_size=32, accum_steps=1)
    trainer.fit(epochs=2)
    # resume into a fresh process-like state and continue to epoch 4
    model2 = BeatCNN()
    opt2 = torch.optim.SGD(model2.parameters(), lr=0.05, momentum=0.9)
    Trainer(model2, opt2, synth_beats(256), synth_beats(128, seed=1), ckpt, batch_size=32).fit(epochs=4)
