"""Speaker verification: x-vector style TDNN trained with additive angular margin softmax.

Utterances are synthetic: each speaker has a spectral envelope, each utterance adds channel noise.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

N_SPK, N_MEL, FRAMES, EMB = 12, 20, 40, 32


def utterances(n_per_spk, seed):
    g = torch.Generator().manual_seed(seed)
    env = torch.randn(N_SPK, N_MEL, generator=torch.Generator().manual_seed(123))
    x = env.repeat_interleave(n_per_spk, 0)[:, :, None] + 3.0 * torch.randn(N_SPK * n_per_spk, N_MEL, FRAMES, generator=g)
    y = torch.arange(N_SPK).repeat_interleave(n_per_spk)
    return x, y


class StatsPool(nn.Module):
    def forward(self, h):
        return torch.cat([h.mean(-1), h.std(-1)], 1)


class TDNN(nn.Module):
    def __init__(self):
        super(TDNN, self).__init__()
        self.frames = nn.Sequential(
            nn.Conv1d(N_MEL, 64, 5, padding=2), nn.ReLU(), nn.BatchNorm1d(64),
            nn.Conv1d(64, 64, 3, dilation=2, padding=2), nn.ReLU(), nn.BatchNorm1d(64),
        )
        self.pool = StatsPool()
        self.embed = nn.Linear(128, EMB)

    def forward(self, x):
        return self.embed(self.pool(self.frames(x)))


class AAMSoftmax(nn.Module):
    """Additive angular margin softmax with a learnable logit scale."""

    def __init__(self, in_features, n_classes, margin=0.2):
        super(AAMSoftmax, self).__init__()
        self.margin = margin
        self.weight = nn.Parameter(torch.randn(n_classes, in_features) * 0.01)
        self.log_scale = nn.Parameter(torch.Tensor(1))
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.weight.size(1))
        self.weight.data.uniform_(-stdv, stdv)

    def forward(self, emb, labels):
        cos = F.linear(F.normalize(emb), F.normalize(self.weight)).clamp(-1 + 1e-6, 1 - 1e-6)
        theta = torch.acos(cos)
        target = torch.cos(theta + self.margin)
        onehot = F.one_hot(labels, cos.size(1)).bool()
        logits = torch.where(onehot, target, cos)
        return F.cross_entropy(self.log_scale.exp() * logits, labels)


def eer(scores, same):
    order = scores.argsort(descending=True)
    same = same[order].float()
    fa = (1 - same).cumsum(0) / (1 - same).sum()
    fr = 1 - same.cumsum(0) / same.sum()
    i = (fa - fr).abs().argmin()
    return ((fa[i] + fr[i]) / 2).item()


torch.manual_seed(0)
x, y = utterances(16, seed=0)
xt, yt = utterances(6, seed=1)
net, head = TDNN(), AAMSoftmax(EMB, N_SPK)
opt = torch.optim.Adam(list(net.parameters()) + list(head.parameters()), lr=2e-3)
print("initial logit scale:", head.log_scale.exp().item())

for epoch in range(4):
    perm = torch.randperm(len(x))
    for i in range(0, len(x), 32):
        j = perm[i:i + 32]
        loss = head(net(x[j]), y[j])
        opt.zero_grad()
        loss.backward()
        opt.step()
    net.eval()
    with torch.no_grad():
        e = F.normalize(net(xt))
        scores = e @ e.T
        iu = torch.triu_indices(len(yt), len(yt), 1)
        print(f"epoch {epoch} loss {loss.item():.4f} EER {eer(scores[iu[0], iu[1]], (yt[iu[0]] == yt[iu[1]])):.3f}")
    net.train()
