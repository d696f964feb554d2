"""Dose-response curves for a compound library: a network maps each compound's descriptors
to its Hill-curve parameters (log EC50, Hill slope, efficacy); fitted to plate-reader wells
with inverse-variance weights (replicate wells near the EC50 are noisier)."""
import torch
from torch import nn

DOSES = torch.logspace(-3, 2, 10)  # micromolar


def library(n_compounds, generator):
    desc = torch.randn(n_compounds, 12, generator=generator)
    log_ec50 = 0.8 * desc[:, 0] - 0.5 * desc[:, 1] + 0.3 * desc[:, 2] * desc[:, 3]
    slope = 1.0 + 0.4 * torch.sigmoid(desc[:, 4]) + 0.2 * desc[:, 5].abs()
    top = 0.6 + 0.4 * torch.sigmoid(2 * desc[:, 6])
    return desc, torch.stack([log_ec50, slope, top], dim=1)


def hill(params, log_dose):
    log_ec50, slope, top = params.unbind(-1)
    return top.unsqueeze(-1) * torch.sigmoid(slope.unsqueeze(-1) * (log_dose - log_ec50.unsqueeze(-1)))


def plate(truth, generator, replicates=3):
    log_dose = DOSES.log10().expand(len(truth), -1)
    mean = hill(truth, log_dose)
    sd = 0.02 + 0.08 * mean * (1 - mean)  # binomial-like readout noise
    wells = mean.unsqueeze(0) + sd.unsqueeze(0) * torch.randn(replicates, *mean.shape,
                                                              generator=generator)
    return wells, sd


class HillNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width),
                                  nn.ReLU(), nn.Linear(width, 3))

    def forward(self, desc):
        raw = self.body(desc)
        slope = 0.3 + nn.functional.softplus(raw[:, 1])
        top = torch.sigmoid(raw[:, 2])
        return torch.stack([raw[:, 0], slope, top], dim=1)


def weighted_step(net, opt, desc, wells, sd):
    curves = hill(net(desc), DOSES.log10())
    residual2 = (wells - curves.unsqueeze(0)) ** 2
    weights = (1.0 / sd ** 2).expand_as(residual2)
    opt.zero_grad()
    # d(sum w r^2 / sum w)/dθ: backprop the per-well squared residuals with their weights
    residual2.backward(gradient=weights / weights.sum())
    opt.step()
    return ((weights * residual2).sum() / weights.sum()).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(47)
    desc, truth = library(3000, gen)
    wells, sd = plate(truth, gen)
    test_desc, test_truth = library(800, gen)
    net = HillNet(desc.shape[1])
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)

    @torch.no_grad()
    def ec50_error():
        return (net(test_desc)[:, 0] - test_truth[:, 0]).abs().median().item()

    print(f"median |log10 EC50 error| before {ec50_error():.3f}")
    for epoch in range(25):
        order, total = torch.randperm(len(desc)), 0.0
        for i in range(0, len(order), 100):
            idx = order[i:i + 100]
            total += weighted_step(net, opt, desc[idx], wells[:, idx], sd[idx])
        sched.step()
        if epoch % 5 == 4:
            print(f"epoch {epoch}: weighted mse {total / 30:.5f}  median |log10 EC50 error| "
                  f"{ec50_error():.3f}")


if __name__ == "__main__":
    main()
