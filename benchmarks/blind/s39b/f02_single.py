"""Phishing-URL classifier trained with DP-SGD (per-example clipping via torch.func)."""
import random
import string
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Dict

import torch
import torch.nn.functional as F
from torch import nn
from torch.func import functional_call, grad, vmap

ALPHABET = string.ascii_lowercase + string.digits + ".-/_:?=&@%"
CHAR_TO_ID = {c: i + 1 for i, c in enumerate(ALPHABET)}


@dataclass
class DPConfig:
    max_len: int = 64
    embed: int = 24
    channels: int = 48
    batch_size: int = 64
    steps: int = 120
    clip: float = 1.0
    noise_multiplier: float = 0.6
    optim: str = "SGD"
    optim_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 0.1, "momentum": 0.9})
    seed: int = 0


BRANDS = ["paypal", "amazon", "netflix", "apple", "chase", "dropbox", "office"]
WORDS = ["shop", "news", "blog", "docs", "store", "travel", "recipes", "garden", "music"]
TLDS = [".com", ".org", ".net", ".io", ".de"]
SHADY_TLDS = [".xyz", ".top", ".info", ".click", ".ru"]


def legit_url(rng: random.Random) -> str:
    host = f"www.{rng.choice(WORDS)}{rng.choice(['', '-', ''])}{rng.choice(WORDS)}{rng.choice(TLDS)}"
    path = "/".join(rng.choice(WORDS) for _ in range(rng.randint(0, 3)))
    return f"https://{host}/{path}"


def phishing_url(rng: random.Random) -> str:
    brand = rng.choice(BRANDS)
    brand = brand.replace("a", "4", 1) if rng.random() < 0.5 else brand.replace("l", "1")
    sub = rng.choice(["secure-login", "verify", "account-update", "signin"])
    host = f"{sub}.{brand}{rng.choice(TLDS)}.{rng.choice(['auth', 'session', 'id'])}{rng.choice(SHADY_TLDS)}"
    query = f"?user={rng.randint(1000, 99999)}&token={''.join(rng.choices(string.hexdigits.lower(), k=12))}"
    return f"http://{host}/{rng.choice(['login', 'confirm', 'billing'])}.php{query}"


def encode(url: str, max_len: int) -> torch.Tensor:
    ids = [CHAR_TO_ID.get(c, 0) for c in url.lower()[:max_len]]
    return torch.tensor(ids + [0] * (max_len - len(ids)))


def make_dataset(n: int, cfg: DPConfig, rng: random.Random):
    labels = [rng.random() < 0.35 for _ in range(n)]
    urls = [phishing_url(rng) if y else legit_url(rng) for y in labels]
    labels = [(not y) if rng.random() < 0.05 else y for y in labels]   # noisy feed labels
    x = torch.stack([encode(u, cfg.max_len) for u in urls])
    return x, torch.tensor(labels, dtype=torch.float32)


class CharCNN(nn.Module):
    def __init__(self, vocab: int, *, embed: int, channels: int):
        super().__init__()
        self.embed = nn.Embedding(vocab, embed)
        self.conv = nn.Conv1d(embed, channels, kernel_size=5, padding=2)
        self.out = nn.Linear(channels, 1)

    def forward(self, ids):
        h = self.embed(ids).transpose(-1, -2)       # (..., E, L)
        h = F.gelu(self.conv(h))
        return self.out(h.amax(dim=-1)).squeeze(-1)


def per_example_loss(params, buffers, ids, label, *, net):
    logit = functional_call(net, (params, buffers), (ids.unsqueeze(0),))
    return F.binary_cross_entropy_with_logits(logit, label.unsqueeze(0))


def private_gradients(net, ids, labels, *, clip: float, noise_multiplier: float, gen):
    params = {k: v.detach() for k, v in net.named_parameters()}
    buffers = {k: v.detach() for k, v in net.named_buffers()}
    per_ex = vmap(grad(partial(per_example_loss, net=net)), in_dims=(None, None, 0, 0))(
        params, buffers, ids, labels)
    norms = torch.sqrt(sum(g.flatten(1).pow(2).sum(1) for g in per_ex.values()))
    scale = (clip / (norms + 1e-6)).clamp(max=1.0)
    out = {}
    for name, g in per_ex.items():
        summed = torch.einsum("b,b...->...", scale, g)
        noise = torch.randn(summed.shape, generator=gen) * noise_multiplier * clip
        out[name] = (summed + noise) / ids.shape[0]
    return out, norms.mean().item()


@torch.inference_mode()
def accuracy(net, x, y):
    net.eval()
    pred = (net(x) > 0).float()
    net.train()
    return (pred == y).float().mean().item()


def main(cfg: DPConfig = DPConfig()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    rng, gen = random.Random(cfg.seed), torch.Generator().manual_seed(cfg.seed)
    x_tr, y_tr = make_dataset(2000, cfg, rng)
    x_te, y_te = make_dataset(500, cfg, rng)

    net = CharCNN(len(ALPHABET) + 1, embed=cfg.embed, channels=cfg.channels)
    opt = getattr(torch.optim, cfg.optim)(net.parameters(), **cfg.optim_kwargs)
    named = dict(net.named_parameters())
    print(f"initial test acc {accuracy(net, x_te, y_te):.3f}")

    for step in range(cfg.steps):
        idx = torch.randint(0, len(x_tr), (cfg.batch_size,), generator=gen)
        grads, mean_norm = private_gradients(net, x_tr[idx], y_tr[idx], clip=cfg.clip,
                                             noise_multiplier=cfg.noise_multiplier, gen=gen)
        for name, g in grads.items():
            named[name].grad = g
        opt.step()
        if step % 30 == 0:
            print(f"step {step:3d}  mean per-example grad norm {mean_norm:.3f}")

    acc = accuracy(net, x_te, y_te)
    print(f"final test acc {acc:.3f}")
    return net, acc


if __name__ == "__main__":
    main()
