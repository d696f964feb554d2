import torch.nn as nn


def make_grader(n_in, n_out, width=96):
    # deliberately wide and trained long: the raw softmax ends up over-confident
    return nn.Sequential(nn.Linear(n_in, width), nn.ReLU(),
                         nn.Linear(width, width), nn.ReLU(),
                         nn.Linear(width, n_out))
