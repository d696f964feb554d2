"""Laser powder-bed fusion: porosity regime (dense / lack of fusion / keyhole) of test cubes from
process parameters, alloy and in-situ melt-pool pyrometry.
"""
import torch
import torch.nn.functional as F
from torch import nn

ALLOYS = ("Ti6Al4V", "316L", "IN718", "AlSi10Mg")
# absorptivity, conductivity (W/mK), melting point (K), density (g/cm3)
MATERIALS = [
    [0.32, 6.7, 1923.0, 4.43],
    [0.35, 16.2, 1700.0, 7.99],
    [0.38, 11.4, 1609.0, 8.19],
    [0.12, 150.0, 870.0, 2.67],
]
REGIMES = ("dense", "lack_of_fusion", "keyhole")


def design_points():
    return [150.0 + 25.0 * k for k in range(9)]


def build_plate(n, generator):
    powers = torch.FloatTensor(design_points())
    table = torch.Tensor(MATERIALS)
    alloy = torch.randint(0, len(ALLOYS), (n,), generator=generator)
    power = powers[torch.randint(0, powers.numel(), (n,), generator=generator)]
    speed = 400 + 1200 * torch.rand(n, generator=generator)
    hatch = 0.08 + 0.06 * torch.rand(n, generator=generator)
    layer = torch.where(torch.rand(n, generator=generator) < 0.5, 0.03, 0.05)
    props = table[alloy]
    energy = props[:, 0] * power / (speed * hatch * layer) / (props[:, 2] / 1700) / (1 + props[:, 1] / 40)
    regime = torch.zeros(n, dtype=torch.long)
    regime[energy < 12] = 1
    regime[energy > 35] = 2
    peak_temp = props[:, 2] * (0.9 + 0.02 * energy) + 40 * torch.randn(n, generator=generator)
    pool_width = 60 + 3.0 * energy + 5 * torch.randn(n, generator=generator)
    process = torch.stack([power / 350, speed / 1600, hatch / 0.14, layer / 0.05,
                           peak_temp / 2000, pool_width / 200], dim=1)
    return process, alloy, props, regime


class RegimeClassifier(nn.Module):
    def __init__(self, n_process=6, n_props=4, alloy_dim=4, hidden=48):
        super().__init__()
        self.alloy_embedding = nn.Parameter(torch.empty(len(ALLOYS), alloy_dim))
        self.prop_scale = nn.Parameter(torch.empty(n_props))
        self.register_buffer("prop_norm", torch.Tensor([1.0, 100.0, 2000.0, 10.0]))
        self.body = nn.Sequential(nn.Linear(n_process + n_props + alloy_dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, len(REGIMES)))
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.trunc_normal_(self.alloy_embedding, std=0.2)
        nn.init.uniform_(self.prop_scale, 0.9, 1.1)

    def forward(self, process, alloy, props):
        scaled = props / self.prop_norm * self.prop_scale
        return self.body(torch.cat([process, scaled, self.alloy_embedding[alloy]], dim=1))


@torch.no_grad()
def recall_by_regime(model, process, alloy, props, regime):
    model.eval()
    pred = model(process, alloy, props).argmax(dim=1)
    return {name: round(((pred == k) & (regime == k)).sum().item() / max((regime == k).sum().item(), 1), 3)
            for k, name in enumerate(REGIMES)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(23)
    train = build_plate(2400, g)
    test = build_plate(600, g)
    counts = torch.bincount(train[3], minlength=len(REGIMES)).float()
    weights = counts.sum() / (len(REGIMES) * counts)
    print("training cubes per regime:", dict(zip(REGIMES, counts.int().tolist())))
    model = RegimeClassifier()
    opt = torch.optim.Adamax(model.parameters(), lr=4e-3)
    print("untrained recall:", recall_by_regime(model, *test))
    for epoch in range(3):
        model.train()
        order = torch.randperm(2400, generator=g)
        for i in range(0, 2400, 64):
            idx = order[i:i + 64]
            process, alloy, props, regime = (t[idx] for t in train)
            loss = F.cross_entropy(model(process, alloy, props), regime, weight=weights)
            opt.zero_grad()
            loss.backward()
            opt.step()
        print(f"epoch {epoch}: loss {loss.item():.3f} recall", recall_by_regime(model, *test))


if __name__ == "__main__":
    main()
