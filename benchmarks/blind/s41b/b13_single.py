"""Tone recognition: a contour classifier pretrained on Mandarin (4 tones) is adapted to Cantonese
(6 tones) with low-rank adapters on its frozen layers and a new output layer.
Input: 24-frame F0 contour in semitones re. the speaker's median, plus its frame-to-frame slope."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

FRAMES = 24
# Chao tone letters (1 = lowest, 5 = highest pitch), start -> (mid) -> end
MANDARIN = {"T1_55": (5, 5, 5), "T2_35": (3, 4, 5), "T3_214": (2, 1, 4), "T4_51": (5, 3, 1)}
CANTONESE = {"T1_55": (5, 5, 5), "T2_25": (2, 3, 5), "T3_33": (3, 3, 3), "T4_21": (2, 1.5, 1),
             "T5_23": (2, 2.5, 3), "T6_22": (2, 2, 2)}


def contours(tones, n, gen):
    names = list(tones)
    label = torch.randint(0, len(names), (n,), generator=gen)
    pts = torch.tensor([tones[k] for k in names], dtype=torch.float32)[label]       # (n, 3)
    t = torch.linspace(0, 1, FRAMES)
    # quadratic through the three Chao points, 1 Chao step ~ 2 semitones, centred on level 3
    a, b, c = pts[:, 0:1], pts[:, 1:2], pts[:, 2:3]
    curve = a * (1 - t) * (1 - 2 * t) + 4 * b * t * (1 - t) + c * t * (2 * t - 1)
    st = 2.0 * (curve - 3.0)
    speaker_range = 0.8 + 0.4 * torch.rand(n, 1, generator=gen)
    jitter = 0.5 * torch.randn(n, 1, generator=gen)
    st = st * speaker_range + jitter + 0.6 * torch.randn(n, FRAMES, generator=gen)
    slope = torch.diff(st, dim=1, prepend=st[:, :1])
    return torch.cat([st, slope], dim=1) / 4.0, label


class ToneNet(nn.Module):
    def __init__(self, n_tones, hidden=48):
        super().__init__()
        self.fc1 = nn.Linear(2 * FRAMES, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.out = nn.Linear(hidden, n_tones)

    def forward(self, x):
        return self.out(F.gelu(self.fc2(F.gelu(self.fc1(x)))))


class LowRank(nn.Module):
    def __init__(self, d_in, d_out, rank=4, alpha=8.0):
        super().__init__()
        self.down = nn.Linear(d_in, rank, bias=False)
        self.up = nn.Linear(rank, d_out, bias=False)
        nn.init.kaiming_uniform_(self.down.weight, a=math.sqrt(5))
        nn.init.zeros_(self.up.weight)
        self.scale = alpha / rank

    def forward(self, x):
        return self.up(self.down(x)) * self.scale


class AdaptedToneNet(nn.Module):
    def __init__(self, base: ToneNet, n_tones, rank=4):
        super().__init__()
        self.base = base.requires_grad_(False)
        self.adapters = {
            "fc1": LowRank(base.fc1.in_features, base.fc1.out_features, rank),
            "fc2": LowRank(base.fc2.in_features, base.fc2.out_features, rank),
        }
        self.head = nn.Linear(base.fc2.out_features, n_tones)

    def forward(self, x):
        h = F.gelu(self.base.fc1(x) + self.adapters["fc1"](x))
        h = F.gelu(self.base.fc2(h) + self.adapters["fc2"](h))
        return self.head(h)


def fit(net, x, y, epochs, lr, gen, label):
    params = [p for p in net.parameters() if p.requires_grad]
    print(f"[{label}] {sum(p.numel() for p in params)} trainable parameters")
    opt = torch.optim.Adam(params, lr=lr)
    for ep in range(epochs):
        perm = torch.randperm(x.shape[0], generator=gen)
        for i in range(0, x.shape[0], 32):
            idx = perm[i:i + 32]
            opt.zero_grad()
            F.cross_entropy(net(x[idx]), y[idx]).backward()
            opt.step()


@torch.no_grad()
def accuracy(net, x, y):
    return (net(x).argmax(1) == y).float().mean().item()


def main():
    torch.manual_seed(23)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(23)
    xm, ym = contours(MANDARIN, 3000, gen)
    xm_test, ym_test = contours(MANDARIN, 1000, gen)
    xc, yc = contours(CANTONESE, 300, gen)
    xc_test, yc_test = contours(CANTONESE, 1500, gen)

    base = ToneNet(len(MANDARIN))
    fit(base, xm, ym, 15, 2e-3, gen, "mandarin")
    print(f"Mandarin test accuracy {accuracy(base, xm_test, ym_test):.3f}")

    cantonese = AdaptedToneNet(base, len(CANTONESE), rank=4)
    fit(cantonese, xc, yc, 40, 3e-3, gen, "cantonese")
    print(f"Cantonese test accuracy {accuracy(cantonese, xc_test, yc_test):.3f}")


if __name__ == "__main__":
    main()
