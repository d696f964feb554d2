from torch import nn


def cut_test_model(n_in, width=32):
    return nn.Sequential(
        nn.Linear(n_in, width), nn.SiLU(),
        nn.Linear(width, width), nn.SiLU(),
        nn.Linear(width, 1),
    )
