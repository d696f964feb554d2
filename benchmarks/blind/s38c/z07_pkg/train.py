import torch

from .loop import fit
from .model import FrameTranscriber
from .pianoroll import random_rolls, render

HP = {"epochs": 3, "batch_size": 8, "lr": 3e-3, "onset_weight": 4.0, "log_every": 5}

if __name__ == "__main__":
    torch.manual_seed(0)
    roll = random_rolls(32, 40)
    spec = render(roll)
    fit(FrameTranscriber(), spec, roll, HP)
