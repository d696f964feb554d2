import torch

LOOKBACK = 28
HORIZON = 7
CHANNELS = ("log_n1_copies", "log_n2_copies", "log_pmmov", "flow_mgd", "admissions")


def sewershed_panel(n_plants, days, seed):
    """Daily wastewater SARS-CoV-2 (N1, N2), PMMoV, influent flow and county hospital admissions."""
    gen = torch.Generator().manual_seed(seed)
    t = torch.arange(days, dtype=torch.float32)
    waves = torch.zeros(n_plants, days)
    for _ in range(3):
        centre = days * torch.rand(n_plants, 1, generator=gen)
        width = 10 + 15 * torch.rand(n_plants, 1, generator=gen)
        waves = waves + (0.5 + torch.rand(n_plants, 1, generator=gen)) * torch.exp(-0.5 * ((t - centre) / width) ** 2)
    incidence = 0.1 + waves
    shedding = torch.log(incidence) + 0.25 * torch.randn(n_plants, days, generator=gen)
    pmmov = 0.2 * torch.randn(n_plants, days, generator=gen)
    flow = 1.0 + 0.3 * torch.rand(n_plants, 1, generator=gen) + 0.2 * torch.randn(n_plants, days, generator=gen).clamp(-2, 2)
    lagged = torch.roll(incidence, 9, dims=1)
    admissions = torch.poisson(8.0 * lagged, generator=gen)
    return torch.stack(
        [
            shedding + pmmov - torch.log(flow),
            shedding + pmmov - torch.log(flow) + 0.15 * torch.randn(n_plants, days, generator=gen),
            pmmov,
            flow,
            torch.log1p(admissions),
        ],
        dim=1,
    )


def windows(panel):
    xs, ys = [], []
    days = panel.shape[-1]
    for start in range(0, days - LOOKBACK - HORIZON, 3):
        xs.append(panel[:, :, start:start + LOOKBACK])
        ys.append(panel[:, -1, start + LOOKBACK:start + LOOKBACK + HORIZON])
    return torch.cat(xs), torch.cat(ys)
