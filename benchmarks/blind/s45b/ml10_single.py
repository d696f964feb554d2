"""Marzipan figurines: will a figurine crack while drying?  Multi-task over workshops.

Stage 1 trains a shared encoder with one head per workshop.  Stage 2 adapts to a
new workshop from a few labelled figurines: freeze the encoder, train a fresh head.
"""
import torch
import torch.nn.functional as F
from torch import nn

WORKSHOPS = ["luebeck", "koenigsberg", "toledo", "sicily_frutta", "san_sebastian"]
NEW_SHOP = "oberammergau"


def figurines(shop_seed, n, gen):
    g = torch.Generator().manual_seed(shop_seed)
    bias = 0.8 * torch.randn(6, generator=g)           # workshop habits / climate
    almond = 0.3 + 0.4 * torch.rand(n, generator=gen)  # almond fraction
    humidity = 30 + 50 * torch.rand(n, generator=gen)
    thick = 2 + 18 * torch.rand(n, generator=gen)      # mm
    hours = 6 + 66 * torch.rand(n, generator=gen)
    glaze = (torch.rand(n, generator=gen) < 0.5).float()
    oil = torch.rand(n, generator=gen)
    x = torch.stack([(almond - 0.5) / 0.12, (humidity - 55) / 14, (thick - 11) / 5,
                     (hours - 39) / 19, glaze * 2 - 1, (oil - 0.5) / 0.3], 1)
    z = (-0.8 * x[:, 0] - 1.1 * x[:, 1] + 0.9 * x[:, 2] * x[:, 3] + 0.7 * x[:, 3]
         - 0.6 * x[:, 4] + 0.5 * torch.tanh(x[:, 5]) + x @ bias * 0.5)
    y = (torch.rand(n, generator=gen) < torch.sigmoid(2.0 * z)).float()
    return x, y


def shop_sampler(shops, batch, gen):
    while True:
        k = torch.randint(len(shops), (1,), generator=gen).item()
        x, y = figurines(100 + k, batch, gen)
        yield shops[k], x, y


class CrackModel(nn.Module):
    def __init__(self, n_in=6, width=64, shops=WORKSHOPS):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.heads = nn.ModuleDict({s: nn.Linear(width, 1) for s in shops})

    def forward(self, x, shop):
        return self.heads[shop](self.encoder(x)).squeeze(-1)


@torch.no_grad()
def accuracy(model, shop, seed, n=1000):
    x, y = figurines(seed, n, torch.Generator().manual_seed(7))
    return ((model(x, shop) > 0).float() == y).float().mean().item()


def pretrain(model, steps, gen):
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    stream = shop_sampler(WORKSHOPS, 64, gen)
    for _ in range(steps):
        shop, x, y = next(stream)
        opt.zero_grad()
        F.binary_cross_entropy_with_logits(model(x, shop), y).backward()
        opt.step()


def freeze(module):
    for p in module.parameters():
        p.require_grad = False


def few_shot(model, shots, epochs, gen):
    model.heads[NEW_SHOP] = nn.Linear(model.heads[WORKSHOPS[0]].in_features, 1)
    freeze(model.encoder)
    trainable = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.SGD(trainable, lr=0.1, momentum=0.9)
    x, y = figurines(999, shots, gen)
    for _ in range(epochs):
        opt.zero_grad()
        F.binary_cross_entropy_with_logits(model(x, NEW_SHOP), y).backward()
        opt.step()


def main():
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = CrackModel()
    pretrain(model, steps=500, gen=gen)
    old = {s: accuracy(model, s, 100 + k) for k, s in enumerate(WORKSHOPS)}
    print("after pretraining, per-workshop acc:", {s: round(a, 3) for s, a in old.items()})

    few_shot(model, shots=16, epochs=150, gen=gen)
    print(f"new workshop {NEW_SHOP!r}: acc {accuracy(model, NEW_SHOP, 999):.3f} from 16 labelled figurines")
    after = {s: accuracy(model, s, 100 + k) for k, s in enumerate(WORKSHOPS)}
    print("old workshops after adaptation:", {s: round(a, 3) for s, a in after.items()})


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
