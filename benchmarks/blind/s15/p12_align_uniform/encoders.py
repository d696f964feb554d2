import torch.nn as nn

ENCODERS = {}


def encoder(name):
    def wrap(fn):
        ENCODERS[name] = fn
        return fn
    return wrap


@encoder("conv1d")
def conv1d_encoder(in_ch=3, width=32, out_dim=16, **_):
    return nn.Sequential(
        nn.Conv1d(in_ch, width, 5, padding=2), nn.ReLU(),
        nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
        nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(width, out_dim))


@encoder("mlp")
def mlp_encoder(in_ch=3, length=32, width=64, out_dim=16, **_):
    return nn.Sequential(nn.Flatten(), nn.Linear(in_ch * length, width), nn.ReLU(),
                         nn.Linear(width, out_dim))
