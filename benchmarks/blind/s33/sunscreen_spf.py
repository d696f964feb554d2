"""In-vitro SPF, UVA protection factor and critical wavelength of sunscreen
formulations from their UV-filter loadings (% w/w) and emulsion type.
"""
import io
from typing import NamedTuple

import torch
import torch.nn.functional as F
from torch import nn

FILTERS = ("avobenzone", "octocrylene", "zinc_oxide", "titanium_dioxide",
           "bemotrizinol", "ehmc")
EMULSIONS = ("o/w", "w/o", "spray")


def formulations(n, generator):
    caps = torch.tensor([3.0, 10.0, 25.0, 25.0, 10.0, 10.0])
    load = torch.rand(n, len(FILTERS), generator=generator) * caps
    load = load * (torch.rand(n, len(FILTERS), generator=generator) < 0.6)
    emulsion = torch.randint(0, len(EMULSIONS), (n,), generator=generator)
    uvb = torch.tensor([0.3, 1.1, 0.5, 1.3, 1.6, 2.2])
    uva = torch.tensor([3.0, 0.3, 0.9, 0.4, 2.0, 0.1])
    film = torch.tensor([1.0, 0.9, 0.7])[emulsion].unsqueeze(1)
    a_uvb = (load * uvb).sum(1, keepdim=True) * film
    a_uva = (load * uva).sum(1, keepdim=True) * film
    spf = 1 + 1.4 * a_uvb ** 1.1
    uva_pf = 1 + 0.9 * a_uva
    critical = 360 + 30 * torch.tanh(a_uva / (a_uvb + 1))
    y = torch.cat([torch.log(spf), torch.log(uva_pf), critical / 100], dim=1)
    y = y + 0.03 * torch.randn_like(y)
    x = torch.cat([load / caps, F.one_hot(emulsion, len(EMULSIONS)).float()], dim=1)
    return x, y


class Heads(NamedTuple):
    log_spf: nn.Module
    log_uva_pf: nn.Module
    critical: nn.Module


class SunscreenNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.Softplus(),
                                   nn.Linear(width, width), nn.Softplus())
        self.heads = Heads(
            log_spf=nn.Linear(width, 1),
            log_uva_pf=nn.Linear(width, 1),
            critical=nn.Sequential(nn.Linear(width, 16), nn.Tanh(), nn.Linear(16, 1)),
        )

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([head(h) for head in self.heads], dim=1)


@torch.no_grad()
def report(model, x, y):
    model.eval()
    p = model(x)
    spf_err = (p[:, 0].exp() - y[:, 0].exp()).abs() / y[:, 0].exp()
    uva_err = (p[:, 1].exp() - y[:, 1].exp()).abs() / y[:, 1].exp()
    cw_err = (p[:, 2] - y[:, 2]).abs() * 100
    return f"SPF rel.err {spf_err.mean():.3f}, UVA-PF rel.err {uva_err.mean():.3f}, " \
           f"critical wl err {cw_err.mean():.2f} nm"


def main(epochs=8, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(31)
    x, y = formulations(2500, g)
    xt, yt = formulations(500, g)

    model = SunscreenNet(x.shape[1])
    optimizer = torch.optim.NAdam(model.parameters(), lr=2e-3)
    print("untrained:", report(model, xt, yt))
    for epoch in range(epochs):
        model.train()
        for idx in torch.randperm(len(y)).split(batch_size):
            optimizer.zero_grad()
            loss = F.mse_loss(model(x[idx]), y[idx])
            loss.backward()
            optimizer.step()
        if epoch % 2 == 1:
            print(f"epoch {epoch}:", report(model, xt, yt))

    buffer = io.BytesIO()
    torch.save(model.state_dict(), buffer)
    buffer.seek(0)
    torch.manual_seed(1)
    restored = SunscreenNet(x.shape[1])
    restored.load_state_dict(torch.load(buffer))
    print("restored from checkpoint:", report(restored, xt, yt))


if __name__ == "__main__":
    main()
