"""Stage 1: pre-train the run encoder on the dance-angle task (lots of cheap labels)."""
import torch
import torch.nn.functional as F

from .dances import dances
from .model import DanceModel, RunEncoder


def pretrain_encoder(epochs=80):
    runs, angle, _ = dances(1500, seed=1)
    net = DanceModel(RunEncoder(), n_out=2)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for ep in range(epochs):
        opt.zero_grad()
        err = F.mse_loss(net(runs), angle)
        err.backward()
        opt.step()
    print(f"pretext (angle) mse after {epochs} epochs: {err.item():.4f}")
    return net.encoder
