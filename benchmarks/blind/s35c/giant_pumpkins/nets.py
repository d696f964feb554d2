from torch import nn


def teacher_net(n_in):
    return nn.Sequential(
        nn.Linear(n_in, 128), nn.SiLU(),
        nn.Linear(128, 128), nn.SiLU(),
        nn.Linear(128, 1),
    )


def student_net(n_in):
    return nn.Sequential(nn.Linear(n_in, 16), nn.SiLU(), nn.Linear(16, 1))
