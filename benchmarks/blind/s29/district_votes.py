"""Party vote share in 1 200 electoral districts from census demographics.

A binomial model with a fixed effect per region (`nn.ParameterDict`) and
demographic slopes; districts count in proportion to the votes cast there.
"""
import torch
from torch import nn

REGIONS = ("north", "east", "south", "west", "capital")
DEMOGRAPHICS = ("median age", "degree share", "urban share", "unemployment", "homeowners")


def districts(n, generator):
    g = generator
    region = torch.randint(0, len(REGIONS), (n,), generator=g)
    x = torch.randn(n, len(DEMOGRAPHICS), generator=g)
    true_beta = torch.tensor([0.35, -0.45, -0.3, 0.15, 0.25])
    true_region = torch.tensor([0.3, 0.1, 0.4, -0.2, -0.6])
    logit = true_region[region] + x @ true_beta + 0.1 * torch.randn(n, generator=g)
    voters = torch.poisson(torch.full((n,), 30_000.0) * torch.exp(0.6 * torch.randn(n, generator=g)), generator=g)
    votes = torch.binomial(voters, torch.sigmoid(logit), generator=g)
    return region, x, voters, votes, true_beta


class VoteShareModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.region_effect = nn.ParameterDict({name: nn.Parameter(torch.zeros(())) for name in REGIONS})
        self.slopes = nn.Linear(len(DEMOGRAPHICS), 1, bias=False)

    def forward(self, region, x):
        effects = torch.stack([self.region_effect[name] for name in REGIONS])
        return effects[region] + self.slopes(x).squeeze(1)


def per_district_nll(logit, voters, votes):
    """Binomial negative log-likelihood per vote cast, one value per district."""
    share = votes / voters
    return nn.functional.binary_cross_entropy_with_logits(logit, share, reduction="none")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(14)
    region, x, voters, votes, true_beta = districts(1200, rng)
    train, test = slice(0, 900), slice(900, None)
    model = VoteShareModel()
    optimizer = torch.optim.Rprop(model.parameters(), lr=0.01)
    weight = voters[train] / voters[train].sum()
    for it in range(200):
        optimizer.zero_grad()
        nll = per_district_nll(model(region[train], x[train]), voters[train], votes[train])
        torch.autograd.backward(nll, grad_tensors=weight)
        optimizer.step()
        if it % 50 == 0:
            print(f"iter {it}: weighted nll {(weight * nll.detach()).sum().item():.5f}")
    with torch.no_grad():
        share = torch.sigmoid(model(region[test], x[test]))
        err = (share - votes[test] / voters[test]).abs()
        national = (share * voters[test]).sum() / voters[test].sum()
    print(f"test mae {100 * err.mean().item():.2f} points; national share {100 * national.item():.2f} %"
          f" (actual {100 * (votes[test].sum() / voters[test].sum()).item():.2f} %)")
    print("slopes:", [round(v, 3) for v in model.slopes.weight.squeeze(0).tolist()],
          "true:", true_beta.tolist())
    print("region effects:", {k: round(v.item(), 3) for k, v in model.region_effect.items()})


if __name__ == "__main__":
    main()
