"""Teacher (GRU over the whole track) and student (small window model)."""
import torch
from torch import nn


class HerdGRU(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.rnn = nn.GRU(7, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 2)

    def forward(self, x, h=None):
        y, h = self.rnn(x, h)
        return self.out(y), h


def build_student(args):
    n_in = 7 * args.window
    if args.student == "mlp":
        return nn.Sequential(nn.Linear(n_in, args.student_hidden), nn.Tanh(), nn.Linear(args.student_hidden, 2))
    elif args.student == "linear":
        return nn.Linear(n_in, 2)
    raise ValueError(args.student)


def teacher_inputs(feats, move):
    prev = torch.cat([torch.zeros(1, 2), move[:-1]], 0)
    return torch.cat([feats, prev], 1)
