import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Variable


class CurveEncoder(nn.Module):
    def __init__(self, width=16, out_dim=24):
        super(CurveEncoder, self).__init__()
        self.conv1 = nn.Conv1d(1, width, 5, padding=2)
        self.conv2 = nn.Conv1d(width, width, 5, padding=2, stride=2)
        self.proj = nn.Linear(width * 12, out_dim)
        self.out_dim = out_dim

    def forward(self, curve):
        h = F.relu(self.conv1(curve.unsqueeze(1)))
        h = F.relu(self.conv2(h))
        return F.relu(self.proj(h.view(h.size(0), -1)))


def pretrain_peak(encoder, curves, peaks, epochs=8, bs=64, lr=3e-3, use_cuda=False):
    """Pretext task on the big unlabelled log: regress the peak temperature."""
    probe = nn.Linear(encoder.out_dim, 1)
    if use_cuda:
        probe.cuda()
    opt = torch.optim.Adam(list(encoder.parameters()) + list(probe.parameters()), lr=lr)
    for ep in range(epochs):
        perm = torch.randperm(curves.size(0))
        tot = 0.0
        for s in range(0, curves.size(0), bs):
            idx = perm[s:s + bs]
            x, y = Variable(curves[idx]), Variable(peaks[idx])
            if use_cuda:
                x, y = x.cuda(), y.cuda()
            opt.zero_grad()
            err = F.mse_loss(probe(encoder(x)).squeeze(1), y)
            err.backward()
            opt.step()
            tot += err.item() * idx.size(0)
        print("pretrain %d  peak mse %.6f" % (ep, tot / curves.size(0)))
    return encoder
