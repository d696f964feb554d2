"""Acoustic-scene classification for hearing aids (quiet / speech-in-noise / car / music) trained on
one manufacturer's microphones and adapted without labels to another's with a gradient-reversal
layer (DANN). Features: 32 log-mel band energies + 8 modulation-spectrum bins."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

SCENES = ("quiet", "speech_noise", "car", "music")
N_MEL, N_MOD = 32, 8


class GradReverse(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, coeff):
        ctx.coeff = coeff
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out.neg() * ctx.coeff, None


class SoftClip(torch.autograd.Function):
    """y = x / (1 + |x|); the backward reuses the output: dy/dx = (1 - |y|)^2."""

    @staticmethod
    def forward(ctx, x):
        y = x / (1 + x.abs())
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, grad_out):
        (y,) = ctx.saved_tensors
        return grad_out * (1 - y.abs()) ** 2


def scenes(n, device_brand, gen):
    label = torch.randint(0, len(SCENES), (n,), generator=gen)
    mel = torch.linspace(0, 1, N_MEL)
    level = torch.tensor([-2.0, 0.5, 0.8, 0.3])[label].unsqueeze(1)
    slope = torch.tensor([-0.5, -1.0, -3.0, -0.6])[label].unsqueeze(1)
    speech_bump = (label == 1).float().unsqueeze(1) * 1.2 * torch.exp(-((mel - 0.35) / 0.12) ** 2)
    harmonics = (label == 3).float().unsqueeze(1) * 0.6 * torch.sin(2 * math.pi * 5 * mel)
    spec = level + slope * mel + speech_bump + harmonics + 0.4 * torch.randn(n, N_MEL, generator=gen)
    mod_centre = torch.tensor([0.0, 4.0, 1.0, 2.5])[label].unsqueeze(1)
    mod = torch.exp(-((torch.arange(N_MOD).float() - mod_centre) / 1.5) ** 2)
    mod = mod + 0.3 * torch.randn(n, N_MOD, generator=gen)
    if device_brand == "B":          # other capsule: tilted response and a notch around 3 kHz
        spec = spec + 3.0 * (mel - 0.5) - 1.5 * torch.exp(-((mel - 0.35) / 0.08) ** 2) + 1.2
    return torch.cat([spec, mod], dim=1), label


class SceneNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(N_MEL + N_MOD, width), nn.ReLU(), nn.Linear(width, width))
        self.gain = nn.Parameter(torch.ones(width))
        self.offset = nn.Parameter(torch.zeros(width))
        self.scene_head = nn.Linear(width, len(SCENES))
        self.brand_head = nn.Sequential(nn.Linear(width, 32), nn.ReLU(), nn.Linear(32, 1))

    def embed(self, x):
        h = SoftClip.apply(self.features(x))
        h = h * self.gain
        h += self.offset
        return h

    def forward(self, x, reverse_coeff=0.0):
        h = self.embed(x)
        return self.scene_head(h), self.brand_head(GradReverse.apply(h, reverse_coeff)).squeeze(1)


def reset(opt):
    opt.zero_grad(set_to_none=True)


@torch.inference_mode()
def scene_accuracy(net, x, y):
    net.eval()
    logits, _ = net(x)
    net.train()
    return (logits.argmax(1) == y).float().mean().item()


def train(net, src, tgt, epochs=25, batch=64, lr=2e-3, gen=None, dann=True):
    (xs, ys), (xt, _) = src, tgt
    optim = torch.optim.Adam(net.parameters(), lr=lr)
    steps = epochs * (xs.shape[0] // batch)
    k = 0
    for ep in range(epochs):
        ps, pt = torch.randperm(xs.shape[0], generator=gen), torch.randperm(xt.shape[0], generator=gen)
        for i in range(xs.shape[0] // batch):
            p = k / steps
            coeff = 2.0 / (1.0 + math.exp(-10 * p)) - 1.0 if dann else 0.0   # Ganin's schedule
            bs, bt = ps[i * batch:(i + 1) * batch], pt[i * batch:(i + 1) * batch]
            x = torch.cat([xs[bs], xt[bt]])
            brand = torch.cat([torch.zeros(len(bs)), torch.ones(len(bt))])
            scene_logits, brand_logits = net(x, coeff)
            cls = F.cross_entropy(scene_logits[:len(bs)], ys[bs])
            dom = F.binary_cross_entropy_with_logits(brand_logits, brand)
            reset(optim)
            (cls + dom).backward()
            nn.utils.clip_grad_norm_(net.parameters(), 5.0)
            optim.step()
            k += 1
        if ep % 6 == 0 or ep == epochs - 1:
            head_g = net.scene_head.weight.grad.norm().item()
            print(f"epoch {ep:2d}  scene ce {cls.item():.3f}  brand bce {dom.item():.3f}  "
                  f"lambda {coeff:.2f}  |grad scene head| {head_g:.3f}")


def main():
    torch.manual_seed(29)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(29)
    src = scenes(1500, "A", gen)
    tgt = scenes(1500, "B", gen)
    test_b = scenes(1000, "B", gen)

    source_only = SceneNet()
    train(source_only, src, tgt, gen=gen, dann=False)
    print(f"source only: brand B accuracy {scene_accuracy(source_only, *test_b):.3f}")
    net = SceneNet()
    train(net, src, tgt, gen=gen)
    print(f"brand A accuracy {scene_accuracy(net, *src):.3f}   brand B accuracy {scene_accuracy(net, *test_b):.3f}")


if __name__ == "__main__":
    main()
